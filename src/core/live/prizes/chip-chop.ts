import type { Cents } from "@core/money";
import { largestRemainder } from "./largest-remainder";

/**
 * Chip chop: everyone is sure of the next payout, and what is left above that is shared by chips:
 * amount_i = next + (pool - players x next) x stack_i / total chips, exact in cents (largest remainder, ties to the
 * larger stack), summing to the pool. `prizesCents` are the unpaid prizes from 1st down; the pool is their sum and
 * the next payout the smallest of them, or 0 when they pay fewer places than there are players (whoever busts next
 * then gets nothing). Stacks must be positive; the callers validate.
 */
export function chipChopCents(stacks: readonly number[], prizesCents: readonly Cents[]): Cents[] {
  const n = stacks.length;
  if (n === 0) return [];
  if (prizesCents.length > n) throw new RangeError("More prizes than players");
  const pool = prizesCents.reduce((a, b) => a + b, 0);
  const next = prizesCents.length < n ? 0 : Math.min(...prizesCents);
  const rest = BigInt(pool - n * next);
  const chips = stacks.reduce((a, b) => a + BigInt(b), 0n);
  const floors: Cents[] = [];
  const fractions: number[] = [];
  for (const stack of stacks) {
    const share = rest * BigInt(stack);
    floors.push(next + Number(share / chips));
    fractions.push(Number(share % chips) / Number(chips));
  }
  return largestRemainder(pool, floors, fractions, stacks);
}

/** Indexes of the amounts above first prize: a chip chop can pay a big stack more than winning would (flagged). */
export function aboveFirstPrize(amountsCents: readonly Cents[], prizesCents: readonly Cents[]): number[] {
  const first = prizesCents[0] ?? 0;
  return amountsCents.flatMap((a, i) => (a > first ? [i] : []));
}
