import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { icmEquityCents, MAX_ICM_PLAYERS } from "@core/live/prizes/icm";

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const withinACent = (got: number[], published: number[]) =>
  got.forEach((g, i) => expect(Math.abs(g - published[i]), `amount ${i}: ${g}`).toBeLessThanOrEqual(1));

describe("ICM (Malmuth-Harville)", () => {
  it("stacks 50/30/20 for prizes 70/30: 45.18/32.25/22.57, as published", () => {
    const got = icmEquityCents([50, 30, 20], [70_00, 30_00]);
    withinACent(got, [45_18, 32_25, 22_57]);
    expect(sum(got)).toBe(100_00);
  });

  it("stacks 5000/3000/2000 for prizes 50/30/20: 38.39/32.75/28.86, as published", () => {
    const got = icmEquityCents([5000, 3000, 2000], [50_00, 30_00, 20_00]);
    withinACent(got, [38_39, 32_75, 28_86]);
    expect(sum(got)).toBe(100_00);
  });

  it("equal stacks share equally; one player takes everything", () => {
    expect(icmEquityCents([10, 10], [60_00, 40_00])).toEqual([50_00, 50_00]);
    expect(icmEquityCents([7], [123_45])).toEqual([123_45]);
  });

  it("keeps the order of the stacks, whichever order they come in", () => {
    const got = icmEquityCents([2000, 5000, 3000], [50_00, 30_00, 20_00]);
    withinACent(got, [28_86, 38_39, 32_75]);
  });

  it("refuses more than 10 players and more prizes than players", () => {
    expect(() => icmEquityCents(Array(MAX_ICM_PLAYERS + 1).fill(1), [1])).toThrow(RangeError);
    expect(() => icmEquityCents([1, 2], [3, 2, 1])).toThrow(RangeError);
  });

  it("sums exactly to the prizes for 1 to 10 players, never pays less than the last prize nor more than first", () => {
    const field = fc.integer({ min: 1, max: MAX_ICM_PLAYERS }).chain((n) =>
      fc.record({
        stacks: fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: n, maxLength: n }),
        prizes: fc.array(fc.integer({ min: 0, max: 100_000_000 }), { minLength: 1, maxLength: n }),
      }),
    );
    fc.assert(
      fc.property(field, ({ stacks, prizes }) => {
        const sorted = [...prizes].sort((a, b) => b - a);
        const got = icmEquityCents(stacks, sorted);
        expect(got).toHaveLength(stacks.length);
        expect(sum(got)).toBe(sum(sorted));
        const floor = sorted.length === stacks.length ? sorted[sorted.length - 1] : 0;
        for (const g of got) {
          expect(g).toBeGreaterThanOrEqual(floor - 1);
          expect(g).toBeLessThanOrEqual(sorted[0] + 1);
        }
      }),
      { numRuns: 200 },
    );
  });
});
