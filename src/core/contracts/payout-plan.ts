import { z } from "zod";
import { PAYOUT_SHAPES, type PayoutPlan } from "../live/schema/event-setup";
import { DEFAULT_MIN_CASH_MULTIPLE, DEFAULT_PAID_PERCENT } from "../live/prizes/payout-generator";
import { centsToDecimal, toCents, type Cents } from "../money";
import { MAX_GUARANTEE_CENTS } from "./tournament-prizes";

export const PAID_PERCENT_RANGE = { min: 10, max: 20 } as const;
export const MIN_CASH_MULTIPLE_RANGE = { min: 1.5, max: 2 } as const;
export const MAX_TOOL_ENTRIES = 100_000;
const MAX_TOOL_BUY_IN_CENTS: Cents = 1_000_000_00;

/** A number typed in a form ("15") or sent by a client (15), within a range; the message names the field. */
const numberIn = (message: string, min: number, max: number) =>
  z.union([z.number(), z.string()], { message }).transform((v, ctx) => {
    const n = typeof v === "number" ? v : v.trim() === "" ? NaN : Number(v.trim());
    if (!Number.isFinite(n) || n < min || n > max) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return n;
  });

const shapeMessage = (label: string) => `${label} must be ${PAYOUT_SHAPES.slice(0, -1).join(", ")} or ${PAYOUT_SHAPES[PAYOUT_SHAPES.length - 1]}`;

/** The three settings of a generated table, each with a message naming it as `labels` call it. */
function planFields(labels: { paidPercent: string; minCashMultiple: string; shape: string }) {
  return {
    paidPercent: numberIn(
      `${labels.paidPercent} must be a number from ${PAID_PERCENT_RANGE.min} to ${PAID_PERCENT_RANGE.max}`,
      PAID_PERCENT_RANGE.min,
      PAID_PERCENT_RANGE.max,
    ),
    minCashMultiple: numberIn(
      `${labels.minCashMultiple} must be a number from ${MIN_CASH_MULTIPLE_RANGE.min} to ${MIN_CASH_MULTIPLE_RANGE.max} (times the buy-in)`,
      MIN_CASH_MULTIPLE_RANGE.min,
      MIN_CASH_MULTIPLE_RANGE.max,
    ),
    shape: z.enum(PAYOUT_SHAPES, { message: shapeMessage(labels.shape) }),
  };
}

/** A tournament's `payoutPlan` (create/update): { paidPercent, minCashMultiple, shape }, or null for none. */
const eventPlan = planFields({ paidPercent: "Payout plan paid percent", minCashMultiple: "Payout plan min cash", shape: "Payout plan shape" });
export const payoutPlanInput = z
  // nullable, not a union with null: a union would hide which setting was wrong behind its own message
  .object(eventPlan, { message: "Payout plan must be { paidPercent, minCashMultiple, shape } or null" })
  .nullable()
  .transform((v): PayoutPlan | null => v);

const dollars = (message: string, max: Cents) =>
  z.union([z.string(), z.number()], { message }).transform((v, ctx): Cents => {
    const cents = typeof v === "string" && v.trim() === "" ? null : toCents(v);
    if (cents === null || cents < 0 || cents > max) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return cents;
  });

const toolPlan = planFields({ paidPercent: "paidPercent", minCashMultiple: "minCashMultiple", shape: "shape" });

/** POST /api/tools/payouts: the field, the buy-in, an optional guarantee and bounty, and the plan's settings (defaults: 15%, 1.5x, standard). */
export const payoutsToolInput = z.object(
  {
    entries: z
      .number({ message: `entries must be a whole number from 1 to ${MAX_TOOL_ENTRIES.toLocaleString("en-US")}` })
      .int(`entries must be a whole number from 1 to ${MAX_TOOL_ENTRIES.toLocaleString("en-US")}`)
      .min(1, `entries must be a whole number from 1 to ${MAX_TOOL_ENTRIES.toLocaleString("en-US")}`)
      .max(MAX_TOOL_ENTRIES, `entries must be a whole number from 1 to ${MAX_TOOL_ENTRIES.toLocaleString("en-US")}`)
      .describe("players in the field"),
    buyIn: dollars("buyIn must be a dollar amount from 0 to $1,000,000", MAX_TOOL_BUY_IN_CENTS).describe('the buy-in in dollars, e.g. "100" or 100'),
    guarantee: z
      .union([dollars("guarantee must be a dollar amount from 0 to $100,000,000", MAX_GUARANTEE_CENTS), z.null()], {
        message: "guarantee must be a dollar amount from 0 to $100,000,000",
      })
      .optional()
      .describe("a guaranteed pool in dollars: the pool is max(entries x (buy-in - bounty), guarantee)"),
    bounty: z
      .union([dollars("bounty must be a dollar amount from 0 to $1,000,000, less than the buy-in", MAX_TOOL_BUY_IN_CENTS), z.null()], {
        message: "bounty must be a dollar amount from 0 to $1,000,000, less than the buy-in",
      })
      .optional()
      .describe("a PKO event's bounty part of the buy-in in dollars: it goes on heads, not into the pool the table pays"),
    paidPercent: toolPlan.paidPercent.optional().describe(`share of the entries paid, rounded up (default ${DEFAULT_PAID_PERCENT})`),
    minCashMultiple: toolPlan.minCashMultiple.optional().describe(`the least a paid place gets, times the buy-in (default ${DEFAULT_MIN_CASH_MULTIPLE})`),
    shape: toolPlan.shape
      .optional()
      .describe("flat, standard (default) or top-heavy: place i gets the min cash plus a share proportional to i^-0.7, i^-1 or i^-1.3"),
  },
  { message: "A JSON body { entries, buyIn, guarantee?, bounty?, paidPercent?, minCashMultiple?, shape? } is required" },
);
export type PayoutsToolInput = z.input<typeof payoutsToolInput>;

export const payoutsToolResponse = z.object({
  /** the pool the table pays, dollars as a decimal string */
  pool: z.string(),
  /** 1st first; the amounts sum exactly to the pool */
  places: z.array(z.object({ place: z.number(), amount: z.string() })),
  /** the least a paid place gets: multiple x buy-in; in a freeroll, what the table pays last (reportedMinCashCents) */
  minCash: z.string(),
  /** the places the share asked for: more than places.length when the pool could not pay each the min cash */
  placesAsked: z.number(),
});
export type PayoutsToolResponse = z.infer<typeof payoutsToolResponse>;

/** A table's amounts as the tool answers them. */
export function payoutsToolBody(poolCents: Cents, amountsCents: Cents[], minCashCents: Cents, placesAsked: number): PayoutsToolResponse {
  return {
    pool: centsToDecimal(poolCents),
    places: amountsCents.map((c, i) => ({ place: i + 1, amount: centsToDecimal(c) })),
    minCash: centsToDecimal(minCashCents),
    placesAsked,
  };
}
