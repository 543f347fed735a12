import { apiRequest } from "@client/lib/api";

/**
 * POST /api/payments/card-step: the card is about to go to Stripe (the browser confirms with Stripe directly): the
 * hold is kept 15 minutes instead of lapsing 2 minutes after it was placed. Fails when the hold lapsed and its room is gone.
 */
export function reachCardStep(paymentIntentId: string) {
  return apiRequest<{ expiresAt: string }>("POST", "/api/payments/card-step", { paymentIntentId });
}
