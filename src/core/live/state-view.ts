import { centsToDecimal } from "@core/money";
import { clockAt } from "./clock";
import type { LiveState, LiveStoredState } from "./contracts";
import { clockPoolCents } from "./prize-pool";
import { grossPrizePool } from "./prize-table";
import { countActive, countEliminated } from "./reducers";

/** The stored state with the §3 fields it implies at time `now`. */
export function liveStateAt(stored: LiveStoredState, now: number, meta: { version: number; updatedAt: string | null }): LiveState {
  const { levelIndex, remainingMs } = clockAt(stored, now);
  return {
    ...stored,
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
export function withKnownNames<T extends { players: ReadonlyArray<{ id: string; name: string }> }>(state: T, names: Readonly<Record<string, string>> | undefined): T {
  if (!names || !state.players.some((p) => names[p.id] !== undefined && names[p.id] !== p.name)) return state;
  return { ...state, players: state.players.map((p) => (names[p.id] !== undefined ? { ...p, name: names[p.id] } : p)) } as T;
}
