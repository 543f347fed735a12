import type { Campaign } from "@core/contracts/campaigns";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";

/**
 * GET /api/campaigns/{id} as checkout reads it: on every opening of the dialog, since lists do not carry
 * reservedAmount and what others hold changes by the minute. Its own entry under "campaigns" (checkout does not
 * import the campaigns feature, which opens it), so every change that refreshes campaigns refreshes it too.
 */
export const getCheckoutCampaignQueryOptions = (id: number) =>
  queryOptions({ queryKey: dataKey("campaigns", "checkout", id), queryFn: () => apiGet<Campaign>(`/api/campaigns/${id}`) });

export function useCheckoutCampaign(id: number, enabled: boolean) {
  return useQuery({ ...getCheckoutCampaignQueryOptions(id), enabled, refetchOnMount: "always" });
}
