import { ANTE_FROM_BIG_BLIND, anteRoundingUnit, BLIND_SCHEDULE, MAX_LEVEL, roundBlind, roundingUnit, type BlindLevel } from "@core/live/clock/blind-schedule";
import { ordinal, payoutPrizePool, grossPrizePool, prizeTable } from "@core/live/prizes/prize-table";
import { describe, expect, it } from "vitest";

function checkSchedule(schedule: readonly BlindLevel[]) {
  expect(schedule).toHaveLength(MAX_LEVEL);
  schedule.forEach((l, i) => {
    expect(l.level).toBe(i + 1);
    expect(l.duration).toBe(20);
    for (const v of [l.smallBlind, l.bigBlind, l.ante]) {
      expect(Number.isSafeInteger(v)).toBe(true);
      expect(v).toBeGreaterThanOrEqual(0);
    }
    if (i === 0) return;
    const prev = schedule[i - 1];
    expect(l.smallBlind).toBeGreaterThan(prev.smallBlind);
    expect(l.bigBlind).toBeGreaterThan(prev.bigBlind);
    expect(l.ante).toBeGreaterThanOrEqual(prev.ante);
  });
}

describe("the console's blind schedule", () => {
  it("has 20 explicit 20-minute levels from 25/50 ante 0 to 6000/12000 ante 2000", () => {
    expect(BLIND_SCHEDULE[0]).toEqual({ level: 1, smallBlind: 25, bigBlind: 50, ante: 0, duration: 20 });
    expect(BLIND_SCHEDULE[19]).toEqual({ level: 20, smallBlind: 6000, bigBlind: 12000, ante: 2000, duration: 20 });
  });

  it("is generated through level 500: integers, strictly rising blinds, safe at level 500", () => {
    checkSchedule(BLIND_SCHEDULE);
    const last = BLIND_SCHEDULE[MAX_LEVEL - 1];
    expect(last.level).toBe(500);
    expect(last.bigBlind + last.smallBlind + last.ante).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
  });

  it("generated levels: big blind twice the small, rounded to 100/1,000/10,000, rising ante near 12.5%", () => {
    for (const l of BLIND_SCHEDULE.slice(20)) {
      expect(l.bigBlind).toBe(2 * l.smallBlind);
      expect(l.smallBlind % roundingUnit(l.smallBlind)).toBe(0);
      expect(l.bigBlind).toBeGreaterThanOrEqual(ANTE_FROM_BIG_BLIND);
      expect(l.ante % anteRoundingUnit(l.ante)).toBe(0);
      // "about 12.5%": the explicit levels end at 16.7% and the ante never falls, so it comes down to 12.5% from above
      expect(l.ante / l.bigBlind).toBeGreaterThanOrEqual(0.12);
      expect(l.ante / l.bigBlind).toBeLessThanOrEqual(l.level < 40 ? 0.175 : 0.13);
      const prev = BLIND_SCHEDULE[l.level - 2];
      expect(l.ante).toBeGreaterThan(prev.ante);
    }
    expect(BLIND_SCHEDULE[99].ante / BLIND_SCHEDULE[99].bigBlind).toBeCloseTo(0.125, 2);
  });

  it("rounds to 100 below 10,000, 1,000 below 100,000 and 10,000 above", () => {
    expect(roundingUnit(9_999)).toBe(100);
    expect(roundingUnit(10_000)).toBe(1_000);
    expect(roundingUnit(100_000)).toBe(10_000);
    expect(roundBlind(6_240)).toBe(6_200);
    expect(roundBlind(6_250)).toBe(6_300);
    expect(roundBlind(12_499)).toBe(12_000);
    expect(roundBlind(123_456)).toBe(120_000);
    expect(roundBlind(10)).toBe(100);
  });
});

describe("the prize table", () => {
  it("pays the §9 percentages of the pool, rounded down to the cent", () => {
    const pool = payoutPrizePool(8, 5000_00, 90);
    expect(pool).toBe(36_000_00);
    expect(grossPrizePool(8, 5000_00)).toBe(40_000_00);
    const rows = prizeTable(pool);
    expect(rows.map((r) => r.percentage)).toEqual([20, 12, 8, 6, 4.5, 3.5, 3, 2.5, 2, 1.5, 1.5, 1.5, 1.2, 1.2, 1.2, 1, 1, 1]);
    expect(rows.map((r) => r.label).slice(0, 4)).toEqual(["1st", "2nd", "3rd", "4th"]);
    expect(rows[0].amountCents).toBe(7_200_00);
    expect(rows[4].amountCents).toBe(1_620_00);
    const odd = prizeTable(333);
    expect(odd[4].amountCents).toBe(14); // 4.5% of $3.33 = 14.985 cents, rounded down
    expect(odd.reduce((s, r) => s + r.amountCents, 0)).toBeLessThanOrEqual(333);
  });

  it("names places", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "23rd",
      "101st",
      "111th",
    ]);
  });
});
