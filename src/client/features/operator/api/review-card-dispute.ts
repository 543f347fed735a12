import type { CardDispute, ReviewCardDisputeInput } from "@core/contracts/card-disputes";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@client/lib/api";
import { settleWith, type HookCallbacks } from "@client/lib/hook-callbacks";
import { useSubmitOnce } from "@client/lib/use-submit-once";

/** POST /api/operator/card-disputes/{id}/review: reviewed with a note, the investor's hold released or kept; once (409 after). */
export function useReviewCardDispute(callbacks: HookCallbacks<CardDispute> = {}) {
  const once = useSubmitOnce();
  return once.guard(
    useMutation({
      mutationFn: ({ disputeId, ...body }: ReviewCardDisputeInput & { disputeId: number }) =>
        apiRequest<CardDispute>("POST", `/api/operator/card-disputes/${disputeId}/review`, body, { idempotencyKey: once.key() }),
      // the operator's lists, as a ruling does: the dispute leaves the open list
      ...settleWith("dispute-ruled", callbacks),
    }),
  );
}
