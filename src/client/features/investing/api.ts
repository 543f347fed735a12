import type { InvestmentInput, PaymentIntentResponse, PaymentsConfig, RecordedInvestment, SandboxConfirmInput } from "@core/contracts/investments";
import { useQuery } from "@tanstack/react-query";
import { apiRequest, queryClient } from "@client/lib/api";

export const paymentsConfigKey = ["/api/payments/config"] as const;

/** Which card provider the server uses (sandbox or Stripe) and Stripe's publishable key. */
export function usePaymentsConfig(enabled = true) {
  return useQuery<PaymentsConfig>({ queryKey: paymentsConfigKey, enabled });
}

export function createPaymentIntent(campaignId: number, amount: string) {
  return apiRequest<PaymentIntentResponse>("POST", "/api/create-payment-intent", { campaignId, amount });
}

export function confirmSandboxCard(body: SandboxConfirmInput) {
  return apiRequest<{ status: "succeeded"; paymentIntentId: string }>("POST", "/api/payments/sandbox/confirm", body);
}

export function recordInvestment(body: InvestmentInput) {
  return apiRequest<RecordedInvestment>("POST", "/api/investments", body);
}

/**
 * Tells the server the card is about to go to Stripe (the browser confirms with Stripe directly): the hold is kept
 * 15 minutes instead of lapsing 2 minutes after it was placed. Fails when the hold lapsed and its room is gone.
 */
export function reachCardStep(paymentIntentId: string) {
  return apiRequest<{ expiresAt: string }>("POST", "/api/payments/card-step", { paymentIntentId });
}

/** Frees the stake an unfinished payment holds (Cancel, or the dialog closed before paying); best effort. */
export function releasePayment(paymentIntentId: string) {
  return apiRequest<{ released: boolean }>("POST", "/api/payments/release", { paymentIntentId }).catch(() => undefined);
}

/** After an investment: every campaign list and page, my investments and the dashboard are stale. */
export function invalidateAfterInvestment() {
  return queryClient.invalidateQueries({
    predicate: (q) => {
      const key = String(q.queryKey[0]);
      return key.startsWith("/api/campaigns") || key === "/api/investments/my" || key === "/api/dashboard";
    },
  });
}
