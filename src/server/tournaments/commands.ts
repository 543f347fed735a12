/** What changes a tournament: create, edit, cancel, register and unregister, each in one transaction under the event's lock. */
import type { CreateTournamentData, RegisterResult, Tournament, UpdateTournamentData } from "@core/contracts/tournaments";
import { chipSetProblem, rebuyFormatProblems } from "@core/contracts/tournament-format";
import { feeProblem } from "@core/contracts/tournament-fee";
import { thresholdOf } from "@core/contracts/tournament-tables";
import { centsToDecimal, toCents } from "@core/money";
import type { AddOnRules, PayoutPlan, RebuyRules } from "@core/live/schema/contracts";
import { TOURNAMENTS_PER_DAY } from "@core/contracts/tournament-list";
import { isWithinSeries, outsideSeriesMessage, SERIES_MESSAGES } from "@core/series-rules";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { QUOTA_LOCKS } from "../db/advisory-lock";
import type { Db, Tx } from "../db/client";
import { campaigns, series, specialTournaments, tournamentRegistrations, type UserRow } from "../db/schema/index";
import { AppError, badRequest, conflict, forbidden, notFound, specificError } from "../errors";
import { disownLateEntry } from "../live/service";
import { notifyTournamentCancelled, notifyTournamentRegistered } from "../notifications/tournament-events";
import { cancelLinkedCampaigns, refundCancelledLinked, type RefundDeps } from "../settlement/linked-refunds";
import { lockEvent, lockLiveClock, lockQuota } from "../db/row-locks";
import { countField, registrationOf } from "../registrations/field";
import { alternateOf, joinAlternates, leaveAlternates, waitingAlternates } from "../registrations/alternates";
import { seatAlternatesBeforeStart } from "./alternates";
import { dayTwoAfterFlightCancelled } from "../campaigns/day-two";

import { oneTournament, type TournamentRow } from "./reads";
import { checkFlightEdit, copyTermsToFlights, insertFlights, refuseBaggedElsewhere, refuseParentRegistration } from "../flights/flights";
import { cancelFlights, flightIdsOf, mergeCancelled } from "./cancel-flights";
import { MESSAGES, termLockedMessage, type StakedTerm } from "./messages";
import { checkedSatellite, satelliteAfterEdit, satelliteChanged, satelliteSummary } from "./satellite-terms";

const REGISTERED = "registered";
const CANCELLED = "cancelled";

/**
 * A new tournament, within the account's quota: TOURNAMENTS_PER_DAY in any 24 hours, counted from the tournaments
 * the account created. The count and the insert run under the account's quota lock, so racing creates queue and
 * the one over the limit is refused (429) instead of slipping in beside another.
 */
export async function createTournament(db: Db, sponsor: UserRow, input: CreateTournamentData, now = new Date()): Promise<Tournament> {
  const id = await db.transaction(async (tx) => {
    await lockQuota(tx, QUOTA_LOCKS.tournaments, sponsor.id);
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(specialTournaments)
      // a multi-flight event's flights are part of it (decision 242): one event against the quota
      .where(
        and(
          eq(specialTournaments.sponsorId, sponsor.id),
          gt(specialTournaments.createdAt, new Date(now.getTime() - DAY_MS)),
          isNull(specialTournaments.flightOf),
        ),
      );
    if (Number(count) >= TOURNAMENTS_PER_DAY) throw new AppError("too_many_requests", MESSAGES.dailyQuota);
    if (input.seriesId !== null) await checkSeries(tx, sponsor, input.seriesId, input.date);
    // a satellite's seats go into one of the sponsor's own later events (decision 240)
    const sat = input.satellite ? await checkedSatellite(tx, sponsor, null, input, input.satellite) : null;
    // a multi-flight event's flights are in its series on their own dates (decision 242)
    if (input.seriesId !== null) for (const f of input.flights ?? []) await checkSeries(tx, sponsor, input.seriesId, f.date);
    const [row] = await tx
      .insert(specialTournaments)
      .values({
        sponsorId: sponsor.id,
        name: input.name,
        description: input.description,
        date: input.date,
        time: input.time,
        location: input.location,
        buyIn: centsToDecimal(input.buyIn),
        prizeStructure: input.prizeStructure || (sat ? satelliteSummary(sat.stored, sat.target.name) : ""),
        format: input.format,
        blindStructure: input.blindStructure,
        startingChips: input.startingChips,
        maxSeats: input.maxSeats,
        guaranteedPrizePool: input.guaranteedPrizePool === null ? null : centsToDecimal(input.guaranteedPrizePool),
        prizeBasisPoints: input.prizePercentages,
        structure: input.structure,
        chipSet: input.chipSet,
        rebuys: input.rebuys,
        addOn: input.addOn,
        bountyCents: input.bounty,
        payoutPlan: input.payoutPlan,
        seatsPerTable: input.seatsPerTable,
        tableThreshold: thresholdOf(input.tableBalancing),
        days: input.days,
        seriesId: input.seriesId,
        fee: input.fee === null ? null : centsToDecimal(input.fee),
        satellite: sat?.stored ?? null,
      })
      .returning({ id: specialTournaments.id });
    // its Day 1 flights, in the same transaction (decision 242)
    await insertFlights(tx, row.id, input);
    return row.id;
  });
  return oneTournament(db, id, { userId: sponsor.id, isHost: true });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The series an event joins (decision 231): it must exist (404), be the sponsor's own (403) and hold the event's
 * date (400). Read FOR SHARE, after the event's own locks: an edit of the series' dates (FOR UPDATE, and no other
 * lock) waits for this transaction and then sees the event, or this one waits for it and sees the new dates.
 */
async function checkSeries(tx: Tx, sponsor: UserRow, seriesId: number, date: string): Promise<void> {
  const [s] = await tx.select().from(series).where(eq(series.id, seriesId)).for("share");
  if (!s) throw notFound(SERIES_MESSAGES.notFound);
  if (s.sponsorId !== sponsor.id) throw forbidden(SERIES_MESSAGES.eventNotYourSeries);
  if (!isWithinSeries(date, s)) throw badRequest(outsideSeriesMessage(s));
}

/** Locks the tournament row so seat counts and status checks cannot race (registrations, edits, cancels). */
async function lockTournament(tx: Tx, id: number): Promise<TournamentRow> {
  const row = await lockEvent(tx, id);
  if (!row) throw notFound(MESSAGES.notFound);
  return row;
}

/** The sponsor's own tournament, locked: 404 for another sponsor's cancelled one (it stays invisible), else 403. */
async function lockOwn(tx: Tx, sponsor: UserRow, id: number): Promise<TournamentRow> {
  const row = await lockTournament(tx, id);
  if (row.sponsorId !== sponsor.id) {
    // other sponsors' cancelled tournaments stay invisible
    if (row.status === "cancelled") throw notFound(MESSAGES.notFound);
    throw forbidden(MESSAGES.notYours);
  }
  return row;
}

async function lockOwnUpcoming(tx: Tx, sponsor: UserRow, id: number): Promise<TournamentRow> {
  const row = await lockOwn(tx, sponsor, id);
  if (row.status !== "upcoming") throw conflict(MESSAGES.alreadyStarted);
  return row;
}

/** Whether a player's campaign (any not cancelled) is staked on the event. */
async function isStaked(tx: Tx, tournamentId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.specialTournamentId, tournamentId), ne(campaigns.status, "cancelled")))
    .limit(1);
  return row !== undefined;
}

const sameBasisPoints = (a: readonly number[] | null, b: readonly number[] | null) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const samePlan = (a: PayoutPlan | null, b: PayoutPlan | null) =>
  a === null || b === null ? a === b : a.paidPercent === b.paidPercent && a.minCashMultiple === b.minCashMultiple && a.shape === b.shape;
const sameRebuys = (a: RebuyRules | null, b: RebuyRules | null) =>
  a === null || b === null
    ? a === b
    : a.kind === b.kind && a.untilLevel === b.untilLevel && a.maxPerPlayer === b.maxPerPlayer && a.priceCents === b.priceCents && a.chips === b.chips;
const sameAddOn = (a: AddOnRules | null, b: AddOnRules | null) => (a === null || b === null ? a === b : a.priceCents === b.priceCents && a.chips === b.chips);

/** The first staked term the edit would change, or null. A field sent with its current value changes nothing. */
function changedTerm(row: TournamentRow, input: UpdateTournamentData): StakedTerm | null {
  if (input.buyIn !== undefined && input.buyIn !== toCents(row.buyIn)) return "buyIn";
  if (input.date !== undefined && input.date !== row.date) return "date";
  if (input.prizeStructure !== undefined && input.prizeStructure !== row.prizeStructure) return "prizeStructure";
  if (input.guaranteedPrizePool !== undefined && input.guaranteedPrizePool !== toCents(row.guaranteedPrizePool)) return "guaranteedPrizePool";
  if (input.prizePercentages !== undefined && !sameBasisPoints(input.prizePercentages, row.prizeBasisPoints)) return "prizePercentages";
  // a generated table is the payout table too
  if (input.payoutPlan !== undefined && !samePlan(input.payoutPlan, row.payoutPlan)) return "prizePercentages";
  // what each further bullet costs (its rebuy or re-entry price), and the entries the pool and the bounties are made of
  if (input.rebuys !== undefined && !sameRebuys(input.rebuys, row.rebuys)) return "rebuys";
  if (input.addOn !== undefined && !sameAddOn(input.addOn, row.addOn)) return "addOn";
  if (input.bounty !== undefined && input.bounty !== row.bountyCents) return "bounty";
  // what a seat is worth is what backers are settled on (decision 240)
  if (satelliteChanged(row.satellite, input.satellite)) return "satellite";
  return null;
}

/**
 * Edits the sponsor's upcoming tournament. Once a player's campaign is staked on it, its terms (buy-in, date, prize
 * structure, guarantee, payout table, rebuys or re-entries, add-on, bounty) are fixed: the campaign was sold on them
 * (409 naming the field). Everything else stays editable. The event row lock is the one linking a campaign takes, so a link cannot slip in between.
 */
export async function updateTournament(db: Db, sponsor: UserRow, id: number, input: UpdateTournamentData): Promise<Tournament> {
  await db.transaction(async (tx) => {
    const row = await lockOwnUpcoming(tx, sponsor, id);
    // a flight shares its event's terms; the event's edit reaches its flights (decision 242)
    const copyToFlights = await checkFlightEdit(tx, row, input);
    const changed = changedTerm(row, input);
    if (changed && (await isStaked(tx, id))) throw conflict(termLockedMessage(changed));
    if (input.maxSeats !== undefined) {
      const registered = await countField(tx, id);
      if (input.maxSeats < registered) {
        throw badRequest(`Max seats cannot be lower than the ${registered} players already registered`);
      }
    }
    if (input.structure !== undefined || input.chipSet !== undefined) {
      // one sent alone must still fit the stored other (both sent: the schema checked them)
      const problem = chipSetProblem(
        input.structure === undefined ? row.structure : input.structure,
        input.chipSet === undefined ? row.chipSet : input.chipSet,
      );
      if (problem) throw badRequest(problem);
    }
    // the bounty below the buy-in, an add-on only with rebuys: what is not sent is taken as stored
    const [formatProblem] = rebuyFormatProblems({
      buyIn: input.buyIn ?? toCents(row.buyIn) ?? 0,
      bounty: input.bounty === undefined ? row.bountyCents : input.bounty,
      rebuys: input.rebuys === undefined ? row.rebuys : input.rebuys,
      addOn: input.addOn === undefined ? row.addOn : input.addOn,
    });
    if (formatProblem) throw badRequest(formatProblem.message);
    // a fee on a freeroll, whichever of the two this edit changes (decision 237)
    const fee = feeProblem(input.buyIn ?? toCents(row.buyIn) ?? 0, input.fee === undefined ? toCents(row.fee) : input.fee);
    if (fee) throw badRequest(fee);
    // joining a series, or moving within one: the series must still hold the date
    const seriesId = input.seriesId === undefined ? row.seriesId : input.seriesId;
    if (seriesId !== null && (input.seriesId !== undefined || input.date !== undefined)) await checkSeries(tx, sponsor, seriesId, input.date ?? row.date);
    // the satellite's terms after the edit, checked against its target (decision 240)
    const satellite = await satelliteAfterEdit(tx, sponsor, row, input);
    const { buyIn, guaranteedPrizePool, prizePercentages, bounty, tableBalancing, fee: feeCents, ...rest } = input;
    await tx
      .update(specialTournaments)
      .set({
        ...rest,
        ...(buyIn !== undefined ? { buyIn: centsToDecimal(buyIn) } : {}),
        ...(guaranteedPrizePool !== undefined ? { guaranteedPrizePool: guaranteedPrizePool === null ? null : centsToDecimal(guaranteedPrizePool) } : {}),
        ...(prizePercentages !== undefined ? { prizeBasisPoints: prizePercentages } : {}),
        // one payout table at a time: choosing the sponsor's percentages drops a plan, and a plan drops the percentages
        ...(prizePercentages && input.payoutPlan === undefined ? { payoutPlan: null } : {}),
        ...(input.payoutPlan && prizePercentages === undefined ? { prizeBasisPoints: null } : {}),
        ...(bounty !== undefined ? { bountyCents: bounty } : {}),
        ...(feeCents !== undefined ? { fee: feeCents === null ? null : centsToDecimal(feeCents) } : {}),
        ...(tableBalancing !== undefined ? { tableThreshold: thresholdOf(tableBalancing) } : {}),
        ...satellite,
        updatedAt: new Date(),
      })
      .where(eq(specialTournaments.id, id));
    // more seats: the alternates waiting take them, lowest number first (decision 236)
    if (input.maxSeats !== undefined && input.maxSeats > row.maxSeats) await seatAlternatesBeforeStart(tx, id);
    if (copyToFlights) await copyTermsToFlights(tx, id);
  });
  return oneTournament(db, id, { userId: sponsor.id, isHost: true });
}

/**
 * Cancels the sponsor's tournament, before it starts or while it runs (an event called off, or abandoned, must not
 * leave its backers' money staked on a result that never comes); a finished one stands. Registrations stay on record
 * for the host. Every campaign still open on it (not yet settled by the clock) is cancelled in the same transaction
 * and its backers refunded once that has committed. The live row is locked first, as console actions lock it before
 * the event row, so a cancel and an elimination queue instead of deadlocking, and the next action sees the cancel.
 */
export async function cancelTournament(deps: RefundDeps, sponsor: UserRow, id: number): Promise<Tournament> {
  const { db } = deps;
  const cancelled = await db.transaction(async (tx) => {
    await lockLiveClock(tx, String(id));
    // a multi-flight event's flights go with it (decision 242): their clocks locked before any event row
    const flightIds = await flightIdsOf(tx, id);
    for (const f of flightIds) await lockLiveClock(tx, String(f));
    const row = await lockOwn(tx, sponsor, id);
    if (row.status === "completed") throw conflict(MESSAGES.finished);
    if (row.status === "cancelled") throw conflict(MESSAGES.alreadyStarted);
    await tx.update(specialTournaments).set({ status: "cancelled", updatedAt: new Date() }).where(eq(specialTournaments.id, id));
    await notifyTournamentCancelled(tx, id);
    // the alternates were told with the registrants; no seat will come free, so the list ends (decision 236)
    for (const a of await waitingAlternates(tx, id)) await leaveAlternates(tx, a.registrationId);
    const flights = await cancelFlights(tx, flightIds);
    // a flight cancelled alone (decision 242): Day-2 resale priced from its bags follows the field without them
    const dayTwo = await dayTwoAfterFlightCancelled(tx, row, new Date());
    return mergeCancelled(await cancelLinkedCampaigns(tx, id, null, "tournament_cancelled"), dayTwo ? [...flights, dayTwo] : flights);
  });
  await refundCancelledLinked(deps, cancelled);
  return oneTournament(db, id, { userId: sponsor.id, isHost: true });
}

/**
 * Takes a seat (a player) or RSVPs (an investor). The tournament row is locked FOR UPDATE, so concurrent
 * registrations queue on it and the count they see includes every seat already taken: never more than maxSeats.
 * An RSVP is not a seat: an investor may RSVP to a full event, and RSVPs never fill one. A player who finds every
 * seat taken joins the alternate list instead (decision 236): `{status: "alternate", alternate: n}`.
 */
export async function registerForTournament(
  db: Db,
  user: UserRow,
  tournamentId: number,
  userRole: "player" | "investor",
): Promise<{ tournament: Tournament; status: RegisterResult["status"]; alternate: number | null }> {
  if (user.role !== userRole) throw badRequest(MESSAGES.roleMismatch);
  const alternate = await db.transaction(async (tx) => {
    const t = await lockTournament(tx, tournamentId);
    // the host never takes a seat (or an RSVP) in their own event, whatever role they switched to
    if (t.sponsorId === user.id) throw forbidden(MESSAGES.hostCannotPlay);
    if (t.status === "cancelled") throw notFound(MESSAGES.notFound);
    const [existing] = await tx
      .select()
      .from(tournamentRegistrations)
      .where(and(eq(tournamentRegistrations.tournamentId, tournamentId), eq(tournamentRegistrations.userId, user.id)));
    if (existing?.status === REGISTERED) throw specificError("already_registered", MESSAGES.alreadyRegistered);
    if (existing?.status === "alternate" && existing.alternate !== null)
      throw specificError("already_registered", MESSAGES.alreadyAlternate(existing.alternate));
    if (t.status !== "upcoming") throw conflict(MESSAGES.notOpen);
    // a multi-flight event seats its players in its flights; first-stack refuses one who bagged already (decision 242)
    if (userRole === "player") refuseParentRegistration(t);
    if (userRole === "player") await refuseBaggedElsewhere(tx, t, { userId: user.id, name: user.username }, true);
    if (userRole === "player" && (await countField(tx, tournamentId)) >= t.maxSeats) {
      // every seat is taken: the next number on the alternate list (decision 236), never a 409
      const n = await joinAlternates(tx, tournamentId, user.id, existing?.id ?? null);
      await notifyTournamentRegistered(tx, user.id, t, n);
      return n;
    }
    if (existing) {
      await tx
        .update(tournamentRegistrations)
        .set({ status: REGISTERED, userRole, registeredAt: new Date() })
        .where(eq(tournamentRegistrations.id, existing.id));
    } else {
      await tx.insert(tournamentRegistrations).values({ tournamentId, userId: user.id, userRole, status: REGISTERED });
    }
    await notifyTournamentRegistered(tx, user.id, t);
    return null;
  });
  const tournament = await oneTournament(db, tournamentId, { userId: user.id, isHost: false });
  return { tournament, status: alternate === null ? "registered" : "alternate", alternate };
}

/**
 * Gives the caller's seat back, until the tournament starts. A player who will not play cannot keep their
 * backers' money: their campaigns staking this tournament are cancelled with the seat, and refunded after commit.
 * The seat goes to the lowest alternate waiting in the same transaction (decision 236). An alternate leaves the list
 * the same way, also after the start while they still wait (they hold no seat anyone plays on).
 */
export async function cancelRegistration(deps: RefundDeps, user: UserRow, tournamentId: number): Promise<Tournament> {
  const { db } = deps;
  const cancelled = await db.transaction(async (tx) => {
    const t = await lockTournament(tx, tournamentId);
    if (t.status === "cancelled") throw notFound(MESSAGES.notFound);
    const waiting = await alternateOf(tx, tournamentId, user.id);
    if (waiting && t.status !== "completed") {
      await leaveAlternates(tx, waiting.id);
      return cancelLinkedCampaigns(tx, tournamentId, user.id, "unregistered");
    }
    const existing = await registrationOf(tx, tournamentId, user.id);
    if (!existing) throw notFound(MESSAGES.notRegistered);
    if (t.status !== "upcoming") throw conflict(MESSAGES.cancelAfterStart);
    await tx.update(tournamentRegistrations).set({ status: CANCELLED }).where(eq(tournamentRegistrations.id, existing.id));
    const out = await cancelLinkedCampaigns(tx, tournamentId, user.id, "unregistered");
    // a player's seat freed: alternate #1 takes it now (an investor's RSVP frees none)
    if (existing.userRole === "player") await seatAlternatesBeforeStart(tx, tournamentId);
    return out;
  });
  await refundCancelledLinked(deps, cancelled);
  return oneTournament(db, tournamentId, { userId: user.id, isHost: false });
}

/**
 * "Not me: unregister", from the notification that tells a player the host registered them. Before the start it is
 * Cancel Registration. Once the clock runs it undoes the host's late entry under the caller's username (the seat
 * stays in play as a walk-in's: live/service.ts disownLateEntry); a seat the caller took themselves cannot be given
 * back after the start, as Cancel Registration says.
 */
export async function disownRegistration(deps: RefundDeps, user: UserRow, tournamentId: number): Promise<Tournament> {
  const [t] = await deps.db.select({ status: specialTournaments.status }).from(specialTournaments).where(eq(specialTournaments.id, tournamentId));
  if (!t || t.status === "cancelled") throw notFound(MESSAGES.notFound);
  if (t.status === "upcoming") return cancelRegistration(deps, user, tournamentId);
  const result = await disownLateEntry(deps.db, user, tournamentId, deps);
  if (result === "not-registered") throw notFound(MESSAGES.notRegistered);
  if (result === "own-seat") throw conflict(MESSAGES.cancelAfterStart);
  return oneTournament(deps.db, tournamentId, { userId: user.id, isHost: false });
}
