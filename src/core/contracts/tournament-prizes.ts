import { z } from "zod";
import { FULL_POOL_BP, MAX_PAID_PLACES } from "../live/prizes/event-prizes";
import { ordinal } from "../live/prizes/prize-table";
import { toCents, type Cents } from "../money";
import { basisPointsToPercent, percentToBasisPoints } from "./prize-percent";

export { basisPointsToPercent, percentToBasisPoints } from "./prize-percent";

/** The largest guarantee a sponsor may promise: above the biggest live events ever run, far below numeric(12,2). */
export const MAX_GUARANTEE_CENTS: Cents = 100_000_000_00; // $100,000,000

/**
 * A sponsor's optional guarantee, in dollars as typed ("10,000") or sent (10000); empty or null means none.
 * Parsed into integer cents, or null.
 */
export const guaranteedPrizePoolField = z
  .union([z.string(), z.number(), z.null()], { message: "Guaranteed prize pool must be a valid dollar amount" })
  .transform((v, ctx): Cents | null => {
    if (v === null || (typeof v === "string" && v.trim() === "")) return null;
    const cents = toCents(v);
    if (cents === null) {
      ctx.addIssue({ code: "custom", message: "Guaranteed prize pool must be a valid dollar amount" });
      return z.NEVER;
    }
    if (cents <= 0) {
      ctx.addIssue({ code: "custom", message: "Guaranteed prize pool must be more than $0 (leave it empty for no guarantee)" });
      return z.NEVER;
    }
    if (cents > MAX_GUARANTEE_CENTS) {
      ctx.addIssue({ code: "custom", message: "Guaranteed prize pool must be at most $100,000,000" });
      return z.NEVER;
    }
    return cents;
  });

/**
 * A sponsor's own payout table: percentages for 1st, 2nd, ... (at most 18 places, at most 2 decimals each,
 * each above 0, never more than the place before, summing to exactly 100). Parsed into basis points, exactly
 * (never through floating-point arithmetic). Null or an empty list means the spec table scaled to the field.
 */
export const prizePercentagesField = z
  .union([z.array(z.union([z.string(), z.number()]), { message: "Prize percentages must be a list of numbers" }), z.null()], {
    message: "Prize percentages must be a list of numbers",
  })
  .transform((list, ctx): number[] | null => {
    if (list === null || list.length === 0) return null;
    if (list.length > MAX_PAID_PLACES) {
      ctx.addIssue({ code: "custom", message: `Prize percentages can pay at most ${MAX_PAID_PLACES} places` });
      return z.NEVER;
    }
    const bp: number[] = [];
    for (const [i, value] of list.entries()) {
      const place = `${ordinal(i + 1)} place`;
      if (typeof value === "string" && value.trim() === "") {
        ctx.addIssue({ code: "custom", message: `Prize percentage for ${place} is required` });
        return z.NEVER;
      }
      const points = percentToBasisPoints(value);
      if (points === null) {
        ctx.addIssue({ code: "custom", message: `Prize percentage for ${place} must be a number with at most 2 decimals` });
        return z.NEVER;
      }
      if (points <= 0) {
        ctx.addIssue({ code: "custom", message: `Prize percentage for ${place} must be more than 0` });
        return z.NEVER;
      }
      if (points > FULL_POOL_BP) {
        ctx.addIssue({ code: "custom", message: `Prize percentage for ${place} cannot be more than 100` });
        return z.NEVER;
      }
      if (i > 0 && points > bp[i - 1]) {
        ctx.addIssue({ code: "custom", message: `Prize percentage for ${place} cannot be more than for ${ordinal(i)} place` });
        return z.NEVER;
      }
      bp.push(points);
    }
    const sum = bp.reduce((a, b) => a + b, 0);
    if (sum !== FULL_POOL_BP) {
      ctx.addIssue({ code: "custom", message: `Prize percentages must add up to exactly 100 (they add up to ${basisPointsToPercent(sum)})` });
      return z.NEVER;
    }
    return bp;
  });
