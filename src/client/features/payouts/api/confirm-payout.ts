import type { ConfirmationResult } from "@core/contracts/payout-confirmation";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@client/lib/api";
import { settleWith, type HookCallbacks } from "@client/lib/hook-callbacks";

/** POST /api/payouts/{id}/confirm: the investor says the payout arrived (decision 200). */
export function useConfirmPayout(callbacks: HookCallbacks<ConfirmationResult> = {}) {
  return useMutation({
    mutationFn: (payoutId: number) => apiRequest<ConfirmationResult>("POST", `/api/payouts/${payoutId}/confirm`),
    ...settleWith("payout-paid", callbacks),
  });
}
