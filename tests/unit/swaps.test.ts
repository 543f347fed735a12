import { describe, expect, it } from "vitest";
import { offerSwapInput } from "@core/contracts/swaps";
import {
  fitsHundredPercent,
  formatPercentHundredths,
  hundredthsToDecimal,
  storedPercentHundredths,
  SWAP_PERCENT_MESSAGE,
  swapNet,
  swapPercentHundredths,
  swapRoomHundredths,
} from "@core/swaps";

describe("a swap's percentage", () => {
  it("is 1% to 20% with at most 2 decimals, kept in hundredths", () => {
    expect(swapPercentHundredths("10")).toBe(1000);
    expect(swapPercentHundredths(12.5)).toBe(1250);
    expect(swapPercentHundredths("1")).toBe(100);
    expect(swapPercentHundredths("20.00")).toBe(2000);
    expect(swapPercentHundredths(" 7.25 ")).toBe(725);
    for (const bad of ["0.99", "20.01", "0", "-5", "10.005", "abc", "", "1e1", 21, Number.NaN]) expect(swapPercentHundredths(bad)).toBeNull();
  });

  it("reads and writes numeric(5,2) and shows as people write it", () => {
    expect(storedPercentHundredths("10.00")).toBe(1000);
    expect(hundredthsToDecimal(1250)).toBe("12.50");
    expect(hundredthsToDecimal(100)).toBe("1.00");
    expect(formatPercentHundredths(1000)).toBe("10%");
    expect(formatPercentHundredths(1250)).toBe("12.5%");
    expect(formatPercentHundredths(1005)).toBe("10.05%");
  });

  it("is refused by the offer's schema with one message", () => {
    const ok = offerSwapInput.safeParse({ tournamentId: 3, toUsername: "bob", percent: "12.5" });
    expect(ok.success && ok.data.percent).toBe(1250);
    const bad = offerSwapInput.safeParse({ tournamentId: 3, toUsername: "bob", percent: 25 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(SWAP_PERCENT_MESSAGE);
    // exactly one of the two ways to name the other player
    expect(offerSwapInput.safeParse({ tournamentId: 3, percent: 5 }).success).toBe(false);
    expect(offerSwapInput.safeParse({ tournamentId: 3, toUsername: "bob", toUserId: 4, percent: 5 }).success).toBe(false);
  });
});

describe("the net a settled swap leaves owed", () => {
  it("the worked case: 10%, $50,000 and $100,000, the second owes the first $5,000", () => {
    expect(swapNet(1000, 5_000_000, 10_000_000)).toEqual({ payer: "to", netCents: 500_000 });
    expect(swapNet(1000, 10_000_000, 5_000_000)).toEqual({ payer: "by", netCents: 500_000 });
  });

  it("is p% of the difference: each side's debt to the other cancels down to one", () => {
    // 15% of $1,000 = $150 and 15% of $0 = $0: the winner owes $150
    expect(swapNet(1500, 100_000, 0)).toEqual({ payer: "by", netCents: 15_000 });
    // one side a little more than the other: 10% x $0.01 is less than a cent
    expect(swapNet(1000, 100_001, 100_000)).toEqual({ payer: null, netCents: 0 });
    expect(swapNet(2000, 0, 0)).toEqual({ payer: null, netCents: 0 });
  });

  it("rounds down to the cent: the payer never owes more than the exact share", () => {
    // 12.5% of $333.33 = $41.66625 -> $41.66
    expect(swapNet(1250, 0, 33_333)).toEqual({ payer: "to", netCents: 4_166 });
    // 7.25% of $10.99 = $0.796775 -> $0.79
    expect(swapNet(725, 1_099, 0)).toEqual({ payer: "by", netCents: 79 });
  });
});

describe("the 100% rule: sold % plus swapped % never exceeds 100%", () => {
  it("lets a swap in while everything together stays within 100%", () => {
    expect(fitsHundredPercent({ soldUnits: 800_000, swappedUnits: 100_000 }, 1000)).toBe(true);
    expect(fitsHundredPercent({ soldUnits: 800_000, swappedUnits: 100_000 }, 1001)).toBe(false);
    expect(fitsHundredPercent({ soldUnits: 1_000_000, swappedUnits: 0 }, 100)).toBe(false);
  });

  it("says how much more may be swapped, never above 20%", () => {
    expect(swapRoomHundredths({ soldUnits: 500_000, swappedUnits: 0 })).toBe(2000);
    expect(swapRoomHundredths({ soldUnits: 900_000, swappedUnits: 25_000 })).toBe(750);
    expect(swapRoomHundredths({ soldUnits: 950_000, swappedUnits: 100_000 })).toBe(0);
  });
});
