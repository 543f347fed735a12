import type { MyHoldResponse } from "@core/contracts/payment-holds";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";

/**
 * GET /api/campaigns/{id}/my-hold: the investor's own unfinished checkout on the campaign (decision 210), read
 * on every opening of the dialog. Under "campaigns", so every change that refreshes campaigns refreshes it too.
 */
export const getMyHoldQueryOptions = (campaignId: number) =>
  queryOptions({ queryKey: dataKey("campaigns", "my-hold", campaignId), queryFn: () => apiGet<MyHoldResponse>(`/api/campaigns/${campaignId}/my-hold`) });

export function useMyHold(campaignId: number, enabled: boolean) {
  return useQuery({ ...getMyHoldQueryOptions(campaignId), enabled, refetchOnMount: "always", staleTime: 0 });
}
