import { describe, expect, it } from "vitest";
import { averageRating, cumulativeResults, recordFigures, reviewSummaryText, splitRecord } from "@core/player-record";
import { hasRecord, recordBasisText } from "@core/record-basis";

const ev = (verified: boolean, buyIn: number, winnings: number, staked = 0, paid = 0) => ({
  verified,
  buyInCents: buyIn * 100,
  winningsCents: winnings * 100,
  stakedCents: staked * 100,
  paidBackCents: paid * 100,
});

describe("player record figures", () => {
  it("counts one part: ITM %, ROI, staked and the backers' net", () => {
    expect(recordFigures([ev(true, 1000, 3000, 500, 750), ev(true, 1000, 0, 200, 0), ev(true, 1000, 0)])).toEqual({
      events: 3,
      itmPercent: 33.3,
      roi: 0,
      staked: "700.00",
      backersNet: "50.00",
    });
  });

  it("an empty part has no percentages", () => {
    expect(recordFigures([])).toEqual({ events: 0, itmPercent: null, roi: null, staked: "0.00", backersNet: "0.00" });
  });

  it("splits verified from self-reported, never summing them", () => {
    const { verified, selfReported } = splitRecord([ev(true, 100, 0, 50, 0), ev(false, 100, 300, 100, 300)]);
    expect(verified).toMatchObject({ events: 1, itmPercent: 0, roi: -100, backersNet: "-50.00" });
    expect(selfReported).toMatchObject({ events: 1, itmPercent: 100, roi: 200, backersNet: "200.00" });
  });

  it("the cumulative line runs oldest first", () => {
    expect(
      cumulativeResults([
        { date: "2026-02-01", prizeCents: 0, buyInCents: 100 },
        { date: "2026-01-01", prizeCents: 500, buyInCents: 100 },
      ]),
    ).toEqual([
      { date: "2026-01-01", totalCents: 400 },
      { date: "2026-02-01", totalCents: 300 },
    ]);
  });
});

describe("reviews summary", () => {
  it("says the average with its count, or that there are none", () => {
    expect(averageRating([5, 4, 5])).toBe(4.7);
    expect(averageRating([])).toBeNull();
    expect(reviewSummaryText(4.6, 23)).toBe("4.6 from 23 backers");
    expect(reviewSummaryText(5, 1)).toBe("5.0 from 1 backer");
    expect(reviewSummaryText(null, 0)).toBe("No reviews yet");
  });
});

describe("what a rating rests on", () => {
  it("names verified and self-reported events apart", () => {
    expect(recordBasisText({ verifiedEvents: 0, selfReportedEvents: 2 })).toBe("from 2 self-reported events");
    expect(recordBasisText({ verifiedEvents: 3, selfReportedEvents: 0 })).toBe("from 3 verified events");
    expect(recordBasisText({ verifiedEvents: 1, selfReportedEvents: 1 })).toBe("from 1 verified event and 1 self-reported event");
    expect(recordBasisText({ verifiedEvents: 0, selfReportedEvents: 0 })).toBe("no record yet");
  });

  it("nothing behind a rating is no record", () => {
    expect(hasRecord(undefined)).toBe(false);
    expect(hasRecord({ verifiedEvents: 0, selfReportedEvents: 0 })).toBe(false);
    expect(hasRecord({ verifiedEvents: 0, selfReportedEvents: 1 })).toBe(true);
  });
});
