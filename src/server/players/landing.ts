import { LANDING_MIN_VERIFIED_EVENTS, type LandingPlayers } from "@core/contracts/landing";
import { formatMarkup, markupHundredthsOf } from "@core/markup";
import { toCents } from "@core/money";
import { playerRoiOf, roiFromTotals } from "@core/player-roi";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { campaigns, users, type CampaignRow, type UserRow } from "../db/schema/index";
import { playerDisplayName } from "../campaigns/service";
import { stillSelling } from "./open-campaigns";
import { roiPartsFor, roiResponse } from "../campaigns/player-roi";
import { rowsOf } from "../db/rows";

const TOP_PLAYERS = 4;
const OPEN_CAMPAIGNS = 3;
/** The landing page is public and read by every visitor: one read per instance this often, not one per visit. */
export const LANDING_CACHE_MS = 30_000;

const cache = new WeakMap<Db, { at: number; value: Promise<LandingPlayers> }>();

/** Forget the cached answer (tests change the database between reads). */
export function forgetLandingPlayers(db: Db): void {
  cache.delete(db);
}

/** GET /api/landing/players, cached LANDING_CACHE_MS per instance. */
export function landingPlayers(db: Db, now = Date.now()): Promise<LandingPlayers> {
  const hit = cache.get(db);
  if (hit && now - hit.at < LANDING_CACHE_MS) return hit.value;
  const value = readLandingPlayers(db);
  cache.set(db, { at: now, value });
  // a failed read is not kept: the next visitor reads again
  value.catch(() => cache.delete(db));
  return value;
}

type TopRow = { player_id: number; events: number; cashed: number; backers: number; recent: string | null };

/** Players with at least LANDING_MIN_VERIFIED_EVENTS verified events (one per sponsored tournament), not suspended or closed. */
async function verifiedCandidates(db: Db): Promise<TopRow[]> {
  const rows = await rowsOf<TopRow>(
    db,
    sql`
    select c.player_id, count(distinct c.special_tournament_id)::int as events,
      (count(distinct c.special_tournament_id) filter (where c.total_winnings > 0))::int as cashed,
      (select count(distinct i.investor_id) from investments i join campaigns b on b.id = i.campaign_id
        where b.player_id = c.player_id and b.status = 'completed' and i.status <> 'refunded')::int as backers,
      (array_agg(c.tournament order by coalesce(c.tournament_date, c.completed_at) desc nulls last, c.id desc))[1] as recent
    from campaigns c join users u on u.id = c.player_id
    where c.status = 'completed' and c.special_tournament_id is not null and u.suspended_at is null and u.closed_at is null and u.role = 'player'
    group by c.player_id
    having count(distinct c.special_tournament_id) >= ${LANDING_MIN_VERIFIED_EVENTS}
    order by count(distinct c.special_tournament_id) desc, c.player_id
    limit 200
  `,
  );
  return rows;
}

async function readLandingPlayers(db: Db): Promise<LandingPlayers> {
  const [candidates, openRows, [{ closed }]] = await Promise.all([
    verifiedCandidates(db),
    db
      .select({ campaign: campaigns, username: users.username })
      .from(campaigns)
      .innerJoin(users, eq(users.id, campaigns.playerId))
      .where(and(eq(campaigns.status, "active"), isNull(users.suspendedAt), isNull(users.closedAt)))
      .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
      .limit(60),
    db
      .select({ closed: sql<number>`count(*)::int` })
      .from(campaigns)
      .where(eq(campaigns.status, "completed")),
  ]);
  const selling = await stillSelling(
    db,
    openRows.map((r) => r.campaign),
  );
  const open = openRows.filter((r) => selling(r.campaign));
  const parts = await roiPartsFor(db, [...candidates.map((c) => Number(c.player_id)), ...open.map((r) => r.campaign.playerId)]);

  const people = candidates.length
    ? await db
        .select()
        .from(users)
        .where(
          inArray(
            users.id,
            candidates.map((c) => Number(c.player_id)),
          ),
        )
    : [];
  const topPlayers = topPlayersOf(candidates, people, parts);
  const openCampaigns = openCampaignsOf(open, parts);

  return {
    // the spec's sample cards only where there is nothing real to show at all
    sample: topPlayers.length === 0 && openCampaigns.length === 0 && Number(closed) === 0,
    minVerifiedEvents: LANDING_MIN_VERIFIED_EVENTS,
    topPlayers,
    openCampaigns,
  };
}

type RoiParts = Awaited<ReturnType<typeof roiPartsFor>>;

/** The verified players with the best ROI, best first, as their cards show them. */
function topPlayersOf(candidates: TopRow[], people: UserRow[], parts: RoiParts): LandingPlayers["topPlayers"] {
  return candidates
    .map((c) => ({ c, roi: roiFromTotals(parts.get(Number(c.player_id))!.verified, "verified") }))
    .filter((x) => x.roi.roi !== null)
    .sort((a, b) => b.roi.roi! - a.roi.roi! || b.roi.events - a.roi.events || Number(a.c.player_id) - Number(b.c.player_id))
    .slice(0, TOP_PLAYERS)
    .flatMap(({ c, roi }) => {
      const user = people.find((u) => u.id === Number(c.player_id));
      if (!user) return [];
      return [
        {
          username: user.username,
          name: playerDisplayName(user),
          roi: roiResponse(roi),
          itmPercent: Math.round((1000 * Number(c.cashed)) / Number(c.events)) / 10,
          backers: Number(c.backers),
          recentTournament: c.recent,
        },
      ];
    });
}

/** The open campaigns to show: one per player, the best record first. */
function openCampaignsOf(open: { campaign: CampaignRow; username: string }[], parts: RoiParts): LandingPlayers["openCampaigns"] {
  // the best verified record first, then the best self-reported one, then the newest; one campaign per player
  const rank = (id: number) => {
    const p = playerRoiOf(parts.get(id)!);
    return [p.basis === "verified" ? 2 : p.basis === "self-reported" ? 1 : 0, p.roi ?? -Infinity] as const;
  };
  const seen = new Set<number>();
  return [...open]
    .sort((a, b) => {
      const [ka, ra] = rank(a.campaign.playerId);
      const [kb, rb] = rank(b.campaign.playerId);
      return kb - ka || rb - ra;
    })
    .filter((r) => !seen.has(r.campaign.playerId) && seen.add(r.campaign.playerId))
    .slice(0, OPEN_CAMPAIGNS)
    .map(({ campaign: c, username }) => {
      const target = toCents(c.targetAmount) ?? 0;
      return {
        id: c.id,
        username,
        name: c.playerName,
        tournament: c.tournament,
        buyIn: c.buyIn,
        selling: c.playerOfferedPercentage,
        soldPercent: target > 0 ? Math.min(100, Math.floor((100 * (toCents(c.currentAmount) ?? 0)) / target)) : 0,
        markup: formatMarkup(markupHundredthsOf(c.markup)),
        verified: c.specialTournamentId !== null,
        roi: roiResponse(playerRoiOf(parts.get(c.playerId)!)),
      };
    });
}
