import type { NotificationsPage } from "@core/contracts/notifications";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";

/** GET /api/notifications: the newest page of the user's notifications; read when the panel opens, never cached long. */
export const getNotificationsQueryOptions = () =>
  queryOptions({ queryKey: dataKey("notifications"), queryFn: () => apiGet<NotificationsPage>("/api/notifications"), staleTime: 0 });

export function useNotifications(enabled: boolean) {
  return useQuery({ ...getNotificationsQueryOptions(), enabled });
}
