import type { OfferSwapInput, SwapItem } from "@core/contracts/swaps";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@client/lib/api";
import { settleWith, type HookCallbacks } from "@client/lib/hook-callbacks";
import { useSubmitOnce } from "@client/lib/use-submit-once";

/** POST /api/swaps. */
export function useOfferSwap(callbacks: HookCallbacks<SwapItem> = {}) {
  const once = useSubmitOnce();
  return once.guard(
    useMutation({
      mutationFn: (input: OfferSwapInput) => apiRequest<SwapItem>("POST", "/api/swaps", input, { idempotencyKey: once.key() }),
      ...settleWith("swap-changed", callbacks),
    }),
  );
}
