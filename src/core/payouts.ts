import { formatMoney2, mulDivFloor, type Cents } from "./money";

/** One stake in a campaign being closed. */
export interface StakeForPayout {
  id: number;
  amountCents: Cents;
}

export interface PayoutPlan {
  /** playerPrizePool = totalWinnings x offered% / 100, down to the cent: what the investors may share at most */
  poolCents: Cents;
  /** one entry per stake, in the order given; 0 when the stake earned nothing */
  payouts: Array<{ id: number; payoutCents: Cents }>;
  totalCents: Cents;
}

/** The investors' share of the winnings: totalWinnings x offered% / 100, rounded down to the cent. */
export function prizePoolCents(totalWinningsCents: Cents, offeredPercentage: number): Cents {
  if (totalWinningsCents <= 0) return 0;
  return mulDivFloor(totalWinningsCents, offeredPercentage, 100);
}

/**
 * One stake's payout: totalWinnings x amount / (buyIn x markup), rounded down to the cent (DESIGN.md, Money).
 * Markup in hundredths; the default 100 (1.00) is totalWinnings x amount / buyIn.
 */
export function stakePayoutCents(totalWinningsCents: Cents, amountCents: Cents, buyInCents: Cents, markupHundredths = 100): Cents {
  if (totalWinningsCents <= 0 || amountCents <= 0 || buyInCents <= 0 || markupHundredths <= 0) return 0;
  return mulDivFloor(totalWinningsCents, amountCents * 100, buyInCents * markupHundredths);
}

/**
 * What each investor is owed when a campaign closes. A campaign never sells more than its offered share
 * (targetAmount <= buyIn x offered% x markup), so the floored payouts always fit in the pool; should stored data ever
 * break that rule, the payouts are scaled down pro rata (again rounding down) so the pool is never exceeded.
 */
export function planPayouts(input: {
  buyInCents: Cents;
  offeredPercentage: number;
  totalWinningsCents: Cents;
  stakes: readonly StakeForPayout[];
  /** hundredths, default 100 (1.00) */
  markupHundredths?: number;
}): PayoutPlan {
  const { buyInCents, offeredPercentage, totalWinningsCents, stakes, markupHundredths = 100 } = input;
  const poolCents = prizePoolCents(totalWinningsCents, offeredPercentage);
  let payouts = stakes.map((s) => ({ id: s.id, payoutCents: stakePayoutCents(totalWinningsCents, s.amountCents, buyInCents, markupHundredths) }));
  let totalCents = payouts.reduce((sum, p) => sum + p.payoutCents, 0);
  if (totalCents > poolCents) {
    const raw = totalCents;
    payouts = payouts.map((p) => ({ id: p.id, payoutCents: mulDivFloor(p.payoutCents, poolCents, raw) }));
    totalCents = payouts.reduce((sum, p) => sum + p.payoutCents, 0);
  }
  return { poolCents, payouts, totalCents };
}

/**
 * What a payout is the share of, as Pay Investors shows it beside the amount: "20% of $664.87" (the stake's stored
 * share, up to 4 decimals with trailing zeros dropped, of the result the campaign was closed with).
 */
export function payoutBasisText(sharePercent: string, totalWinnings: string): string {
  const share = sharePercent.includes(".") ? sharePercent.replace(/0+$/, "").replace(/\.$/, "") : sharePercent;
  return `${share}% of ${formatMoney2(totalWinnings)}`;
}
