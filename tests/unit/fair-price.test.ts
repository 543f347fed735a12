import { describe, expect, it } from "vitest";
import { breakEvenReturnPercent, breakEvenText, playerRecord } from "../../src/core/fair-price";

describe("break-even return the markup implies", () => {
  it("is the markup over face value", () => {
    expect(breakEvenReturnPercent(100)).toBe(0);
    expect(breakEvenReturnPercent(101)).toBe(1);
    expect(breakEvenReturnPercent(120)).toBe(20);
    expect(breakEvenReturnPercent(150)).toBe(50);
  });
  it("says it in words", () => {
    expect(breakEvenText(120)).toBe("at 1.20 the player must return 20% over the buy-in on average for you to break even");
    expect(breakEvenText(101)).toBe("at 1.01 the player must return 1% over the buy-in on average for you to break even");
    expect(breakEvenText(100)).toBe("at 1.00 (no markup) you break even when the player does");
  });
});

describe("player record from closed campaigns", () => {
  it("has no ROI without events", () => {
    expect(playerRecord([])).toEqual({ events: 0, roiPercent: null, smallSample: true });
  });
  it("is (winnings - buy-ins) / buy-ins, one decimal, half away from zero", () => {
    expect(playerRecord([{ buyInCents: 100000, winningsCents: 250000 }])).toEqual({ events: 1, roiPercent: "150.0", smallSample: true });
    expect(playerRecord([{ buyInCents: 100000, winningsCents: 0 }])).toEqual({ events: 1, roiPercent: "-100.0", smallSample: true });
    expect(playerRecord([{ buyInCents: 100000, winningsCents: 100000 }]).roiPercent).toBe("0.0");
    // 1/3 = 33.33% -> 33.3; 2/3 -> 66.7; 0.05% -> 0.1; -0.05% -> -0.1; -0.04% -> 0.0 (no minus zero)
    expect(playerRecord([{ buyInCents: 300000, winningsCents: 400000 }]).roiPercent).toBe("33.3");
    expect(playerRecord([{ buyInCents: 300000, winningsCents: 500000 }]).roiPercent).toBe("66.7");
    expect(playerRecord([{ buyInCents: 200000, winningsCents: 200100 }]).roiPercent).toBe("0.1");
    expect(playerRecord([{ buyInCents: 200000, winningsCents: 199900 }]).roiPercent).toBe("-0.1");
    expect(playerRecord([{ buyInCents: 250000, winningsCents: 249900 }]).roiPercent).toBe("0.0");
  });
  it("sums every event and is a small sample under 10", () => {
    const nine = Array.from({ length: 9 }, (_, i) => ({ buyInCents: 100000, winningsCents: i === 0 ? 1000000 : 0 }));
    expect(playerRecord(nine)).toEqual({ events: 9, roiPercent: "11.1", smallSample: true });
    const ten = [...nine, { buyInCents: 100000, winningsCents: 0 }];
    expect(playerRecord(ten)).toEqual({ events: 10, roiPercent: "0.0", smallSample: false });
  });
});
