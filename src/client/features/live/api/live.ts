import type { LiveAction, LiveGetResponse, LiveSnapshot } from "@core/live/contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { apiRequest, queryClient } from "@client/lib/api";

/** The live state as this display holds it, with the local time at which the server's time was read. */
export interface LiveData extends LiveGetResponse {
  /** Date.now() when serverTime arrived: serverTime - clientTime is this device's clock skew */
  clientTime: number;
}

export const liveKey = (id: string) => ["/api/live", id] as const;

async function fetchLive(id: string): Promise<LiveData> {
  const data = await apiRequest<LiveGetResponse>("GET", `/api/live/${encodeURIComponent(id)}`);
  return { ...data, clientTime: Date.now() };
}

/** Keeps the newest state: an older version (a late POST reply, a stale event) never overwrites a newer one. */
export function receiveSnapshot(id: string, snapshot: LiveSnapshot) {
  const clientTime = Date.now();
  queryClient.setQueryData<LiveData>(liveKey(id), (old) => {
    if (old && old.state.version > snapshot.state.version) return { ...old, serverTime: snapshot.serverTime, clientTime };
    return { ...snapshot, canControl: old?.canControl ?? false, clientTime };
  });
}

/**
 * The live state of tournament `id`: read once, then kept current by Server-Sent Events. The browser's
 * EventSource reconnects by itself; while it is down `connected` is false, and on reconnecting the server
 * sends the current state at once.
 */
export function useLiveTournament(id: string) {
  const query = useQuery({ queryKey: liveKey(id), queryFn: () => fetchLive(id) });
  const [connected, setConnected] = useState(true);

  useEffect(() => {
    const source = new EventSource(`/api/live/${encodeURIComponent(id)}/events`);
    source.addEventListener("state", (event) => {
      setConnected(true);
      receiveSnapshot(id, JSON.parse((event as MessageEvent<string>).data) as LiveSnapshot);
    });
    source.addEventListener("heartbeat", (event) => {
      setConnected(true);
      const { serverTime } = JSON.parse((event as MessageEvent<string>).data) as { serverTime: number };
      queryClient.setQueryData<LiveData>(liveKey(id), (old) => (old ? { ...old, serverTime, clientTime: Date.now() } : old));
    });
    source.onopen = () => setConnected(true);
    source.onerror = () => setConnected(false);
    return () => source.close();
  }, [id]);

  return { ...query, connected };
}

export function useLiveAction(id: string) {
  return useMutation({
    mutationFn: (action: LiveAction) => apiRequest<LiveSnapshot>("POST", `/api/live/${encodeURIComponent(id)}/actions`, action),
    onSuccess: (snapshot) => receiveSnapshot(id, snapshot),
  });
}
