import { allDay, eventTimes, MAX_PLAY_MINUTES_PER_DAY, type CalendarEntry } from "@core/calendar-feed";
import { campaignPath } from "@core/campaign-path";
import { formatMoney } from "@core/money";
import { PAGES, pathTo } from "@core/routes";
import { formatTime } from "@core/tournament-rules";
import type { Config } from "../config";
import { specialTournaments } from "../db/schema/index";
import { publicUrl } from "../mail/links";

/** What a feed reads of an event. */
export const eventColumns = {
  id: specialTournaments.id,
  name: specialTournaments.name,
  description: specialTournaments.description,
  status: specialTournaments.status,
  date: specialTournaments.date,
  time: specialTournaments.time,
  location: specialTournaments.location,
  buyIn: specialTournaments.buyIn,
  format: specialTournaments.format,
  structure: specialTournaments.structure,
  days: specialTournaments.days,
  updatedAt: specialTournaments.updatedAt,
};

/** An event as a feed reads it (the `eventColumns` of its row). */
export type EventRow = Pick<typeof specialTournaments.$inferSelect, keyof typeof eventColumns>;

/**
 * Where a feed's links point and whose UIDs its entries carry: the site's public address (PUBLIC_URL, as mails use),
 * and its host name on the right of every UID, so two StakeLine sites never share one (RFC 5545 3.8.4.7).
 */
export interface FeedSite {
  url: (path: string) => string;
  host: string;
}

export function feedSite(config: Config): FeedSite {
  const url = (path: string) => publicUrl(config, path);
  return { url, host: new URL(url("/")).hostname };
}

const ESTIMATE_NOTE = `The end time is an estimate from the blind structure (its levels and breaks, at most ${MAX_PLAY_MINUTES_PER_DAY / 60} hours of play a day).`;

/**
 * One sponsored event as a calendar entry: its start as the sponsor typed it, its estimated end (eventTimes), its
 * venue, and a link to its public page (the spectator view: any reader may open it, before, during and after the
 * event). `notes` open the description (the private feed's "You hold a seat"). Null for a row whose date is not one.
 */
export function eventEntry(row: EventRow, site: FeedSite, notes: readonly string[] = []): CalendarEntry | null {
  const times = eventTimes(row);
  if (!times) return null;
  const url = site.url(pathTo(PAGES.tournamentView, row.id));
  const cancelled = row.status === "cancelled";
  const multiDay = (row.days?.length ?? 0) > 1;
  const description = [
    ...(cancelled ? ["This event was cancelled."] : []),
    ...notes,
    [`Buy-in ${formatMoney(row.buyIn)}`, row.format].filter(Boolean).join(" · "),
    ...(multiDay ? [`Days: ${row.days!.join(", ")}`] : []),
    ...(times.end.time !== undefined ? [`${multiDay ? "The last day ends" : "Ends"} about ${formatTime(times.end.time)}. ${ESTIMATE_NOTE}`] : []),
    ...(row.description ? ["", row.description] : []),
    "",
    url,
  ];
  return {
    uid: `event-${row.id}@${site.host}`,
    ...times,
    summary: cancelled ? `Cancelled: ${row.name}` : row.name,
    location: row.location,
    description: description.join("\n"),
    url,
    cancelled,
    updatedAt: row.updatedAt,
  };
}

export interface SelfReportedRow {
  campaignId: number;
  tournament: string;
  tournamentDate: Date;
  playerName: string;
  updatedAt: Date;
}

/**
 * A tournament a player typed into their campaign (not a sponsored event): a whole-day entry on its date (the app
 * keeps no time or venue for it), linked to the campaign's page.
 */
export function selfReportedEntry(row: SelfReportedRow, site: FeedSite, notes: readonly string[]): CalendarEntry | null {
  // dates are calendar dates, shown in UTC on every screen (src/core/format.ts)
  const times = allDay(row.tournamentDate.toISOString().slice(0, 10));
  if (!times) return null;
  const url = site.url(campaignPath(row.campaignId));
  return {
    uid: `campaign-${row.campaignId}@${site.host}`,
    ...times,
    summary: row.tournament,
    description: [...notes, `${row.playerName}'s campaign on StakeLine.`, "", url].join("\n"),
    url,
    updatedAt: row.updatedAt,
  };
}

/** Entries in the order a reader expects: by start, then by UID (stable between fetches). */
export const byStart = (a: CalendarEntry, b: CalendarEntry): number =>
  `${a.start.date}T${a.start.time ?? "00:00"}`.localeCompare(`${b.start.date}T${b.start.time ?? "00:00"}`) || a.uid.localeCompare(b.uid);
