import type { CardDispute } from "@core/contracts/card-disputes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";

/** GET /api/operator/card-disputes: the open card disputes, oldest first, with the stake, campaign and investor. */
export const getCardDisputesQueryOptions = () =>
  queryOptions({ queryKey: dataKey("operator", "card-disputes"), queryFn: () => apiGet<CardDispute[]>("/api/operator/card-disputes") });

export function useCardDisputes(enabled = true) {
  return useQuery({ ...getCardDisputesQueryOptions(), enabled });
}
