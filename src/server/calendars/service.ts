import { randomBytes } from "node:crypto";
import { writeCalendar, type CalendarEntry } from "@core/calendar-feed";
import { privateCalendarPath } from "@core/calendar-paths";
import { CALENDAR_MESSAGES, CALENDAR_TOKEN_PATTERN } from "@core/contracts/calendar-feed";
import { SERIES_MESSAGES } from "@core/series-rules";
import { asc, eq, sql } from "drizzle-orm";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { series, specialTournaments, users, type UserRow } from "../db/schema/index";
import { notFound } from "../errors";
import { MESSAGES as TOURNAMENT_MESSAGES } from "../tournaments/messages";
import { byStart, eventColumns, eventEntry, feedSite } from "./entries";
import { privateFeedEntries } from "./private-feed";

/**
 * Calendar feeds (decision 228): an event's and a series' public ICS files, and each user's private feed behind a
 * secret address they can replace. Reads only, apart from the secret itself.
 */

export interface CalendarFile {
  /** the name offered when the file is saved (Content-Disposition) */
  fileName: string;
  ics: string;
}

const present = (entries: readonly (CalendarEntry | null)[]): CalendarEntry[] => entries.filter((e): e is CalendarEntry => e !== null).sort(byStart);

/** One event's feed; a cancelled event is still served, marked cancelled. 404 for an id no event has. */
export async function eventCalendar(db: Db, config: Config, id: number, now = new Date()): Promise<CalendarFile> {
  const [row] = await db.select(eventColumns).from(specialTournaments).where(eq(specialTournaments.id, id));
  if (!row) throw notFound(TOURNAMENT_MESSAGES.notFound);
  return { fileName: `stakeline-event-${id}.ics`, ics: writeCalendar({ name: row.name, entries: present([eventEntry(row, feedSite(config))]) }, now) };
}

/** Every event of a series (cancelled ones marked), by start. 404 for an id no series has. */
export async function seriesCalendar(db: Db, config: Config, id: number, now = new Date()): Promise<CalendarFile> {
  const [found] = await db.select({ name: series.name }).from(series).where(eq(series.id, id));
  if (!found) throw notFound(SERIES_MESSAGES.notFound);
  const rows = await db
    .select(eventColumns)
    .from(specialTournaments)
    .where(eq(specialTournaments.seriesId, id))
    .orderBy(asc(specialTournaments.date), asc(specialTournaments.time), asc(specialTournaments.id));
  const site = feedSite(config);
  return { fileName: `stakeline-series-${id}.ics`, ics: writeCalendar({ name: found.name, entries: present(rows.map((r) => eventEntry(r, site))) }, now) };
}

/**
 * A user's private feed by its secret. A secret never issued, one a reset replaced, and a closed or suspended
 * account's all answer the same 404: the address tells nothing about whether an account is behind it.
 */
export async function privateCalendar(db: Db, config: Config, token: string, now = new Date()): Promise<CalendarFile> {
  if (!CALENDAR_TOKEN_PATTERN.test(token)) throw notFound(CALENDAR_MESSAGES.feedNotFound);
  const [owner] = await db.select({ id: users.id, closedAt: users.closedAt, suspendedAt: users.suspendedAt }).from(users).where(eq(users.calendarToken, token));
  if (!owner || owner.closedAt || owner.suspendedAt) throw notFound(CALENDAR_MESSAGES.feedNotFound);
  const entries = await privateFeedEntries(db, feedSite(config), owner.id, now);
  return { fileName: "stakeline.ics", ics: writeCalendar({ name: "StakeLine", entries: present(entries) }, now) };
}

/** A new secret: 32 random bytes, base64url (43 characters). */
const newToken = () => randomBytes(32).toString("base64url");

const addressOf = (config: Config, token: string) => ({ url: feedSite(config).url(privateCalendarPath(token)) });

/**
 * The private feed's address, its secret made on the first ask. The signed-in row already says whether there is one;
 * making it is one statement, so two tabs asking at once both end with the first one's secret (the second's update
 * waits on the row, then finds it set and keeps it).
 */
export async function calendarAddress(db: Db, config: Config, user: Pick<UserRow, "id" | "calendarToken">): Promise<{ url: string }> {
  if (user.calendarToken) return addressOf(config, user.calendarToken);
  const [row] = await db
    .update(users)
    .set({ calendarToken: sql`coalesce(${users.calendarToken}, ${newToken()})` })
    .where(eq(users.id, user.id))
    .returning({ token: users.calendarToken });
  return addressOf(config, row!.token!);
}

/** A new secret in place of the old: the old address answers 404 from now on. */
export async function resetCalendarAddress(db: Db, config: Config, userId: number): Promise<{ url: string }> {
  const token = newToken();
  await db.update(users).set({ calendarToken: token }).where(eq(users.id, userId));
  return addressOf(config, token);
}
