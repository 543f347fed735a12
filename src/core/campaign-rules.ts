import { fundedBuyInCents, fundedEntriesText } from "./bullets";
import { formatMarkup, MARKUP_MAX_HUNDREDTHS, MARKUP_MESSAGE, MARKUP_MIN_HUNDREDTHS, NO_MARKUP } from "./markup";
import { formatMoney, mulDivFloor, type Cents } from "./money";
import { capCents } from "./stake";

/** The share of winnings a campaign offers when the player does not choose (the Create Campaign page has no field). */
export const DEFAULT_OFFERED_PERCENTAGE = 50;

/** Largest buy-in a campaign may carry; keeps every amount well inside numeric(12,2). */
export const MAX_BUY_IN_CENTS: Cents = 1_000_000_000; // $10,000,000

/** The most bullets (entries) a linked campaign in a rebuy event may fund (decision 160); every other campaign funds 1. */
export const MAX_BULLETS = 3;
export const BULLETS_MESSAGE = `Bullets must be a whole number from 1 to ${MAX_BULLETS}`;
export const BULLETS_NEED_REBUYS = "Only a campaign for a sponsored tournament with rebuys or re-entries can fund more than 1 bullet";
/** A multi-flight event whose rebuys cost other than its buy-in: a bullet could be either price, so it funds 1. */
export const FLIGHT_BULLETS_PRICE =
  "A multi-flight event's bullets are its flight entries at the buy-in: it can fund more than 1 only when its rebuys or re-entries cost the buy-in too";

/**
 * What a bullet is on an event a linked campaign stakes (decisions 160 and 242), or null when the campaign funds only
 * 1: "entries" on a single event with rebuys or re-entries the clock records (the first entry and each rebuy);
 * "flights" on a multi-flight event, rebuys or not (its flights are its re-entries, each at the buy-in the flights
 * copy), but if its flights take rebuys too they must cost the buy-in, so every bullet has one price whether the
 * player fires it in a new flight or on a flight's clock (else FLIGHT_BULLETS_PRICE; a single event without rebuys:
 * BULLETS_NEED_REBUYS). `rebuyPriceCents`: null when the event has no rebuys.
 */
export function bulletKind(event: { buyInCents: Cents; rebuyPriceCents: Cents | null; multiFlight: boolean }): "entries" | "flights" | null {
  if (event.multiFlight) return event.rebuyPriceCents === null || event.rebuyPriceCents === event.buyInCents ? "flights" : null;
  return event.rebuyPriceCents === null ? null : "entries";
}

export function isBulletsValid(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_BULLETS;
}

/**
 * The most a campaign may raise: the offered share of the entries it funds at the markup, fundedBuyInCents (the
 * buy-in, plus the rebuy price for each further bullet) x offered% x markup, rounded down to the cent (DESIGN.md
 * money rules). Markup in hundredths, default 100 (1.00); bullets default 1; rebuy price null: the buy-in.
 */
export function maxTargetCents(
  buyInCents: Cents,
  offeredPercentage: number,
  markupHundredths = NO_MARKUP,
  bullets = 1,
  rebuyPriceCents: Cents | null = null,
): Cents {
  return mulDivFloor(fundedBuyInCents(buyInCents, bullets, rebuyPriceCents), offeredPercentage * markupHundredths, 10_000);
}

export interface CampaignMoney {
  buyInCents: Cents;
  minStakeCents: Cents;
  targetCents: Cents;
  offeredPercentage: number;
  /** hundredths, 100..150; default 100 (1.00) */
  markupHundredths?: number;
  /** the per-backer cap, a whole percentage of the winnings 1..100; null/undefined = no cap */
  maxPerInvestor?: number | null;
  /** the entries the backers fund, 1..MAX_BULLETS; default 1 (whether more than 1 is allowed is the event's to say) */
  bullets?: number;
  /** what each bullet after the first costs: the event's rebuy or re-entry price; null/undefined: the buy-in */
  rebuyPriceCents?: Cents | null;
}

export interface MoneyRuleViolation {
  field: "buyIn" | "minStake" | "targetAmount" | "markup" | "maxPerInvestor" | "bullets";
  message: string;
}

export const MAX_PER_INVESTOR_MESSAGE = "Per-backer cap must be a whole percentage from 1 to 100";

/** True for a usable per-backer cap (null/undefined, no cap, is valid too: see campaignMoneyViolations). */
export function isMaxPerInvestorValid(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= 100;
}

/**
 * The money rules of a campaign: every amount above zero, the target no more than the offered share of the
 * buy-in, the minimum stake no more than the target. Returns every violation, first one first.
 */
export function campaignMoneyViolations(m: CampaignMoney): MoneyRuleViolation[] {
  const out: MoneyRuleViolation[] = [];
  const markup = m.markupHundredths ?? NO_MARKUP;
  const cap = m.maxPerInvestor ?? null;
  const markupOk = Number.isInteger(markup) && markup >= MARKUP_MIN_HUNDREDTHS && markup <= MARKUP_MAX_HUNDREDTHS;
  const capOk = cap === null || isMaxPerInvestorValid(cap);
  const bullets = m.bullets ?? 1;
  if (m.buyInCents <= 0) out.push({ field: "buyIn", message: "Buy-in must be greater than $0" });
  else if (m.buyInCents > MAX_BUY_IN_CENTS) out.push({ field: "buyIn", message: `Buy-in cannot exceed ${formatMoney(MAX_BUY_IN_CENTS / 100)}` });
  if (m.minStakeCents <= 0) out.push({ field: "minStake", message: "Minimum stake must be greater than $0" });
  if (m.targetCents <= 0) out.push({ field: "targetAmount", message: "Target amount must be greater than $0" });
  if (!markupOk) out.push({ field: "markup", message: MARKUP_MESSAGE });
  if (!capOk) out.push({ field: "maxPerInvestor", message: MAX_PER_INVESTOR_MESSAGE });
  if (!isBulletsValid(bullets)) out.push({ field: "bullets", message: BULLETS_MESSAGE });
  if (out.length > 0) return out;
  const rebuyPriceCents = m.rebuyPriceCents ?? null;
  const fundedCents = fundedBuyInCents(m.buyInCents, bullets, rebuyPriceCents);
  const maxTarget = maxTargetCents(m.buyInCents, m.offeredPercentage, markup, bullets, rebuyPriceCents);
  if (m.targetCents > maxTarget) {
    const atMarkup = markup === NO_MARKUP ? "" : ` at ${formatMarkup(markup)} markup`;
    // one bullet keeps the established wording; more name the entries they fund and, priced apart, their prices
    const of = fundedEntriesText({ buyInCents: m.buyInCents, bullets, rebuyPriceCents });
    out.push({
      field: "targetAmount",
      message: `Target amount cannot exceed ${formatMoney(maxTarget / 100)} (${m.offeredPercentage}% of ${of}${atMarkup})`,
    });
  }
  if (m.minStakeCents > m.targetCents) out.push({ field: "minStake", message: "Minimum stake cannot exceed the target amount" });
  else if (cap !== null && m.minStakeCents > capCents(fundedCents, markup, cap)) {
    // a cap below the minimum stake would leave no amount anyone could buy (the cap is a share of every bullet)
    const most = capCents(fundedCents, markup, cap);
    out.push({ field: "maxPerInvestor", message: `A ${cap}% cap lets a backer buy at most ${formatMoney(most / 100)}, less than the minimum stake` });
  }
  return out;
}

const DAY_MS = 86_400_000;

/**
 * A tournament date may not be in the past. Dates are calendar days (shown in UTC); the day before today's UTC
 * date is still accepted because it is still "today" for players west of Greenwich.
 */
export function isTournamentDateAllowed(date: Date, now: Date = new Date()): boolean {
  const day = Math.floor(date.getTime() / DAY_MS);
  const today = Math.floor(now.getTime() / DAY_MS);
  return day >= today - 1;
}

export const TOURNAMENT_DATE_PAST_MESSAGE = "Tournament date cannot be in the past";
