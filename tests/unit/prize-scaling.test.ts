import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { eventBasisPoints, livePrizeTable, prizeForFinish, scaledBasisPoints, scaleToFullPool } from "@core/live/prizes/event-prizes";
import { eventPrizePool } from "@core/live/prizes/prize-pool";
import { finalFinishes } from "@core/live/prizes/settlement";
import { sponsorEvent } from "./live-event";
import { applyAction } from "@core/live/actions/reducers";
import { eventPrizeTable } from "@core/tournament-rules";

// decision 141: a sponsor's own table wider than the field paid its places nobody could finish in to nobody
// (50/30/20 with 2 entrants paid $1,600 of a $2,000 pool). It now scales its paid places to 100%, as the standard
// table does, and every view and the settlement read the same table.

const sponsor = (totalPlayers: number, buyInCents: number, prizeBasisPoints: number[] | null, guaranteedPrizePoolCents: number | null = null) => ({
  kind: "sponsor" as const,
  totalPlayers,
  buyInCents,
  payoutPercent: 100,
  guaranteedPrizePoolCents,
  prizeBasisPoints,
});

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe("a sponsor's own table wider than the field", () => {
  it("2 entrants on 50/30/20 with a $2,000 pool: $1,250 and $750, the whole pool", () => {
    const rows = livePrizeTable(sponsor(2, 1000_00, [5000, 3000, 2000]));
    expect(rows.map((r) => [r.label, r.percentage, r.amountCents])).toEqual([
      ["1st", 62.5, 1250_00],
      ["2nd", 37.5, 750_00],
    ]);
    expect(prizeForFinish(sponsor(2, 1000_00, [5000, 3000, 2000]), 3)).toBe(0);
  });

  it("odd cents: the prizes still add up to exactly the pool, leftover cents to 1st", () => {
    // $2,000.02 over 33.34/33.33/33.33 cut to 2 places: 50.01% / 49.99%
    const rows = livePrizeTable(sponsor(2, 1000_01, [3334, 3333, 3333]));
    expect(rows.map((r) => [r.percentage, r.amountCents])).toEqual([
      [50.01, 100_022],
      [49.99, 99_980],
    ]);
    expect(sum(rows.map((r) => r.amountCents))).toBe(2000_02);
    // 1 cent over 3 places of a 3-place table, 3 entrants: all of it to 1st
    expect(livePrizeTable(sponsor(3, 0, [5000, 3000, 2000], 1)).map((r) => r.amountCents)).toEqual([1, 0, 0]);
  });

  it("a lone entrant takes the whole pool (the guarantee), however many places the table has", () => {
    expect(livePrizeTable(sponsor(1, 500_00, [4000, 3000, 2000, 1000], 10_000_00)).map((r) => [r.percentage, r.amountCents])).toEqual([[100, 10_000_00]]);
  });

  it("a table as wide as the field or narrower is paid exactly as the sponsor set it", () => {
    expect(eventBasisPoints(3, [5000, 3000, 2000])).toEqual([5000, 3000, 2000]);
    expect(eventBasisPoints(100, [5000, 3000, 2000])).toEqual([5000, 3000, 2000]);
    expect(eventBasisPoints(2, [5000, 3000, 2000])).toEqual([6250, 3750]);
  });

  it("scales with the same rounding the standard table uses (the standard table is this function over the spec's tenths)", () => {
    for (let n = 1; n <= 18; n++)
      expect(scaledBasisPoints(n)).toEqual(scaleToFullPool([200, 120, 80, 60, 45, 35, 30, 25, 20, 15, 15, 15, 12, 12, 12, 10, 10, 10], n));
    expect(eventBasisPoints(8, null)).toEqual(scaledBasisPoints(2));
  });

  it("any valid table, any field, any pool: exactly the pool, non-increasing, never more places than entrants", () => {
    const table = fc
      .array(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 18 })
      .map((xs) => xs.sort((a, b) => b - a))
      .filter((xs) => sum(xs) <= 10_000)
      .map((xs) => {
        // make it sum to exactly 100% as the form requires: the rest to 1st
        const out = [...xs];
        out[0] += 10_000 - sum(xs);
        return out;
      });
    fc.assert(
      fc.property(
        table,
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 1_000_000_00 }),
        fc.option(fc.integer({ min: 1, max: 10_000_000_00 })),
        (bp, n, buyIn, guarantee) => {
          const rows = livePrizeTable(sponsor(n, buyIn, bp, guarantee));
          expect(sum(rows.map((r) => r.amountCents))).toBe(eventPrizePool(n, buyIn, guarantee));
          expect(sum(rows.map((r) => Math.round(r.percentage * 100)))).toBe(10_000);
          expect(rows.length).toBe(Math.min(n, bp.length));
          for (let i = 1; i < rows.length; i++) expect(rows[i].amountCents).toBeLessThanOrEqual(rows[i - 1].amountCents);
        },
      ),
    );
  });

  it("the tournament pages' table and the clock's settlement read the same amounts", () => {
    expect(eventPrizeTable(2, 1000_00, null, [5000, 3000, 2000])).toEqual(livePrizeTable(sponsor(2, 1000_00, [5000, 3000, 2000])));
    const T0 = Date.UTC(2030, 5, 1, 19);
    let s = sponsorEvent(["Ann", "Bob"], {
      tournamentId: "9",
      name: "Heads-up Cup",
      startingChips: 10_000,
      buyInCents: 1000_00,
      prizeBasisPoints: [5000, 3000, 2000],
    });
    s = applyAction(s, { type: "start" }, T0);
    s = applyAction(s, { type: "eliminate", playerId: "r2" }, T0 + 1000);
    const settled = finalFinishes(s).sort((a, b) => a.position - b.position);
    expect(settled.map((f) => [f.userId, f.position, f.prizeCents])).toEqual([
      [1, 1, 1250_00],
      [2, 2, 750_00],
    ]);
    expect(sum(settled.map((f) => f.prizeCents))).toBe(2000_00);
  });
});

describe("a sponsor's own table before anyone registers", () => {
  it("shows as the sponsor set it (60/40 of a $10,000 guarantee), then pays only the places the field can finish in", () => {
    expect(eventBasisPoints(0, [6000, 4000])).toEqual([6000, 4000]);
    expect(livePrizeTable(sponsor(0, 200_00, [6000, 4000], 10_000_00)).map((r) => r.amountCents)).toEqual([6_000_00, 4_000_00]);
    expect(eventBasisPoints(1, [6000, 4000])).toEqual([10_000]);
  });
});
