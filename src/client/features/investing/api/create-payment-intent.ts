import type { PaymentIntentResponse } from "@core/contracts/investments";
import { apiRequest } from "@client/lib/api";

/** POST /api/create-payment-intent: holds the stake for this checkout and answers the card step's secret. */
export function createPaymentIntent(campaignId: number, amount: string) {
  return apiRequest<PaymentIntentResponse>("POST", "/api/create-payment-intent", { campaignId, amount });
}
