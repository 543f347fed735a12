import type { Cents } from "@core/money";
import type { PayoutPlan } from "../schema/contracts";

export type PayoutShape = PayoutPlan["shape"];

/** The exponent a of each shape: the prize above the minimum cash for place i is proportional to i^-a. */
export const SHAPE_EXPONENTS: Readonly<Record<PayoutShape, number>> = { flat: 0.7, standard: 1.0, "top-heavy": 1.3 };
export const PAYOUT_SHAPE_LABELS: Readonly<Record<PayoutShape, string>> = { flat: "Flat", standard: "Standard", "top-heavy": "Top-heavy" };
export const DEFAULT_PAID_PERCENT = 15;
export const DEFAULT_MIN_CASH_MULTIPLE = 1.5;

const DOLLAR: Cents = 100;
const FIVE_DOLLARS: Cents = 500;
/** Above this, amounts move in $5 steps, as printed payout sheets do. */
const FIVE_DOLLAR_STEPS_ABOVE: Cents = 1000_00;

const unitOf = (cents: Cents): Cents => (cents > FIVE_DOLLAR_STEPS_ABOVE ? FIVE_DOLLARS : DOLLAR);
const roundToUnit = (cents: number): Cents => {
  const u = unitOf(cents);
  return Math.round(cents / u) * u;
};
function ceilToUnit(cents: number): Cents {
  const dollars = Math.ceil(cents / DOLLAR) * DOLLAR;
  return dollars > FIVE_DOLLAR_STEPS_ABOVE ? Math.ceil(cents / FIVE_DOLLARS) * FIVE_DOLLARS : dollars;
}

/** Places the share asks for: ceil(entries x paidPercent / 100), at least 1, at most one per entrant. */
export function placesForShare(entries: number, paidPercent: number = DEFAULT_PAID_PERCENT): number {
  if (entries <= 1) return 1;
  // the epsilon keeps 14.3% of 1,000 at 143 places: floating-point makes it 143.00000000000003
  return Math.min(entries, Math.max(1, Math.ceil((entries * paidPercent) / 100 - 1e-9)));
}

/**
 * The least a paid place gets: minCashMultiple x the buy-in, rounded up to the table's steps so every amount
 * stays round. A freeroll (buy-in 0) has no minimum cash; each place then gets at least $1, so none pays $0.
 */
export function minCashFor(buyInCents: Cents, minCashMultiple: number = DEFAULT_MIN_CASH_MULTIPLE): Cents {
  return buyInCents <= 0 ? DOLLAR : ceilToUnit(Math.round(buyInCents * minCashMultiple));
}

export interface PayoutRequest {
  poolCents: Cents;
  entries: number;
  buyInCents: Cents;
  paidPercent?: number;
  minCashMultiple?: number;
  shape?: PayoutShape;
  /** at most this many places whatever the share asks (Day 2 of a multi-flight event: its field); absent: no cap */
  maxPlaces?: number;
}

export interface GeneratedPayouts {
  /** 1st first; sums exactly to the pool; never increasing */
  amountsCents: Cents[];
  /** the floor every place is paid when the pool allows it (see minCashFor) */
  minCashCents: Cents;
  /** the places the share of entries asked for: more than amountsCents.length when the pool could not pay them */
  placesAsked: number;
}

/**
 * The min cash to tell a sponsor (POST /api/tools/payouts): in an event with a buy-in, the floor the multiple sets
 * (minCashFor); a freeroll has no multiple to apply, so its min cash is what its table actually pays last (the $1
 * floor is only a rounding guard). 0 for an empty table.
 */
export function reportedMinCashCents(buyInCents: Cents, table: Pick<GeneratedPayouts, "amountsCents" | "minCashCents">): Cents {
  if (buyInCents > 0) return table.minCashCents;
  return table.amountsCents.at(-1) ?? 0;
}

/**
 * A payout table fitted to the field (decision 160). Paid places: placesForShare. Place i gets the minimum cash plus a
 * share of what is left (pool - places x minimum cash) proportional to i^-a (SHAPE_EXPONENTS). Every place below
 * 1st is rounded to the nearest dollar ($5 above $1,000); 1st takes whatever remains, so the table sums exactly to
 * the pool.
 *
 * When the pool cannot pay every asked place the minimum cash (one entrant with no guarantee, a freeroll's small
 * guarantee), fewer places are paid: as many as the pool pays the minimum cash in full, at least 1. A single place
 * takes the whole pool, even below the minimum cash. Rounding never lets a lower place out-earn 1st: if it
 * would, the lowest places above the minimum give back a step at a time to 1st.
 */
export function generatePayouts(req: PayoutRequest): GeneratedPayouts {
  const pool = Math.max(0, req.poolCents);
  const minCash = minCashFor(req.buyInCents, req.minCashMultiple ?? DEFAULT_MIN_CASH_MULTIPLE);
  const placesAsked = placesForShare(req.entries, req.paidPercent ?? DEFAULT_PAID_PERCENT);
  const fitting = req.maxPlaces !== undefined && req.maxPlaces >= 1 ? Math.min(placesAsked, req.maxPlaces) : placesAsked;
  const places = pool >= fitting * minCash ? fitting : Math.max(1, Math.floor(pool / minCash));
  if (places === 1) return { amountsCents: [pool], minCashCents: minCash, placesAsked };

  const a = SHAPE_EXPONENTS[req.shape ?? "standard"];
  const weights = Array.from({ length: places }, (_, i) => (i + 1) ** -a);
  const total = weights.reduce((s, w) => s + w, 0);
  const spread = pool - places * minCash;
  const amounts = weights.map((w, i) => (i === 0 ? 0 : Math.max(minCash, roundToUnit(minCash + (spread * w) / total))));
  amounts[0] = pool - amounts.reduce((s, x) => s + x, 0);
  keepFirstOnTop(amounts, minCash);
  return { amountsCents: amounts, minCashCents: minCash, placesAsked };
}

/**
 * Rounding places 2.. to the nearest step can leave 1st below 2nd in a thin table. The lowest place still above
 * the minimum gives a step to 1st until 1st is on top: the places below it are at the minimum, so the order holds.
 */
function keepFirstOnTop(amounts: Cents[], minCash: Cents): void {
  let k = amounts.length - 1;
  while (amounts[0] < amounts[1] && k >= 1) {
    if (amounts[k] <= minCash) {
      k--;
      continue;
    }
    const next = Math.max(minCash, amounts[k] - unitOf(amounts[k]));
    amounts[0] += amounts[k] - next;
    amounts[k] = next;
  }
}
