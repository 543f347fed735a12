import type { CampaignOutcome } from "@core/contracts/campaign-outcome";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@client/lib/api";
import { getCampaignQueryOptions } from "./get-campaign";

/** GET /api/campaigns/{id}/outcome: how a finished campaign ended; under the campaign's key. */
export const getCampaignOutcomeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...getCampaignQueryOptions(id).queryKey, "outcome"] as const,
    queryFn: () => apiGet<CampaignOutcome>(`/api/campaigns/${id}/outcome`),
  });

export function useCampaignOutcome(id: number) {
  return useQuery(getCampaignOutcomeQueryOptions(id));
}
