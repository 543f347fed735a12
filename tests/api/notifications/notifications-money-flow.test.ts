import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payouts } from "../../../src/server/db/schema/index";
import { createCampaign } from "../factories";
import { createInvestor, createPlayer, injectAs, setupTestApp } from "../helpers";
import { CARD_DECLINED, confirmCard, createIntent, invest } from "../investing/investing-helpers";
import { notificationsOf } from "./notifications-helpers";

const METRICS_TOKEN = "metrics-token-for-money-flow-123";
const ctx = setupTestApp({ METRICS_TOKEN });
const today = () => new Date().toISOString().slice(0, 10);

async function counter(name: string, labels = ""): Promise<number> {
  const res = await ctx.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const line = res.body.split("\n").find((l) => l.startsWith(labels ? `${name}{${labels}}` : `${name} `));
  return line ? Number(line.split(" ").at(-1)) : 0;
}

/** The money path itself writes the notifications: a real stake, funding, close, payout and refund. */
describe("notifications and counters from the money path", () => {
  it("a stake tells the player; the stake that funds it tells player and investors; close and payout tell the investor", async () => {
    const player = await createPlayer(ctx.db);
    const [a, b, bystander] = await Promise.all([createInvestor(ctx.db), createInvestor(ctx.db), createInvestor(ctx.db)]);
    const campaign = await createCampaign(ctx.db, player, { buyIn: "1000.00", targetAmount: "300.00", minStake: "50.00" });
    const recordedBefore = await counter("investments_recorded_total");

    await invest(ctx.app, a, campaign.id, "100");
    expect((await notificationsOf(ctx.app, player)).items.map((n) => n.type)).toEqual(["investment_received"]);
    await invest(ctx.app, b, campaign.id, "200");
    expect((await notificationsOf(ctx.app, player)).items.map((n) => n.type)).toEqual(["campaign_funded", "investment_received", "investment_received"]);
    for (const investor of [a, b]) expect((await notificationsOf(ctx.app, investor)).items.map((n) => n.type)).toEqual(["campaign_funded"]);
    expect(await counter("investments_recorded_total")).toBe(recordedBefore + 2);

    const closed = await injectAs(ctx.app, player, {
      method: "POST",
      url: "/api/campaigns/close",
      payload: { campaignId: campaign.id, finalPosition: 1, totalWinnings: "2000", closingDate: today() },
    });
    expect(closed.statusCode).toBe(200);
    const forA = await notificationsOf(ctx.app, a);
    expect(forA.items[0]).toMatchObject({ type: "campaign_closed", link: "/portfolio" });
    expect(forA.items[0].body).toContain("200.00");

    const [payoutOfA] = await ctx.db
      .select()
      .from(payouts)
      .where(and(eq(payouts.campaignId, campaign.id), eq(payouts.investorId, a.user.id)));
    expect((await injectAs(ctx.app, player, { method: "PATCH", url: `/api/payouts/${payoutOfA.id}/mark-paid` })).statusCode).toBe(200);
    expect((await notificationsOf(ctx.app, a)).items[0].type).toBe("payout_paid");
    // b saved no payout method, so the close asks for one too (decision 143, tests/api/payouts/payout-methods-ask.test.ts)
    expect((await notificationsOf(ctx.app, b)).items.map((n) => [n.type, n.title])).toEqual([
      ["campaign_closed", "Campaign closed"],
      ["campaign_closed", "Add a payout method"],
      ["campaign_funded", "Campaign fully funded"],
    ]);
    expect((await notificationsOf(ctx.app, bystander)).items).toEqual([]);
  });

  it("a cancelled campaign tells each investor of their refund; a declined card counts as a failed payment", async () => {
    const player = await createPlayer(ctx.db);
    const investor = await createInvestor(ctx.db);
    const campaign = await createCampaign(ctx.db, player, { buyIn: "1000.00", targetAmount: "500.00", minStake: "50.00" });
    await invest(ctx.app, investor, campaign.id, "100");

    const declinedBefore = await counter("payments_failed_total", 'reason="declined"');
    const intent = await createIntent(ctx.app, investor, campaign.id, "60");
    expect((await confirmCard(ctx.app, investor, intent.json().clientSecret, CARD_DECLINED)).statusCode).toBe(402);
    expect(await counter("payments_failed_total", 'reason="declined"')).toBe(declinedBefore + 1);

    expect((await injectAs(ctx.app, player, { method: "POST", url: `/api/campaigns/${campaign.id}/cancel` })).statusCode).toBe(200);
    const page = await notificationsOf(ctx.app, investor);
    expect(page.items[0]).toMatchObject({ type: "refund" });
    expect(page.items[0].body).toBe(`Your $100.00 stake and the $5.00 fee for ${campaign.tournament} were refunded.`);
  });
});
