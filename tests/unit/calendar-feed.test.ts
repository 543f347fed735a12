import {
  allDay,
  escapeText,
  eventTimes,
  foldLine,
  MAX_PLAY_MINUTES_PER_DAY,
  plannedPlayMinutes,
  PRODID,
  utcStamp,
  writeCalendar,
  type CalendarEntry,
} from "@core/calendar-feed";
import type { StructureRow } from "@core/live/schema/contracts";
import fc from "fast-check";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { redactUrl } from "../../src/server/http/log-redaction";

const bytes = (s: string) => Buffer.byteLength(s, "utf8");
/** Undoes RFC 5545 folding: a CRLF followed by one space joins the lines. */
const unfold = (s: string) => s.replace(/\r\n /g, "");

const level = (minutes: number, smallBlind = 100): StructureRow => ({ smallBlind, bigBlind: smallBlind * 2, ante: 0, minutes });
const pause = (minutes: number): StructureRow => ({ break: true, minutes });

describe("escapeText (RFC 5545 3.3.11)", () => {
  it("escapes backslash, semicolon and comma, and writes every line break as \\n", () => {
    expect(escapeText("a\\b;c,d")).toBe("a\\\\b\\;c\\,d");
    expect(escapeText("one\r\ntwo\nthree\rfour")).toBe("one\\ntwo\\nthree\\nfour");
  });

  it("escapes the backslash first, so an escape is never escaped twice", () => {
    expect(escapeText("\\,")).toBe("\\\\\\,");
  });

  it("drops control characters the grammar refuses, keeps the tab and every other character", () => {
    expect(escapeText("a\u0000b\u0007c\u001bd\u007fe\tf")).toBe("abcde\tf");
    expect(escapeText("Café 🂡 Ünïcödé")).toBe("Café 🂡 Ünïcödé");
  });

  it("round-trips through a strict parser for any text, folded", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 200 }), (text) => {
        const line = foldLine(`DESCRIPTION:${escapeText(text)}`);
        const parsed = ICAL.parse(`BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n${line}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`);
        const value = new ICAL.Component(parsed).getFirstSubcomponent("vevent")!.getFirstPropertyValue("description");
        // line breaks come back as \n
        // eslint-disable-next-line no-control-regex
        const expected = text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "").replace(/\r\n|\r/g, "\n");
        expect(value ?? "").toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});

describe("foldLine (RFC 5545 3.1)", () => {
  it("leaves a line of 75 octets alone and folds the 76th onto a line starting with a space", () => {
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
    expect(foldLine("x".repeat(76))).toBe(`${"x".repeat(75)}\r\n x`);
  });

  it("counts octets, not characters: é is two, € three, an emoji four", () => {
    // 37 x "é" is 74 octets; one more would make 76
    const accents = "é".repeat(40);
    const lines = foldLine(accents).split("\r\n");
    expect(lines[0]).toBe("é".repeat(37));
    expect(bytes(lines[0])).toBe(74);
    expect(lines[1]).toBe(` ${"é".repeat(3)}`);
    const euros = foldLine("€".repeat(30)).split("\r\n");
    expect(euros.map(bytes)).toEqual([75, 1 + 15]);
    const emoji = foldLine(`SUMMARY:${"🂡".repeat(20)}`).split("\r\n");
    // 8 octets of name, then 16 cards (64 octets) = 72; a 17th would pass 75
    expect(emoji[0]).toBe(`SUMMARY:${"🂡".repeat(16)}`);
    expect(emoji[1]).toBe(` ${"🂡".repeat(4)}`);
  });

  it("never splits a character and never passes 75 octets a line, for any text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 400 }), (text) => {
        const folded = foldLine(`DESCRIPTION:${text}`);
        const lines = folded.split("\r\n");
        for (const [i, line] of lines.entries()) {
          expect(bytes(line)).toBeLessThanOrEqual(75);
          if (i > 0) expect(line.startsWith(" ")).toBe(true);
          // a lone surrogate would be a split character
          expect(line).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
        }
        expect(unfold(folded)).toBe(`DESCRIPTION:${text}`);
      }),
      { numRuns: 300 },
    );
  });
});

describe("plannedPlayMinutes and eventTimes: the estimated end (decision 228)", () => {
  it("plays the structure's levels with the breaks between them; a break before the first or after the last level is not taken", () => {
    expect(plannedPlayMinutes([level(20), level(20), pause(15), level(30)])).toBe(85);
    expect(plannedPlayMinutes([pause(10), level(20), level(20), pause(15)])).toBe(40);
    // two breaks in a row are one longer break, as the clock has them
    expect(plannedPlayMinutes([level(20), pause(10), pause(5), level(20)])).toBe(55);
  });

  it("an event without a structure runs the spec's default schedule, which no day holds: the full day's cap", () => {
    expect(plannedPlayMinutes(null)).toBeGreaterThan(MAX_PLAY_MINUTES_PER_DAY);
    expect(eventTimes({ date: "2026-12-05", time: "10:00", structure: null, days: null })).toEqual({
      start: { date: "2026-12-05", time: "10:00" },
      end: { date: "2026-12-05", time: "22:00" },
    });
  });

  it("a one-day event ends when its structure is played, past midnight when it runs late", () => {
    const sixHours = [level(60), level(60), pause(30), level(60), level(60), level(60), level(30)];
    expect(plannedPlayMinutes(sixHours)).toBe(360);
    expect(eventTimes({ date: "2026-12-31", time: "19:00", structure: sixHours, days: null })).toEqual({
      start: { date: "2026-12-31", time: "19:00" },
      end: { date: "2027-01-01", time: "01:00" },
    });
  });

  it("a day of play never passes twelve hours", () => {
    const twentyHours = Array.from({ length: 20 }, () => level(60));
    expect(eventTimes({ date: "2026-06-01", time: "12:00", structure: twentyHours, days: null })?.end).toEqual({ date: "2026-06-02", time: "00:00" });
  });

  it("a multi-day event spans its days: the play shared evenly, the last day ending its share after the event's time", () => {
    // 3 days, 24 hours of play: 8 hours a day; day 3 is two days after day 1
    const long = Array.from({ length: 48 }, () => level(30));
    expect(eventTimes({ date: "2026-07-03", time: "11:00", structure: long, days: ["Day 1", "Day 2", "Final Day"] })).toEqual({
      start: { date: "2026-07-03", time: "11:00" },
      end: { date: "2026-07-05", time: "19:00" },
    });
    // over a month's end, and with the default schedule at the daily cap
    expect(eventTimes({ date: "2026-02-27", time: "12:00", structure: null, days: ["Day 1A", "Day 1B", "Day 2"] })?.end).toEqual({
      date: "2026-03-02",
      time: "00:00",
    });
  });

  it("rounds a shared day up to the minute", () => {
    // 61 minutes over 2 days: 31 a day
    expect(eventTimes({ date: "2026-01-10", time: "09:00", structure: [level(61)], days: ["Day 1", "Day 2"] })?.end).toEqual({
      date: "2026-01-11",
      time: "09:31",
    });
  });

  it("a time that is not HH:MM makes whole days; a date that is not a date makes no entry", () => {
    expect(eventTimes({ date: "2026-03-10", time: "evening", structure: null, days: ["Day 1", "Day 2"] })).toEqual({
      start: { date: "2026-03-10" },
      end: { date: "2026-03-12" },
    });
    expect(eventTimes({ date: "2026-02-30", time: "19:00", structure: null, days: null })).toBeNull();
    expect(eventTimes({ date: "soon", time: "19:00", structure: null, days: null })).toBeNull();
    expect(allDay("2026-12-31")).toEqual({ start: { date: "2026-12-31" }, end: { date: "2027-01-01" } });
    expect(allDay("nope")).toBeNull();
  });
});

describe("writeCalendar", () => {
  const now = new Date("2026-11-29T20:15:11.123Z");
  const entry: CalendarEntry = {
    uid: "event-7@stakeline.example",
    start: { date: "2026-12-05", time: "19:00" },
    end: { date: "2026-12-06", time: "01:00" },
    summary: "Friday Deepstack, $250; re-entry",
    location: "Aria, Las Vegas, NV",
    description: "Line one\nLine two with a long tail that goes on well past the seventy-five octets one content line may hold 🂡🂡",
    url: "https://stakeline.example/tournament/7/view",
    updatedAt: new Date("2026-11-20T08:00:00Z"),
  };

  it("writes the calendar's header, CRLF after every line, each within 75 octets", () => {
    const ics = writeCalendar({ name: "Winter Series", entries: [entry] }, now);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of ics.slice(0, -2).split("\r\n")) expect(bytes(line)).toBeLessThanOrEqual(75);
    const lines = unfold(ics).split("\r\n");
    expect(lines.slice(0, 8)).toEqual([
      "BEGIN:VCALENDAR",
      `PRODID:${PRODID}`,
      "VERSION:2.0",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "X-WR-CALNAME:Winter Series",
      "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
      "X-PUBLISHED-TTL:PT1H",
    ]);
    expect(lines).toContain("DTSTAMP:20261129T201511Z");
    expect(lines).toContain("DTSTART:20261205T190000");
    expect(lines).toContain("DTEND:20261206T010000");
    expect(lines).toContain("SUMMARY:Friday Deepstack\\, $250\\; re-entry");
    expect(lines).toContain("LOCATION:Aria\\, Las Vegas\\, NV");
    expect(lines).toContain("URL:https://stakeline.example/tournament/7/view");
    expect(lines).toContain("STATUS:CONFIRMED");
    expect(lines).toContain("LAST-MODIFIED:20261120T080000Z");
  });

  it("reads back through ical.js with floating times, the texts unescaped, and a cancelled entry marked", () => {
    const ics = writeCalendar(
      { name: "Mine", entries: [entry, { ...entry, uid: "campaign-3@stakeline.example", ...allDay("2026-12-24")!, summary: "WSOP, Main", cancelled: true }] },
      now,
    );
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const [first, second] = calendar.getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));
    expect(first.uid).toBe("event-7@stakeline.example");
    expect(first.summary).toBe("Friday Deepstack, $250; re-entry");
    expect(first.location).toBe("Aria, Las Vegas, NV");
    expect(first.description).toBe(entry.description);
    expect(first.startDate.toString()).toBe("2026-12-05T19:00:00");
    // floating: no zone at all
    expect(first.startDate.zone?.tzid).toBe("floating");
    expect(first.endDate.toString()).toBe("2026-12-06T01:00:00");
    expect(second.startDate.isDate).toBe(true);
    expect(second.startDate.toString()).toBe("2026-12-24");
    expect(second.endDate.toString()).toBe("2026-12-25");
    expect(second.component.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Mine");
  });

  it("an empty calendar is still a valid one", () => {
    const ics = writeCalendar({ name: "Nothing yet", entries: [] }, now);
    expect(new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent")).toHaveLength(0);
  });

  it("stamps in UTC, without fractions", () => {
    expect(utcStamp(new Date("2026-01-02T03:04:05.678Z"))).toBe("20260102T030405Z");
  });
});

describe("the private feed's secret in the logs", () => {
  it("is redacted from the logged URL, however the path is spelled", () => {
    const secret = "A".repeat(20) + "_-b".repeat(7) + "x".repeat(2);
    expect(redactUrl(`/api/calendar/${secret}.ics`)).toBe("/api/calendar/[redacted].ics");
    expect(redactUrl(`/%61pi/calendar/${secret}.ics?x=1&token=abc`)).toBe("/api/calendar/[redacted].ics?x=1&token=[redacted]");
    expect(redactUrl("/api/special-tournaments/7/calendar.ics")).toBe("/api/special-tournaments/7/calendar.ics");
  });
});
