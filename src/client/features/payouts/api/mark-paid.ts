import type { PendingPayout } from "@core/contracts/payouts";
import type { MarkPaidInput } from "@core/contracts/payout-confirmation";
import { useMutation } from "@tanstack/react-query";
import { apiRequest, hasErrorCode } from "@client/lib/api";
import { settleWith, type HookCallbacks } from "@client/lib/hook-callbacks";
import { useSubmitOnce } from "@client/lib/use-submit-once";

type MarkedPaid = PendingPayout & { campaignPayoutCompleted: boolean };

/**
 * PATCH /api/payouts/{id}/mark-paid, with how it was paid and the transfer's reference when given (decision 200); null when
 * it was paid already (another tab, an earlier click): the goal is met.
 */
export function useMarkPaid(callbacks: HookCallbacks<MarkedPaid | null> = {}) {
  const once = useSubmitOnce();
  return once.guard(
    useMutation({
      mutationFn: ({ payoutId, method, reference }: { payoutId: number } & NonNullable<MarkPaidInput>) =>
        apiRequest<MarkedPaid>("PATCH", `/api/payouts/${payoutId}/mark-paid`, method || reference ? { method, reference } : undefined, {
          idempotencyKey: once.key(),
        }).catch((err: unknown) => {
          if (hasErrorCode(err, "already_paid")) return null;
          throw err;
        }),
      ...settleWith("payout-paid", callbacks),
    }),
  );
}
