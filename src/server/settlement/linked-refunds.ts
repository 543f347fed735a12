import { and, eq, inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db, Tx } from "../db/client";
import { campaigns, type CampaignRow } from "../db/schema/index";
import type { PaymentGateway } from "../investing/gateway";
import type { CancelCause } from "../notifications/event-facts";
import { markCampaignCancelled } from "../payouts/service";
import type { RefundReason } from "../refunds/obligations";
import { carryOutRefunds } from "../refunds/worker";
import { cancelIntentsAtGateway } from "../payouts/open-holds";
import { cancelOpenSwaps } from "../swaps/service";
import { oweUnusedBulletRefundsOnCancel } from "./bullet-refunds";
import { lockCampaignsWhere } from "../db/row-locks";
import { skipPackageEventsNotPlayed } from "./package-events";

/** What refunding after commit needs. */
export interface RefundDeps {
  db: Db;
  payments: PaymentGateway;
  log: FastifyBaseLogger;
}

/** Why the campaigns are being cancelled: the player left the event, or the sponsor called it off. */
export type LinkedCancelReason = Exclude<CancelCause, "by_player" | "suspended" | "below_minimum">;

export interface CancelledLinked {
  reason: LinkedCancelReason;
  campaigns: CampaignRow[];
  releasedIntents: string[];
  /** the refunds owed for their stakes, decided in the same transaction; carried out after the commit */
  refundIds: number[];
}

const REFUND_REASON: Record<LinkedCancelReason, RefundReason> = {
  unregistered: "player_unregistered",
  tournament_cancelled: "tournament_cancelled",
  not_in_results: "not_in_results",
  not_seated: "not_seated",
  seat_released: "seat_released",
  not_advancing: "not_advancing",
};

/**
 * Inside the transaction that takes a player out of a sponsored tournament (or cancels it), with the tournament
 * row locked: cancels every open campaign linked to it (of that player, or of everyone), locking the campaign
 * rows in id order as every funding change does, so no investment lands after this, and owes every stake's refund
 * in the same transaction. The sponsor's cancel ends the event as a finish does: the campaigns the clock already
 * settled (their player out) owe their unused bullets too (decision 198). Carry the refunds out after the commit
 * (refundCancelledLinked).
 */
export async function cancelLinkedCampaigns(
  tx: Tx,
  tournamentId: number,
  playerId: number | null,
  reason: LinkedCancelReason,
  now = new Date(),
): Promise<CancelledLinked> {
  // the same causes end the open swaps (offered or accepted, never settled) of that player, or of everyone
  await cancelOpenSwaps(tx, tournamentId, playerId, now);
  const conditions = [eq(campaigns.specialTournamentId, tournamentId), inArray(campaigns.status, ["active", "funded"] as const)];
  if (playerId !== null) conditions.push(eq(campaigns.playerId, playerId));
  const open = await lockCampaignsWhere(tx, and(...conditions));
  const releasedIntents: string[] = [];
  const refundIds: number[] = [];
  for (const c of open) {
    const cancelled = await markCampaignCancelled(tx, c, now, reason, REFUND_REASON[reason]);
    releasedIntents.push(...cancelled.releasedIntents);
    refundIds.push(...cancelled.stakes.refundIds);
  }
  // a package's event linked to this one the player will not play counts as skipped: each backer's part refunded once
  const skipped = await skipPackageEventsNotPlayed(tx, tournamentId, playerId, now);
  releasedIntents.push(...skipped.releasedIntents);
  refundIds.push(...skipped.refundIds);
  if (reason === "tournament_cancelled") refundIds.push(...(await oweUnusedBulletRefundsOnCancel(tx, tournamentId)));
  return { reason, campaigns: open, releasedIntents, refundIds };
}

/**
 * After commit: the held intents canceled with the gateway, then the refunds owed carried out. A refund the gateway
 * does not confirm stays owed and the refund worker retries it; the registration or cancellation that caused it
 * stands either way.
 */
export async function refundCancelledLinked(deps: RefundDeps, cancelled: CancelledLinked, now = new Date()): Promise<void> {
  await cancelIntentsAtGateway(deps.payments, deps.log, cancelled.releasedIntents);
  await carryOutRefunds(deps, { ids: cancelled.refundIds, now });
}
