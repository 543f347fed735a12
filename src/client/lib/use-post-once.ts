import { useMutation } from "@tanstack/react-query";
import { apiRequest, queryClient } from "@client/lib/api";
import { refreshAfter, type Change } from "@client/lib/changes";
import { useSubmitOnce } from "@client/lib/use-submit-once";

/**
 * A create call: POST `path` once per submission (useSubmitOnce: a double click sends one request, a retry of the
 * same values the same Idempotency-Key), then the screens `change` made stale read again before it counts as done.
 */
export function usePostOnce<TBody, TResult>(path: string, change: Change) {
  const once = useSubmitOnce();
  return once.guard(
    useMutation({
      mutationFn: (body: TBody) => apiRequest<TResult>("POST", path, body, { idempotencyKey: once.key() }),
      onSuccess: () => refreshAfter(queryClient, change),
    }),
  );
}
