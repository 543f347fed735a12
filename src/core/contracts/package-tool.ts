import { z } from "zod";
import { MARKUP_MESSAGE, parseMarkup } from "../markup";
import { formatMoney } from "../money";
import { MAX_PACKAGE_BUY_IN_CENTS, MAX_PACKAGE_EVENTS, MIN_PACKAGE_EVENTS } from "../package-stakes";
import { dollarsField } from "./festival-tool-fields";
import { MAX_GUARANTEE_CENTS } from "./tournament-prizes";

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;
const PERCENT_MESSAGE = "percent must be a number from 0.01 to 100, with at most 2 decimals";
const EVENTS_MESSAGE = `events must be a list of ${MIN_PACKAGE_EVENTS} to ${MAX_PACKAGE_EVENTS} events { buyIn, cash?, played? }`;

/** A share in hundredths of a percent: "10" or 10 -> 1000, "0.01" -> 1; 0.01..100. */
const percentField = z.union([z.string(), z.number()], { message: PERCENT_MESSAGE }).transform((v, ctx): number => {
  const text = typeof v === "number" ? (Number.isFinite(v) ? String(v) : "") : v.trim();
  const m = PERCENT.exec(text);
  const hundredths = m ? Number(text.split(".")[0]) * 100 + Number((text.split(".")[1] ?? "").padEnd(2, "0")) : NaN;
  if (!(hundredths >= 1 && hundredths <= 100_00)) {
    ctx.addIssue({ code: "custom", message: PERCENT_MESSAGE });
    return z.NEVER;
  }
  return hundredths;
});

const markupField = z.union([z.string(), z.number()], { message: `markup: ${MARKUP_MESSAGE}` }).transform((v, ctx): number => {
  const hundredths = parseMarkup(v);
  if (hundredths === null) {
    ctx.addIssue({ code: "custom", message: `markup: ${MARKUP_MESSAGE}` });
    return z.NEVER;
  }
  return hundredths;
});

const packageEvent = z.object(
  {
    buyIn: dollarsField("buyIn", 1, MAX_PACKAGE_BUY_IN_CENTS).describe("the event's buy-in in dollars"),
    cash: dollarsField("cash", 0, MAX_GUARANTEE_CENTS).default(0).describe("what the player won in it, in dollars (default 0)"),
    played: z.boolean({ message: "played must be true or false" }).default(true).describe("false: the player skipped it (default true)"),
  },
  { message: EVENTS_MESSAGE },
);

/** POST /api/tools/package (decision 232): a share of a package of 2-30 events, priced and paid as one campaign. */
export const packageToolInput = z
  .object(
    {
      percent: percentField.describe('the share bought, a percentage of the package\'s winnings, e.g. "10"'),
      markup: markupField.describe('the package\'s markup, "1.00" to "1.50"'),
      events: z
        .array(packageEvent, { message: EVENTS_MESSAGE })
        .min(MIN_PACKAGE_EVENTS, EVENTS_MESSAGE)
        .max(MAX_PACKAGE_EVENTS, EVENTS_MESSAGE)
        .describe("the package's events, each with its buy-in, what it cashed and whether it was played"),
    },
    { message: "A JSON body { percent, markup, events: [{ buyIn, cash?, played? }] } is required" },
  )
  .superRefine((body, ctx) => {
    const buyInCents = body.events.reduce((sum, e) => sum + e.buyIn, 0);
    if (buyInCents > MAX_PACKAGE_BUY_IN_CENTS) {
      ctx.addIssue({
        code: "custom",
        path: ["events"],
        message: `events: the package's buy-in (the sum, ${formatMoney(buyInCents / 100)}) cannot exceed ${formatMoney(MAX_PACKAGE_BUY_IN_CENTS / 100)}`,
      });
    }
    body.events.forEach((e, i) => {
      if (!e.played && e.cash > 0) ctx.addIssue({ code: "custom", path: ["events", i, "cash"], message: `events[${i}]: an event not played cannot cash` });
    });
  });
export type PackageToolInput = z.input<typeof packageToolInput>;

export const packageToolResponse = z.object({
  /** what the share costs: percent of the package's buy-in at the markup, dollars as a decimal string */
  price: z.string(),
  /** the share's part of the package's total winnings */
  payout: z.string(),
  /** what comes back for the events not played */
  refund: z.string(),
});
export type PackageToolResponse = z.infer<typeof packageToolResponse>;
