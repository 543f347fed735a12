import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sameHandFinishes } from "@core/live/prizes/same-hand";
import { LiveRuleError } from "@core/live/schema/live-rule-error";
import { mulDivFloor } from "@core/money";

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const amounts = (f: ReturnType<typeof sameHandFinishes>) => f.map((x) => x.amountCents);

describe("players busted in the same hand (decision 234)", () => {
  // 61 left, 60 paid, 60th pays $1,000
  it("A (8,000) and B (12,000) bust together: B is 60th with $1,000, A 61st with $0", () => {
    expect(sameHandFinishes([1000_00, 0], [8_000, 12_000], { bestPlace: 60 })).toEqual([
      { place: 61, amountCents: 0, tied: false },
      { place: 60, amountCents: 1000_00, tied: false },
    ]);
  });

  it("with 10,000 each they tie for 60th and take $500 each; a 10% backer of either is paid $50", () => {
    const got = sameHandFinishes([1000_00, 0], [10_000, 10_000], { bestPlace: 60 });
    expect(got).toEqual([
      { place: 60, amountCents: 500_00, tied: true },
      { place: 60, amountCents: 500_00, tied: true },
    ]);
    expect(mulDivFloor(got[0].amountCents, 10, 100)).toBe(50_00);
  });

  it("places start at 1 when no best place is given", () => {
    expect(sameHandFinishes([300_00, 200_00], [5, 9]).map((f) => f.place)).toEqual([2, 1]);
  });

  it("ties three ways and shares the three prizes", () => {
    expect(amounts(sameHandFinishes([600_00, 400_00, 200_00], [7, 7, 7]))).toEqual([400_00, 400_00, 400_00]);
    expect(sameHandFinishes([600_00, 400_00, 200_00], [7, 7, 7], { bestPlace: 4 }).map((f) => f.place)).toEqual([4, 4, 4]);
  });

  it("ranks a bigger stack above a three-way tie below it", () => {
    const got = sameHandFinishes([1000_00, 600_00, 400_00, 200_00], [5, 5, 9, 5], { bestPlace: 10 });
    expect(got).toEqual([
      { place: 11, amountCents: 400_00, tied: true },
      { place: 11, amountCents: 400_00, tied: true },
      { place: 10, amountCents: 1000_00, tied: false },
      { place: 11, amountCents: 400_00, tied: true },
    ]);
  });

  it("splits a tie straddling the paid line: two for places 60-61 where 61st pays nothing take half of 60th each", () => {
    expect(amounts(sameHandFinishes([1000_00, 0, 0], [10_000, 10_000, 3_000], { bestPlace: 60 }))).toEqual([500_00, 500_00, 0]);
    // three tied over two paid places and one unpaid
    expect(amounts(sameHandFinishes([300_00, 150_00, 0], [4, 4, 4]))).toEqual([150_00, 150_00, 150_00]);
  });

  it("gives a tie's odd cents one each to the earlier-registered", () => {
    // $100.00 in three: 33.34, 33.33, 33.33, the extra cent to whoever registered first
    expect(amounts(sameHandFinishes([100_00, 0, 0], [1, 1, 1]))).toEqual([33_34, 33_33, 33_33]);
    expect(amounts(sameHandFinishes([100_00, 0, 0], [1, 1, 1], { registration: [3, 1, 2] }))).toEqual([33_33, 33_34, 33_33]);
    // $1.01 and $1.00 shared by two: the one odd cent of $2.01 goes to the earlier
    expect(amounts(sameHandFinishes([1_01, 1_00], [2, 2], { registration: [9, 4] }))).toEqual([1_00, 1_01]);
    // two odd cents among four
    expect(amounts(sameHandFinishes([1_00, 1_00, 0, 0], [3, 3, 3, 3], { registration: [4, 3, 2, 1] }))).toEqual([50, 50, 50, 50]);
    expect(amounts(sameHandFinishes([1_01, 1_01, 0, 0], [3, 3, 3, 3], { registration: [4, 3, 2, 1] }))).toEqual([50, 50, 51, 51]);
  });

  it("refuses a prize list that does not match the players, or a stack that is not positive", () => {
    expect(() => sameHandFinishes([1, 2], [1])).toThrow(LiveRuleError);
    expect(() => sameHandFinishes([1], [0])).toThrow(LiveRuleError);
    expect(() => sameHandFinishes([1], [1.5])).toThrow(LiveRuleError);
    expect(() => sameHandFinishes([-1], [1])).toThrow(LiveRuleError);
    expect(() => sameHandFinishes([1, 1], [1, 1], { registration: [0] })).toThrow(LiveRuleError);
    expect(() => sameHandFinishes([1], [1], { bestPlace: 0 })).toThrow(LiveRuleError);
  });

  it("sums exactly to the prizes and never pays a bigger stack less than a smaller one", () => {
    const hand = fc.integer({ min: 1, max: 12 }).chain((n) =>
      fc.record({
        prizes: fc.array(fc.integer({ min: 0, max: 100_000_000 }), { minLength: n, maxLength: n }),
        // few distinct stacks, so ties are common
        stacks: fc.array(
          fc.integer({ min: 1, max: 6 }).map((s) => s * 1_000),
          { minLength: n, maxLength: n },
        ),
        registration: fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n }),
        bestPlace: fc.integer({ min: 1, max: 5_000 }),
      }),
    );
    fc.assert(
      fc.property(hand, ({ prizes, stacks, registration, bestPlace }) => {
        const best = [...prizes].sort((a, b) => b - a);
        const got = sameHandFinishes(best, stacks, { registration, bestPlace });
        expect(sum(amounts(got))).toBe(sum(best));
        for (let i = 0; i < stacks.length; i++) {
          for (let j = 0; j < stacks.length; j++) {
            if (stacks[i] > stacks[j]) {
              expect(got[i].amountCents).toBeGreaterThanOrEqual(got[j].amountCents);
              expect(got[i].place).toBeLessThan(got[j].place);
            }
            if (stacks[i] === stacks[j]) {
              expect(got[i].place).toBe(got[j].place);
              expect(Math.abs(got[i].amountCents - got[j].amountCents)).toBeLessThanOrEqual(1);
              if (got[i].amountCents > got[j].amountCents) expect(registration[i]).toBeLessThan(registration[j]);
            }
          }
          expect(got[i].place).toBeGreaterThanOrEqual(bestPlace);
          expect(got[i].place).toBeLessThan(bestPlace + stacks.length);
        }
      }),
    );
  });
});
