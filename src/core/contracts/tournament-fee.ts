import { z } from "zod";
import { toCents, type Cents } from "../money";

/**
 * The fee per entry (decision 237): what a player pays the room on top of the buy-in ("$200 + $20"), kept apart from
 * the prize pool and from every backer's share. Dollars as typed ("20") or sent (20); empty, null or 0 means no fee.
 */
export const MAX_FEE_CENTS: Cents = 10_000_000; // $100,000: above any real room's fee, far below numeric(12,2)

export const FEE_MESSAGES = {
  invalid: "Fee must be a valid dollar amount",
  negative: "Fee cannot be negative",
  tooLarge: "Fee must be at most $100,000",
  /** a freeroll's players pay nothing to enter, so there is nothing to charge a fee on */
  freeroll: "A freeroll takes no fee: its players pay nothing to enter. Set a buy-in or leave the fee empty.",
} as const;

export const feeField = z.union([z.string(), z.number(), z.null()], { message: FEE_MESSAGES.invalid }).transform((v, ctx): Cents | null => {
  if (v === null || (typeof v === "string" && v.trim() === "")) return null;
  const cents = toCents(v);
  if (cents === null) {
    ctx.addIssue({ code: "custom", message: FEE_MESSAGES.invalid });
    return z.NEVER;
  }
  if (cents < 0) {
    ctx.addIssue({ code: "custom", message: FEE_MESSAGES.negative });
    return z.NEVER;
  }
  if (cents > MAX_FEE_CENTS) {
    ctx.addIssue({ code: "custom", message: FEE_MESSAGES.tooLarge });
    return z.NEVER;
  }
  // $0 is no fee: the event shows no "+ $0 fee" and its report no fee line
  return cents === 0 ? null : cents;
});

/** What is wrong with a buy-in and fee together, or null: a fee on a freeroll is refused. */
export function feeProblem(buyInCents: Cents, feeCents: Cents | null): string | null {
  return feeCents !== null && feeCents > 0 && buyInCents === 0 ? FEE_MESSAGES.freeroll : null;
}
