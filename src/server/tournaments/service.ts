import type { CreateTournamentData, Tournament, TournamentRegistration, UpdateTournamentData } from "@core/contracts/tournaments";
import { chipSetProblem, formatResponse, rebuyFormatProblems } from "@core/contracts/tournament-format";
import { tableResponse, thresholdOf } from "@core/contracts/tournament-tables";
import { basisPointsToPercent } from "@core/contracts/tournament-prizes";
import { eventPools } from "@core/live/prize-pool";
import { liveStoredState, type LiveStoredState } from "@core/live/contracts";
import { centsToDecimal, toCents } from "@core/money";
import type { AddOnRules, PayoutPlan, RebuyRules } from "@core/live/contracts";
import { calendarDate } from "@core/calendar-dates";
import { registrantName } from "@core/tournament-rules";
import { knownAsName } from "@core/user-display";
import { FINISHED_PAGE_SIZE, OPEN_LIST_LIMIT, TOURNAMENTS_PER_DAY } from "@core/contracts/tournament-list";
import { and, asc, desc, eq, exists, gt, gte, inArray, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { HOST_CANNOT_PLAY } from "../campaigns/linked";
import { QUOTA_LOCKS } from "../db/advisory-lock";
import type { Db, Tx } from "../db/client";
import { campaigns, liveTournaments, specialTournaments, tournamentRegistrations, users, type UserRow } from "../db/schema/index";
import { AppError, badRequest, conflict, forbidden, notFound, specificError } from "../errors";
import { disownLateEntry } from "../live/service";
import { notifyTournamentCancelled, notifyTournamentRegistered } from "../notifications/tournament-events";
import { cancelLinkedCampaigns, refundCancelledLinked, type RefundDeps } from "../settlement/linked-refunds";
import { lockEvent, lockLiveClock, lockQuota } from "../db/row-locks";
import { countField } from "../registrations/field";

type TournamentRow = typeof specialTournaments.$inferSelect;

export const MESSAGES = {
  notFound: "Tournament not found",
  full: "Tournament is full",
  alreadyRegistered: "You are already registered for this tournament",
  notOpen: "Registration is closed: this tournament is no longer upcoming",
  notRegistered: "You are not registered for this tournament",
  cancelAfterStart: "Registration can no longer be cancelled: the tournament has started",
  roleMismatch: "userRole must match your account role",
  notYours: "You can only manage your own tournaments",
  alreadyStarted: "Only upcoming tournaments can be changed",
  onlySponsors: "Only sponsors can create tournaments",
  onlyRegistrants: "Only players and investors can register for tournaments",
  hostCannotPlay: HOST_CANNOT_PLAY,
  dailyQuota: `You can create at most ${TOURNAMENTS_PER_DAY} tournaments a day. Try again tomorrow.`,
  finished: "A finished tournament cannot be cancelled",
} as const;

/**
 * The terms a linked campaign is sold on: once a player's campaign stakes the event, none of them may move under
 * its backers (a $10,000 buy-in edited to $10, the date moved by months, a rebuy its second bullet was priced at
 * edited to $0: decision 192). Named as the edit form names them.
 */
const STAKED_TERMS = {
  buyIn: "The buy-in",
  date: "The date",
  prizeStructure: "The prize structure",
  guaranteedPrizePool: "The guaranteed prize pool",
  prizePercentages: "The payout table",
  rebuys: "The rebuys or re-entries",
  addOn: "The add-on",
  bounty: "The bounty",
} as const;
export const termLockedMessage = (field: keyof typeof STAKED_TERMS) =>
  `${STAKED_TERMS[field]} cannot change: a player's campaign is staked on this event. Cancel the event to refund its backers instead.`;

const REGISTERED = "registered";
const CANCELLED = "cancelled";

interface Viewer {
  userId: number | null;
  /** the hosting sponsor sees each registrant's role */
  isHost: boolean;
}

type SponsorNames = Pick<UserRow, "firstName" | "lastName" | "username">;

/**
 * The sponsor as everyone sees their event (decision 143): the name they gave, else their username, the name they host
 * under (accounts have no company name). Null only if the account is gone; the page then shows its fallback.
 */
function sponsorNameOf(sponsor: SponsorNames | null): string | null {
  return sponsor ? knownAsName(sponsor) : null;
}

// username (never null) first: Drizzle decides whether a left-joined object is null by its first column
const sponsorColumns = { username: users.username, firstName: users.firstName, lastName: users.lastName };

async function loadRegistrations(db: Tx, tournamentIds: number[]) {
  if (tournamentIds.length === 0)
    return new Map<
      number,
      Array<{
        userId: number;
        userRole: "player" | "investor";
        status: string;
        registeredAt: Date;
        firstName: string | null;
        lastName: string | null;
        username: string;
      }>
    >();
  const rows = await db
    .select({
      tournamentId: tournamentRegistrations.tournamentId,
      userId: tournamentRegistrations.userId,
      userRole: tournamentRegistrations.userRole,
      status: tournamentRegistrations.status,
      registeredAt: tournamentRegistrations.registeredAt,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(tournamentRegistrations)
    .innerJoin(users, eq(users.id, tournamentRegistrations.userId))
    .where(and(inArray(tournamentRegistrations.tournamentId, tournamentIds), eq(tournamentRegistrations.status, REGISTERED)))
    .orderBy(asc(tournamentRegistrations.registeredAt), asc(tournamentRegistrations.id));
  const byTournament = new Map<number, typeof rows>();
  for (const r of rows) {
    const list = byTournament.get(r.tournamentId) ?? [];
    list.push(r);
    byTournament.set(r.tournamentId, list);
  }
  return byTournament;
}

type ListedRow = { t: TournamentRow; sponsor: SponsorNames | null };

/**
 * The clocks that have started, by tournament id, in one query for the whole list: from the first start the clock
 * owns the field and the pool (late entries, rebuys and add-ons grow it), so every card shows what it pays.
 */
async function loadStartedClocks(db: Tx, tournamentIds: number[]): Promise<Map<number, LiveStoredState>> {
  const out = new Map<number, LiveStoredState>();
  if (tournamentIds.length === 0) return out;
  const rows = await db
    .select({ id: liveTournaments.specialTournamentId, state: liveTournaments.state })
    .from(liveTournaments)
    .where(inArray(liveTournaments.specialTournamentId, tournamentIds));
  for (const r of rows) {
    const parsed = liveStoredState.safeParse(r.state);
    if (r.id !== null && parsed.success && parsed.data.startedAt !== null) out.set(r.id, parsed.data);
  }
  return out;
}

async function toResponses(db: Tx, rows: ListedRow[], viewer: Viewer): Promise<Tournament[]> {
  const ids = rows.map((r) => r.t.id);
  const regs = await loadRegistrations(db, ids);
  const clocks = await loadStartedClocks(db, ids);
  return rows.map(({ t, sponsor }) => {
    const list = regs.get(t.id) ?? [];
    // seats are for players: an investor's RSVP takes no seat, is no entrant and adds nothing to the pool
    const seats = list.filter((r) => r.userRole === "player").length;
    const clock = clocks.get(t.id);
    const entrants = clock ? clock.totalPlayers : seats;
    // one prize pool (decision 216): the clock's rule, on its state once started, else on the registered field
    const pools = eventPools(clock ?? null, entrants, {
      buyInCents: toCents(t.buyIn) ?? 0,
      bountyCents: t.bountyCents,
      guaranteedPrizePoolCents: toCents(t.guaranteedPrizePool),
    });
    const registrations: TournamentRegistration[] = list.map((r) => {
      const own = viewer.userId !== null && r.userId === viewer.userId;
      return {
        ...(own ? { userId: r.userId } : {}),
        status: r.status,
        // the host deals with every registrant and everyone with themselves: by the name they go by (their username
        // without a given one); anyone else sees the public name, never a username
        playerName: viewer.isHost || own ? knownAsName(r) : registrantName(r),
        registeredAt: r.registeredAt.toISOString(),
        // every list tells seats from RSVPs, so RSVPs are shown apart ("2 backers attending"), not as players
        userRole: r.userRole,
      };
    });
    return {
      id: t.id,
      name: t.name,
      description: t.description,
      status: t.status,
      date: t.date,
      time: t.time,
      location: t.location,
      buyIn: t.buyIn,
      prizeStructure: t.prizeStructure,
      format: t.format,
      blindStructure: t.blindStructure,
      startingChips: t.startingChips,
      maxSeats: t.maxSeats,
      guaranteedPrizePool: t.guaranteedPrizePool,
      prizePercentages: t.prizeBasisPoints?.map(basisPointsToPercent) ?? null,
      ...formatResponse(t),
      ...tableResponse(t),
      days: t.days ?? null,
      entrants,
      prizePool: centsToDecimal(pools.poolCents),
      bountyPool: pools.bountyPoolCents === null ? null : centsToDecimal(pools.bountyPoolCents),
      // the seats taken (tournaments §3 "registeredPlayers"): players only, as the seat limit counts them
      registeredPlayers: seats,
      sponsorName: sponsorNameOf(sponsor),
      registrations,
      isRegistered: viewer.userId !== null && list.some((r) => r.userId === viewer.userId),
      createdAt: t.createdAt.toISOString(),
    };
  });
}

const STATUS_ORDER = sql`case ${specialTournaments.status} when 'active' then 0 when 'upcoming' then 1 when 'completed' then 2 else 3 end`;

/** Newest first: the order finished tournaments are listed and paged in. */
const NEWEST_FIRST = [desc(specialTournaments.date), desc(specialTournaments.time), desc(specialTournaments.id)];

export interface TournamentPage {
  tournaments: Tournament[];
  /** whether finished tournaments older than the last one listed exist (?before=<its id> pages on) */
  hasMore: boolean;
}

/** Live first, then by date (cancelled ones a viewer held a seat in sort among the upcoming by their date). */
const OPEN_ORDER = sql`case ${specialTournaments.status} when 'active' then 0 else 1 end`;

/**
 * The public list, bounded (decision 141: one account made 1,012 tournaments and the list weighed 4.87 MB): the live
 * and upcoming ones (live first, then the soonest; at most OPEN_LIST_LIMIT), then the FINISHED_PAGE_SIZE most
 * recent finished ones, newest first. A cancelled one is listed only to the people who held a seat in it, so they
 * learn it is off: among the upcoming while its date has not passed, else among the finished. `before` (a
 * tournament's id) pages back: only the finished ones older than that one.
 */
export async function listTournaments(db: Db, viewerId: number | null, before?: number, now = new Date()): Promise<TournamentPage> {
  const heldSeat =
    viewerId === null
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(tournamentRegistrations)
            .where(
              and(
                eq(tournamentRegistrations.tournamentId, specialTournaments.id),
                eq(tournamentRegistrations.userId, viewerId),
                eq(tournamentRegistrations.status, REGISTERED),
              ),
            ),
        );
  // "today" as the create form's date check has it (anywhere on Earth): a cancelled event dated today is still news
  const today = calendarDate(now, -12 * 60);
  const cancelledSeat = (when: SQL) => (heldSeat ? and(eq(specialTournaments.status, "cancelled"), heldSeat, when) : undefined);
  const openNow = or(inArray(specialTournaments.status, ["active", "upcoming"]), cancelledSeat(gte(specialTournaments.date, today)));
  const finished = or(eq(specialTournaments.status, "completed"), cancelledSeat(lt(specialTournaments.date, today)));
  const select = () =>
    db.select({ t: specialTournaments, sponsor: sponsorColumns }).from(specialTournaments).leftJoin(users, eq(users.id, specialTournaments.sponsorId));

  let open: ListedRow[] = [];
  let olderThan: SQL | undefined;
  if (before === undefined) {
    open = await select()
      .where(openNow)
      .orderBy(OPEN_ORDER, asc(specialTournaments.date), asc(specialTournaments.time), asc(specialTournaments.id))
      .limit(OPEN_LIST_LIMIT);
  } else {
    const [cursor] = await db
      .select({ date: specialTournaments.date, time: specialTournaments.time, id: specialTournaments.id })
      .from(specialTournaments)
      .where(eq(specialTournaments.id, before));
    if (!cursor) throw notFound(MESSAGES.notFound);
    olderThan = sql`(${specialTournaments.date}, ${specialTournaments.time}, ${specialTournaments.id}) < (${cursor.date}, ${cursor.time}, ${cursor.id})`;
  }
  // one more than a page tells whether another follows
  const done = await select()
    .where(olderThan ? and(finished, olderThan) : finished)
    .orderBy(...NEWEST_FIRST)
    .limit(FINISHED_PAGE_SIZE + 1);
  const hasMore = done.length > FINISHED_PAGE_SIZE;
  const tournaments = await toResponses(db, [...open, ...done.slice(0, FINISHED_PAGE_SIZE)], { userId: viewerId, isHost: false });
  return { tournaments, hasMore };
}

/** The sponsor's own tournaments, every status, with registrant roles. */
export async function listSponsorTournaments(db: Db, sponsor: UserRow): Promise<Tournament[]> {
  const rows = await db
    .select({ t: specialTournaments })
    .from(specialTournaments)
    .where(eq(specialTournaments.sponsorId, sponsor.id))
    .orderBy(STATUS_ORDER, asc(specialTournaments.date), asc(specialTournaments.time), asc(specialTournaments.id));
  return toResponses(
    db,
    rows.map((r) => ({ t: r.t, sponsor })),
    { userId: sponsor.id, isHost: true },
  );
}

async function oneTournament(db: Tx, id: number, viewer: Viewer): Promise<Tournament> {
  const rows = await db
    .select({ t: specialTournaments, sponsor: sponsorColumns })
    .from(specialTournaments)
    .leftJoin(users, eq(users.id, specialTournaments.sponsorId))
    .where(eq(specialTournaments.id, id));
  if (rows.length === 0) throw notFound(MESSAGES.notFound);
  const [t] = await toResponses(db, rows, viewer);
  return t;
}

export async function getTournament(db: Db, id: number, viewerId: number | null): Promise<Tournament> {
  const [row] = await db
    .select({ sponsorId: specialTournaments.sponsorId, status: specialTournaments.status })
    .from(specialTournaments)
    .where(eq(specialTournaments.id, id));
  if (!row) throw notFound(MESSAGES.notFound);
  const isHost = viewerId !== null && row.sponsorId === viewerId;
  // a cancelled tournament is visible only to its host
  if (row.status === "cancelled" && !isHost) throw notFound(MESSAGES.notFound);
  return oneTournament(db, id, { userId: viewerId, isHost });
}

/**
 * A new tournament, within the account's quota: TOURNAMENTS_PER_DAY in any 24 hours, counted from the tournaments
 * the account created. The count and the insert run under the account's quota lock, so racing creates queue and
 * the one over the limit is refused (429) instead of slipping in beside another.
 */
export async function createTournament(db: Db, sponsor: UserRow, input: CreateTournamentData, now = new Date()): Promise<Tournament> {
  const id = await db.transaction(async (tx) => {
    await lockQuota(tx, QUOTA_LOCKS.tournaments, sponsor.id);
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(specialTournaments)
      .where(and(eq(specialTournaments.sponsorId, sponsor.id), gt(specialTournaments.createdAt, new Date(now.getTime() - DAY_MS))));
    if (Number(count) >= TOURNAMENTS_PER_DAY) throw new AppError("too_many_requests", MESSAGES.dailyQuota);
    const [row] = await tx
      .insert(specialTournaments)
      .values({
        sponsorId: sponsor.id,
        name: input.name,
        description: input.description,
        date: input.date,
        time: input.time,
        location: input.location,
        buyIn: centsToDecimal(input.buyIn),
        prizeStructure: input.prizeStructure,
        format: input.format,
        blindStructure: input.blindStructure,
        startingChips: input.startingChips,
        maxSeats: input.maxSeats,
        guaranteedPrizePool: input.guaranteedPrizePool === null ? null : centsToDecimal(input.guaranteedPrizePool),
        prizeBasisPoints: input.prizePercentages,
        structure: input.structure,
        chipSet: input.chipSet,
        rebuys: input.rebuys,
        addOn: input.addOn,
        bountyCents: input.bounty,
        payoutPlan: input.payoutPlan,
        seatsPerTable: input.seatsPerTable,
        tableThreshold: thresholdOf(input.tableBalancing),
        days: input.days,
      })
      .returning({ id: specialTournaments.id });
    return row.id;
  });
  return oneTournament(db, id, { userId: sponsor.id, isHost: true });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Locks the tournament row so seat counts and status checks cannot race (registrations, edits, cancels). */
async function lockTournament(tx: Tx, id: number): Promise<TournamentRow> {
  const row = await lockEvent(tx, id);
  if (!row) throw notFound(MESSAGES.notFound);
  return row;
}

/** The sponsor's own tournament, locked: 404 for another sponsor's cancelled one (it stays invisible), else 403. */
async function lockOwn(tx: Tx, sponsor: UserRow, id: number): Promise<TournamentRow> {
  const row = await lockTournament(tx, id);
  if (row.sponsorId !== sponsor.id) {
    // other sponsors' cancelled tournaments stay invisible
    if (row.status === "cancelled") throw notFound(MESSAGES.notFound);
    throw forbidden(MESSAGES.notYours);
  }
  return row;
}

async function lockOwnUpcoming(tx: Tx, sponsor: UserRow, id: number): Promise<TournamentRow> {
  const row = await lockOwn(tx, sponsor, id);
  if (row.status !== "upcoming") throw conflict(MESSAGES.alreadyStarted);
  return row;
}

/** Whether a player's campaign (any not cancelled) is staked on the event. */
async function isStaked(tx: Tx, tournamentId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.specialTournamentId, tournamentId), ne(campaigns.status, "cancelled")))
    .limit(1);
  return row !== undefined;
}

const sameBasisPoints = (a: readonly number[] | null, b: readonly number[] | null) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const samePlan = (a: PayoutPlan | null, b: PayoutPlan | null) =>
  a === null || b === null ? a === b : a.paidPercent === b.paidPercent && a.minCashMultiple === b.minCashMultiple && a.shape === b.shape;
const sameRebuys = (a: RebuyRules | null, b: RebuyRules | null) =>
  a === null || b === null
    ? a === b
    : a.kind === b.kind && a.untilLevel === b.untilLevel && a.maxPerPlayer === b.maxPerPlayer && a.priceCents === b.priceCents && a.chips === b.chips;
const sameAddOn = (a: AddOnRules | null, b: AddOnRules | null) => (a === null || b === null ? a === b : a.priceCents === b.priceCents && a.chips === b.chips);

/** The first staked term the edit would change, or null. A field sent with its current value changes nothing. */
function changedTerm(row: TournamentRow, input: UpdateTournamentData): keyof typeof STAKED_TERMS | null {
  if (input.buyIn !== undefined && input.buyIn !== toCents(row.buyIn)) return "buyIn";
  if (input.date !== undefined && input.date !== row.date) return "date";
  if (input.prizeStructure !== undefined && input.prizeStructure !== row.prizeStructure) return "prizeStructure";
  if (input.guaranteedPrizePool !== undefined && input.guaranteedPrizePool !== toCents(row.guaranteedPrizePool)) return "guaranteedPrizePool";
  if (input.prizePercentages !== undefined && !sameBasisPoints(input.prizePercentages, row.prizeBasisPoints)) return "prizePercentages";
  // a generated table is the payout table too
  if (input.payoutPlan !== undefined && !samePlan(input.payoutPlan, row.payoutPlan)) return "prizePercentages";
  // what each further bullet costs (its rebuy or re-entry price), and the entries the pool and the bounties are made of
  if (input.rebuys !== undefined && !sameRebuys(input.rebuys, row.rebuys)) return "rebuys";
  if (input.addOn !== undefined && !sameAddOn(input.addOn, row.addOn)) return "addOn";
  if (input.bounty !== undefined && input.bounty !== row.bountyCents) return "bounty";
  return null;
}

/**
 * Edits the sponsor's upcoming tournament. Once a player's campaign is staked on it, its terms (buy-in, date, prize
 * structure, guarantee, payout table, rebuys or re-entries, add-on, bounty) are fixed: the campaign was sold on them
 * (409 naming the field). Everything else stays editable. The event row lock is the one linking a campaign takes, so a link cannot slip in between.
 */
export async function updateTournament(db: Db, sponsor: UserRow, id: number, input: UpdateTournamentData): Promise<Tournament> {
  await db.transaction(async (tx) => {
    const row = await lockOwnUpcoming(tx, sponsor, id);
    const changed = changedTerm(row, input);
    if (changed && (await isStaked(tx, id))) throw conflict(termLockedMessage(changed));
    if (input.maxSeats !== undefined) {
      const registered = await countField(tx, id);
      if (input.maxSeats < registered) {
        throw badRequest(`Max seats cannot be lower than the ${registered} players already registered`);
      }
    }
    if (input.structure !== undefined || input.chipSet !== undefined) {
      // one sent alone must still fit the stored other (both sent: the schema checked them)
      const problem = chipSetProblem(
        input.structure === undefined ? row.structure : input.structure,
        input.chipSet === undefined ? row.chipSet : input.chipSet,
      );
      if (problem) throw badRequest(problem);
    }
    // the bounty below the buy-in, an add-on only with rebuys: what is not sent is taken as stored
    const [formatProblem] = rebuyFormatProblems({
      buyIn: input.buyIn ?? toCents(row.buyIn) ?? 0,
      bounty: input.bounty === undefined ? row.bountyCents : input.bounty,
      rebuys: input.rebuys === undefined ? row.rebuys : input.rebuys,
      addOn: input.addOn === undefined ? row.addOn : input.addOn,
    });
    if (formatProblem) throw badRequest(formatProblem.message);
    const { buyIn, guaranteedPrizePool, prizePercentages, bounty, tableBalancing, ...rest } = input;
    await tx
      .update(specialTournaments)
      .set({
        ...rest,
        ...(buyIn !== undefined ? { buyIn: centsToDecimal(buyIn) } : {}),
        ...(guaranteedPrizePool !== undefined ? { guaranteedPrizePool: guaranteedPrizePool === null ? null : centsToDecimal(guaranteedPrizePool) } : {}),
        ...(prizePercentages !== undefined ? { prizeBasisPoints: prizePercentages } : {}),
        // one payout table at a time: choosing the sponsor's percentages drops a plan, and a plan drops the percentages
        ...(prizePercentages && input.payoutPlan === undefined ? { payoutPlan: null } : {}),
        ...(input.payoutPlan && prizePercentages === undefined ? { prizeBasisPoints: null } : {}),
        ...(bounty !== undefined ? { bountyCents: bounty } : {}),
        ...(tableBalancing !== undefined ? { tableThreshold: thresholdOf(tableBalancing) } : {}),
        updatedAt: new Date(),
      })
      .where(eq(specialTournaments.id, id));
  });
  return oneTournament(db, id, { userId: sponsor.id, isHost: true });
}

/**
 * Cancels the sponsor's tournament, before it starts or while it runs (an event called off, or abandoned, must not
 * leave its backers' money staked on a result that never comes); a finished one stands. Registrations stay on record
 * for the host. Every campaign still open on it (not yet settled by the clock) is cancelled in the same transaction
 * and its backers refunded once that has committed. The live row is locked first, as console actions lock it before
 * the event row, so a cancel and an elimination queue instead of deadlocking, and the next action sees the cancel.
 */
export async function cancelTournament(deps: RefundDeps, sponsor: UserRow, id: number): Promise<Tournament> {
  const { db } = deps;
  const cancelled = await db.transaction(async (tx) => {
    await lockLiveClock(tx, String(id));
    const row = await lockOwn(tx, sponsor, id);
    if (row.status === "completed") throw conflict(MESSAGES.finished);
    if (row.status === "cancelled") throw conflict(MESSAGES.alreadyStarted);
    await tx.update(specialTournaments).set({ status: "cancelled", updatedAt: new Date() }).where(eq(specialTournaments.id, id));
    await notifyTournamentCancelled(tx, id);
    return cancelLinkedCampaigns(tx, id, null, "tournament_cancelled");
  });
  await refundCancelledLinked(deps, cancelled);
  return oneTournament(db, id, { userId: sponsor.id, isHost: true });
}

/**
 * Takes a seat (a player) or RSVPs (an investor). The tournament row is locked FOR UPDATE, so concurrent
 * registrations queue on it and the count they see includes every seat already taken: never more than maxSeats.
 * An RSVP is not a seat: an investor may RSVP to a full event, and RSVPs never fill one.
 */
export async function registerForTournament(db: Db, user: UserRow, tournamentId: number, userRole: "player" | "investor"): Promise<Tournament> {
  if (user.role !== userRole) throw badRequest(MESSAGES.roleMismatch);
  await db.transaction(async (tx) => {
    const t = await lockTournament(tx, tournamentId);
    // the host never takes a seat (or an RSVP) in their own event, whatever role they switched to
    if (t.sponsorId === user.id) throw forbidden(MESSAGES.hostCannotPlay);
    if (t.status === "cancelled") throw notFound(MESSAGES.notFound);
    const [existing] = await tx
      .select()
      .from(tournamentRegistrations)
      .where(and(eq(tournamentRegistrations.tournamentId, tournamentId), eq(tournamentRegistrations.userId, user.id)));
    if (existing?.status === REGISTERED) throw specificError("already_registered", MESSAGES.alreadyRegistered);
    if (t.status !== "upcoming") throw conflict(MESSAGES.notOpen);
    if (userRole === "player" && (await countField(tx, tournamentId)) >= t.maxSeats) throw specificError("tournament_full", MESSAGES.full);
    if (existing) {
      await tx
        .update(tournamentRegistrations)
        .set({ status: REGISTERED, userRole, registeredAt: new Date() })
        .where(eq(tournamentRegistrations.id, existing.id));
    } else {
      await tx.insert(tournamentRegistrations).values({ tournamentId, userId: user.id, userRole, status: REGISTERED });
    }
    await notifyTournamentRegistered(tx, user.id, t);
  });
  return oneTournament(db, tournamentId, { userId: user.id, isHost: false });
}

/**
 * Gives the caller's seat back, until the tournament starts. A player who will not play cannot keep their
 * backers' money: their campaigns staking this tournament are cancelled with the seat, and refunded after commit.
 */
export async function cancelRegistration(deps: RefundDeps, user: UserRow, tournamentId: number): Promise<Tournament> {
  const { db } = deps;
  const cancelled = await db.transaction(async (tx) => {
    const t = await lockTournament(tx, tournamentId);
    if (t.status === "cancelled") throw notFound(MESSAGES.notFound);
    const [existing] = await tx
      .select()
      .from(tournamentRegistrations)
      .where(
        and(
          eq(tournamentRegistrations.tournamentId, tournamentId),
          eq(tournamentRegistrations.userId, user.id),
          eq(tournamentRegistrations.status, REGISTERED),
        ),
      );
    if (!existing) throw notFound(MESSAGES.notRegistered);
    if (t.status !== "upcoming") throw conflict(MESSAGES.cancelAfterStart);
    await tx.update(tournamentRegistrations).set({ status: CANCELLED }).where(eq(tournamentRegistrations.id, existing.id));
    return cancelLinkedCampaigns(tx, tournamentId, user.id, "unregistered");
  });
  await refundCancelledLinked(deps, cancelled);
  return oneTournament(db, tournamentId, { userId: user.id, isHost: false });
}

/**
 * "Not me: unregister", from the notification that tells a player the host registered them. Before the start it is
 * Cancel Registration. Once the clock runs it undoes the host's late entry under the caller's username (the seat
 * stays in play as a walk-in's: live/service.ts disownLateEntry); a seat the caller took themselves cannot be given
 * back after the start, as Cancel Registration says.
 */
export async function disownRegistration(deps: RefundDeps, user: UserRow, tournamentId: number): Promise<Tournament> {
  const [t] = await deps.db.select({ status: specialTournaments.status }).from(specialTournaments).where(eq(specialTournaments.id, tournamentId));
  if (!t || t.status === "cancelled") throw notFound(MESSAGES.notFound);
  if (t.status === "upcoming") return cancelRegistration(deps, user, tournamentId);
  const result = await disownLateEntry(deps.db, user, tournamentId, deps);
  if (result === "not-registered") throw notFound(MESSAGES.notRegistered);
  if (result === "own-seat") throw conflict(MESSAGES.cancelAfterStart);
  return oneTournament(deps.db, tournamentId, { userId: user.id, isHost: false });
}
