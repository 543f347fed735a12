import { describe, expect, it } from "vitest";
import { playerResults, computePerformance } from "../../src/core/performance";
import { recordFigures } from "../../src/core/player-record";
import { playerRoi } from "../../src/core/player-roi";
import { isCashedFinish, playerRating } from "../../src/core/rating";
import { campaignRecordEvents, type PackageEventEntry } from "../../src/core/record-events";

// Decision 241's addendum: a package of 3 events of $1,000 that cashed $0, $3,500 and was skipped once counts as 2
// events, $2,000 in buy-ins, $3,500 cashed: ROI +75.0% on the record, in the ROI and in the rating alike.
const pkg: PackageEventEntry[] = [
  { status: "played", buyInCents: 100_000, cashCents: 0 },
  { status: "played", buyInCents: 100_000, cashCents: 350_000 },
  { status: "skipped", buyInCents: 100_000, cashCents: null },
];
// the campaign row of that package: the summed buy-in, the total winnings
const row = { buyInCents: 300_000, winningsCents: 350_000 };

describe("a campaign's events for the record (campaignRecordEvents)", () => {
  it("a package of 3 ($1,000 each; $0, $3,500, skipped) is 2 events, $2,000 in, $3,500 out, ROI +75%", () => {
    const events = campaignRecordEvents(row, pkg);
    expect(events.map((e) => [e.buyInCents, e.winningsCents])).toEqual([
      [100_000, 0],
      [100_000, 350_000],
    ]);
    expect(playerRoi(events.map((e) => ({ verified: false, inCents: e.buyInCents, outCents: e.winningsCents })))).toEqual({
      roi: 75,
      basis: "self-reported",
      events: 2,
      inCents: 200_000,
      outCents: 350_000,
    });
    expect(recordFigures(events.map((e) => ({ verified: false, ...e, stakedCents: 0, paidBackCents: 0 })))).toMatchObject({
      events: 2,
      itmPercent: 50,
      roi: 75,
    });
  });

  it("the rating counts the same 2 events: round(50 x 1/2 + min(50, 25 x 1.75)) = 69, not the row's 79", () => {
    const events = campaignRecordEvents(row, pkg);
    const history = {
      closedCount: events.length,
      cashedCount: events.filter((e) => isCashedFinish(e.winningsCents)).length,
      winningsCents: events.reduce((s, e) => s + e.winningsCents, 0),
      buyInsCents: events.reduce((s, e) => s + e.buyInCents, 0),
    };
    expect(playerRating(history)).toBe(69);
    expect(playerRating({ closedCount: 1, cashedCount: 1, winningsCents: 350_000, buyInsCents: 300_000 })).toBe(79);
  });

  it("a campaign that is not a package is one event on the caller's amounts; a package all skipped has none", () => {
    expect(campaignRecordEvents(row, undefined)).toEqual([{ ...row, packageEvent: null }]);
    expect(campaignRecordEvents(row, [])).toEqual([{ ...row, packageEvent: null }]);
    expect(
      campaignRecordEvents(
        row,
        pkg.map((e) => ({ ...e, status: "skipped" as const, cashCents: null })),
      ),
    ).toEqual([]);
    // an event not yet entered is not counted either (a package completes only when none is left)
    expect(campaignRecordEvents(row, [{ ...pkg[0], status: "upcoming", cashCents: null }, pkg[1]])).toHaveLength(1);
  });

  it("the player's Performance Overview counts a package's played events as tournaments", () => {
    const completedAt = new Date("2026-11-20T12:00:00Z");
    const results = playerResults([{ id: 7, status: "completed", completedAt, buyInCents: 300_000, totalWinningsCents: 350_000, packageEvents: pkg }]);
    const p = computePerformance(results, new Date("2026-11-30T00:00:00Z"));
    expect(p).toMatchObject({ totalRoi: 75, totalTournaments: 2, cashedTournaments: 1, cashRate: 50 });
  });
});
