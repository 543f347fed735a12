import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaigns, investments, paymentIntents, refunds } from "../../../src/server/db/schema/index";
import { carryOutRefunds } from "../../../src/server/refunds/worker";
import { createCampaign } from "../factories";
import { createInvestor, createPlayer, injectAs } from "../helpers";
import { confirmCard, createIntent, postInvestment } from "../investing/investing-helpers";
import { postStripeWebhook, setupStripeApp, stripeEvent } from "../stripe-webhook";
import { startStripeFake, type StripeFake } from "./stripe-fake";

const WEBHOOK_SECRET = "whsec_test_secret";
let fake: StripeFake;
const ctx = setupStripeApp(async () => (fake = await startStripeFake()), WEBHOOK_SECRET);

const webhook = (event: object, secret = WEBHOOK_SECRET, signed = true) => postStripeWebhook(ctx.app, event, secret, signed);

const event = stripeEvent;

async function setup(amount = "250") {
  const player = await createPlayer(ctx.db);
  const investor = await createInvestor(ctx.db);
  const c = await createCampaign(ctx.db, player, { targetAmount: "1000.00" });
  const res = await createIntent(ctx.app, investor, c.id, amount);
  expect(res.statusCode).toBe(200);
  return { player, investor, c, intent: res.json() as { clientSecret: string; paymentIntentId: string; totalAmount: string; platformFee: string } };
}

const investmentsOf = (campaignId: number) => ctx.db.select().from(investments).where(eq(investments.campaignId, campaignId));

describe("Stripe gateway through the real SDK against a local fake", () => {
  it("publishes the provider and the publishable key", async () => {
    const res = await injectAs(ctx.app, null, { method: "GET", url: "/api/payments/config" });
    expect(res.json()).toEqual({ provider: "stripe", publishableKey: "pk_test_fake" });
  });

  it("creates a PaymentIntent for amount + fee in USD with our metadata, authenticated with the secret key", async () => {
    const { c, investor, intent } = await setup("250");
    expect(intent).toMatchObject({ totalAmount: "262.50", platformFee: "12.50" });
    const pi = fake.intents.get(intent.paymentIntentId)!;
    expect(pi).toMatchObject({ amount: 26250, currency: "usd", client_secret: intent.clientSecret, allowed_payment_method_types: ["card"] });
    expect(pi.metadata).toMatchObject({ campaignId: String(c.id), investorId: String(investor.user.id), amountCents: "25000", feeCents: "1250" });
    expect(fake.requests.every((r) => r.authorization === "Bearer sk_test_fake")).toBe(true);
    const [hold] = await ctx.db.select().from(paymentIntents).where(eq(paymentIntents.id, intent.paymentIntentId));
    expect(hold).toMatchObject({ provider: "stripe", status: "pending", amount: "250.00" });
  });

  it("records the investment only after Stripe says it succeeded", async () => {
    const { c, investor, intent } = await setup("300");
    const body = { campaignId: c.id, amount: "300", paymentIntentId: intent.paymentIntentId };
    const early = await postInvestment(ctx.app, investor, body);
    expect(early.statusCode).toBe(402);
    expect(early.json()).toEqual({ message: "The payment has not been completed.", code: expect.any(String) });
    fake.succeed(intent.paymentIntentId);
    const res = await postInvestment(ctx.app, investor, body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ amount: "300.00", platformFee: "15.00", paymentIntentId: intent.paymentIntentId });
    expect((await postInvestment(ctx.app, investor, body)).statusCode).toBe(200);
    expect(await investmentsOf(c.id)).toHaveLength(1);
  });

  it("refuses a payment whose amount at Stripe does not match what we asked for", async () => {
    const { c, investor, intent } = await setup("300");
    fake.succeed(intent.paymentIntentId).amount = 100;
    const res = await postInvestment(ctx.app, investor, { campaignId: c.id, amount: "300", paymentIntentId: intent.paymentIntentId });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "The payment does not match this campaign and amount.", code: expect.any(String) });
    expect(await investmentsOf(c.id)).toHaveLength(0);
  });

  it("the signed payment_intent.succeeded webhook records the investment without the browser", async () => {
    const { c, intent } = await setup("400");
    const pi = fake.succeed(intent.paymentIntentId);
    const res = await webhook(event("payment_intent.succeeded", pi));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const rows = await investmentsOf(c.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: "400.00", paymentIntentId: intent.paymentIntentId });
    const [row] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, c.id));
    expect(row.currentAmount).toBe("400.00");
    // Stripe delivers at least once: a redelivery changes nothing
    expect((await webhook(event("payment_intent.succeeded", pi))).statusCode).toBe(200);
    expect(await investmentsOf(c.id)).toHaveLength(1);
  });

  it("ignores unsigned or wrongly signed webhooks", async () => {
    const { c, intent } = await setup("400");
    const pi = fake.succeed(intent.paymentIntentId);
    const unsigned = await webhook(event("payment_intent.succeeded", pi), WEBHOOK_SECRET, false);
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toEqual({ message: "Webhook signature verification failed.", code: expect.any(String) });
    const forged = await webhook(event("payment_intent.succeeded", pi), "whsec_someone_else");
    expect(forged.statusCode).toBe(400);
    expect(await investmentsOf(c.id)).toHaveLength(0);
  });

  it("does not trust the event's copy: a forged 'succeeded' for an unpaid intent records nothing", async () => {
    const { c, intent } = await setup("400");
    const copy = { ...fake.intents.get(intent.paymentIntentId)!, status: "succeeded" };
    expect((await webhook(event("payment_intent.succeeded", copy))).statusCode).toBe(200);
    expect(await investmentsOf(c.id)).toHaveLength(0);
  });

  it("payment_intent.payment_failed frees the hold", async () => {
    const { c, intent } = await setup("1000");
    const other = await createInvestor(ctx.db);
    expect((await createIntent(ctx.app, other, c.id, "100")).statusCode).toBe(409);
    const res = await webhook(event("payment_intent.payment_failed", fake.intents.get(intent.paymentIntentId)!));
    expect(res.statusCode).toBe(200);
    const [hold] = await ctx.db.select().from(paymentIntents).where(eq(paymentIntents.id, intent.paymentIntentId));
    expect(hold.status).toBe("canceled");
    expect((await createIntent(ctx.app, other, c.id, "100")).statusCode).toBe(200);
  });

  it("replacing an unfinished payment cancels it at Stripe", async () => {
    const { c, investor, intent } = await setup("300");
    expect((await createIntent(ctx.app, investor, c.id, "200")).statusCode).toBe(200);
    expect(fake.intents.get(intent.paymentIntentId)!.status).toBe("canceled");
  });

  it("refunds through Stripe, in full or in part", async () => {
    const { intent } = await setup("300");
    fake.succeed(intent.paymentIntentId);
    expect(await ctx.app.payments.refund(intent.paymentIntentId, 1500)).toMatchObject({ status: "succeeded" });
    expect(await ctx.app.payments.refund(intent.paymentIntentId)).toMatchObject({ status: "succeeded" });
    expect(fake.refunds.filter((r) => r.payment_intent === intent.paymentIntentId).map((r) => r.amount)).toEqual([1500, 30000]);
    // Stripe's words stay in the cause, for the log
    await expect(ctx.app.payments.refund(intent.paymentIntentId, 1)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/already been refunded/) },
    });
  });

  it("a refund asked again with its idempotency key refunds once; a full refund of a charge refunded in full answers succeeded", async () => {
    const { intent } = await setup("300");
    fake.succeed(intent.paymentIntentId);
    const first = await ctx.app.payments.refund(intent.paymentIntentId, 31_500, "stakeline-refund-key-1");
    const again = await ctx.app.payments.refund(intent.paymentIntentId, 31_500, "stakeline-refund-key-1");
    expect(again).toEqual(first);
    expect(fake.refunds.filter((r) => r.payment_intent === intent.paymentIntentId).map((r) => r.amount)).toEqual([31_500]);
    // another key for the same full amount (a refund owed from before keys): Stripe says it is back, nothing moves
    expect(await ctx.app.payments.refund(intent.paymentIntentId, 31_500, "stakeline-refund-key-2")).toMatchObject({ status: "succeeded" });
    expect(fake.refunds.filter((r) => r.payment_intent === intent.paymentIntentId)).toHaveLength(1);
  });

  it("unknown intents are not found", async () => {
    expect(await ctx.app.payments.retrieveIntent("pi_missing")).toBeNull();
  });

  it("the sandbox confirm is not available with Stripe", async () => {
    const { investor, intent } = await setup("300");
    const res = await confirmCard(ctx.app, investor, intent.clientSecret);
    expect(res.statusCode).toBe(404);
  });
});

describe("Stripe webhook: unclassified failures answer 5xx so Stripe delivers again", () => {
  const GENERIC = { message: "Something went wrong. Please try again.", code: "internal_error" };
  const campaignAmount = async (id: number) => (await ctx.db.select().from(campaigns).where(eq(campaigns.id, id)))[0].currentAmount;

  it("a recording the database refuses once answers 500, and the redelivery records it", async () => {
    const { c, intent } = await setup("250");
    const pi = fake.succeed(intent.paymentIntentId);
    // a real refusal by the database: a constraint that rejects exactly this payment's investment row
    const constraint = `refuse_${intent.paymentIntentId}`;
    await ctx.db.execute(sql.raw(`alter table investments add constraint ${constraint} check (payment_intent_id <> '${intent.paymentIntentId}') not valid`));
    try {
      const refused = await webhook(event("payment_intent.succeeded", pi));
      expect(refused.statusCode).toBe(500);
      expect(refused.json()).toEqual(GENERIC);
      expect(await investmentsOf(c.id)).toHaveLength(0);
      expect(await campaignAmount(c.id)).toBe("0.00");
    } finally {
      await ctx.db.execute(sql.raw(`alter table investments drop constraint ${constraint}`));
    }
    const redelivered = await webhook(event("payment_intent.succeeded", pi));
    expect(redelivered.statusCode).toBe(200);
    const rows = await investmentsOf(c.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: "250.00", paymentIntentId: intent.paymentIntentId });
    expect(await campaignAmount(c.id)).toBe("250.00");
  });

  it("a Stripe API error while verifying the payment answers 500 without Stripe's words, and the redelivery records it", async () => {
    const { c, intent } = await setup("300");
    const pi = fake.succeed(intent.paymentIntentId);
    for (const [status, words] of [
      [500, "internal detail from the provider"],
      [401, "Invalid API Key provided: sk_live_leak"],
    ] as const) {
      fake.failNext(1, status, words);
      const res = await webhook(event("payment_intent.succeeded", pi));
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual(GENERIC);
      expect(await investmentsOf(c.id)).toHaveLength(0);
    }
    expect((await webhook(event("payment_intent.succeeded", pi))).statusCode).toBe(200);
    expect(await investmentsOf(c.id)).toHaveLength(1);
    expect(await campaignAmount(c.id)).toBe("300.00");
  });

  it("known outcomes answer 200: a payment that is not ours, and one refunded because the campaign filled up", async () => {
    const stranger = { ...fake.intents.values().next().value!, id: "pi_not_ours", status: "succeeded" };
    expect((await webhook(event("payment_intent.succeeded", stranger))).statusCode).toBe(200);

    const { c, intent } = await setup("600");
    await ctx.db
      .update(paymentIntents)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(paymentIntents.id, intent.paymentIntentId));
    const other = await createInvestor(ctx.db);
    const full = await createIntent(ctx.app, other, c.id, "1000");
    expect(full.statusCode).toBe(200);
    fake.succeed(full.json().paymentIntentId);
    expect((await webhook(event("payment_intent.succeeded", fake.intents.get(full.json().paymentIntentId)!))).statusCode).toBe(200);
    const late = fake.succeed(intent.paymentIntentId);
    const res = await webhook(event("payment_intent.succeeded", late));
    expect(res.statusCode).toBe(200);
    expect(fake.refunds.filter((r) => r.payment_intent === intent.paymentIntentId).map((r) => r.amount)).toEqual([63000]);
    expect(await investmentsOf(c.id)).toHaveLength(1);
  });
});

describe("closing or cancelling a campaign cancels its open intents at Stripe", () => {
  const today = () => new Date().toISOString().slice(0, 10);
  it("cancel and close both cancel the held PaymentIntent at the provider and free the hold", async () => {
    for (const ending of ["cancel", "close"] as const) {
      const { player, c, intent } = await setup("250");
      const res =
        ending === "cancel"
          ? await injectAs(ctx.app, player, { method: "POST", url: `/api/campaigns/${c.id}/cancel` })
          : await injectAs(ctx.app, player, {
              method: "POST",
              url: "/api/campaigns/close",
              payload: { campaignId: c.id, finalPosition: 0, totalWinnings: "0", closingDate: today() },
            });
      expect(res.statusCode).toBe(200);
      expect(fake.intents.get(intent.paymentIntentId)!.status).toBe("canceled");
      const [hold] = await ctx.db.select().from(paymentIntents).where(eq(paymentIntents.id, intent.paymentIntentId));
      expect(hold.status).toBe("canceled");
    }
  });

  it("a provider that fails to cancel does not fail the cancellation, and a charge on the still-open intent is refunded", async () => {
    const { player, investor, c, intent } = await setup("250");
    fake.failNext(1);
    const res = await injectAs(ctx.app, player, { method: "POST", url: `/api/campaigns/${c.id}/cancel` });
    expect(res.statusCode).toBe(200);
    expect(fake.intents.get(intent.paymentIntentId)!.status).toBe("requires_payment_method");
    const [row] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, c.id));
    expect(row.status).toBe("cancelled");

    // the investor's browser still holds the intent and pays it: Stripe charges $262.50 on a cancelled campaign
    const pi = fake.succeed(intent.paymentIntentId);
    // and the first refund call fails, so the refund has to survive the request that decided it
    fake.failNextRefunds(1);
    const delivered = await webhook(event("payment_intent.succeeded", pi));
    expect(delivered.statusCode).toBe(200);
    expect(await investmentsOf(c.id)).toHaveLength(0);
    const [hold] = await ctx.db.select().from(paymentIntents).where(eq(paymentIntents.id, intent.paymentIntentId));
    expect(hold.status).toBe("refunded");
    const owedRows = () => ctx.db.select().from(refunds).where(eq(refunds.paymentIntentId, intent.paymentIntentId));
    const [owed] = await owedRows();
    expect(owed).toMatchObject({ campaignId: c.id, investorId: investor.user.id, amountCents: 26_250, reason: "no_room", status: "pending", attempts: 1 });
    expect(owed.lastError).toMatch(/refund/);
    expect(fake.refunds.filter((r) => r.payment_intent === intent.paymentIntentId)).toHaveLength(0);

    // the worker's next pass after the backoff carries it out
    const deps = { db: ctx.db, payments: ctx.app.payments, log: ctx.app.log };
    expect(await carryOutRefunds(deps, { campaignIds: [c.id], now: new Date(Date.now() + 31_000) })).toEqual({ succeeded: 1, failed: 0 });
    const atStripe = fake.refunds.filter((r) => r.payment_intent === intent.paymentIntentId);
    expect(atStripe.map((r) => r.amount)).toEqual([26_250]);
    const [done] = await owedRows();
    expect(done).toMatchObject({ status: "succeeded", gatewayRefundId: atStripe[0].id });
    // the browser's own report of the payment learns it was refunded, and nothing is refunded twice
    const claimed = await postInvestment(ctx.app, investor, { campaignId: c.id, amount: "250", paymentIntentId: intent.paymentIntentId });
    expect(claimed.statusCode).toBe(409);
    expect(await carryOutRefunds(deps, { campaignIds: [c.id], now: new Date(Date.now() + 3_600_000) })).toEqual({ succeeded: 0, failed: 0 });
    expect(fake.refunds.filter((r) => r.payment_intent === intent.paymentIntentId)).toHaveLength(1);
    const [after] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, c.id));
    expect(after.currentAmount).toBe("0.00");
  });
});

describe("Stripe API errors never reach the browser", () => {
  it("a provider error while creating the payment answers 500 with the generic message, not Stripe's status or words", async () => {
    const player = await createPlayer(ctx.db);
    const investor = await createInvestor(ctx.db);
    const c = await createCampaign(ctx.db, player);
    for (const status of [400, 401, 402, 429, 500]) {
      fake.failNext(1, status, "Invalid API Key provided: sk_live_secret");
      const res = await createIntent(ctx.app, investor, c.id, "200");
      expect({ status, code: res.statusCode, body: res.json() }).toEqual({
        status,
        code: 500,
        body: { message: "Something went wrong. Please try again.", code: "internal_error" },
      });
    }
    const [row] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, c.id));
    expect(row.currentAmount).toBe("0.00");
    expect(await ctx.db.select().from(paymentIntents).where(eq(paymentIntents.campaignId, c.id))).toHaveLength(0);
  });
});
