import type { ConfirmationResult, DisputePayoutInput } from "@core/contracts/payout-confirmation";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@client/lib/api";
import { settleWith, type HookCallbacks } from "@client/lib/hook-callbacks";

/** POST /api/payouts/{id}/dispute: the investor's "I was not paid", with a reason (decision 200). */
export function useDisputePayout(callbacks: HookCallbacks<ConfirmationResult> = {}) {
  return useMutation({
    mutationFn: ({ payoutId, ...body }: DisputePayoutInput & { payoutId: number }) =>
      apiRequest<ConfirmationResult>("POST", `/api/payouts/${payoutId}/dispute`, body),
    ...settleWith("payout-paid", callbacks),
  });
}
