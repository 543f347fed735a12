import type { CampaignBacker } from "@core/contracts/campaign-backers";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";

/**
 * GET /api/campaigns/{id}/backers (the campaign's player): who holds which share, what closing pays them. Owned
 * here with the close form; the campaign owner's panel reads it through the payouts feature too.
 */
export const getCampaignBackersQueryOptions = (id: number) =>
  queryOptions({ queryKey: dataKey("campaigns", "backers", id), queryFn: () => apiGet<CampaignBacker[]>(`/api/campaigns/${id}/backers`) });

export function useCampaignBackers(id: number, config: { enabled?: boolean; refetchInterval?: number } = {}) {
  return useQuery({ ...getCampaignBackersQueryOptions(id), ...config });
}
