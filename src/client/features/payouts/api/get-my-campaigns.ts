import type { Campaign } from "@core/contracts/campaigns";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";

/**
 * GET /api/campaigns/my: the signed-in player's own campaigns (Portfolio, the dashboard, the create form's checks).
 * Owned here, where the player's money is; the campaigns feature, which already builds on payouts, reads it from here.
 */
export const getMyCampaignsQueryOptions = () =>
  queryOptions({ queryKey: dataKey("campaigns", "mine"), queryFn: () => apiGet<Campaign[]>("/api/campaigns/my") });

export function useMyCampaigns(enabled = true) {
  return useQuery({ ...getMyCampaignsQueryOptions(), enabled });
}
