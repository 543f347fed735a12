import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { HELD_FOR_REVIEW_MESSAGE } from "../../../src/core/card-disputes";
import { cardDisputes, investments, trustTrail, users } from "../../../src/server/db/schema/index";
import { createCampaign } from "../factories";
import { createInvestor, createPlayer } from "../helpers";
import { createIntent, postInvestment } from "../investing/investing-helpers";
import { postStripeWebhook, setupStripeApp, stripeEvent } from "../stripe-webhook";
import { startStripeFake, type StripeFake } from "../payments/stripe-fake";

const WEBHOOK_SECRET = "whsec_test_secret";
let fake: StripeFake;
const ctx = setupStripeApp(async () => (fake = await startStripeFake()), WEBHOOK_SECRET);

const webhook = (event: object, secret = WEBHOOK_SECRET) => postStripeWebhook(ctx.app, event, secret);

/** Stripe's charge.dispute.created with the fields we read (a Stripe.Dispute). */
function disputeEvent(paymentIntentId: string | null, amount: number, id = `dp_${randomBytes(8).toString("hex")}`) {
  const dispute = {
    id,
    object: "dispute",
    amount,
    currency: "usd",
    charge: "ch_test",
    payment_intent: paymentIntentId,
    reason: "fraudulent",
    status: "needs_response",
  };
  return stripeEvent("charge.dispute.created", dispute);
}

async function stakeWithStripe() {
  const player = await createPlayer(ctx.db);
  const investor = await createInvestor(ctx.db);
  const c = await createCampaign(ctx.db, player, { targetAmount: "1000.00" });
  const intent = (await createIntent(ctx.app, investor, c.id, "200")).json() as { paymentIntentId: string };
  fake.succeed(intent.paymentIntentId);
  expect((await postInvestment(ctx.app, investor, { campaignId: c.id, amount: "200", paymentIntentId: intent.paymentIntentId })).statusCode).toBe(201);
  const [stake] = await ctx.db.select().from(investments).where(eq(investments.paymentIntentId, intent.paymentIntentId));
  return { investor, c, stake };
}

const heldAt = async (userId: number) => (await ctx.db.select({ at: users.heldForReviewAt }).from(users).where(eq(users.id, userId)))[0].at;

describe("Stripe charge.dispute.created", () => {
  it("records the dispute once even when delivered twice, and holds the investor's further stakes", async () => {
    const { investor, c, stake } = await stakeWithStripe();
    const event = disputeEvent(stake.paymentIntentId, 21_000);
    const first = await webhook(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    expect((await webhook(event)).statusCode).toBe(200);
    const rows = await ctx.db.select().from(cardDisputes).where(eq(cardDisputes.paymentIntentId, stake.paymentIntentId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      providerDisputeId: event.data.object.id,
      investmentId: stake.id,
      investorId: investor.user.id,
      campaignId: c.id,
      amountCents: 21_000,
      reason: "fraudulent",
      status: "open",
    });
    expect(await heldAt(investor.user.id)).toBeInstanceOf(Date);
    // the webhook is the system: no actor
    // by subject type too: on PostgreSQL other files' payouts (subject ids from another sequence) share the table
    const trail = ctx.db
      .select()
      .from(trustTrail)
      .where(and(eq(trustTrail.subjectType, "card_dispute"), eq(trustTrail.subjectId, rows[0].id)));
    expect(await trail).toMatchObject([{ action: "card_dispute.recorded", actorId: null }]);

    const next = await createCampaign(ctx.db, await createPlayer(ctx.db), { targetAmount: "1000.00" });
    const refused = await createIntent(ctx.app, investor, next.id, "100");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: HELD_FOR_REVIEW_MESSAGE, code: "held_for_review" });
  });

  it("refuses a forged signature and records nothing", async () => {
    const { investor, stake } = await stakeWithStripe();
    const forged = await webhook(disputeEvent(stake.paymentIntentId, 21_000), "whsec_someone_else");
    expect(forged.statusCode).toBe(400);
    expect(await ctx.db.select().from(cardDisputes).where(eq(cardDisputes.paymentIntentId, stake.paymentIntentId))).toEqual([]);
    expect(await heldAt(investor.user.id)).toBeNull();
  });

  it("answers 200 for a dispute on a payment that is no stake of ours, so Stripe does not retry, and records nothing", async () => {
    for (const event of [disputeEvent("pi_not_ours", 500), disputeEvent(null, 500)]) {
      expect((await webhook(event)).statusCode).toBe(200);
      expect(await ctx.db.select().from(cardDisputes).where(eq(cardDisputes.providerDisputeId, event.data.object.id))).toEqual([]);
    }
  });
});
