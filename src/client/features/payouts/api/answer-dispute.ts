import type { AnswerDisputeInput, ConfirmationResult } from "@core/contracts/payout-confirmation";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@client/lib/api";
import { settleWith, type HookCallbacks } from "@client/lib/hook-callbacks";

/** POST /api/payouts/{id}/dispute/answer: the player's one answer to a backer's dispute (decision 200). */
export function useAnswerDispute(callbacks: HookCallbacks<ConfirmationResult> = {}) {
  return useMutation({
    mutationFn: ({ payoutId, ...body }: AnswerDisputeInput & { payoutId: number }) =>
      apiRequest<ConfirmationResult>("POST", `/api/payouts/${payoutId}/dispute/answer`, body),
    ...settleWith("payout-paid", callbacks),
  });
}
