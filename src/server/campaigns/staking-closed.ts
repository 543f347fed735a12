import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { campaigns, specialTournaments } from "../db/schema/index";
import { cancelOpenHolds } from "../payouts/open-holds";

/**
 * A verified event stops selling when play begins: backers could otherwise buy with the chip counts in front of
 * them (docs/decisions/080-settlement-from-the-clock.md, "Staking closes at the start"). The decisive checks are
 * in place_payment_hold and record_investment (drizzle/0012), under the campaign row lock; these are the early
 * answers and the start's side of that lock.
 */
export const STAKING_CLOSED_MESSAGE = "Staking for this tournament closed when play began.";
export const REFUNDED_STAKING_CLOSED = "Staking for this tournament closed when play began. Your payment has been refunded.";

/** For a select from campaigns: its linked event is no longer upcoming (false when unlinked). As in drizzle/0012. */
export const eventStartedSql = sql<boolean>`exists (select 1 from ${specialTournaments} where ${specialTournaments.id} = ${campaigns.specialTournamentId} and ${specialTournaments.status} <> 'upcoming')`;

/** Whether the campaign's linked event has begun. */
export async function eventHasStarted(db: Db | Tx, campaignId: number): Promise<boolean> {
  const [row] = await db.select({ started: eventStartedSql }).from(campaigns).where(eq(campaigns.id, campaignId));
  return row?.started === true;
}

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
  const open = await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.specialTournamentId, tournamentId), inArray(campaigns.status, ["active", "funded"])))
    .orderBy(asc(campaigns.id))
    .for("update");
  const released: string[] = [];
  for (const c of open) released.push(...(await cancelOpenHolds(tx, c.id)));
  return released;
}
