import { apiRequest } from "@client/lib/api";

/** DELETE /api/payment-holds/{id}: Cancel on "Payment in progress"; the held amount is free at once (409 once charged). */
export function cancelHold(paymentIntentId: string) {
  return apiRequest<{ released: boolean }>("DELETE", `/api/payment-holds/${encodeURIComponent(paymentIntentId)}`);
}
