import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { parseForm, readBody } from "../fake-http";

/**
 * A small stand-in for Stripe's PaymentIntents HTTP API on 127.0.0.1, so the real `stripe` SDK can be
 * exercised without the network. It speaks the SDK's wire format (form-encoded bodies, JSON answers,
 * Stripe's error shape) for the calls the gateway makes.
 */
export interface FakeIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: "requires_payment_method" | "processing" | "succeeded" | "canceled";
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  allowed_payment_method_types?: string[];
  livemode: false;
}

export interface StripeFake {
  url: string;
  intents: Map<string, FakeIntent>;
  refunds: { id: string; payment_intent: string; amount: number }[];
  /** every request the SDK made, to check it authenticated */
  requests: { method: string; path: string; authorization: string | undefined }[];
  /** what a browser's confirmCardPayment would do at Stripe */
  succeed(id: string): FakeIntent;
  /**
   * The next `count` API calls answer `status` with Stripe's error shape, marked not to be retried by the SDK
   * (Stripe-Should-Retry: false), so one failure here is one failed gateway call in the app.
   */
  failNext(count: number, status?: number, message?: string): void;
  /** the next `count` refund calls fail the same way; other calls (retrieving the intent first) answer as usual */
  failNextRefunds(count: number): void;
  close(): Promise<void>;
}

export async function startStripeFake(): Promise<StripeFake> {
  const intents = new Map<string, FakeIntent>();
  const refunds: StripeFake["refunds"] = [];
  const refundsByKey = new Map<string, StripeFake["refunds"][number]>();
  const requests: StripeFake["requests"] = [];
  let failures: { count: number; status: number; message: string } = { count: 0, status: 500, message: "" };
  let refundFailures = 0;

  const server: Server = createServer(async (req, res) => {
    const body = parseForm(await readBody(req));
    const path = (req.url ?? "").split("?")[0];
    requests.push({ method: req.method ?? "", path, authorization: req.headers.authorization });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { "content-type": "application/json", "request-id": `req_${randomBytes(6).toString("hex")}` });
      res.end(JSON.stringify(payload));
    };
    const error = (status: number, message: string, code: string) => send(status, { error: { type: "invalid_request_error", message, code } });
    const failRefund = refundFailures > 0 && req.method === "POST" && path === "/v1/refunds";
    if (failures.count > 0 || failRefund) {
      if (failRefund) refundFailures -= 1;
      else failures.count -= 1;
      res.writeHead(failRefund ? 500 : failures.status, { "content-type": "application/json", "stripe-should-retry": "false" });
      res.end(JSON.stringify({ error: { type: "api_error", message: failRefund ? "An unknown error occurred (fake refund outage)" : failures.message } }));
      return;
    }
    if (req.headers.authorization !== "Bearer sk_test_fake")
      return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });

    let m: RegExpExecArray | null;
    if (req.method === "POST" && path === "/v1/payment_intents") {
      const id = `pi_${randomBytes(12).toString("hex")}`;
      const intent: FakeIntent = {
        id,
        object: "payment_intent",
        amount: Number(body.amount),
        currency: String(body.currency),
        status: "requires_payment_method",
        client_secret: `${id}_secret_${randomBytes(12).toString("hex")}`,
        metadata: (body.metadata as Record<string, string>) ?? {},
        description: (body.description as string) ?? null,
        allowed_payment_method_types: body.allowed_payment_method_types ? Object.values(body.allowed_payment_method_types as object) : undefined,
        livemode: false,
      };
      intents.set(id, intent);
      return send(200, intent);
    }
    if ((m = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)) && req.method === "GET") {
      const intent = intents.get(m[1]);
      return intent ? send(200, intent) : error(404, `No such payment_intent: '${m[1]}'`, "resource_missing");
    }
    if ((m = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path)) && req.method === "POST") {
      const intent = intents.get(m[1]);
      if (!intent) return error(404, `No such payment_intent: '${m[1]}'`, "resource_missing");
      if (intent.status === "succeeded")
        return error(400, "You cannot cancel this PaymentIntent because it has a status of succeeded.", "payment_intent_unexpected_state");
      intent.status = "canceled";
      return send(200, intent);
    }
    if (req.method === "POST" && path === "/v1/refunds") {
      const intent = intents.get(String(body.payment_intent));
      if (!intent || intent.status !== "succeeded")
        return error(400, "This PaymentIntent does not have a successful charge to refund.", "charge_not_refundable");
      // like Stripe: a request repeated with its Idempotency-Key answers the first one again
      const key = req.headers["idempotency-key"];
      const replay = typeof key === "string" ? refundsByKey.get(key) : undefined;
      if (replay) return send(200, replay);
      const already = refunds.filter((r) => r.payment_intent === intent.id).reduce((a, r) => a + r.amount, 0);
      if (already === intent.amount) return error(400, `Charge for ${intent.id} has already been refunded.`, "charge_already_refunded");
      const amount = body.amount ? Number(body.amount) : intent.amount - already;
      if (amount + already > intent.amount) return error(400, "Refund amount is greater than unrefunded amount on charge", "amount_too_large");
      const refund = { id: `re_${randomBytes(10).toString("hex")}`, object: "refund", payment_intent: intent.id, amount, status: "succeeded" };
      refunds.push(refund);
      if (typeof key === "string") refundsByKey.set(key, refund);
      return send(200, refund);
    }
    return error(404, `Unrecognized request URL (${req.method}: ${path}).`, "resource_missing");
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    refunds,
    requests,
    succeed(id) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      intent.status = "succeeded";
      return intent;
    },
    failNext(count, status = 500, message = "An unknown error occurred (fake outage)") {
      failures = { count, status, message };
    },
    failNextRefunds(count) {
      refundFailures = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
