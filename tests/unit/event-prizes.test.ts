import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { livePrizeTable, paidPlaces, prizeForFinish, scaledBasisPoints } from "@core/live/prizes/event-prizes";
import { eventPrizePool } from "@core/live/prizes/prize-pool";

const sponsor = (totalPlayers: number, buyInCents: number, extra: { guaranteedPrizePoolCents?: number | null; prizeBasisPoints?: number[] | null } = {}) => ({
  kind: "sponsor" as const,
  totalPlayers,
  buyInCents,
  payoutPercent: 100,
  guaranteedPrizePoolCents: extra.guaranteedPrizePoolCents ?? null,
  prizeBasisPoints: extra.prizeBasisPoints ?? null,
});

describe("a sponsored event's prizes", () => {
  it("pays 15% of the field, rounded up, from 1 to 18 places", () => {
    expect([1, 2, 7, 8, 20, 21, 100, 120, 121, 1000].map(paidPlaces)).toEqual([1, 1, 2, 2, 3, 4, 15, 18, 18, 18]);
  });

  it("scales the spec table's first places to exactly 100%", () => {
    expect(scaledBasisPoints(1)).toEqual([10_000]);
    // 20% and 12% of the spec table, scaled: 62.5% and 37.5%
    expect(scaledBasisPoints(2)).toEqual([6250, 3750]);
    // 20/12/8 of 40: 50%, 30%, 20%
    expect(scaledBasisPoints(3)).toEqual([5000, 3000, 2000]);
    for (let n = 1; n <= 18; n++) expect(scaledBasisPoints(n).reduce((a, b) => a + b, 0)).toBe(10_000);
  });

  it("pools every buy-in, or the guarantee when that is more", () => {
    expect(eventPrizePool(10, 100_00, null)).toBe(1000_00);
    expect(eventPrizePool(10, 100_00, 5000_00)).toBe(5000_00);
    expect(eventPrizePool(10, 100_00, 500_00)).toBe(1000_00);
  });

  it("two entrants: 1st and 2nd share the whole pool (the fixed table paid 32% and kept the rest)", () => {
    const rows = livePrizeTable(sponsor(2, 500_00));
    expect(rows.map((r) => r.amountCents)).toEqual([1000_00]);
    expect(livePrizeTable(sponsor(8, 500_00)).map((r) => [r.label, r.percentage, r.amountCents])).toEqual([
      ["1st", 62.5, 2500_00],
      ["2nd", 37.5, 1500_00],
    ]);
  });

  it("floors each prize to the cent and gives the leftover cents to 1st", () => {
    const rows = livePrizeTable(sponsor(3, 100, { prizeBasisPoints: [3334, 3333, 3333] }));
    expect(rows.map((r) => r.amountCents)).toEqual([102, 99, 99]);
    const odd = livePrizeTable(sponsor(7, 333, { prizeBasisPoints: [5000, 3000, 2000] }));
    expect(odd.map((r) => r.amountCents)).toEqual([1166, 699, 466]);
  });

  it("always pays out exactly the pool, never more, in non-increasing prizes", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 1, max: 1_000_000_00 }),
        fc.option(fc.integer({ min: 0, max: 10_000_000_00 })),
        (n, buyIn, guarantee) => {
          const state = sponsor(n, buyIn, { guaranteedPrizePoolCents: guarantee });
          const rows = livePrizeTable(state);
          expect(rows.reduce((a, r) => a + r.amountCents, 0)).toBe(eventPrizePool(n, buyIn, guarantee));
          for (let i = 1; i < rows.length; i++) expect(rows[i].amountCents).toBeLessThanOrEqual(rows[i - 1].amountCents);
        },
      ),
    );
  });

  it("pays the table's amount for a finish position and nothing outside the paid places", () => {
    const state = sponsor(20, 100_00);
    expect(prizeForFinish(state, 1)).toBe(1000_00);
    expect(prizeForFinish(state, 3)).toBe(400_00);
    expect(prizeForFinish(state, 4)).toBe(0);
    expect(prizeForFinish(state, 0)).toBe(0);
  });

  it("the demo's table fits its 8 players like a sponsor's: 2 places of its $36,000 pool, summing to 100%", () => {
    // the spec's fixed 18 rows paid 72.6% of the pool, and the view showed 10 of them while the console showed 18
    const demo = {
      kind: "demo" as const,
      totalPlayers: 8,
      buyInCents: 5000_00,
      payoutPercent: 90,
      guaranteedPrizePoolCents: null,
      prizeBasisPoints: [10_000],
      payoutPlan: null,
    };
    expect(livePrizeTable(demo).map((r) => [r.label, r.percentage, r.amountCents])).toEqual([
      ["1st", 62.5, 22_500_00],
      ["2nd", 37.5, 13_500_00],
    ]);
    expect(livePrizeTable({ ...demo, totalPlayers: 100 }).reduce((s, r) => s + r.percentage * 100, 0)).toBe(10_000);
    expect(livePrizeTable({ ...demo, totalPlayers: 100 })).toHaveLength(15);
  });

  it("a sponsor's payout plan generates the table over the entrants and the pool", () => {
    const plan = { paidPercent: 15, minCashMultiple: 1.5, shape: "standard" as const };
    const rows = livePrizeTable({ ...sponsor(100, 100_00, { prizeBasisPoints: [6000, 4000] }), payoutPlan: plan });
    expect(rows.map((r) => r.amountCents / 100)).toEqual([2481, 1320, 929, 734, 617, 539, 484, 442, 410, 384, 362, 345, 330, 317, 306]);
    expect(rows[0]).toMatchObject({ label: "1st", percentage: 24.81 });
    expect(prizeForFinish({ ...sponsor(100, 100_00), payoutPlan: plan }, 15)).toBe(306_00);
    expect(prizeForFinish({ ...sponsor(100, 100_00), payoutPlan: plan }, 16)).toBe(0);
  });
});
