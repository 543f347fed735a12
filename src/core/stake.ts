import { formatMoney, mulDivFloor, mulDivRoundHalfUp, type Cents } from "./money";

/**
 * The share of the player's winnings a stake owns, amount / (buyIn x markup) x 100, rounded half-up to
 * `decimals` places and returned as a decimal string ("2.5" for one decimal, "2.5000" for four).
 * Markup in hundredths (100 = 1.00, the default: amount / buyIn x 100).
 */
export function stakePercentage(amountCents: Cents, buyInCents: Cents, decimals = 1, markupHundredths = 100): string {
  if (buyInCents <= 0 || amountCents < 0 || markupHundredths <= 0) return (0).toFixed(decimals);
  const scale = 10 ** decimals;
  const scaled = mulDivRoundHalfUp(amountCents, 100 * scale * 100, buyInCents * markupHundredths);
  const whole = Math.floor(scaled / scale);
  if (decimals === 0) return String(whole);
  return `${whole}.${String(scaled % scale).padStart(decimals, "0")}`;
}

/** Room left for new investments: target - raised - amounts held by unexpired payment intents, never below 0. */
export function remainingCents(targetCents: Cents, currentCents: Cents, heldCents: Cents = 0): Cents {
  return Math.max(0, targetCents - currentCents - heldCents);
}

/**
 * The per-backer cap in stake price: the most one investor may pay for stakes in the campaign,
 * buyIn x markup x cap% rounded down to the cent (that price owns exactly cap% of the winnings, or just under).
 */
export function capCents(buyInCents: Cents, markupHundredths: number, maxPerInvestorPercent: number): Cents {
  return mulDivFloor(buyInCents, markupHundredths * maxPerInvestorPercent, 10_000);
}

/**
 * What one investor may still buy under the cap: capCents - their earlier stakes - their own open holds,
 * never below 0; undefined when the campaign has no cap.
 */
export function investorRoomCents(
  cap: { buyInCents: Cents; markupHundredths: number; maxPerInvestor: number | null | undefined },
  ownedCents: Cents,
  ownHeldCents: Cents = 0,
): Cents | undefined {
  if (cap.maxPerInvestor === null || cap.maxPerInvestor === undefined) return undefined;
  return Math.max(0, capCents(cap.buyInCents, cap.markupHundredths, cap.maxPerInvestor) - ownedCents - ownHeldCents);
}

export interface StakeLimits {
  minStakeCents: Cents;
  buyInCents: Cents;
  /** what is still available, see remainingCents */
  remainingCents: Cents;
  /** what this investor may still buy under the per-backer cap (see investorRoomCents); undefined = no cap */
  investorRoomCents?: Cents;
  /** the cap as a percentage of the winnings, for the message; give it with investorRoomCents */
  maxPerInvestor?: number | null;
}

export type AmountCheck =
  | { ok: true }
  /**
   * "range": outside minStake..buyIn (400); "remaining": more than is left, or not the exact remainder (409/400);
   * "full": nothing left (409); "cap": past the investor's per-backer cap (409)
   */
  | { ok: false; reason: "range" | "remaining" | "full" | "cap"; message: string };

/** The spec's wording for an amount outside minStake..buyIn. */
export function rangeMessage(minStakeCents: Cents, buyInCents: Cents): string {
  return `Investment must be between ${formatMoney(minStakeCents / 100)} and ${formatMoney(buyInCents / 100)}.`;
}

/** The wording when less is left than was asked for. */
export function remainingMessage(remaining: Cents, minStakeCents: Cents): string {
  const left = formatMoney(remaining / 100);
  if (remaining < minStakeCents) return `Only ${left} remains in this campaign. Invest exactly ${left} to complete it.`;
  return `Only ${left} remains in this campaign.`;
}

/** The wording when an amount would take the investor past the per-backer cap. */
export function capMessage(roomCents: Cents, capPercent: number | null | undefined): string {
  const cap = capPercent === null || capPercent === undefined ? "its per-backer cap" : `${capPercent}% of the winnings`;
  if (roomCents <= 0) return `You already own the most this player allows one backer: ${cap}.`;
  return `You can buy at most ${formatMoney(roomCents / 100)} more in this campaign: the player caps each backer at ${cap}.`;
}

export const FULLY_FUNDED_MESSAGE = "This campaign is fully funded.";

/**
 * The investment amount rule (DESIGN.md Money): at least minStake (or exactly the remainder when less than
 * minStake remains), at most the buy-in, and at most what remains. One function for the dialog and the server.
 */
export function checkInvestmentAmount(amountCents: Cents, limits: StakeLimits): AmountCheck {
  const { minStakeCents, buyInCents, remainingCents: remaining, investorRoomCents: room } = limits;
  const pastCap = room !== undefined && amountCents > room;
  const capRefusal: AmountCheck = { ok: false, reason: "cap", message: capMessage(room ?? 0, limits.maxPerInvestor) };
  if (remaining <= 0) return { ok: false, reason: "full", message: FULLY_FUNDED_MESSAGE };
  if (remaining < minStakeCents) {
    if (amountCents !== remaining) return { ok: false, reason: "remaining", message: remainingMessage(remaining, minStakeCents) };
    return pastCap ? capRefusal : { ok: true };
  }
  if (amountCents < minStakeCents || amountCents > buyInCents) return { ok: false, reason: "range", message: rangeMessage(minStakeCents, buyInCents) };
  if (pastCap) return capRefusal;
  if (amountCents > remaining) return { ok: false, reason: "remaining", message: remainingMessage(remaining, minStakeCents) };
  return { ok: true };
}
