import { z } from "zod";
import { parseDollars } from "../live/prizes/chop";
import { formatMoney, groupThousands, type Cents } from "../money";

/**
 * Fields the festival calculators share (satellite, package and flights tools; decision 232): each refusal names its
 * field and its range, as the other tools' do.
 */

/** A dollar amount sent as a string ("30", "30.00", "$1,000") or a number (30), within min..max cents; cents out. */
export function dollarsField(field: string, minCents: Cents, maxCents: Cents) {
  const message = `${field} must be a dollar amount from ${formatMoney(minCents / 100)} to ${formatMoney(maxCents / 100)}, like "30" or "30.00"`;
  return z.union([z.string(), z.number()], { message }).transform((v, ctx): Cents => {
    const cents = typeof v === "number" && !Number.isFinite(v) ? null : parseDollars(String(v));
    if (cents === null || cents < minCents || cents > maxCents) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return cents;
  });
}

/** A whole number within min..max. */
export function wholeField(field: string, min: number, max: number) {
  const message = `${field} must be a whole number from ${groupThousands(min)} to ${groupThousands(max)}`;
  return z.number({ message }).int(message).min(min, message).max(max, message);
}
