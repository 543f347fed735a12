import { z } from "zod";
import { IDENTITY_STATUSES, SANDBOX_OUTCOMES } from "../identity";

/*
 * The identity verification calls (decision 204). Documents stay with the provider (Stripe
 * Identity, or the offline sandbox); the API carries only the status, never the verified name, to the player.
 */

export const identityStatus = z.enum(IDENTITY_STATUSES);

/** GET /api/identity/verification: the caller's status and what their open campaigns raise now (the form's step). */
export const identityStateResponse = z.object({
  status: identityStatus,
  verifiedAt: z.string().nullable(),
  provider: z.enum(["sandbox", "stripe"]),
  /** the sum of the caller's open campaigns' targets, decimal dollars */
  openTargets: z.string(),
  /** the sandbox's session still waiting for its test outcome, if any (Stripe's hosted flow keeps its own) */
  pendingSessionId: z.string().nullable(),
});
export type IdentityState = z.infer<typeof identityStateResponse>;

/** POST /api/identity/verification: the session started; `url` is Stripe's hosted flow (null in the sandbox). */
export const startVerificationResponse = z.object({
  sessionId: z.string(),
  status: identityStatus,
  url: z.string().nullable(),
});
export type StartedVerification = z.infer<typeof startVerificationResponse>;

/** POST /api/identity/sandbox/complete: the sandbox's stand-in for the hosted flow. */
export const sandboxCompleteInput = z.object({
  sessionId: z.string({ message: "sessionId is required" }).trim().min(1, "sessionId is required").max(200, "sessionId is too long"),
  outcome: z.enum(SANDBOX_OUTCOMES, { message: 'outcome must be "verified" or "requires_input"' }),
});
export type SandboxCompleteInput = z.infer<typeof sandboxCompleteInput>;

export const sandboxCompleteResponse = z.object({ status: identityStatus });
