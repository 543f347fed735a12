import type { Db } from "../db/client";
import { applyOutcome } from "./service";
import type { StripeIdentity } from "./stripe";

/** The Stripe events that move a verification session (the rest of identity.* says nothing we keep). */
export const IDENTITY_EVENTS: ReadonlySet<string> = new Set(["identity.verification_session.verified", "identity.verification_session.requires_input"]);

/**
 * A signed identity.verification_session.* event: the session is read back from Stripe (its status and, once verified,
 * the legal name), so a replayed or stale event cannot move the account past what Stripe says now. A session that
 * is not ours answers not_found, which the webhook treats as settled.
 */
export async function applyStripeIdentityEvent(db: Db, identity: StripeIdentity, sessionId: string): Promise<void> {
  const facts = await identity.facts(sessionId);
  await applyOutcome(db, sessionId, facts, null, false);
}
