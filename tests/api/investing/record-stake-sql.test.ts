import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activities, campaigns, investments, mailOutbox, notifications, paymentIntents } from "../../../src/server/db/schema/index";
import { recordStakeRow } from "../../../src/server/investing/sql";
import { NOTIFICATIONS_CHANNEL } from "../../../src/server/notifications/channel";
import { createCampaign } from "../factories";
import { createInvestor, createPlayer, setupTestApp, uniqueName } from "../helpers";
import { invest, placeHold, postInvestment } from "./investing-helpers";

// record_stake (decision 188): the usual stake and its messages in one statement; anything that changes more than
// that (a stake that funds, a payment that no longer fits) is undone whole and left to the general path.
const ctx = setupTestApp();

const messages = (playerId: number, investorId: number, key: string) => ({
  lines: [
    { user_id: playerId, type: "investment_received", description: `line for the player ${key}` },
    { user_id: investorId, type: "investment_made", description: `line for the investor ${key}` },
  ],
  notes: [{ user_id: playerId, type: "investment_received", title: "New investment received", body: `body ${key}`, link: "/invest/1" }],
  mails: [{ dedupe_key: `test:${key}`, to_address: "player@example.test", subject: `subject ${key}`, text_body: "t", html_body: "<p>t</p>" }],
  channel: NOTIFICATIONS_CHANNEL,
});

async function state(campaignId: number, holdId: string, key: string) {
  const [c] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  const [hold] = await ctx.db.select().from(paymentIntents).where(eq(paymentIntents.id, holdId));
  return {
    current: c.currentAmount,
    status: c.status,
    hold: hold.status,
    stakes: (await ctx.db.select().from(investments).where(eq(investments.paymentIntentId, holdId))).length,
    lines: (
      await ctx.db
        .select()
        .from(activities)
        .where(sql`${activities.description} like ${`%${key}`}`)
    ).length,
    notes: (
      await ctx.db
        .select()
        .from(notifications)
        .where(eq(notifications.body, `body ${key}`))
    ).length,
    mails: (
      await ctx.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, `test:${key}`))
    ).length,
  };
}

describe("record_stake", () => {
  it("records a stake that leaves room, with its lines, notice and mail, in one statement; a replay adds nothing", async () => {
    const player = await createPlayer(ctx.db);
    const investor = await createInvestor(ctx.db);
    const c = await createCampaign(ctx.db, player, { targetAmount: "1000.00" });
    const hold = await placeHold(ctx.db, { campaignId: c.id, investorId: investor.user.id, amount: "300" });
    const key = uniqueName("k");

    const row = await recordStakeRow(ctx.db, hold.id, "3.0000", messages(player.user.id, investor.user.id, key));
    expect(row).toMatchObject({ outcome: "recorded", amount: "300.00", payment_intent_id: hold.id });
    expect(await state(c.id, hold.id, key)).toEqual({ current: "300.00", status: "active", hold: "succeeded", stakes: 1, lines: 2, notes: 1, mails: 1 });

    expect(await recordStakeRow(ctx.db, hold.id, "3.0000", messages(player.user.id, investor.user.id, key))).toMatchObject({ outcome: "existing" });
    expect(await state(c.id, hold.id, key)).toMatchObject({ current: "300.00", stakes: 1, lines: 2, notes: 1, mails: 1 });
  });

  it("leaves a stake that funds the campaign to the general path, having changed nothing", async () => {
    const player = await createPlayer(ctx.db);
    const investor = await createInvestor(ctx.db);
    const c = await createCampaign(ctx.db, player, { targetAmount: "1000.00" });
    const hold = await placeHold(ctx.db, { campaignId: c.id, investorId: investor.user.id, amount: "1000" });
    const key = uniqueName("k");

    expect(await recordStakeRow(ctx.db, hold.id, "10.0000", messages(player.user.id, investor.user.id, key))).toBeNull();
    expect(await state(c.id, hold.id, key)).toEqual({ current: "0.00", status: "active", hold: "pending", stakes: 0, lines: 0, notes: 0, mails: 0 });
  });

  it("answers a stake that funds without an error, so a caller's own transaction goes on (the demo seed records in one)", async () => {
    const player = await createPlayer(ctx.db);
    const investor = await createInvestor(ctx.db);
    const c = await createCampaign(ctx.db, player, { targetAmount: "500.00" });
    const hold = await placeHold(ctx.db, { campaignId: c.id, investorId: investor.user.id, amount: "500" });
    const key = uniqueName("k");
    const after = await ctx.db.transaction(async (tx) => {
      expect(await recordStakeRow(tx, hold.id, "5.0000", messages(player.user.id, investor.user.id, key))).toBeNull();
      const [row] = await tx.select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.id, c.id));
      return row.status;
    });
    expect(after).toBe("active");
  });

  it("leaves a payment that no longer fits to the general path, its hold not yet marked refunded", async () => {
    const player = await createPlayer(ctx.db);
    const [late, other] = await Promise.all([createInvestor(ctx.db), createInvestor(ctx.db)]);
    const c = await createCampaign(ctx.db, player, { targetAmount: "1000.00" });
    const lapsed = await placeHold(ctx.db, { campaignId: c.id, investorId: late.user.id, amount: "600" });
    await ctx.db
      .update(paymentIntents)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(paymentIntents.id, lapsed.id));
    expect((await placeHold(ctx.db, { campaignId: c.id, investorId: other.user.id, amount: "500" })).placed).toBe(true);
    const key = uniqueName("k");

    expect(await recordStakeRow(ctx.db, lapsed.id, "6.0000", messages(player.user.id, late.user.id, key))).toBeNull();
    // the general path marks it refunded and owes the refund in one transaction; record_stake must not have done half
    expect(await state(c.id, lapsed.id, key)).toEqual({ current: "0.00", status: "active", hold: "pending", stakes: 0, lines: 0, notes: 0, mails: 0 });
  });
});

describe("a stake's mail to its player, through the card flow", () => {
  it("is queued once for the usual stake and once for the stake that funds, with the funding mail beside it", async () => {
    const address = `${uniqueName("p")}@example.com`;
    const player = await createPlayer(ctx.db, { email: address, emailVerifiedAt: new Date() });
    const [a, b] = await Promise.all([createInvestor(ctx.db), createInvestor(ctx.db)]);
    const c = await createCampaign(ctx.db, player, { targetAmount: "1000.00" });
    const mailsTo = async () => (await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address))).map((m) => m.subject).sort();

    const first = await invest(ctx.app, a, c.id, "400.00");
    // the usual stake (record_stake): its mail, once, however often the browser then reports the payment
    expect(await mailsTo()).toHaveLength(1);
    for (let i = 0; i < 2; i++) expect((await postInvestment(ctx.app, a, { campaignId: c.id, amount: "400.00", paymentIntentId: first })).statusCode).toBe(200);
    expect(await mailsTo()).toHaveLength(1);

    // the last stake funds it (the general path): its own mail and the funding mail
    await invest(ctx.app, b, c.id, "600.00");
    const subjects = await mailsTo();
    expect(subjects).toHaveLength(3);
    expect(new Set(subjects).size).toBe(2);
  });
});

describe("racing stakes that together fund a campaign", () => {
  it("tell the player of every stake and of the funding exactly once, whichever stake lands last", async () => {
    const player = await createPlayer(ctx.db);
    const investors = await Promise.all(Array.from({ length: 8 }, () => createInvestor(ctx.db)));
    const c = await createCampaign(ctx.db, player, { targetAmount: "800.00" });
    // none of these stakes funds it alone; under the lock one of them is the last and must take the general path
    await Promise.all(investors.map((who) => invest(ctx.app, who, c.id, "100.00")));
    const told = await ctx.db.select({ type: notifications.type }).from(notifications).where(eq(notifications.userId, player.user.id));
    expect(told.filter((n) => n.type === "investment_received")).toHaveLength(8);
    expect(told.filter((n) => n.type === "campaign_funded")).toHaveLength(1);
    const [after] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, c.id));
    expect(after).toMatchObject({ status: "funded", currentAmount: "800.00" });
  });
});
