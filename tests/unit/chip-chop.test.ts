import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { aboveFirstPrize, chipChopCents } from "@core/live/prizes/chip-chop";

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe("chip chop", () => {
  // $570 left, next payout $57: each is sure of $57 and the $285 above that is shared by chips
  it("publishes $155.28/$135.62/$122.52/$96.31/$60.28 within a cent, summing to exactly $570.00", () => {
    const pool = [228_00, 114_00, 114_00, 57_00, 57_00];
    expect(sum(pool)).toBe(570_00);
    const got = chipChopCents([15_000, 12_000, 10_000, 6_000, 500], pool);
    const published = [155_28, 135_62, 122_52, 96_31, 60_28];
    got.forEach((g, i) => expect(Math.abs(g - published[i])).toBeLessThanOrEqual(1));
    expect(sum(got)).toBe(570_00);
    // rounding every share half up would pay a cent more than there is
    expect(sum(published)).toBe(570_01);
    // the two equal fractions (.59 of a cent) go to the larger stack first
    expect(got).toEqual([155_28, 135_62, 122_52, 96_31, 60_27]);
  });

  it("pays nothing guaranteed when fewer places are paid than there are players", () => {
    expect(chipChopCents([1, 1, 2], [60_00, 40_00])).toEqual([25_00, 25_00, 50_00]);
  });

  it("flags an amount above first prize", () => {
    // heads-up, a chip chop never pays more than 1st: at most 1st + 2nd - 2nd
    expect(aboveFirstPrize(chipChopCents([999, 1], [55_00, 45_00]), [55_00, 45_00])).toEqual([]);
    // three-handed, 20 + 40 x 98% = $59.20 is more than the $50 for winning
    const prizes = [50_00, 30_00, 20_00];
    const big = chipChopCents([98, 1, 1], prizes);
    expect(big).toEqual([59_20, 20_40, 20_40]);
    expect(aboveFirstPrize(big, prizes)).toEqual([0]);
  });

  it("sums exactly to the pool for fields of 1 to 1,000", () => {
    const field = fc.integer({ min: 1, max: 1000 }).chain((n) =>
      fc.record({
        stacks: fc.array(fc.integer({ min: 1, max: 1_000_000_000 }), { minLength: n, maxLength: n }),
        prizes: fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: n }),
      }),
    );
    fc.assert(
      fc.property(field, ({ stacks, prizes }) => {
        const sorted = [...prizes].sort((a, b) => b - a);
        const got = chipChopCents(stacks, sorted);
        expect(got).toHaveLength(stacks.length);
        expect(sum(got)).toBe(sum(sorted));
        const next = sorted.length === stacks.length ? sorted[sorted.length - 1] : 0;
        for (const g of got) expect(g).toBeGreaterThanOrEqual(next);
      }),
      { numRuns: 100 },
    );
  });
});
