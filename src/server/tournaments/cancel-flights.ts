/** Cancelling a multi-flight event with its flights (decision 242). */
import { asc, eq } from "drizzle-orm";
import type { Tx } from "../db/client";
import { specialTournaments } from "../db/schema/index";
import { lockEvent } from "../db/row-locks";
import { notifyTournamentCancelled } from "../notifications/tournament-events";
import { cancelLinkedCampaigns, type CancelledLinked } from "../settlement/linked-refunds";

/**
 * Cancelling a multi-flight event cancels its flights not cancelled yet, bagged ones too (decision 242): their clocks first (the live
 * rows are taken before any event row, in LOCK_ORDER), then, after the event's row, each flight's row; each flight's
 * open campaigns are cancelled and refunded like the event's own. Answers their ids, to lock before the event.
 */
export async function flightIdsOf(tx: Tx, parentId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: specialTournaments.id })
    .from(specialTournaments)
    .where(eq(specialTournaments.flightOf, parentId))
    .orderBy(asc(specialTournaments.id));
  return rows.map((r) => r.id);
}

export async function cancelFlights(tx: Tx, flightIds: readonly number[]): Promise<CancelledLinked[]> {
  const out: CancelledLinked[] = [];
  // every flight's row before any campaign's (LOCK_ORDER)
  const rows = [];
  for (const id of flightIds) rows.push(await lockEvent(tx, id));
  for (const row of rows) {
    // a bagged flight is "completed" (live/flights.ts, finishBaggedFlight) but its players' Day 2 goes with the
    // event: it is cancelled too and they are told; what its clock recorded stays (bullet-refunds.ts reads it)
    if (!row || row.status === "cancelled") continue;
    const id = row.id;
    await tx.update(specialTournaments).set({ status: "cancelled", updatedAt: new Date() }).where(eq(specialTournaments.id, id));
    await notifyTournamentCancelled(tx, id);
    out.push(await cancelLinkedCampaigns(tx, id, null, "tournament_cancelled"));
  }
  return out;
}

/** The event's cancelled campaigns and its flights', refunded as one. */
export const mergeCancelled = (first: CancelledLinked, rest: readonly CancelledLinked[]): CancelledLinked => ({
  reason: first.reason,
  campaigns: [...first.campaigns, ...rest.flatMap((c) => c.campaigns)],
  releasedIntents: [...first.releasedIntents, ...rest.flatMap((c) => c.releasedIntents)],
  refundIds: [...first.refundIds, ...rest.flatMap((c) => c.refundIds)],
});
