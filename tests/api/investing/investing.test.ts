import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activities, campaigns, investments, paymentIntents, sandboxPaymentIntents } from "../../../src/server/db/schema/index";
import type { SandboxGateway } from "../../../src/server/payments/sandbox/gateway";
import { createCampaign, createInvestment } from "../factories";
import { createInvestor, createPlayer, createSponsor, createUser, injectAs, setupTestApp, type TestUser } from "../helpers";
import { CARD_DECLINED, CARD_NO_FUNDS, CARD_OK, confirmCard, createIntent, invest, postInvestment } from "./investing-helpers";

const ctx = setupTestApp();

async function campaignRow(id: number) {
  const [row] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, id));
  return row;
}
async function holdRow(id: string) {
  const [row] = await ctx.db.select().from(paymentIntents).where(eq(paymentIntents.id, id));
  return row;
}
/** A hold `investor` took on `amount`, whose reservation has lapsed (it expired a minute ago). */
async function lapsedHold(investor: TestUser, campaignId: number, amount: string) {
  const intent = (await createIntent(ctx.app, investor, campaignId, amount)).json();
  await ctx.db
    .update(paymentIntents)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(paymentIntents.id, intent.paymentIntentId));
  return intent;
}
async function investmentsOf(campaignId: number) {
  return ctx.db.select().from(investments).where(eq(investments.campaignId, campaignId));
}

describe("GET /api/payments/config", () => {
  it("tells anyone the sandbox is the provider, with no key", async () => {
    const res = await injectAs(ctx.app, null, { method: "GET", url: "/api/payments/config" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ provider: "sandbox", publishableKey: null });
  });
});

describe("POST /api/create-payment-intent", () => {
  it("needs a signed-in user", async () => {
    const player = await createPlayer(ctx.db);
    const c = await createCampaign(ctx.db, player);
    const res = await createIntent(ctx.app, null, c.id, "100");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Unauthorized", code: "unauthorized" });
  });

  it.each(["player", "sponsor", null] as const)("refuses role %s with the spec's message", async (role) => {
    const player = await createPlayer(ctx.db);
    const c = await createCampaign(ctx.db, player);
    const who = role === "player" ? player : role === "sponsor" ? await createSponsor(ctx.db) : await createUser(ctx.db, { role: null });
    const res = await createIntent(ctx.app, who, c.id, "100");
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: "Only investors can make investments.", code: expect.any(String) });
  });

  it("returns the client secret, the fee and the total, and holds the amount for 2 minutes until the card step", async () => {
    const player = await createPlayer(ctx.db);
    const investor = await createInvestor(ctx.db);
    const c = await createCampaign(ctx.db, player);
    const res = await createIntent(ctx.app, investor, c.id, "250");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ amount: "250.00", platformFee: "12.50", totalAmount: "262.50" });
    expect(body.clientSecret).toMatch(/^pi_sbx_[0-9a-f]+_secret_[0-9a-f]+$/);
    const hold = await holdRow(body.paymentIntentId);
    expect(hold).toMatchObject({
      campaignId: c.id,
      investorId: investor.user.id,
      amount: "250.00",
      platformFee: "12.50",
      totalAmount: "262.50",
      status: "pending",
      provider: "sandbox",
    });
    const minutes = (hold.expiresAt.getTime() - hold.createdAt.getTime()) / 60_000;
    expect(minutes).toBeGreaterThan(1.9);
    expect(minutes).toBeLessThan(2.1);
    expect(new Date(body.expiresAt).getTime()).toBe(hold.expiresAt.getTime());
    const gateway = ctx.app.payments as SandboxGateway;
    expect((await gateway.retrieveIntent(body.paymentIntentId))?.amountCents).toBe(26250);
  });

  it("charges the $5.00 minimum fee and rounds 5% half up", async () => {
    const player = await createPlayer(ctx.db);
    const investor = await createInvestor(ctx.db);
    const c = await createCampaign(ctx.db, player, { minStake: "10.00" });
    expect((await createIntent(ctx.app, investor, c.id, "10")).json()).toMatchObject({ platformFee: "5.00", totalAmount: "15.00" });
    expect((await createIntent(ctx.app, investor, c.id, "100.10")).json()).toMatchObject({ platformFee: "5.01", totalAmount: "105.11" });
    expect((await createIntent(ctx.app, investor, c.id, 1000)).json()).toMatchObject({ platformFee: "50.00", totalAmount: "1050.00" });
  });

  it("validates the body", async () => {
    const investor = await createInvestor(ctx.db);
    const player = await createPlayer(ctx.db);
    const c = await createCampaign(ctx.db, player);
    const cases: [unknown, string][] = [
      [{ campaignId: c.id }, "amount must be an amount in dollars, e.g. 100.00"],
      [{ campaignId: c.id, amount: "abc" }, "amount must be an amount in dollars with at most two decimals, e.g. 100.00"],
      [{ campaignId: c.id, amount: "100.001" }, "amount must be an amount in dollars with at most two decimals, e.g. 100.00"],
      [{ campaignId: c.id, amount: "0" }, "amount must be greater than $0"],
      [{ campaignId: c.id, amount: -5 }, "amount must be an amount in dollars with at most two decimals, e.g. 100.00"],
      [{ amount: "100" }, "campaignId must be a campaign id"],
    ];
    for (const [payload, message] of cases) {
      const res = await injectAs(ctx.app, investor, { method: "POST", url: "/api/create-payment-intent", payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ message, code: expect.any(String) });
    }
  });

  it("404s an unknown campaign", async () => {
    const investor = await createInvestor(ctx.db);
    const res = await createIntent(ctx.app, investor, 99_999_999, "100");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Campaign not found", code: expect.any(String) });
  });

  it("refuses amounts below the min stake or above the buy-in with the spec's wording", async () => {
    const player = await createPlayer(ctx.db);
    const investor = await createInvestor(ctx.db);
    const c = await createCampaign(ctx.db, player, { buyIn: "10000.00", minStake: "100.00", targetAmount: "5000.00" });
    for (const amount of ["99.99", "10000.01"]) {
      const res = await createIntent(ctx.app, investor, c.id, amount);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: "Investment must be between $100 and $10,000.", code: expect.any(String) });
    }
  });

  it("refuses more than remains with 409", async () => {
    const player = await createPlayer(ctx.db);
    const investor = await createInvestor(ctx.db);
    const c = await createCampaign(ctx.db, player, { targetAmount: "5000.00" });
    await createInvestment(ctx.db, c, await createInvestor(ctx.db), "4500.00");
    const res = await createIntent(ctx.app, investor, c.id, "600");
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "Only $500 remains in this campaign.", code: expect.any(String) });
    expect((await createIntent(ctx.app, investor, c.id, "500")).statusCode).toBe(200);
  });

  it("takes exactly the remainder when less than the min stake remains", async () => {
    const player = await createPlayer(ctx.db);
    const investor = await createInvestor(ctx.db);
    const c = await createCampaign(ctx.db, player, { targetAmount: "5000.00", minStake: "100.00" });
    await createInvestment(ctx.db, c, await createInvestor(ctx.db), "4960.00");
    const low = await createIntent(ctx.app, investor, c.id, "30");
    expect(low.statusCode).toBe(400);
    expect(low.json()).toEqual({ message: "Only $40 remains in this campaign. Invest exactly $40 to complete it.", code: expect.any(String) });
    expect((await createIntent(ctx.app, investor, c.id, "100")).statusCode).toBe(409);
    const exact = await createIntent(ctx.app, investor, c.id, "40");
    expect(exact.statusCode).toBe(200);
    const paid = await confirmCard(ctx.app, investor, exact.json().clientSecret);
    expect(paid.statusCode).toBe(200);
    expect(await campaignRow(c.id)).toMatchObject({ currentAmount: "5000.00", status: "funded" });
  });

  it("refuses funded, completed and cancelled campaigns with 409", async () => {
    const player = await createPlayer(ctx.db);
    const investor = await createInvestor(ctx.db);
    const funded = await createCampaign(ctx.db, player, { status: "funded", currentAmount: "5000.00" });
    expect((await createIntent(ctx.app, investor, funded.id, "100")).json()).toEqual({ message: "This campaign is fully funded.", code: "campaign_sold_out" });
    for (const status of ["completed", "cancelled"] as const) {
      const c = await createCampaign(ctx.db, player, { status });
      const res = await createIntent(ctx.app, investor, c.id, "100");
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: "This campaign is no longer open for investment.", code: expect.any(String) });
    }
  });

  it("refuses a player who switched to investor on their own campaign", async () => {
    const player = await createPlayer(ctx.db);
    const c = await createCampaign(ctx.db, player);
    await injectAs(ctx.app, player, { method: "PATCH", url: "/api/auth/user/role", payload: { role: "investor" } });
    const res = await createIntent(ctx.app, player, c.id, "100");
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: "You cannot invest in your own campaign.", code: expect.any(String) });
  });

  it("counts other investors' unexpired holds as taken, and frees them when they expire", async () => {
    const player = await createPlayer(ctx.db);
    const first = await createInvestor(ctx.db);
    const second = await createInvestor(ctx.db);
    const c = await createCampaign(ctx.db, player, { targetAmount: "1000.00" });
    const held = await createIntent(ctx.app, first, c.id, "800");
    expect(held.statusCode).toBe(200);
    const blocked = await createIntent(ctx.app, second, c.id, "300");
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toEqual({ message: "Only $200 remains in this campaign.", code: expect.any(String) });
    await ctx.db
      .update(paymentIntents)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(paymentIntents.id, held.json().paymentIntentId));
    expect((await createIntent(ctx.app, second, c.id, "300")).statusCode).toBe(200);
  });

  it("replaces the investor's own unfinished payment for the same campaign", async () => {
    const player = await createPlayer(ctx.db);
    const investor = await createInvestor(ctx.db);
    const c = await createCampaign(ctx.db, player, { targetAmount: "1000.00" });
    const a = (await createIntent(ctx.app, investor, c.id, "900")).json();
    const b = await createIntent(ctx.app, investor, c.id, "1000");
    expect(b.statusCode).toBe(200);
    expect((await holdRow(a.paymentIntentId)).status).toBe("canceled");
    const gateway = ctx.app.payments as SandboxGateway;
    expect((await gateway.retrieveIntent(a.paymentIntentId))?.status).toBe("canceled");
    const stale = await confirmCard(ctx.app, investor, a.clientSecret);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: "This payment is no longer active. Please start again.", code: expect.any(String) });
    expect(await investmentsOf(c.id)).toHaveLength(0);
  });
});

describe("POST /api/payments/release", () => {
  it("frees the investor's own unpaid stake at once and the payment can no longer be made", async () => {
    const player = await createPlayer(ctx.db);
    const investor = await createInvestor(ctx.db);
    const other = await createInvestor(ctx.db);
    const c = await createCampaign(ctx.db, player, { targetAmount: "1000.00" });
    const intent = (await createIntent(ctx.app, investor, c.id, "1000")).json();
    expect((await createIntent(ctx.app, other, c.id, "100")).statusCode).toBe(409);

    const release = (who: typeof investor | null, paymentIntentId: string) =>
      injectAs(ctx.app, who, { method: "POST", url: "/api/payments/release", payload: { paymentIntentId } });
    const foreign = await release(other, intent.paymentIntentId);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: "This payment belongs to another investor.", code: expect.any(String) });
    expect((await release(investor, "pi_unknown")).statusCode).toBe(404);
    expect((await release(null, intent.paymentIntentId)).statusCode).toBe(401);

    const res = await release(investor, intent.paymentIntentId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ released: true });
    expect((await release(investor, intent.paymentIntentId)).json()).toEqual({ released: false });
    expect((await holdRow(intent.paymentIntentId)).status).toBe("canceled");
    expect((await (ctx.app.payments as SandboxGateway).retrieveIntent(intent.paymentIntentId))?.status).toBe("canceled");
    expect((await confirmCard(ctx.app, investor, intent.clientSecret)).statusCode).toBe(409);
    expect((await createIntent(ctx.app, other, c.id, "100")).statusCode).toBe(200);
  });
});

describe("POST /api/payments/sandbox/confirm", () => {
  it("charges 4242 4242 4242 4242 and records the investment itself", async () => {
    const player = await createPlayer(ctx.db);
    const investor = await createInvestor(ctx.db, { firstName: "Ivy", lastName: "Investor" });
    const c = await createCampaign(ctx.db, player, { buyIn: "10000.00", targetAmount: "5000.00" });
    const intent = (await createIntent(ctx.app, investor, c.id, "250")).json();
    const res = await confirmCard(ctx.app, investor, intent.clientSecret);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "succeeded", paymentIntentId: intent.paymentIntentId });

    const rows = await investmentsOf(c.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      investorId: investor.user.id,
      amount: "250.00",
      platformFee: "12.50",
      percentage: "2.5000",
      status: "active",
      paymentIntentId: intent.paymentIntentId,
    });
    expect(await campaignRow(c.id)).toMatchObject({ currentAmount: "250.00", status: "active" });
    expect((await holdRow(intent.paymentIntentId)).status).toBe("succeeded");
    const acts = await ctx.db.select().from(activities).where(eq(activities.userId, player.user.id));
    expect(acts.map((a) => [a.type, a.description])).toEqual([["investment_received", `Ivy Investor invested $250.00 in ${c.tournament} (2.5% stake)`]]);

    // the browser's follow-up call finds it already recorded: 200 with the same investment
    const follow = await postInvestment(ctx.app, investor, { campaignId: c.id, amount: "250.00", paymentIntentId: intent.paymentIntentId });
    expect(follow.statusCode).toBe(200);
    expect(follow.json()).toMatchObject({ id: rows[0].id, amount: "250.00", tournament: c.tournament, playerName: c.playerName });
    // confirming again charges nothing more
    expect((await confirmCard(ctx.app, investor, intent.clientSecret)).statusCode).toBe(200);
    expect(await investmentsOf(c.id)).toHaveLength(1);
    expect((await campaignRow(c.id)).currentAmount).toBe("250.00");
  });

  it.each([
    [CARD_DECLINED, "Your card was declined."],
    [CARD_NO_FUNDS, "Your card has insufficient funds."],
    [{ ...CARD_OK, expYear: 2001 }, "Your card's expiration date is in the past."],
    [{ ...CARD_OK, number: "4242 4242 4242 4241" }, "Your card number is invalid."],
    [{ ...CARD_OK, cvc: "1" }, "Your card's security code is incomplete."],
  ])("a refused card (%o) gets 402 with its message, leaves no investment and frees the hold", async (card, message) => {
    const player = await createPlayer(ctx.db);
    const investor = await createInvestor(ctx.db);
    const other = await createInvestor(ctx.db);
    const c = await createCampaign(ctx.db, player, { targetAmount: "1000.00" });
    const intent = (await createIntent(ctx.app, investor, c.id, "1000")).json();
    expect((await createIntent(ctx.app, other, c.id, "100")).statusCode).toBe(409);
    const res = await confirmCard(ctx.app, investor, intent.clientSecret, card);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ message, code: expect.any(String) });
    expect(await investmentsOf(c.id)).toHaveLength(0);
    expect(await campaignRow(c.id)).toMatchObject({ currentAmount: "0.00", status: "active" });
    expect((await holdRow(intent.paymentIntentId)).status).toBe("canceled");
    expect((await createIntent(ctx.app, other, c.id, "1000")).statusCode).toBe(200);
  });

  it("keeps no card number anywhere", async () => {
    const player = await createPlayer(ctx.db);
    const investor = await createInvestor(ctx.db);
    const c = await createCampaign(ctx.db, player);
    const intent = (await createIntent(ctx.app, investor, c.id, "100")).json();
    await confirmCard(ctx.app, investor, intent.clientSecret);
    const [row] = await ctx.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, intent.paymentIntentId));
    expect(JSON.stringify(row)).not.toContain("4242");
  });

  it("refuses another user's payment and unknown secrets", async () => {
    const player = await createPlayer(ctx.db);
    const investor = await createInvestor(ctx.db);
    const thief = await createInvestor(ctx.db);
    const c = await createCampaign(ctx.db, player);
    const intent = (await createIntent(ctx.app, investor, c.id, "100")).json();
    const stolen = await confirmCard(ctx.app, thief, intent.clientSecret);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json()).toEqual({ message: "This payment belongs to another investor.", code: expect.any(String) });
    const unknown = await confirmCard(ctx.app, investor, "pi_sbx_nope_secret_nope");
    expect(unknown.statusCode).toBe(404);
    expect((await confirmCard(ctx.app, null, intent.clientSecret)).statusCode).toBe(401);
    const bad = await injectAs(ctx.app, investor, { method: "POST", url: "/api/payments/sandbox/confirm", payload: { clientSecret: intent.clientSecret } });
    expect(bad.statusCode).toBe(400);
  });

  it("renews a lapsed hold when the room is still there", async () => {
    const player = await createPlayer(ctx.db);
    const investor = await createInvestor(ctx.db);
    const c = await createCampaign(ctx.db, player, { targetAmount: "1000.00" });
    const intent = await lapsedHold(investor, c.id, "500");
    expect((await confirmCard(ctx.app, investor, intent.clientSecret)).statusCode).toBe(200);
    expect((await campaignRow(c.id)).currentAmount).toBe("500.00");
  });

  it("charges nothing when a lapsed hold's room was taken", async () => {
    const player = await createPlayer(ctx.db);
    const late = await createInvestor(ctx.db);
    const quick = await createInvestor(ctx.db);
    const c = await createCampaign(ctx.db, player, { targetAmount: "1000.00" });
    const intent = await lapsedHold(late, c.id, "600");
    await invest(ctx.app, quick, c.id, "1000");
    const res = await confirmCard(ctx.app, late, intent.clientSecret);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: "Your reservation expired and this campaign no longer has room for this amount. Please start again.",
      code: expect.any(String),
    });
    const gateway = ctx.app.payments as SandboxGateway;
    expect((await gateway.retrieveIntent(intent.paymentIntentId))?.status).toBe("canceled");
    expect((await campaignRow(c.id)).currentAmount).toBe("1000.00");
  });
  it("charges nothing when a lapsed hold's room is now held (not yet bought) by another investor", async () => {
    const player = await createPlayer(ctx.db);
    const late = await createInvestor(ctx.db);
    const holder = await createInvestor(ctx.db);
    const c = await createCampaign(ctx.db, player, { targetAmount: "1000.00" });
    const intent = await lapsedHold(late, c.id, "600");
    expect((await createIntent(ctx.app, holder, c.id, "500")).statusCode).toBe(200);
    const res = await confirmCard(ctx.app, late, intent.clientSecret);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: "Your reservation expired and this campaign no longer has room for this amount. Please start again.",
      code: expect.any(String),
    });
    // never charged, so nothing to refund
    const [books] = await ctx.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, intent.paymentIntentId));
    expect(books).toMatchObject({ status: "canceled", refundedCents: 0 });
    expect((await holdRow(intent.paymentIntentId)).status).toBe("canceled");
    expect(await campaignRow(c.id)).toMatchObject({ currentAmount: "0.00", status: "active" });
  });
});

describe("POST /api/investments", () => {
  async function paidButUnrecorded(amount = "300") {
    const player = await createPlayer(ctx.db);
    const investor = await createInvestor(ctx.db);
    const c = await createCampaign(ctx.db, player, { targetAmount: "1000.00" });
    const intent = (await createIntent(ctx.app, investor, c.id, amount)).json();
    // the card succeeds at the provider, but the browser's call is the first to tell us
    await (ctx.app.payments as SandboxGateway).confirmCard(intent.clientSecret, CARD_OK);
    return { player, investor, c, intent };
  }

  it("records a succeeded payment once: 201, then 200 with the same body", async () => {
    const { investor, c, intent, player } = await paidButUnrecorded();
    const body = { campaignId: c.id, amount: "300.00", paymentIntentId: intent.paymentIntentId };
    const first = await postInvestment(ctx.app, investor, body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      campaignId: c.id,
      amount: "300.00",
      platformFee: "15.00",
      percentage: "3.0000",
      status: "active",
      tournament: c.tournament,
    });
    const again = await postInvestment(ctx.app, investor, { ...body, amount: 300 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await investmentsOf(c.id)).toHaveLength(1);
    expect((await campaignRow(c.id)).currentAmount).toBe("300.00");
    expect((await holdRow(intent.paymentIntentId)).status).toBe("succeeded");
    const acts = await ctx.db.select().from(activities).where(eq(activities.userId, player.user.id));
    expect(acts.filter((a) => a.type === "investment_received")).toHaveLength(1);
  });

  it("sets the campaign funded when the target is reached", async () => {
    const player = await createPlayer(ctx.db);
    const c = await createCampaign(ctx.db, player, { targetAmount: "1000.00" });
    await invest(ctx.app, await createInvestor(ctx.db), c.id, "400");
    await invest(ctx.app, await createInvestor(ctx.db), c.id, "600");
    expect(await campaignRow(c.id)).toMatchObject({ currentAmount: "1000.00", status: "funded" });
    const res = await createIntent(ctx.app, await createInvestor(ctx.db), c.id, "100");
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "This campaign is fully funded.", code: "campaign_sold_out" });
  });

  it("refuses a payment that belongs to someone else, or does not match", async () => {
    const { investor, c, intent } = await paidButUnrecorded();
    const other = await createInvestor(ctx.db);
    const foreign = await postInvestment(ctx.app, other, { campaignId: c.id, amount: "300", paymentIntentId: intent.paymentIntentId });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: "This payment belongs to another investor.", code: expect.any(String) });
    const wrongAmount = await postInvestment(ctx.app, investor, { campaignId: c.id, amount: "3000", paymentIntentId: intent.paymentIntentId });
    expect(wrongAmount.statusCode).toBe(400);
    expect(wrongAmount.json()).toEqual({ message: "The payment does not match this campaign and amount.", code: expect.any(String) });
    const wrongCampaign = await postInvestment(ctx.app, investor, { campaignId: c.id + 1, amount: "300", paymentIntentId: intent.paymentIntentId });
    expect(wrongCampaign.statusCode).toBe(400);
    expect(await investmentsOf(c.id)).toHaveLength(0);
  });

  it("refuses a payment that has not succeeded, an unknown one, and non-investors", async () => {
    const player = await createPlayer(ctx.db);
    const investor = await createInvestor(ctx.db);
    const c = await createCampaign(ctx.db, player);
    const intent = (await createIntent(ctx.app, investor, c.id, "100")).json();
    const unpaid = await postInvestment(ctx.app, investor, { campaignId: c.id, amount: "100", paymentIntentId: intent.paymentIntentId });
    expect(unpaid.statusCode).toBe(402);
    expect(unpaid.json()).toEqual({ message: "The payment has not been completed.", code: expect.any(String) });
    const unknown = await postInvestment(ctx.app, investor, { campaignId: c.id, amount: "100", paymentIntentId: "pi_unknown" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Payment not found.", code: expect.any(String) });
    const asPlayer = await postInvestment(ctx.app, player, { campaignId: c.id, amount: "100", paymentIntentId: intent.paymentIntentId });
    expect(asPlayer.statusCode).toBe(403);
    expect(asPlayer.json()).toEqual({ message: "Only investors can make investments.", code: expect.any(String) });
    expect((await postInvestment(ctx.app, null, { campaignId: c.id, amount: "100", paymentIntentId: intent.paymentIntentId })).statusCode).toBe(401);
    const missing = await injectAs(ctx.app, investor, { method: "POST", url: "/api/investments", payload: { campaignId: c.id, amount: "100" } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: "paymentIntentId is required", code: expect.any(String) });
  });

  it("refunds a paid stake that no longer fits instead of overselling", async () => {
    const player = await createPlayer(ctx.db);
    const late = await createInvestor(ctx.db);
    const c = await createCampaign(ctx.db, player, { targetAmount: "1000.00" });
    const intent = await lapsedHold(late, c.id, "600");
    await invest(ctx.app, await createInvestor(ctx.db), c.id, "1000");
    const gateway = ctx.app.payments as SandboxGateway;
    await gateway.confirmCard(intent.clientSecret, CARD_OK);
    const res = await postInvestment(ctx.app, late, { campaignId: c.id, amount: "600", paymentIntentId: intent.paymentIntentId });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "This campaign filled up before your payment completed. Your payment has been refunded.", code: expect.any(String) });
    const [books] = await ctx.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, intent.paymentIntentId));
    expect(books.refundedCents).toBe(63000);
    expect((await holdRow(intent.paymentIntentId)).status).toBe("refunded");
    expect((await campaignRow(c.id)).currentAmount).toBe("1000.00");
    // asking again neither records nor refunds twice
    expect((await postInvestment(ctx.app, late, { campaignId: c.id, amount: "600", paymentIntentId: intent.paymentIntentId })).statusCode).toBe(409);
    const [after] = await ctx.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, intent.paymentIntentId));
    expect(after.refundedCents).toBe(63000);
  });
});

describe("sandbox refunds (used by campaign cancellation)", () => {
  it("refunds in full or in part, never more than was paid", async () => {
    const player = await createPlayer(ctx.db);
    const investor = await createInvestor(ctx.db);
    const c = await createCampaign(ctx.db, player);
    const id = await invest(ctx.app, investor, c.id, "200");
    const gateway = ctx.app.payments;
    // $200 + $10 fee = 21000 cents paid
    expect(await gateway.refund(id, 1000)).toMatchObject({ status: "succeeded" });
    await expect(gateway.refund(id, 20001)).rejects.toThrow(/exceeds/);
    expect(await gateway.refund(id)).toMatchObject({ status: "succeeded" });
    await expect(gateway.refund(id, 1)).rejects.toThrow(/exceeds|positive/);
    const [books] = await ctx.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id));
    expect(books.refundedCents).toBe(21000);
  });

  it("refuses to refund an unpaid intent", async () => {
    const player = await createPlayer(ctx.db);
    const investor = await createInvestor(ctx.db);
    const c = await createCampaign(ctx.db, player);
    const intent = (await createIntent(ctx.app, investor, c.id, "100")).json();
    await expect(ctx.app.payments.refund(intent.paymentIntentId)).rejects.toThrow(/not succeeded/);
  });
});
