import { queryClient } from "@client/lib/api";

const MONEY_KEYS = ["/api/campaigns", "/api/dashboard", "/api/activities", "/api/performance", "/api/pending-payouts", "/api/investments/my"];

/** After a close, cancel or payment, every figure that depends on it is read again. */
export function invalidateMoneyQueries(): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (q) => MONEY_KEYS.some((k) => String(q.queryKey[0]).startsWith(k)) });
}
