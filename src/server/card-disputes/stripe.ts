import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client";
import type Stripe from "stripe";
import { recordCardDispute } from "./service";

// Stripe's own type, not the payments feature's: payments calls this file, so this file does not import payments
type StripeDispute = Stripe.Dispute;

/**
 * Stripe's charge.dispute.created (decision 206): the dispute recorded on the stake its payment intent paid for,
 * and the investor held for review. A dispute on a charge that paid for no stake of ours (another product on the
 * account, or a charge without a payment intent) is logged and answered 200: retrying cannot make it ours, and
 * Stripe would deliver it again for days. A database failure is thrown on, so Stripe retries.
 */
export async function applyStripeDispute(db: Db, log: FastifyBaseLogger, dispute: StripeDispute): Promise<void> {
  const pi = dispute.payment_intent;
  const paymentIntentId = typeof pi === "string" ? pi : pi?.id;
  if (!paymentIntentId) {
    log.warn({ disputeId: dispute.id }, "Stripe card dispute without a payment intent; not a stake, not recorded");
    return;
  }
  const outcome = await recordCardDispute(db, { providerDisputeId: dispute.id, paymentIntentId, amountCents: dispute.amount, reason: dispute.reason });
  if (outcome.kind === "unknown_payment") {
    log.warn({ disputeId: dispute.id, paymentIntentId }, "Stripe card dispute on a payment that is no stake of ours; not recorded");
  } else if (outcome.kind === "recorded") {
    log.info({ disputeId: dispute.id, paymentIntentId, cardDisputeId: outcome.dispute.id, investorHeld: outcome.heldNow }, "card dispute recorded");
  }
}
