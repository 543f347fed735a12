/**
 * Multi-flight events (decision 242) on the server: the flights made with their event, what each flight's clock and
 * the event's Day 2 read from the others (the pool so far, the bags), and the first-stack refusal.
 */
import type { CreateTournamentData, Tournament } from "@core/contracts/tournaments";
import type { FlightSummary } from "@core/contracts/tournament-flights";
import type { FlightRule } from "@core/live/prizes/flights";
import { clockPoolCents, registeredFieldState } from "@core/live/prizes/prize-pool";
import { flightsPaidInCents } from "@core/live/prizes/flight-pool";
import { baggedIn, hasBagged, type BaggedFlight } from "@core/live/prizes/flight-day2";
import { liveStoredState, type LiveStoredState } from "@core/live/schema/contracts";
import { centsToDecimal, toCents } from "@core/money";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { liveTournaments, specialTournaments, tournamentRegistrations } from "../db/schema/index";
import { badRequest, conflict } from "../errors";
import { FLIGHT_MESSAGES } from "@core/contracts/tournament-flights";

type EventRow = typeof specialTournaments.$inferSelect;

export const FLIGHT_REFUSALS = {
  registerForAFlight: (event: string) => `Register for one of the flights of ${event}: its Day 2 seats the players who bagged in them.`,
  firstStack: (flight: string) => `You bagged chips in ${flight}: under this event's first-stack rule a player who bagged does not play a later flight.`,
  firstStackLate: (name: string, flight: string) =>
    `${name} bagged chips in ${flight}: under this event's first-stack rule a player who bagged does not play a later flight.`,
  flightBagged: (flight: string, event: string) => `${flight} is bagged: its players go on to Day 2 of ${event}.`,
  flightEndsByBagging: (flight: string) => `A flight ends by bagging, never with one player left: end ${flight} with the survivors' bags.`,
  day2Started: (event: string) => `Day 2 of ${event} has started: the flights' bags can no longer be corrected.`,
  day2Waits: (flights: string) => `Day 2 starts once every flight has bagged: ${flights} still to bag.`,
  day2NoLateEntry: "Day 2 seats the players who bagged in the flights: there is no late registration into it.",
  noFlightCampaigns:
    "Stake the event itself, not a flight: a multi-flight event's results are settled on its Day 2, so a campaign on a flight could never settle.",
  flightStarted: (event: string) => `A flight of ${event} has started: its campaigns are sold before the first flight.`,
  termsFixed: (event: string) => `A flight of ${event} has started: the buy-in, structure and prize terms its flights share are fixed.`,
  termsOnParent: (event: string) => `Change this on ${event}: its flights share its buy-in, structure and prize terms.`,
} as const;

/** The day a flight's players go on to: the event's first day name when it has days, else "Day 2". */
export const DAY_2 = "Day 2";

/**
 * The flights of a new multi-flight event, in the event's transaction: each an event row of its own (its name, date
 * and time, the event's buy-in, structure, seats and series), named "<event> <flight>", with days [flight, Day 2] so
 * the existing end-of-day action (decision 170) records its survivors' bags. The guarantee is the event's alone.
 */
export async function insertFlights(tx: Tx, parentId: number, input: CreateTournamentData): Promise<void> {
  if (input.flights === null || input.flightRule === null) return;
  const [parent] = await tx.update(specialTournaments).set({ flightRule: input.flightRule }).where(eq(specialTournaments.id, parentId)).returning();
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { id, createdAt, updatedAt, ...copied } = parent;
  for (const f of input.flights) {
    await tx.insert(specialTournaments).values({
      ...copied,
      name: `${parent.name} ${f.name}`,
      date: f.date,
      time: f.time ?? parent.time,
      guaranteedPrizePool: null,
      days: [f.name, DAY_2],
      flightOf: parentId,
      flightName: f.name,
      flightRule: null,
    });
  }
}

export interface FlightClock {
  row: EventRow;
  /** the flight's clock once it has started (its field, its bags); null before */
  state: LiveStoredState | null;
  /** its entries: the clock's field once started, else its registered players */
  entries: number;
}

/**
 * Every flight of the event (cancelled ones left out: they hold nobody), in flight order, with its clock.
 * `withCancelled`: a cancelled flight too, for what its clock recorded before the cancel (the entries a player fired
 * there are bullets they used, as a cancelled event's are: settlement/bullet-refunds.ts).
 */
export async function flightClocks(tx: Tx, parentId: number, withCancelled = false): Promise<FlightClock[]> {
  const rows = await tx
    .select()
    .from(specialTournaments)
    .where(and(eq(specialTournaments.flightOf, parentId), withCancelled ? undefined : ne(specialTournaments.status, "cancelled")))
    .orderBy(asc(specialTournaments.date), asc(specialTournaments.time), asc(specialTournaments.id));
  return withClocks(tx, rows);
}

async function withClocks(tx: Tx, rows: EventRow[]): Promise<FlightClock[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const clocks = await tx
    .select({ id: liveTournaments.specialTournamentId, state: liveTournaments.state })
    .from(liveTournaments)
    .where(inArray(liveTournaments.specialTournamentId, ids));
  const seats = await tx
    .select({ id: tournamentRegistrations.tournamentId, count: sql<number>`count(*)::int` })
    .from(tournamentRegistrations)
    .where(
      and(inArray(tournamentRegistrations.tournamentId, ids), eq(tournamentRegistrations.status, "registered"), eq(tournamentRegistrations.userRole, "player")),
    )
    .groupBy(tournamentRegistrations.tournamentId);
  return rows.map((row) => {
    const stored = clocks.find((c) => c.id === row.id);
    const parsed = stored ? liveStoredState.safeParse(stored.state) : null;
    const state = parsed?.success && parsed.data.startedAt !== null ? parsed.data : null;
    const registered = Number(seats.find((s) => s.id === row.id)?.count ?? 0);
    return { row, state, entries: state ? state.totalPlayers : registered };
  });
}

/** What the flights paid into the event's pool so far (the guarantee apart): each started clock's, else its registered field's. */
export function paidInCents(flights: readonly FlightClock[]): number {
  return flightsPaidInCents(
    flights.map(
      (f) => f.state ?? registeredFieldState(f.entries, { buyInCents: toCents(f.row.buyIn) ?? 0, bountyCents: null, guaranteedPrizePoolCents: null }),
    ),
  );
}

/** The flights that bagged, as Day 2 and the first-stack rule read them. */
export const baggedFlights = (flights: readonly FlightClock[]): BaggedFlight[] =>
  flights.flatMap((f) => (f.state && hasBagged(f.state) ? [{ flightId: f.row.id, name: f.row.flightName ?? f.row.name, state: f.state }] : []));

/**
 * First-stack (decision 242): a player who bagged in one flight is refused in every later one, when they register
 * and when the sponsor late-registers them (by account, or a walk-in by name). 409 naming the flight they bagged in.
 */
export async function refuseBaggedElsewhere(tx: Tx, flight: EventRow, player: { userId: number | null; name: string }, self: boolean): Promise<void> {
  if (flight.flightOf === null) return;
  const [parent] = await tx.select().from(specialTournaments).where(eq(specialTournaments.id, flight.flightOf));
  if (!parent || (parent.flightRule as FlightRule | null) !== "first-stack") return;
  const others = (await flightClocks(tx, parent.id)).filter((f) => f.row.id !== flight.id);
  const where = baggedIn(baggedFlights(others), player);
  if (where !== null) throw conflict(self ? FLIGHT_REFUSALS.firstStack(where) : FLIGHT_REFUSALS.firstStackLate(player.name, where));
}

/** A player registering for the event itself: refused on a multi-flight event, whose players register for a flight. */
export function refuseParentRegistration(event: EventRow): void {
  if (event.flightRule !== null) throw conflict(FLIGHT_REFUSALS.registerForAFlight(event.name));
}

/**
 * The responses of a list or one event, with what multi-flight events add: an event lists its flights and its pool
 * is every flight's entries (with its guarantee, until Day 2's clock owns it); a flight names its event and shows
 * the event's combined pool so far.
 */
export async function withFlightFields(tx: Tx, rows: readonly EventRow[], responses: Tournament[]): Promise<Tournament[]> {
  const parentIds = [...new Set(rows.flatMap((r) => (r.flightRule !== null ? [r.id] : r.flightOf !== null ? [r.flightOf] : [])))];
  if (parentIds.length === 0) return responses.map((r) => ({ ...r, flights: null, flightRule: null, flightOf: null }));
  const parents = await tx.select().from(specialTournaments).where(inArray(specialTournaments.id, parentIds));
  const flightsOf = new Map<number, FlightClock[]>();
  for (const p of parents) flightsOf.set(p.id, await flightClocks(tx, p.id));
  return responses.map((r, i) => {
    const row = rows[i];
    const parentId = row.flightRule !== null ? row.id : row.flightOf;
    const parent = parents.find((p) => p.id === parentId);
    if (!parent) return { ...r, flights: null, flightRule: null, flightOf: null };
    const flights = flightsOf.get(parent.id) ?? [];
    const poolCents = clockPoolCents({
      ...registeredFieldState(0, { buyInCents: toCents(parent.buyIn) ?? 0, bountyCents: null, guaranteedPrizePoolCents: toCents(parent.guaranteedPrizePool) }),
      flightPoolCents: paidInCents(flights),
    });
    if (row.flightOf !== null) {
      return {
        ...r,
        flights: null,
        flightRule: null,
        flightOf: { id: parent.id, name: parent.name, flightName: row.flightName ?? row.name },
        prizePool: centsToDecimal(poolCents),
      };
    }
    const list: FlightSummary[] = flights.map((f) => ({
      id: f.row.id,
      name: f.row.flightName ?? f.row.name,
      date: f.row.date,
      time: f.row.time,
      status: f.row.status,
      entries: f.entries,
    }));
    // Day 2 has started: its clock holds the pool (the same figure, frozen) and the field it seats
    const day2Started = r.status !== "upcoming";
    return {
      ...r,
      flights: list,
      flightRule: row.flightRule,
      flightOf: null,
      ...(day2Started ? {} : { prizePool: centsToDecimal(poolCents), entrants: list.reduce((sum, f) => sum + f.entries, 0) }),
    };
  });
}

/** What a flight shares with its event: set on the event only, and copied to its flights when it is edited. */
const SHARED_KEYS = [
  "buyIn",
  "prizeStructure",
  "format",
  "blindStructure",
  "startingChips",
  "guaranteedPrizePool",
  "prizePercentages",
  "payoutPlan",
  "structure",
  "chipSet",
  "rebuys",
  "addOn",
  "bounty",
  "days",
  "seriesId",
] as const;

/**
 * An edit of a multi-flight event or of a flight (decision 242), checked under the event's lock: a flight's shared
 * terms are changed on its event (409), a flight stays on or before Day 2's date, Day 2 on or after every flight's,
 * and a multi-flight event takes no bounty. Answers the event's shared terms to copy to its upcoming flights.
 */
export async function checkFlightEdit(tx: Tx, row: EventRow, input: Record<string, unknown>): Promise<boolean> {
  if (row.flightOf !== null) {
    const [parent] = await tx.select().from(specialTournaments).where(eq(specialTournaments.id, row.flightOf));
    if (SHARED_KEYS.some((k) => input[k] !== undefined)) throw conflict(FLIGHT_REFUSALS.termsOnParent(parent?.name ?? "its event"));
    if (parent && typeof input.date === "string" && input.date > parent.date) throw badRequest(FLIGHT_MESSAGES.afterDay2(row.flightName ?? row.name));
    return false;
  }
  if (row.flightRule === null) return false;
  if (typeof input.bounty === "number" && input.bounty > 0) throw badRequest(FLIGHT_MESSAGES.bounty);
  if (Array.isArray(input.days) && input.days.length > 0) throw badRequest(FLIGHT_MESSAGES.flightDays);
  if (typeof input.date === "string") {
    const late = (await flightClocks(tx, row.id)).find((f) => f.row.date > (input.date as string));
    if (late) throw badRequest(FLIGHT_MESSAGES.afterDay2(late.row.flightName ?? late.row.name));
  }
  const shared = SHARED_KEYS.some((k) => k !== "guaranteedPrizePool" && k !== "days" && input[k] !== undefined);
  // every flight plays on the same terms: once one has started they are fixed (its pool and stacks are under way)
  if (shared && (await flightClocks(tx, row.id)).some((f) => f.row.status !== "upcoming")) throw conflict(FLIGHT_REFUSALS.termsFixed(row.name));
  return shared;
}

/** The event's shared terms copied to its flights that have not started (a started flight plays on what it started with). */
export async function copyTermsToFlights(tx: Tx, parentId: number): Promise<void> {
  const [p] = await tx.select().from(specialTournaments).where(eq(specialTournaments.id, parentId));
  await tx
    .update(specialTournaments)
    .set({
      buyIn: p.buyIn,
      prizeStructure: p.prizeStructure,
      format: p.format,
      blindStructure: p.blindStructure,
      startingChips: p.startingChips,
      prizeBasisPoints: p.prizeBasisPoints,
      payoutPlan: p.payoutPlan,
      structure: p.structure,
      chipSet: p.chipSet,
      rebuys: p.rebuys,
      addOn: p.addOn,
      bountyCents: p.bountyCents,
      seriesId: p.seriesId,
      updatedAt: new Date(),
    })
    .where(and(eq(specialTournaments.flightOf, parentId), eq(specialTournaments.status, "upcoming")));
}

/**
 * A campaign on a flight (linked, or Day-2 action from a flight's bag) is refused: a flight never settles, so its
 * backers' money would wait forever. A campaign is linked to the event itself (decision 242, addendum).
 */
export function refuseFlightCampaign(event: Pick<EventRow, "flightOf">): void {
  if (event.flightOf !== null) throw conflict(FLIGHT_REFUSALS.noFlightCampaigns);
}

/**
 * A player's standing in a multi-flight event for a campaign linked to it (decision 242, addendum): whether they hold a
 * player's seat in one of its flights (they register for a flight, never the event), whether a flight has started
 * (the sale ends by the first flight, so nobody buys knowing a bag), and the first flight's date and time.
 */
export async function flightSeatOf(
  tx: Tx,
  parentId: number,
  userId: number,
): Promise<{ seat: boolean; started: boolean; first: { date: string; time: string | null } | null }> {
  const flights = await flightClocks(tx, parentId);
  const ids = flights.map((f) => f.row.id);
  const seats =
    ids.length === 0
      ? []
      : await tx
          .select({ id: tournamentRegistrations.id })
          .from(tournamentRegistrations)
          .where(
            and(
              inArray(tournamentRegistrations.tournamentId, ids),
              eq(tournamentRegistrations.userId, userId),
              eq(tournamentRegistrations.status, "registered"),
              eq(tournamentRegistrations.userRole, "player"),
            ),
          )
          .limit(1);
  return {
    seat: seats.length > 0,
    started: flights.some((f) => f.row.status !== "upcoming" || f.state !== null),
    first: flights[0] ? { date: flights[0].row.date, time: flights[0].row.time } : null,
  };
}
