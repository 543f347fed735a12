import { describe, expect, it } from "vitest";
import { formatAge, formatDate, formatLongDate } from "@core/format";

// the formats Intl gave before they were written out by hand (src/core/format.ts): the same text for every day
const intlShort = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const intlLong = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

describe("date formats (UTC calendar dates, en-US)", () => {
  it("match Intl's en-US text for every day from 2024 to 2031, at midnight and late in the UTC day", () => {
    const mismatches: string[] = [];
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2032, 0, 1); t += 86_400_000) {
      for (const d of [new Date(t), new Date(t + 86_399_000)]) {
        if (formatDate(d) !== intlShort.format(d)) mismatches.push(`${d.toISOString()}: ${formatDate(d)} / ${intlShort.format(d)}`);
        if (formatLongDate(d) !== intlLong.format(d)) mismatches.push(`${d.toISOString()}: ${formatLongDate(d)} / ${intlLong.format(d)}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("reads ISO strings and shows the UTC day", () => {
    expect(formatDate("2026-03-15")).toBe("Mar 15, 2026");
    expect(formatDate("2026-03-15T23:30:00-05:00")).toBe("Mar 16, 2026");
    expect(formatLongDate("2026-03-15T00:00:00Z")).toBe("Sunday, March 15, 2026");
    expect(formatDate("2026-09-01")).toBe("Sep 1, 2026");
  });

  it("says TBD (or the given text) when the date is missing or not a date", () => {
    expect(formatDate(null)).toBe("TBD");
    expect(formatDate(undefined, "-")).toBe("-");
    expect(formatDate("not a date")).toBe("TBD");
    expect(formatLongDate("")).toBe("TBD");
    expect(formatLongDate(new Date(Number.NaN), "none")).toBe("none");
  });
});

describe("activity ages ('Just now' on 30-minute-old activity)", () => {
  const now = new Date("2026-11-28T12:00:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms);
  it("Just now for the first minute, then minutes, hours and days", () => {
    expect(formatAge(ago(59_000), now)).toBe("Just now");
    expect(formatAge(ago(60_000), now)).toBe("1m ago");
    expect(formatAge(ago(30 * 60_000), now)).toBe("30m ago");
    expect(formatAge(ago(59 * 60_000 + 59_000), now)).toBe("59m ago");
    expect(formatAge(ago(3_600_000), now)).toBe("1h ago");
    expect(formatAge(ago(23 * 3_600_000), now)).toBe("23h ago");
    expect(formatAge(ago(49 * 3_600_000), now)).toBe("2d ago");
  });
});
