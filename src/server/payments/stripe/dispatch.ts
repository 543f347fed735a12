import type { FastifyBaseLogger } from "fastify";
import { AppError, type ErrorKind } from "../../errors";
import { releaseHold } from "../../investing/holds";
import { recordInvestment, type InvestingDeps } from "../../investing/record";
import { applyStripeIdentityEvent, IDENTITY_EVENTS } from "../../identity/webhook";
import { StripeIdentity } from "../../identity/stripe";
import { applyStripeDispute } from "../../card-disputes/stripe";
import { StripeGateway, type StripeEvent } from "./gateway";

/**
 * What recording a payment can answer that is a settled outcome, not a failure: not ours or unknown (404),
 * refunded because it no longer fits (409), not paid after all (402), not what we asked for (400). Stripe must
 * not retry these. Anything else (the database down, a Stripe API error) is thrown on, so the webhook answers
 * 5xx and Stripe delivers the event again later.
 */
const SETTLED_OUTCOMES: ReadonlySet<ErrorKind> = new Set(["not_found", "conflict", "payment_required", "bad_request"]);

export function isSettledOutcome(err: unknown): err is AppError {
  return err instanceof AppError && SETTLED_OUTCOMES.has(err.kind);
}

/** Thrown when an event could not be handled and Stripe should deliver it again; the cause is in the log. */
export class WebhookRetryError extends Error {
  readonly statusCode = 500;
}

/** Applies one verified Stripe event. Throws WebhookRetryError (after logging why) when Stripe should retry. */
export async function handleStripeEvent(deps: InvestingDeps, log: FastifyBaseLogger, event: StripeEvent): Promise<void> {
  const paymentIntentId = "id" in event.data.object ? String(event.data.object.id) : undefined;
  try {
    if (event.type === "payment_intent.succeeded") {
      await recordInvestment(deps, event.data.object.id);
    } else if (event.type === "payment_intent.payment_failed" || event.type === "payment_intent.canceled") {
      if (event.type === "payment_intent.payment_failed") deps.metrics?.paymentsFailed.inc({ reason: "declined" });
      await releaseHold(deps, event.data.object.id);
    } else if (IDENTITY_EVENTS.has(event.type) && paymentIntentId && deps.payments instanceof StripeGateway) {
      // a verification session's id (decision 204): verified or needs more, as Stripe holds it now
      await applyStripeIdentityEvent(deps.db, new StripeIdentity(deps.payments.stripe), paymentIntentId);
    } else if (event.type === "charge.dispute.created") {
      // a chargeback on a stake's charge (decision 206): recorded, and the investor's further stakes held for review
      await applyStripeDispute(deps.db, log, event.data.object);
    }
  } catch (err) {
    if (isSettledOutcome(err)) {
      log.warn({ err, eventId: event.id, eventType: event.type, paymentIntentId }, "Stripe event settled without recording");
      return;
    }
    log.error({ err, eventId: event.id, eventType: event.type, paymentIntentId }, "Stripe event not handled; answering 500 so Stripe retries");
    throw new WebhookRetryError("Stripe event not handled");
  }
}
