import { formatMoney, formatMoney2, mulDivRoundHalfUp, type Cents } from "./money";

/** Platform fee: 5% of the investment amount, at least $5.00 (marketplace §9). */
export const PLATFORM_FEE_PERCENT = 5;
export const MIN_PLATFORM_FEE_CENTS: Cents = 500;

/** The platform fee in cents: max(5% of amount, $5.00), the 5% rounded half-up to the cent. */
export function platformFeeCents(amountCents: Cents): Cents {
  return Math.max(mulDivRoundHalfUp(amountCents, PLATFORM_FEE_PERCENT, 100), MIN_PLATFORM_FEE_CENTS);
}

/** What the card is charged: the amount plus the platform fee. */
export function totalChargeCents(amountCents: Cents): Cents {
  return amountCents + platformFeeCents(amountCents);
}

/**
 * The fee rule in words, for a rule of `percent` with a minimum of `minCents`: the invest dialog's label
 * ("Platform fee (5%, min $5)") and the investment terms' sentence on the campaign page. Callers take
 * PLATFORM_FEE_TEXT, built from the constants above, so the words follow the rule.
 */
export function platformFeeText(percent: number, minCents: Cents): { label: string; terms: string } {
  return {
    label: `Platform fee (${percent}%, min ${formatMoney(minCents / 100)})`,
    terms: `A platform fee of ${percent}% of the stake (at least ${formatMoney2(minCents / 100)}) is charged on top of the amount.`,
  };
}

export const PLATFORM_FEE_TEXT = platformFeeText(PLATFORM_FEE_PERCENT, MIN_PLATFORM_FEE_CENTS);

/** The invest dialog warns when the minimum fee is at least this share of the stake: stakes of $50 or less. */
export const MIN_FEE_WARNING_PERCENT = 10;

/**
 * "The $5.00 minimum fee is 50% of a $10.00 stake.": said beside a small stake whose fee is the minimum, not 5%,
 * and is at least MIN_FEE_WARNING_PERCENT of it; null otherwise. The share is rounded to a whole percent.
 */
export function minimumFeeWarning(amountCents: Cents): string | null {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return null;
  const fee = platformFeeCents(amountCents);
  if (mulDivRoundHalfUp(amountCents, PLATFORM_FEE_PERCENT, 100) >= fee) return null;
  if (fee * 100 < amountCents * MIN_FEE_WARNING_PERCENT) return null;
  const share = mulDivRoundHalfUp(fee, 100, amountCents);
  return `The ${formatMoney2(fee / 100)} minimum fee is ${share}% of a ${formatMoney2(amountCents / 100)} stake.`;
}
