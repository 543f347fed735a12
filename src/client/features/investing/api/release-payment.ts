import { apiRequest } from "@client/lib/api";

/** POST /api/payments/release: frees the stake an unfinished payment holds (Cancel, or the dialog closed before paying); best effort. */
export function releasePayment(paymentIntentId: string) {
  return apiRequest<{ released: boolean }>("POST", "/api/payments/release", { paymentIntentId }).catch(() => undefined);
}

/**
 * Frees a hold when the page goes away (tab closed, navigated off the app, back out of it). A fetch started in
 * pagehide may be cut off; a beacon is delivered after the page is gone. Its string body goes as text/plain,
 * which /api/payments/release reads as JSON; the browser adds the page's Origin and the session cookie.
 */
export function releaseWithBeacon(paymentIntentId: string): boolean {
  if (typeof navigator === "undefined" || typeof navigator.sendBeacon !== "function") return false;
  return navigator.sendBeacon("/api/payments/release", JSON.stringify({ paymentIntentId }));
}
