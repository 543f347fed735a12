import type { PlayerReview } from "@core/contracts/players";
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiGet, apiRequest, queryClient } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";

const reviewStateKey = (campaignId: number) => dataKey("campaigns", "review-state", campaignId);

/** GET /api/campaigns/{id}/review-state: may the signed-in viewer review this campaign now. */
export function useReviewState(campaignId: number, enabled: boolean) {
  return useQuery({
    queryKey: reviewStateKey(campaignId),
    queryFn: () => apiGet<{ canReview: boolean; reviewed: boolean }>(`/api/campaigns/${campaignId}/review-state`),
    enabled,
  });
}

/** POST /api/campaigns/{id}/reviews: a backer's one review of a settled campaign. */
export function useCreateReview(campaignId: number) {
  return useMutation({
    mutationFn: (body: { rating: number; comment: string }) => apiRequest<PlayerReview>("POST", `/api/campaigns/${campaignId}/reviews`, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reviewStateKey(campaignId) });
      void queryClient.invalidateQueries({ queryKey: dataKey("campaigns", "player") });
    },
  });
}
