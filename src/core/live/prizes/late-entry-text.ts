import { centsToDecimal, formatMoney, type Cents } from "@core/money";
import type { LiveStoredState } from "../schema/contracts";
import { entriesPoolCents } from "./prize-pool";

type LateEntryState = Pick<LiveStoredState, "kind" | "totalPlayers" | "buyInCents" | "payoutPercent" | "guaranteedPrizePoolCents"> & Partial<LiveStoredState>;

const money = (cents: Cents) => formatMoney(centsToDecimal(cents));

/**
 * What a late entry adds to the prize pool, as the Add Late Registration dialog says it (decision 214: it said "one
 * buy-in" where a PKO entry adds the buy-in less its bounty, and a guarantee not yet passed takes nothing more).
 * The same arithmetic as the clock's pool (entriesPoolCents), so the sentence and the pool never disagree.
 */
export function lateEntryPoolText(state: LateEntryState): string {
  const bounty = Math.min(state.bountyCents ?? 0, state.buyInCents);
  const adds = state.buyInCents - bounty;
  const grows =
    bounty > 0
      ? `the prize pool grows by ${money(adds)}: the ${money(state.buyInCents)} buy-in less its ${money(bounty)} bounty`
      : `the prize pool grows by one buy-in (${money(adds)})`;
  const guarantee = state.guaranteedPrizePoolCents ?? 0;
  if (guarantee > 0 && entriesPoolCents({ ...state, totalPlayers: state.totalPlayers + 1 }) <= guarantee) {
    return `${bounty > 0 ? `the entry pays ${money(adds)} towards the pool and ${money(bounty)} on their head` : `the entry pays ${money(adds)} towards the pool`}, which stays at the ${money(guarantee)} guarantee until the entries pass it`;
  }
  return grows;
}
