import { asc, and, eq, inArray, like, lt, ne, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { LiveAction, LiveStoredState } from "@core/live/schema/contracts";
import { liveStoredState } from "@core/live/schema/contracts";
import { clockMode } from "@core/live/schema/clock-mode";
import { isVisitorDemoId, VISITOR_DEMO_TTL_MS } from "@core/live/schema/demo-id";
import { DEMO_ID, demoLiveState, isPlaceholderEntrantName, newLiveState, publicEntrantName, withCurrentEntrants } from "@core/live/actions/initial-state";
import { applyAction, LiveRuleError } from "@core/live/actions/reducers";
import { LiveInputError, SEAT_SEED_LIMIT } from "@core/live/seating/seating";
import { randomInt } from "node:crypto";
import { toCents } from "@core/money";
import { knownAsName } from "@core/user-display";
import type { Db, Tx } from "../db/client";
import { campaigns, liveTournaments, specialTournaments, tournamentRegistrations, users, type UserRow } from "../db/schema/index";
import { badRequest, conflict, forbidden, notFound } from "../errors";
import type { PaymentGateway } from "../investing/gateway";
import { cancelIntentsAtGateway } from "../payouts/open-holds";
import { backersByPlayer } from "../settlement/backers";
import { settleFromClock } from "../settlement/clock-settlement";
import { settleNotAdvancing } from "../settlement/flight-settlement";
import { closeStakingAtStart } from "../campaigns/staking-closed";
import { closeDayTwoStaking } from "../campaigns/day-two-staking";
import { dayTwoPricesFollowBags } from "../campaigns/day-two";
import { cancelLinkedCampaigns, refundCancelledLinked, type CancelledLinked } from "../settlement/linked-refunds";
import { lateEntry, LATE_MESSAGES } from "./late-registration";
import { releaseSeatToAlternate } from "./release-seat";
import { LIVE_CHANNEL, noticePayload } from "./notice";
import { lockEvent, lockLiveClock } from "../db/row-locks";
import { readStoredClock, storedClockOf, type ParsedStates } from "./parsed-states";
import { finishBaggedFlight, refuseFlightAction, refuseFlightFinish, withFlightPool, withFlightState } from "./flights";
import { inField, registrationOf } from "../registrations/field";
import { CASHIER_MESSAGES } from "@core/live/prizes/cashier-report";
import { refuseChangingHandedOutSlips } from "./slip-guard";
import { liveSatelliteOf } from "./live-satellite";
import { awardSatelliteSeats } from "../satellites/award-seats";

export interface LiveRecord {
  stored: LiveStoredState;
  version: number;
  updatedAt: string | null;
}

type SpecialTournament = typeof specialTournaments.$inferSelect;

const NOT_FOUND = "Tournament not found";
const CANCELLED = "This tournament was cancelled";

/**
 * A special tournament for a live id, or null for the demo; 404 for anything else, and for a cancelled
 * tournament unless the caller is its sponsor (as the tournaments pages do).
 */
async function findTournament(db: Tx, id: string, user: UserRow | null = null): Promise<SpecialTournament | null> {
  if (id === DEMO_ID || isVisitorDemoId(id)) return null;
  const numeric = Number(id);
  if (!Number.isSafeInteger(numeric) || numeric <= 0 || numeric > 2_147_483_647) throw notFound(NOT_FOUND);
  const [t] = await db.select().from(specialTournaments).where(eq(specialTournaments.id, numeric));
  if (!t || (t.status === "cancelled" && user?.id !== t.sponsorId)) throw notFound(NOT_FOUND);
  return t;
}

/** A sponsor's tournament before its clock first runs: its registered players, its chips and buy-in. */
async function initialSponsorState(db: Tx, t: SpecialTournament): Promise<LiveStoredState> {
  const rows = await db
    .select({
      registrationId: tournamentRegistrations.id,
      userId: tournamentRegistrations.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      appearAsPlayerNumber: users.appearAsPlayerNumber,
    })
    .from(tournamentRegistrations)
    .innerJoin(users, eq(users.id, tournamentRegistrations.userId))
    // investors RSVP to watch: only players take a seat, chips and a share of the pool
    // and the host never plays their own event (a seat they took before that rule is not part of the field)
    .where(inField(t.id, ne(tournamentRegistrations.userId, t.sponsorId)))
    .orderBy(asc(tournamentRegistrations.registeredAt), asc(tournamentRegistrations.id));
  const state = newLiveState({
    tournamentId: String(t.id),
    name: t.name,
    kind: "sponsor",
    entrants: rows.map((r, i) => ({ id: `r${r.registrationId}`, name: publicEntrantName(r, i + 1), userId: r.userId })),
    startingChips: t.startingChips,
    buyInCents: toCents(t.buyIn) ?? 0,
    payoutPercent: 100,
    guaranteedPrizePoolCents: toCents(t.guaranteedPrizePool),
    prizeBasisPoints: t.prizeBasisPoints ?? null,
    format: { structure: t.structure, chipSet: t.chipSet, rebuys: t.rebuys, addOn: t.addOn, bountyCents: t.bountyCents, payoutPlan: t.payoutPlan },
    seating: { seatsPerTable: t.seatsPerTable, tableThreshold: t.tableThreshold },
    days: t.days ?? null,
    // a satellite's seats into another event (decision 240)
    satellite: await liveSatelliteOf(db, t.satellite),
  });
  // a flight names its event; a multi-flight event's clock is Day 2, seated from the flights' bags (decision 242)
  return withFlightState(db, t, state);
}

/** The demo's 8 players at level 1, under the id it is played as (the shared "demo" or a visitor's own). */
const demoStateFor = (id: string): LiveStoredState => ({ ...demoLiveState(), tournamentId: id });

function initialState(db: Tx, id: string, t: SpecialTournament | null): Promise<LiveStoredState> | LiveStoredState {
  return t ? initialSponsorState(db, t) : demoStateFor(id);
}

/**
 * A sponsor's clock is its sponsor's; the shared demo is anyone's; a visitor's demo is only the holder's of the
 * cookie it was issued for (`ownDemo`, the id that cookie controls), so its spectator link stays view-only.
 */
function canControl(id: string, t: SpecialTournament | null, user: UserRow | null, ownDemo: string | null): boolean {
  if (t) return user !== null && user.id === t.sponsorId;
  return id === DEMO_ID || id === ownDemo;
}

const toRecord: (row: typeof liveTournaments.$inferSelect) => LiveRecord = storedClockOf;

/**
 * The stored state, or (before the first action) what the tournament would start from; version 0 means not stored yet.
 * With `parsed` (the streams' reads), an unchanged row's state is the one parsed before, shared: see ParsedStates.
 */
export async function readLive(db: Db, id: string, user: UserRow | null = null, parsed?: ParsedStates): Promise<LiveRecord> {
  const t = await findTournament(db, id, user);
  const clock = await readStoredClock(db, id, parsed);
  if (!clock) return { stored: await initialState(db, id, t), version: 0, updatedAt: null };
  // a record of its own: what follows replaces its state, never the remembered one
  const record: LiveRecord = { ...clock };
  if (t && record.stored.startedAt === null) record.stored = withCurrentEntrants(record.stored, await initialSponsorState(db, t));
  record.stored = await withFlightPool(db, t, record.stored);
  return record;
}

export async function getLive(
  db: Db,
  id: string,
  user: UserRow | null,
  ownDemo: string | null = null,
): Promise<LiveRecord & { canControl: boolean; backers?: Record<string, number> }> {
  const t = await findTournament(db, id, user);
  const record = await readLive(db, id, user);
  const control = canControl(id, t, user, ownDemo);
  if (!t || !control) return { ...record, canControl: control };
  // the floor needs to know whose elimination settles money; how many back them, never who
  const byUser = await backersByPlayer(db, t.id);
  const backers = Object.fromEntries(record.stored.players.flatMap((p) => (p.userId !== null && byUser.has(p.userId) ? [[p.id, byUser.get(p.userId)!]] : [])));
  return { ...record, canControl: control, backers };
}

/**
 * The console's names (GET /api/live/:id/names), for the clock's controller only: player id -> the registrant's
 * name (knownAsName), for each entrant every display shows as "Player N" because they chose to appear so in Profile
 * (decision 212). The sponsor must tell their registrants apart; the public state keeps the placeholder.
 */
export async function controllerNames(db: Db, id: string, user: UserRow | null, ownDemo: string | null = null): Promise<Record<string, string>> {
  const t = await findTournament(db, id, user);
  if (!canControl(id, t, user, ownDemo)) {
    if (!t) throw forbidden(VISITOR_DEMO_FORBIDDEN);
    throw forbidden(user ? "Only the tournament's sponsor can control its clock" : "Sign in as the tournament's sponsor to control its clock");
  }
  // the demo's players are no accounts
  if (!t) return {};
  const { stored } = await readLive(db, id, user);
  const placeholders = stored.players.filter((p) => p.userId !== null && isPlaceholderEntrantName(p.name));
  if (placeholders.length === 0) return {};
  const accounts = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(users)
    .where(inArray(users.id, [...new Set(placeholders.map((p) => p.userId!))]));
  const byId = new Map(accounts.map((a) => [a.id, a]));
  return Object.fromEntries(
    placeholders.flatMap((p) => {
      const account = byId.get(p.userId!);
      // their username, or the name they have given since the clock started
      return account ? [[p.id, knownAsName(account)]] : [];
    }),
  );
}

/** What settling stakes after an action needs besides the database: the gateway that cancels released holds. */
export interface LiveActionDeps {
  payments: PaymentGateway;
  log: FastifyBaseLogger;
}

/**
 * Applies one console action in a transaction with the tournament's row locked, so concurrent actions queue
 * instead of overwriting each other. The time of the action is read after the lock is held.
 */
export async function applyLiveAction(
  db: Db,
  id: string,
  user: UserRow | null,
  action: LiveAction,
  deps?: LiveActionDeps,
  ownDemo: string | null = null,
  /** a player acting on their own device (accepting a deal): checked against the locked state instead of the controller */
  asPlayer?: (state: LiveStoredState) => void,
): Promise<LiveRecord> {
  const t = await findTournament(db, id, user);
  if (!asPlayer && !canControl(id, t, user, ownDemo)) {
    if (!t) throw forbidden(VISITOR_DEMO_FORBIDDEN);
    throw forbidden(user ? "Only the tournament's sponsor can control its clock" : "Sign in as the tournament's sponsor to control its clock");
  }
  if (t?.status === "cancelled") throw conflict(CANCELLED);
  if (!t && action.type === "late-registration" && action.username) throw badRequest(LATE_MESSAGES.demoWalkInsOnly);

  // campaigns cancelled by the action itself (a released seat's, decision 236): refunded after the commit
  const cancelledByAction: CancelledLinked[] = [];
  const { record, releasedIntents, unplaced } = await db.transaction(async (tx) => {
    let row = await lockLiveClock(tx, id);
    if (!row) {
      // only the rate-limited cookie endpoint creates a visitor's clock (openVisitorDemo); this one was forgotten
      if (isVisitorDemoId(id)) throw conflict(VISITOR_DEMO_EXPIRED);
      const initial = await initialState(tx, id, t);
      await tx
        .insert(liveTournaments)
        .values({ id, specialTournamentId: t?.id ?? null, state: initial, version: 0 })
        .onConflictDoNothing();
      row = await lockLiveClock(tx, id);
    }
    // the event row, locked after the live row (as late entries lock it): registering, unregistering, edits and
    // cancelling take the same lock, so the field read here is the one this action starts, and a cancel that
    // committed meanwhile is seen
    const event = t ? await lockOpenEvent(tx, t.id) : null;
    let before = liveStoredState.parse(row.state);
    if (event && before.startedAt === null) before = withCurrentEntrants(before, await initialSponsorState(tx, event));
    asPlayer?.(before);
    // multi-flight events (decision 242): what a flight's or Day 2's console cannot do
    if (event) {
      before = await withFlightPool(tx, event, before);
      await refuseFlightAction(tx, event, before, action);
    }
    const now = Date.now();
    const after = await stateAfter(tx, id, event, before, action, now, cancelledByAction);
    if (event) refuseFlightFinish(event, before, after);
    // an action that changes nothing (a repeated deal acceptance) writes no version and pushes nothing
    if (after === before)
      return { record: { stored: before, version: row.version, updatedAt: row.updatedAt.toISOString() }, releasedIntents: [], unplaced: null };
    // what a handed-out payout slip paid stands: an undo or entry that would change it is refused (decision 238)
    if (event) await refuseChangingHandedOutSlips(tx, event.id, before, after, action);
    const [saved] = await tx
      .update(liveTournaments)
      .set({ state: after, version: row.version + 1, updatedAt: new Date(now) })
      .where(eq(liveTournaments.id, id))
      .returning();

    const { releasedIntents, unplaced } = event ? await eventFollowsClock(tx, event, before, after, now) : { releasedIntents: [], unplaced: null };
    const record = toRecord(saved);
    // NOTIFY inside the transaction: delivered on commit, in commit order, and never for a change rolled back
    await tx.execute(sql`SELECT pg_notify(${LIVE_CHANNEL}, ${noticePayload(id, record)})`);
    return { record, releasedIntents, unplaced };
  });
  // without a gateway the holds are canceled with us only: a payment that still gets through is refunded on recording
  if (deps) await cancelIntentsAtGateway(deps.payments, deps.log, releasedIntents);
  if (deps && unplaced && unplaced.campaigns.length > 0) await refundCancelledLinked({ db, ...deps }, unplaced);
  if (deps) for (const cancelled of cancelledByAction) await refundCancelledLinked({ db, ...deps }, cancelled);
  return record;
}

/** The state the action leads to: the demo restarted, a late entry seated, or the action applied by the rules. */
async function stateAfter(
  tx: Tx,
  id: string,
  event: SpecialTournament | null,
  before: LiveStoredState,
  action: LiveAction,
  now: number,
  cancelled: CancelledLinked[],
): Promise<LiveStoredState> {
  const mode = clockMode(before);
  try {
    if (action.type === "restart" && mode.restarts) return demoStateFor(id);
    // a late entry takes one of the sponsor's seats like a registration does, and may be one (late-registration.ts)
    if (action.type === "late-registration" && mode.registersLateEntrants && event) return await lateEntry(tx, event.id, before, action, now);
    // a no-show's seat goes to the next alternate, in this same action (release-seat.ts, decision 236)
    if (action.type === "release-seat" && mode.registersLateEntrants && event) {
      const released = await releaseSeatToAlternate(tx, event, before, action, now);
      cancelled.push(released.cancelled);
      return released.after;
    }
    return applyAction(before, action, now, { seed: randomInt(SEAT_SEED_LIMIT) });
  } catch (err) {
    if (err instanceof LiveInputError) throw badRequest(err.message);
    if (err instanceof LiveRuleError) throw conflict(err.message);
    throw err;
  }
}

/**
 * The sponsor's event and its stakes follow the clock's change: settled, their status moved, Day-2 staking closed or
 * repriced, unplaced campaigns cancelled. Answers the holds released (to cancel at the gateway) and the cancelled.
 */
async function eventFollowsClock(
  tx: Tx,
  event: SpecialTournament,
  before: LiveStoredState,
  after: LiveStoredState,
  now: number,
): Promise<{ releasedIntents: string[]; unplaced: CancelledLinked | null }> {
  // a satellite's seats go into its target as it finishes, before any campaign lock (decision 240)
  if (after.satellite && after.finishedAt !== null && before.finishedAt === null) await awardSatelliteSeats(tx, event.id, event.name, after);
  // a stake settles (or its settlement is undone) with the action that made the finish final, or nothing does
  // a flight pays no prizes (decision 242): its players' results are Day 2's
  const releasedIntents = event.flightOf === null ? await settleFromClock(tx, event.id, before, after, new Date(now)) : [];
  let unplaced: CancelledLinked | null = null;
  // Day 2 of a multi-flight event starts with its field built: a staked player who did not advance is settled at $0
  // (a Day-2 resale campaign of theirs is cancelled and refunded: the action it sold is never played)
  if (event.flightRule !== null && before.startedAt === null && after.startedAt !== null) {
    const notAdvancing = await settleNotAdvancing(tx, event.id, after, new Date(now));
    releasedIntents.push(...notAdvancing.releasedIntents);
    unplaced = notAdvancing.cancelled;
  }
  releasedIntents.push(...(await moveTournamentStatus(tx, event.id, before, after)));
  // a flight ends by bagging (decision 242): from then on it is finished, as a finish makes an event
  await finishBaggedFlight(tx, event, before, after);
  // the next day began: Day-2 action is sold between days only (docs/decisions/170-day-two-resale.md)
  if (before.bags !== null && after.bags === null) releasedIntents.push(...(await closeDayTwoStaking(tx, event.id)));
  // a bag corrected between days: the Day-2 price follows it, or nobody may have bought (decision 170)
  await dayTwoPricesFollowBags(tx, event, before, after);
  // every finish is final now and settled above: a campaign still open staked a player with no result here
  // (not in the field), so nothing could ever settle it. It is cancelled and its backers refunded
  if (after.finishedAt !== null && before.finishedAt === null) unplaced = await cancelLinkedCampaigns(tx, event.id, null, NOT_IN_RESULTS);
  return { releasedIntents, unplaced };
}

/** Why a campaign still open when its event finishes is cancelled: its player has no result, so did not play. */
const NOT_IN_RESULTS = "not_in_results" as const;

/** The sponsor's event row, locked; a cancelled one takes no more actions. */
async function lockOpenEvent(tx: Tx, tournamentId: number): Promise<SpecialTournament> {
  const event = await lockEvent(tx, tournamentId);
  if (!event) throw notFound(NOT_FOUND);
  if (event.status === "cancelled") throw conflict(CANCELLED);
  // the sponsor closed it from the cashier's report (decision 237): its results, and what each place was paid, stand
  if (event.cashierClosedAt !== null) throw conflict(CASHIER_MESSAGES.closedEvent);
  return event;
}

/** What "Not me" found: the entry was undone, the caller holds no seat, or the seat is one they took themselves. */
export type DisownResult = "disowned" | "not-registered" | "own-seat";

/**
 * "Not me: unregister" for a seat the host added from the console under the caller's username once the clock ran.
 * Their registration is cancelled and the seat stays in the field as a walk-in's (userId null): whoever bought in
 * is still playing under the name the host typed, so the field, the pool and every finish stand, and nothing about
 * the caller's account is tied to it any more. A seat the caller took themselves before the start is theirs (their
 * backers may be staked on it) and cannot be given back once play began: "own-seat".
 * Locks the live row, then the event row, in the order console actions take them.
 */
export async function disownLateEntry(db: Db, user: UserRow, tournamentId: number, deps?: LiveActionDeps): Promise<DisownResult> {
  const id = String(tournamentId);
  const { result, released } = await db.transaction(async (tx) => {
    const row = await lockLiveClock(tx, id);
    const event = await lockEvent(tx, tournamentId);
    if (!event || event.status === "cancelled") throw notFound(NOT_FOUND);
    const registration = await registrationOf(tx, tournamentId, user.id);
    if (!registration) return { result: "not-registered" as const, released: [] };
    const before = row ? liveStoredState.parse(row.state) : null;
    // players register themselves only until the start: a registration after it is the host's late entry
    const addedLate = before !== null && before.startedAt !== null && registration.registeredAt.getTime() >= before.startedAt;
    const [staked] = await tx
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(eq(campaigns.specialTournamentId, tournamentId), eq(campaigns.playerId, user.id), ne(campaigns.status, "cancelled")));
    if (!row || !before || !addedLate || staked) return { result: "own-seat" as const, released: [] };

    await tx.update(tournamentRegistrations).set({ status: "cancelled" }).where(eq(tournamentRegistrations.id, registration.id));
    if (!before.players.some((p) => p.userId === user.id)) return { result: "disowned" as const, released: [] };
    const after: LiveStoredState = { ...before, players: before.players.map((p) => (p.userId === user.id ? { ...p, userId: null } : p)) };
    const now = new Date();
    const [saved] = await tx
      .update(liveTournaments)
      .set({ state: after, version: row.version + 1, updatedAt: now })
      .where(eq(liveTournaments.id, id))
      .returning();
    // a finish of theirs the clock had settled is theirs no more (a late entry has no campaign, so this is a formality)
    const released = await settleFromClock(tx, tournamentId, before, after, now);
    await tx.execute(sql`SELECT pg_notify(${LIVE_CHANNEL}, ${noticePayload(id, toRecord(saved))})`);
    return { result: "disowned" as const, released };
  });
  if (deps) await cancelIntentsAtGateway(deps.payments, deps.log, released);
  return result;
}
const VISITOR_DEMO_FORBIDDEN = "This demo clock belongs to the visitor who opened it. Open the demo console to get a clock of your own.";
const VISITOR_DEMO_EXPIRED = "This demo clock was forgotten after a day unused. Reload the page to get it back.";

/** Whether visitor demo clock `id` is stored (null, no cookie: no). */
export async function isStoredVisitorDemo(db: Db, id: string | null): Promise<boolean> {
  if (id === null) return false;
  const [row] = await db.select({ id: liveTournaments.id }).from(liveTournaments).where(eq(liveTournaments.id, id));
  return row !== undefined;
}

/**
 * Makes sure a visitor's demo clock `id` is stored (the 8 demo players at level 1 when it is new). A new one first
 * clears the visitors' clocks nobody touched for a day, so the playground never piles up.
 */
export async function openVisitorDemo(db: Db, id: string): Promise<void> {
  if (await isStoredVisitorDemo(db, id)) return;
  await db.transaction(async (tx) => {
    await tx.delete(liveTournaments).where(and(like(liveTournaments.id, "demo-%"), lt(liveTournaments.updatedAt, new Date(Date.now() - VISITOR_DEMO_TTL_MS))));
    await tx
      .insert(liveTournaments)
      .values({ id, specialTournamentId: null, state: demoStateFor(id), version: 0 })
      .onConflictDoNothing();
  });
}

/**
 * The clock's first start makes the tournament Live and closes staking in its linked campaigns (their open holds
 * canceled: returned, to cancel with the gateway after commit); one player left makes it Completed.
 */
async function moveTournamentStatus(tx: Tx, tournamentId: number, before: LiveStoredState, after: LiveStoredState): Promise<string[]> {
  const now = new Date();
  if (after.finishedAt !== null && before.finishedAt === null) {
    await tx.update(specialTournaments).set({ status: "completed", updatedAt: now }).where(eq(specialTournaments.id, tournamentId));
  } else if (after.status === "running" && before.status !== "running") {
    const started = await tx
      .update(specialTournaments)
      .set({ status: "active", updatedAt: now })
      .where(and(eq(specialTournaments.id, tournamentId), eq(specialTournaments.status, "upcoming")))
      .returning({ id: specialTournaments.id });
    if (started.length > 0) return closeStakingAtStart(tx, tournamentId);
  }
  return [];
}
