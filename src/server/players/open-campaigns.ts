import type { PlayerProfile } from "@core/contracts/players";
import { formatMarkup, markupHundredthsOf } from "@core/markup";
import { centsToDecimal, toCents } from "@core/money";
import { remainingCents } from "@core/stake";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { campaigns, type CampaignRow } from "../db/schema/index";
import { startedEvents } from "../campaigns/staking-closed";
import { eventsBetweenDays } from "../campaigns/day-two-staking";

/**
 * The player's campaigns a backer can invest in now (decision 210): active (a funded one has nothing left to
 * sell), and for a linked one, its event not yet started (staking closes at the start). Soonest event first.
 */
export async function openCampaignsOf(db: Db, playerId: number): Promise<PlayerProfile["openCampaigns"]> {
  const rows = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.playerId, playerId), eq(campaigns.status, "active")))
    .orderBy(sql`${campaigns.tournamentDate} asc nulls last`, asc(campaigns.id))
    .limit(20);
  const open = await stillSelling(db, rows);
  return rows.filter(open).map((r) => ({
    id: r.id,
    tournament: r.tournament,
    tournamentDate: r.tournamentDate ? r.tournamentDate.toISOString() : null,
    buyIn: r.buyIn,
    remaining: centsToDecimal(remainingCents(toCents(r.targetAmount) ?? 0, toCents(r.currentAmount) ?? 0)),
    playerOfferedPercentage: r.playerOfferedPercentage,
    markup: formatMarkup(markupHundredthsOf(r.markup)),
    verified: r.specialTournamentId !== null,
  }));
}

/**
 * Of active campaigns, the ones still selling now, the campaign lists' rule (campaigns/service.ts withRatings): a
 * linked one until its event starts, a later-day one between its days only.
 */
export async function stillSelling(
  db: Db,
  rows: ReadonlyArray<Pick<CampaignRow, "specialTournamentId" | "day">>,
): Promise<(r: Pick<CampaignRow, "specialTournamentId" | "day">) => boolean> {
  const linked = rows.flatMap((r) => (r.specialTournamentId === null ? [] : [r.specialTournamentId]));
  const [started, betweenDays] = await Promise.all([startedEvents(db, linked), eventsBetweenDays(db, linked)]);
  return (r) => r.specialTournamentId === null || !started.has(r.specialTournamentId) || (r.day >= 2 && betweenDays.get(r.specialTournamentId) === r.day);
}
