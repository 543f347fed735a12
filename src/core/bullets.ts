import type { LiveStoredState } from "./live/contracts";
import { mulDivFloor, type Cents } from "./money";

/**
 * Bullets (issue 27 item 3): a linked campaign in a rebuy event may fund up to 3 entries of its player. The player's
 * first entry is one bullet; each rebuy or re-entry the clock recorded for them is another (an add-on is not).
 */
export function bulletsUsed(state: Pick<LiveStoredState, "entries">, playerId: string): number {
  return 1 + (state.entries ?? []).filter((e) => e.playerId === playerId && e.kind === "rebuy").length;
}

/** The bullets a campaign funded that its player never fired (0 when they used them all, or more). */
export function unusedBullets(funded: number, used: number): number {
  return Math.max(0, funded - Math.max(1, used));
}

/**
 * What one backer gets back for the bullets their player did not use: their stake x unused / funded, rounded down
 * to the cent. Each stake is refunded on its own, so backers are treated alike whatever their order, and the
 * refunds together never exceed the unused bullets' money: at most a cent per backer (the rounding) stays with
 * the stakes' remainder, which bought the bullets the player did fire. The platform fee is not refunded: it was
 * charged on a stake the backer kept (their share of the winnings does not change).
 */
export function unusedBulletRefundCents(stakeCents: Cents, funded: number, used: number): Cents {
  const unused = unusedBullets(funded, used);
  if (unused === 0 || funded <= 0 || stakeCents <= 0) return 0;
  return mulDivFloor(stakeCents, unused, funded);
}

/**
 * The buy-ins a campaign's stakes own a share of: bullets x buy-in. A campaign funding several bullets sells its share
 * of all of them, so a stake owns amount / (bullets x buyIn x markup) of the winnings (stakePercentage over this
 * figure), and the per-backer cap is that share of every bullet (capCents over it, as per_backer_cap in SQL).
 */
export function fundedBuyInCents(buyInCents: Cents, bullets: number | null | undefined): Cents {
  return buyInCents * Math.max(1, bullets ?? 1);
}
