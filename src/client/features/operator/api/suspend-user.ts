import type { OperatorUser, SuspendUserResponse } from "@core/contracts/operator";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@client/lib/api";
import { settleWith, type HookCallbacks } from "@client/lib/hook-callbacks";
import { useSubmitOnce } from "@client/lib/use-submit-once";

/** POST /api/operator/users/{id}/suspend {reason}: sessions end, open campaigns cancelled and refunded. */
export function useSuspendUser(callbacks: HookCallbacks<SuspendUserResponse> = {}) {
  const once = useSubmitOnce();
  return once.guard(
    useMutation({
      mutationFn: ({ userId, reason }: { userId: number; reason: string }) =>
        apiRequest<SuspendUserResponse>("POST", `/api/operator/users/${userId}/suspend`, { reason }, { idempotencyKey: once.key() }),
      ...settleWith("user-suspended", callbacks),
    }),
  );
}

/** POST /api/operator/users/{id}/reinstate: they may sign in again. */
export function useReinstateUser(callbacks: HookCallbacks<OperatorUser> = {}) {
  const once = useSubmitOnce();
  return once.guard(
    useMutation({
      mutationFn: (userId: number) => apiRequest<OperatorUser>("POST", `/api/operator/users/${userId}/reinstate`, undefined, { idempotencyKey: once.key() }),
      ...settleWith("user-suspended", callbacks),
    }),
  );
}
