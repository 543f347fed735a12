import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { refreshAfter } from "@client/lib/changes";
import { useEventStream } from "@client/lib/use-event-stream";

/**
 * The signed-in user's unread count, pushed by the server over Server-Sent Events (no polling). Each new count
 * also marks the cached list stale, so an open panel shows the new notification. The server sends the count at
 * once on every connect, so a reconnect (useEventStream's) needs nothing more.
 */
export function useUnreadCount(): number | null {
  const queryClient = useQueryClient();
  const [count, setCount] = useState<number | null>(null);
  useEventStream("/api/notifications/events", {
    withCredentials: true,
    on: {
      unread: ({ unreadCount }: { unreadCount: number }) => {
        setCount(unreadCount);
        void refreshAfter(queryClient, "notified");
      },
      // the server's heartbeat keeps the watchdog from reopening a live stream
      heartbeat: () => undefined,
    },
  });
  return count;
}
