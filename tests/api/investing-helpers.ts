import type { FastifyInstance } from "fastify";
import { injectAs, type TestUser } from "./helpers";

export const CARD_OK = { number: "4242 4242 4242 4242", expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: "123" };
export const CARD_DECLINED = { ...CARD_OK, number: "4000 0000 0000 0002" };
export const CARD_NO_FUNDS = { ...CARD_OK, number: "4000000000009995" };

export function createIntent(app: FastifyInstance, who: TestUser | null, campaignId: number, amount: string | number) {
  return injectAs(app, who, { method: "POST", url: "/api/create-payment-intent", payload: { campaignId, amount } });
}

export function confirmCard(app: FastifyInstance, who: TestUser | null, clientSecret: string, card = CARD_OK) {
  return injectAs(app, who, { method: "POST", url: "/api/payments/sandbox/confirm", payload: { clientSecret, card } });
}

export function postInvestment(app: FastifyInstance, who: TestUser | null, body: { campaignId: number; amount: string | number; paymentIntentId: string }) {
  return injectAs(app, who, { method: "POST", url: "/api/investments", payload: body });
}

/** The whole happy path: hold, pay with 4242, recorded. Returns the payment intent id. */
export async function invest(app: FastifyInstance, who: TestUser, campaignId: number, amount: string): Promise<string> {
  const intent = await createIntent(app, who, campaignId, amount);
  if (intent.statusCode !== 200) throw new Error(`create-payment-intent ${intent.statusCode}: ${intent.body}`);
  const { clientSecret, paymentIntentId } = intent.json();
  const paid = await confirmCard(app, who, clientSecret);
  if (paid.statusCode !== 200) throw new Error(`confirm ${paid.statusCode}: ${paid.body}`);
  return paymentIntentId;
}
