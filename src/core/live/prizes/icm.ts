import type { Cents } from "@core/money";
import { largestRemainder } from "./largest-remainder";

/** Exact Malmuth-Harville enumerates every finishing order: 10 players is 2^10 subsets, more grows out of hand. */
export const MAX_ICM_PLAYERS = 10;

/**
 * Malmuth-Harville equity (ICM): a player finishes first with probability stack / chips left, and the rest of the
 * order follows the same rule among those still in. `prizesCents` are the unpaid prizes from 1st down (places past
 * the list pay nothing; at most one per player). Answers each player's equity in cents, in the order of `stacks`,
 * summing exactly to the prizes' total. Stacks must be positive; the callers validate.
 */
export function icmEquityCents(stacks: readonly number[], prizesCents: readonly Cents[]): Cents[] {
  const n = stacks.length;
  if (n === 0) return [];
  if (n > MAX_ICM_PLAYERS) throw new RangeError(`ICM takes at most ${MAX_ICM_PLAYERS} players`);
  if (prizesCents.length > n) throw new RangeError("More prizes than players");
  const total = prizesCents.reduce((a, b) => a + b, 0);
  const full = (1 << n) - 1;
  // memo[mask]: each player's expected prize from the places still to finish when the players in `mask` remain
  const memo = new Map<number, Float64Array>();
  const equityOf = (mask: number): Float64Array => {
    const known = memo.get(mask);
    if (known) return known;
    const eq = new Float64Array(n);
    const place = n - popcount(mask);
    if (place < prizesCents.length) {
      let chips = 0;
      for (let i = 0; i < n; i++) if (mask & (1 << i)) chips += stacks[i];
      for (let i = 0; i < n; i++) {
        if (!(mask & (1 << i))) continue;
        const p = stacks[i] / chips;
        eq[i] += p * prizesCents[place];
        const rest = equityOf(mask & ~(1 << i));
        for (let j = 0; j < n; j++) eq[j] += p * rest[j];
      }
    }
    memo.set(mask, eq);
    return eq;
  };
  const equity = equityOf(full);
  const floors = Array.from(equity, (e) => Math.floor(e));
  return largestRemainder(
    total,
    floors,
    Array.from(equity, (e, i) => e - floors[i]),
    stacks,
  );
}

function popcount(mask: number): number {
  let count = 0;
  for (let m = mask; m !== 0; m &= m - 1) count += 1;
  return count;
}
