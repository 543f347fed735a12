import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PAYOUT_SHAPES } from "@core/live/schema/contracts";
import { generatePayouts, minCashFor, placesForShare } from "@core/live/prizes/payout-generator";
import { eventPrizePool } from "@core/live/prizes/prize-pool";

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe("payout tables generated to fit the field", () => {
  it("100 entries x $100, standard: 15 places, $150 min cash, 1/i above it, 1st takes the remainder", () => {
    // 7,750 above the 15 min cashes, split by 1/i over H(15) = 3.3182: 2nd 150 + 1,167.79 = 1,317.79 -> $1,320 ($5 steps
    // above $1,000); 3rd 150 + 778.53 -> $929; 15th 150 + 155.71 -> $306
    const t = generatePayouts({ poolCents: 10_000_00, entries: 100, buyInCents: 100_00 });
    expect(t.minCashCents).toBe(150_00);
    expect(t.amountsCents.map((c) => c / 100)).toEqual([2481, 1320, 929, 734, 617, 539, 484, 442, 410, 384, 362, 345, 330, 317, 306]);
    expect(sum(t.amountsCents)).toBe(10_000_00);
  });

  it("the shape moves money between the top and the bottom", () => {
    const flat = generatePayouts({ poolCents: 10_000_00, entries: 100, buyInCents: 100_00, shape: "flat" }).amountsCents;
    const top = generatePayouts({ poolCents: 10_000_00, entries: 100, buyInCents: 100_00, shape: "top-heavy" }).amountsCents;
    expect(flat.map((c) => c / 100)).toEqual([1764, 1140, 897, 761, 673, 610, 563, 526, 496, 472, 451, 433, 418, 404, 392]);
    expect(top.map((c) => c / 100)).toEqual([3292, 1425, 903, 668, 538, 456, 400, 360, 331, 307, 289, 274, 262, 252, 243]);
  });

  it("paid places: the share of entries rounded up, at least 1, at most the field", () => {
    expect([1, 2, 6, 7, 100, 101, 1000].map((n) => placesForShare(n))).toEqual([1, 1, 1, 2, 15, 16, 150]);
    expect(placesForShare(1000, 14.3)).toBe(143);
    expect(placesForShare(100, 10)).toBe(10);
    expect(placesForShare(100, 20)).toBe(20);
    expect(placesForShare(0)).toBe(1);
  });

  it("the min cash is rounded up to a whole dollar ($5 above $1,000); a freeroll's floor is $1", () => {
    expect(minCashFor(100_00, 1.5)).toBe(150_00);
    expect(minCashFor(55_00, 1.5)).toBe(83_00);
    expect(minCashFor(1001_00, 1.5)).toBe(1505_00);
    expect(minCashFor(0, 2)).toBe(1_00);
  });

  it("a pool that cannot pay every place the min cash pays fewer places; one place takes the whole pool", () => {
    // one entrant, no guarantee: $100 against a $150 min cash
    expect(generatePayouts({ poolCents: 100_00, entries: 1, buyInCents: 100_00 }).amountsCents).toEqual([100_00]);
    // a freeroll's $5 guarantee over 100 entrants: 15 places asked, five $1 places
    const free = generatePayouts({ poolCents: 5_00, entries: 100, buyInCents: 0 });
    expect(free).toEqual({ amountsCents: [1_00, 1_00, 1_00, 1_00, 1_00], minCashCents: 1_00, placesAsked: 15 });
    expect(generatePayouts({ poolCents: 0, entries: 10, buyInCents: 0 }).amountsCents).toEqual([0]);
  });

  it("rounding never lifts 2nd above 1st: the step goes back to 1st", () => {
    // $3.32 over 2 places, flat: 2nd's $1.50 would round to $2 and leave 1st $1.32
    expect(generatePayouts({ poolCents: 3_32, entries: 7, buyInCents: 0, shape: "flat" }).amountsCents).toEqual([2_32, 1_00]);
  });

  it("a big pool: $5 steps above $1,000 and the sum exact to the cent", () => {
    const t = generatePayouts({ poolCents: 100_000_01, entries: 200, buyInCents: 500_00 });
    expect(t.amountsCents).toHaveLength(30);
    expect(sum(t.amountsCents)).toBe(100_000_01);
    for (const c of t.amountsCents.slice(1)) expect(c % (c > 1000_00 ? 500 : 100)).toBe(0);
  });

  it("for fields of 1 to 1,000, any buy-in, guarantee and shape: sums to the pool, never increases, pays the expected places and at least the min cash", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 100_00 }), fc.integer({ min: 1, max: 1_000_000_00 })),
        fc.option(fc.oneof(fc.integer({ min: 1, max: 1000_00 }), fc.integer({ min: 1, max: 100_000_000_00 }))),
        fc.constantFrom(...PAYOUT_SHAPES),
        fc.integer({ min: 10, max: 20 }),
        fc.double({ min: 1.5, max: 2, noNaN: true }),
        (entries, buyIn, guarantee, shape, paidPercent, minCashMultiple) => {
          const pool = eventPrizePool(entries, buyIn, guarantee);
          const t = generatePayouts({ poolCents: pool, entries, buyInCents: buyIn, paidPercent, minCashMultiple, shape });
          const rows = t.amountsCents;
          const asked = Math.min(entries, Math.max(1, Math.ceil((entries * paidPercent) / 100)));
          const feasible = pool >= asked * t.minCashCents;
          // plain checks, one expect: thousands of rows per run
          expect({
            sum: sum(rows),
            nonIncreasing: rows.every((c, i) => i === 0 || c <= rows[i - 1]),
            asked: t.placesAsked,
            places: rows.length,
            minCashAtLeast: t.minCashCents >= (buyIn === 0 ? 1_00 : Math.round(buyIn * minCashMultiple)),
            eachAtLeastMinCash: (rows.length === 1 && pool < t.minCashCents) || rows.every((c) => c >= t.minCashCents),
            wholeCents: rows.every((c) => Number.isSafeInteger(c)),
          }).toEqual({
            sum: pool,
            nonIncreasing: true,
            asked,
            places: feasible ? asked : Math.max(1, Math.floor(pool / t.minCashCents)),
            minCashAtLeast: true,
            eachAtLeastMinCash: true,
            wholeCents: true,
          });
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("every field size from 1 to 1,000 with each shape", () => {
    for (const shape of PAYOUT_SHAPES) {
      for (let entries = 1; entries <= 1000; entries++) {
        const pool = entries * 37_77;
        const rows = generatePayouts({ poolCents: pool, entries, buyInCents: 37_77, shape }).amountsCents;
        if (sum(rows) !== pool || rows.some((c, i) => i > 0 && c > rows[i - 1]))
          expect({ shape, entries, rows }).toBe("a table summing to the pool, never increasing");
      }
    }
  });
});
