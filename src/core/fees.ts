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
