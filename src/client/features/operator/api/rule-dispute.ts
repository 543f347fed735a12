import type { OperatorDispute, RuleDisputeInput } from "@core/contracts/operator";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@client/lib/api";
import { settleWith, type HookCallbacks } from "@client/lib/hook-callbacks";
import { useSubmitOnce } from "@client/lib/use-submit-once";

/** POST /api/operator/disputes/{id}/rule: paid or unpaid, with the operator's note; once per dispute (409 after). */
export function useRuleDispute(callbacks: HookCallbacks<OperatorDispute> = {}) {
  const once = useSubmitOnce();
  return once.guard(
    useMutation({
      mutationFn: ({ disputeId, ...body }: RuleDisputeInput & { disputeId: number }) =>
        apiRequest<OperatorDispute>("POST", `/api/operator/disputes/${disputeId}/rule`, body, { idempotencyKey: once.key() }),
      ...settleWith("dispute-ruled", callbacks),
    }),
  );
}
