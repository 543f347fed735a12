import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { capCents, checkInvestmentAmount } from "../../../src/core/stake";
import { setupTestApp } from "../helpers";

// drizzle/functions/stake_amount_refusal.sql repeats the stake rule in SQL so the campaign lock is held inside the
// database (docs/decisions/021-investing-in-the-database.md). The two must refuse the same amounts for the
// same reason; this walks a grid of edge cases around every boundary of the rule.
const ctx = setupTestApp();

const cents = (n: number) => (n / 100).toFixed(2);

describe("the SQL stake rule agrees with src/core/stake.ts", () => {
  it("refuses the same amounts for the same reasons over a grid of limits", async () => {
    const minStakes = [100, 2_500, 10_000];
    const buyIns = [10_000, 25_000, 1_000_000];
    const remainings = [0, 1, 99, 100, 2_499, 2_500, 9_999, 10_000, 25_000, 50_000, 2_000_000];
    const cases: { amount: number; minStake: number; buyIn: number; remaining: number }[] = [];
    for (const minStake of minStakes)
      for (const buyIn of buyIns)
        for (const remaining of remainings) {
          const pivots = [1, minStake - 1, minStake, minStake + 1, buyIn - 1, buyIn, buyIn + 1, remaining - 1, remaining, remaining + 1];
          for (const amount of new Set(pivots.filter((a) => a > 0))) cases.push({ amount, minStake, buyIn, remaining });
        }

    const values = sql.join(
      cases.map((c) => sql`(${cents(c.amount)}::numeric, ${cents(c.minStake)}::numeric, ${cents(c.buyIn)}::numeric, ${cents(c.remaining)}::numeric)`),
      sql`, `,
    );
    const result = (await ctx.db.execute(sql`select stake_amount_refusal(a, m, b, r) as refusal from (values ${values}) as v(a, m, b, r)`)) as unknown as {
      rows: { refusal: string | null }[];
    };
    const fromSql = result.rows.map((r) => r.refusal);
    const fromCore = cases.map((c) => {
      const check = checkInvestmentAmount(c.amount, { minStakeCents: c.minStake, buyInCents: c.buyIn, remainingCents: c.remaining });
      return check.ok ? null : check.reason;
    });

    expect(cases.length).toBeGreaterThan(500);
    expect(fromSql).toEqual(fromCore);
    // the grid really visits every outcome
    expect(new Set(fromCore)).toEqual(new Set([null, "range", "remaining", "full"]));
  });

  // drizzle/functions/per_backer_cap.sql: the per-backer cap the database enforces is the figure core computes (capCents), to the cent
  it("computes the same per-backer cap as core over buy-ins, markups and caps", async () => {
    const cases: { buyIn: number; markup: number; cap: number }[] = [];
    for (const buyIn of [1, 99, 10_000, 33_333, 123_457, 1_000_000_000])
      for (const markup of [100, 101, 110, 125, 133, 149, 150]) for (const cap of [1, 3, 7, 20, 33, 50, 99, 100]) cases.push({ buyIn, markup, cap });
    const values = sql.join(
      cases.map((c) => sql`(${cents(c.buyIn)}::numeric, ${(c.markup / 100).toFixed(2)}::numeric, ${c.cap}::integer)`),
      sql`, `,
    );
    const result = (await ctx.db.execute(sql`select per_backer_cap(b, m, c)::text as cap from (values ${values}) as v(b, m, c)`)) as unknown as {
      rows: { cap: string }[];
    };
    const fromSql = result.rows.map((r) => Math.round(Number(r.cap) * 100));
    expect(fromSql).toEqual(cases.map((c) => capCents(c.buyIn, c.markup, c.cap)));
  });
});
