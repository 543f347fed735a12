import { centsToDecimal } from "@core/money";
import { clockAt } from "../clock/clock";
import type { LiveState, LiveStoredState } from "../schema/contracts";
import { clockPoolCents } from "../prizes/prize-pool";
import { grossPrizePool } from "../prizes/prize-table";
import { countActive, countEliminated } from "../field/players";
import { clearMovesAtFinish } from "../seating/seating";

/** The stored state with the §3 fields it implies at time `now`. */
/** Moves stay on the displays this long after they are made (decision 164); the console keeps undone ones until confirmed. */
export const MOVE_SHOWN_MS = 5 * 60_000;

/** The tables and moves with the players' names and stacks, as every display shows them. */
function namedSeating(stored: LiveStoredState, now: number): Pick<LiveState, "tables" | "moves"> {
  const byId = new Map(stored.players.map((p) => [p.id, p]));
  const nameOf = (id: string) => byId.get(id)?.name ?? "";
  return {
    // a finished event seats only its winner (seating.ts), also when stored before its tables were cleared at the finish
    tables: clearMovesAtFinish(stored)
      .tables.filter((t) => t.seats.length > 0)
      .map((t) => ({
        number: t.number,
        button: t.button,
        seats: t.seats.map((s) => ({ seat: s.seat, playerId: s.playerId, playerName: nameOf(s.playerId), chips: byId.get(s.playerId)?.chips ?? 0 })),
      })),
    // a move never made by a player who then went out is nobody's to make: left out
    // a finished event has no moves to make: one stored before moves were cleared at the finish is not shown either
    moves: (stored.finishedAt !== null ? [] : stored.moves)
      .filter((m) => (m.done ? now - m.at < MOVE_SHOWN_MS : byId.get(m.playerId)?.isEliminated === false))
      .map((m) => ({ ...m, playerName: nameOf(m.playerId) })),
  };
}

export function liveStateAt(stored: LiveStoredState, now: number, meta: { version: number; updatedAt: string | null }): LiveState {
  const { levelIndex, remainingMs } = clockAt(stored, now);
  return {
    ...stored,
    ...namedSeating(stored, now),
    currentLevel: levelIndex + 1,
    timeRemaining: Math.ceil(remainingMs / 1000),
    isPlaying: stored.status === "running",
    activePlayers: countActive(stored.players),
    eliminatedPlayers: countEliminated(stored.players),
    grossPrizePool: centsToDecimal(grossPrizePool(stored.totalPlayers, stored.buyInCents)),
    prizePool: centsToDecimal(clockPoolCents(stored)),
    buyIn: centsToDecimal(stored.buyInCents),
    version: meta.version,
    updatedAt: meta.updatedAt,
  };
}

/** The state with the console's names in place of the public placeholders (unchanged without names). */
export function withKnownNames<T extends { players: ReadonlyArray<{ id: string; name: string }> }>(
  state: T,
  names: Readonly<Record<string, string>> | undefined,
): T {
  if (!names || !state.players.some((p) => names[p.id] !== undefined && names[p.id] !== p.name)) return state;
  return { ...state, players: state.players.map((p) => (names[p.id] !== undefined ? { ...p, name: names[p.id] } : p)) } as T;
}
