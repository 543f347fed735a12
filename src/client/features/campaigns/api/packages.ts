import type { Campaign } from "@core/contracts/campaigns";
import type { CreatePackageInput, PackageResult, PackageResultBody, PackageView } from "@core/contracts/packages";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { apiGet, apiRequest, queryClient } from "@client/lib/api";
import { refreshAfter } from "@client/lib/changes";
import { usePostOnce } from "@client/lib/use-post-once";
import { getCampaignQueryOptions } from "./get-campaign";

/** POST /api/campaigns/packages (players): one campaign over several events (decision 241). */
export function useCreatePackage() {
  return usePostOnce<CreatePackageInput, Campaign>("/api/campaigns/packages", "campaign-created");
}

/** GET /api/campaigns/{id}/package: the package's events; under the campaign's key, so its changes refresh it. */
export const getPackageQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...getCampaignQueryOptions(id).queryKey, "package"] as const,
    queryFn: () => apiGet<PackageView | null>(`/api/campaigns/${id}/package`),
  });

export function usePackage(id: number, enabled = true) {
  return useQuery({ ...getPackageQueryOptions(id), enabled });
}

/** POST /api/campaigns/{id}/package/events/{eventId}/result: one event's result; the last one settles the package. */
export function useEnterPackageResult(campaignId: number) {
  return useMutation({
    mutationFn: ({ eventId, body }: { eventId: number; body: PackageResultBody }) =>
      apiRequest<PackageResult>("POST", `/api/campaigns/${campaignId}/package/events/${eventId}/result`, body),
    // a result moves money (a skip's refunds, the last one's payouts): every money screen reads again
    onSuccess: () => refreshAfter(queryClient, "campaign-closed"),
  });
}
