import {
  cashRatePercent,
  computePerformance,
  investorPerformance,
  performanceWindows,
  playerPerformance,
  roiPercent,
  type SettledResult,
} from "@core/performance";
import { describe, expect, it } from "vitest";

const now = new Date("2026-05-20T12:00:00Z");
const result = (campaignId: number, stake: number, ret: number, at: string, cashed = ret > 0): SettledResult => ({
  campaignId,
  stakeCents: stake,
  returnCents: ret,
  cashed,
  settledAt: new Date(at),
});

describe("performance figures", () => {
  it("ROI is (returned - staked) / staked with one decimal", () => {
    expect(roiPercent(100_00, 150_00)).toBe(50);
    expect(roiPercent(300_00, 100_00)).toBe(-66.7);
    expect(roiPercent(3_00, 3_00)).toBe(0);
    expect(roiPercent(0, 10)).toBeNull();
    expect(Object.is(roiPercent(1_000_000, 999_999), 0)).toBe(true);
  });

  it("cash rate is cashed / total with one decimal", () => {
    expect(cashRatePercent(1, 3)).toBe(33.3);
    expect(cashRatePercent(2, 3)).toBe(66.7);
    expect(cashRatePercent(0, 0)).toBe(0);
  });

  it("windows are UTC calendar months: this month, last month, this month and the two before", () => {
    const w = performanceWindows(now);
    expect(w.thisMonth.from.toISOString()).toBe("2026-05-01T00:00:00.000Z");
    expect(w.lastMonth.from.toISOString()).toBe("2026-04-01T00:00:00.000Z");
    expect(w.lastMonth.to.toISOString()).toBe("2026-05-01T00:00:00.000Z");
    expect(w.threeMonths.from.toISOString()).toBe("2026-03-01T00:00:00.000Z");
    expect(performanceWindows(new Date("2026-01-15T00:00:00Z")).threeMonths.from.toISOString()).toBe("2025-11-01T00:00:00.000Z");
  });

  it("sorts results into the windows and totals", () => {
    const p = computePerformance(
      [
        result(1, 1000_00, 2500_00, "2026-05-03T10:00:00Z"), // this month +150%
        result(2, 1000_00, 0, "2026-04-30T23:59:59Z"), // last month -100%
        result(3, 500_00, 750_00, "2026-03-01T00:00:00Z"), // 3 months
        result(4, 500_00, 0, "2026-01-15T00:00:00Z"), // older
        result(5, 100_00, 500_00, "2026-06-01T00:00:00Z"), // after now: ignored
      ],
      now,
    );
    expect(p.thisMonth).toBe(150);
    expect(p.lastMonth).toBe(-100);
    expect(p.threeMonths).toBe(((2500 + 0 + 750 - 2500) / 2500) * 100);
    expect(p.totalRoi).toBe(8.3);
    expect(p.totalTournaments).toBe(4);
    expect(p.cashedTournaments).toBe(2);
    expect(p.cashRate).toBe(50);
    expect(p.history.map((h) => h.profit)).toEqual([-500, -250, -1250, 250]);
    expect(p.history.at(-1)).toMatchObject({ invested: 3000, returns: 3250, profit: 250 });
  });

  it("gives null ROIs and zero counts with nothing settled", () => {
    expect(computePerformance([], now)).toEqual({
      thisMonth: null,
      lastMonth: null,
      threeMonths: null,
      totalRoi: null,
      cashedTournaments: 0,
      totalTournaments: 0,
      cashRate: 0,
      history: [],
    });
  });

  it("investor: only completed, non-refunded stakes; two stakes in one campaign are one tournament", () => {
    const p = investorPerformance(
      [
        { campaignId: 1, amountCents: 100_00, payoutCents: 300_00, totalWinningsCents: 3000_00, completedAt: new Date("2026-05-02Z"), status: "closed" },
        { campaignId: 1, amountCents: 100_00, payoutCents: 300_00, totalWinningsCents: 3000_00, completedAt: new Date("2026-05-02Z"), status: "completed" },
        { campaignId: 2, amountCents: 100_00, payoutCents: 0, totalWinningsCents: 0, completedAt: new Date("2026-05-05Z"), status: "closed" },
        { campaignId: 3, amountCents: 100_00, payoutCents: null, totalWinningsCents: null, completedAt: null, status: "active" },
        { campaignId: 4, amountCents: 100_00, payoutCents: null, totalWinningsCents: null, completedAt: new Date("2026-05-05Z"), status: "refunded" },
      ],
      now,
    );
    expect(p.totalTournaments).toBe(2);
    expect(p.cashedTournaments).toBe(1);
    expect(p.thisMonth).toBe(100); // 300 in, 600 back
  });

  it("player: tournament ROI over completed campaigns, winnings against buy-ins", () => {
    const p = playerPerformance(
      [
        { id: 1, status: "completed", buyInCents: 10_000_00, totalWinningsCents: 25_000_00, completedAt: new Date("2026-04-10Z") },
        { id: 2, status: "completed", buyInCents: 10_000_00, totalWinningsCents: 0, completedAt: new Date("2026-05-10Z") },
        { id: 3, status: "active", buyInCents: 10_000_00, totalWinningsCents: null, completedAt: null },
        { id: 4, status: "cancelled", buyInCents: 10_000_00, totalWinningsCents: null, completedAt: new Date("2026-05-10Z") },
      ],
      now,
    );
    expect(p.lastMonth).toBe(150);
    expect(p.thisMonth).toBe(-100);
    expect(p.totalRoi).toBe(25);
    expect(p.totalTournaments).toBe(2);
    expect(p.cashRate).toBe(50);
  });

  it("Cashed counts only finishes with a prize: 2nd of 3 with one place paid did not cash (decision 143)", () => {
    const player = playerPerformance(
      [
        { id: 1, status: "completed", buyInCents: 100_00, totalWinningsCents: 300_00, completedAt: new Date("2026-05-02Z") },
        { id: 2, status: "completed", buyInCents: 100_00, totalWinningsCents: 0, completedAt: new Date("2026-05-03Z") },
        { id: 3, status: "completed", buyInCents: 100_00, totalWinningsCents: 0, completedAt: new Date("2026-05-04Z") },
      ],
      now,
    );
    expect(player).toMatchObject({ cashedTournaments: 1, totalTournaments: 3, cashRate: 33.3 });
    const investor = investorPerformance(
      [
        { campaignId: 1, amountCents: 50_00, payoutCents: 150_00, totalWinningsCents: 300_00, completedAt: new Date("2026-05-02Z"), status: "closed" },
        { campaignId: 2, amountCents: 50_00, payoutCents: 0, totalWinningsCents: 0, completedAt: new Date("2026-05-03Z"), status: "closed" },
      ],
      now,
    );
    expect(investor).toMatchObject({ cashedTournaments: 1, totalTournaments: 2, cashRate: 50 });
  });
});
