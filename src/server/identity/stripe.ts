import type Stripe from "stripe";
import type { UserRow } from "../db/schema/index";
import { ProviderCallError, type IdentityProvider, type OpenedSession, type SessionFacts } from "./provider";

export type StripeClient = InstanceType<typeof Stripe>;

/**
 * PAYMENTS=stripe: Stripe Identity through the payment gateway's own SDK client. The browser goes to the hosted flow
 * (`url`); the documents and the selfie stay at Stripe. The signed identity.verification_session.* webhook says
 * when it is done, and the session is read back from Stripe, never taken from the event's copy.
 */
export class StripeIdentity implements IdentityProvider {
  readonly name = "stripe" as const;

  constructor(private readonly stripe: StripeClient) {}

  async open(user: UserRow, returnUrl: string): Promise<OpenedSession> {
    try {
      const session = await this.stripe.identity.verificationSessions.create({
        type: "document",
        client_reference_id: String(user.id),
        metadata: { userId: String(user.id) },
        options: { document: { require_matching_selfie: true } },
        return_url: returnUrl,
      });
      return { id: session.id, url: session.url ?? null };
    } catch (err) {
      throw new ProviderCallError("identity.verificationSessions.create", err);
    }
  }

  /** The session as Stripe holds it, with the verified name (Stripe gives it only when asked to expand it). */
  async facts(sessionId: string): Promise<SessionFacts> {
    let session;
    try {
      session = await this.stripe.identity.verificationSessions.retrieve(sessionId, { expand: ["verified_outputs"] });
    } catch (err) {
      throw new ProviderCallError("identity.verificationSessions.retrieve", err);
    }
    const out = session.verified_outputs;
    const name = out ? [out.first_name, out.last_name].filter(Boolean).join(" ").trim() : "";
    // "processing" (Stripe checks the documents) and any status newer than this code are still waiting to us
    const known = ["verified", "requires_input", "canceled"] as const;
    const status: SessionFacts["status"] = known.find((s) => s === session.status) ?? "pending";
    return { status, verifiedName: status === "verified" ? name || null : null };
  }
}
