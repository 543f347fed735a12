import type { LiveStoredState } from "../schema/contracts";
import { livePrizeTable } from "./event-prizes";

export interface SeatWinner {
  playerId: string;
  /** the registered user (null: a walk-in, who takes the seat at the venue) */
  userId: number | null;
  name: string;
  place: number;
}

/**
 * Who won the satellite's seats, once the clock has finished: the players who finished in the seat places (the
 * last one standing is 1st), best first. Empty while the event runs, and for a cash event.
 */
export function satelliteSeatWinners(state: LiveStoredState): SeatWinner[] {
  if (!state.satellite || state.finishedAt === null) return [];
  const seats = livePrizeTable(state).filter((r) => r.seat).length;
  return state.players
    .map((p) => ({ playerId: p.id, userId: p.userId, name: p.name, place: p.isEliminated ? p.position : 1 }))
    .filter((w) => w.place <= seats)
    .sort((a, b) => a.place - b.place);
}
