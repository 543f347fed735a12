import type { Cents } from "@core/money";
import type { LiveStoredState } from "./contracts";
import { payoutPrizePool } from "./prize-table";

/** A sponsor's pool: every entrant's buy-in, or the guarantee when that is more. */
export function eventPrizePool(entrants: number, buyInCents: Cents, guaranteedCents: Cents | null): Cents {
  return Math.max(entrants * buyInCents, guaranteedCents ?? 0);
}

/**
 * What the clock pays out, the one figure every display, the prize table and settlement use: the demo's share of
 * the buy-ins; a sponsor's max(entrants x buy-in, guarantee).
 */
export function clockPoolCents(state: Pick<LiveStoredState, "kind" | "totalPlayers" | "buyInCents" | "payoutPercent" | "guaranteedPrizePoolCents"> & Partial<LiveStoredState>): Cents {
  if (state.kind === "demo") return payoutPrizePool(state.totalPlayers, state.buyInCents, state.payoutPercent);
  return eventPrizePool(state.totalPlayers, state.buyInCents, state.guaranteedPrizePoolCents);
}
