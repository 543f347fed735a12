import type { MyInvestment } from "@core/contracts/payouts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";

/** GET /api/investments/my: the signed-in investor's stakes (dashboard, Portfolio, live stakes). */
export const getMyInvestmentsQueryOptions = () =>
  queryOptions({ queryKey: dataKey("investments", "mine"), queryFn: () => apiGet<MyInvestment[]>("/api/investments/my") });

export function useMyInvestments(enabled = true) {
  return useQuery({ ...getMyInvestmentsQueryOptions(), enabled });
}
