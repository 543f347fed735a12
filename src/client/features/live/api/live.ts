import type { LiveAction, LiveGetResponse, LiveSnapshot } from "@core/live/schema/contracts";
import { applyStatePatch, type LiveStatePatch } from "@core/live/views/state-patch";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { toast } from "@client/lib/use-toast";
import { apiRequest, errorMessage, queryClient } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";
import { useEventStream, type StreamControl } from "@client/lib/use-event-stream";

/** The live state as this display holds it, with the local time at which the server's time was read. */
export interface LiveData extends LiveGetResponse {
  /** Date.now() when serverTime arrived: serverTime - clientTime is this device's clock skew */
  clientTime: number;
}

async function getLive(id: string): Promise<LiveData> {
  const data = await apiRequest<LiveGetResponse>("GET", `/api/live/${encodeURIComponent(id)}`);
  return { ...data, clientTime: Date.now() };
}

/** GET /api/live/{id}: one clock's state, shared by the live pages and the sponsor's dashboard (a later console opens at once). */
export const getLiveQueryOptions = (id: string) => queryOptions({ queryKey: dataKey("live", "clock", id), queryFn: () => getLive(id) });

const liveKey = (id: string) => getLiveQueryOptions(id).queryKey;

/**
 * Takes a whole GET-shaped answer for `id` that came some other way (the visitor demo's POST carries one), so the
 * page shows it without asking again; a newer state already held is kept.
 */
export function receiveLive(id: string, data: LiveGetResponse) {
  const clientTime = Date.now();
  queryClient.setQueryData<LiveData>(liveKey(id), (old) =>
    old && old.state.version > data.state.version
      ? old
      : { state: data.state, serverTime: data.serverTime, canControl: data.canControl, backers: data.backers, clientTime },
  );
}

/** Keeps the newest state: an older version (a late POST reply, a stale event) never overwrites a newer one. */
export function receiveSnapshot(id: string, snapshot: LiveSnapshot) {
  const clientTime = Date.now();
  queryClient.setQueryData<LiveData>(liveKey(id), (old) => {
    if (old && old.state.version > snapshot.state.version) return { ...old, serverTime: snapshot.serverTime, clientTime };
    // canControl and the backer counts come with GET only; actions and events keep them
    return { ...snapshot, canControl: old?.canControl ?? false, backers: old?.backers, clientTime };
  });
}

/**
 * The live state of tournament `id`: read once, then kept current by Server-Sent Events (useEventStream reopens a
 * stream that died). While disconnected `connected` is false; on reconnecting the server sends the current state at once.
 */
export function useLiveTournament(id: string) {
  const query = useQuery(getLiveQueryOptions(id));
  // patch=1: after an action only the fields that changed, merged into the state held here (decision 180)
  const connected = useEventStream(`/api/live/${encodeURIComponent(id)}/events?patch=1`, {
    on: {
      state: (snapshot: LiveSnapshot) => receiveSnapshot(id, snapshot),
      patch: (patch: LiveStatePatch, stream: StreamControl) => {
        const result = applyStatePatch(queryClient.getQueryData<LiveData>(liveKey(id))?.state, patch);
        if (result.kind === "applied") receiveSnapshot(id, { state: result.state, serverTime: patch.serverTime });
        // this device holds another version than the patch's base: the stream opened again starts with the whole state
        else if (result.kind === "gap") stream.reopen();
        else receiveSnapshot(id, { state: queryClient.getQueryData<LiveData>(liveKey(id))!.state, serverTime: patch.serverTime });
      },
      heartbeat: ({ serverTime }: { serverTime: number }) =>
        queryClient.setQueryData<LiveData>(liveKey(id), (old) => (old ? { ...old, serverTime, clientTime: Date.now() } : old)),
    },
  });
  return { ...query, connected };
}

export function useLiveAction(id: string) {
  return useMutation({
    mutationFn: (action: LiveAction) => apiRequest<LiveSnapshot>("POST", `/api/live/${encodeURIComponent(id)}/actions`, action),
    onSuccess: (snapshot) => receiveSnapshot(id, snapshot),
  });
}

/** POST /api/live/{id}/deal/accept: accepts the proposal the player is looking at, by its number (a proposal made since is not accepted by it). */
export function useAcceptDeal(id: string) {
  return useMutation({
    mutationFn: (proposalId: number) => apiRequest<LiveSnapshot>("POST", `/api/live/${encodeURIComponent(id)}/deal/accept`, { proposalId }),
    onSuccess: (snapshot) => receiveSnapshot(id, snapshot),
    onError: (err) => toast({ title: "Accept Failed", description: errorMessage(err), variant: "destructive" }),
  });
}
