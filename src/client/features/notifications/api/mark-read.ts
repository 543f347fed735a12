import type { MarkReadInput } from "@core/contracts/notifications";
import { useMutation } from "@tanstack/react-query";
import { apiRequest, queryClient } from "@client/lib/api";
import { refreshAfter } from "@client/lib/changes";

/** POST /api/notifications/read: {ids} or {all: true}. */
export function useMarkRead() {
  return useMutation({
    mutationFn: (input: MarkReadInput) => apiRequest<{ unreadCount: number }>("POST", "/api/notifications/read", input),
    onSuccess: () => refreshAfter(queryClient, "notifications-read"),
  });
}
