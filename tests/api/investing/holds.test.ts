import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaigns, paymentIntents, sandboxPaymentIntents } from "../../../src/server/db/schema/index";
import type { SandboxGateway } from "../../../src/server/payments/sandbox/gateway";
import { createCampaign } from "../factories";
import { createInvestor, createPlayer, injectAs, setupTestApp, type TestUser } from "../helpers";
import { confirmCard, createIntent, invest } from "./investing-helpers";

// Holds cannot freeze the market (docs/decisions/071-bounded-payment-holds.md): at most 3 open holds per
// investor, 20 payment intents a minute per account, and 2 minutes to reach the card step.
const ctx = setupTestApp();

const HOLD_LIMIT = "You already have 3 payments in progress on other campaigns. Finish or cancel one of them before starting another.";
const HOLD_LAPSED = "Your reservation expired and this campaign no longer has room for this amount. Please start again.";

async function holdRow(id: string) {
  const [row] = await ctx.db.select().from(paymentIntents).where(eq(paymentIntents.id, id));
  return row;
}
/** The hold as it would be `minutes` later: moved back in time, created_at with it. */
async function age(id: string, minutes: number) {
  const by = sql.raw(`interval '${minutes * 60 + 1} seconds'`);
  await ctx.db
    .update(paymentIntents)
    .set({ createdAt: sql`${paymentIntents.createdAt} - ${by}`, expiresAt: sql`${paymentIntents.expiresAt} - ${by}` })
    .where(eq(paymentIntents.id, id));
}
async function openHoldsOf(who: TestUser) {
  return ctx.db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.investorId, who.user.id), eq(paymentIntents.status, "pending"), sql`${paymentIntents.expiresAt} > now()`));
}
function cardStep(who: TestUser | null, paymentIntentId: unknown) {
  return injectAs(ctx.app, who, { method: "POST", url: "/api/payments/card-step", payload: { paymentIntentId } });
}
/** Campaigns of one player with room for exactly one $1,000 stake each. */
async function campaignsOfOne(n: number) {
  const player = await createPlayer(ctx.db);
  return Promise.all(Array.from({ length: n }, () => createCampaign(ctx.db, player, { targetAmount: "1000.00" })));
}

describe("at most 3 open holds per investor", () => {
  it("a 4th hold is refused with 429 and the reason; another investor can still buy that campaign", async () => {
    const [c1, c2, c3, c4] = await campaignsOfOne(4);
    const a = await createInvestor(ctx.db);
    const b = await createInvestor(ctx.db);
    for (const c of [c1, c2, c3]) expect((await createIntent(ctx.app, a, c.id, "1000")).statusCode).toBe(200);

    const fourth = await createIntent(ctx.app, a, c4.id, "1000");
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ message: HOLD_LIMIT, code: expect.any(String) });
    expect(await openHoldsOf(a)).toHaveLength(3);
    expect(await ctx.db.select().from(paymentIntents).where(eq(paymentIntents.campaignId, c4.id))).toHaveLength(0);

    await invest(ctx.app, b, c4.id, "1000");
    const [row] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, c4.id));
    expect(row).toMatchObject({ currentAmount: "1000.00", status: "funded" });
  });

  it("replacing one's own hold on the same campaign at the limit is not a 4th", async () => {
    const [c1, c2, c3] = await campaignsOfOne(3);
    const a = await createInvestor(ctx.db);
    const first = (await createIntent(ctx.app, a, c1.id, "400")).json();
    for (const c of [c2, c3]) expect((await createIntent(ctx.app, a, c.id, "400")).statusCode).toBe(200);
    const again = await createIntent(ctx.app, a, c1.id, "600");
    expect(again.statusCode).toBe(200);
    expect((await holdRow(first.paymentIntentId)).status).toBe("canceled");
    expect(await openHoldsOf(a)).toHaveLength(3);
  });

  it("a paid, released or lapsed hold frees its place", async () => {
    const [c1, c2, c3, c4, c5, c6] = await campaignsOfOne(6);
    const a = await createInvestor(ctx.db);
    const held = await Promise.all([c1, c2, c3].map(async (c) => (await createIntent(ctx.app, a, c.id, "100")).json()));
    expect((await createIntent(ctx.app, a, c4.id, "100")).statusCode).toBe(429);

    expect((await confirmCard(ctx.app, a, held[0].clientSecret)).statusCode).toBe(200);
    expect((await createIntent(ctx.app, a, c4.id, "100")).statusCode).toBe(200);

    await injectAs(ctx.app, a, { method: "POST", url: "/api/payments/release", payload: { paymentIntentId: held[1].paymentIntentId } });
    expect((await createIntent(ctx.app, a, c5.id, "100")).statusCode).toBe(200);

    await age(held[2].paymentIntentId, 2);
    expect((await createIntent(ctx.app, a, c6.id, "100")).statusCode).toBe(200);
  });

  it("one investor's racing intents on 8 campaigns place 3 holds, and the refused ones leave nothing payable", async () => {
    // decisive under the investor's lock in place_payment_hold; meaningful on PostgreSQL, where the calls run on
    // separate connections (tests/api/investing/investing-sql-locks.test.ts pins the lock itself down)
    const list = await campaignsOfOne(8);
    const a = await createInvestor(ctx.db);
    const results = await Promise.all(list.map((c) => createIntent(ctx.app, a, c.id, "100")));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    expect(await openHoldsOf(a)).toHaveLength(3);
    const payable = await ctx.db
      .select()
      .from(sandboxPaymentIntents)
      .where(and(sql`${sandboxPaymentIntents.metadata}->>'investorId' = ${String(a.user.id)}`, eq(sandboxPaymentIntents.status, "requires_payment_method")));
    expect(payable).toHaveLength(3);
  });
});

describe("a hold that has not reached the card step lapses within 2 minutes", () => {
  it("after 2 minutes without the card step another investor can buy the room", async () => {
    const [c] = await campaignsOfOne(1);
    const a = await createInvestor(ctx.db);
    const b = await createInvestor(ctx.db);
    const held = (await createIntent(ctx.app, a, c.id, "1000")).json();
    expect((await createIntent(ctx.app, b, c.id, "1000")).statusCode).toBe(409);
    await age(held.paymentIntentId, 1.9);
    expect((await createIntent(ctx.app, b, c.id, "1000")).statusCode).toBe(409);
    await age(held.paymentIntentId, 0.1);
    await invest(ctx.app, b, c.id, "1000");
  });

  it("the card step keeps the hold 15 minutes; calling it again renews nothing", async () => {
    const [c] = await campaignsOfOne(1);
    const a = await createInvestor(ctx.db);
    const b = await createInvestor(ctx.db);
    const held = (await createIntent(ctx.app, a, c.id, "1000")).json();
    await age(held.paymentIntentId, 1);
    const res = await cardStep(a, held.paymentIntentId);
    expect(res.statusCode).toBe(200);
    const row = await holdRow(held.paymentIntentId);
    expect(row.cardStepAt).not.toBeNull();
    expect(res.json()).toEqual({ expiresAt: row.expiresAt.toISOString() });
    const left = (row.expiresAt.getTime() - Date.now()) / 60_000;
    expect(left).toBeGreaterThan(14.9);
    expect(left).toBeLessThan(15.1);

    await age(held.paymentIntentId, 10);
    const again = await cardStep(a, held.paymentIntentId);
    expect(again.statusCode).toBe(200);
    expect((await holdRow(held.paymentIntentId)).expiresAt.getTime()).toBe(row.expiresAt.getTime() - 601_000);
    // still held past the 2 minutes: another investor finds no room
    expect((await createIntent(ctx.app, b, c.id, "1000")).statusCode).toBe(409);
  });

  it("a lapsed hold reaching the card step takes its room again if nobody else took it", async () => {
    const [c] = await campaignsOfOne(1);
    const a = await createInvestor(ctx.db);
    const held = (await createIntent(ctx.app, a, c.id, "1000")).json();
    await age(held.paymentIntentId, 3);
    expect((await cardStep(a, held.paymentIntentId)).statusCode).toBe(200);
    expect((await holdRow(held.paymentIntentId)).expiresAt.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect((await confirmCard(ctx.app, a, held.clientSecret)).statusCode).toBe(200);
  });

  it("a lapsed hold whose room another investor now holds is canceled at the card step and cannot be paid", async () => {
    const [c] = await campaignsOfOne(1);
    const a = await createInvestor(ctx.db);
    const b = await createInvestor(ctx.db);
    const held = (await createIntent(ctx.app, a, c.id, "1000")).json();
    await age(held.paymentIntentId, 3);
    expect((await createIntent(ctx.app, b, c.id, "600")).statusCode).toBe(200);
    const res = await cardStep(a, held.paymentIntentId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: HOLD_LAPSED, code: expect.any(String) });
    expect((await holdRow(held.paymentIntentId)).status).toBe("canceled");
    expect((await (ctx.app.payments as SandboxGateway).retrieveIntent(held.paymentIntentId))?.status).toBe("canceled");
    expect((await confirmCard(ctx.app, a, held.clientSecret)).statusCode).toBe(409);
  });

  it("the card step is the caller's own, for a live payment, with a valid body", async () => {
    const [c] = await campaignsOfOne(1);
    const a = await createInvestor(ctx.db);
    const other = await createInvestor(ctx.db);
    const held = (await createIntent(ctx.app, a, c.id, "500")).json();
    expect((await cardStep(null, held.paymentIntentId)).statusCode).toBe(401);
    const foreign = await cardStep(other, held.paymentIntentId);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: "This payment belongs to another investor.", code: expect.any(String) });
    expect((await cardStep(a, "pi_unknown")).statusCode).toBe(404);
    const bad = await cardStep(a, 42);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/paymentIntentId/);
    expect((await holdRow(held.paymentIntentId)).cardStepAt).toBeNull();

    await injectAs(ctx.app, a, { method: "POST", url: "/api/payments/release", payload: { paymentIntentId: held.paymentIntentId } });
    const released = await cardStep(a, held.paymentIntentId);
    expect(released.statusCode).toBe(409);
    expect(released.json()).toEqual({ message: "This payment is no longer active. Please start again.", code: expect.any(String) });
  });
});

describe("payment intents are rate-limited per account", () => {
  it("the 21st intent in a minute gets 429 in plain words; another investor is not affected", async () => {
    const [c] = await campaignsOfOne(1);
    const a = await createInvestor(ctx.db);
    const b = await createInvestor(ctx.db);
    // one campaign: each intent replaces the last, so only the rate limit can refuse
    for (let i = 0; i < 20; i++) expect((await createIntent(ctx.app, a, c.id, "100")).statusCode).toBe(200);
    const limited = await createIntent(ctx.app, a, c.id, "100");
    expect(limited.statusCode).toBe(429);
    // the wait is what is left of the minute
    expect(limited.json().message).toMatch(/^You are starting payments too quickly\. Please wait (1 minute|\d+ seconds?) and try again\.$/);
    expect((await createIntent(ctx.app, b, c.id, "100")).statusCode).toBe(200);
  });

  it("signed-out calls are not counted: each is a 401, and they use up nobody's budget at that address", async () => {
    const [c] = await campaignsOfOne(1);
    for (let i = 0; i < 25; i++) expect((await createIntent(ctx.app, null, c.id, "100")).statusCode).toBe(401);
    const a = await createInvestor(ctx.db);
    expect((await createIntent(ctx.app, a, c.id, "100")).statusCode).toBe(200);
  });
});
