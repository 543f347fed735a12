/**
 * Card disputes (chargebacks) on a stake's charge (decision 206): what the investor and the operator
 * are told, and the sandbox's stand-in for Stripe's dispute test card.
 */

/** The answer to a held investor's new stake (403, code `held_for_review`). */
export const HELD_FOR_REVIEW_MESSAGE = "Your account is under review after a card dispute. Stakes are paused until an operator has reviewed it.";

export const CARD_DISPUTE_MESSAGES = {
  notFound: "Card dispute not found",
  alreadyReviewed: "This card dispute has already been reviewed",
  stakeNotFound: "Stake not found",
  foreignStake: "You can only raise a test dispute on your own stake",
  noteRequired: "note is required",
  releaseRequired: "release must be true or false",
} as const;

/**
 * Stripe's test card whose charge succeeds and is then disputed (https://docs.stripe.com/testing#disputes): the
 * sandbox charges it like 4242 and raises a dispute on the stake right after, so the flow runs offline.
 */
export const SANDBOX_DISPUTE_CARD = "4000000000000259";

/** The sandbox's dispute id for a charge: one per charge, as Stripe allows one dispute on a charge. */
export const sandboxDisputeId = (paymentIntentId: string) => `dp_sandbox_${paymentIntentId}`;

/** The reason a sandbox dispute gives (one of Stripe's dispute reasons). */
export const SANDBOX_DISPUTE_REASON = "fraudulent";
