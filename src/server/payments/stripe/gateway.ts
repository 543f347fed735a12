import type { Cents } from "@core/money";
import Stripe from "stripe";
import type { Config } from "../../config";
import type { CreateIntentInput, PaymentGateway, PaymentIntentInfo } from "../../investing/gateway";

type StripeClient = InstanceType<typeof Stripe>;
type StripeIntent = Awaited<ReturnType<StripeClient["paymentIntents"]["retrieve"]>>;
export type StripeEvent = ReturnType<StripeClient["webhooks"]["constructEvent"]>;

/** STRIPE_API_HOST ("http://127.0.0.1:12111" or "127.0.0.1:12111") points the SDK at another server, e.g. a local fake. */
function hostOptions(apiHost: string | undefined): { host?: string; port?: number; protocol?: "http" | "https" } {
  if (!apiHost) return {};
  const url = new URL(apiHost.includes("://") ? apiHost : `https://${apiHost}`);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === "http" ? 80 : 443, protocol };
}

function toStatus(status: StripeIntent["status"]): PaymentIntentInfo["status"] {
  switch (status) {
    case "succeeded":
      return "succeeded";
    case "canceled":
      return "canceled";
    case "processing":
    case "requires_capture":
      return "processing";
    default:
      return "requires_payment_method";
  }
}

function toInfo(pi: StripeIntent): PaymentIntentInfo {
  const metadata: Record<string, string> = {};
  for (const [k, v] of Object.entries(pi.metadata ?? {})) if (typeof v === "string") metadata[k] = v;
  return { id: pi.id, clientSecret: pi.client_secret ?? "", status: toStatus(pi.status), amountCents: pi.amount, metadata };
}

/**
 * A failed call to Stripe. The SDK's own errors carry Stripe's HTTP status and words (which can name our keys);
 * the error handler would answer with them, so they travel only as the cause, to the log, and the caller gets a 500.
 */
export class StripeCallError extends Error {
  constructor(operation: string, cause: unknown) {
    super(`Stripe ${operation} failed`, { cause });
  }
}

async function call<T>(operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw new StripeCallError(operation, err);
  }
}

/** PAYMENTS=stripe: PaymentIntents through the official SDK; the browser confirms the card with Stripe Elements. */
export class StripeGateway implements PaymentGateway {
  readonly name = "stripe" as const;
  readonly publishableKey: string;
  readonly stripe: StripeClient;
  private readonly webhookSecret: string;

  constructor(config: Pick<Config, "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "VITE_STRIPE_PUBLIC_KEY" | "STRIPE_API_HOST">) {
    if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET || !config.VITE_STRIPE_PUBLIC_KEY) {
      throw new Error("PAYMENTS=stripe needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and VITE_STRIPE_PUBLIC_KEY");
    }
    this.publishableKey = config.VITE_STRIPE_PUBLIC_KEY;
    this.webhookSecret = config.STRIPE_WEBHOOK_SECRET;
    this.stripe = new Stripe(config.STRIPE_SECRET_KEY, { maxNetworkRetries: 2, timeout: 20_000, telemetry: false, ...hostOptions(config.STRIPE_API_HOST) });
  }

  async createIntent(input: CreateIntentInput): Promise<PaymentIntentInfo> {
    const pi = await call("paymentIntents.create", () =>
      this.stripe.paymentIntents.create({
        amount: input.amountCents,
        currency: "usd",
        allowed_payment_method_types: ["card"],
        metadata: input.metadata,
        description: input.metadata.description,
      }),
    );
    return toInfo(pi);
  }

  async retrieveIntent(id: string): Promise<PaymentIntentInfo | null> {
    try {
      return toInfo(await this.stripe.paymentIntents.retrieve(id));
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError && (err.statusCode === 404 || err.code === "resource_missing")) return null;
      throw new StripeCallError("paymentIntents.retrieve", err);
    }
  }

  async cancelIntent(id: string): Promise<void> {
    await call("paymentIntents.cancel", () => this.stripe.paymentIntents.cancel(id));
  }

  async refund(paymentIntentId: string, amountCents?: Cents, idempotencyKey?: string): Promise<{ id: string; status: string }> {
    try {
      const refund = await call("refunds.create", () =>
        this.stripe.refunds.create(
          { payment_intent: paymentIntentId, ...(amountCents === undefined ? {} : { amount: amountCents }) },
          idempotencyKey ? { idempotencyKey } : undefined,
        ),
      );
      return { id: refund.id, status: refund.status ?? "pending" };
    } catch (err) {
      // Stripe's word that the whole charge is back already (an earlier refund, by us or from its dashboard)
      // a full refund asked for: the money is back either way (a partial one is not what was asked, so it stays an error)
      if (isAlreadyRefunded(err)) {
        const intent = amountCents === undefined ? null : await this.retrieveIntent(paymentIntentId);
        if (amountCents === undefined || intent?.amountCents === amountCents) return { id: `already_refunded:${paymentIntentId}`, status: "succeeded" };
      }
      throw err;
    }
  }

  /** The event, only when the Stripe-Signature header verifies against the raw body; throws otherwise. */
  verifyWebhook(rawBody: Buffer | string, signature: string): StripeEvent {
    return this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
  }
}

function isAlreadyRefunded(err: unknown): boolean {
  const e = err as { code?: unknown; raw?: { code?: unknown }; cause?: unknown } | null;
  const code = e?.code ?? e?.raw?.code ?? (e?.cause as { code?: unknown } | undefined)?.code;
  return code === "charge_already_refunded";
}
