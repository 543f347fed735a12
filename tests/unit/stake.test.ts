import { describe, expect, it } from "vitest";
import { checkInvestmentAmount, rangeMessage, remainingCents, stakePercentage } from "../../src/core/stake";

describe("stake percentage = amount / buyIn x 100", () => {
  it("shows one decimal, rounded half up", () => {
    expect(stakePercentage(25000, 1000000)).toBe("2.5");
    expect(stakePercentage(10000, 1000000)).toBe("1.0");
    expect(stakePercentage(10000, 300000)).toBe("3.3");
    expect(stakePercentage(20000, 300000)).toBe("6.7");
    expect(stakePercentage(1000000, 1000000)).toBe("100.0");
    expect(stakePercentage(25, 100000)).toBe("0.0"); // 0.025% -> 0.0
    expect(stakePercentage(50, 100000)).toBe("0.1"); // 0.05% -> 0.1
  });
  it("keeps four decimals for storage", () => {
    expect(stakePercentage(10000, 300000, 4)).toBe("3.3333");
    expect(stakePercentage(20000, 300000, 4)).toBe("6.6667");
  });
  it("rounds the exact share once: 1.04995% is 1.0 shown, though stored as 1.0500", () => {
    // $1,049.95 on an $80,000 buy-in at 1.25: rounding the stored share again would show 1.1
    expect(stakePercentage(104_995, 8_000_000, 4, 125)).toBe("1.0500");
    expect(stakePercentage(104_995, 8_000_000, 1, 125)).toBe("1.0");
  });
  it("is 0 for a missing buy-in", () => {
    expect(stakePercentage(100, 0)).toBe("0.0");
  });
});

describe("investment amount rule", () => {
  const limits = { minStakeCents: 10000, buyInCents: 1000000, remainingCents: 500000 };

  it("accepts minStake up to what remains", () => {
    expect(checkInvestmentAmount(10000, limits)).toEqual({ ok: true });
    expect(checkInvestmentAmount(500000, limits)).toEqual({ ok: true });
  });

  it("uses the spec's wording below minStake and above the buy-in", () => {
    const below = checkInvestmentAmount(9999, limits);
    expect(below).toEqual({ ok: false, reason: "range", message: "Investment must be between $100 and $10,000." });
    const above = checkInvestmentAmount(1000001, { ...limits, remainingCents: 2000000 });
    expect(above).toEqual({ ok: false, reason: "range", message: "Investment must be between $100 and $10,000." });
    expect(rangeMessage(5050, 250000)).toBe("Investment must be between $50.50 and $2,500.");
  });

  it("says how much remains when asked for more", () => {
    expect(checkInvestmentAmount(500100, limits)).toEqual({ ok: false, reason: "remaining", message: "Only $5,000 remains in this campaign." });
  });

  it("takes exactly the remainder when less than minStake remains", () => {
    const small = { ...limits, remainingCents: 4050 };
    expect(checkInvestmentAmount(4050, small)).toEqual({ ok: true });
    expect(checkInvestmentAmount(4000, small)).toMatchObject({
      ok: false,
      reason: "remaining",
      message: "Only $40.50 remains in this campaign. Invest exactly $40.50 to complete it.",
    });
    expect(checkInvestmentAmount(10000, small)).toMatchObject({ ok: false, reason: "remaining" });
  });

  it("refuses everything when nothing remains", () => {
    expect(checkInvestmentAmount(10000, { ...limits, remainingCents: 0 })).toEqual({ ok: false, reason: "full", message: "This campaign is fully funded." });
  });

  it("remaining subtracts holds and never goes below zero", () => {
    expect(remainingCents(500000, 100000, 150000)).toBe(250000);
    expect(remainingCents(500000, 400000, 150000)).toBe(0);
  });
});
