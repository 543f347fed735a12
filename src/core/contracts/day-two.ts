import { z } from "zod";
import { idField } from "./ids";
import { MARKUP_MESSAGE, NO_MARKUP, parseMarkup } from "../markup";
import { toCents } from "../money";
import { isMaxPerInvestorValid, MAX_PER_INVESTOR_MESSAGE } from "../campaign-rules";
import { MAX_SELLABLE_PERCENT } from "../day-two";

/** Day-2 resale (decision 170, docs/decisions/170-day-two-resale.md): POST /api/campaigns/day-two and its offer. */

const tournamentIdField = idField("tournamentId");

export const DAY_TWO_PERCENT_MESSAGE = `Percentage must be a whole number from 1 to ${MAX_SELLABLE_PERCENT}`;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

export const dayTwoCampaignInput = z.object({
  tournamentId: tournamentIdField,
  /** the share of the winnings sold on Day 2, a whole percentage */
  percentage: z
    .unknown()
    .transform((v, ctx): number => {
      const n = typeof v === "number" ? v : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : Number.NaN;
      if (!Number.isInteger(n) || n < 1 || n > MAX_SELLABLE_PERCENT) {
        ctx.addIssue({ code: "custom", message: DAY_TWO_PERCENT_MESSAGE });
        return z.NEVER;
      }
      return n;
    })
    .prefault(""),
  /** 1.00-1.50 ("1.10" or 1.1); absent: 1.00. Out: hundredths */
  markup: z
    .unknown()
    .transform((v, ctx): number => {
      if (blank(v)) return NO_MARKUP;
      const h = parseMarkup(v);
      if (h === null) {
        ctx.addIssue({ code: "custom", message: MARKUP_MESSAGE });
        return z.NEVER;
      }
      return h;
    })
    .default(NO_MARKUP),
  /** dollars; absent: the price of 1%. Out: cents */
  minStake: z
    .unknown()
    .transform((v, ctx): number | null => {
      if (blank(v)) return null;
      const cents = typeof v === "string" || typeof v === "number" ? toCents(v) : null;
      if (cents === null || cents <= 0) {
        ctx.addIssue({ code: "custom", message: "Minimum stake must be an amount in dollars above $0" });
        return z.NEVER;
      }
      return cents;
    })
    .default(null),
  maxPerInvestor: z
    .unknown()
    .transform((v, ctx): number | null => {
      if (blank(v)) return null;
      const n = typeof v === "number" ? v : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : Number.NaN;
      if (!isMaxPerInvestorValid(n)) {
        ctx.addIssue({ code: "custom", message: MAX_PER_INVESTOR_MESSAGE });
        return z.NEVER;
      }
      return n;
    })
    .default(null),
  description: z
    .string({ message: "Description must be text" })
    .trim()
    .max(2000, "Description must be at most 2000 characters")
    .nullish()
    .transform((v) => v ?? ""),
});
export type DayTwoCampaignInput = z.input<typeof dayTwoCampaignInput>;
export type DayTwoCampaignData = z.output<typeof dayTwoCampaignInput>;

export const dayTwoOfferQuery = z.object({ tournamentId: tournamentIdField });

/** GET /api/campaigns/day-two?tournamentId=: whether the signed-in player may sell Day-2 action there, and at what price. */
export const dayTwoOfferResponse = z.object({
  eligible: z.boolean(),
  /** why not, when not eligible */
  reason: z.string().nullable(),
  /** the verified bag (null: none) and the starting stack */
  bag: z.number().nullable(),
  startingStack: z.number(),
  /** bag / starting stack, as text ("16.8"); null without a bag */
  ratio: z.string().nullable(),
  buyIn: z.string(),
  /** the price of 1% at 1.00 markup, decimal string; null without a bag above the starting stack */
  pricePerPercent: z.string().nullable(),
  /** the share of this event the player already sold (Day 1), and what is left to sell */
  soldPercent: z.number(),
  roomPercent: z.number(),
  /** the day about to be played ("Day 2"), or null */
  dayName: z.string().nullable(),
  /** the player's Day-2 campaign in this event, when they have one */
  campaignId: z.number().nullable(),
});
export type DayTwoOffer = z.infer<typeof dayTwoOfferResponse>;
