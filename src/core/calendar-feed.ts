import type { StructureRow } from "./live/schema/contracts";
import { eventSchedule } from "./live/clock/schedule";

/**
 * Calendar feeds (decision 228): an RFC 5545 writer for the ICS files Google Calendar and Apple Calendar subscribe to,
 * and the one rule for when an event is estimated to end. Pure: the server writes every feed with it, and a screen
 * that shows the estimate reads the same function.
 */

// ---- when an event starts and ends ----

/**
 * A time on the venue's wall clock, as the sponsor typed it: calendar date YYYY-MM-DD and, unless the entry lasts
 * whole days, local time HH:MM. No zone: the app keeps none, and a floating time is shown at that wall-clock time in
 * whatever zone the reader's calendar is in, which is right for someone travelling to the venue.
 */
export interface CalendarTime {
  date: string;
  /** HH:MM; absent: the entry takes whole days (DTSTART;VALUE=DATE) */
  time?: string;
}

/** The longest day of play the estimate allows: past this the floor stops for the day (most events bag by then). */
export const MAX_PLAY_MINUTES_PER_DAY = 12 * 60;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The instant of a wall-clock time read as if it were UTC, for arithmetic only (no zone, so no DST shift). */
function asUtcMs(at: CalendarTime): number | null {
  const d = DATE.exec(at.date);
  if (!d) return null;
  const t = at.time === undefined ? null : TIME.exec(at.time);
  if (at.time !== undefined && !t) return null;
  const ms = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), t ? Number(t[1]) : 0, t ? Number(t[2]) : 0);
  // 2026-02-31 rolls over into March: not a date
  return new Date(ms).toISOString().slice(0, 10) === at.date ? ms : null;
}

function fromUtcMs(ms: number, withTime: boolean): CalendarTime {
  const iso = new Date(ms).toISOString();
  return withTime ? { date: iso.slice(0, 10), time: iso.slice(11, 16) } : { date: iso.slice(0, 10) };
}

/**
 * Minutes of play the structure plans: its own levels played through with the breaks between them (a break after
 * the last level is never taken). The clock plays the same schedule (src/core/live/clock/schedule.ts), so an event
 * without a structure runs the spec's default one: 500 levels, far past any day, so it always meets the daily cap.
 */
export function plannedPlayMinutes(structure: readonly StructureRow[] | null | undefined): number {
  const schedule = eventSchedule(structure);
  let ms = 0;
  for (let i = 0; i < schedule.definedLevels; i++) {
    ms += schedule.levels[i].duration * 60_000;
    if (i < schedule.definedLevels - 1) ms += schedule.breakAfterMs[i];
  }
  return ms / 60_000;
}

export interface ScheduledEvent {
  /** YYYY-MM-DD and HH:MM as the sponsor typed them */
  date: string;
  time: string;
  structure: readonly StructureRow[] | null;
  /** a multi-day event's day names in order (decision 170); null: one day */
  days: readonly string[] | null;
}

/**
 * When an event starts and when it is estimated to end (decision 228). One day per day name (flights included), one
 * calendar day after another from the event's date, each starting at the event's time; the structure's planned play
 * is shared evenly over the days, each capped at MAX_PLAY_MINUTES_PER_DAY, and the entry ends when the last day's
 * share is played. A one-day event with a six-hour structure starting at 19:00 ends at 01:00; an event without a
 * structure gets the full twelve hours a day. A time that is not HH:MM (a row older than the form's checks) makes an
 * entry of whole days; a date that is not a date makes none (null).
 */
export function eventTimes(event: ScheduledEvent): { start: CalendarTime; end: CalendarTime } | null {
  const dayCount = Math.max(1, event.days?.length ?? 1);
  const dateMs = asUtcMs({ date: event.date });
  if (dateMs === null) return null;
  const start: CalendarTime = { date: event.date, time: event.time };
  const startMs = asUtcMs(start);
  if (startMs === null) return { start: { date: event.date }, end: fromUtcMs(dateMs + dayCount * 86_400_000, false) };
  const perDay = Math.min(MAX_PLAY_MINUTES_PER_DAY, Math.ceil(plannedPlayMinutes(event.structure) / dayCount));
  return { start, end: fromUtcMs(startMs + (dayCount - 1) * 86_400_000 + perDay * 60_000, true) };
}

/** A whole-day entry on a calendar date (a self-reported tournament's), ending the next day as RFC 5545 counts it; null: not a date. */
export function allDay(date: string): { start: CalendarTime; end: CalendarTime } | null {
  const ms = asUtcMs({ date });
  return ms === null ? null : { start: { date }, end: fromUtcMs(ms + 86_400_000, false) };
}

// ---- the writer ----

export interface CalendarEntry {
  /** globally unique and stable across feeds: a calendar updates the entry it already has with this UID */
  uid: string;
  start: CalendarTime;
  end: CalendarTime;
  summary: string;
  location?: string | null;
  description?: string | null;
  url?: string | null;
  /** STATUS:CANCELLED: a subscribed calendar strikes or drops the entry it already shows */
  cancelled?: boolean;
  /** when the entry last changed (LAST-MODIFIED) */
  updatedAt?: Date | null;
}

export interface CalendarFeed {
  /** X-WR-CALNAME: the name a subscribed calendar gets */
  name: string;
  entries: readonly CalendarEntry[];
}

export const PRODID = "-//StakeLine//Calendar feeds//EN";
/** How often a subscribed calendar should fetch again (REFRESH-INTERVAL, X-PUBLISHED-TTL): the feeds' cache lifetime is far below it. */
export const REFRESH_INTERVAL = "PT1H";

/**
 * A TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma escaped, every line break written as \n; control
 * characters the grammar does not allow (all but the tab) dropped.
 */
export function escapeText(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- the control characters a TEXT value may not hold
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "")
      .replace(/\\/g, "\\\\")
      .replace(/;/g, "\\;")
      .replace(/,/g, "\\,")
      .replace(/\r\n|\r|\n/g, "\\n")
  );
}

const utf8Bytes = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * One content line folded at 75 octets (RFC 5545 3.1): counted in UTF-8 bytes, never splitting a character's bytes;
 * each continuation starts with one space (which counts towards its 75). Lines end in CRLF.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let bytes = 0;
  // for...of walks code points: an emoji's surrogate pair stays whole
  for (const ch of line) {
    const size = utf8Bytes(ch.codePointAt(0)!);
    if (bytes + size > 75) {
      parts.push(current);
      current = " ";
      bytes = 1;
    }
    current += ch;
    bytes += size;
  }
  parts.push(current);
  return parts.join("\r\n");
}

const compactDate = (date: string) => date.replace(/-/g, "");

/** DTSTART/DTEND: a floating DATE-TIME (20261205T190000) or, for whole days, a DATE. */
function timeProperty(name: "DTSTART" | "DTEND", at: CalendarTime): string {
  return at.time === undefined ? `${name};VALUE=DATE:${compactDate(at.date)}` : `${name}:${compactDate(at.date)}T${at.time.replace(":", "")}00`;
}

/** A UTC DATE-TIME (DTSTAMP, LAST-MODIFIED): 20261205T190000Z. */
export const utcStamp = (at: Date): string =>
  at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

function entryLines(entry: CalendarEntry, now: Date): string[] {
  const lines = [
    "BEGIN:VEVENT",
    `UID:${escapeText(entry.uid)}`,
    `DTSTAMP:${utcStamp(now)}`,
    timeProperty("DTSTART", entry.start),
    timeProperty("DTEND", entry.end),
    `SUMMARY:${escapeText(entry.summary)}`,
  ];
  if (entry.location) lines.push(`LOCATION:${escapeText(entry.location)}`);
  if (entry.description) lines.push(`DESCRIPTION:${escapeText(entry.description)}`);
  // a URI value is not TEXT: written as it is (our own links, with nothing to escape)
  if (entry.url) lines.push(`URL:${entry.url}`);
  lines.push(`STATUS:${entry.cancelled ? "CANCELLED" : "CONFIRMED"}`);
  if (entry.updatedAt) lines.push(`LAST-MODIFIED:${utcStamp(entry.updatedAt)}`);
  lines.push("END:VEVENT");
  return lines;
}

/** The whole feed: VCALENDAR with its entries, every line folded, CRLF after each (the last included). */
export function writeCalendar(feed: CalendarFeed, now: Date = new Date()): string {
  const lines = [
    "BEGIN:VCALENDAR",
    `PRODID:${PRODID}`,
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH_INTERVAL}`,
    `X-PUBLISHED-TTL:${REFRESH_INTERVAL}`,
    ...feed.entries.flatMap((e) => entryLines(e, now)),
    "END:VCALENDAR",
  ];
  return lines.map((l) => `${foldLine(l)}\r\n`).join("");
}
