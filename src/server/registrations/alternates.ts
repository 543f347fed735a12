import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { tournamentRegistrations, users } from "../db/schema/index";

/*
 * The alternate list of an event (decision 236). Once every seat is taken, a player who registers gets the next
 * number instead of a seat: status "alternate", `alternate` n. A number never changes while its holder waits, and a
 * seat that comes free goes to the lowest number waiting. `alternate` is set only while its holder waits (seated,
 * withdrawn, dropped: null), so the partial unique index on (tournament_id, alternate) is the list itself, and no two
 * registrations racing for the last place both get one number.
 *
 * Every caller holds the event's row lock (and, after the start, the clock's before it), the lock registering and
 * unregistering take: the list is read and changed one transaction at a time per event. Seating is a conditional
 * update besides (status still "alternate"), so an alternate is seated once whatever happens around it.
 */

export const WAITING = "alternate";

/** An alternate taken off the list into a seat: their registration, account and the number they held. */
export interface SeatedAlternate {
  registrationId: number;
  userId: number;
  alternate: number;
}

/** The number the next player to join gets: one past the highest waiting (1 for an empty list). */
async function nextNumber(tx: Tx, tournamentId: number): Promise<number> {
  const [row] = await tx
    .select({ top: sql<number>`coalesce(max(${tournamentRegistrations.alternate}), 0)::int` })
    .from(tournamentRegistrations)
    .where(and(eq(tournamentRegistrations.tournamentId, tournamentId), isNotNull(tournamentRegistrations.alternate)));
  return Number(row?.top ?? 0) + 1;
}

/**
 * Puts the player on the list (their registration row, new or made current) and answers their number. Under the
 * event's lock; the unique index refuses a second holder of one number in any case.
 */
export async function joinAlternates(tx: Tx, tournamentId: number, userId: number, existingId: number | null): Promise<number> {
  const alternate = await nextNumber(tx, tournamentId);
  const values = { status: WAITING, userRole: "player" as const, alternate, registeredAt: new Date() };
  if (existingId !== null) await tx.update(tournamentRegistrations).set(values).where(eq(tournamentRegistrations.id, existingId));
  else await tx.insert(tournamentRegistrations).values({ tournamentId, userId, ...values });
  return alternate;
}

/** The player's place on the list, or null when they are not waiting. */
export async function alternateOf(tx: Tx, tournamentId: number, userId: number): Promise<{ id: number; alternate: number } | null> {
  const [row] = await tx
    .select({ id: tournamentRegistrations.id, alternate: tournamentRegistrations.alternate })
    .from(tournamentRegistrations)
    .where(
      and(
        eq(tournamentRegistrations.tournamentId, tournamentId),
        eq(tournamentRegistrations.userId, userId),
        eq(tournamentRegistrations.status, WAITING),
        isNotNull(tournamentRegistrations.alternate),
      ),
    );
  return row ? { id: row.id, alternate: row.alternate! } : null;
}

/** Takes the player off the list (withdrawn, or the event called off): their number is free again. */
export async function leaveAlternates(tx: Tx, registrationId: number, status: "cancelled" | "dropped" = "cancelled"): Promise<boolean> {
  const left = await tx
    .update(tournamentRegistrations)
    .set({ status, alternate: null })
    .where(and(eq(tournamentRegistrations.id, registrationId), eq(tournamentRegistrations.status, WAITING)))
    .returning({ id: tournamentRegistrations.id });
  return left.length > 0;
}

/** The waiting alternates of an event, lowest number first. */
export async function waitingAlternates(tx: Tx, tournamentId: number): Promise<Array<SeatedAlternate & { username: string }>> {
  const rows = await tx
    .select({
      registrationId: tournamentRegistrations.id,
      userId: tournamentRegistrations.userId,
      alternate: tournamentRegistrations.alternate,
      username: users.username,
    })
    .from(tournamentRegistrations)
    .innerJoin(users, eq(users.id, tournamentRegistrations.userId))
    .where(
      and(eq(tournamentRegistrations.tournamentId, tournamentId), eq(tournamentRegistrations.status, WAITING), isNotNull(tournamentRegistrations.alternate)),
    )
    .orderBy(asc(tournamentRegistrations.alternate));
  return rows.map((r) => ({ ...r, alternate: r.alternate! }));
}

/**
 * The lowest alternate waiting, seated: their row becomes a registered player's (their number cleared) in one
 * conditional statement, so the same alternate is never seated twice; null when nobody waits. Their registeredAt
 * stays the time they joined (they registered themselves: "Not me" after the start never takes their seat back).
 */
export async function takeNextAlternate(tx: Tx, tournamentId: number): Promise<SeatedAlternate | null> {
  const result = (await tx.execute(sql`
    with next as (
      select id, alternate from ${tournamentRegistrations}
      where tournament_id = ${tournamentId} and status = ${WAITING} and alternate is not null
      order by alternate limit 1
      for update
    )
    update ${tournamentRegistrations} r set status = 'registered', alternate = null
    from next where r.id = next.id and r.status = ${WAITING}
    returning r.id, r.user_id, next.alternate`)) as { rows: Array<{ id: number | string; user_id: number | string; alternate: number | string }> };
  const [row] = result.rows;
  return row ? { registrationId: Number(row.id), userId: Number(row.user_id), alternate: Number(row.alternate) } : null;
}
