import { formatMoney, mulDivFloor, type Cents } from "./money";

/** Largest buy-in a campaign may carry; keeps every amount well inside numeric(12,2). */
export const MAX_BUY_IN_CENTS: Cents = 1_000_000_000; // $10,000,000

/** The most a campaign may raise: the offered share of the buy-in, rounded down to the cent (DESIGN.md money rules). */
export function maxTargetCents(buyInCents: Cents, offeredPercentage: number): Cents {
  return mulDivFloor(buyInCents, offeredPercentage, 100);
}

export interface CampaignMoney {
  buyInCents: Cents;
  minStakeCents: Cents;
  targetCents: Cents;
  offeredPercentage: number;
}

export interface MoneyRuleViolation {
  field: "buyIn" | "minStake" | "targetAmount";
  message: string;
}

/**
 * The money rules of a campaign: every amount above zero, the target no more than the offered share of the
 * buy-in, the minimum stake no more than the target. Returns every violation, first one first.
 */
export function campaignMoneyViolations(m: CampaignMoney): MoneyRuleViolation[] {
  const out: MoneyRuleViolation[] = [];
  if (m.buyInCents <= 0) out.push({ field: "buyIn", message: "Buy-in must be greater than $0" });
  else if (m.buyInCents > MAX_BUY_IN_CENTS) out.push({ field: "buyIn", message: `Buy-in cannot exceed ${formatMoney(MAX_BUY_IN_CENTS / 100)}` });
  if (m.minStakeCents <= 0) out.push({ field: "minStake", message: "Minimum stake must be greater than $0" });
  if (m.targetCents <= 0) out.push({ field: "targetAmount", message: "Target amount must be greater than $0" });
  if (out.length > 0) return out;
  const maxTarget = maxTargetCents(m.buyInCents, m.offeredPercentage);
  if (m.targetCents > maxTarget) {
    out.push({
      field: "targetAmount",
      message: `Target amount cannot exceed ${formatMoney(maxTarget / 100)} (${m.offeredPercentage}% of the buy-in)`,
    });
  }
  if (m.minStakeCents > m.targetCents) out.push({ field: "minStake", message: "Minimum stake cannot exceed the target amount" });
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
