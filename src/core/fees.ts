import { mulDivRoundHalfUp, type Cents } from "./money";

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
