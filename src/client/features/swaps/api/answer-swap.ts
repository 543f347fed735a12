import type { SwapItem } from "@core/contracts/swaps";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@client/lib/api";
import { settleWith, type HookCallbacks } from "@client/lib/hook-callbacks";
import { useSubmitOnce } from "@client/lib/use-submit-once";

export type SwapStep = "accept" | "decline" | "cancel" | "mark-paid";

/** POST /api/swaps/{id}/accept, /decline, /cancel and PATCH /api/swaps/{id}/mark-paid. */
export function useSwapStep(callbacks: HookCallbacks<SwapItem> = {}) {
  const once = useSubmitOnce();
  return once.guard(
    useMutation({
      mutationFn: ({ id, step }: { id: number; step: SwapStep }) =>
        apiRequest<SwapItem>(step === "mark-paid" ? "PATCH" : "POST", `/api/swaps/${id}/${step}`, undefined, { idempotencyKey: once.key() }),
      ...settleWith("swap-changed", callbacks),
    }),
  );
}
