import { z } from "zod";
import { MAX_ID } from "./ids";
import { stakeLiveFields } from "./stake-live";
import { toCents } from "../money";
import { FINAL_POSITION_RANGE_MESSAGE, parseFinalPosition } from "./final-position";
import { confirmationFields } from "./payout-confirmation";

export { finalPositionLabel } from "./final-position";

/** Close-campaign messages (marketplace §5), word for word. */
export const CLOSE_MESSAGES = {
  position: "Please select a final position",
  winnings: "Please enter total winnings amount",
  date: "Please select a closing date",
  futureDate: "Closing date cannot be in the future",
  didNotCash: "If you did not cash, winnings should be $0",
  negative: "Winnings cannot be negative",
} as const;

const MAX_WINNINGS_CENTS = 999_999_999_999; // numeric(12,2)

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
// the latest calendar day anywhere on Earth (UTC+14): a player who picks "today" in their own zone is never refused
const LATEST_ZONE_MS = 14 * 3_600_000;

/** A closing date as a Date: a calendar date (YYYY-MM-DD, start of day UTC) or a full ISO date-time. */
export function parseClosingDate(value: string): Date | null {
  const v = value.trim();
  if (!v) return null;
  const d = DATE_ONLY.test(v) ? new Date(`${v}T00:00:00.000Z`) : new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** True when the date lies after today everywhere on Earth (a calendar date counts from the start of that day). */
export function isFutureClosingDate(value: string, now: Date = new Date()): boolean {
  const d = parseClosingDate(value);
  if (!d) return false;
  const v = value.trim();
  if (DATE_ONLY.test(v)) {
    const latestToday = new Date(now.getTime() + LATEST_ZONE_MS).toISOString().slice(0, 10);
    return v > latestToday;
  }
  return d.getTime() > now.getTime() + 60_000;
}

/**
 * When the campaign counts as completed: the closing date, but never later than now
 * (a calendar date means the end of that day, or now when that is still ahead).
 */
export function completionTime(closingDate: string, now: Date = new Date()): Date {
  const d = parseClosingDate(closingDate) ?? now;
  const v = closingDate.trim();
  const at = DATE_ONLY.test(v) ? new Date(d.getTime() + 86_400_000 - 1) : d;
  return at.getTime() > now.getTime() ? now : at;
}

const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/** The finish as typed (a number or its digits): blank is the spec's message, anything but 0..100,000 says the range. */
const finalPosition = z
  .unknown()
  .transform((v, ctx): number => {
    const n = parseFinalPosition(v);
    if (n === null || Number.isNaN(n)) {
      ctx.addIssue({ code: "custom", message: n === null ? CLOSE_MESSAGES.position : FINAL_POSITION_RANGE_MESSAGE });
      return z.NEVER;
    }
    return n;
  })
  // an absent key gets the same message as a blank one
  .prefault("");

const totalWinnings = z.preprocess(
  (v) => (typeof v === "number" && Number.isFinite(v) ? v.toFixed(2) : emptyToUndefined(v)),
  z
    .string({ message: CLOSE_MESSAGES.winnings })
    .trim()
    .min(1, CLOSE_MESSAGES.winnings)
    .refine((v) => toCents(v) !== null, CLOSE_MESSAGES.winnings)
    .refine((v) => (toCents(v) ?? 0) >= 0, CLOSE_MESSAGES.negative)
    .refine((v) => (toCents(v) ?? 0) <= MAX_WINNINGS_CENTS, "Winnings must be at most $9,999,999,999.99"),
);

const closingDate = z.preprocess(
  emptyToUndefined,
  z
    .string({ message: CLOSE_MESSAGES.date })
    .trim()
    .min(1, CLOSE_MESSAGES.date)
    .refine((v) => parseClosingDate(v) !== null, CLOSE_MESSAGES.date)
    .refine((v) => !isFutureClosingDate(v), CLOSE_MESSAGES.futureDate),
);

const didNotCashRule = (v: { finalPosition: number; totalWinnings: string }) => !(v.finalPosition === 0 && (toCents(v.totalWinnings) ?? 0) > 0);

/** The close dialog's fields; the same rules the server applies. */
export const closeCampaignForm = z
  .object({ finalPosition, totalWinnings, closingDate })
  .refine(didNotCashRule, { message: CLOSE_MESSAGES.didNotCash, path: ["totalWinnings"] });
export type CloseCampaignForm = z.input<typeof closeCampaignForm>;

/**
 * POST /api/campaigns/close (marketplace §7). playerPrizePool is accepted because the spec's client sends
 * it, and ignored: the server computes the pool and every payout itself.
 */
export const closeCampaignInput = z
  .object({
    finalPosition,
    totalWinnings,
    closingDate,
    playerPrizePool: z.unknown().optional(),
    campaignId: z.coerce
      .number({ message: "campaignId is required" })
      .int("campaignId is required")
      .positive("campaignId is required")
      .max(MAX_ID, "campaignId is too large"),
  })
  .refine(didNotCashRule, { message: CLOSE_MESSAGES.didNotCash, path: ["totalWinnings"] });
export type CloseCampaignInput = z.infer<typeof closeCampaignInput>;

export const closeCampaignResponse = z.object({
  campaignId: z.number(),
  status: z.literal("completed"),
  finalPosition: z.number(),
  totalWinnings: z.string(),
  playerPrizePool: z.string(),
  totalPayouts: z.string(),
  completedAt: z.string(),
  payoutCompleted: z.boolean(),
  payouts: z.array(z.object({ investmentId: z.number(), investorName: z.string(), amount: z.string() })),
});
export type CloseCampaignResult = z.infer<typeof closeCampaignResponse>;

export const campaignIdParams = z.object({
  id: z.coerce.number({ message: "id must be a number" }).int("id must be a number").positive("id must be a number").max(MAX_ID, "id is too large"),
});

export const cancelCampaignResponse = z.object({
  campaignId: z.number(),
  status: z.literal("cancelled"),
  refundedInvestments: z.number(),
  /** amount + fee of every refunded investment */
  refundedTotal: z.string(),
});
export type CancelCampaignResult = z.infer<typeof cancelCampaignResponse>;

export const PAYOUT_STATUSES = ["pending", "processing", "paid"] as const;

/** A payout as the player sees it on Pay Investors (marketplace §3, Pending payout). */
export const pendingPayoutResponse = z.object({
  id: z.number(),
  campaignId: z.number(),
  investorName: z.string(),
  investorEmail: z.string().nullable(),
  tournament: z.string(),
  amount: z.number(),
  status: z.enum(PAYOUT_STATUSES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** when it must be paid: 7 days after settlement (src/core/payback.ts), or after the prize was paid at the venue */
  dueAt: z.string(),
  /** when the player's prize was paid at the venue (their payout slip handed out, decision 238); null before, or unlinked */
  prizePaidAt: z.string().nullable(),
  /** unpaid and past its due date now */
  overdue: z.boolean(),
  /** "PayPal" or "Bank Transfer"; null when the investor has not entered payment details */
  paymentMethod: z.string().nullable(),
  /** the PayPal e-mail, or the bank account masked to its last 4 digits with the routing number */
  paymentDetails: z.string().nullable(),
  /** every method the investor saved, so the player can pay by either; null fields are not saved */
  payoutMethods: z.object({
    paypalEmail: z.string().nullable(),
    /** masked to its last 4 digits: the player needs it to recognise the account, never to read it whole */
    bankAccount: z.string().nullable(),
    routingNumber: z.string().nullable(),
  }),
  /** how to reach the investor when a method fails or none is saved */
  investorContact: z.object({ email: z.string().nullable(), phone: z.string().nullable() }),
  /** the basis of the amount (decision 214): the stake's share of the winnings ("20.0000") and the result it was closed with */
  sharePercent: z.string(),
  totalWinnings: z.string(),
  /** the backer's confirmation once marked paid, how it was paid, and any dispute with its answer (decision 200) */
  ...confirmationFields,
});
export type PendingPayout = z.infer<typeof pendingPayoutResponse>;

export const markPaidResponse = pendingPayoutResponse.extend({ campaignPayoutCompleted: z.boolean() });

export const INVESTMENT_STATUSES = ["active", "pending", "completed", "closed", "refunded"] as const;

/** One of the investor's stakes (marketplace §3, Investment), with its campaign's outcome. */
export const myInvestmentResponse = z.object({
  id: z.number(),
  campaignId: z.number(),
  playerName: z.string(),
  /** the player's username, for the link to their public page /players/:username */
  playerUsername: z.string(),
  tournament: z.string(),
  tournamentDate: z.string().nullable(),
  buyIn: z.string(),
  amount: z.string(),
  platformFee: z.string(),
  /** share of the player's winnings, percent */
  percentage: z.number(),
  status: z.enum(INVESTMENT_STATUSES),
  payout: z.string().nullable(),
  payoutStatus: z.enum(PAYOUT_STATUSES).nullable(),
  /** when the player must have paid the payout (7 days after settlement, src/core/payback.ts); null with no payout */
  payoutDueAt: z.string().nullable(),
  /** the payout is unpaid and past its due date now */
  payoutOverdue: z.boolean(),
  /**
   * when the player was paid their prize at the venue (their payout slip handed out, decision 238): their days to
   * pay backers start then; null before, or for a campaign not linked to a sponsored event
   */
  prizePaidAt: z.string().nullable(),
  /** the payout's id (for Confirm and "I was not paid"); null with no payout */
  payoutId: z.number().nullable(),
  /** when the player marked it paid */
  payoutPaidAt: z.string().nullable(),
  /** the backer's confirmation of the payout, how it was paid, any dispute with the player's answer (decision 200) */
  ...confirmationFields,
  campaignStatus: z.enum(["active", "funded", "completed", "cancelled"]),
  finalPosition: z.number().nullable(),
  totalWinnings: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** when the stake was closed or refunded */
  closedAt: z.string().nullable(),
  createdAt: z.string(),
  ...stakeLiveFields.shape,
});
export type MyInvestment = z.infer<typeof myInvestmentResponse>;

/** GET /api/dashboard: the investor's four figures, and the player's when the caller has campaigns. */
export const dashboardResponse = z.object({
  totalInvested: z.string(),
  /** payouts received (marked paid) */
  totalReturns: z.string(),
  /** payouts owed but not yet paid */
  pendingReturns: z.string(),
  /** percent, one decimal, over stakes in completed campaigns; 0 with none */
  roi: z.number(),
  activeStakes: z.number(),
  player: z.object({
    activeCampaigns: z.number(),
    completedCampaigns: z.number(),
    /** raised from investors in campaigns that were not cancelled */
    totalRaised: z.string(),
    totalWinnings: z.string(),
    paidToInvestors: z.string(),
    owedToInvestors: z.string(),
    pendingPayouts: z.number(),
  }),
});
export type DashboardData = z.infer<typeof dashboardResponse>;

export const ACTIVITY_TYPES = [
  "campaign_created",
  "campaign_closed",
  "investment_received",
  "payout_sent",
  "campaign_cancelled",
  "investment_refunded",
  "investment_made",
] as const;

export const activityResponse = z.object({
  id: z.number(),
  type: z.enum(ACTIVITY_TYPES),
  description: z.string(),
  createdAt: z.string(),
});
export type Activity = z.infer<typeof activityResponse>;

export const performanceResponse = z.object({
  thisMonth: z.number().nullable(),
  lastMonth: z.number().nullable(),
  threeMonths: z.number().nullable(),
  totalRoi: z.number().nullable(),
  cashedTournaments: z.number(),
  totalTournaments: z.number(),
  cashRate: z.number(),
  history: z.array(z.object({ date: z.string(), invested: z.number(), returns: z.number(), profit: z.number() })),
});
export type PerformanceData = z.infer<typeof performanceResponse>;
