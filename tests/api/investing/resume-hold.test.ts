import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { paymentIntents } from "../../../src/server/db/schema/index";
import { ALREADY_CHARGED } from "../../../src/server/investing/my-hold";
import { FOREIGN_PAYMENT, PAYMENT_NOT_FOUND } from "../../../src/server/investing/record";
import { createCampaign } from "../factories";
import { createInvestor, createPlayer, injectAs, setupTestApp, type TestUser } from "../helpers";
import { confirmCard, createIntent, postInvestment } from "./investing-helpers";

const ctx = setupTestApp();

const myHold = (who: TestUser | null, campaignId: number | string) => injectAs(ctx.app, who, { method: "GET", url: `/api/campaigns/${campaignId}/my-hold` });
const cancel = (who: TestUser | null, id: string) => injectAs(ctx.app, who, { method: "DELETE", url: `/api/payment-holds/${encodeURIComponent(id)}` });
const detail = (who: TestUser | null, id: number) => injectAs(ctx.app, who, { method: "GET", url: `/api/campaigns/${id}` });
const statusOf = async (id: string) => (await ctx.db.select().from(paymentIntents).where(eq(paymentIntents.id, id)))[0]?.status;

/** The walk: a capped campaign ($1,000 buy-in, 20% per backer: $200 each); the investor holds all of their $200 and closes the tab at the card step. */
async function abandoned() {
  const player = await createPlayer(ctx.db);
  const investor = await createInvestor(ctx.db);
  const campaign = await createCampaign(ctx.db, player, { buyIn: "1000.00", targetAmount: "800.00", minStake: "10.00", maxPerInvestor: 20 });
  const intent = await createIntent(ctx.app, investor, campaign.id, "200.00");
  expect(intent.statusCode, intent.body).toBe(200);
  const card = await injectAs(ctx.app, investor, {
    method: "POST",
    url: "/api/payments/card-step",
    payload: { paymentIntentId: intent.json().paymentIntentId },
  });
  expect(card.statusCode, card.body).toBe(200);
  return { player, investor, campaign, intent: intent.json() as { paymentIntentId: string; clientSecret: string } };
}

describe("an abandoned checkout", () => {
  it("GET my-hold returns the caller's own open hold with the same client secret, to resume at the card step", async () => {
    const { investor, campaign, intent } = await abandoned();
    // what the walk saw: the hold uses up the cap, so the dialog said "Max $0" while the investor owned nothing
    expect((await detail(investor, campaign.id)).json().investorRoom).toBe("0.00");
    const res = await myHold(investor, campaign.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().hold).toMatchObject({ paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret, amount: "200.00", cardStep: true });
    // resuming pays the same payment: the card, then the investment, as a fresh checkout would
    expect((await confirmCard(ctx.app, investor, intent.clientSecret)).statusCode).toBe(200);
    const recorded = await postInvestment(ctx.app, investor, { campaignId: campaign.id, amount: "200.00", paymentIntentId: intent.paymentIntentId });
    expect(recorded.statusCode).toBeLessThan(300);
    // paid: nothing left to resume
    expect((await myHold(investor, campaign.id)).json()).toEqual({ hold: null });
  });

  it("Cancel releases the hold at once: the cap is free again, the payment can no longer be paid", async () => {
    const { investor, campaign, intent } = await abandoned();
    const res = await cancel(investor, intent.paymentIntentId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ released: true });
    expect(await statusOf(intent.paymentIntentId)).toBe("canceled");
    expect((await detail(investor, campaign.id)).json().investorRoom).toBe("200.00");
    expect((await myHold(investor, campaign.id)).json()).toEqual({ hold: null });
    expect((await confirmCard(ctx.app, investor, intent.clientSecret)).statusCode).toBeGreaterThanOrEqual(400);
    // again: nothing left to release
    expect((await cancel(investor, intent.paymentIntentId)).json()).toEqual({ released: false });
  });

  it("409 for a hold already charged; the stake stands", async () => {
    const { investor, campaign, intent } = await abandoned();
    expect((await confirmCard(ctx.app, investor, intent.clientSecret)).statusCode).toBe(200);
    const res = await cancel(investor, intent.paymentIntentId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ALREADY_CHARGED);
    expect(await statusOf(intent.paymentIntentId)).toBe("succeeded");
    expect((await detail(investor, campaign.id)).json().myStake).toMatchObject({ amount: "200.00" });
  });

  it("only the hold's own investor: another investor and the player get 403 and see no hold; signed out 401", async () => {
    const { player, investor, campaign, intent } = await abandoned();
    const other = await createInvestor(ctx.db);
    for (const who of [other, player]) {
      const res = await cancel(who, intent.paymentIntentId);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(FOREIGN_PAYMENT);
      expect((await myHold(who, campaign.id)).json()).toEqual({ hold: null });
    }
    expect((await cancel(null, intent.paymentIntentId)).statusCode).toBe(401);
    expect((await myHold(null, campaign.id)).statusCode).toBe(401);
    // nothing changed
    expect(await statusOf(intent.paymentIntentId)).toBe("pending");
    expect((await myHold(investor, campaign.id)).json().hold.paymentIntentId).toBe(intent.paymentIntentId);
  });

  it("404 for an unknown payment; 400 for a bad campaign id; a lapsed hold is not offered", async () => {
    const investor = await createInvestor(ctx.db);
    const res = await cancel(investor, "pi_nobody_has_this");
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(PAYMENT_NOT_FOUND);
    const bad = await myHold(investor, "abc");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/id must be a number/);
    const blank = await cancel(investor, " ");
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/id is required/);

    const { investor: late, campaign, intent } = await abandoned();
    await ctx.db
      .update(paymentIntents)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentIntents.id, intent.paymentIntentId));
    expect((await myHold(late, campaign.id)).json()).toEqual({ hold: null });
  });
});
