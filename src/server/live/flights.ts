/**
 * The clocks of a multi-flight event (decision 242): a flight's clock names its event and shows the pool every flight
 * made so far; the event's own clock is Day 2, built from the flights' bags until it first starts (as a sponsor's
 * clock follows its registrations), and the console actions a flight or Day 2 cannot take are refused here.
 */
import type { LiveAction, LiveStoredState } from "@core/live/schema/contracts";
import { seatedPlayers } from "@core/live/actions/initial-state";
import { day2Field, hasBagged } from "@core/live/prizes/flight-day2";
import type { FlightRule } from "@core/live/prizes/flights";
import { toCents } from "@core/money";
import { eq } from "drizzle-orm";
import type { Tx } from "../db/client";
import { liveTournaments, specialTournaments } from "../db/schema/index";
import { conflict } from "../errors";
import { lockEvent } from "../db/row-locks";
import { baggedFlights, flightClocks, FLIGHT_REFUSALS, paidInCents } from "../flights/flights";

type EventRow = typeof specialTournaments.$inferSelect;

async function parentOf(tx: Tx, flight: EventRow): Promise<EventRow | null> {
  if (flight.flightOf === null) return null;
  const [parent] = await tx.select().from(specialTournaments).where(eq(specialTournaments.id, flight.flightOf));
  return parent ?? null;
}

/** A flight's clock: its event, the other flights' money in the pool so far, and the event's guarantee. */
async function flightContext(tx: Tx, flight: EventRow): Promise<Partial<LiveStoredState>> {
  const parent = await parentOf(tx, flight);
  if (!parent) return {};
  const others = (await flightClocks(tx, parent.id)).filter((f) => f.row.id !== flight.id);
  return {
    flight: { eventId: parent.id, eventName: parent.name, name: flight.flightName ?? flight.name },
    flightPoolCents: paidInCents(others),
    guaranteedPrizePoolCents: toCents(parent.guaranteedPrizePool),
  };
}

/**
 * The state a multi-flight event's clock starts from: a flight's with its context; the event's Day 2 seats the
 * advancing bags once every flight has bagged (nobody before), each player with their bag, and holds the flights'
 * money as its pool. Any other event's state is returned as it is.
 */
export async function withFlightState(tx: Tx, t: EventRow, state: LiveStoredState): Promise<LiveStoredState> {
  if (t.flightOf !== null) return { ...state, ...(await flightContext(tx, t)) };
  if (t.flightRule === null) return state;
  const flights = await flightClocks(tx, t.id);
  const bagged = baggedFlights(flights);
  const ready = flights.length > 0 && bagged.length === flights.length;
  const field = ready ? day2Field(t.flightRule as FlightRule, bagged) : null;
  const entrants = field?.entrants ?? [];
  const players = seatedPlayers(entrants, state.startingChips, null).map((p, i) => ({
    ...p,
    chips: entrants[i].chips,
    status: entrants[i].chips > 0 ? ("active" as const) : ("inactive" as const),
  }));
  return {
    ...state,
    players,
    totalPlayers: players.length,
    totalChipsInPlay: players.reduce((sum, p) => sum + p.chips, 0),
    flightPoolCents: paidInCents(flights),
    flightEntries: flights.reduce((sum, f) => sum + f.entries, 0),
  };
}

/** A started flight's pool so far follows the other flights (their entries keep coming until they start and bag). */
export async function withFlightPool(tx: Tx, t: EventRow | null, state: LiveStoredState): Promise<LiveStoredState> {
  if (!t || t.flightOf === null || state.startedAt === null) return state;
  const context = await flightContext(tx, t);
  return context.flightPoolCents === undefined ? state : { ...state, flightPoolCents: context.flightPoolCents };
}

/**
 * What a flight's or Day 2's console cannot do, checked under the clock's lock before the action: a bagged flight
 * takes only bag corrections, and those only until Day 2 starts (the event's row is locked, as Day 2's start locks
 * it, so a correction and the start queue and Day 2 reads the corrected bag or the correction is refused); Day 2
 * starts once every flight has bagged and takes no late registration.
 */
export async function refuseFlightAction(tx: Tx, t: EventRow, before: LiveStoredState, action: LiveAction): Promise<void> {
  if (t.flightOf !== null) {
    if (!hasBagged(before)) return;
    const parent = await parentOf(tx, t);
    const eventName = parent?.name ?? "its event";
    if (action.type !== "correct-bags") throw conflict(FLIGHT_REFUSALS.flightBagged(t.flightName ?? t.name, eventName));
    if (!parent) return;
    await lockEvent(tx, parent.id);
    const [day2] = await tx
      .select({ state: liveTournaments.state })
      .from(liveTournaments)
      .where(eq(liveTournaments.id, String(parent.id)));
    const started = (day2?.state as { startedAt?: number | null } | undefined)?.startedAt ?? null;
    if (started !== null) throw conflict(FLIGHT_REFUSALS.day2Started(eventName));
    return;
  }
  if (t.flightRule === null) return;
  if (action.type === "late-registration") throw conflict(FLIGHT_REFUSALS.day2NoLateEntry);
  if (action.type === "start" && before.startedAt === null) {
    const flights = await flightClocks(tx, t.id);
    const waiting = flights.filter((f) => !(f.state && hasBagged(f.state))).map((f) => f.row.flightName ?? f.row.name);
    if (waiting.length > 0 || flights.length === 0) throw conflict(FLIGHT_REFUSALS.day2Waits(waiting.join(", ") || "every flight"));
  }
}

/** A flight's clock never finishes with one player left: it ends by bagging (decision 242). */
export function refuseFlightFinish(t: EventRow, before: LiveStoredState, after: LiveStoredState): void {
  if (t.flightOf !== null && before.finishedAt === null && after.finishedAt !== null)
    throw conflict(FLIGHT_REFUSALS.flightEndsByBagging(t.flightName ?? t.name));
}

/**
 * The day a flight ends with its bags is its end (decision 242, addendum "bullets per flight entry"): its status is
 * set "completed" with the bags, in the end-of-day action's transaction, so the event's flights list, the series page
 * and the sponsor's card show it finished as any finished event. Nothing else changes: Day 2 reads the bags from the
 * flight's clock, staking_closed.sql reads a flight neither upcoming nor cancelled, bag corrections stay open until
 * Day 2 starts (refuseFlightAction), and cancelling the event still cancels it (its players' Day 2 is what goes).
 */
export async function finishBaggedFlight(tx: Tx, t: EventRow, before: LiveStoredState, after: LiveStoredState): Promise<void> {
  if (t.flightOf === null || hasBagged(before) || !hasBagged(after)) return;
  await tx.update(specialTournaments).set({ status: "completed", updatedAt: new Date() }).where(eq(specialTournaments.id, t.id));
}
