import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaigns, paymentIntents } from "../../../src/server/db/schema/index";
import { createCampaign as insertCampaign, createInvestment } from "../factories";
import { createInvestor, createPlayer, createSponsor, injectAs, setupTestApp, uniqueName, type TestUser } from "../helpers";

const ctx = setupTestApp();

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000);

function validBody(overrides: Record<string, unknown> = {}) {
  return {
    tournament: uniqueName("Terms Open"),
    buyIn: "1000",
    minStake: "10",
    targetAmount: "500",
    playerOfferedPercentage: 50,
    tournamentDate: inDays(30).toISOString().slice(0, 10),
    ...overrides,
  };
}

const create = (who: TestUser | null, body: Record<string, unknown>) => injectAs(ctx.app, who, { method: "POST", url: "/api/campaigns", payload: body });
const detail = (who: TestUser | null, id: number) => injectAs(ctx.app, who, { method: "GET", url: `/api/campaigns/${id}` });

describe("POST /api/campaigns: markup and per-backer cap", () => {
  it("defaults to 1.00 and no cap, every other figure as before", async () => {
    const player = await createPlayer(ctx.db);
    const res = await create(player, validBody());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ markup: "1.00", maxPerInvestor: null, targetAmount: "500.00" });
  });

  it.each([
    ["a number", 1.1, "1.10"],
    ["a string", "1.1", "1.10"],
    ["a 2-decimal string", "1.25", "1.25"],
    ["the lowest", "1.00", "1.00"],
    ["the highest", 1.5, "1.50"],
    ["1.15 as a number (float noise)", 1.15, "1.15"],
  ])("accepts markup as %s and returns it with 2 decimals", async (_case, markup, expected) => {
    const player = await createPlayer(ctx.db);
    const res = await create(player, validBody({ markup, maxPerInvestor: 25 }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ markup: expected, maxPerInvestor: 25 });
    const [row] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, res.json().id));
    expect(row.markup).toBe(expected);
    const list = await injectAs(ctx.app, null, { method: "GET", url: `/api/campaigns?search=${encodeURIComponent(res.json().tournament)}` });
    expect(list.json()[0]).toMatchObject({ markup: expected, maxPerInvestor: 25 });
  });

  it("accepts a target up to buyIn x offered% x markup", async () => {
    const player = await createPlayer(ctx.db);
    const res = await create(player, validBody({ markup: "1.20", targetAmount: "600" }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ markup: "1.20", targetAmount: "600.00" });
  });

  it.each([
    ["markup below 1.00", { markup: "0.99" }, "Markup must be between 1.00 and 1.50"],
    ["markup above 1.50", { markup: 1.51 }, "Markup must be between 1.00 and 1.50"],
    ["markup with 3 decimals", { markup: "1.105" }, "Markup must be between 1.00 and 1.50"],
    ["markup not a number", { markup: "lots" }, "Markup must be between 1.00 and 1.50"],
    ["markup of a wrong type", { markup: true }, "Markup must be between 1.00 and 1.50"],
    ["cap 0", { maxPerInvestor: 0 }, "Per-backer cap must be a whole percentage from 1 to 100"],
    ["cap 101", { maxPerInvestor: 101 }, "Per-backer cap must be a whole percentage from 1 to 100"],
    ["cap 1.5", { maxPerInvestor: 1.5 }, "Per-backer cap must be a whole percentage from 1 to 100"],
    ["cap text", { maxPerInvestor: "a lot" }, "Per-backer cap must be a whole percentage from 1 to 100"],
    ["target above the share at the markup", { markup: "1.20", targetAmount: "600.01" }, "Target amount cannot exceed $600 (50% of the buy-in at 1.20 markup)"],
    ["target above the share at 1.00", { targetAmount: "500.01" }, "Target amount cannot exceed $500 (50% of the buy-in)"],
    ["a cap below the minimum stake", { minStake: "20", maxPerInvestor: 1 }, "A 1% cap lets a backer buy at most $10, less than the minimum stake"],
  ])("400 when %s, and nothing is stored", async (_case, overrides, message) => {
    const player = await createPlayer(ctx.db);
    const res = await create(player, validBody(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: expect.any(String) });
    expect(await ctx.db.select().from(campaigns).where(eq(campaigns.playerId, player.user.id))).toHaveLength(0);
  });

  it("is the player's only: an investor, a sponsor and a visitor are refused before the terms are read", async () => {
    for (const who of [await createInvestor(ctx.db), await createSponsor(ctx.db)]) {
      const res = await create(who, validBody({ markup: "9" }));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: "Only players can create campaigns", code: expect.any(String) });
    }
    expect((await create(null, validBody())).statusCode).toBe(401);
  });
});

describe("GET /api/campaigns/:id: player record and investor room", () => {
  it("shows no record for a new player, a small sample under 10 events, and ROI over completed campaigns", async () => {
    const player = await createPlayer(ctx.db);
    const open = await insertCampaign(ctx.db, player, { markup: "1.20", maxPerInvestor: 25, targetAmount: "6000.00" });
    let res = await detail(null, open.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      markup: "1.20",
      maxPerInvestor: 25,
      playerRecord: { events: 0, roiPercent: null, smallSample: true },
      investorRoom: null,
    });
    // two closed events: buy-ins 10,000 + 10,000, winnings 25,000 + 0 -> ROI 25.0%; a cancelled one does not count
    await insertCampaign(ctx.db, player, { status: "completed", totalWinnings: "25000.00", finalPosition: 3 });
    await insertCampaign(ctx.db, player, { status: "completed", totalWinnings: "0.00", finalPosition: 0 });
    await insertCampaign(ctx.db, player, { status: "cancelled" });
    res = await detail(null, open.id);
    expect(res.json().playerRecord).toEqual({ events: 2, roiPercent: "25.0", smallSample: true });
    for (let i = 0; i < 8; i++) await insertCampaign(ctx.db, player, { status: "completed", totalWinnings: "10000.00", finalPosition: 5 });
    res = await detail(null, open.id);
    expect(res.json().playerRecord).toEqual({ events: 10, roiPercent: "5.0", smallSample: false });
  });

  it("gives a signed-in investor the room under the cap: cap - own stakes - own open holds", async () => {
    const player = await createPlayer(ctx.db);
    const investor = await createInvestor(ctx.db);
    const other = await createInvestor(ctx.db);
    // cap = 10,000 x 1.20 x 25% = $3,000
    const c = await insertCampaign(ctx.db, player, { markup: "1.20", maxPerInvestor: 25, targetAmount: "6000.00" });
    expect((await detail(investor, c.id)).json().investorRoom).toBe("3000.00");
    await createInvestment(ctx.db, c, investor, "1000.00");
    await createInvestment(ctx.db, c, other, "2000.00"); // someone else's stake does not count
    expect((await detail(investor, c.id)).json().investorRoom).toBe("2000.00");
    const hold = { provider: "sandbox" as const, campaignId: c.id, amount: "500.50", platformFee: "25.03", totalAmount: "525.53", status: "pending" as const };
    await ctx.db.insert(paymentIntents).values({ ...hold, id: uniqueName("pi_hold"), investorId: investor.user.id, expiresAt: inDays(1) });
    await ctx.db.insert(paymentIntents).values({ ...hold, id: uniqueName("pi_old"), investorId: investor.user.id, expiresAt: inDays(-1) }); // expired
    await ctx.db.insert(paymentIntents).values({ ...hold, id: uniqueName("pi_other"), investorId: other.user.id, expiresAt: inDays(1) });
    expect((await detail(investor, c.id)).json().investorRoom).toBe("1499.50");
    await createInvestment(ctx.db, c, investor, "1600.00");
    expect((await detail(investor, c.id)).json().investorRoom).toBe("0.00");
  });

  it("has no room figure without a cap, for a player or a sponsor, or for a visitor", async () => {
    const player = await createPlayer(ctx.db);
    const capped = await insertCampaign(ctx.db, player, { maxPerInvestor: 10 });
    const uncapped = await insertCampaign(ctx.db, player);
    expect((await detail(await createInvestor(ctx.db), uncapped.id)).json().investorRoom).toBeNull();
    for (const who of [player, await createSponsor(ctx.db), null]) {
      expect((await detail(who, capped.id)).json().investorRoom).toBeNull();
    }
  });
});
