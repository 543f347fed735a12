import type { PerformanceData } from "@core/contracts/payouts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";

/** GET /api/performance: returns over time (the charts). */
export const getPerformanceQueryOptions = () => queryOptions({ queryKey: dataKey("performance"), queryFn: () => apiGet<PerformanceData>("/api/performance") });

export function usePerformance() {
  return useQuery(getPerformanceQueryOptions());
}
