import { and, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { campaigns, liveTournaments, specialTournaments } from "../db/schema/index";
import { cancelOpenHolds } from "../payouts/open-holds";
import { lockCampaignsWhere } from "../db/row-locks";

/**
 * Later-day campaigns (docs/decisions/170-day-two-resale.md; campaigns.day = N >= 2, the day whose action they sell)
 * sell once, while their event is between day N - 1 and day N: active, its clock holding the bags of the day that
 * ended and its dayIndex at N - 1 (the next start clears the bags; when day N ends the dayIndex has moved on, so a
 * campaign priced from an older bag never sells again, decision 170). drizzle/functions/staking_closed.sql decides
 * it under the campaign lock; this is the same rule for lists and pages: event id -> the day on sale (dayIndex + 1).
 */
export async function eventsBetweenDays(db: Db | Tx, tournamentIds: readonly number[]): Promise<Map<number, number>> {
  const ids = [...new Set(tournamentIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: specialTournaments.id, dayIndex: sql<number | null>`(${liveTournaments.state} ->> 'dayIndex')::int` })
    .from(specialTournaments)
    .innerJoin(liveTournaments, eq(liveTournaments.specialTournamentId, specialTournaments.id))
    .where(and(inArray(specialTournaments.id, ids), eq(specialTournaments.status, "active"), sql`jsonb_typeof(${liveTournaments.state} -> 'bags') = 'object'`));
  return new Map(rows.flatMap((r) => (r.dayIndex === null ? [] : [[r.id, Number(r.dayIndex) + 1] as const])));
}

/**
 * In the transaction of the clock's start of the next day (the live row locked first): the event's later-day campaigns
 * stop selling for good, their open holds canceled, the campaign rows locked in id order as every funding change locks them.
 * Returns the intents to cancel with the gateway after commit.
 */
export async function closeDayTwoStaking(tx: Tx, tournamentId: number): Promise<string[]> {
  const open = await lockCampaignsWhere(
    tx,
    and(eq(campaigns.specialTournamentId, tournamentId), gte(campaigns.day, 2), inArray(campaigns.status, ["active", "funded"])),
  );
  const released: string[] = [];
  for (const c of open) released.push(...(await cancelOpenHolds(tx, c.id)));
  return released;
}
