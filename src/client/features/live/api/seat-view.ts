import type { SeatLink, SeatLinks, SeatViewResponse } from "@core/live/views/seat-view-contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiGet, apiRequest, queryClient } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";
import { useEventStream } from "@client/lib/use-event-stream";

/** The phone view as this page holds it, with the local time at which the server's time was read. */
export interface SeatViewData extends SeatViewResponse {
  clientTime: number;
}

const seatKey = (token: string) => dataKey("live", "seat", token);

/** Keeps the newest view: an older version never overwrites a newer one. */
function receive(token: string, data: SeatViewResponse) {
  const clientTime = Date.now();
  queryClient.setQueryData<SeatViewData>(seatKey(token), (old) =>
    old && old.view.version > data.view.version ? { ...old, serverTime: data.serverTime, clientTime } : { ...data, clientTime },
  );
}

/**
 * GET /api/seat-view/{token}, then kept current by its event stream (decision 164): one player's own view, no sign-in.
 * A revoked link ends the stream; the page then reads the 404 that says why.
 */
export function useSeatView(token: string) {
  const query = useQuery({
    queryKey: seatKey(token),
    queryFn: async (): Promise<SeatViewData> => ({
      ...(await apiGet<SeatViewResponse>(`/api/seat-view/${encodeURIComponent(token)}`)),
      clientTime: Date.now(),
    }),
    retry: false,
  });
  // opened once the view was read: a revoked link's 404 is shown, not streamed
  const connected = useEventStream(query.isSuccess ? `/api/seat-view/${encodeURIComponent(token)}/events` : null, {
    on: {
      view: (data: SeatViewResponse) => receive(token, data),
      heartbeat: ({ serverTime }: { serverTime: number }) =>
        queryClient.setQueryData<SeatViewData>(seatKey(token), (old) => (old ? { ...old, serverTime, clientTime: Date.now() } : old)),
    },
    // refused for good (a revoked link answers 404): read it once more for the message
    onError: (source) => {
      if (source.readyState === EventSource.CLOSED) void queryClient.invalidateQueries({ queryKey: seatKey(token) });
    },
  });
  return { ...query, connected };
}

/** GET /api/special-tournaments/{id}/my-seat-link: the signed-in registered player's own link. */
export function useMySeatLink(tournamentId: number, enabled = true) {
  return useQuery({
    queryKey: dataKey("live", "my-seat-link", tournamentId),
    queryFn: () => apiGet<SeatLink>(`/api/special-tournaments/${tournamentId}/my-seat-link`),
    enabled,
    retry: false,
  });
}

const seatLinksKey = (id: string) => dataKey("live", "seat-links", id);

/** GET /api/live/{id}/seat-links: every entrant's link, for the controller's seat cards. */
export function useSeatLinks(id: string) {
  return useQuery({ queryKey: seatLinksKey(id), queryFn: () => apiGet<SeatLinks>(`/api/live/${encodeURIComponent(id)}/seat-links`), retry: false });
}

/** The console's "revoke-view": that player's old links stop working; the cards show the new one. */
export function useRevokeSeatLink(id: string) {
  return useMutation({
    mutationFn: (playerId: string) => apiRequest("POST", `/api/live/${encodeURIComponent(id)}/actions`, { type: "revoke-view", playerId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: seatLinksKey(id) }),
  });
}

/**
 * POST /api/live/{id}/deal/accept from the phone (decision 212): the signed-in player accepts the proposal their seat
 * view shows; the view is read again at once (its stream brings the same change a moment later).
 */
export function useAcceptSeatDeal(token: string, tournamentId: string) {
  return useMutation({
    mutationFn: (proposalId: number) => apiRequest("POST", `/api/live/${encodeURIComponent(tournamentId)}/deal/accept`, { proposalId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: seatKey(token) }),
  });
}
