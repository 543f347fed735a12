import type { Cents } from "@core/money";
import type { LiveStoredState } from "./contracts";
import { payoutPrizePool } from "./prize-table";
import { entryCounts, rebuyBountyCents } from "./rebuys";

/** A sponsor's pool: every entrant's buy-in, or the guarantee when that is more. */
export function eventPrizePool(entrants: number, buyInCents: Cents, guaranteedCents: Cents | null): Cents {
  return Math.max(entrants * buyInCents, guaranteedCents ?? 0);
}

type PoolState = Pick<LiveStoredState, "kind" | "totalPlayers" | "buyInCents" | "payoutPercent" | "guaranteedPrizePoolCents"> & Partial<LiveStoredState>;

/**
 * What the entries paid into the prize pool before any guarantee: entrants x buy-in, rebuys x rebuy price and
 * add-ons x add-on price. In a bounty (PKO) event the bounty part of each entry goes on the entrant's head, not
 * into the pool: the buy-in's and a re-entry's (rebuyBountyCents; a plain rebuy and the add-on carry none).
 */
export function entriesPoolCents(state: PoolState): Cents {
  const bounty = Math.min(state.bountyCents ?? 0, state.buyInCents);
  const { rebuys, addOns } = entryCounts({ entries: state.entries ?? [] });
  const rebuyCents = state.rebuys ? state.rebuys.priceCents - rebuyBountyCents({ rebuys: state.rebuys, bountyCents: state.bountyCents ?? null }) : 0;
  const addOnCents = state.addOn?.priceCents ?? 0;
  return state.totalPlayers * (state.buyInCents - bounty) + rebuys * rebuyCents + addOns * addOnCents;
}

/** The bounty money every entry put on heads (PKO): entrants x bounty, plus each re-entry's fresh head. */
export function bountyPaidInCents(state: PoolState): Cents {
  const bounty = state.bountyCents ?? 0;
  const { rebuys } = entryCounts({ entries: state.entries ?? [] });
  return state.totalPlayers * bounty + rebuys * rebuyBountyCents({ rebuys: state.rebuys ?? null, bountyCents: state.bountyCents ?? null });
}

/**
 * What the clock pays out, the one figure every display, the prize table and settlement use: the demo's share of
 * the buy-ins; a sponsor's max(entries, rebuys and add-ons at their prices, less any bounties, guarantee).
 */
export function clockPoolCents(state: PoolState): Cents {
  if (state.kind === "demo") return payoutPrizePool(state.totalPlayers, state.buyInCents, state.payoutPercent);
  return Math.max(entriesPoolCents(state), state.guaranteedPrizePoolCents ?? 0);
}
