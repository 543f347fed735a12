import type { CalendarEntry } from "@core/calendar-feed";
import { calendarDate } from "@core/calendar-dates";
import { and, eq, gte, inArray, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import { campaigns, investments, specialTournaments, tournamentRegistrations } from "../db/schema/index";
import { eventColumns, eventEntry, selfReportedEntry, type EventRow, type FeedSite, type SelfReportedRow } from "./entries";

/** How far back a private feed reaches: a year of past events, every future one. */
export const PRIVATE_FEED_DAYS_BACK = 366;

/** Why an event is in someone's feed, as its description's first lines say it. */
export const FEED_NOTES = {
  seat: "You hold a seat in this event.",
  rsvp: "You RSVP'd to this event.",
  host: "You host this event.",
  own: "You are selling action in this event on StakeLine.",
  backs: (playerName: string) => `You back ${playerName} in this event.`,
} as const;

/** Notes by key (an event's or a campaign's id), each note once, in the order they were found. */
class Notes {
  private readonly byKey = new Map<number, string[]>();
  add(key: number, note: string): void {
    const list = this.byKey.get(key) ?? [];
    if (!list.includes(note)) list.push(note);
    this.byKey.set(key, list);
  }
  keys = (): number[] => [...this.byKey.keys()];
  of = (key: number): string[] => this.byKey.get(key) ?? [];
}

interface StakedCampaign extends SelfReportedRow {
  eventId: number | null;
  own: boolean;
}

/**
 * The campaigns a user's money or action rides on: the ones they back with a stake not refunded, and their own that
 * are not cancelled (a cancelled campaign refunded its stakes). Two index reads (investments by investor, campaigns by
 * player), never a scan of every campaign.
 */
async function stakedCampaigns(db: Db, userId: number, since: Date): Promise<StakedCampaign[]> {
  const columns = {
    campaignId: campaigns.id,
    eventId: campaigns.specialTournamentId,
    tournament: campaigns.tournament,
    tournamentDate: campaigns.tournamentDate,
    playerName: campaigns.playerName,
    updatedAt: campaigns.updatedAt,
  };
  const recent = gte(campaigns.tournamentDate, since);
  const [backed, own] = await Promise.all([
    db
      .selectDistinct(columns)
      .from(investments)
      .innerJoin(campaigns, eq(campaigns.id, investments.campaignId))
      .where(and(eq(investments.investorId, userId), ne(investments.status, "refunded"), recent)),
    db
      .select(columns)
      .from(campaigns)
      .where(and(eq(campaigns.playerId, userId), ne(campaigns.status, "cancelled"), recent)),
  ]);
  // a linked campaign's date is its event's; the event's own date decides below
  const dated = (r: (typeof backed)[number], own: boolean): StakedCampaign[] => (r.tournamentDate ? [{ ...r, tournamentDate: r.tournamentDate, own }] : []);
  return [...backed.flatMap((r) => dated(r, false)), ...own.flatMap((r) => dated(r, true))];
}

/**
 * A user's private feed (decision 228): the sponsored events they hold a seat in or RSVP'd to, host, or have a stake
 * riding on (backing a player, or selling their own action), each once with every reason in its description; and the
 * tournaments typed into the campaigns they back or run, as whole days. Cancelled events stay, marked cancelled, so
 * a calendar that showed them learns they are off. Events from a year back on.
 */
export async function privateFeedEntries(db: Db, site: FeedSite, userId: number, now: Date): Promise<CalendarEntry[]> {
  const sinceDate = calendarDate(new Date(now.getTime() - PRIVATE_FEED_DAYS_BACK * 86_400_000));
  const eventNotes = new Notes();
  const campaignNotes = new Notes();
  const selfReported = new Map<number, StakedCampaign>();

  const [seats, hosted, staked] = await Promise.all([
    db
      .select({ id: tournamentRegistrations.tournamentId, role: tournamentRegistrations.userRole })
      .from(tournamentRegistrations)
      .where(and(eq(tournamentRegistrations.userId, userId), eq(tournamentRegistrations.status, "registered"))),
    db
      .select({ id: specialTournaments.id })
      .from(specialTournaments)
      .where(and(eq(specialTournaments.sponsorId, userId), gte(specialTournaments.date, sinceDate))),
    stakedCampaigns(db, userId, new Date(`${sinceDate}T00:00:00Z`)),
  ]);
  for (const s of seats) eventNotes.add(s.id, s.role === "player" ? FEED_NOTES.seat : FEED_NOTES.rsvp);
  for (const h of hosted) eventNotes.add(h.id, FEED_NOTES.host);
  for (const c of staked) {
    const note = c.own ? FEED_NOTES.own : FEED_NOTES.backs(c.playerName);
    if (c.eventId !== null) {
      eventNotes.add(c.eventId, note);
    } else {
      campaignNotes.add(c.campaignId, note);
      selfReported.set(c.campaignId, c);
    }
  }

  const ids = eventNotes.keys();
  const events: EventRow[] =
    ids.length === 0
      ? []
      : await db
          .select(eventColumns)
          .from(specialTournaments)
          .where(and(inArray(specialTournaments.id, ids), gte(specialTournaments.date, sinceDate)));
  return [
    ...events.map((e) => eventEntry(e, site, eventNotes.of(e.id))),
    ...[...selfReported.values()].map((c) => selfReportedEntry(c, site, campaignNotes.of(c.campaignId))),
  ].filter((e): e is CalendarEntry => e !== null);
}
