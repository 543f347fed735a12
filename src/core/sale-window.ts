import { stakePercentage } from "./stake";
import type { Cents } from "./money";

/*
 * A campaign's sale window (decision 233): an optional minimum the player must sell
 * (`minFillPercent`, a whole percentage of their winnings, 1 up to the offered percentage) and an optional deadline
 * (`saleEndsAt`, at most the event's start). At the deadline the sale-window job decides, from what was sold: below
 * the minimum the campaign is cancelled and every stake refunded; at or above it the campaign goes on with what was
 * sold, and the rest of the winnings stays the player's own. Pure rules, the same in the browser and on the server.
 */

export const SALE_WINDOW_MESSAGES = {
  minFillWhole: "Minimum to sell must be a whole percentage from 1 to 100",
  minFillOverOffered: (offered: number) => `Minimum to sell cannot be more than the offered percentage (${offered}%)`,
  minFillOverTarget: "Minimum to sell costs more than the target amount: lower the minimum or raise the target",
  minFillNeedsEnd: "Set when the sale ends to use a minimum to sell",
  saleEndsInvalid: "Sale end must be a date and time",
  saleEndsPast: "Sale end must be in the future",
  saleEndsAfterStart: "Sale end must be no later than the tournament's start",
} as const;

/** What investing answers once the deadline has passed (409), and what a payment refused by the close is told. */
export const SALE_CLOSED_MESSAGE = "This campaign's sale has closed.";
export const REFUNDED_SALE_CLOSED = "This campaign's sale closed before your payment completed. Your payment has been refunded.";

/** A whole percentage 1..100, the field's own rule (the offered percentage is checked beside it). */
export function isMinFillValid(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= 100;
}

export interface SaleWindowTerms {
  minFillPercent: number | null;
  saleEndsAt: Date | null;
  offeredPercentage: number;
  /** the event's start: a typed tournament's date (a calendar day is its UTC midnight), a linked event's date and time */
  eventStartsAt: Date | null;
  targetCents: Cents;
  /** what the stakes own a share of (fundedBuyInCents) and the markup: the price of the minimum */
  fundedBuyInCents: Cents;
  markupHundredths: number;
  now?: Date;
}

export interface SaleWindowViolation {
  field: "minFillPercent" | "saleEndsAt";
  message: string;
}

/**
 * The price of `percent`% of the winnings: fundedBuyIn x markup x percent / 100, exact in hundredths of a cent
 * (compared, never rounded): selling it needs soldCents x 10,000 >= this.
 */
const priceTimes10000 = (percent: number, fundedBuyInCents: Cents, markupHundredths: number) => percent * fundedBuyInCents * markupHundredths;

/** The window's rules, every violation, first one first: a deadline in the future and by the start, a minimum that fits. */
export function saleWindowViolations(t: SaleWindowTerms): SaleWindowViolation[] {
  const out: SaleWindowViolation[] = [];
  const now = t.now ?? new Date();
  if (t.saleEndsAt) {
    if (t.saleEndsAt.getTime() <= now.getTime()) out.push({ field: "saleEndsAt", message: SALE_WINDOW_MESSAGES.saleEndsPast });
    else if (t.eventStartsAt && t.saleEndsAt.getTime() > t.eventStartsAt.getTime()) {
      out.push({ field: "saleEndsAt", message: SALE_WINDOW_MESSAGES.saleEndsAfterStart });
    }
  }
  if (t.minFillPercent !== null) {
    if (t.minFillPercent > t.offeredPercentage) {
      out.push({ field: "minFillPercent", message: SALE_WINDOW_MESSAGES.minFillOverOffered(t.offeredPercentage) });
    } else if (t.targetCents * 10_000 < priceTimes10000(t.minFillPercent, t.fundedBuyInCents, t.markupHundredths)) {
      // a target below the minimum's price could never reach it: every such campaign would be cancelled
      out.push({ field: "minFillPercent", message: SALE_WINDOW_MESSAGES.minFillOverTarget });
    } else if (!t.saleEndsAt) out.push({ field: "minFillPercent", message: SALE_WINDOW_MESSAGES.minFillNeedsEnd });
  }
  return out;
}

export interface SaleFacts {
  /** what the stakes not refunded add up to (the campaign's currentAmount) */
  soldCents: Cents;
  fundedBuyInCents: Cents;
  markupHundredths: number;
  minFillPercent: number | null;
}

export interface SaleDecision {
  outcome: "cancel" | "proceed";
  /** the share of the winnings sold, as stakePercentage shows it (one decimal): "25.0" */
  soldPercent: string;
  /** what stays the player's own: 100% less what was sold, one decimal: "75.0" */
  keptPercent: string;
}

/** "25.0" -> 250 tenths; stakePercentage's own one-decimal form, read back without a float. */
const tenthsOf = (oneDecimal: string) => {
  const [whole, tenth = "0"] = oneDecimal.split(".");
  return Number(whole) * 10 + Number(tenth);
};
const oneDecimal = (tenths: number) => `${Math.floor(tenths / 10)}.${tenths % 10}`;

/**
 * The decision at the deadline. The share sold is soldCents / (fundedBuyIn x markup), compared with the minimum in
 * integers (exactly at the minimum proceeds); the shown figures are stakePercentage's, the one source of a share.
 * Worked case: 60% offered, 20% minimum, 15% sold -> cancel; 25% sold -> proceed, the player keeps 75%.
 */
export function decideSale(f: SaleFacts): SaleDecision {
  const soldPercent = stakePercentage(f.soldCents, f.fundedBuyInCents, 1, f.markupHundredths);
  const keptPercent = oneDecimal(Math.max(0, 1000 - tenthsOf(soldPercent)));
  const reached = f.minFillPercent === null || f.soldCents * 10_000 >= priceTimes10000(f.minFillPercent, f.fundedBuyInCents, f.markupHundredths);
  return { outcome: reached ? "proceed" : "cancel", soldPercent, keptPercent };
}

/** "25.0" -> "25", "12.5" -> "12.5": a share as a sentence says it. */
export function shortPercent(oneDecimalText: string): string {
  return oneDecimalText.endsWith(".0") ? oneDecimalText.slice(0, -2) : oneDecimalText;
}

/** "2h 10m", "3d 4h", "45s": the time left before the sale ends, for "Sale ends in ..." (0 or less: ""). */
export function timeLeftText(ms: number): string {
  if (ms <= 0) return "";
  const s = Math.ceil(ms / 1000);
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (d > 0) return h > 0 ? `${d}d ${h}h` : `${d}d`;
  if (h > 0) return m > 0 ? `${h}h ${m}m` : `${h}h`;
  if (m > 0) return `${m}m`;
  return `${s}s`;
}

/**
 * A sponsored event's start as an instant: its calendar date and wall-clock time read as UTC (the app keeps no zone;
 * decision 233), or null when they are not YYYY-MM-DD and HH:MM.
 */
export function eventStartInstant(date: string, time: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  return new Date(Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2])));
}
