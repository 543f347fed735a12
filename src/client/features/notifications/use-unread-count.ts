import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { refreshAfter } from "@client/lib/changes";

/**
 * The signed-in user's unread count, pushed by the server over Server-Sent Events (no polling). Each new count
 * also marks the cached list stale, so an open panel shows the new notification. EventSource reconnects by
 * itself after a drop and the server sends the count at once on connect.
 */
export function useUnreadCount(): number | null {
  const queryClient = useQueryClient();
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    const source = new EventSource("/api/notifications/events", { withCredentials: true });
    const onUnread = (e: MessageEvent<string>) => {
      const { unreadCount } = JSON.parse(e.data) as { unreadCount: number };
      setCount(unreadCount);
      void refreshAfter(queryClient, "notified");
    };
    source.addEventListener("unread", onUnread);
    return () => {
      source.removeEventListener("unread", onUnread);
      source.close();
    };
  }, [queryClient]);
  return count;
}
