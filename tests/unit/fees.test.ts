import { describe, expect, it } from "vitest";
import {
  MIN_PLATFORM_FEE_CENTS,
  minimumFeeWarning,
  PLATFORM_FEE_PERCENT,
  PLATFORM_FEE_TEXT,
  platformFeeCents,
  platformFeeText,
  totalChargeCents,
} from "../../src/core/fees";

// Every figure below is computed from the two constants, so changing the fee is one edit to src/core/fees.ts:
// these tests then check the new rule has the same shape (a minimum, a percentage rounded half up, integer cents).
const P = PLATFORM_FEE_PERCENT;
const MIN = MIN_PLATFORM_FEE_CENTS;
/** The smallest amount whose percentage reaches the minimum. */
const threshold = Math.ceil((MIN * 100) / P);
/** The percentage in exact integer arithmetic, half up: floor((cents x P + 50) / 100). */
const share = (cents: number) => Math.floor((cents * P + 50) / 100);

describe("platform fee: max(P% of amount, the minimum), half-up to the cent", () => {
  it("is the minimum for small amounts, and the total adds it", () => {
    for (const cents of [1, 100, threshold - 1]) {
      expect(platformFeeCents(cents)).toBe(MIN);
      expect(totalChargeCents(cents)).toBe(cents + MIN);
    }
  });

  it("reaches the minimum at the threshold, and is the percentage above it", () => {
    expect(platformFeeCents(threshold)).toBe(Math.max(MIN, share(threshold)));
    const large = 100_000_000;
    expect(platformFeeCents(large)).toBe((large * P) / 100);
    expect(totalChargeCents(large)).toBe(large + (large * P) / 100);
  });

  it("rounds a half cent up, and less than half down", () => {
    // amounts above the threshold whose percentage ends in exactly half a cent, and just under half
    const half = Array.from({ length: 20_000 }, (_, i) => threshold + i).find((c) => (c * P) % 100 === 50);
    const under = Array.from({ length: 20_000 }, (_, i) => threshold + i).find((c) => (c * P) % 100 > 0 && (c * P) % 100 < 50);
    if (half !== undefined) expect(platformFeeCents(half)).toBe((half * P + 50) / 100);
    expect(under).toBeDefined();
    expect(platformFeeCents(under!)).toBe(Math.floor((under! * P) / 100));
  });

  it("never uses floating point: every cent from the threshold to twice it matches integer arithmetic", () => {
    for (let cents = threshold; cents <= 2 * threshold; cents++) expect(platformFeeCents(cents)).toBe(Math.max(MIN, share(cents)));
  });
});

describe("the fee rule in words", () => {
  it("words today's rule as the dialog and the campaign page always have", () => {
    expect(platformFeeText(5, 500)).toEqual({
      label: "Platform fee (5%, min $5)",
      terms: "A platform fee of 5% of the stake (at least $5.00) is charged on top of the amount.",
    });
  });

  it("follows the figures: another rate and a minimum with cents", () => {
    expect(platformFeeText(3, 250)).toEqual({
      label: "Platform fee (3%, min $2.50)",
      terms: "A platform fee of 3% of the stake (at least $2.50) is charged on top of the amount.",
    });
  });

  it("is what the app shows: built from the constants", () => {
    expect(PLATFORM_FEE_TEXT).toEqual(platformFeeText(PLATFORM_FEE_PERCENT, MIN_PLATFORM_FEE_CENTS));
  });
});

describe("minimumFeeWarning", () => {
  it("says how much of a small stake the minimum fee is", () => {
    expect(minimumFeeWarning(1000)).toBe("The $5.00 minimum fee is 50% of a $10.00 stake.");
    expect(minimumFeeWarning(3000)).toBe("The $5.00 minimum fee is 17% of a $30.00 stake.");
    expect(minimumFeeWarning(5000)).toBe("The $5.00 minimum fee is 10% of a $50.00 stake.");
  });

  it("stays quiet once the fee is under a tenth of the stake, and wherever the percentage applies", () => {
    expect(minimumFeeWarning(5001)).toBeNull();
    expect(minimumFeeWarning(9999)).toBeNull();
    expect(minimumFeeWarning(threshold)).toBeNull();
    expect(minimumFeeWarning(1_000_000)).toBeNull();
  });

  it("says nothing for an amount that is not a stake", () => {
    for (const bad of [0, -100, Number.NaN, 0.5, Number.MAX_SAFE_INTEGER + 2]) expect(minimumFeeWarning(bad)).toBeNull();
  });
});
