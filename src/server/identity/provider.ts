import type { UserRow } from "../db/schema/index";

/** A verification session the provider opened: its id, and the hosted flow's address (null: the sandbox's own step). */
export interface OpenedSession {
  id: string;
  url: string | null;
}

/** What the provider knows of a session now; the verified legal name only once it is verified. */
export interface SessionFacts {
  status: "pending" | "verified" | "requires_input" | "canceled";
  verifiedName: string | null;
}

/**
 * A failed call to the provider. Stripe's own errors can name our keys: they travel only as the cause, to the log,
 * and the caller gets a 500 (the webhook's 500 makes Stripe deliver again).
 */
export class ProviderCallError extends Error {
  constructor(operation: string, cause: unknown) {
    super(`Stripe ${operation} failed`, { cause });
  }
}

/**
 * Identity verification, chosen by PAYMENTS as the payment gateway is (decision 204): Stripe Identity, or the offline
 * sandbox with test outcomes. The documents stay with the provider; only the status and the verified name come back.
 */
export interface IdentityProvider {
  readonly name: "sandbox" | "stripe";
  open(user: UserRow, returnUrl: string): Promise<OpenedSession>;
}
