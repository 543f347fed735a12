import type { LivePlayer, LiveStoredState } from "../schema/contracts";
import { LiveRuleError } from "../schema/live-rule-error";
import { seatAfterElimination } from "../seating/seating";
import { seatReleaseUnavailable } from "./availability";
import { orderPlayers } from "./players";

/*
 * Release Seat (decision 236): a registered player who never sat down (a no-show) gives their seat back, up to the end
 * of late registration, so the next alternate can take it. The clock cannot see who sat down; it refuses the seat of
 * anyone it has seen play: out of the event, a rebuy, re-entry or add-on recorded, a knockout made, or a chip count
 * above the starting stack (a stack below it is what the blinds take from an empty seat). The seat is taken out of the
 * field as if that entry had never been made: one entrant and one buy-in fewer, their chips out of play, their table
 * balanced, and everyone already out finishes one place better. The server seats the next alternate in the same
 * action (src/server/live/release-seat.ts), so a release and the alternate's late entry are one change of the clock.
 */

/** Why the clock will not release this player's seat (null: it will). */
export function playedRefusal(state: Pick<LiveStoredState, "entries" | "players" | "startingChips">, player: LivePlayer): string | null {
  if (player.userId === null) return `${player.name} entered at the desk: only a registered player's seat is released.`;
  if (player.isEliminated) return `${player.name} has played: they are out of the tournament.`;
  if (state.entries.some((e) => e.playerId === player.id)) return `${player.name} has played: a rebuy or add-on is recorded for them.`;
  if (player.bountyWonCents > 0 || state.players.some((p) => p.eliminatedBy === player.id)) return `${player.name} has played: they knocked a player out.`;
  if (player.chips > state.startingChips) return `${player.name} has played: their chip count is above the starting stack.`;
  return null;
}

/** The players whose seats the console may release now: registered, still in, never seen to play. */
export function releasableSeats(state: LiveStoredState): LivePlayer[] {
  if (seatReleaseUnavailable(state) !== null) return [];
  return state.players.filter((p) => playedRefusal(state, p) === null);
}

/** The clock without the no-show `playerId`: the entry undone, their seat empty and the tables balanced. */
export function releaseSeat(state: LiveStoredState, playerId: string, now: number): LiveStoredState {
  const why = seatReleaseUnavailable(state);
  if (why !== null) throw new LiveRuleError(why);
  const player = state.players.find((p) => p.id === playerId);
  if (!player) throw new LiveRuleError("That player is not in this tournament.");
  const refused = playedRefusal(state, player);
  if (refused !== null) throw new LiveRuleError(refused);
  // those already out finished behind one entrant fewer: each moves one place up
  const players = orderPlayers(state.players.filter((p) => p.id !== playerId).map((p) => (p.isEliminated ? { ...p, position: p.position - 1 } : p)));
  const without: LiveStoredState = {
    ...state,
    players,
    totalPlayers: state.totalPlayers - 1,
    totalChipsInPlay: state.totalChipsInPlay - player.chips,
    // a move of theirs is nobody's to make now
    moves: state.moves.filter((m) => m.playerId !== playerId),
    movedIds: state.movedIds.filter((id) => id !== playerId),
  };
  return seatAfterElimination(without, playerId, now);
}
