import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { investments, paymentIntents, sandboxPaymentIntents, specialTournaments } from "../../../src/server/db/schema/index";
import type { SandboxGateway } from "../../../src/server/payments/sandbox/gateway";
import { createCampaign } from "../factories";
import { createInvestor, injectAs, setupTestApp, type TestUser } from "../helpers";
import { CARD_OK, confirmCard, createIntent, invest, placeHold, postInvestment, recordDirectly } from "../investing/investing-helpers";
import { action, campaignRow, createEvent, linkedCampaign } from "../settlement/verified-helpers";

// A verified event stops selling when play begins (decision 080, "Staking closes at the start").
const ctx = setupTestApp();
const CLOSED = "Staking for this tournament closed when play began.";
const REFUNDED = "Staking for this tournament closed when play began. Your payment has been refunded.";

const holdRow = async (id: string) => (await ctx.db.select().from(paymentIntents).where(eq(paymentIntents.id, id)))[0];
const books = async (id: string) => (await ctx.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id)))[0];
const investmentsOf = (campaignId: number) => ctx.db.select().from(investments).where(eq(investments.campaignId, campaignId));
const sandboxCount = async () => (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(sandboxPaymentIntents))[0].n;
const getCampaign = async (who: TestUser | null, id: number) => (await injectAs(ctx.app, who, { method: "GET", url: `/api/campaigns/${id}` })).json();

/** A sponsor's event with a linked campaign by its first player (target $500) and, for contrast, that player's unlinked one. */
async function linkedEvent() {
  const event = await createEvent(ctx.app, ctx.db, 2);
  const [player] = event.entrants;
  const linked = await linkedCampaign(ctx.db, player, event);
  const unlinked = await createCampaign(ctx.db, player, { targetAmount: "500.00", minStake: "50.00" });
  return { ...event, player, linked, unlinked };
}

describe("staking in a linked campaign closes when the clock first starts", () => {
  it("the start cancels an open hold: its card is not charged, new checkouts are 409, an unlinked campaign still sells", async () => {
    const e = await linkedEvent();
    const x = await createInvestor(ctx.db);
    const y = await createInvestor(ctx.db);
    expect((await getCampaign(x, e.linked.id)).eventStarted).toBe(false);
    const held = await createIntent(ctx.app, x, e.linked.id, "100");
    expect(held.statusCode, held.body).toBe(200);
    const { clientSecret, paymentIntentId } = held.json();

    expect((await action(ctx.app, e.sponsor, e.id, { type: "start" })).statusCode).toBe(200);
    expect((await holdRow(paymentIntentId)).status).toBe("canceled");
    expect((await books(paymentIntentId)).status).toBe("canceled");

    const confirm = await confirmCard(ctx.app, x, clientSecret);
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json()).toEqual({ message: CLOSED, code: expect.any(String) });
    expect(await books(paymentIntentId)).toMatchObject({ status: "canceled", refundedCents: 0 });
    const cardStep = await injectAs(ctx.app, x, { method: "POST", url: "/api/payments/card-step", payload: { paymentIntentId } });
    expect(cardStep.statusCode).toBe(409);
    expect(cardStep.json()).toEqual({ message: CLOSED, code: expect.any(String) });

    // refused before any gateway intent exists
    const before = await sandboxCount();
    const late = await createIntent(ctx.app, y, e.linked.id, "100");
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: CLOSED, code: expect.any(String) });
    expect(await sandboxCount()).toBe(before);
    expect(await ctx.db.select().from(paymentIntents).where(eq(paymentIntents.investorId, y.user.id))).toEqual([]);
    expect(await campaignRow(ctx.db, e.linked.id)).toMatchObject({ currentAmount: "0.00", status: "active" });
    expect(await investmentsOf(e.linked.id)).toEqual([]);

    // the campaign API says so, for the Invest button
    expect(await getCampaign(null, e.linked.id)).toMatchObject({ verified: true, eventStarted: true, status: "active" });
    const listed = (await injectAs(ctx.app, null, { method: "GET", url: "/api/campaigns?verified=true&limit=100" })).json();
    expect(listed.find((c: { id: number }) => c.id === e.linked.id)).toMatchObject({ eventStarted: true });

    // the same player's unlinked campaign is unaffected
    expect(await getCampaign(null, e.unlinked.id)).toMatchObject({ verified: false, eventStarted: false });
    await invest(ctx.app, y, e.unlinked.id, "100");
    expect((await campaignRow(ctx.db, e.unlinked.id)).currentAmount).toBe("100.00");
  });

  it("a payment that succeeds at the provider but is recorded after the start is refunded in full, once", async () => {
    const e = await linkedEvent();
    const x = await createInvestor(ctx.db);
    const { clientSecret, paymentIntentId } = (await createIntent(ctx.app, x, e.linked.id, "200")).json();
    // the browser confirmed with the provider (as with Stripe); the server hears of it only after the start
    await (ctx.app.payments as SandboxGateway).confirmCard(clientSecret, CARD_OK);
    expect((await action(ctx.app, e.sponsor, e.id, { type: "start" })).statusCode).toBe(200);

    const body = { campaignId: e.linked.id, amount: "200", paymentIntentId };
    const res = await postInvestment(ctx.app, x, body);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: REFUNDED, code: expect.any(String) });
    expect(await books(paymentIntentId)).toMatchObject({ status: "succeeded", amountCents: 21_000, refundedCents: 21_000 });
    expect((await holdRow(paymentIntentId)).status).toBe("refunded");
    expect(await investmentsOf(e.linked.id)).toEqual([]);
    expect((await campaignRow(ctx.db, e.linked.id)).currentAmount).toBe("0.00");
    // asked again: neither recorded nor refunded twice
    expect((await postInvestment(ctx.app, x, body)).statusCode).toBe(409);
    expect((await books(paymentIntentId)).refundedCents).toBe(21_000);
  });

  it("a pause and restart later changes nothing more: stakes bought before the start stay", async () => {
    const e = await linkedEvent();
    const x = await createInvestor(ctx.db);
    await invest(ctx.app, x, e.linked.id, "150");
    expect((await action(ctx.app, e.sponsor, e.id, { type: "start" })).statusCode).toBe(200);
    expect((await action(ctx.app, e.sponsor, e.id, { type: "pause" })).statusCode).toBe(200);
    expect((await action(ctx.app, e.sponsor, e.id, { type: "start" })).statusCode).toBe(200);
    expect(await investmentsOf(e.linked.id)).toHaveLength(1);
    expect(await campaignRow(ctx.db, e.linked.id)).toMatchObject({ currentAmount: "150.00", status: "active" });
  });
});

describe("the database functions refuse once the event is no longer upcoming", () => {
  // the event's status set directly, without the start's cancelling of holds: only the functions' own check stands
  const markStarted = (id: number) => ctx.db.update(specialTournaments).set({ status: "active" }).where(eq(specialTournaments.id, id));

  it("place_payment_hold: placed = false with event_started, nothing inserted; an unlinked campaign is placed", async () => {
    const e = await linkedEvent();
    const x = await createInvestor(ctx.db);
    expect(await placeHold(ctx.db, { campaignId: e.linked.id, investorId: x.user.id, amount: "100" })).toMatchObject({ placed: true, event_started: false });
    await markStarted(e.id);
    const refused = await placeHold(ctx.db, { campaignId: e.linked.id, investorId: x.user.id, amount: "100" });
    expect(refused).toMatchObject({ placed: false, event_started: true });
    expect(await holdRow(refused.id)).toBeUndefined();
    expect(await placeHold(ctx.db, { campaignId: e.unlinked.id, investorId: x.user.id, amount: "100" })).toMatchObject({ placed: true, event_started: false });
  });

  it("record_investment: a pending hold with room is refused as event_started and marked refunded; unlinked is recorded", async () => {
    const e = await linkedEvent();
    const x = await createInvestor(ctx.db);
    const linked = await placeHold(ctx.db, { campaignId: e.linked.id, investorId: x.user.id, amount: "100" });
    const unlinked = await placeHold(ctx.db, { campaignId: e.unlinked.id, investorId: x.user.id, amount: "100" });
    await markStarted(e.id);
    expect(await recordDirectly(ctx.db, linked.id)).toBe("event_started");
    expect((await holdRow(linked.id)).status).toBe("refunded");
    expect(await investmentsOf(e.linked.id)).toEqual([]);
    expect((await campaignRow(ctx.db, e.linked.id)).currentAmount).toBe("0.00");
    expect(await recordDirectly(ctx.db, unlinked.id)).toBe("recorded");
  });

  it("the card step refuses a hold still pending after the event began, and releases it", async () => {
    const e = await linkedEvent();
    const x = await createInvestor(ctx.db);
    const { paymentIntentId } = (await createIntent(ctx.app, x, e.linked.id, "100")).json();
    await markStarted(e.id);
    const res = await injectAs(ctx.app, x, { method: "POST", url: "/api/payments/card-step", payload: { paymentIntentId } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: CLOSED, code: expect.any(String) });
    expect((await holdRow(paymentIntentId)).status).toBe("canceled");
    expect((await books(paymentIntentId)).status).toBe("canceled");
  });
});
