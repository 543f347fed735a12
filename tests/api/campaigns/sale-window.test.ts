import { SALE_CLOSED_MESSAGE, SALE_WINDOW_MESSAGES } from "@core/sale-window";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditMoney } from "../../../src/server/audit/money-audit";
import { closeDueSales, type SaleWindowDeps } from "../../../src/server/campaigns/sale-window-worker";
import { campaigns, investments, notifications, paymentIntents, refunds } from "../../../src/server/db/schema/index";
import { campaignBody } from "../../../src/server/seed/builders";
import { createInvestor, createPlayer, injectAs, setupTestApp, type TestContext, type TestUser } from "../helpers";
import { confirmCard, createIntent, invest } from "../investing/investing-helpers";

// Issue 41 item 5: a sale window. The worked case: $10,000 buy-in, 60% offered ($6,000), a 20% minimum ($2,000).
const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY);

function deps(ctx: TestContext): SaleWindowDeps {
  return { db: ctx.db, payments: ctx.app.payments, log: ctx.app.log };
}

function createCampaign(ctx: TestContext, player: TestUser, overrides: Record<string, unknown> = {}) {
  return injectAs(ctx.app, player, {
    method: "POST",
    url: "/api/campaigns",
    payload: campaignBody({
      tournamentDate: inDays(10).toISOString(),
      buyIn: "10000",
      targetAmount: "6000",
      playerOfferedPercentage: 60,
      minFillPercent: 20,
      saleEndsAt: inDays(1).toISOString(),
      ...overrides,
    }),
  });
}

async function newCampaign(ctx: TestContext, overrides: Record<string, unknown> = {}) {
  const player = await createPlayer(ctx.db);
  const res = await createCampaign(ctx, player, overrides);
  expect(res.statusCode, res.body).toBe(201);
  return { player, campaign: res.json() as { id: number; saleEndsAt: string } };
}

/** Right after the campaign's deadline: the job's pass runs as if then. */
const afterDeadline = (c: { saleEndsAt: string }) => new Date(new Date(c.saleEndsAt).getTime() + 1000);

async function row(ctx: TestContext, id: number) {
  const [c] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, id));
  return c;
}

async function notesOf(ctx: TestContext, userId: number) {
  return ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, "sale_closed")));
}

describe("sale window", () => {
  const ctx = setupTestApp({ SALE_WINDOW_POLL_MS: 0 });

  describe("creating a campaign with a window", () => {
    it("stores and answers the minimum and the deadline", async () => {
      const { campaign } = await newCampaign(ctx);
      expect(campaign).toMatchObject({ minFillPercent: 20, saleClosedAt: null });
      const got = await injectAs(ctx.app, null, { method: "GET", url: `/api/campaigns/${campaign.id}` });
      expect(got.json()).toMatchObject({ minFillPercent: 20, saleEndsAt: campaign.saleEndsAt, saleClosedAt: null });
    });

    it.each([
      ["a minimum above the offered share", { minFillPercent: 61 }, SALE_WINDOW_MESSAGES.minFillOverOffered(60)],
      ["a minimum that is not a whole percentage", { minFillPercent: 12.5 }, SALE_WINDOW_MESSAGES.minFillWhole],
      ["a minimum the target cannot reach", { targetAmount: "1500" }, SALE_WINDOW_MESSAGES.minFillOverTarget],
      ["a minimum without a deadline", { saleEndsAt: null }, SALE_WINDOW_MESSAGES.minFillNeedsEnd],
      ["a deadline after the event's start", { saleEndsAt: inDays(11).toISOString() }, SALE_WINDOW_MESSAGES.saleEndsAfterStart],
      ["a deadline in the past", { saleEndsAt: new Date(Date.now() - 60_000).toISOString() }, SALE_WINDOW_MESSAGES.saleEndsPast],
      ["a deadline that is not a date and time", { saleEndsAt: "tomorrow" }, SALE_WINDOW_MESSAGES.saleEndsInvalid],
    ])("400 for %s", async (_case, overrides, message) => {
      const player = await createPlayer(ctx.db);
      const res = await createCampaign(ctx, player, overrides);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, code: expect.any(String) });
    });

    it("a campaign without a window sells as before", async () => {
      const { campaign } = await newCampaign(ctx, { minFillPercent: undefined, saleEndsAt: undefined });
      expect(campaign).toMatchObject({ minFillPercent: null, saleEndsAt: null, saleClosedAt: null });
    });
  });

  describe("the worked case through real stakes", () => {
    it("15% sold at the deadline: cancelled, every stake refunded, the player and the backers told", async () => {
      const { player, campaign } = await newCampaign(ctx);
      const a = await createInvestor(ctx.db);
      const b = await createInvestor(ctx.db);
      await invest(ctx.app, a, campaign.id, "1000.00");
      await invest(ctx.app, b, campaign.id, "500.00");

      const closed = await closeDueSales(deps(ctx), { now: afterDeadline(campaign), campaignIds: [campaign.id] });
      expect(closed).toEqual([{ campaignId: campaign.id, decision: { outcome: "cancel", soldPercent: "15.0", keptPercent: "85.0" } }]);

      const c = await row(ctx, campaign.id);
      expect(c.status).toBe("cancelled");
      expect(c.saleClosedAt).not.toBeNull();
      const stakes = await ctx.db.select().from(investments).where(eq(investments.campaignId, campaign.id));
      expect(stakes.map((s) => s.status)).toEqual(["refunded", "refunded"]);
      // owed in the deciding transaction, carried out right after it by the sandbox gateway
      const owed = await ctx.db.select().from(refunds).where(eq(refunds.campaignId, campaign.id));
      expect(owed).toHaveLength(2);
      expect(owed.every((r) => r.reason === "campaign_cancelled" && r.status === "succeeded")).toBe(true);
      expect(owed.map((r) => r.amountCents).sort((x, y) => x - y)).toEqual([52_500, 105_000]);

      const [toPlayer] = await notesOf(ctx, player.user.id);
      expect(toPlayer).toMatchObject({ title: "Campaign cancelled" });
      expect(toPlayer.body).toContain("did not sell its 20% minimum (15% sold)");
      for (const investor of [a, b]) {
        const [note] = await notesOf(ctx, investor.user.id);
        expect(note.body).toContain("so it is cancelled. Your stake and fee are being refunded to your card.");
        const refundNotes = await ctx.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, investor.user.id), eq(notifications.type, "refund")));
        expect(refundNotes).toHaveLength(1);
      }
      expect((await auditMoney(ctx.db, { campaignIds: [campaign.id], graceSeconds: 0 })).violations).toBe(0);

      // a second pass decides nothing more
      expect(await closeDueSales(deps(ctx), { now: afterDeadline(campaign), campaignIds: [campaign.id] })).toEqual([]);
    });

    it("25% sold: it proceeds with what sold, the player keeps 75%, and investing afterwards is refused", async () => {
      const { player, campaign } = await newCampaign(ctx);
      const a = await createInvestor(ctx.db);
      await invest(ctx.app, a, campaign.id, "2500.00");

      const closed = await closeDueSales(deps(ctx), { now: afterDeadline(campaign), campaignIds: [campaign.id] });
      expect(closed[0].decision).toEqual({ outcome: "proceed", soldPercent: "25.0", keptPercent: "75.0" });

      const c = await row(ctx, campaign.id);
      expect(c.status).toBe("funded");
      expect(c.currentAmount).toBe("2500.00");
      expect(c.saleClosedAt).not.toBeNull();
      const [stake] = await ctx.db.select().from(investments).where(eq(investments.campaignId, campaign.id));
      expect(stake.status).toBe("active");
      expect(await ctx.db.select().from(refunds).where(eq(refunds.campaignId, campaign.id))).toHaveLength(0);
      const [toPlayer] = await notesOf(ctx, player.user.id);
      expect(toPlayer.body).toContain("25% sold, you keep 75% of your winnings");
      const [toBacker] = await notesOf(ctx, a.user.id);
      expect(toBacker.body).toContain("has closed with 25% sold. Your stake stands.");

      const page = await injectAs(ctx.app, null, { method: "GET", url: `/api/campaigns/${campaign.id}` });
      expect(page.json()).toMatchObject({ status: "funded", saleClosedAt: c.saleClosedAt!.toISOString() });

      const late = await createIntent(ctx.app, await createInvestor(ctx.db), campaign.id, "100.00");
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(SALE_CLOSED_MESSAGE);
    });

    it("exactly at the minimum it proceeds", async () => {
      const { campaign } = await newCampaign(ctx);
      await invest(ctx.app, await createInvestor(ctx.db), campaign.id, "2000.00");
      const [closed] = await closeDueSales(deps(ctx), { now: afterDeadline(campaign), campaignIds: [campaign.id] });
      expect(closed.decision.outcome).toBe("proceed");
    });

    it("a payment still open at the deadline is cancelled with its hold: its card is never charged", async () => {
      const { campaign } = await newCampaign(ctx);
      await invest(ctx.app, await createInvestor(ctx.db), campaign.id, "2500.00");
      const late = await createInvestor(ctx.db);
      const slow = await createIntent(ctx.app, late, campaign.id, "300.00");
      expect(slow.statusCode).toBe(200);
      await closeDueSales(deps(ctx), { now: afterDeadline(campaign), campaignIds: [campaign.id] });
      const [hold] = await ctx.db.select().from(paymentIntents).where(eq(paymentIntents.id, slow.json().paymentIntentId));
      expect(hold.status).toBe("canceled");
      const pay = await confirmCard(ctx.app, late, slow.json().clientSecret);
      expect(pay.statusCode).toBe(409);
      expect(pay.json().message).toBe(SALE_CLOSED_MESSAGE);
      expect((await row(ctx, campaign.id)).currentAmount).toBe("2500.00");
    });
  });

  describe("races", () => {
    it("an investment racing the job is either counted in the decision or refused", async () => {
      for (let round = 0; round < 3; round++) {
        const { campaign } = await newCampaign(ctx);
        await invest(ctx.app, await createInvestor(ctx.db), campaign.id, "1500.00");
        const racer = await createInvestor(ctx.db);
        const [paid, closed] = await Promise.all([
          invest(ctx.app, racer, campaign.id, "1000.00").then(
            () => true,
            () => false,
          ),
          closeDueSales(deps(ctx), { now: afterDeadline(campaign), campaignIds: [campaign.id] }),
        ]);
        const c = await row(ctx, campaign.id);
        const standing = (await ctx.db.select().from(investments).where(eq(investments.campaignId, campaign.id))).filter((s) => s.status !== "refunded");
        // the decision saw the race's stake (25%: proceeds) or not (15%: cancelled, and the late payment refused)
        expect(closed[0].decision.outcome).toBe(paid ? "proceed" : "cancel");
        expect(c.status).toBe(paid ? "funded" : "cancelled");
        expect(standing).toHaveLength(paid ? 2 : 0);
        expect((await auditMoney(ctx.db, { campaignIds: [campaign.id], graceSeconds: 0 })).violations).toBe(0);
      }
    });

    it("two instances' passes at once decide each campaign once", async () => {
      const { player, campaign } = await newCampaign(ctx);
      const a = await createInvestor(ctx.db);
      await invest(ctx.app, a, campaign.id, "1000.00");
      const now = afterDeadline(campaign);
      const [one, two] = await Promise.all([
        closeDueSales(deps(ctx), { now, campaignIds: [campaign.id] }),
        closeDueSales(deps(ctx), { now, campaignIds: [campaign.id] }),
      ]);
      expect(one.length + two.length).toBe(1);
      expect(await notesOf(ctx, player.user.id)).toHaveLength(1);
      expect(await notesOf(ctx, a.user.id)).toHaveLength(1);
      expect(await ctx.db.select().from(refunds).where(eq(refunds.campaignId, campaign.id))).toHaveLength(1);
    });
  });
});

describe("sale window on the clock", () => {
  const ctx = setupTestApp({ SALE_WINDOW_POLL_MS: 250 });

  it("honours a deadline a few seconds ahead within 10 s, by the scheduled pass", async () => {
    const endsAt = new Date(Date.now() + 3000);
    const { campaign } = await newCampaign(ctx, { saleEndsAt: endsAt.toISOString() });
    let closedAt: Date | null = null;
    while (Date.now() < endsAt.getTime() + 10_000) {
      const c = await row(ctx, campaign.id);
      if (c.saleClosedAt) {
        closedAt = c.saleClosedAt;
        expect(c.status).toBe("cancelled");
        break;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(closedAt).not.toBeNull();
    expect(closedAt!.getTime() - endsAt.getTime()).toBeGreaterThanOrEqual(0);
    expect(closedAt!.getTime() - endsAt.getTime()).toBeLessThan(10_000);
  }, 20_000);
});
