import type { CancelCampaignResult } from "@core/contracts/payouts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@client/lib/api";
import { settleWith, type HookCallbacks } from "@client/lib/hook-callbacks";

/** POST /api/campaigns/{id}/cancel: refunds every investment. */
export function useCancelCampaign(callbacks: HookCallbacks<CancelCampaignResult> = {}) {
  return useMutation({
    mutationFn: (campaignId: number) => apiRequest<CancelCampaignResult>("POST", `/api/campaigns/${campaignId}/cancel`),
    ...settleWith("campaign-cancelled", callbacks),
  });
}
