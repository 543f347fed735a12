/** The tournaments as their pages read them: the public list, a sponsor's own, one event (no writes). */
import type { Tournament, TournamentAlternate, TournamentRegistration } from "@core/contracts/tournaments";
import { formatResponse } from "@core/contracts/tournament-format";
import { tableResponse } from "@core/contracts/tournament-tables";
import { basisPointsToPercent } from "@core/contracts/tournament-prizes";
import { eventPools } from "@core/live/prizes/prize-pool";
import { liveStoredState, type LiveStoredState } from "@core/live/schema/contracts";
import { centsToDecimal, toCents } from "@core/money";
import { calendarDate } from "@core/calendar-dates";
import { registrantName } from "@core/tournament-rules";
import { knownAsName } from "@core/user-display";
import { FINISHED_PAGE_SIZE, OPEN_LIST_LIMIT } from "@core/contracts/tournament-list";
import { and, asc, desc, eq, exists, gte, inArray, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { loadSatelliteTargets, satelliteResponse } from "./satellite-terms";
import { liveTournaments, series, specialTournaments, tournamentRegistrations, users, type UserRow } from "../db/schema/index";
import { notFound } from "../errors";

import { MESSAGES } from "./messages";
import { withFlightFields } from "../flights/flights";

export type TournamentRow = typeof specialTournaments.$inferSelect;

const REGISTERED = "registered";
const ALTERNATE = "alternate";

export interface Viewer {
  userId: number | null;
  /** the hosting sponsor sees each registrant's role */
  isHost: boolean;
}

type SponsorNames = Pick<UserRow, "firstName" | "lastName" | "username">;

/**
 * The sponsor as everyone sees their event (decision 143): the name they gave, else their username, the name they host
 * under (accounts have no company name). Null only if the account is gone; the page then shows its fallback.
 */
function sponsorNameOf(sponsor: SponsorNames | null): string | null {
  return sponsor ? knownAsName(sponsor) : null;
}

// username (never null) first: Drizzle decides whether a left-joined object is null by its first column
const sponsorColumns = { username: users.username, firstName: users.firstName, lastName: users.lastName };

async function loadRegistrations(db: Tx, tournamentIds: number[]) {
  if (tournamentIds.length === 0)
    return new Map<
      number,
      Array<{
        userId: number;
        userRole: "player" | "investor";
        status: string;
        alternate: number | null;
        registeredAt: Date;
        firstName: string | null;
        lastName: string | null;
        username: string;
      }>
    >();
  const rows = await db
    .select({
      tournamentId: tournamentRegistrations.tournamentId,
      userId: tournamentRegistrations.userId,
      userRole: tournamentRegistrations.userRole,
      status: tournamentRegistrations.status,
      alternate: tournamentRegistrations.alternate,
      registeredAt: tournamentRegistrations.registeredAt,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(tournamentRegistrations)
    .innerJoin(users, eq(users.id, tournamentRegistrations.userId))
    // the seats and RSVPs, and the alternates waiting (decision 236), listed apart below
    .where(and(inArray(tournamentRegistrations.tournamentId, tournamentIds), inArray(tournamentRegistrations.status, [REGISTERED, ALTERNATE])))
    .orderBy(asc(tournamentRegistrations.registeredAt), asc(tournamentRegistrations.id));
  const byTournament = new Map<number, typeof rows>();
  for (const r of rows) {
    const list = byTournament.get(r.tournamentId) ?? [];
    list.push(r);
    byTournament.set(r.tournamentId, list);
  }
  return byTournament;
}

type ListedRow = { t: TournamentRow; sponsor: SponsorNames | null };

/**
 * The clocks that have started, by tournament id, in one query for the whole list: from the first start the clock
 * owns the field and the pool (late entries, rebuys and add-ons grow it), so every card shows what it pays.
 */
async function loadStartedClocks(db: Tx, tournamentIds: number[]): Promise<Map<number, LiveStoredState>> {
  const out = new Map<number, LiveStoredState>();
  if (tournamentIds.length === 0) return out;
  const rows = await db
    .select({ id: liveTournaments.specialTournamentId, state: liveTournaments.state })
    .from(liveTournaments)
    .where(inArray(liveTournaments.specialTournamentId, tournamentIds));
  for (const r of rows) {
    const parsed = liveStoredState.safeParse(r.state);
    if (r.id !== null && parsed.success && parsed.data.startedAt !== null) out.set(r.id, parsed.data);
  }
  return out;
}

/** The names of the series these events belong to (decision 231), by series id. */
async function loadSeriesNames(db: Tx, rows: ListedRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.flatMap((r) => (r.t.seriesId === null ? [] : [r.t.seriesId])))];
  if (ids.length === 0) return new Map();
  const found = await db.select({ id: series.id, name: series.name }).from(series).where(inArray(series.id, ids));
  return new Map(found.map((s) => [s.id, s.name]));
}

async function toResponses(db: Tx, rows: ListedRow[], viewer: Viewer): Promise<Tournament[]> {
  // a multi-flight event's flights and pool, a flight's event (decision 242)
  return withFlightFields(
    db,
    rows.map((r) => r.t),
    await plainResponses(db, rows, viewer),
  );
}

async function plainResponses(db: Tx, rows: ListedRow[], viewer: Viewer): Promise<Tournament[]> {
  const ids = rows.map((r) => r.t.id);
  const regs = await loadRegistrations(db, ids);
  const clocks = await loadStartedClocks(db, ids);
  const seriesNames = await loadSeriesNames(db, rows);
  const satelliteTargets = await loadSatelliteTargets(
    db,
    rows.map((r) => r.t),
  );
  return rows.map(({ t, sponsor }) => {
    const all = regs.get(t.id) ?? [];
    const list = all.filter((r) => r.status === REGISTERED);
    // the alternate list, lowest number first: named as the registrations are, never counted as seats (decision 236)
    const waiting = all.filter((r) => r.status === ALTERNATE && r.alternate !== null).sort((a, b) => a.alternate! - b.alternate!);
    // seats are for players: an investor's RSVP takes no seat, is no entrant and adds nothing to the pool
    const seats = list.filter((r) => r.userRole === "player").length;
    const clock = clocks.get(t.id);
    const entrants = clock ? clock.totalPlayers : seats;
    // one prize pool (decision 216): the clock's rule, on its state once started, else on the registered field
    const pools = eventPools(clock ?? null, entrants, {
      buyInCents: toCents(t.buyIn) ?? 0,
      bountyCents: t.bountyCents,
      guaranteedPrizePoolCents: toCents(t.guaranteedPrizePool),
    });
    const asListed = (r: (typeof all)[number]): TournamentRegistration => {
      const own = viewer.userId !== null && r.userId === viewer.userId;
      return {
        ...(own ? { userId: r.userId } : {}),
        status: r.status,
        // the host deals with every registrant and everyone with themselves: by the name they go by (their username
        // without a given one); anyone else sees the public name, never a username
        playerName: viewer.isHost || own ? knownAsName(r) : registrantName(r),
        registeredAt: r.registeredAt.toISOString(),
        // every list tells seats from RSVPs, so RSVPs are shown apart ("2 backers attending"), not as players
        userRole: r.userRole,
      };
    };
    const registrations: TournamentRegistration[] = list.map(asListed);
    const alternates: TournamentAlternate[] = waiting.map((r) => ({ ...asListed(r), alternate: r.alternate! }));
    const mine = viewer.userId === null ? undefined : waiting.find((r) => r.userId === viewer.userId);
    return {
      id: t.id,
      name: t.name,
      description: t.description,
      status: t.status,
      date: t.date,
      time: t.time,
      location: t.location,
      buyIn: t.buyIn,
      prizeStructure: t.prizeStructure,
      format: t.format,
      blindStructure: t.blindStructure,
      startingChips: t.startingChips,
      maxSeats: t.maxSeats,
      guaranteedPrizePool: t.guaranteedPrizePool,
      prizePercentages: t.prizeBasisPoints?.map(basisPointsToPercent) ?? null,
      fee: t.fee,
      ...formatResponse(t),
      ...tableResponse(t),
      days: t.days ?? null,
      satellite: satelliteResponse(t.satellite, satelliteTargets),
      entrants,
      prizePool: centsToDecimal(pools.poolCents),
      bountyPool: pools.bountyPoolCents === null ? null : centsToDecimal(pools.bountyPoolCents),
      // the seats taken (tournaments §3 "registeredPlayers"): players only, as the seat limit counts them
      registeredPlayers: seats,
      sponsorName: sponsorNameOf(sponsor),
      series: t.seriesId !== null && seriesNames.has(t.seriesId) ? { id: t.seriesId, name: seriesNames.get(t.seriesId)! } : null,
      registrations,
      isRegistered: viewer.userId !== null && list.some((r) => r.userId === viewer.userId),
      alternates,
      alternate: mine?.alternate ?? null,
      createdAt: t.createdAt.toISOString(),
    };
  });
}

const STATUS_ORDER = sql`case ${specialTournaments.status} when 'active' then 0 when 'upcoming' then 1 when 'completed' then 2 else 3 end`;

/** Newest first: the order finished tournaments are listed and paged in. */
const NEWEST_FIRST = [desc(specialTournaments.date), desc(specialTournaments.time), desc(specialTournaments.id)];

export interface TournamentPage {
  tournaments: Tournament[];
  /** whether finished tournaments older than the last one listed exist (?before=<its id> pages on) */
  hasMore: boolean;
}

/** Live first, then by date (cancelled ones a viewer held a seat in sort among the upcoming by their date). */
const OPEN_ORDER = sql`case ${specialTournaments.status} when 'active' then 0 else 1 end`;

/**
 * The public list, bounded (decision 141: one account made 1,012 tournaments and the list weighed 4.87 MB): the live
 * and upcoming ones (live first, then the soonest; at most OPEN_LIST_LIMIT), then the FINISHED_PAGE_SIZE most
 * recent finished ones, newest first. A cancelled one is listed only to the people who held a seat in it, so they
 * learn it is off: among the upcoming while its date has not passed, else among the finished. `before` (a
 * tournament's id) pages back: only the finished ones older than that one.
 */
export async function listTournaments(db: Db, viewerId: number | null, before?: number, now = new Date()): Promise<TournamentPage> {
  const heldSeat =
    viewerId === null
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(tournamentRegistrations)
            .where(
              and(
                eq(tournamentRegistrations.tournamentId, specialTournaments.id),
                eq(tournamentRegistrations.userId, viewerId),
                eq(tournamentRegistrations.status, REGISTERED),
              ),
            ),
        );
  // "today" as the create form's date check has it (anywhere on Earth): a cancelled event dated today is still news
  const today = calendarDate(now, -12 * 60);
  const cancelledSeat = (when: SQL) => (heldSeat ? and(eq(specialTournaments.status, "cancelled"), heldSeat, when) : undefined);
  const openNow = or(inArray(specialTournaments.status, ["active", "upcoming"]), cancelledSeat(gte(specialTournaments.date, today)));
  const finished = or(eq(specialTournaments.status, "completed"), cancelledSeat(lt(specialTournaments.date, today)));
  const select = () =>
    db.select({ t: specialTournaments, sponsor: sponsorColumns }).from(specialTournaments).leftJoin(users, eq(users.id, specialTournaments.sponsorId));

  let open: ListedRow[] = [];
  let olderThan: SQL | undefined;
  if (before === undefined) {
    open = await select()
      .where(openNow)
      .orderBy(OPEN_ORDER, asc(specialTournaments.date), asc(specialTournaments.time), asc(specialTournaments.id))
      .limit(OPEN_LIST_LIMIT);
  } else {
    const [cursor] = await db
      .select({ date: specialTournaments.date, time: specialTournaments.time, id: specialTournaments.id })
      .from(specialTournaments)
      .where(eq(specialTournaments.id, before));
    if (!cursor) throw notFound(MESSAGES.notFound);
    olderThan = sql`(${specialTournaments.date}, ${specialTournaments.time}, ${specialTournaments.id}) < (${cursor.date}, ${cursor.time}, ${cursor.id})`;
  }
  // one more than a page tells whether another follows
  const done = await select()
    .where(olderThan ? and(finished, olderThan) : finished)
    .orderBy(...NEWEST_FIRST)
    .limit(FINISHED_PAGE_SIZE + 1);
  const hasMore = done.length > FINISHED_PAGE_SIZE;
  const tournaments = await toResponses(db, [...open, ...done.slice(0, FINISHED_PAGE_SIZE)], { userId: viewerId, isHost: false });
  return { tournaments, hasMore };
}

/** The sponsor's own tournaments, every status, with registrant roles. */
export async function listSponsorTournaments(db: Db, sponsor: UserRow): Promise<Tournament[]> {
  const rows = await db
    .select({ t: specialTournaments })
    .from(specialTournaments)
    .where(eq(specialTournaments.sponsorId, sponsor.id))
    .orderBy(STATUS_ORDER, asc(specialTournaments.date), asc(specialTournaments.time), asc(specialTournaments.id));
  return toResponses(
    db,
    rows.map((r) => ({ t: r.t, sponsor })),
    { userId: sponsor.id, isHost: true },
  );
}

/**
 * A series' events as the public sees them (decision 231): every one but the cancelled, by date and time, each with
 * the field and the pool its own page shows (one prize pool, decision 216).
 */
export async function listSeriesEvents(db: Db, seriesId: number): Promise<Tournament[]> {
  const rows = await db
    .select({ t: specialTournaments, sponsor: sponsorColumns })
    .from(specialTournaments)
    .leftJoin(users, eq(users.id, specialTournaments.sponsorId))
    .where(and(eq(specialTournaments.seriesId, seriesId), ne(specialTournaments.status, "cancelled")))
    .orderBy(asc(specialTournaments.date), asc(specialTournaments.time), asc(specialTournaments.id));
  return toResponses(db, rows, { userId: null, isHost: false });
}

export async function oneTournament(db: Tx, id: number, viewer: Viewer): Promise<Tournament> {
  const rows = await db
    .select({ t: specialTournaments, sponsor: sponsorColumns })
    .from(specialTournaments)
    .leftJoin(users, eq(users.id, specialTournaments.sponsorId))
    .where(eq(specialTournaments.id, id));
  if (rows.length === 0) throw notFound(MESSAGES.notFound);
  const [t] = await toResponses(db, rows, viewer);
  return t;
}

export async function getTournament(db: Db, id: number, viewerId: number | null): Promise<Tournament> {
  const [row] = await db
    .select({ sponsorId: specialTournaments.sponsorId, status: specialTournaments.status })
    .from(specialTournaments)
    .where(eq(specialTournaments.id, id));
  if (!row) throw notFound(MESSAGES.notFound);
  const isHost = viewerId !== null && row.sponsorId === viewerId;
  // a cancelled tournament is visible only to its host
  if (row.status === "cancelled" && !isHost) throw notFound(MESSAGES.notFound);
  return oneTournament(db, id, { userId: viewerId, isHost });
}
