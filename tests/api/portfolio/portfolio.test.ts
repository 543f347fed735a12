import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { recordActivities } from "../../../src/server/activities/record";
import { activities, campaigns } from "../../../src/server/db/schema/index";
import { createCampaign, createInvestment } from "../factories";
import { createInvestor, createPlayer, createSponsor, injectAs, setupTestApp, type TestUser } from "../helpers";

const ctx = setupTestApp();
const today = () => new Date().toISOString().slice(0, 10);
const get = (who: TestUser | null, url: string) => injectAs(ctx.app, who, { method: "GET", url });

/** A player with one completed campaign (won $20,000 on a $10,000 buy-in) and one still running, and an investor in both. */
async function story() {
  const player = await createPlayer(ctx.db);
  const investor = await createInvestor(ctx.db);
  const done = await createCampaign(ctx.db, player, { buyIn: "10000.00", targetAmount: "5000.00" });
  const running = await createCampaign(ctx.db, player, { buyIn: "2000.00", targetAmount: "1000.00", minStake: "50.00" });
  await createInvestment(ctx.db, done, investor, "1000.00");
  await createInvestment(ctx.db, done, investor, "500.00");
  await createInvestment(ctx.db, running, investor, "200.00");
  const closeRes = await injectAs(ctx.app, player, {
    method: "POST",
    url: "/api/campaigns/close",
    payload: { campaignId: done.id, finalPosition: 5, totalWinnings: "20000", closingDate: today() },
  });
  expect(closeRes.statusCode).toBe(200);
  return { player, investor, done, running };
}

describe("GET /api/investments/my", () => {
  it("lists the investor's stakes with campaign outcome and payout, newest first", async () => {
    const { investor, done, running } = await story();
    const res = await get(investor, "/api/investments/my");
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<Record<string, unknown>>;
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ campaignId: running.id, amount: "200.00", percentage: 10, status: "active", payout: null, campaignStatus: "active" });
    const closed = list.filter((i) => i.campaignId === done.id);
    expect(closed.map((i) => i.payout).sort()).toEqual(["1000.00", "2000.00"]);
    expect(closed[0]).toMatchObject({ status: "closed", campaignStatus: "completed", finalPosition: 5, totalWinnings: "20000.00", payoutStatus: "pending" });
    expect(typeof closed[0].completedAt).toBe("string");
  });

  it("is for investors only", async () => {
    expect((await get(await createPlayer(ctx.db), "/api/investments/my")).statusCode).toBe(403);
    expect((await get(await createSponsor(ctx.db), "/api/investments/my")).statusCode).toBe(403);
    expect((await get(null, "/api/investments/my")).statusCode).toBe(401);
    expect((await get(await createInvestor(ctx.db), "/api/investments/my")).json()).toEqual([]);
  });
});

describe("GET /api/dashboard", () => {
  it("investor: invested, returns received (paid), pending, ROI over completed stakes, active stakes", async () => {
    const { player, investor } = await story();
    let d = (await get(investor, "/api/dashboard")).json();
    expect(d).toMatchObject({ totalInvested: "1700.00", totalReturns: "0.00", pendingReturns: "3000.00", roi: 100, activeStakes: 1 });

    const pays = (await get(player, "/api/pending-payouts")).json() as Array<{ id: number; amount: number }>;
    const big = pays.find((p) => p.amount === 2000)!;
    expect((await injectAs(ctx.app, player, { method: "PATCH", url: `/api/payouts/${big.id}/mark-paid` })).statusCode).toBe(200);
    d = (await get(investor, "/api/dashboard")).json();
    expect(d).toMatchObject({ totalReturns: "2000.00", pendingReturns: "1000.00", roi: 100 });

    // "I was not paid": the disputed payout leaves the returns received and is owed again until an operator rules
    const dispute = await injectAs(ctx.app, investor, {
      method: "POST",
      url: `/api/payouts/${big.id}/dispute`,
      payload: { reason: "Nothing arrived at my bank." },
    });
    expect(dispute.statusCode).toBe(200);
    d = (await get(investor, "/api/dashboard")).json();
    expect(d).toMatchObject({ totalReturns: "0.00", pendingReturns: "3000.00" });
  });

  it("player: campaigns, raised, winnings, paid and owed to investors", async () => {
    const { player } = await story();
    const d = (await get(player, "/api/dashboard")).json();
    expect(d.player).toEqual({
      activeCampaigns: 1,
      completedCampaigns: 1,
      totalRaised: "1700.00",
      totalWinnings: "20000.00",
      paidToInvestors: "0.00",
      owedToInvestors: "3000.00",
      pendingPayouts: 2,
    });
  });

  it("a new user sees zeros; signed out gets 401", async () => {
    const d = (await get(await createInvestor(ctx.db), "/api/dashboard")).json();
    expect(d).toMatchObject({ totalInvested: "0.00", totalReturns: "0.00", roi: 0, activeStakes: 0 });
    expect((await get(null, "/api/dashboard")).statusCode).toBe(401);
  });

  it("cancelled (refunded) stakes count nowhere", async () => {
    const player = await createPlayer(ctx.db);
    const investor = await createInvestor(ctx.db);
    const c = await createCampaign(ctx.db, player);
    await createInvestment(ctx.db, c, investor, "300.00", { status: "refunded" });
    await ctx.db.update(campaigns).set({ status: "cancelled" }).where(eq(campaigns.id, c.id));
    expect((await get(investor, "/api/dashboard")).json()).toMatchObject({ totalInvested: "0.00", activeStakes: 0 });
  });
});

describe("GET /api/performance", () => {
  it("investor: this month's ROI, cashed count and history from real stakes", async () => {
    const { investor } = await story();
    const p = (await get(investor, "/api/performance")).json();
    expect(p).toMatchObject({ thisMonth: 100, threeMonths: 100, totalRoi: 100, cashedTournaments: 1, totalTournaments: 1, cashRate: 100 });
    expect(p.history).toHaveLength(2);
    expect(p.history.at(-1)).toMatchObject({ invested: 1500, returns: 3000, profit: 1500 });
  });

  it("player: tournament ROI, winnings against buy-ins", async () => {
    const { player } = await story();
    const p = (await get(player, "/api/performance")).json();
    expect(p).toMatchObject({ thisMonth: 100, totalRoi: 100, cashedTournaments: 1, totalTournaments: 1, cashRate: 100 });
  });
});

describe("GET /api/activities", () => {
  it("returns the caller's own, newest first, at most 20", async () => {
    const me = await createInvestor(ctx.db);
    const other = await createInvestor(ctx.db);
    for (let i = 0; i < 25; i++) await recordActivities(ctx.db, [{ userId: me.user.id, type: "payout_sent", text: `event ${i}` }]);
    await recordActivities(ctx.db, [{ userId: other.user.id, type: "payout_sent", text: "not mine" }]);
    await ctx.db
      .update(activities)
      .set({ createdAt: new Date(Date.now() - 86_400_000) })
      .where(eq(activities.description, "event 0"));
    const list = (await get(me, "/api/activities")).json() as Array<{ description: string; type: string; createdAt: string }>;
    expect(list).toHaveLength(20);
    expect(list[0].description).toBe("event 24");
    expect(list.some((a) => a.description === "not mine")).toBe(false);
    expect((await get(null, "/api/activities")).statusCode).toBe(401);
  });
});
