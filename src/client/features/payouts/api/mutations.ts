import type { CancelCampaignResult, CloseCampaignResult, PendingPayout } from "@core/contracts/payouts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@client/lib/api";
import { invalidateMoneyQueries } from "./invalidate";

export interface CloseCampaignPayload {
  campaignId: number;
  finalPosition: number;
  totalWinnings: string;
  /** sent as the spec's client does; the server computes its own */
  playerPrizePool: string;
  closingDate: string;
}

export function useCloseCampaign() {
  return useMutation({
    mutationFn: (body: CloseCampaignPayload) => apiRequest<CloseCampaignResult>("POST", "/api/campaigns/close", body),
    onSuccess: () => invalidateMoneyQueries(),
  });
}

export function useCancelCampaign() {
  return useMutation({
    mutationFn: (campaignId: number) => apiRequest<CancelCampaignResult>("POST", `/api/campaigns/${campaignId}/cancel`),
    onSettled: () => invalidateMoneyQueries(),
  });
}

export function useMarkPaid() {
  return useMutation({
    mutationFn: (payoutId: number) => apiRequest<PendingPayout & { campaignPayoutCompleted: boolean }>("PATCH", `/api/payouts/${payoutId}/mark-paid`),
    onSettled: () => invalidateMoneyQueries(),
  });
}
