import { MAX_BUY_IN_CENTS } from "./campaign-rules";
import { mulDivFloor, type Cents } from "./money";
import { stakePayoutCents } from "./payouts";

/**
 * Packages (decision 232): one campaign sold over several events. The package's buy-in is the sum of the
 * events' buy-ins, and every rule of a campaign applies to that whole: markup, cap, price and payout.
 */
export const MIN_PACKAGE_EVENTS = 2;
export const MAX_PACKAGE_EVENTS = 30;
/** The package's buy-in is a campaign's buy-in: at most MAX_BUY_IN_CENTS. */
export const MAX_PACKAGE_BUY_IN_CENTS = MAX_BUY_IN_CENTS;

export interface PackageEvent {
  buyInCents: Cents;
  /** what the player won in it (0 when they did not cash) */
  cashCents: Cents;
  /** false: the player skipped it, and its part of every stake is refunded */
  played: boolean;
}

export interface PackageShare {
  /** the share bought, in hundredths of a percent (10% = 1000) */
  percentHundredths: number;
  /** hundredths, 100..150 (markup.ts) */
  markupHundredths: number;
  events: readonly PackageEvent[];
}

export interface PackageFigures {
  /** the package's buy-in, the sum of its events' */
  buyInCents: Cents;
  /** what the share costs */
  priceCents: Cents;
  /** the share's part of the package's total winnings */
  payoutCents: Cents;
  /** what comes back for the events not played */
  refundCents: Cents;
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * What `percent` of a buy-in costs at a markup: buy-in x percent x markup, rounded down to the cent, as a campaign's
 * target and per-backer cap are (maxTargetCents, capCents). Percent in hundredths of a percent.
 */
export function sharePriceCents(buyInCents: Cents, percentHundredths: number, markupHundredths: number): Cents {
  return mulDivFloor(buyInCents, percentHundredths * markupHundredths, 1_000_000);
}

/**
 * What a stake bought for `stakeCents` gets back for the events its player skipped: stake x their buy-ins / the
 * package's buy-in, down to the cent, as an unused bullet's refund is. 10% of 5 x $1,000 at 1.2 ($600) with one
 * $1,000 event skipped: $120 (10% x $1,000 x 1.2). The payout on the total winnings does not change.
 */
export function skippedEventsRefundCents(stakeCents: Cents, skippedBuyInCents: Cents, packageBuyInCents: Cents): Cents {
  return packageBuyInCents > 0 && stakeCents > 0 ? mulDivFloor(stakeCents, skippedBuyInCents, packageBuyInCents) : 0;
}

/**
 * A package share's figures (5 events of $1,000, 10% at 1.2: price $600; cashes totalling $5,000 pay $500; event
 * 4 skipped refunds $120):
 * - price: the share of the package's buy-in at the markup (sharePriceCents);
 * - payout: the stake's share of the package's total winnings by a campaign's own rule, total x price / (buy-in x
 *   markup), down to the cent (stakePayoutCents): exactly percent% of the total whenever the price is a whole number
 *   of cents, otherwise the share the price really bought, a hair under. Skipping an event does not change it;
 * - refund: the stake's part for the events not played, price x their buy-ins / the package's buy-in, down to the
 *   cent, as an unused bullet's refund is (unusedBulletRefundCents).
 */
export function packageFigures(share: PackageShare): PackageFigures {
  const buyInCents = sum(share.events.map((e) => e.buyInCents));
  const skippedCents = sum(share.events.filter((e) => !e.played).map((e) => e.buyInCents));
  const totalCashCents = sum(share.events.map((e) => e.cashCents));
  const priceCents = sharePriceCents(buyInCents, share.percentHundredths, share.markupHundredths);
  const payoutCents = stakePayoutCents(totalCashCents, priceCents, buyInCents, share.markupHundredths);
  const refundCents = skippedEventsRefundCents(priceCents, skippedCents, buyInCents);
  return { buyInCents, priceCents, payoutCents, refundCents };
}
