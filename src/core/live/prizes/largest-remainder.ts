import type { Cents } from "@core/money";

/**
 * Whole cents for shares that must add up to exactly `totalCents`: each share rounded down, then the cents left
 * over go one each to the largest fractional parts (ties to the larger stack, then the earlier one). Rounding every
 * share half up instead can pay a cent more than there is (the chip chop's published $570.01).
 * `floors[i] + fractions[i]` is share i in cents; `tieBreak[i]` decides equal fractions (larger first).
 */
export function largestRemainder(totalCents: Cents, floors: readonly Cents[], fractions: readonly number[], tieBreak: readonly number[]): Cents[] {
  const out = [...floors];
  let left = totalCents - out.reduce((a, b) => a + b, 0);
  const order = out.map((_, i) => i).sort((a, b) => fractions[b] - fractions[a] || tieBreak[b] - tieBreak[a] || a - b);
  // more than one pass only when float error made every floor a cent short (ICM); never for exact shares
  for (let k = 0; left !== 0 && out.length > 0; k = (k + 1) % out.length) {
    const i = order[k];
    if (left > 0) {
      out[i] += 1;
      left -= 1;
    } else if (out[i] > 0) {
      out[i] -= 1;
      left += 1;
    }
  }
  return out;
}
