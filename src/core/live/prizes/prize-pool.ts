import type { Cents } from "@core/money";
import type { LiveStoredState } from "../schema/contracts";
import { payoutPrizePool } from "./prize-table";
import { entryCounts, rebuyBountyCents } from "../field/rebuys";
import { clockMode } from "../schema/clock-mode";

/**
 * A pool of whole buy-ins: every entrant's buy-in, or the guarantee when that is more. Only right for an event without
 * bounties; a sponsor's event's pool is eventPools (the clock's rule, bounties apart).
 */
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
  // multi-flight events (decision 242): Day 2's players paid in their flights (its own rebuys and add-ons still
  // count); a flight's clock shows the event's combined pool, the other flights' money beside its own
  if (state.flightPoolCents != null)
    return state.flightPoolCents + entriesPoolCents({ ...state, flightPoolCents: null, totalPlayers: state.flight ? state.totalPlayers : 0 });
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
  if (clockMode(state).percentPool) return payoutPrizePool(state.totalPlayers, state.buyInCents, state.payoutPercent);
  return Math.max(entriesPoolCents(state), state.guaranteedPrizePoolCents ?? 0);
}

/** A sponsor's event's terms the pool depends on before any rebuy or add-on: the buy-in, its bounty part and the guarantee. */
export interface EventPoolTerms {
  buyInCents: Cents;
  /** PKO: the bounty part of the buy-in (null or 0: no bounties) */
  bountyCents: Cents | null;
  guaranteedPrizePoolCents: Cents | null;
}

/** What a sponsor's clock would hold for a field of `entrants` that has not started: no rebuy or add-on yet. */
export function registeredFieldState(entrants: number, terms: EventPoolTerms): PoolState {
  return {
    kind: "sponsor",
    totalPlayers: entrants,
    buyInCents: terms.buyInCents,
    payoutPercent: 100,
    guaranteedPrizePoolCents: terms.guaranteedPrizePoolCents,
    bountyCents: terms.bountyCents,
    entries: [],
    rebuys: null,
    addOn: null,
  };
}

/** The pool a sponsor's event pays and, apart, the bounty money on heads (null: an event without bounties). */
export interface EventPools {
  poolCents: Cents;
  bountyPoolCents: Cents | null;
}

/**
 * One prize pool (decision 216): what a sponsor's event pays, before and after the start, by the clock's own rule.
 * Once the clock has started, its state (clockPoolCents: late entries, rebuys and add-ons grow it); before, the same
 * rule on the registered field: max(entrants x (buy-in - bounty), guarantee). The bounty part of each buy-in goes on
 * the entrant's head, never into the pool: it is returned apart (bountyPaidInCents), null when the event has none.
 */
export function eventPools(clock: PoolState | null, entrants: number, terms: EventPoolTerms): EventPools {
  const state = clock ?? registeredFieldState(entrants, terms);
  const hasBounties = (state.bountyCents ?? 0) > 0;
  return { poolCents: clockPoolCents(state), bountyPoolCents: hasBounties ? bountyPaidInCents(state) : null };
}
