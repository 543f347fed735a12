import type { Campaign } from "@core/contracts/campaigns";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";

/** GET /api/campaigns/{id}: one campaign; its backers and outcome keys sit under this one. */
export const getCampaignQueryOptions = (id: number) =>
  queryOptions({ queryKey: dataKey("campaigns", "detail", id), queryFn: () => apiGet<Campaign>(`/api/campaigns/${id}`) });

export interface CampaignQueryConfig {
  enabled?: boolean;
  /** a page that shows the campaign live (the owner's panel) reads it again this often */
  refetchInterval?: number;
  /** "always": read again on every mount (the invest dialog: what others hold changes by the minute) */
  refetchOnMount?: boolean | "always";
}

export function useCampaign(id: number | null, config: CampaignQueryConfig = {}) {
  return useQuery({ ...getCampaignQueryOptions(id ?? 0), ...config, enabled: id !== null && config.enabled !== false });
}
