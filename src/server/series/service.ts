/** Series (decision 231): a sponsor's events grouped into a festival; its public schedule reads the events' own answers. */
import type { CreateSeriesData, Series, SeriesEvent, SeriesPage, SeriesSummary, UpdateSeriesData } from "@core/contracts/series";
import type { Tournament } from "@core/contracts/tournaments";
import { calendarDate } from "@core/calendar-dates";
import { datesExcludeEventsMessage, SERIES_MESSAGES, SERIES_PAGE_SIZE, SERIES_PER_DAY, seriesDatesProblem } from "@core/series-rules";
import { knownAsName } from "@core/user-display";
import { and, asc, desc, eq, gt, ne, or, sql, type SQL } from "drizzle-orm";
import { QUOTA_LOCKS } from "../db/advisory-lock";
import type { Db, Tx } from "../db/client";
import { lockQuota } from "../db/row-locks";
import { series, specialTournaments, users, type UserRow } from "../db/schema/index";
import { AppError, badRequest, forbidden, notFound } from "../errors";
import { listSeriesEvents } from "../tournaments/reads";

type SeriesRow = typeof series.$inferSelect;
type SponsorNames = Pick<UserRow, "firstName" | "lastName" | "username">;

const DAY_MS = 86_400_000;

/** A series' events that are not cancelled: the ones its dates must hold and its lists count. */
const liveEventOf = (seriesId: SQL | number) => and(eq(specialTournaments.seriesId, seriesId), ne(specialTournaments.status, "cancelled"));

const eventCount = sql<number>`(select count(*)::int from ${specialTournaments} where ${specialTournaments.seriesId} = ${series.id} and ${specialTournaments.status} <> 'cancelled')`;

// username (never null) first: Drizzle decides whether a left-joined object is null by its first column
const sponsorColumns = { username: users.username, firstName: users.firstName, lastName: users.lastName };

function toSummary(s: SeriesRow, sponsor: SponsorNames | null, count: number): SeriesSummary {
  return {
    id: s.id,
    name: s.name,
    venue: s.venue,
    startDate: s.startDate,
    endDate: s.endDate,
    // the name the sponsor hosts under, as their events show it (decision 143)
    sponsor: { name: sponsor ? knownAsName(sponsor) : "Sponsor" },
    eventCount: Number(count),
    createdAt: s.createdAt.toISOString(),
  };
}

function toEvent(t: Tournament): SeriesEvent {
  return {
    id: t.id,
    name: t.name,
    date: t.date,
    time: t.time,
    status: t.status,
    location: t.location,
    format: t.format,
    buyIn: t.buyIn,
    guaranteedPrizePool: t.guaranteedPrizePool,
    entrants: t.entrants,
    maxSeats: t.maxSeats,
    // the event's own answer: the one pool rule (decision 216), never recomputed here
    prizePool: t.prizePool,
    bountyPool: t.bountyPool,
  };
}

/** Which series are listed first: those not over yet ("today" anywhere on Earth, as event dates are checked). */
const notOverSince = (now: Date) => calendarDate(now, -12 * 60);

/**
 * A new series, within the sponsor's quota (SERIES_PER_DAY in any 24 hours). The count and the insert run under the
 * account's quota lock, the one creating a tournament takes, so racing creates queue.
 */
export async function createSeries(db: Db, sponsor: UserRow, input: CreateSeriesData, now = new Date()): Promise<SeriesSummary> {
  const row = await db.transaction(async (tx) => {
    await lockQuota(tx, QUOTA_LOCKS.tournaments, sponsor.id);
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(series)
      .where(and(eq(series.sponsorId, sponsor.id), gt(series.createdAt, new Date(now.getTime() - DAY_MS))));
    if (Number(count) >= SERIES_PER_DAY) throw new AppError("too_many_requests", SERIES_MESSAGES.dailyQuota);
    const [inserted] = await tx
      .insert(series)
      .values({ sponsorId: sponsor.id, ...input })
      .returning();
    return inserted;
  });
  return toSummary(row, sponsor, 0);
}

/** The sponsor's own series, locked FOR UPDATE (an event joining it reads it FOR SHARE): 404 unknown, 403 another's. */
async function lockOwnSeries(tx: Tx, sponsor: UserRow, id: number): Promise<SeriesRow> {
  const [row] = await tx.select().from(series).where(eq(series.id, id)).for("update");
  if (!row) throw notFound(SERIES_MESSAGES.notFound);
  if (row.sponsorId !== sponsor.id) throw forbidden(SERIES_MESSAGES.notYours);
  return row;
}

/**
 * Edits the sponsor's series. New dates must still be a valid span with the stored other (400) and hold every event
 * in the series that is not cancelled (400 naming the first left out): an event never sits outside its series.
 */
export async function updateSeries(db: Db, sponsor: UserRow, id: number, input: UpdateSeriesData): Promise<SeriesSummary> {
  await db.transaction(async (tx) => {
    const row = await lockOwnSeries(tx, sponsor, id);
    const startDate = input.startDate ?? row.startDate;
    const endDate = input.endDate ?? row.endDate;
    const problem = seriesDatesProblem(startDate, endDate);
    if (problem) throw badRequest(problem);
    if (startDate !== row.startDate || endDate !== row.endDate) {
      const outside = await tx
        .select({ name: specialTournaments.name, date: specialTournaments.date })
        .from(specialTournaments)
        .where(and(liveEventOf(id), or(sql`${specialTournaments.date} < ${startDate}`, sql`${specialTournaments.date} > ${endDate}`)))
        .orderBy(asc(specialTournaments.date), asc(specialTournaments.time), asc(specialTournaments.id));
      if (outside.length > 0) throw badRequest(datesExcludeEventsMessage(outside.length, outside[0]!));
    }
    await tx
      .update(series)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(series.id, id));
  });
  return oneSummary(db, id);
}

/** Deletes the sponsor's series; its events stay, out of any series (the foreign key sets theirs to null). */
export async function deleteSeries(db: Db, sponsor: UserRow, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwnSeries(tx, sponsor, id);
    await tx.delete(series).where(eq(series.id, id));
  });
}

async function oneSummary(db: Db, id: number): Promise<SeriesSummary> {
  const [found] = await db
    .select({ s: series, sponsor: sponsorColumns, count: eventCount })
    .from(series)
    .leftJoin(users, eq(users.id, series.sponsorId))
    .where(eq(series.id, id));
  if (!found) throw notFound(SERIES_MESSAGES.notFound);
  return toSummary(found.s, found.sponsor, found.count);
}

/** GET /api/series/{id}: public, the series with its schedule (cancelled events left out). */
export async function getSeries(db: Db, id: number): Promise<Series> {
  const summary = await oneSummary(db, id);
  const events = await listSeriesEvents(db, id);
  return { ...summary, events: events.map(toEvent) };
}

/**
 * The public list, a page at a time: series not over yet first (the soonest start first), then past ones (the most
 * recently ended first).
 */
export async function listSeries(db: Db, page: number, now = new Date()): Promise<SeriesPage> {
  const today = notOverSince(now);
  const over = sql`case when ${series.endDate} >= ${today} then 0 else 1 end`;
  const rows = await db
    .select({ s: series, sponsor: sponsorColumns, count: eventCount })
    .from(series)
    .leftJoin(users, eq(users.id, series.sponsorId))
    .orderBy(over, sql`case when ${series.endDate} >= ${today} then ${series.startDate} end asc`, desc(series.endDate), asc(series.id))
    .limit(SERIES_PAGE_SIZE + 1)
    .offset((page - 1) * SERIES_PAGE_SIZE);
  const hasMore = rows.length > SERIES_PAGE_SIZE;
  return { series: rows.slice(0, SERIES_PAGE_SIZE).map((r) => toSummary(r.s, r.sponsor, r.count)), hasMore };
}

/** GET /api/series/mine: the sponsor's series, not over yet first, for their forms and pages. */
export async function listOwnSeries(db: Db, sponsor: UserRow, now = new Date()): Promise<SeriesSummary[]> {
  const today = notOverSince(now);
  const rows = await db
    .select({ s: series, count: eventCount })
    .from(series)
    .where(eq(series.sponsorId, sponsor.id))
    .orderBy(sql`case when ${series.endDate} >= ${today} then 0 else 1 end`, asc(series.startDate), asc(series.id));
  return rows.map((r) => toSummary(r.s, sponsor, r.count));
}
