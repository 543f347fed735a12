import type { Campaign } from "@core/contracts/campaigns";
import type { DayTwoCampaignInput, DayTwoOffer } from "@core/contracts/day-two";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";
import { usePostOnce } from "@client/lib/use-post-once";

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
  return usePostOnce<DayTwoCampaignInput, Campaign>("/api/campaigns/day-two", "day-two-created");
}
