import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { campaigns, liveTournaments, specialTournaments } from "../db/schema/index";
import { cancelOpenHolds } from "../payouts/open-holds";

/**
 * Day-2 campaigns (docs/decisions/170-day-two-resale.md) sell while their event is between days: active, and its
 * clock holding the bags of the day that ended (the next start clears them). drizzle/functions/staking_closed.sql
 * decides it under the campaign lock; this is the same rule for lists and pages.
 */
export async function eventsBetweenDays(db: Db | Tx, tournamentIds: readonly number[]): Promise<Set<number>> {
  const ids = [...new Set(tournamentIds)];
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: specialTournaments.id })
    .from(specialTournaments)
    .innerJoin(liveTournaments, eq(liveTournaments.specialTournamentId, specialTournaments.id))
    .where(and(inArray(specialTournaments.id, ids), eq(specialTournaments.status, "active"), sql`jsonb_typeof(${liveTournaments.state} -> 'bags') = 'object'`));
  return new Set(rows.map((r) => r.id));
}

/**
 * In the transaction of the clock's start of the next day (the live row locked first): the event's Day-2 campaigns
 * stop selling, their open holds canceled, the campaign rows locked in id order as every funding change locks them.
 * Returns the intents to cancel with the gateway after commit.
 */
export async function closeDayTwoStaking(tx: Tx, tournamentId: number): Promise<string[]> {
  const open = await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.specialTournamentId, tournamentId), eq(campaigns.day, 2), inArray(campaigns.status, ["active", "funded"])))
    .orderBy(asc(campaigns.id))
    .for("update");
  const released: string[] = [];
  for (const c of open) released.push(...(await cancelOpenHolds(tx, c.id)));
  return released;
}
