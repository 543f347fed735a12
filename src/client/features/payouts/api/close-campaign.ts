import type { CloseCampaignResult } from "@core/contracts/payouts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@client/lib/api";
import { settleWith, type HookCallbacks } from "@client/lib/hook-callbacks";

export interface CloseCampaignPayload {
  campaignId: number;
  finalPosition: number;
  totalWinnings: string;
  /** sent as the spec's client does; the server computes its own */
  playerPrizePool: string;
  closingDate: string;
}

/** POST /api/campaigns/close (the campaign's player). */
export function useCloseCampaign(callbacks: HookCallbacks<CloseCampaignResult> = {}) {
  return useMutation({
    mutationFn: (body: CloseCampaignPayload) => apiRequest<CloseCampaignResult>("POST", "/api/campaigns/close", body),
    ...settleWith("campaign-closed", callbacks),
  });
}
