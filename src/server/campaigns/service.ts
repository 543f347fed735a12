import type { Campaign, CampaignListQuery, CampaignStats, CreateCampaign } from "@core/contracts/campaigns";
import { formatMarkup, markupHundredthsOf } from "@core/markup";
import { centsToDecimal, toCents } from "@core/money";
import { playerRating } from "@core/rating";
import type { RecordBasis } from "@core/record-basis";
import { and, desc, eq, getTableColumns, gt, sql, type Placeholder, type SQL } from "drizzle-orm";
import { recordEvent } from "../notifications/record-event";
import { QUOTA_LOCKS } from "../db/advisory-lock";
import type { Db, Tx } from "../db/client";
import { preparedPerDatabase } from "../db/prepared";
import { campaignRatingKeys, campaigns, users, type CampaignRow, type UserRow } from "../db/schema/index";
import { AppError, notFound } from "../errors";
import { startedEvents } from "./staking-closed";
import { eventsBetweenDays } from "./day-two-staking";
import { searchPageQuery } from "./browse";
import { heldSum } from "../investing/holds";
import { myStakeIn } from "./my-stake";
import { investorRoomFor, playerRecordFor } from "./terms";
import { overduePayoutsOf } from "./overdue-payouts";
import { eventTermsFor } from "./event-terms";
import { checkIdentityGate } from "../identity/gate";
import { playerRoisFor } from "./player-roi";
import { lockQuota } from "../db/row-locks";
import { packageSummariesFor } from "../package-events/summaries";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toCampaignResponse(row: CampaignRow, rating: number | null, eventStarted = false): Campaign {
  return {
    id: row.id,
    playerId: row.playerId,
    playerName: row.playerName,
    tournament: row.tournament,
    tournamentDate: iso(row.tournamentDate),
    buyIn: row.buyIn,
    minStake: row.minStake,
    targetAmount: row.targetAmount,
    currentAmount: row.currentAmount,
    playerOfferedPercentage: row.playerOfferedPercentage,
    description: row.description,
    rating,
    status: row.status,
    finalPosition: row.finalPosition,
    totalWinnings: row.totalWinnings,
    payoutCompleted: row.payoutCompleted,
    completedAt: iso(row.completedAt),
    updatedAt: row.updatedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    specialTournamentId: row.specialTournamentId,
    verified: row.specialTournamentId !== null,
    eventStarted,
    // numeric(3,2) comes back as "1.10" from both drivers; normalized anyway so the API always has 2 decimals
    markup: formatMarkup(markupHundredthsOf(row.markup)),
    maxPerInvestor: row.maxPerInvestor,
    bullets: row.bullets,
    rebuyPrice: row.rebuyPrice,
    day: row.day,
    bagChips: row.bagChips,
    minFillPercent: row.minFillPercent,
    saleEndsAt: iso(row.saleEndsAt),
    saleClosedAt: iso(row.saleClosedAt),
  };
}

/**
 * Each player's rating from their completed campaigns (docs/decisions/010-campaigns-rating.md), read at request
 * time from the columns closing a campaign sets, so no other feature has to write anything for it.
 */
export async function ratingsFor(db: Db, playerIds: readonly number[]): Promise<Map<number, number | null>> {
  const out = await playerSummariesFor(db, playerIds);
  return new Map([...out].map(([id, s]) => [id, s.rating]));
}

export interface PlayerSummary {
  rating: number | null;
  username?: string;
  basis: RecordBasis;
}

/** Each player's rating, username and the rating's basis, in the one grouped query per page. */
export async function playerSummariesFor(db: Db, playerIds: readonly number[]): Promise<Map<number, PlayerSummary>> {
  const ids = [...new Set(playerIds)];
  const out = new Map<number, PlayerSummary>(ids.map((id) => [id, { rating: null, basis: { verifiedEvents: 0, selfReportedEvents: 0 } }]));
  if (ids.length === 0) return out;
  const rows = await preparedRatings(db).execute({ ids });
  for (const r of rows) {
    out.set(r.playerId, {
      rating: playerRating({
        closedCount: r.closedCount,
        cashedCount: r.cashedCount,
        winningsCents: toCents(r.winnings) ?? 0,
        buyInsCents: toCents(r.buyIns) ?? 0,
      }),
      username: r.username,
      basis: { verifiedEvents: r.verifiedCount, selfReportedEvents: r.closedCount - r.verifiedCount },
    });
  }
  return out;
}

/**
 * Closed-campaign history per player, summed (see ratingsFor), with the player's username (the link to their page)
 * and how many of the closed events a clock settled (the rating's basis); `ids` is an int[] parameter.
 * Each completed campaign counts as its events for the record (campaign_record_events, as campaignRecordEvents in
 * src/core/record-events.ts: a package's played events each); the campaigns are read from
 * campaigns_player_history_idx alone, and only one completed with final position 0 (a package, or no cash) looks
 * at package_events.
 */
export function ratingsQuery(db: Tx, ids: number[] | Placeholder) {
  return db
    .select({
      playerId: users.id,
      username: users.username,
      closedCount: sql<number>`count(e.event_in)::int`,
      // a completed linked campaign was settled by its clock (a typed result is refused for one)
      verifiedCount: sql<number>`(count(e.event_in) filter (where ${campaigns.specialTournamentId} is not null))::int`,
      // isCashedFinish (src/core/rating.ts): a finish cashed when it won a prize, whatever the place
      cashedCount: sql<number>`(count(e.event_in) filter (where e.event_out > 0))::int`,
      winnings: sql<string>`coalesce(sum(greatest(e.event_out, 0)), 0)::text`,
      buyIns: sql<string>`coalesce(sum(e.event_in), 0)::text`,
    })
    .from(users)
    .leftJoin(campaigns, and(eq(campaigns.playerId, users.id), eq(campaigns.status, "completed")))
    .leftJoin(sql`lateral campaign_record_events(${campaigns.id}, ${campaigns.finalPosition}, ${campaigns.buyIn}, ${campaigns.totalWinnings}) e`, sql`true`)
    .where(sql`${users.id} = any(${Array.isArray(ids) ? sql.param(ids) : ids}::int[])`)
    .groupBy(users.id);
}

// every list and campaign page reads ratings: planned once per connection, not per request
const preparedRatings = preparedPerDatabase((db) => ratingsQuery(db, sql.placeholder("ids")).prepare("campaign_ratings"));

async function withRatings(db: Db, rows: CampaignRow[]): Promise<Campaign[]> {
  const [summaries, rois, packages] = await Promise.all([
    playerSummariesFor(
      db,
      rows.map((r) => r.playerId),
    ),
    // the card's "ROI" is the player's one ROI (decision 210), the figure their page and the dialog show
    playerRoisFor(
      db,
      rows.map((r) => r.playerId),
    ),
    // packages (decision 241): their event counts and buy-ins, one prepared grouped read for the page
    packageSummariesFor(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  const started = await startedEvents(
    db,
    rows.flatMap((r) => (r.specialTournamentId === null ? [] : [r.specialTournamentId])),
  );
  // a later-day campaign sells after the start, between days, before the day it was priced for (docs/decisions/170-day-two-resale.md)
  const betweenDays = await eventsBetweenDays(
    db,
    rows.flatMap((r) => (r.day >= 2 && r.specialTournamentId !== null ? [r.specialTournamentId] : [])),
  );
  return rows.map((r) => {
    const s = summaries.get(r.playerId);
    // fields added to the fresh object, not spread into a copy: a list page builds 20 of these per request
    const c: Campaign = toCampaignResponse(
      r,
      s?.rating ?? null,
      r.specialTournamentId !== null && started.has(r.specialTournamentId) && !(r.day >= 2 && betweenDays.get(r.specialTournamentId) === r.day),
    );
    if (s?.username) c.playerUsername = s.username;
    c.ratingBasis = s?.basis ?? { verifiedEvents: 0, selfReportedEvents: 0 };
    const roi = rois.get(r.playerId);
    if (roi) c.playerRoi = roi;
    const pkg = packages.get(r.id);
    if (pkg) c.package = pkg;
    return c;
  });
}

/** Listed on browse and the public pages: active and funded. The partial browse indexes carry this exact predicate. */
const LISTED = sql`${campaigns.status} in ('active', 'funded')`;

/** LIKE pattern for a substring search, with the user's own % _ \ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function listConditions(q: CampaignListQuery): SQL[] {
  const conds: SQL[] = [LISTED];
  if (q.open) conds.push(sql`${campaigns.status} = 'active'`);
  if (q.verified) conds.push(sql`${campaigns.specialTournamentId} is not null`);
  if (q.search) {
    const p = containsPattern(q.search);
    conds.push(sql`(${campaigns.tournament} ilike ${p} or ${campaigns.playerName} ilike ${p})`);
  }
  if (q.minBuyIn !== undefined) conds.push(sql`${campaigns.buyIn} >= ${centsToDecimal(q.minBuyIn)}::numeric`);
  if (q.maxBuyIn !== undefined) conds.push(sql`${campaigns.buyIn} <= ${centsToDecimal(q.maxBuyIn)}::numeric`);
  if (q.dateFrom) conds.push(sql`${campaigns.tournamentDate} >= ${`${q.dateFrom}T00:00:00Z`}::timestamptz`);
  if (q.dateTo) conds.push(sql`${campaigns.tournamentDate} < (${`${q.dateTo}T00:00:00Z`}::timestamptz + interval '1 day')`);
  return conds;
}

type IndexedSort = Exclude<CampaignListQuery["sort"], "rating">;

// each ORDER BY matches its partial index exactly (direction and nulls order), so a page is an index range scan
const ORDER: Record<IndexedSort, SQL[]> = {
  newest: [sql`${campaigns.createdAt} desc nulls last`, sql`${campaigns.id} desc nulls last`],
  buyin: [sql`${campaigns.buyIn} desc nulls last`, sql`${campaigns.id} desc nulls last`],
  funded: [sql`(${campaigns.currentAmount} / ${campaigns.targetAmount}) desc`, sql`${campaigns.id} desc nulls last`],
};

/** A page of an index-backed sort; limit and offset are values or the placeholders of a prepared statement. */
function pageQuery(db: Tx, conditions: SQL[], sort: IndexedSort, limit: number | Placeholder, offset: number | Placeholder) {
  return db
    .select()
    .from(campaigns)
    .where(and(...conditions))
    .orderBy(...ORDER[sort])
    .limit(limit)
    .offset(offset);
}

/**
 * A page by rating, best first, then newest (docs/decisions/184-a-million-campaigns.md): read in the order of
 * campaign_rating_keys_order_idx, the rating the triggers keep per listed campaign, each key joined to its campaign.
 * Players without a rating (no completed campaign) come last.
 */
function ratingPageQuery(db: Tx, conditions: SQL[], limit: number | Placeholder, offset: number | Placeholder) {
  return db
    .select(getTableColumns(campaigns))
    .from(campaignRatingKeys)
    .innerJoin(campaigns, eq(campaigns.id, campaignRatingKeys.campaignId))
    .where(and(...conditions))
    .orderBy(
      sql`${campaignRatingKeys.rating} desc nulls last`,
      sql`${campaignRatingKeys.createdAt} desc nulls last`,
      sql`${campaignRatingKeys.campaignId} desc nulls last`,
    )
    .limit(limit)
    .offset(offset);
}

/** The page query of every sort (bench/browse.ts runs its SQL on a bare route for comparison). */
export function listQuery(db: Tx, q: CampaignListQuery) {
  if (q.sort === "rating") return ratingPageQuery(db, listConditions(q), q.limit + 1, q.offset);
  if (q.search) {
    const limit = q.limit + 1;
    return searchPageQuery(db, listConditions({ ...q, search: undefined }), containsPattern(q.search), q.sort, {
      limit,
      offset: q.offset,
      top: q.offset + limit,
    });
  }
  return pageQuery(db, listConditions(q), q.sort, q.limit + 1, q.offset);
}

/**
 * A page with no search and no filters, the most common browse request: for these PostgreSQL spends more time
 * planning (the campaigns table has many indexes) than running the index range scan, so they are prepared
 * statements, planned once per connection. Searches are not: their best plan depends on the term.
 */
export function isPlainPage(q: CampaignListQuery): boolean {
  return !q.search && !q.open && !q.verified && q.minBuyIn === undefined && q.maxBuyIn === undefined && !q.dateFrom && !q.dateTo;
}

function preparedPage(sort: IndexedSort) {
  return preparedPerDatabase((db) => pageQuery(db, [LISTED], sort, sql.placeholder("limit"), sql.placeholder("offset")).prepare(`campaigns_page_${sort}`));
}
const plainPages = {
  newest: preparedPage("newest"),
  buyin: preparedPage("buyin"),
  funded: preparedPage("funded"),
  rating: preparedPerDatabase((db) => ratingPageQuery(db, [LISTED], sql.placeholder("limit"), sql.placeholder("offset")).prepare("campaigns_page_rating")),
};

/**
 * A search with no other filter, the common one: its plan does not depend on the term (browse.ts), so it is prepared
 * too. By rating a search is one statement over the rating keys (listQuery), planned per call.
 */
export function isPlainSearch(q: CampaignListQuery): q is CampaignListQuery & { sort: IndexedSort; search: string } {
  return !!q.search && q.sort !== "rating" && isPlainPage({ ...q, search: undefined });
}

function preparedSearch(sort: IndexedSort) {
  const page = { limit: sql.placeholder("limit"), offset: sql.placeholder("offset"), top: sql.placeholder("top") };
  return preparedPerDatabase((db) => searchPageQuery(db, [LISTED], sql.placeholder("pattern"), sort, page).prepare(`campaigns_search_${sort}`));
}
const plainSearches = { newest: preparedSearch("newest"), buyin: preparedSearch("buyin"), funded: preparedSearch("funded") };

/** One page of the browse list; hasMore says whether a next page exists (one extra row is read to know). */
export async function listCampaigns(db: Db, q: CampaignListQuery): Promise<{ items: Campaign[]; hasMore: boolean }> {
  let rows: CampaignRow[];
  if (isPlainPage(q)) {
    rows = await plainPages[q.sort](db).execute({ limit: q.limit + 1, offset: q.offset });
  } else if (isPlainSearch(q)) {
    const limit = q.limit + 1;
    rows = await plainSearches[q.sort](db).execute({ pattern: containsPattern(q.search), limit, offset: q.offset, top: q.offset + limit });
  } else {
    rows = await listQuery(db, q);
  }
  const hasMore = rows.length > q.limit;
  return { items: await withRatings(db, rows.slice(0, q.limit)), hasMore };
}

/** One campaign with what others' open checkouts reserve of it, so the invest dialog's Max is what the viewer can buy. */
export async function getCampaign(db: Db, id: number, viewer?: { id: number; role: string | null }): Promise<Campaign> {
  const [found] = await db
    .select({ row: campaigns, reserved: sql<string>`${heldSum(id, { investorId: viewer?.id })}::text` })
    .from(campaigns)
    .where(eq(campaigns.id, id));
  if (!found) throw notFound("Campaign not found");
  const [[campaign], playerRecord, investorRoom, overduePayouts, myStake, eventTerms] = await Promise.all([
    withRatings(db, [found.row]),
    playerRecordFor(db, found.row.playerId),
    investorRoomFor(db, found.row, viewer),
    overduePayoutsOf(db, found.row.playerId),
    myStakeIn(db, found.row, viewer),
    eventTermsFor(db, found.row),
  ]);
  return { ...campaign, reservedAmount: centsToDecimal(toCents(found.reserved) ?? 0), playerRecord, investorRoom, overduePayouts, myStake, eventTerms };
}

/** The signed-in player's own campaigns, every status, newest first (none for other roles). */
export async function myCampaigns(db: Db, user: UserRow): Promise<Campaign[]> {
  const rows = await db.select().from(campaigns).where(eq(campaigns.playerId, user.id)).orderBy(desc(campaigns.createdAt), desc(campaigns.id));
  return withRatings(db, rows);
}

/** The name investors see: first and last name, else the username. Never taken from the request body. */
export function playerDisplayName(user: Pick<UserRow, "firstName" | "lastName" | "username">): string {
  const full = [user.firstName?.trim(), user.lastName?.trim()].filter(Boolean).join(" ");
  return full || user.username;
}

export type NewCampaign = Omit<typeof campaigns.$inferInsert, "playerId" | "playerName">;

/** Campaigns one player may create in any 24 hours: enough for a busy schedule, too few to flood Browse. */
export const CAMPAIGNS_PER_DAY = 20;
export const CAMPAIGNS_PER_DAY_MESSAGE = `You can create at most ${CAMPAIGNS_PER_DAY} campaigns a day. Please try again tomorrow.`;

/**
 * 429 once the player created CAMPAIGNS_PER_DAY campaigns in the last 24 hours. The count runs under an advisory
 * lock on the player, held until the caller's transaction ends, so parallel creates are counted one after the other.
 */
async function checkCampaignQuota(tx: Tx, playerId: number): Promise<void> {
  await lockQuota(tx, QUOTA_LOCKS.campaigns, playerId);
  const [recent] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(campaigns)
    .where(and(eq(campaigns.playerId, playerId), gt(campaigns.createdAt, sql`now() - interval '24 hours'`)));
  if ((recent?.n ?? 0) >= CAMPAIGNS_PER_DAY) throw new AppError("too_many_requests", CAMPAIGNS_PER_DAY_MESSAGE);
}

/** Inserts the player's campaign and its campaign_created activity, inside the caller's transaction (within the daily quota). */
export async function insertCampaign(tx: Tx, user: UserRow, values: NewCampaign): Promise<CampaignRow> {
  await checkCampaignQuota(tx, user.id);
  // more than $2,000 in open campaigns needs a verified identity (decision 204); counted under the quota's lock
  await checkIdentityGate(tx, user, values.targetAmount);
  const [created] = await tx
    .insert(campaigns)
    .values({ ...values, playerId: user.id, playerName: playerDisplayName(user) })
    .returning();
  await recordEvent(tx, {
    kind: "campaign_created",
    playerId: user.id,
    tournament: created.tournament,
    targetAmount: created.targetAmount,
    percentage: created.playerOfferedPercentage,
  });
  return created;
}

type CampaignTerms = Pick<
  NewCampaign,
  "minStake" | "targetAmount" | "playerOfferedPercentage" | "description" | "markup" | "maxPerInvestor" | "minFillPercent" | "saleEndsAt"
>;

/**
 * What the player sets on any campaign, whatever its tournament: the stakes, the share sold, the markup, the words,
 * and the sale window (decision 233: the least share that must sell by when).
 */
export function campaignTerms(input: CampaignTerms): CampaignTerms {
  return {
    minStake: input.minStake,
    targetAmount: input.targetAmount,
    playerOfferedPercentage: input.playerOfferedPercentage,
    description: input.description,
    markup: input.markup,
    maxPerInvestor: input.maxPerInvestor,
    minFillPercent: input.minFillPercent ?? null,
    saleEndsAt: input.saleEndsAt ?? null,
  };
}

/** A campaign for a tournament the player typed in. */
export async function createCampaign(db: Db, user: UserRow, input: CreateCampaign): Promise<Campaign> {
  const row = await db.transaction((tx) =>
    insertCampaign(tx, user, {
      tournament: input.tournament,
      tournamentDate: new Date(input.tournamentDate),
      buyIn: input.buyIn,
      ...campaignTerms(input),
    }),
  );
  return campaignResponseOf(db, row);
}

/** One stored campaign as the API returns it. */
export async function campaignResponseOf(db: Db, row: CampaignRow): Promise<Campaign> {
  return (await withRatings(db, [row]))[0];
}

/** Marketplace figures over the campaigns still open for investment (status active). */
export async function campaignStats(db: Db): Promise<CampaignStats> {
  const [r] = await db
    .select({
      openCampaigns: sql<number>`count(*)::int`,
      players: sql<number>`count(distinct ${campaigns.playerId})::int`,
      totalTarget: sql<string>`coalesce(sum(${campaigns.targetAmount}), 0)::text`,
      totalRaised: sql<string>`coalesce(sum(${campaigns.currentAmount}), 0)::text`,
      totalRemaining: sql<string>`coalesce(sum(greatest(${campaigns.targetAmount} - ${campaigns.currentAmount}, 0)), 0)::text`,
      averageBuyIn: sql<string>`coalesce(round(avg(${campaigns.buyIn}), 2), 0)::text`,
    })
    .from(campaigns)
    .where(eq(campaigns.status, "active"));
  const dec = (v: string) => centsToDecimal(toCents(v) ?? 0);
  return {
    openCampaigns: r.openCampaigns,
    players: r.players,
    totalTarget: dec(r.totalTarget),
    totalRaised: dec(r.totalRaised),
    totalRemaining: dec(r.totalRemaining),
    averageBuyIn: dec(r.averageBuyIn),
  };
}
