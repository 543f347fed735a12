import type { CampaignStats } from "@core/contracts/campaigns";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";

/** GET /api/campaigns/stats: the marketplace's totals. */
export const getCampaignStatsQueryOptions = () =>
  queryOptions({ queryKey: dataKey("campaigns", "stats"), queryFn: () => apiGet<CampaignStats>("/api/campaigns/stats") });

export function useCampaignStats() {
  return useQuery(getCampaignStatsQueryOptions());
}
