import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import Stripe from "stripe";
import { injectAs } from "./helpers";

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
