import { sql, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { HOLD_BEFORE_CARD_MINUTES, MAX_OPEN_HOLDS } from "../../../src/server/investing/holds";
import { injectAs, uniqueName, type TestUser } from "../helpers";

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

/** What can run a statement: the app's database, or drizzle over one dedicated pg connection (lock tests). */
export type Executor = { execute: (query: SQL) => Promise<unknown> };

const holdResult = z.object({
  rows: z.array(z.object({ placed: z.boolean(), held: z.coerce.string(), open_holds: z.coerce.number() }).passthrough()),
});

/** place_payment_hold called directly, as createPaymentIntent calls it; the intent id is made up unless given. */
export async function placeHold(db: Executor, h: { campaignId: number; investorId: number; amount: string; intentId?: string }) {
  const id = h.intentId ?? uniqueName("pi_sql");
  const result = await db.execute(
    sql`select * from place_payment_hold(${id}, 'sandbox', ${h.campaignId}, ${h.investorId}, ${h.amount}::numeric, 5::numeric,
      ${h.amount}::numeric + 5, ${`${HOLD_BEFORE_CARD_MINUTES} minutes`}::interval, ${MAX_OPEN_HOLDS}::integer)`,
  );
  const [row] = holdResult.parse(result).rows;
  return { id, ...row };
}

const recordResult = z.object({ rows: z.array(z.object({ outcome: z.string() }).passthrough()) });

/** record_investment called directly for a payment the gateway says succeeded. */
export async function recordDirectly(db: Executor, paymentIntentId: string): Promise<string | undefined> {
  const result = await db.execute(sql`select * from record_investment(${paymentIntentId}, 1::numeric)`);
  return recordResult.parse(result).rows[0]?.outcome;
}
