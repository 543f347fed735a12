import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaigns } from "../../../src/server/db/schema/index";
import { createCampaign, createInvestment } from "../factories";
import { createInvestor, createPlayer, setupTestApp, uniqueName, usingPostgres } from "../helpers";

const ctx = setupTestApp();

type Listed = { id: number; tournament: string; playerName: string; rating: number | null };

async function list(query: Record<string, string | number>) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const res = await ctx.app.inject({ method: "GET", url: `/api/campaigns?${qs}` });
  return { res, body: res.statusCode === 200 ? (res.json() as Listed[]) : [], hasMore: res.headers["x-has-more"] };
}

const ids = (rows: Listed[]) => rows.map((r) => r.id);
const day = 86_400_000;

describe("GET /api/campaigns search", () => {
  it("matches the tournament or the player name, case-insensitively, for anyone", async () => {
    const tag = uniqueName("Srch");
    const player = await createPlayer(ctx.db, { firstName: "Zed", lastName: `${tag}Lastname` });
    const other = await createPlayer(ctx.db);
    const byName = await createCampaign(ctx.db, player, { playerName: `Zed ${tag}Lastname` });
    const byTournament = await createCampaign(ctx.db, other, { tournament: `Aria ${tag} High Roller` });
    await createCampaign(ctx.db, other);
    const { res, body } = await list({ search: tag.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(ids(body).sort()).toEqual([byName.id, byTournament.id].sort());
    expect(ids((await list({ search: `${tag.toLowerCase()}lastNAME` })).body)).toEqual([byName.id]);
  });

  it("takes % and _ literally", async () => {
    const tag = uniqueName("Lit");
    const player = await createPlayer(ctx.db);
    const pct = await createCampaign(ctx.db, player, { tournament: `${tag} 100% Bounty` });
    await createCampaign(ctx.db, player, { tournament: `${tag} 1000 Bounty` });
    expect(ids((await list({ search: `${tag} 100%` })).body)).toEqual([pct.id]);
    expect((await list({ search: "%_%_%_%_%_%_%_%" })).body).toEqual([]);
  });

  it("lists active and funded campaigns but never completed or cancelled ones", async () => {
    const tag = uniqueName("Status");
    const player = await createPlayer(ctx.db);
    const active = await createCampaign(ctx.db, player, { tournament: `${tag} a` });
    const funded = await createCampaign(ctx.db, player, { tournament: `${tag} b`, status: "funded", currentAmount: "5000.00" });
    await createCampaign(ctx.db, player, { tournament: `${tag} c`, status: "completed", finalPosition: 3, totalWinnings: "20000.00" });
    await createCampaign(ctx.db, player, { tournament: `${tag} d`, status: "cancelled" });
    expect(ids((await list({ search: tag })).body).sort()).toEqual([active.id, funded.id].sort());
    expect(ids((await list({ search: tag, open: "true" })).body)).toEqual([active.id]);
  });
});

describe("GET /api/campaigns sort", () => {
  it("newest first by default", async () => {
    const tag = uniqueName("Newest");
    const player = await createPlayer(ctx.db);
    const now = Date.now();
    const older = await createCampaign(ctx.db, player, { tournament: `${tag} 1`, createdAt: new Date(now - 3 * day) });
    const newer = await createCampaign(ctx.db, player, { tournament: `${tag} 2`, createdAt: new Date(now - day) });
    const middle = await createCampaign(ctx.db, player, { tournament: `${tag} 3`, createdAt: new Date(now - 2 * day) });
    expect(ids((await list({ search: tag })).body)).toEqual([newer.id, middle.id, older.id]);
    expect(ids((await list({ search: tag, sort: "newest" })).body)).toEqual([newer.id, middle.id, older.id]);
  });

  it("highest buy-in first", async () => {
    const tag = uniqueName("Buyin");
    const player = await createPlayer(ctx.db);
    const small = await createCampaign(ctx.db, player, { tournament: `${tag} 1`, buyIn: "1500.00", targetAmount: "700.00" });
    const big = await createCampaign(ctx.db, player, { tournament: `${tag} 2`, buyIn: "100000.00" });
    const mid = await createCampaign(ctx.db, player, { tournament: `${tag} 3`, buyIn: "25000.00" });
    expect(ids((await list({ search: tag, sort: "buyin" })).body)).toEqual([big.id, mid.id, small.id]);
  });

  it("most funded (share of the target raised) first", async () => {
    const tag = uniqueName("Funded");
    const player = await createPlayer(ctx.db);
    const investor = await createInvestor(ctx.db);
    const none = await createCampaign(ctx.db, player, { tournament: `${tag} 1` });
    const half = await createCampaign(ctx.db, player, { tournament: `${tag} 2`, targetAmount: "2000.00" });
    await createInvestment(ctx.db, half, investor, "1000.00");
    // more dollars raised but a smaller share of its target
    const quarter = await createCampaign(ctx.db, player, { tournament: `${tag} 3`, targetAmount: "5000.00" });
    await createInvestment(ctx.db, quarter, investor, "1250.00");
    expect(ids((await list({ search: tag, sort: "funded" })).body)).toEqual([half.id, quarter.id, none.id]);
  });

  it("best rated player first, players with no record last", async () => {
    const tag = uniqueName("Rated");
    const strong = await createPlayer(ctx.db);
    const weak = await createPlayer(ctx.db);
    const fresh = await createPlayer(ctx.db);
    // history: strong cashed 2 of 2 for 3x; weak cashed 0 of 1
    await createCampaign(ctx.db, strong, { status: "completed", finalPosition: 2, totalWinnings: "40000.00", buyIn: "10000.00" });
    await createCampaign(ctx.db, strong, { status: "completed", finalPosition: 9, totalWinnings: "20000.00", buyIn: "10000.00" });
    await createCampaign(ctx.db, weak, { status: "completed", finalPosition: 0, totalWinnings: "0.00" });
    const a = await createCampaign(ctx.db, fresh, { tournament: `${tag} fresh` });
    const b = await createCampaign(ctx.db, weak, { tournament: `${tag} weak` });
    const c = await createCampaign(ctx.db, strong, { tournament: `${tag} strong` });
    const { body } = await list({ search: tag, sort: "rating" });
    expect(ids(body)).toEqual([c.id, b.id, a.id]);
    expect(body.map((r) => r.rating)).toEqual([100, 0, null]);
  });

  it("400 for an unknown sort", async () => {
    const { res } = await list({ sort: "cheapest" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("sort must be one of newest, buyin, funded, rating");
  });
});

describe("GET /api/campaigns paging", () => {
  it("pages with limit and offset and says whether more follow", async () => {
    const tag = uniqueName("Page");
    const player = await createPlayer(ctx.db);
    const now = Date.now();
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await createCampaign(ctx.db, player, { tournament: `${tag} ${i}`, createdAt: new Date(now - i * 1000) }));
    const all = made.map((c) => c.id);
    const p1 = await list({ search: tag, limit: 2 });
    expect(ids(p1.body)).toEqual(all.slice(0, 2));
    expect(p1.hasMore).toBe("true");
    const p2 = await list({ search: tag, limit: 2, offset: 2 });
    expect(ids(p2.body)).toEqual(all.slice(2, 4));
    expect(p2.hasMore).toBe("true");
    const p3 = await list({ search: tag, limit: 2, offset: 4 });
    expect(ids(p3.body)).toEqual(all.slice(4));
    expect(p3.hasMore).toBe("false");
    // a page that ends exactly at the last campaign has no more
    const exact = await list({ search: tag, limit: 5 });
    expect(ids(exact.body)).toEqual(all);
    expect(exact.hasMore).toBe("false");
    const past = await list({ search: tag, limit: 2, offset: 10 });
    expect(past.body).toEqual([]);
    expect(past.hasMore).toBe("false");
  });

  it("pages of 20 by default", async () => {
    const tag = uniqueName("Default");
    const player = await createPlayer(ctx.db);
    for (let i = 0; i < 21; i++) await createCampaign(ctx.db, player, { tournament: `${tag} ${i}` });
    const p = await list({ search: tag });
    expect(p.body).toHaveLength(20);
    expect(p.hasMore).toBe("true");
  });

  it.each([
    [{ limit: 0 }, "limit must be between 1 and 100"],
    [{ limit: 101 }, "limit must be between 1 and 100"],
    [{ limit: "x" }, "limit must be a number"],
    [{ offset: -1 }, "offset cannot be negative"],
    [{ limit: 2.5 }, "limit must be a whole number"],
  ])("400 for %o", async (query, message) => {
    const { res } = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe("GET /api/campaigns filters", () => {
  it("filters by buy-in range, inclusive", async () => {
    const tag = uniqueName("Range");
    const player = await createPlayer(ctx.db);
    const low = await createCampaign(ctx.db, player, { tournament: `${tag} low`, buyIn: "1000.00", targetAmount: "500.00" });
    const mid = await createCampaign(ctx.db, player, { tournament: `${tag} mid`, buyIn: "5000.00", targetAmount: "500.00" });
    const high = await createCampaign(ctx.db, player, { tournament: `${tag} high`, buyIn: "50000.00" });
    expect(ids((await list({ search: tag, minBuyIn: "5000" })).body).sort()).toEqual([mid.id, high.id].sort());
    expect(ids((await list({ search: tag, maxBuyIn: "5000" })).body).sort()).toEqual([low.id, mid.id].sort());
    expect(ids((await list({ search: tag, minBuyIn: "2000", maxBuyIn: "10,000" })).body)).toEqual([mid.id]);
    const bad = await list({ minBuyIn: "cheap" });
    expect(bad.res.statusCode).toBe(400);
    expect(bad.res.json().message).toBe("minBuyIn must be an amount in dollars");
  });

  it("filters by tournament date range, both days included", async () => {
    const tag = uniqueName("Dates");
    const player = await createPlayer(ctx.db);
    const d1 = await createCampaign(ctx.db, player, { tournament: `${tag} 1`, tournamentDate: new Date("2031-03-01T00:00:00Z") });
    const d2 = await createCampaign(ctx.db, player, { tournament: `${tag} 2`, tournamentDate: new Date("2031-03-10T18:00:00Z") });
    const d3 = await createCampaign(ctx.db, player, { tournament: `${tag} 3`, tournamentDate: new Date("2031-04-01T00:00:00Z") });
    await createCampaign(ctx.db, player, { tournament: `${tag} tbd`, tournamentDate: null });
    expect(ids((await list({ search: tag, dateFrom: "2031-03-01", dateTo: "2031-03-10" })).body).sort()).toEqual([d1.id, d2.id].sort());
    expect(ids((await list({ search: tag, dateFrom: "2031-03-02" })).body).sort()).toEqual([d2.id, d3.id].sort());
    const bad = await list({ dateTo: "03/10/2031" });
    expect(bad.res.statusCode).toBe(400);
    expect(bad.res.json().message).toBe("dateTo must be a date (YYYY-MM-DD)");
  });
});

describe("rating on every campaign", () => {
  it("follows from the columns closing a campaign sets, with no other write", async () => {
    const player = await createPlayer(ctx.db);
    const open = await createCampaign(ctx.db, player);
    const get = async () => (await ctx.app.inject({ method: "GET", url: `/api/campaigns/${open.id}` })).json().rating;
    expect(await get()).toBeNull();
    const past = await createCampaign(ctx.db, player);
    await ctx.db
      .update(campaigns)
      .set({ status: "completed", finalPosition: 5, totalWinnings: "15000.00", completedAt: new Date() })
      .where(eq(campaigns.id, past.id));
    // cashed 1/1 -> 50; winnings 15,000 / buy-ins 10,000 -> 25 x 1.5 = 37.5; 87.5 rounds to 88
    expect(await get()).toBe(88);
  });
});

describe("GET /api/campaigns/stats", () => {
  it("sums the open campaigns", async () => {
    const before = (await ctx.app.inject({ method: "GET", url: "/api/campaigns/stats" })).json();
    const player = await createPlayer(ctx.db);
    const investor = await createInvestor(ctx.db);
    const c = await createCampaign(ctx.db, player, { buyIn: "2000.00", targetAmount: "1000.00" });
    await createInvestment(ctx.db, c, investor, "250.00");
    await createCampaign(ctx.db, player, { status: "cancelled" });
    const after = (await ctx.app.inject({ method: "GET", url: "/api/campaigns/stats" })).json();
    const cents = (s: string) => Math.round(Number(s) * 100);
    const delta = {
      open: after.openCampaigns - before.openCampaigns,
      target: cents(after.totalTarget) - cents(before.totalTarget),
      raised: cents(after.totalRaised) - cents(before.totalRaised),
      remaining: cents(after.totalRemaining) - cents(before.totalRemaining),
    };
    // on PostgreSQL other test files add, close and cancel campaigns in the same table at the same time: the
    // difference can be anything there, but the campaign just opened is counted
    if (usingPostgres) expect(after.openCampaigns).toBeGreaterThanOrEqual(1);
    else expect(delta).toEqual({ open: 1, target: 100000, raised: 25000, remaining: 75000 });
  });
});
