import type { OperatorDispute } from "@core/contracts/operator";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";

/** GET /api/operator/disputes: the open disputes, oldest first, with both sides' words and each payout's trail. */
export const getOpenDisputesQueryOptions = () =>
  queryOptions({ queryKey: dataKey("operator", "disputes"), queryFn: () => apiGet<OperatorDispute[]>("/api/operator/disputes") });

export function useOpenDisputes(enabled = true) {
  return useQuery({ ...getOpenDisputesQueryOptions(), enabled });
}
