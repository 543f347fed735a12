import { apiRequest } from "@client/lib/api";

/** POST /api/payments/release: frees the stake an unfinished payment holds (Cancel, or the dialog closed before paying); best effort. */
export function releasePayment(paymentIntentId: string) {
  return apiRequest<{ released: boolean }>("POST", "/api/payments/release", { paymentIntentId }).catch(() => undefined);
}
