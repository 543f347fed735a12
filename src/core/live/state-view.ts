import { centsToDecimal } from "@core/money";
import { clockAt } from "./clock";
import type { LiveState, LiveStoredState } from "./contracts";
import { eventPrizePool } from "./event-prizes";
import { grossPrizePool, payoutPrizePool } from "./prize-table";
import { countActive, countEliminated } from "./reducers";

/** What the clock pays out: the demo's share of the buy-ins; a sponsor's max(entrants x buy-in, guarantee). */
function livePrizePool(stored: LiveStoredState): number {
  if (stored.kind === "demo") return payoutPrizePool(stored.totalPlayers, stored.buyInCents, stored.payoutPercent);
  return eventPrizePool(stored.totalPlayers, stored.buyInCents, stored.guaranteedPrizePoolCents);
}

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
    prizePool: centsToDecimal(livePrizePool(stored)),
    buyIn: centsToDecimal(stored.buyInCents),
    version: meta.version,
    updatedAt: meta.updatedAt,
  };
}
