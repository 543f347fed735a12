import { describe, expect, it } from "vitest";
import { createSeriesInput, updateSeriesInput } from "@core/contracts/series";
import { createTournamentInput } from "@core/contracts/tournaments";
import {
  datesExcludeEventsMessage,
  groupByDay,
  isCalendarDate,
  isWithinSeries,
  MAX_SERIES_DAYS,
  SERIES_MESSAGES,
  seriesDatesProblem,
  seriesDayCount,
} from "@core/series-rules";
import { dateInDays, tournamentBody } from "../../src/server/seed/builders";

describe("series dates (decision 231)", () => {
  it("counts days with both ends included, across months and leap days", () => {
    expect(seriesDayCount("2026-12-01", "2026-12-01")).toBe(1);
    expect(seriesDayCount("2026-12-25", "2027-01-05")).toBe(12);
    expect(seriesDayCount("2028-02-28", "2028-03-01")).toBe(3);
  });

  it("the end not before the start, at most MAX_SERIES_DAYS days", () => {
    expect(seriesDatesProblem("2026-12-01", "2026-12-01")).toBeNull();
    expect(seriesDatesProblem("2026-12-02", "2026-12-01")).toBe(SERIES_MESSAGES.endBeforeStart);
    expect(seriesDatesProblem("2026-01-01", "2026-03-01")).toBeNull(); // 60 days
    expect(seriesDayCount("2026-01-01", "2026-03-01")).toBe(MAX_SERIES_DAYS);
    expect(seriesDatesProblem("2026-01-01", "2026-03-02")).toBe(SERIES_MESSAGES.tooLong);
  });

  it("real calendar dates only", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2027-02-29")).toBe(false);
    expect(isCalendarDate("2026-13-01")).toBe(false);
    expect(isCalendarDate("2026-1-01")).toBe(false);
  });

  it("an event's date within the series, both ends included", () => {
    const s = { startDate: "2026-12-01", endDate: "2026-12-10" };
    expect(isWithinSeries("2026-12-01", s)).toBe(true);
    expect(isWithinSeries("2026-12-10", s)).toBe(true);
    expect(isWithinSeries("2026-11-30", s)).toBe(false);
    expect(isWithinSeries("2026-12-11", s)).toBe(false);
  });

  it("names the first event left out, and how many more", () => {
    expect(datesExcludeEventsMessage(1, { name: "Main", date: "2026-12-09" })).toContain('"Main" (2026-12-09) would fall outside');
    expect(datesExcludeEventsMessage(3, { name: "Main", date: "2026-12-09" })).toContain("and 2 more");
  });
});

describe("the schedule grouped by day", () => {
  it("one heading per date in date order, events by time within it", () => {
    const days = groupByDay([
      { id: 1, date: "2026-12-02", time: "19:00" },
      { id: 2, date: "2026-12-01", time: "18:00" },
      { id: 3, date: "2026-12-02", time: "11:00" },
      { id: 4, date: "2026-12-02", time: "11:00" },
    ]);
    expect(days.map((d) => [d.date, d.events.map((e) => e.id)])).toEqual([
      ["2026-12-01", [2]],
      ["2026-12-02", [3, 4, 1]],
    ]);
    expect(groupByDay([])).toEqual([]);
  });
});

describe("the contracts", () => {
  const body = { name: " Open ", venue: " Aria ", startDate: dateInDays(1), endDate: dateInDays(5) };

  it("trims, and checks the span on create", () => {
    expect(createSeriesInput.parse(body)).toMatchObject({ name: "Open", venue: "Aria" });
    const r = createSeriesInput.safeParse({ ...body, endDate: dateInDays(0) });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(SERIES_MESSAGES.endBeforeStart);
  });

  it("an edit checks the span only when both dates are sent", () => {
    expect(updateSeriesInput.safeParse({ startDate: dateInDays(9) }).success).toBe(true);
    expect(updateSeriesInput.safeParse({ startDate: dateInDays(9), endDate: dateInDays(8) }).success).toBe(false);
    expect(updateSeriesInput.safeParse({}).success).toBe(false);
  });

  it("an event's seriesId: an id, digits, empty or null", () => {
    expect(createTournamentInput.parse(tournamentBody({ seriesId: 7 })).seriesId).toBe(7);
    expect(createTournamentInput.parse(tournamentBody({ seriesId: "7" })).seriesId).toBe(7);
    expect(createTournamentInput.parse(tournamentBody({ seriesId: "" })).seriesId).toBeNull();
    expect(createTournamentInput.parse(tournamentBody()).seriesId).toBeNull();
    expect(createTournamentInput.safeParse(tournamentBody({ seriesId: 0 })).success).toBe(false);
  });
});
