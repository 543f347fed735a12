import { centsToDecimal, formatMoney2 } from "@core/money";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db, Tx } from "../db/client";
import { campaigns, type CampaignRow } from "../db/schema/index";
import type { PaymentGateway } from "../investing/gateway";
import { markCampaignCancelled, refundOpenStakes } from "../payouts/service";
import { cancelIntentsAtGateway } from "../payouts/open-holds";

/** What refunding after commit needs. */
export interface RefundDeps {
  db: Db;
  payments: PaymentGateway;
  log: FastifyBaseLogger;
}

/** Why the campaigns are being cancelled: the player left the event, or the sponsor called it off. */
export type LinkedCancelReason = "unregistered" | "tournament_cancelled";

export interface CancelledLinked {
  reason: LinkedCancelReason;
  campaigns: CampaignRow[];
  releasedIntents: string[];
}

const PLAYER_LINES: Record<LinkedCancelReason, (tournament: string) => string> = {
  unregistered: (t) => `You cancelled your registration for ${t}; your campaign is cancelled and every investor is being refunded`,
  tournament_cancelled: (t) => `The sponsor cancelled ${t}; your campaign is cancelled and every investor is being refunded`,
};

const INVESTOR_LINES: Record<LinkedCancelReason, (c: CampaignRow, total: string) => string> = {
  unregistered: (c, total) => `${c.playerName} will not play ${c.tournament}: ${total} (stake and fee) refunded to your card`,
  tournament_cancelled: (c, total) => `The sponsor cancelled ${c.tournament}: ${total} (stake and fee) refunded to your card`,
};

/**
 * Inside the transaction that takes a player out of a sponsored tournament (or cancels it), with the tournament
 * row locked: cancels every open campaign linked to it (of that player, or of everyone), locking the campaign
 * rows in id order as every funding change does, so no investment lands after this. Refund after commit.
 */
export async function cancelLinkedCampaigns(tx: Tx, tournamentId: number, playerId: number | null, reason: LinkedCancelReason, now = new Date()): Promise<CancelledLinked> {
  const conditions = [eq(campaigns.specialTournamentId, tournamentId), inArray(campaigns.status, ["active", "funded"] as const)];
  if (playerId !== null) conditions.push(eq(campaigns.playerId, playerId));
  const open = await tx
    .select()
    .from(campaigns)
    .where(and(...conditions))
    .orderBy(asc(campaigns.id))
    .for("update");
  const releasedIntents: string[] = [];
  for (const c of open) releasedIntents.push(...(await markCampaignCancelled(tx, c, now, PLAYER_LINES[reason](c.tournament))));
  return { reason, campaigns: open, releasedIntents };
}

/**
 * After commit: the held intents canceled with the gateway, then every stake refunded (amount + fee). A refund
 * that fails is logged and left open; the player's Cancel on that campaign (allowed while it is cancelled with
 * open stakes) retries it. The registration or cancellation that caused it stands either way.
 */
export async function refundCancelledLinked(deps: RefundDeps, cancelled: CancelledLinked, now = new Date()): Promise<void> {
  await cancelIntentsAtGateway(deps.payments, deps.log, cancelled.releasedIntents);
  for (const c of cancelled.campaigns) {
    try {
      await refundOpenStakes(deps, c, now, (totalCents) => INVESTOR_LINES[cancelled.reason](c, formatMoney2(centsToDecimal(totalCents))));
    } catch (err) {
      deps.log.error({ err, campaignId: c.id }, "could not refund every stake of a linked campaign whose player will not play");
    }
  }
}
