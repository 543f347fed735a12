import type { Cents } from "./money";

/**
 * Sellers verified before they raise real money (decision 204): a player whose open campaigns
 * together would raise more than $2,000 verifies their identity first. The server's campaign creation and the
 * browser's Create Campaign form both ask this one function.
 */
export const IDENTITY_THRESHOLD_CENTS: Cents = 200_000;

export const IDENTITY_STATUSES = ["unverified", "pending", "verified", "requires_input"] as const;
export type IdentityStatus = (typeof IDENTITY_STATUSES)[number];

/** The sandbox's test outcomes, standing in for what Stripe's hosted flow reports. */
export const SANDBOX_OUTCOMES = ["verified", "requires_input"] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

/** Where the player verifies: the Identity tab of Profile Settings. */
export const IDENTITY_LINK = "/profile?tab=identity";

export const IDENTITY_MESSAGES = {
  required: "Verify your identity before raising more than $2,000: open Profile Settings → Identity",
  playersOnly: "Only players verify their identity",
  alreadyVerified: "Your identity is already verified",
  sessionNotFound: "Verification not found",
  foreignSession: "This verification is not yours",
  finished: "This verification is already finished",
} as const;

/** How each status reads on the player's own screen. */
export const IDENTITY_STATUS_LABELS: Record<IdentityStatus, string> = {
  unverified: "Unverified",
  pending: "Pending",
  verified: "Verified",
  requires_input: "Needs more information",
};

/**
 * Whether raising `newTargetCents` more needs a verified identity: the targets of the player's open campaigns
 * (active or funded: not cancelled, not completed) plus the new one above $2,000, for a player not yet verified.
 * Exactly $2,000 is still allowed.
 */
export function identityRequired(status: IdentityStatus, openTargetsCents: Cents, newTargetCents: Cents): boolean {
  return status !== "verified" && openTargetsCents + newTargetCents > IDENTITY_THRESHOLD_CENTS;
}
