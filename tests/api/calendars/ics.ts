import ICAL from "ical.js";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";

/** What a test reads of one VEVENT, as the strict parser (ical.js) reads it. */
export interface ParsedEvent {
  uid: string;
  summary: string;
  location: string | null;
  description: string;
  url: string | null;
  status: string | null;
  /** floating "2026-12-05T19:00:00", or "2026-12-05" for whole days */
  start: string;
  end: string;
  startIsDate: boolean;
}

/**
 * A feed answer checked as Google Calendar and Apple Calendar take it: 200 text/calendar in UTF-8, CRLF line ends,
 * no line over 75 octets, the calendar's header, and ical.js able to parse it (it throws on a malformed file). Its
 * events come back by UID.
 */
export function parseFeed(res: LightMyRequestResponse): { name: string; events: Map<string, ParsedEvent> } {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
  const text = res.body;
  expect(text.endsWith("\r\n")).toBe(true);
  for (const line of text.slice(0, -2).split("\r\n")) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
  }
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe("vcalendar");
  expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
  expect(calendar.getFirstPropertyValue("prodid")).toBeTruthy();
  expect(calendar.getFirstPropertyValue("calscale")).toBe("GREGORIAN");
  expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
  const events = new Map<string, ParsedEvent>();
  for (const c of calendar.getAllSubcomponents("vevent")) {
    const e = new ICAL.Event(c);
    // every entry has the properties RFC 5545 requires of it
    expect(c.getFirstPropertyValue("dtstamp")?.toString()).toMatch(/Z$/);
    expect(events.has(e.uid)).toBe(false);
    events.set(e.uid, {
      uid: e.uid,
      summary: e.summary,
      location: e.location ?? null,
      description: e.description ?? "",
      url: (c.getFirstPropertyValue("url") as string | null) ?? null,
      status: (c.getFirstPropertyValue("status") as string | null) ?? null,
      start: e.startDate.toString(),
      end: e.endDate.toString(),
      startIsDate: e.startDate.isDate,
    });
  }
  // ical.js reads an X- property raw: its TEXT escapes undone here
  const name = String(calendar.getFirstPropertyValue("x-wr-calname")).replace(/\\([\\;,nN])/g, (_m, c: string) => (c === "n" || c === "N" ? "\n" : c));
  return { name, events };
}

/** The feed's one event with this UID prefix and id ("event-7@..."). */
export function eventIn(feed: { events: Map<string, ParsedEvent> }, kind: "event" | "campaign", id: number): ParsedEvent | undefined {
  return [...feed.events.values()].find((e) => e.uid.startsWith(`${kind}-${id}@`));
}
