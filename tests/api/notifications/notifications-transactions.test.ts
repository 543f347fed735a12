import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activities, campaigns, investments, paymentIntents, sandboxPaymentIntents } from "../../../src/server/db/schema/index";
import type { SandboxGateway } from "../../../src/server/payments/sandbox/gateway";
import { createCampaign } from "../factories";
import { createInvestor, createPlayer, injectAs, setupTestApp, uniqueName } from "../helpers";
import { CARD_OK, confirmCard, createIntent, invest, postInvestment } from "../investing/investing-helpers";
import { notificationsOf } from "./notifications-helpers";
import { action, createEvent, linkedCampaign } from "../settlement/verified-helpers";

// The notifications of money events are written in the transaction that moved the money, so they exist exactly
// when it did: a failure while writing them undoes the event too (and a retry writes both), never one without the other.
const ctx = setupTestApp();

/** Makes every notification insert for this user fail (a stand-in for a crash while writing it); returns the undo. */
async function failNotificationsFor(userId: number): Promise<() => Promise<void>> {
  const name = uniqueName("fail_notify")
    .replace(/[^a-z0-9_]/gi, "_")
    .toLowerCase();
  await ctx.db.execute(
    sql.raw(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.user_id = ${userId} THEN RAISE EXCEPTION 'notification write failed'; END IF; RETURN NEW; END $$`),
  );
  await ctx.db.execute(sql.raw(`CREATE TRIGGER ${name} BEFORE INSERT ON notifications FOR EACH ROW EXECUTE FUNCTION ${name}()`));
  return async () => {
    await ctx.db.execute(sql.raw(`DROP TRIGGER ${name} ON notifications`));
    await ctx.db.execute(sql.raw(`DROP FUNCTION ${name}()`));
  };
}

const activityTypesOf = async (userId: number) =>
  (await ctx.db.select({ type: activities.type }).from(activities).where(eq(activities.userId, userId))).map((a) => a.type);

describe("a stake and its notifications commit together", () => {
  it("when the player's notification cannot be written, the stake is not recorded either; the retry records both", async () => {
    const player = await createPlayer(ctx.db);
    const investor = await createInvestor(ctx.db);
    const campaign = await createCampaign(ctx.db, player, { buyIn: "1000.00", targetAmount: "300.00", minStake: "50.00" });
    const undo = await failNotificationsFor(player.user.id);
    let paymentIntentId: string;
    try {
      const intent = await createIntent(ctx.app, investor, campaign.id, "100");
      expect(intent.statusCode, intent.body).toBe(200);
      paymentIntentId = intent.json().paymentIntentId;
      const confirmed = await confirmCard(ctx.app, investor, intent.json().clientSecret);
      expect(confirmed.statusCode).toBe(500);
    } finally {
      await undo();
    }
    // charged at the gateway, but nothing recorded: no stake, no amount raised, no activity line, no notification
    expect(await ctx.db.select().from(investments).where(eq(investments.paymentIntentId, paymentIntentId))).toEqual([]);
    expect((await ctx.db.select().from(campaigns).where(eq(campaigns.id, campaign.id)))[0].currentAmount).toBe("0.00");
    expect(await activityTypesOf(player.user.id)).not.toContain("investment_received");
    expect(await activityTypesOf(investor.user.id)).not.toContain("investment_made");
    expect((await notificationsOf(ctx.app, player)).items).toEqual([]);

    // the browser's POST /api/investments (or the webhook) records it now, with the player's notification
    const recorded = await postInvestment(ctx.app, investor, { campaignId: campaign.id, amount: "100", paymentIntentId });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const page = await notificationsOf(ctx.app, player);
    expect(page.items.map((n) => n.type)).toEqual(["investment_received"]);
    expect(page.items[0]).toMatchObject({ link: `/invest/${campaign.id}` });
    expect(await activityTypesOf(investor.user.id)).toContain("investment_made");
  });

  it("the stake that funds the campaign: when an investor's funded notification fails, the funding stake is undone", async () => {
    const player = await createPlayer(ctx.db);
    const [a, b] = await Promise.all([createInvestor(ctx.db), createInvestor(ctx.db)]);
    const campaign = await createCampaign(ctx.db, player, { buyIn: "1000.00", targetAmount: "300.00", minStake: "50.00" });
    await invest(ctx.app, a, campaign.id, "100");
    const undo = await failNotificationsFor(a.user.id);
    try {
      const intent = await createIntent(ctx.app, b, campaign.id, "200");
      expect((await confirmCard(ctx.app, b, intent.json().clientSecret)).statusCode).toBe(500);
    } finally {
      await undo();
    }
    expect((await ctx.db.select().from(campaigns).where(eq(campaigns.id, campaign.id)))[0]).toMatchObject({ currentAmount: "100.00", status: "active" });
    expect((await notificationsOf(ctx.app, player)).items.map((n) => n.type)).toEqual(["investment_received"]);
  });
});

describe("a payment refunded instead of recorded tells the investor", () => {
  it("no room left (its hold lapsed and another investor filled the campaign): a refund notification with the full charge", async () => {
    const player = await createPlayer(ctx.db);
    const [late, other] = await Promise.all([createInvestor(ctx.db), createInvestor(ctx.db)]);
    const campaign = await createCampaign(ctx.db, player, { buyIn: "1000.00", targetAmount: "300.00", minStake: "50.00" });
    const { clientSecret, paymentIntentId } = (await createIntent(ctx.app, late, campaign.id, "200")).json();
    // paid at the provider, but the server hears of it only after the hold lapsed and another took the room
    await (ctx.app.payments as SandboxGateway).confirmCard(clientSecret, CARD_OK);
    await ctx.db
      .update(paymentIntents)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(paymentIntents.id, paymentIntentId));
    await invest(ctx.app, other, campaign.id, "300");

    const res = await postInvestment(ctx.app, late, { campaignId: campaign.id, amount: "200", paymentIntentId });
    expect(res.statusCode).toBe(409);
    const [books] = await ctx.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, paymentIntentId));
    expect(books.refundedCents).toBe(21_000);
    const page = await notificationsOf(ctx.app, late);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ type: "refund", title: "Payment refunded", link: `/invest/${campaign.id}` });
    expect(page.items[0].body).toBe(`Your payment of $210.00 for ${campaign.tournament} was refunded: the campaign filled up before your payment completed.`);

    // asked again: already refunded, no second notification
    expect((await postInvestment(ctx.app, late, { campaignId: campaign.id, amount: "200", paymentIntentId })).statusCode).toBe(409);
    expect((await notificationsOf(ctx.app, late)).items).toHaveLength(1);
  });

  it("the verified event started before the payment was recorded: a refund notification saying so", async () => {
    const event = await createEvent(ctx.app, ctx.db, 2);
    const linked = await linkedCampaign(ctx.db, event.entrants[0], event);
    const investor = await createInvestor(ctx.db);
    const { clientSecret, paymentIntentId } = (await createIntent(ctx.app, investor, linked.id, "200")).json();
    await (ctx.app.payments as SandboxGateway).confirmCard(clientSecret, CARD_OK);
    expect((await action(ctx.app, event.sponsor, event.id, { type: "start" })).statusCode).toBe(200);

    expect((await postInvestment(ctx.app, investor, { campaignId: linked.id, amount: "200", paymentIntentId })).statusCode).toBe(409);
    const page = await notificationsOf(ctx.app, investor);
    expect(page.items.map((n) => n.type)).toEqual(["refund"]);
    expect(page.items[0].body).toBe(`Your payment of $210.00 for ${event.name} was refunded: the tournament started before your payment completed.`);
  });
});

describe("a cancelled campaign's refund: the activity line and the notification commit together", () => {
  it("when the refund notification cannot be written, no activity line claims the refund either", async () => {
    const player = await createPlayer(ctx.db);
    const investor = await createInvestor(ctx.db);
    const campaign = await createCampaign(ctx.db, player, { buyIn: "1000.00", targetAmount: "500.00", minStake: "50.00" });
    await invest(ctx.app, investor, campaign.id, "100");
    const undo = await failNotificationsFor(investor.user.id);
    try {
      const cancelled = await injectAs(ctx.app, player, { method: "POST", url: `/api/campaigns/${campaign.id}/cancel` });
      expect(cancelled.statusCode).toBe(500);
    } finally {
      await undo();
    }
    expect(await activityTypesOf(investor.user.id)).not.toContain("investment_refunded");
    const [stake] = await ctx.db
      .select()
      .from(investments)
      .where(and(eq(investments.campaignId, campaign.id), eq(investments.investorId, investor.user.id)));
    expect(stake.status).toBe("refunded");
  });
});
