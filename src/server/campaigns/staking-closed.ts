import { and, eq, inArray, ne } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { campaigns, specialTournaments } from "../db/schema/index";
import { cancelOpenHolds } from "../payouts/open-holds";
import { lockCampaignsWhere } from "../db/row-locks";

/** Of these sponsored tournaments, the ones no longer upcoming. */
export async function startedEvents(db: Db, tournamentIds: readonly number[]): Promise<Set<number>> {
  const ids = [...new Set(tournamentIds)];
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: specialTournaments.id })
    .from(specialTournaments)
    .where(and(inArray(specialTournaments.id, ids), ne(specialTournaments.status, "upcoming")));
  return new Set(rows.map((r) => r.id));
}

/**
 * In the transaction of the clock's first start, after the event's status left 'upcoming' (the live row locked
 * first, as in settlement): cancels the open holds of the event's open linked campaigns, locking the campaign
 * rows in id order as every funding change does. A hold placed before this is canceled here; one attempted after
 * waits for the lock and then sees the started event. Returns the intents to cancel with the gateway after commit.
 */
export async function closeStakingAtStart(tx: Tx, tournamentId: number): Promise<string[]> {
  const open = await lockCampaignsWhere(tx, and(eq(campaigns.specialTournamentId, tournamentId), inArray(campaigns.status, ["active", "funded"])));
  const released: string[] = [];
  for (const c of open) released.push(...(await cancelOpenHolds(tx, c.id)));
  return released;
}
