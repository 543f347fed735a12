import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaigns, investments, paymentIntents, sandboxPaymentIntents } from "../../../src/server/db/schema/index";
import { createCampaign } from "../factories";
import { createInvestor, createPlayer, injectAs, setupTestApp, type TestUser } from "../helpers";
import { confirmCard, createIntent } from "../investing/investing-helpers";

const ctx = setupTestApp();
const today = () => new Date().toISOString().slice(0, 10);

const endings: Record<string, (player: TestUser, campaignId: number) => ReturnType<typeof injectAs>> = {
  cancel: (player, id) => injectAs(ctx.app, player, { method: "POST", url: `/api/campaigns/${id}/cancel` }),
  close: (player, id) =>
    injectAs(ctx.app, player, {
      method: "POST",
      url: "/api/campaigns/close",
      payload: { campaignId: id, finalPosition: 3, totalWinnings: "1000", closingDate: today() },
    }),
};

describe("closing or cancelling a campaign cancels its open payment holds", () => {
  for (const [ending, end] of Object.entries(endings)) {
    it(`${ending}: a hold taken before can no longer be paid, and the card is not charged`, async () => {
      const player = await createPlayer(ctx.db);
      const investor = await createInvestor(ctx.db);
      const c = await createCampaign(ctx.db, player);
      const intent = await createIntent(ctx.app, investor, c.id, "500");
      expect(intent.statusCode).toBe(200);
      const { clientSecret, paymentIntentId } = intent.json();

      expect((await end(player, c.id)).statusCode).toBe(200);
      const [hold] = await ctx.db.select().from(paymentIntents).where(eq(paymentIntents.id, paymentIntentId));
      expect(hold.status).toBe("canceled");

      const paid = await confirmCard(ctx.app, investor, clientSecret);
      expect(paid.statusCode).toBe(409);
      expect(paid.json()).toEqual({ message: "This payment is no longer active. Please start again.", code: expect.any(String) });
      const [books] = await ctx.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, paymentIntentId));
      expect(books).toMatchObject({ status: "canceled", refundedCents: 0 });
      expect(await ctx.db.select().from(investments).where(eq(investments.campaignId, c.id))).toHaveLength(0);
      const [row] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, c.id));
      expect(row.currentAmount).toBe("0.00");
    });
  }

  it("leaves other campaigns' holds alone", async () => {
    const player = await createPlayer(ctx.db);
    const investor = await createInvestor(ctx.db);
    const ended = await createCampaign(ctx.db, player);
    const other = await createCampaign(ctx.db, await createPlayer(ctx.db));
    const kept = (await createIntent(ctx.app, investor, other.id, "300")).json();
    expect((await createIntent(ctx.app, await createInvestor(ctx.db), ended.id, "300")).statusCode).toBe(200);
    expect((await endings.cancel(player, ended.id)).statusCode).toBe(200);
    const [hold] = await ctx.db.select().from(paymentIntents).where(eq(paymentIntents.id, kept.paymentIntentId));
    expect(hold.status).toBe("pending");
    expect((await confirmCard(ctx.app, investor, kept.clientSecret)).statusCode).toBe(200);
  });
});
