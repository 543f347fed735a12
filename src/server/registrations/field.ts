import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Tx } from "../db/client";
import { tournamentRegistrations } from "../db/schema/index";

/**
 * An event's field as its registrations hold it: the players registered (an investor's RSVP takes no seat, chips or
 * share of the pool). The one condition the seat count, the clock's first field, swaps, linked campaigns, Day-2 sales
 * and the sponsor's registration notice all read; each caller adds what it needs (the host, who never plays their
 * own event; one user).
 */
export function inField(tournamentId: number, ...and_: SQL[]): SQL {
  return and(
    eq(tournamentRegistrations.tournamentId, tournamentId),
    eq(tournamentRegistrations.status, "registered"),
    eq(tournamentRegistrations.userRole, "player"),
    ...and_,
  )!;
}

/** The seats taken in the event: its registered players. */
export async function countField(tx: Tx, tournamentId: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(tournamentRegistrations)
    .where(inField(tournamentId));
  return Number(row?.count ?? 0);
}

/**
 * Whether the user holds a player's seat in the event. What linked campaigns, Day-2 sales and swaps all rest on;
 * each caller refuses the event's host in its own words.
 */
export async function holdsPlayerSeat(tx: Tx, tournamentId: number, userId: number): Promise<boolean> {
  const [seat] = await tx
    .select({ id: tournamentRegistrations.id })
    .from(tournamentRegistrations)
    .where(inField(tournamentId, eq(tournamentRegistrations.userId, userId)));
  return seat !== undefined;
}

/** The user's standing registration in the event (a player's seat or an investor's RSVP), if they hold one. */
export async function registrationOf(tx: Tx, tournamentId: number, userId: number) {
  const [row] = await tx
    .select()
    .from(tournamentRegistrations)
    .where(
      and(eq(tournamentRegistrations.tournamentId, tournamentId), eq(tournamentRegistrations.userId, userId), eq(tournamentRegistrations.status, "registered")),
    );
  return row;
}
