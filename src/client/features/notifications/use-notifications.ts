import type { MarkReadInput, NotificationsPage } from "@core/contracts/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@client/lib/api";

export const notificationsKey = ["/api/notifications"] as const;

/** The newest page of the user's notifications; fetched when the panel opens. */
export function useNotifications(enabled: boolean) {
  return useQuery<NotificationsPage>({ queryKey: notificationsKey, enabled, staleTime: 0 });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkReadInput) => apiRequest<{ unreadCount: number }>("POST", "/api/notifications/read", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
