import type { Cents } from "./money";

/**
 * Whether a finish cashed: it won a prize (winnings above $0). The place alone does not say so: 2nd of 3 with one
 * place paid is a finish without a prize. The one rule behind the rating, the Performance Overview's Cashed count and
 * the SQL that aggregates ratings (src/server/campaigns/service.ts, `total_winnings > 0`).
 */
export function isCashedFinish(totalWinningsCents: Cents | null | undefined): boolean {
  return (totalWinningsCents ?? 0) > 0;
}

/** A player's closed-campaign history summed up (what the server aggregates in SQL). */
export interface PlayerHistory {
  closedCount: number;
  cashedCount: number;
  winningsCents: Cents;
  buyInsCents: Cents;
}

/**
 * The player rating, 0-100 (docs/decisions/010-campaigns-rating.md):
 * half from the cash rate (share of closed campaigns that won a prize, isCashedFinish),
 * half from the return multiple (total winnings / total buy-ins), full marks at 2x or better.
 * rating = round(50 x cashed / closed + min(50, 25 x winnings / buy-ins)); null with no closed campaign.
 */
export function playerRating(h: PlayerHistory): number | null {
  if (h.closedCount <= 0 || h.buyInsCents <= 0) return null;
  const cashScore = (50 * h.cashedCount) / h.closedCount;
  const returnScore = Math.min(50, (25 * h.winningsCents) / h.buyInsCents);
  return Math.max(0, Math.min(100, Math.round(cashScore + returnScore)));
}

/** Stars out of 5 for a rating out of 100 (five stars per 20 points), to one decimal. */
export function ratingStars(rating: number): number {
  return Math.round(rating / 2) / 10;
}

/** What a player with no closed campaign shows instead of a rating. */
export const NO_RATING_LABEL = "New player";
