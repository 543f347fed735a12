import { formatMoney, mulDivRoundHalfUp, type Cents } from "./money";

/**
 * The share of the player's winnings a stake owns, amount / buyIn x 100, rounded half-up to `decimals`
 * places and returned as a decimal string ("2.5" for one decimal, "2.5000" for four).
 */
export function stakePercentage(amountCents: Cents, buyInCents: Cents, decimals = 1): string {
  if (buyInCents <= 0 || amountCents < 0) return (0).toFixed(decimals);
  const scale = 10 ** decimals;
  const scaled = mulDivRoundHalfUp(amountCents, 100 * scale, buyInCents);
  const whole = Math.floor(scaled / scale);
  if (decimals === 0) return String(whole);
  return `${whole}.${String(scaled % scale).padStart(decimals, "0")}`;
}

/** Room left for new investments: target - raised - amounts held by unexpired payment intents, never below 0. */
export function remainingCents(targetCents: Cents, currentCents: Cents, heldCents: Cents = 0): Cents {
  return Math.max(0, targetCents - currentCents - heldCents);
}

export interface StakeLimits {
  minStakeCents: Cents;
  buyInCents: Cents;
  /** what is still available, see remainingCents */
  remainingCents: Cents;
}

export type AmountCheck =
  | { ok: true }
  /** "range": outside minStake..buyIn (400); "remaining": more than is left, or not the exact remainder (409/400); "full": nothing left (409) */
  | { ok: false; reason: "range" | "remaining" | "full"; message: string };

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

export const FULLY_FUNDED_MESSAGE = "This campaign is fully funded.";

/**
 * The investment amount rule (DESIGN.md Money): at least minStake (or exactly the remainder when less than
 * minStake remains), at most the buy-in, and at most what remains. One function for the dialog and the server.
 */
export function checkInvestmentAmount(amountCents: Cents, limits: StakeLimits): AmountCheck {
  const { minStakeCents, buyInCents, remainingCents: remaining } = limits;
  if (remaining <= 0) return { ok: false, reason: "full", message: FULLY_FUNDED_MESSAGE };
  if (remaining < minStakeCents) {
    if (amountCents === remaining) return { ok: true };
    return { ok: false, reason: "remaining", message: remainingMessage(remaining, minStakeCents) };
  }
  if (amountCents < minStakeCents || amountCents > buyInCents) return { ok: false, reason: "range", message: rangeMessage(minStakeCents, buyInCents) };
  if (amountCents > remaining) return { ok: false, reason: "remaining", message: remainingMessage(remaining, minStakeCents) };
  return { ok: true };
}
