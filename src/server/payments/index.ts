import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { PaymentGateway } from "../investing/gateway";
import type { IdentityProvider } from "../identity/provider";
import { SandboxIdentity } from "../identity/sandbox";
import { StripeIdentity } from "../identity/stripe";
import { SandboxGateway } from "./sandbox/gateway";
import { sandboxPlugin } from "./sandbox/plugin";
import { StripeGateway } from "./stripe/gateway";
import { stripePlugin } from "./stripe/plugin";

/** A payment provider: the gateway the money path calls, and the plugin with the provider's own routes. */
export interface PaymentProvider {
  gateway: PaymentGateway;
  routes: FastifyPluginAsyncZod;
  /** identity verification by the same provider (decision 204): Stripe Identity on the gateway's client, or the sandbox */
  identity: IdentityProvider;
}

/** PAYMENTS=stripe gives Stripe; anything else the offline sandbox (the default). */
export function createPaymentProvider(config: Config, db: Db): PaymentProvider {
  if (config.PAYMENTS === "stripe") {
    const gateway = new StripeGateway(config);
    return { gateway, routes: stripePlugin(gateway), identity: new StripeIdentity(gateway.stripe) };
  }
  const gateway = new SandboxGateway(db, config.SANDBOX_REFUND_DELAY_MS, {
    failureRate: config.SANDBOX_FAILURE_RATE,
    slowRate: config.SANDBOX_SLOW_RATE,
    slowMs: config.SANDBOX_SLOW_MS,
  });
  return { gateway, routes: sandboxPlugin(gateway), identity: new SandboxIdentity() };
}
