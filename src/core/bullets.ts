import type { LiveStoredState } from "./live/schema/contracts";
import { formatMoney, mulDivFloor, toCents, type Cents } from "./money";

/** The rebuys and re-entries a clock recorded for one of its players (an add-on is not an entry). */
const rebuysOf = (state: Pick<LiveStoredState, "entries">, playerId: string) =>
  (state.entries ?? []).filter((e) => e.playerId === playerId && e.kind === "rebuy").length;

/**
 * Bullets (decision 160): a linked campaign in a rebuy event may fund up to 3 entries of its player. The player's
 * first entry is one bullet; each rebuy or re-entry the clock recorded for them is another (an add-on is not).
 */
export function bulletsUsed(state: Pick<LiveStoredState, "entries">, playerId: string): number {
  return 1 + rebuysOf(state, playerId);
}

/**
 * Bullets on a multi-flight event (decision 242, addendum "bullets per flight entry"): the flights are the event's
 * re-entries, so each flight the player played is one bullet and each rebuy or re-entry on a flight's clock another;
 * Day 2 seats bags, not entries, so only a rebuy on its clock adds one. The player is matched by account on every
 * clock (a walk-in typed by name is nobody's account). A flight where they never sat down is not counted: a released
 * seat leaves the clock's field. Under either re-entry rule the count is the same: first-stack only stops the entries
 * once the player bagged (the server refuses a later flight), best-stack lets them go on. 0: they played no flight.
 */
export function bulletsUsedAcrossFlights(
  flights: readonly Pick<LiveStoredState, "players" | "entries">[],
  day2: Pick<LiveStoredState, "players" | "entries"> | null,
  userId: number,
): number {
  let used = 0;
  for (const flight of flights) for (const p of flight.players) if (p.userId === userId) used += 1 + rebuysOf(flight, p.id);
  if (day2) for (const p of day2.players) if (p.userId === userId) used += rebuysOf(day2, p.id);
  return used;
}

/** The bullets a campaign funded that its player never fired (0 when they used them all, or more). */
export function unusedBullets(funded: number, used: number): number {
  return Math.max(0, funded - Math.max(1, used));
}

/**
 * What a campaign's bullets are priced at (decision 198): the first is the event's buy-in, each after it the
 * event's rebuy or re-entry price as it stood when the campaign was linked (the event's rebuy terms are fixed from
 * then on). `rebuyPriceCents` null: every bullet at the buy-in (a campaign with one bullet, or one sold before
 * bullets were priced by entry, whose stakes were sold on bullets x buy-in).
 */
export interface BulletTerms {
  buyInCents: Cents;
  bullets: number;
  rebuyPriceCents: Cents | null;
}

/** What the campaign's bullet number `n` (1 = the first entry) pays for: the buy-in, then the rebuy price. */
export function bulletPriceCents(terms: Pick<BulletTerms, "buyInCents" | "rebuyPriceCents">, n: number): Cents {
  return n <= 1 ? terms.buyInCents : (terms.rebuyPriceCents ?? terms.buyInCents);
}

/**
 * The price of the entries a campaign funds, the figure its stakes own a share of: the buy-in, plus the rebuy (or
 * re-entry) price for each bullet after the first. A campaign funding several bullets sells its share of all of
 * them, so a stake owns amount / (this x markup) of the winnings (stakePercentage over this figure), its target is
 * at most offered% of it at the markup, and the per-backer cap is that share of it (capCents over it, as the SQL
 * function funded_buy_in feeds per_backer_cap). One bullet: the buy-in.
 */
export function fundedBuyInCents(buyInCents: Cents, bullets: number | null | undefined, rebuyPriceCents: Cents | null = null): Cents {
  const n = Math.max(1, bullets ?? 1);
  return buyInCents + (n - 1) * bulletPriceCents({ buyInCents, rebuyPriceCents }, 2);
}

/** A campaign's bullet terms as stored and sent (decimal strings): the campaign row, or the API's campaign. */
export function bulletTermsOf(c: { buyIn: string; bullets: number; rebuyPrice: string | null }): BulletTerms {
  return { buyInCents: toCents(c.buyIn) ?? 0, bullets: Math.max(1, c.bullets), rebuyPriceCents: toCents(c.rebuyPrice) };
}

/** What a campaign's stakes own a share of (fundedBuyInCents), from the campaign as stored or sent. */
export function campaignFundedBuyInCents(c: { buyIn: string; bullets: number; rebuyPrice: string | null }): Cents {
  const t = bulletTermsOf(c);
  return fundedBuyInCents(t.buyInCents, t.bullets, t.rebuyPriceCents);
}

/**
 * What one backer gets back for the bullets their player did not use: their stake x (the price of the unused
 * bullets) / (the price of every bullet funded), rounded down to the cent. The unused bullets are always the last
 * ones, so each is priced at the rebuy price: with a $0 rebuy nothing comes back, the whole stake bought the first
 * entry. Each stake is refunded on its own, so backers are treated alike whatever their order, and the refunds
 * together never exceed the unused bullets' money: at most a cent per backer (the rounding) stays with the stakes'
 * remainder, which bought the bullets the player did fire. The platform fee is not refunded: it was charged on a
 * stake the backer kept (their share of the winnings does not change).
 */
export function unusedBulletRefundCents(stakeCents: Cents, terms: BulletTerms, used: number): Cents {
  const unused = unusedBullets(terms.bullets, used);
  const fundedCents = fundedBuyInCents(terms.buyInCents, terms.bullets, terms.rebuyPriceCents);
  if (unused === 0 || fundedCents <= 0 || stakeCents <= 0) return 0;
  return mulDivFloor(stakeCents, unused * bulletPriceCents(terms, 2), fundedCents);
}

/**
 * What a campaign's stakes are a share of, in words, after "50% of": "the buy-in", "2 buy-ins" (every bullet at the
 * buy-in), or the entries with their prices, "2 bullets: $1,000 + $500" ("3 bullets: $1,000 + 2 x $500").
 */
export function fundedEntriesText(terms: BulletTerms): string {
  if (terms.bullets <= 1) return "the buy-in";
  const later = bulletPriceCents(terms, 2);
  if (later === terms.buyInCents) return `${terms.bullets} buy-ins`;
  const more = terms.bullets - 1;
  return `${terms.bullets} bullets: ${formatMoney(terms.buyInCents / 100)} + ${more === 1 ? "" : `${more} x `}${formatMoney(later / 100)}`;
}
