import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import Stripe from "stripe";
import { afterAll, beforeAll } from "vitest";
import type { Config } from "../../src/server/config";
import { injectAs, setupTestApp, type TestContext } from "./helpers";

const signer = new Stripe("sk_test_fake");

/** An event as Stripe delivers it to the webhook, with a fresh id. */
export function stripeEvent<T extends object>(type: string, object: T) {
  return {
    id: `evt_${randomBytes(8).toString("hex")}`,
    object: "event",
    type,
    api_version: "2024-06-20",
    created: Math.floor(Date.now() / 1000),
    data: { object },
  };
}

/** POSTs `event` to the webhook, signed with `secret` as Stripe signs it (unsigned when `signed` is false). */
export function postStripeWebhook(app: FastifyInstance, event: object, secret: string, signed = true) {
  const payload = JSON.stringify(event);
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (signed) headers["stripe-signature"] = signer.webhooks.generateTestHeaderString({ payload, secret });
  return injectAs(app, null, { method: "POST", url: "/api/payments/webhook", payload, headers });
}

/**
 * An app in Stripe mode whose Stripe is the fake `start` brings up (in sandbox keys, with `webhookSecret`, and `extra`
 * on top). The fake must listen before the app is built, so this registers its beforeAll first; afterwards it closes.
 */
export function setupStripeApp(start: () => Promise<{ url: string; close(): Promise<void> }>, webhookSecret: string, extra: Partial<Config> = {}): TestContext {
  let fake: { close(): Promise<void> } | undefined;
  const overrides: Partial<Config> = {
    PAYMENTS: "stripe",
    STRIPE_SECRET_KEY: "sk_test_fake",
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    VITE_STRIPE_PUBLIC_KEY: "pk_test_fake",
    ...extra,
  };
  beforeAll(async () => {
    const started = await start();
    fake = started;
    overrides.STRIPE_API_HOST = started.url;
  });
  afterAll(async () => fake?.close());
  return setupTestApp(overrides);
}
