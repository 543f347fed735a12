import type { PendingPayout } from "@core/contracts/payouts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";

/** GET /api/pending-payouts: what the player owes backers (Pay Investors). */
export const getPendingPayoutsQueryOptions = () =>
  queryOptions({ queryKey: dataKey("pending-payouts"), queryFn: () => apiGet<PendingPayout[]>("/api/pending-payouts") });

export function usePendingPayouts(enabled = true) {
  return useQuery({ ...getPendingPayoutsQueryOptions(), enabled });
}
