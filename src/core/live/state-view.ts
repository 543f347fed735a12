import { centsToDecimal } from "@core/money";
import { clockAt } from "./clock";
import type { LiveState, LiveStoredState } from "./contracts";
import { grossPrizePool, payoutPrizePool } from "./prize-table";
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
    prizePool: centsToDecimal(payoutPrizePool(stored.totalPlayers, stored.buyInCents, stored.payoutPercent)),
    buyIn: centsToDecimal(stored.buyInCents),
    version: meta.version,
    updatedAt: meta.updatedAt,
  };
}
