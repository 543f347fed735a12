import { playerLiveStatus, type PlayerLiveStatus } from "@core/live/views/player-status";
import { useLiveTournament, type LiveData } from "../api/live";
import { useNow } from "./use-live-clock";

/**
 * One tournament's live state for backers: the spectator view's own query and event stream (one EventSource
 * per call, closed on unmount), so callers showing several players of one tournament call this once.
 */
export function useSweatTournament(tournamentId: number) {
  const live = useLiveTournament(String(tournamentId));
  // a second is fine enough for "12:34 left"; the level itself changes every 20 minutes
  const now = useNow(1000, live.data?.state.status === "running");
  return { ...live, statusOf: (playerId: number) => (live.data ? statusAt(live.data, playerId, now) : null) };
}

/** The player's status at this device's time, corrected for its skew from the server's clock. */
function statusAt(data: LiveData, playerId: number, now: number): PlayerLiveStatus {
  return playerLiveStatus(data.state, playerId, Math.max(now, data.clientTime) + data.serverTime - data.clientTime);
}
