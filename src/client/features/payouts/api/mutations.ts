import type { CancelCampaignResult, CloseCampaignResult, PendingPayout } from "@core/contracts/payouts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest, isApiError } from "@client/lib/api";
import { useSubmitOnce } from "@client/lib/use-submit-once";
import { invalidateMoneyQueries } from "./invalidate";

export interface CloseCampaignPayload {
  campaignId: number;
  finalPosition: number;
  totalWinnings: string;
  /** sent as the spec's client does; the server computes its own */
  playerPrizePool: string;
  closingDate: string;
}

/**
 * The callbacks live on the hook, not on mutate(): the row that started the mutation moves to another list
 * (active to closed, pending to paid) when the data refreshes, and mutate()'s callbacks die with it.
 */
interface Callbacks<T> {
  onSuccess?: (data: T) => void;
  onError?: (error: Error) => void;
}

function settle<T>(callbacks: Callbacks<T>) {
  return {
    onSuccess: (data: T) => {
      callbacks.onSuccess?.(data);
      void invalidateMoneyQueries();
    },
    onError: (error: Error) => {
      callbacks.onError?.(error);
      void invalidateMoneyQueries();
    },
  };
}

export function useCloseCampaign(callbacks: Callbacks<CloseCampaignResult> = {}) {
  return useMutation({
    mutationFn: (body: CloseCampaignPayload) => apiRequest<CloseCampaignResult>("POST", "/api/campaigns/close", body),
    ...settle(callbacks),
  });
}

export function useCancelCampaign(callbacks: Callbacks<CancelCampaignResult> = {}) {
  return useMutation({
    mutationFn: (campaignId: number) => apiRequest<CancelCampaignResult>("POST", `/api/campaigns/${campaignId}/cancel`),
    ...settle(callbacks),
  });
}

/** The server's 409 when the payout was paid already (another tab, an earlier click): the goal is met. */
export const ALREADY_PAID = "This payout has already been marked as paid";

export function useMarkPaid(callbacks: Callbacks<(PendingPayout & { campaignPayoutCompleted: boolean }) | null> = {}) {
  const once = useSubmitOnce();
  return once.guard(
    useMutation({
      mutationFn: (payoutId: number) =>
        apiRequest<PendingPayout & { campaignPayoutCompleted: boolean }>("PATCH", `/api/payouts/${payoutId}/mark-paid`, undefined, {
          idempotencyKey: once.key(),
        }).catch((err: unknown) => {
          if (isApiError(err, 409) && err.serverMessage === ALREADY_PAID) return null;
          throw err;
        }),
      ...settle(callbacks),
    }),
  );
}
