import type { Cents } from "@core/money";
import { AppError } from "../errors";

/**
 * The card payment provider, behind one interface: `sandbox` (offline, the server plays the provider)
 * and `stripe`. Card numbers never pass through here for Stripe and are never stored for the sandbox.
 */
export interface PaymentIntentInfo {
  id: string;
  clientSecret: string;
  status: "requires_payment_method" | "processing" | "succeeded" | "canceled" | "failed";
  /** total charged in cents (amount + platform fee) */
  amountCents: Cents;
  metadata: Record<string, string>;
}

export interface CreateIntentInput {
  amountCents: Cents;
  metadata: Record<string, string>;
}

export interface PaymentGateway {
  readonly name: "sandbox" | "stripe";
  /** The key the browser uses with the provider (Stripe's publishable key); null for the sandbox. */
  readonly publishableKey: string | null;
  createIntent(input: CreateIntentInput): Promise<PaymentIntentInfo>;
  retrieveIntent(id: string): Promise<PaymentIntentInfo | null>;
  cancelIntent(id: string): Promise<void>;
  /**
   * Refunds a succeeded payment in full or by `amountCents`. With an `idempotencyKey`, asking again with the same
   * key refunds nothing more and answers the first refund; a full refund of a payment already refunded in full
   * answers succeeded (the money is back either way).
   */
  refund(paymentIntentId: string, amountCents?: Cents, idempotencyKey?: string): Promise<{ id: string; status: string }>;
}

/** A card the provider refused; `message` is the provider's own words, shown to the investor. */
export class CardDeclinedError extends Error {
  constructor(
    message: string,
    public readonly declineCode: string,
  ) {
    super(message);
  }
}

export const PROVIDER_UNAVAILABLE_MESSAGE = "The payment provider did not answer. Please try again.";

/**
 * The provider did not answer (a timeout, its own error): 503, and the caller may try again. What the provider may
 * still have done (a charge, a refund) is found by the retry or the sweeps, never assumed either way.
 */
export class ProviderUnavailableError extends AppError {
  constructor() {
    super("unavailable", PROVIDER_UNAVAILABLE_MESSAGE);
  }
}
