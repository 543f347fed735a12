import type { DashboardData } from "@core/contracts/payouts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";

/** GET /api/dashboard: the role's dashboard figures. */
export const getDashboardQueryOptions = () => queryOptions({ queryKey: dataKey("dashboard"), queryFn: () => apiGet<DashboardData>("/api/dashboard") });

export function useDashboard() {
  return useQuery(getDashboardQueryOptions());
}
