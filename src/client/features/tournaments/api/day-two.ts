import type { Campaign } from "@core/contracts/campaigns";
import type { DayTwoCampaignInput, DayTwoOffer } from "@core/contracts/day-two";
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiGet, apiRequest, queryClient } from "@client/lib/api";
import { refreshAfter } from "@client/lib/changes";
import { dataKey } from "@client/lib/data-key";
import { useSubmitOnce } from "@client/lib/use-submit-once";

/** GET /api/campaigns/day-two?tournamentId=: whether the signed-in player may sell Day-2 action, and its price (decision 170). */
export function useDayTwoOffer(tournamentId: number, enabled = true) {
  return useQuery({
    queryKey: dataKey("tournaments", "day-two", tournamentId),
    queryFn: () => apiGet<DayTwoOffer>("/api/campaigns/day-two", { tournamentId }),
    enabled,
  });
}

/** POST /api/campaigns/day-two: the player's Day-2 campaign, priced from their bag. */
export function useCreateDayTwoCampaign() {
  const once = useSubmitOnce();
  return once.guard(
    useMutation({
      mutationFn: (body: DayTwoCampaignInput) => apiRequest<Campaign>("POST", "/api/campaigns/day-two", body, { idempotencyKey: once.key() }),
      onSuccess: () => refreshAfter(queryClient, "day-two-created"),
    }),
  );
}
