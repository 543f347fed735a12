import type { CreateTournamentData, Tournament, TournamentRegistration, UpdateTournamentData } from "@core/contracts/tournaments";
import { basisPointsToPercent } from "@core/contracts/tournament-prizes";
import { eventPrizePool } from "@core/live/event-prizes";
import { centsToDecimal, toCents } from "@core/money";
import { registrantName } from "@core/tournament-rules";
import { and, asc, eq, exists, inArray, ne, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { specialTournaments, tournamentRegistrations, users, type UserRow } from "../db/schema/index";
import { badRequest, conflict, forbidden, notFound } from "../errors";
import { notifyTournamentCancelled, notifyTournamentRegistered } from "../notifications/tournament-events";
import { cancelLinkedCampaigns, refundCancelledLinked, type RefundDeps } from "../settlement/linked-refunds";

type TournamentRow = typeof specialTournaments.$inferSelect;

export const MESSAGES = {
  notFound: "Tournament not found",
  full: "Tournament is full",
  alreadyRegistered: "You are already registered for this tournament",
  notOpen: "Registration is closed: this tournament is no longer upcoming",
  notRegistered: "You are not registered for this tournament",
  cancelAfterStart: "Registration can no longer be cancelled: the tournament has started",
  roleMismatch: "userRole must match your account role",
  notYours: "You can only manage your own tournaments",
  alreadyStarted: "Only upcoming tournaments can be changed",
  onlySponsors: "Only sponsors can create tournaments",
  onlyRegistrants: "Only players and investors can register for tournaments",
} as const;

const REGISTERED = "registered";
const CANCELLED = "cancelled";

interface Viewer {
  userId: number | null;
  /** the hosting sponsor sees each registrant's role */
  isHost: boolean;
}

/** The sponsor's public name: first and last name, or first name; null lets the page show its fallback. */
function sponsorNameOf(sponsor: Pick<UserRow, "firstName" | "lastName"> | null): string | null {
  const first = (sponsor?.firstName ?? "").trim();
  const last = (sponsor?.lastName ?? "").trim();
  if (first && last) return `${first} ${last}`;
  return first || null;
}

async function loadRegistrations(db: Tx, tournamentIds: number[]) {
  if (tournamentIds.length === 0) return new Map<number, Array<{ userId: number; userRole: "player" | "investor"; status: string; registeredAt: Date; firstName: string | null; lastName: string | null }>>();
  const rows = await db
    .select({
      tournamentId: tournamentRegistrations.tournamentId,
      userId: tournamentRegistrations.userId,
      userRole: tournamentRegistrations.userRole,
      status: tournamentRegistrations.status,
      registeredAt: tournamentRegistrations.registeredAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(tournamentRegistrations)
    .innerJoin(users, eq(users.id, tournamentRegistrations.userId))
    .where(and(inArray(tournamentRegistrations.tournamentId, tournamentIds), eq(tournamentRegistrations.status, REGISTERED)))
    .orderBy(asc(tournamentRegistrations.registeredAt), asc(tournamentRegistrations.id));
  const byTournament = new Map<number, typeof rows>();
  for (const r of rows) {
    const list = byTournament.get(r.tournamentId) ?? [];
    list.push(r);
    byTournament.set(r.tournamentId, list);
  }
  return byTournament;
}

async function toResponses(db: Tx, rows: Array<{ t: TournamentRow; sponsor: Pick<UserRow, "firstName" | "lastName"> | null }>, viewer: Viewer): Promise<Tournament[]> {
  const regs = await loadRegistrations(
    db,
    rows.map((r) => r.t.id),
  );
  return rows.map(({ t, sponsor }) => {
    const list = regs.get(t.id) ?? [];
    // investors RSVP to watch; only players take a seat and a share of the pool
    const entrants = list.filter((r) => r.userRole === "player").length;
    const registrations: TournamentRegistration[] = list.map((r) => ({
      ...(viewer.userId !== null && r.userId === viewer.userId ? { userId: r.userId } : {}),
      status: r.status,
      playerName: registrantName(r),
      registeredAt: r.registeredAt.toISOString(),
      ...(viewer.isHost ? { userRole: r.userRole } : {}),
    }));
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
      entrants,
      prizePool: centsToDecimal(eventPrizePool(entrants, toCents(t.buyIn) ?? 0, toCents(t.guaranteedPrizePool))),
      registeredPlayers: list.length,
      sponsorName: sponsorNameOf(sponsor),
      registrations,
      isRegistered: viewer.userId !== null && list.some((r) => r.userId === viewer.userId),
      createdAt: t.createdAt.toISOString(),
    };
  });
}

const STATUS_ORDER = sql`case ${specialTournaments.status} when 'active' then 0 when 'upcoming' then 1 when 'completed' then 2 else 3 end`;

/**
 * Every tournament that is not cancelled: live first, then upcoming soonest first, then finished. A cancelled
 * one still shows to the people who held a seat in it, so they learn it is off.
 */
export async function listTournaments(db: Db, viewerId: number | null): Promise<Tournament[]> {
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
  const rows = await db
    .select({ t: specialTournaments, sponsor: { firstName: users.firstName, lastName: users.lastName } })
    .from(specialTournaments)
    .leftJoin(users, eq(users.id, specialTournaments.sponsorId))
    .where(heldSeat ? or(ne(specialTournaments.status, "cancelled"), heldSeat) : ne(specialTournaments.status, "cancelled"))
    .orderBy(STATUS_ORDER, asc(specialTournaments.date), asc(specialTournaments.time), asc(specialTournaments.id));
  const list = await toResponses(db, rows, { userId: viewerId, isHost: false });
  // completed ones read best newest first
  const done = list.filter((t) => t.status === "completed").reverse();
  return [...list.filter((t) => t.status !== "completed"), ...done];
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

async function oneTournament(db: Tx, id: number, viewer: Viewer): Promise<Tournament> {
  const rows = await db
    .select({ t: specialTournaments, sponsor: { firstName: users.firstName, lastName: users.lastName } })
    .from(specialTournaments)
    .leftJoin(users, eq(users.id, specialTournaments.sponsorId))
    .where(eq(specialTournaments.id, id));
  if (rows.length === 0) throw notFound(MESSAGES.notFound);
  const [t] = await toResponses(db, rows, viewer);
  return t;
}

export async function getTournament(db: Db, id: number, viewerId: number | null): Promise<Tournament> {
  const [row] = await db.select({ sponsorId: specialTournaments.sponsorId, status: specialTournaments.status }).from(specialTournaments).where(eq(specialTournaments.id, id));
  if (!row) throw notFound(MESSAGES.notFound);
  const isHost = viewerId !== null && row.sponsorId === viewerId;
  // a cancelled tournament is visible only to its host
  if (row.status === "cancelled" && !isHost) throw notFound(MESSAGES.notFound);
  return oneTournament(db, id, { userId: viewerId, isHost });
}

export async function createTournament(db: Db, sponsor: UserRow, input: CreateTournamentData): Promise<Tournament> {
  const [row] = await db
    .insert(specialTournaments)
    .values({
      sponsorId: sponsor.id,
      name: input.name,
      description: input.description,
      date: input.date,
      time: input.time,
      location: input.location,
      buyIn: centsToDecimal(input.buyIn),
      prizeStructure: input.prizeStructure,
      format: input.format,
      blindStructure: input.blindStructure,
      startingChips: input.startingChips,
      maxSeats: input.maxSeats,
      guaranteedPrizePool: input.guaranteedPrizePool === null ? null : centsToDecimal(input.guaranteedPrizePool),
      prizeBasisPoints: input.prizePercentages,
    })
    .returning({ id: specialTournaments.id });
  return oneTournament(db, row.id, { userId: sponsor.id, isHost: true });
}

/** Locks the tournament row so seat counts and status checks cannot race (registrations, edits, cancels). */
async function lockTournament(tx: Tx, id: number): Promise<TournamentRow> {
  const [row] = await tx.select().from(specialTournaments).where(eq(specialTournaments.id, id)).for("update");
  if (!row) throw notFound(MESSAGES.notFound);
  return row;
}

async function countRegistered(tx: Tx, tournamentId: number): Promise<number> {
  const [{ count }] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(tournamentRegistrations)
    .where(and(eq(tournamentRegistrations.tournamentId, tournamentId), eq(tournamentRegistrations.status, REGISTERED)));
  return Number(count);
}

async function lockOwnUpcoming(tx: Tx, sponsor: UserRow, id: number): Promise<TournamentRow> {
  const row = await lockTournament(tx, id);
  if (row.sponsorId !== sponsor.id) {
    // other sponsors' cancelled tournaments stay invisible
    if (row.status === "cancelled") throw notFound(MESSAGES.notFound);
    throw forbidden(MESSAGES.notYours);
  }
  if (row.status !== "upcoming") throw conflict(MESSAGES.alreadyStarted);
  return row;
}

export async function updateTournament(db: Db, sponsor: UserRow, id: number, input: UpdateTournamentData): Promise<Tournament> {
  await db.transaction(async (tx) => {
    await lockOwnUpcoming(tx, sponsor, id);
    if (input.maxSeats !== undefined) {
      const registered = await countRegistered(tx, id);
      if (input.maxSeats < registered) {
        throw badRequest(`Max seats cannot be lower than the ${registered} players already registered`);
      }
    }
    const { buyIn, guaranteedPrizePool, prizePercentages, ...rest } = input;
    await tx
      .update(specialTournaments)
      .set({
        ...rest,
        ...(buyIn !== undefined ? { buyIn: centsToDecimal(buyIn) } : {}),
        ...(guaranteedPrizePool !== undefined ? { guaranteedPrizePool: guaranteedPrizePool === null ? null : centsToDecimal(guaranteedPrizePool) } : {}),
        ...(prizePercentages !== undefined ? { prizeBasisPoints: prizePercentages } : {}),
        updatedAt: new Date(),
      })
      .where(eq(specialTournaments.id, id));
  });
  return oneTournament(db, id, { userId: sponsor.id, isHost: true });
}

/**
 * Cancels the sponsor's tournament before it starts; registrations stay on record for the host. Every campaign
 * staking it is cancelled in the same transaction and its backers refunded once that has committed.
 */
export async function cancelTournament(deps: RefundDeps, sponsor: UserRow, id: number): Promise<Tournament> {
  const { db } = deps;
  const cancelled = await db.transaction(async (tx) => {
    await lockOwnUpcoming(tx, sponsor, id);
    await tx.update(specialTournaments).set({ status: "cancelled", updatedAt: new Date() }).where(eq(specialTournaments.id, id));
    await notifyTournamentCancelled(tx, id);
    return cancelLinkedCampaigns(tx, id, null, "tournament_cancelled");
  });
  await refundCancelledLinked(deps, cancelled);
  return oneTournament(db, id, { userId: sponsor.id, isHost: true });
}

/**
 * Takes a seat. The tournament row is locked FOR UPDATE, so concurrent registrations queue on it and the
 * count they see includes every seat already taken: never more than maxSeats.
 */
export async function registerForTournament(db: Db, user: UserRow, tournamentId: number, userRole: "player" | "investor"): Promise<Tournament> {
  if (user.role !== userRole) throw badRequest(MESSAGES.roleMismatch);
  await db.transaction(async (tx) => {
    const t = await lockTournament(tx, tournamentId);
    if (t.status === "cancelled") throw notFound(MESSAGES.notFound);
    const [existing] = await tx
      .select()
      .from(tournamentRegistrations)
      .where(and(eq(tournamentRegistrations.tournamentId, tournamentId), eq(tournamentRegistrations.userId, user.id)));
    if (existing?.status === REGISTERED) throw conflict(MESSAGES.alreadyRegistered);
    if (t.status !== "upcoming") throw conflict(MESSAGES.notOpen);
    if ((await countRegistered(tx, tournamentId)) >= t.maxSeats) throw conflict(MESSAGES.full);
    if (existing) {
      await tx
        .update(tournamentRegistrations)
        .set({ status: REGISTERED, userRole, registeredAt: new Date() })
        .where(eq(tournamentRegistrations.id, existing.id));
    } else {
      await tx.insert(tournamentRegistrations).values({ tournamentId, userId: user.id, userRole, status: REGISTERED });
    }
    await notifyTournamentRegistered(tx, user.id, t);
  });
  return oneTournament(db, tournamentId, { userId: user.id, isHost: false });
}

/**
 * Gives the caller's seat back, until the tournament starts. A player who will not play cannot keep their
 * backers' money: their campaigns staking this tournament are cancelled with the seat, and refunded after commit.
 */
export async function cancelRegistration(deps: RefundDeps, user: UserRow, tournamentId: number): Promise<Tournament> {
  const { db } = deps;
  const cancelled = await db.transaction(async (tx) => {
    const t = await lockTournament(tx, tournamentId);
    if (t.status === "cancelled") throw notFound(MESSAGES.notFound);
    const [existing] = await tx
      .select()
      .from(tournamentRegistrations)
      .where(
        and(
          eq(tournamentRegistrations.tournamentId, tournamentId),
          eq(tournamentRegistrations.userId, user.id),
          eq(tournamentRegistrations.status, REGISTERED),
        ),
      );
    if (!existing) throw notFound(MESSAGES.notRegistered);
    if (t.status !== "upcoming") throw conflict(MESSAGES.cancelAfterStart);
    await tx.update(tournamentRegistrations).set({ status: CANCELLED }).where(eq(tournamentRegistrations.id, existing.id));
    return cancelLinkedCampaigns(tx, tournamentId, user.id, "unregistered");
  });
  await refundCancelledLinked(deps, cancelled);
  return oneTournament(db, tournamentId, { userId: user.id, isHost: false });
}
