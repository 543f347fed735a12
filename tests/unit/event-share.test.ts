import { describe, expect, it } from "vitest";
import { eventShares, fitsWholeEvent, FULL_SHARE_UNITS, roomUnits, stakeSourceUnits, unitsToPercent } from "@core/event-share";
import { fitsHundredPercent, swapRoomHundredths } from "@core/swaps";

// The 100% rule of one event (src/core/event-share.ts; decisions 170, 174, and the issue 41 addenda of 241 and 242)
const pct = (p: number) => p * 10_000;

describe("what a campaign takes of an event", () => {
  it("its whole offer while it may still sell; what it sold once the sale is over", () => {
    expect(stakeSourceUnits({ offeredPercent: 50, soldUnits: pct(30), selling: true })).toBe(pct(50));
    expect(stakeSourceUnits({ offeredPercent: 50, soldUnits: pct(30), selling: false })).toBe(pct(30));
    // a stake's share rounded up past the offer never counts for less than it owns
    expect(stakeSourceUnits({ offeredPercent: 10, soldUnits: 100_003, selling: true })).toBe(100_003);
    expect(stakeSourceUnits({ offeredPercent: 10, soldUnits: 0, selling: false })).toBe(0);
  });
});

describe("an event inside a package: the package's % is its % of each event", () => {
  it("the worked case: a package sold 30% and a 10% swap leave 60% for Day-2 resale; 60% fits, 61% does not", () => {
    // the package's sale ended with its first result: 30% of its 50% sold
    const c = eventShares([{ offeredPercent: 50, soldUnits: pct(30), selling: false }], [1000]);
    expect(c).toEqual({ soldUnits: pct(30), swappedUnits: pct(10) });
    expect(unitsToPercent(roomUnits(c))).toBe(60);
    expect(fitsWholeEvent(c, pct(60))).toBe(true);
    expect(fitsWholeEvent(c, pct(61))).toBe(false);
  });

  it("while the package still sells, its whole offer counts: a linked 45% campaign and a 50% package leave 5% to swap", () => {
    const c = eventShares(
      [
        { offeredPercent: 50, soldUnits: pct(30), selling: true },
        { offeredPercent: 45, soldUnits: 0, selling: true },
      ],
      [],
    );
    expect(unitsToPercent(c.soldUnits)).toBe(95);
    expect(swapRoomHundredths(c)).toBe(500);
    expect(fitsHundredPercent(c, 500)).toBe(true);
    expect(fitsHundredPercent(c, 501)).toBe(false);
  });

  it("Day 1 and Day 2 of one event with a package: sold shares to 4 decimals, room exact", () => {
    const c = eventShares(
      [
        // Day-1 campaign closed at the start with 33.3333% sold, a package closed with 12.5%, Day-2 resale still selling
        { offeredPercent: 40, soldUnits: 333_333, selling: false },
        { offeredPercent: 20, soldUnits: 125_000, selling: false },
        { offeredPercent: 20, soldUnits: 0, selling: true },
      ],
      [250],
    );
    expect(c.soldUnits + c.swappedUnits).toBe(333_333 + 125_000 + 200_000 + 25_000);
    expect(unitsToPercent(roomUnits(c))).toBe(31.6667);
    // a swap is in hundredths: 31.66% is the most that still fits
    expect(swapRoomHundredths(c)).toBe(2000);
    expect(fitsHundredPercent(c, 3166)).toBe(true);
    expect(fitsHundredPercent(c, 3167)).toBe(false);
  });

  it("never less than nothing left", () => {
    const over = eventShares([{ offeredPercent: 100, soldUnits: 0, selling: true }], [2000]);
    expect(roomUnits(over)).toBe(0);
    expect(swapRoomHundredths(over)).toBe(0);
    expect(FULL_SHARE_UNITS).toBe(pct(100));
  });
});
