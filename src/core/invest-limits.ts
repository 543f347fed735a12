import { formatMoney, type Cents } from "./money";
import { capMessage, FULLY_FUNDED_MESSAGE, stakePercentage } from "./stake";

/*
 * What one investor can buy now, said the way the invest rule (checkInvestmentAmount in stake.ts) decides it
 * (decision 220): the dialog's Min and Max and the campaign page's Your Share come from here, so neither shows a
 * minimum above the maximum nor a share the per-backer cap or what remains would refuse.
 */

export interface BuyableInput {
  minStakeCents: Cents;
  /** one stake is at most the buy-in; leave it out for what the investor can own in all (several stakes) */
  buyInCents?: Cents;
  /** what is still for sale: target - raised - others' open holds (remainingCents) */
  remainingCents: Cents;
  /** what this investor may still buy under the per-backer cap (investorRoomCents); undefined: no cap */
  investorRoomCents?: Cents;
}

export type Buyable =
  /** any amount from min to max */
  | { kind: "range"; minCents: Cents; maxCents: Cents }
  /** less than the minimum remains: the last piece, bought whole */
  | { kind: "lastPiece"; amountCents: Cents }
  /** nothing: the campaign is full, or the investor's cap leaves less than they may buy */
  | { kind: "none"; reason: "full" | "cap" };

/** The amounts the invest rule accepts from this investor now. */
export function buyable({ minStakeCents, buyInCents, remainingCents: remaining, investorRoomCents: room }: BuyableInput): Buyable {
  if (remaining <= 0) return { kind: "none", reason: "full" };
  if (remaining < minStakeCents)
    return room !== undefined && room < remaining ? { kind: "none", reason: "cap" } : { kind: "lastPiece", amountCents: remaining };
  const maxCents = Math.min(remaining, buyInCents ?? remaining, room ?? remaining);
  // under the cap, less than the minimum left to this investor: no amount passes both rules
  if (maxCents < minStakeCents) return { kind: "none", reason: "cap" };
  return { kind: "range", minCents: minStakeCents, maxCents };
}

/** The most the investor can pay now (0 when nothing). */
export function buyableMaxCents(b: Buyable): Cents {
  return b.kind === "range" ? b.maxCents : b.kind === "lastPiece" ? b.amountCents : 0;
}

/**
 * The line under the amount: "Min $10 · Max $500", or the last piece ("The last $6.50 is sold whole: less than the
 * $10 minimum remains"), or why nothing can be bought.
 */
export function buyableText(b: Buyable, opts: { minStakeCents: Cents; investorRoomCents?: Cents; maxPerInvestor?: number | null }): string {
  if (b.kind === "range") return `Min ${formatMoney(b.minCents / 100)} · Max ${formatMoney(b.maxCents / 100)}`;
  if (b.kind === "lastPiece") {
    const left = formatMoney(b.amountCents / 100);
    return `The last ${left} is sold whole: less than the ${formatMoney(opts.minStakeCents / 100)} minimum remains, so invest exactly ${left}`;
  }
  if (b.reason === "full") return FULLY_FUNDED_MESSAGE;
  const room = opts.investorRoomCents ?? 0;
  if (room > 0)
    return `${capMessage(room, opts.maxPerInvestor)} That is below the ${formatMoney(opts.minStakeCents / 100)} minimum stake, so no more can be bought.`;
  return capMessage(0, opts.maxPerInvestor);
}

/**
 * "Your Share": the share of the winnings this investor can still buy, in all (every stake they may add up to), as a
 * percent to one decimal: what remains, within their per-backer cap.
 */
export function buyableSharePercent(input: Omit<BuyableInput, "buyInCents">, shareBasisCents: Cents, markupHundredths: number): string {
  // "10.0" reads "10", as the offered percentage does
  return stakePercentage(buyableMaxCents(buyable(input)), shareBasisCents, 1, markupHundredths).replace(/\.0$/, "");
}

/**
 * What a linked event's bounty means to a backer (src/core/live/winnings.ts: a campaign settles on the prize plus the
 * bounty cash the player won).
 */
export function bountyDisclosure(bounty: string | null): string {
  if (bounty === null) return "No bounties in this event: the winnings are the prize for the player's finish.";
  return `Progressive knockout: ${formatMoney(bounty)} of each buy-in is a bounty on the player's head. The bounty cash the player wins counts in their winnings, so your share includes it.`;
}

/**
 * What the player's swaps in the event mean to a backer (src/server/swaps: settled between the players, apart from
 * the campaign's payouts, which are a share of the player's own winnings).
 */
export function swapsDisclosure(swappedPercent: string): string {
  const pct = Number(swappedPercent);
  if (!(pct > 0)) return "The player has no swaps in this event.";
  const shown = Number.isInteger(pct) ? String(pct) : String(Number(pct.toFixed(2)));
  return `The player has swapped ${shown}% of their winnings in this event with other players. Your share is of the player's own winnings: the swaps are settled between the players and do not change your payout.`;
}

/**
 * A campaign linked to an event where its player is an alternate (decision 236): sold only with this notice, on the
 * campaign page and in the invest dialog. If late registration closes before a seat comes free, the campaign is
 * cancelled and every stake refunded through the refunds owed (src/server/registrations/alternates-worker.ts).
 */
export function alternateDisclosure(alternate: number): string {
  return `Alternate #${alternate}: the player has no seat yet; if they are never seated this campaign is cancelled and every stake refunded.`;
}

/** Said before the sale of a campaign on a multi-flight event (decision 242): what the backers' share follows. */
export const MULTI_FLIGHT_DISCLOSURE = "A multi-flight event: your share follows the player's advancing stack to the end.";

/**
 * Said with MULTI_FLIGHT_DISCLOSURE when the campaign funds several bullets (decision 242, addendum "bullets per flight
 * entry"): each flight the player plays, and each re-entry on a flight, is one; those not used are refunded at settlement.
 */
export function flightBulletsDisclosure(bullets: number): string {
  return `Up to ${bullets} flight entries: the money for the ones the player does not use is refunded to the backers pro rata at settlement.`;
}
