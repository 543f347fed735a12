import { mulDivFloor, type Cents } from "@core/money";
import type { LiveStoredState, PayoutPlan } from "../schema/contracts";
import { generatePayouts } from "./payout-generator";
import { ordinal, PAYOUT_TENTHS, type PrizeRow } from "./prize-table";
import { clockPoolCents } from "./prize-pool";
import { clockMode } from "../schema/clock-mode";
import type { LiveSatellite } from "../schema/satellite-state";
import { satellitePrizeRows } from "./satellite-event";

/** A sponsor's event pays at most the spec table's 18 places. */
export const MAX_PAID_PLACES = PAYOUT_TENTHS.length;
/** 100% in basis points. */
export const FULL_POOL_BP = 10_000;

/** Paid places for a field: 15% of the entrants, rounded up, at least 1, at most 18. */
export function paidPlaces(entrants: number): number {
  return Math.min(MAX_PAID_PLACES, Math.max(1, Math.ceil((entrants * 15) / 100)));
}

/**
 * A table's first `places` shares (any unit: the spec's tenths of a percent, a sponsor's basis points) scaled so
 * they sum to exactly 100% in basis points; each is rounded down and the leftover basis points go to 1st, so the
 * table stays non-increasing. A table that already pays exactly `places` places at 100% comes back unchanged.
 */
export function scaleToFullPool(shares: readonly number[], places: number): number[] {
  const paid = shares.slice(0, Math.max(1, Math.min(shares.length, places)));
  const sum = paid.reduce((a, b) => a + b, 0);
  // no share to scale (an empty or all-zero table): the whole pool goes to 1st
  if (sum <= 0) return [FULL_POOL_BP];
  const bp = paid.map((t) => Math.floor((t * FULL_POOL_BP) / sum));
  bp[0] += FULL_POOL_BP - bp.reduce((a, b) => a + b, 0);
  return bp;
}

/** The spec table's first `places` percentages (1 to 18) scaled to exactly 100%, in basis points. */
export function scaledBasisPoints(places: number): number[] {
  return scaleToFullPool(PAYOUT_TENTHS, Math.min(MAX_PAID_PLACES, Math.max(1, places)));
}

/**
 * The basis points a sponsor's event pays with `entrants` in the field: the sponsor's own table, or the spec's
 * for the top 15% (paidPlaces). Either pays at most one place per entrant, since a place nobody can finish in
 * pays nobody: a table wider than the field (50/30/20 with 2 entrants) pays its first places, scaled to 100%
 * (62.5/37.5), so the prizes always add up to the whole pool.
 */
export function eventBasisPoints(entrants: number, ownBasisPoints: readonly number[] | null): number[] {
  if (ownBasisPoints && ownBasisPoints.length > 0) {
    // nobody in the field yet: the sponsor's table as they set it; the field decides how many of its places pay
    return entrants === 0 ? scaleToFullPool(ownBasisPoints, ownBasisPoints.length) : scaleToFullPool(ownBasisPoints, entrants);
  }
  return scaledBasisPoints(paidPlaces(entrants));
}

/** Amounts for a pool split by basis points: each rounded down to the cent, the leftover cents to 1st; sums to the pool. */
export function prizeRowsFromBasisPoints(poolCents: Cents, basisPoints: readonly number[]): PrizeRow[] {
  const amounts = basisPoints.map((bp) => mulDivFloor(poolCents, bp, FULL_POOL_BP));
  if (amounts.length > 0) amounts[0] += poolCents - amounts.reduce((a, b) => a + b, 0);
  return basisPoints.map((bp, i) => ({ place: i + 1, label: ordinal(i + 1), percentage: bp / 100, amountCents: amounts[i] }));
}

/** A generated table's rows: each amount's share of the pool, to 2 decimals (display only; the amounts are exact). */
export function generatedPrizeRows(poolCents: Cents, entries: number, buyInCents: Cents, plan: PayoutPlan, maxPlaces?: number): PrizeRow[] {
  const { amountsCents } = generatePayouts({ poolCents, entries, buyInCents, ...plan, ...(maxPlaces !== undefined ? { maxPlaces } : {}) });
  return amountsCents.map((amountCents, i) => ({
    place: i + 1,
    label: ordinal(i + 1),
    percentage: poolCents > 0 ? Math.round((amountCents * 10_000) / poolCents) / 100 : 0,
    amountCents,
  }));
}

type PrizeState = Parameters<typeof clockPoolCents>[0] & Pick<LiveStoredState, "prizeBasisPoints">;

/**
 * The prize table a tournament's clock pays, out of its pool (clockPoolCents): a sponsor's generated table when
 * the event has a payout plan (generatePayouts over the entrants), else the sponsor's own table or the spec's,
 * by eventBasisPoints (never more places than entrants, always 100%). The demo pays its pool like a sponsor's
 * event with the spec's table: its 8 players are paid 2 places, so the console and every view list the same rows
 * summing to 100% (the spec's fixed 18 rows paid 72.6% of the pool). The console, the spectator views, the
 * tournament pages, the results CSV and the settlement of stakes all read this one table.
 */
export function livePrizeTable(state: PrizeState): PrizeRow[] {
  return prizeTableForPool(clockPoolCents(state), state);
}

/** livePrizeTable's rows for a pool already known (a tournament response's prizePool): the same table rule. */
export function prizeTableForPool(
  pool: Cents,
  state: Pick<LiveStoredState, "kind" | "totalPlayers" | "buyInCents" | "prizeBasisPoints"> & {
    payoutPlan?: PayoutPlan | null;
    satellite?: LiveSatellite | null;
    /** Day 2 of a multi-flight event: the flights' total entries, which size its table (flightTableSize) */
    flightEntries?: number | null;
  },
): PrizeRow[] {
  // a satellite pays seats and the rest by its own rule (decision 240), never a table
  if (state.satellite) return satellitePrizeRows(pool, state.satellite);
  const own = clockMode(state).percentPool ? null : state.prizeBasisPoints;
  const size = flightTableSize(state);
  if (size) {
    // Day 2 of a multi-flight event: sized to the event's entries, paying at most one place per Day-2 player
    if (!clockMode(state).percentPool && state.payoutPlan) return generatedPrizeRows(pool, size.entries, state.buyInCents, state.payoutPlan, size.maxPlaces);
    if (!own || own.length === 0)
      return prizeRowsFromBasisPoints(pool, scaledBasisPoints(Math.min(paidPlaces(size.entries), size.maxPlaces ?? MAX_PAID_PLACES)));
  }
  if (!clockMode(state).percentPool && state.payoutPlan) return generatedPrizeRows(pool, state.totalPlayers, state.buyInCents, state.payoutPlan);
  return prizeRowsFromBasisPoints(pool, eventBasisPoints(state.totalPlayers, own));
}

/**
 * What Day 2 of a multi-flight event sizes its payout table to (decision 242, addendum): the flights' total entries
 * (rebuys are not entries), as a festival pays 10-20% of every entry, not of the Day-2 field; the table never has
 * more places than Day 2 has players (a place nobody can finish in would pay nobody), and is scaled so its rows
 * still sum to the whole pool. maxPlaces absent: Day 2's field is not built yet (the table for the entries so far).
 * null: not Day 2 of a multi-flight event (the field itself sizes the table).
 */
export function flightTableSize(state: { totalPlayers: number; flightEntries?: number | null }): { entries: number; maxPlaces?: number } | null {
  if (state.flightEntries == null || state.flightEntries <= 0) return null;
  return state.totalPlayers > 0 ? { entries: state.flightEntries, maxPlaces: state.totalPlayers } : { entries: state.flightEntries };
}

/** What the clock pays for a finish position: the table's amount, 0 outside the paid places. */
export function prizeForFinish(state: Parameters<typeof livePrizeTable>[0], position: number): Cents {
  return livePrizeTable(state).find((r) => r.place === position)?.amountCents ?? 0;
}
