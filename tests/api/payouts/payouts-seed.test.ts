import { toCents } from "@core/money";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../../src/server/db/client";
import { campaigns, investments, payouts, users } from "../../../src/server/db/schema/index";
import { seedDemoData } from "../../../src/server/seed/index";
import { dashboardFor, listActivities, performanceFor } from "../../../src/server/portfolio/service";
import { listPlayerPayouts } from "../../../src/server/payouts/service";

// the demo data on its own fresh embedded database, whatever DATABASE_URL says
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory://" });
  await seedDemoData(database.db);
});
afterAll(async () => database?.close());

const user = async (username: string) => (await database.db.select().from(users).where(eq(users.username, username)))[0];

describe("demo history", () => {
  it("every campaign's currentAmount is the sum of its investments, and payouts match the formula", async () => {
    const db = database.db;
    const rows = await db
      .select({ id: campaigns.id, current: campaigns.currentAmount, sum: sql<string>`coalesce(sum(${investments.amount}), 0)::numeric(12,2)::text` })
      .from(campaigns)
      .leftJoin(investments, eq(investments.campaignId, campaigns.id))
      // every seeded campaign (its stakes are real sandbox payments now, with no seed-only id to pick the history by)
      .groupBy(campaigns.id);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const r of rows) expect(r.current).toBe(r.sum);

    const all = await db
      .select({ p: payouts, i: investments, c: campaigns })
      .from(payouts)
      .innerJoin(investments, eq(investments.id, payouts.investmentId))
      .innerJoin(campaigns, eq(campaigns.id, payouts.campaignId));
    for (const { p, i, c } of all) {
      const expected = Math.floor((toCents(c.totalWinnings)! * toCents(i.amount)!) / toCents(c.buyIn)!);
      expect(toCents(p.amount)).toBe(expected);
      expect(i.payout).toBe(p.amount);
    }
    expect(all.some((x) => x.p.status === "paid")).toBe(true);
    expect(all.some((x) => x.p.status === "pending")).toBe(true);
  });

  it("the demo investor and player see real figures", async () => {
    const ivy = await user("investor");
    const pro = await user("pro");
    const d = await dashboardFor(database.db, ivy);
    expect(toCents(d.totalInvested)).toBeGreaterThan(0);
    expect(toCents(d.totalReturns)).toBeGreaterThan(0);
    expect(toCents(d.pendingReturns)).toBeGreaterThan(0);
    expect(d.activeStakes).toBeGreaterThanOrEqual(1);
    const perf = await performanceFor(database.db, ivy);
    expect(perf.totalTournaments).toBe(7);
    expect(perf.cashedTournaments).toBe(4);
    expect(perf.thisMonth).not.toBeNull();
    expect(perf.history.length).toBeGreaterThan(0);
    expect((await listActivities(database.db, ivy.id)).length).toBeGreaterThan(0);

    const owed = await listPlayerPayouts(database.db, pro.id);
    expect(owed.some((p) => p.status === "pending" && p.investorName === "Ivy Chen" && p.paymentMethod === "PayPal")).toBe(true);
    const pperf = await performanceFor(database.db, pro);
    expect(pperf.totalTournaments).toBe(4);
  });
});
