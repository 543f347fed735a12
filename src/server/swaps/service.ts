import { SWAP_MESSAGES, type SwapItem, type SwapPartners } from "@core/contracts/swaps";
import { centsToDecimal, toCents } from "@core/money";
import { fitsHundredPercent, formatPercentHundredths, hundredthsToDecimal, storedPercentHundredths, swapRoomHundredths } from "@core/swaps";
import { knownAsName } from "@core/user-display";
import { and, asc, desc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../db/client";
import { playerSwaps, specialTournaments, tournamentRegistrations, users, type UserRow } from "../db/schema/index";
import { badRequest, conflict, forbidden, notFound, specificError } from "../errors";
import { recordEvent } from "../notifications/record-event";
import { holdsPlayerSeat, inField } from "../registrations/field";
import { lockEvent } from "../db/row-locks";
import { eventSharesOf } from "../commitments/event-shares";

type SwapRow = typeof playerSwaps.$inferSelect;
type EventRow = typeof specialTournaments.$inferSelect;

/**
 * The event row, locked FOR UPDATE: the lock registrations, linked campaigns and the clock's start take, so the
 * seats, the campaigns and the status read under it stand until this transaction ends.
 */
async function lockSwapEvent(tx: Tx, tournamentId: number): Promise<EventRow> {
  const event = await lockEvent(tx, tournamentId);
  if (!event) throw notFound(SWAP_MESSAGES.tournamentNotFound);
  return event;
}

/** Whether the user holds a player's seat in the event (the host never does). */
async function isRegisteredPlayer(tx: Tx, event: EventRow, userId: number): Promise<boolean> {
  return event.sponsorId !== userId && holdsPlayerSeat(tx, event.id, userId);
}

/** The other registered player named by username or id; 400 for oneself, 404 for anyone who holds no seat. */
async function findPartner(tx: Tx, event: EventRow, me: UserRow, input: { toUsername?: string; toUserId?: number }): Promise<UserRow> {
  if (input.toUserId === me.id || (input.toUsername !== undefined && input.toUsername.toLowerCase() === me.username.toLowerCase())) {
    throw badRequest(SWAP_MESSAGES.self);
  }
  const [other] = await tx
    .select()
    .from(users)
    .where(input.toUserId !== undefined ? eq(users.id, input.toUserId) : sql`lower(${users.username}) = lower(${input.toUsername ?? ""})`);
  // one answer for an unknown account and for one without a seat: the call tells nobody who has an account
  if (!other || !(await isRegisteredPlayer(tx, event, other.id))) throw notFound(SWAP_MESSAGES.otherNotRegistered);
  return other;
}

/** 409 unless the event is still upcoming: swaps are made and unmade only before the start. */
function assertOpen(event: EventRow): void {
  if (event.status === "cancelled") throw conflict(SWAP_MESSAGES.tournamentCancelled);
  if (event.status !== "upcoming") throw conflict(SWAP_MESSAGES.locked);
  refuseMultiFlight(event);
}

/**
 * 409 on a multi-flight event or one of its flights (decision 242, addendum "Day-2 resale and swaps"): a flight's
 * clock settles nothing, so a swap made there would never settle, and the event's players hold their seats in its
 * flights; swaps settled on Day 2 are not built.
 */
function refuseMultiFlight(event: EventRow): void {
  if (event.flightOf !== null || event.flightRule !== null) throw conflict(SWAP_MESSAGES.multiFlight);
}

/**
 * 409 when either side would pass 100% of their winnings with `adding` more swapped: their campaigns on the event,
 * their packages with it in them (a backer of 10% of a package owns 10% of each event) and their swaps there.
 */
async function assertRoom(tx: Tx, tournamentId: number, me: number, other: number, adding: number): Promise<void> {
  if (!fitsHundredPercent(await eventSharesOf(tx, tournamentId, me), adding)) throw conflict(SWAP_MESSAGES.overYou);
  if (!fitsHundredPercent(await eventSharesOf(tx, tournamentId, other), adding)) throw conflict(SWAP_MESSAGES.overThem);
}

/**
 * POST /api/swaps: the caller offers the other player p% of their winnings in the event for p% of the other's.
 * Both must hold a player's seat, the event must not have started, neither side may pass 100% (the offer counts
 * against both while it is open), and two players have at most one open swap per event. Under the event's lock.
 */
export async function offerSwap(
  db: Db,
  me: UserRow,
  input: { tournamentId: number; toUsername?: string; toUserId?: number; percent: number },
): Promise<SwapItem> {
  const id = await db.transaction(async (tx) => {
    const event = await lockSwapEvent(tx, input.tournamentId);
    const mine = await isRegisteredPlayer(tx, event, me.id);
    // another sponsor's cancelled event stays invisible to those without a seat, as it does to registration
    if (!mine && event.status === "cancelled") throw notFound(SWAP_MESSAGES.tournamentNotFound);
    if (!mine) throw forbidden(SWAP_MESSAGES.notRegistered);
    assertOpen(event);
    const other = await findPartner(tx, event, me, input);
    const [open] = await tx
      .select({ id: playerSwaps.id })
      .from(playerSwaps)
      .where(
        and(
          eq(playerSwaps.tournamentId, event.id),
          inArray(playerSwaps.status, ["offered", "accepted"]),
          or(
            and(eq(playerSwaps.offeredBy, me.id), eq(playerSwaps.offeredTo, other.id)),
            and(eq(playerSwaps.offeredBy, other.id), eq(playerSwaps.offeredTo, me.id)),
          ),
        ),
      );
    if (open) throw conflict(SWAP_MESSAGES.duplicate);
    await assertRoom(tx, event.id, me.id, other.id, input.percent);
    const [row] = await tx
      .insert(playerSwaps)
      .values({ tournamentId: event.id, offeredBy: me.id, offeredTo: other.id, percent: hundredthsToDecimal(input.percent) })
      .returning();
    await recordEvent(tx, {
      kind: "swap_offered",
      swapId: row.id,
      toId: other.id,
      fromName: knownAsName(me),
      tournament: event.name,
      percent: formatPercentHundredths(input.percent),
    });
    return row.id;
  });
  return swapFor(db, me, id);
}

/** The swap and 403 unless the caller is one of its two players; 404 when there is none. */
async function ownSwap(tx: Tx, me: UserRow, swapId: number): Promise<SwapRow> {
  const [row] = await tx.select().from(playerSwaps).where(eq(playerSwaps.id, swapId));
  if (!row) throw notFound(SWAP_MESSAGES.notFound);
  if (row.offeredBy !== me.id && row.offeredTo !== me.id) throw forbidden(SWAP_MESSAGES.notYours);
  return row;
}

/**
 * POST /api/swaps/:id/accept: only the player it was offered to, before the start. The 100% rule is checked again
 * under the event's lock (a campaign created since may have used the room), and the swap moves from offered to
 * accepted by a conditional UPDATE: of an accept and a cancel racing, the first to commit wins, the other gets 409.
 */
export async function acceptSwap(db: Db, me: UserRow, swapId: number): Promise<SwapItem> {
  await db.transaction(async (tx) => {
    const swap = await ownSwap(tx, me, swapId);
    if (swap.offeredTo !== me.id) throw forbidden(SWAP_MESSAGES.onlyOfferedToAccept);
    const event = await lockSwapEvent(tx, swap.tournamentId);
    assertOpen(event);
    // this offer already counts against both sides: the two must still fit with it
    await assertRoom(tx, event.id, me.id, swap.offeredBy, 0);
    const [accepted] = await tx
      .update(playerSwaps)
      .set({ status: "accepted", acceptedAt: new Date() })
      .where(and(eq(playerSwaps.id, swapId), eq(playerSwaps.status, "offered")))
      .returning();
    if (!accepted) throw conflict(SWAP_MESSAGES.notOpen);
    await recordEvent(tx, {
      kind: "swap_accepted",
      swapId,
      byId: swap.offeredBy,
      accepterName: knownAsName(me),
      tournament: event.name,
      percent: formatPercentHundredths(storedPercentHundredths(accepted.percent)),
    });
  });
  return swapFor(db, me, swapId);
}

/** POST /api/swaps/:id/decline: only the player it was offered to, while it is offered. */
export async function declineSwap(db: Db, me: UserRow, swapId: number): Promise<SwapItem> {
  await db.transaction(async (tx) => {
    const swap = await ownSwap(tx, me, swapId);
    if (swap.offeredTo !== me.id) throw forbidden(SWAP_MESSAGES.onlyOfferedToDecline);
    const [declined] = await tx
      .update(playerSwaps)
      .set({ status: "declined", closedAt: new Date() })
      .where(and(eq(playerSwaps.id, swapId), eq(playerSwaps.status, "offered")))
      .returning({ id: playerSwaps.id });
    if (!declined) throw conflict(SWAP_MESSAGES.notOpen);
  });
  return swapFor(db, me, swapId);
}

/** POST /api/swaps/:id/cancel: either player, offered or accepted, before the start (locked after it). */
export async function cancelSwap(db: Db, me: UserRow, swapId: number): Promise<SwapItem> {
  await db.transaction(async (tx) => {
    const swap = await ownSwap(tx, me, swapId);
    const event = await lockSwapEvent(tx, swap.tournamentId);
    if (event.status !== "upcoming" && event.status !== "cancelled") throw conflict(SWAP_MESSAGES.locked);
    const [cancelled] = await tx
      .update(playerSwaps)
      .set({ status: "cancelled", closedAt: new Date() })
      .where(and(eq(playerSwaps.id, swapId), inArray(playerSwaps.status, ["offered", "accepted"])))
      .returning({ id: playerSwaps.id });
    if (!cancelled) throw conflict(SWAP_MESSAGES.notCancellable);
  });
  return swapFor(db, me, swapId);
}

/** PATCH /api/swaps/:id/mark-paid: only the player who owes the net amount, once (409 `already_paid` after). */
export async function markSwapPaid(db: Db, me: UserRow, swapId: number, now = new Date()): Promise<SwapItem> {
  await db.transaction(async (tx) => {
    const swap = await ownSwap(tx, me, swapId);
    if (swap.status !== "settled") throw conflict(SWAP_MESSAGES.notSettled);
    if (swap.netPayerId === null) throw conflict(SWAP_MESSAGES.nothingOwed);
    if (swap.netPayerId !== me.id) throw forbidden(SWAP_MESSAGES.onlyPayer);
    const [paid] = await tx
      .update(playerSwaps)
      .set({ paidAt: now })
      .where(and(eq(playerSwaps.id, swapId), eq(playerSwaps.status, "settled"), eq(playerSwaps.netPayerId, me.id), isNull(playerSwaps.paidAt)))
      .returning({ id: playerSwaps.id });
    if (!paid) throw specificError("already_paid", SWAP_MESSAGES.alreadyPaid);
  });
  return swapFor(db, me, swapId);
}

const by = alias(users, "swap_by");
const to = alias(users, "swap_to");

/** The caller's swaps (made or received), newest first, each as they see it. */
export async function listSwaps(db: Db, me: UserRow, only?: number): Promise<SwapItem[]> {
  const mine = or(eq(playerSwaps.offeredBy, me.id), eq(playerSwaps.offeredTo, me.id));
  const rows = await db
    .select({ swap: playerSwaps, event: { name: specialTournaments.name, date: specialTournaments.date, status: specialTournaments.status }, by, to })
    .from(playerSwaps)
    .innerJoin(specialTournaments, eq(specialTournaments.id, playerSwaps.tournamentId))
    .innerJoin(by, eq(by.id, playerSwaps.offeredBy))
    .innerJoin(to, eq(to.id, playerSwaps.offeredTo))
    .where(only === undefined ? mine : and(mine, eq(playerSwaps.id, only)))
    .orderBy(desc(playerSwaps.createdAt), desc(playerSwaps.id));
  return rows.map(({ swap: s, event, by: offerer, to: offeree }) => {
    const offeredByMe = s.offeredBy === me.id;
    const upcoming = event.status === "upcoming";
    const owes = s.status !== "settled" ? null : s.netPayerId === null ? "nobody" : s.netPayerId === me.id ? "me" : "them";
    return {
      id: s.id,
      tournamentId: s.tournamentId,
      tournament: event.name,
      tournamentDate: event.date,
      percent: s.percent,
      status: s.status,
      offeredByMe,
      otherPlayer: knownAsName(offeredByMe ? offeree : offerer),
      netAmount: s.status === "settled" && s.netAmount !== null ? centsToDecimal(toCents(s.netAmount) ?? 0) : null,
      owedBy: owes,
      createdAt: s.createdAt.toISOString(),
      acceptedAt: s.acceptedAt?.toISOString() ?? null,
      settledAt: s.settledAt?.toISOString() ?? null,
      paidAt: s.paidAt?.toISOString() ?? null,
      canAccept: s.status === "offered" && !offeredByMe && upcoming,
      canDecline: s.status === "offered" && !offeredByMe,
      canCancel: (s.status === "offered" || s.status === "accepted") && upcoming,
      canMarkPaid: s.status === "settled" && s.netPayerId === me.id && s.paidAt === null,
    };
  });
}

async function swapFor(db: Db, me: UserRow, swapId: number): Promise<SwapItem> {
  const [item] = await listSwaps(db, me, swapId);
  if (!item) throw notFound(SWAP_MESSAGES.notFound);
  return item;
}

/**
 * GET /api/swaps/partners?tournamentId=: the other players holding a seat in the event (but those already in an
 * open swap with the caller), by the name they go by, and how much the caller may still swap there. Only for a
 * player with a seat in it.
 */
export async function swapPartners(db: Db, me: UserRow, tournamentId: number): Promise<SwapPartners> {
  const [event] = await db.select().from(specialTournaments).where(eq(specialTournaments.id, tournamentId));
  if (!event) throw notFound(SWAP_MESSAGES.tournamentNotFound);
  const mine = await isRegisteredPlayer(db, event, me.id);
  if (!mine && event.status === "cancelled") throw notFound(SWAP_MESSAGES.tournamentNotFound);
  if (!mine) throw forbidden(SWAP_MESSAGES.notRegistered);
  refuseMultiFlight(event);
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(tournamentRegistrations)
    .innerJoin(users, eq(users.id, tournamentRegistrations.userId))
    .where(inField(event.id, ne(tournamentRegistrations.userId, me.id), ne(tournamentRegistrations.userId, event.sponsorId)))
    .orderBy(asc(tournamentRegistrations.registeredAt), asc(tournamentRegistrations.id));
  // a player already in an open swap with the caller here is left out: the two have one open swap per event
  const open = await db
    .select({ by: playerSwaps.offeredBy, to: playerSwaps.offeredTo })
    .from(playerSwaps)
    .where(
      and(
        eq(playerSwaps.tournamentId, event.id),
        inArray(playerSwaps.status, ["offered", "accepted"]),
        or(eq(playerSwaps.offeredBy, me.id), eq(playerSwaps.offeredTo, me.id)),
      ),
    );
  const taken = new Set(open.map((o) => (o.by === me.id ? o.to : o.by)));
  const room = swapRoomHundredths(await eventSharesOf(db, event.id, me.id));
  return { partners: rows.filter((r) => !taken.has(r.id)).map((r) => ({ userId: r.id, name: knownAsName(r) })), roomPercent: hundredthsToDecimal(room) };
}

/**
 * Closes the open swaps (offered or accepted, never settled) of one player in an event, or of everyone: the player
 * gave their seat back, the sponsor cancelled the event, or the event finished without a result for one side.
 * In the caller's transaction, which holds the event's lock.
 */
export async function cancelOpenSwaps(tx: Tx, tournamentId: number, playerId: number | null, now = new Date()): Promise<void> {
  const conditions = [eq(playerSwaps.tournamentId, tournamentId), inArray(playerSwaps.status, ["offered", "accepted"] as const)];
  if (playerId !== null) conditions.push(or(eq(playerSwaps.offeredBy, playerId), eq(playerSwaps.offeredTo, playerId))!);
  await tx
    .update(playerSwaps)
    .set({ status: "cancelled", closedAt: now })
    .where(and(...conditions));
}
