/**
 * What a player has given away of their winnings in one event: the 100% rule (decisions 170 and 174, and the "Day-2
 * resale and swaps" addenda of 241 and 242). Every check of it (a swap offered or accepted, a campaign linked to the event, a package
 * with the event in it, Day-2 resale) reads these figures from one server function (`eventSharesOf`,
 * src/server/commitments/event-shares.ts); this is its rule. No zod here: the screens may import it.
 *
 * Shares are counted in units of 1/10,000 of a percent, the scale a stake's share is stored at (investments.percentage,
 * numeric(9,4)): 30% = 300,000 units, a 12.5% swap 125,000. Integers, so no sum drifts.
 */

export const SHARE_UNITS_PER_PERCENT = 10_000;
/** 100% of the player's winnings in the event, in units. */
export const FULL_SHARE_UNITS = 100 * SHARE_UNITS_PER_PERCENT;

/**
 * A campaign that stakes the event: one linked to it (Day 1, or a later day's resale), or a package with the event in
 * it, whose backer of 10% owns 10% of each of its events (decision 241), so its % of the package is its % of the event.
 */
export interface StakeSource {
  /** the whole % of the player's winnings it offers (a package's: of each of its events) */
  offeredPercent: number;
  /** what its stakes not refunded own, in units */
  soldUnits: number;
  /** whether it may still sell: open, its sale not closed, its event not begun (staking_closed) */
  selling: boolean;
}

/**
 * What one campaign takes of the event: while it may still sell, its whole offer (those shares can still be bought,
 * decision 174); once its sale is over, what its stakes own (the rest was never sold and is the player's again,
 * decision 170). Never less than what it sold.
 */
export function stakeSourceUnits(s: StakeSource): number {
  const sold = Math.max(0, s.soldUnits);
  return s.selling ? Math.max(s.offeredPercent * SHARE_UNITS_PER_PERCENT, sold) : sold;
}

/** What the player has given away of the event, in units. */
export interface EventShares {
  /** every campaign staking the event (linked ones and packages), each as stakeSourceUnits counts it */
  soldUnits: number;
  /** every swap of theirs in the event that is offered, accepted or settled */
  swappedUnits: number;
}

/** The figures of one event: its campaigns by stakeSourceUnits, its swaps (in hundredths of a percent) as they stand. */
export function eventShares(sources: readonly StakeSource[], swapsHundredths: readonly number[]): EventShares {
  return {
    soldUnits: sources.reduce((sum, s) => sum + stakeSourceUnits(s), 0),
    swappedUnits: swapsHundredths.reduce((sum, h) => sum + h * 100, 0),
  };
}

/** The 100% rule: whether `addingUnits` more still fits beside what the player has given away. */
export function fitsWholeEvent(c: EventShares, addingUnits: number): boolean {
  return c.soldUnits + c.swappedUnits + addingUnits <= FULL_SHARE_UNITS;
}

/** What is left of the player's winnings in the event, in units (0 when none). */
export function roomUnits(c: EventShares): number {
  return Math.max(0, FULL_SHARE_UNITS - c.soldUnits - c.swappedUnits);
}

/** Units as a percentage (300,000 -> 30, 305 -> 0.0305): exact to the 4 decimals the units hold. */
export const unitsToPercent = (units: number): number => units / SHARE_UNITS_PER_PERCENT;
