import { formatEventDateTime } from "@core/format";
import { sponsorLabel } from "@core/tournament-rules";
import { knownAsName } from "@core/user-display";
import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "../db/client";
import { specialTournaments, tournamentRegistrations, users } from "../db/schema/index";
import { recordEvent } from "./record-event";
import { countField } from "../registrations/field";

/**
 * The registrant's confirmation, in the registration's transaction. Players register themselves only while the
 * event is upcoming; a registration once it has started is the host's late entry from the console, under a username
 * they typed. That one tells the player who registered them and gives them "Not me: unregister", in case the host
 * typed the wrong username.
 */
export async function notifyTournamentRegistered(
  tx: Tx,
  userId: number,
  given: { id: number; name: string; date: string },
  /** their number on the alternate list, the event being full (decision 236); null: a seat or an RSVP */
  alternate: number | null = null,
): Promise<void> {
  const [event] = await tx
    // username first: drizzle reads a left-joined object as null when its first column is (a sponsor with no first name)
    .select({
      status: specialTournaments.status,
      time: specialTournaments.time,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(specialTournaments)
    .leftJoin(users, eq(users.id, specialTournaments.sponsorId))
    .where(eq(specialTournaments.id, given.id));
  // the date as people write it in a mail ("Friday, 27 November 2026, 7:00 PM"), with the event's own time
  const t = { ...given, date: formatEventDateTime(given.date, event?.time) };
  if (event && event.status !== "upcoming") {
    // the host as the player deals with them: their name, else their username
    const host = event.username ? knownAsName({ username: event.username, firstName: event.firstName, lastName: event.lastName }) : sponsorLabel("");
    await recordEvent(tx, { kind: "tournament_registered", userId, tournamentId: t.id, name: t.name, date: t.date, host, alternate: null });
    return;
  }
  await recordEvent(tx, { kind: "tournament_registered", userId, tournamentId: t.id, name: t.name, date: t.date, host: null, alternate });
  await notifySponsorOfRegistration(tx, userId, t, alternate);
}

/**
 * The event's sponsor, on each registration a player or investor made themselves (the host's own late entries from
 * the console are not news to the host). In the bell only: one mail per registration would flood them (decision 143).
 */
async function notifySponsorOfRegistration(tx: Tx, userId: number, t: { id: number; name: string; date: string }, alternate: number | null): Promise<void> {
  const [row] = await tx
    .select({
      sponsorId: specialTournaments.sponsorId,
      maxSeats: specialTournaments.maxSeats,
      userRole: tournamentRegistrations.userRole,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(tournamentRegistrations)
    .innerJoin(specialTournaments, eq(specialTournaments.id, tournamentRegistrations.tournamentId))
    .innerJoin(users, eq(users.id, tournamentRegistrations.userId))
    .where(and(eq(tournamentRegistrations.tournamentId, t.id), eq(tournamentRegistrations.userId, userId)));
  if (!row || row.sponsorId === userId) return;
  const taken = await countField(tx, t.id);
  await recordEvent(tx, {
    kind: "tournament_registration",
    sponsorId: row.sponsorId,
    // the host deals with this person: their name, else their username
    personName: knownAsName(row),
    role: row.userRole,
    name: t.name,
    date: t.date,
    taken,
    maxSeats: row.maxSeats,
    alternate,
  });
}

/** Every current registrant of a tournament its sponsor has just cancelled (in the cancelling transaction). */
export async function notifyTournamentCancelled(tx: Tx, tournamentId: number): Promise<void> {
  const [t] = await tx
    .select({ name: specialTournaments.name, date: specialTournaments.date, time: specialTournaments.time })
    .from(specialTournaments)
    .where(eq(specialTournaments.id, tournamentId));
  if (!t) return;
  const when = formatEventDateTime(t.date, t.time);
  const registrants = await tx
    .select({ userId: tournamentRegistrations.userId })
    .from(tournamentRegistrations)
    // the alternates waiting too (decision 236): they learn it is off
    .where(and(eq(tournamentRegistrations.tournamentId, tournamentId), inArray(tournamentRegistrations.status, ["registered", "alternate"])));
  await recordEvent(tx, { kind: "tournament_cancelled", tournamentId, registrantIds: registrants.map((r) => r.userId), name: t.name, when });
}

/** Tells an alternate who was seated (decision 236): the notification and its mail, in the seating transaction. */
export async function notifyAlternateSeated(
  tx: Tx,
  event: { id: number; name: string; date: string; time: string | null },
  seated: { userId: number; alternate: number },
  seat: { table: number; seat: number } | null,
  at: Date,
): Promise<void> {
  await recordEvent(tx, {
    kind: "alternate_seated",
    userId: seated.userId,
    tournamentId: event.id,
    name: event.name,
    date: formatEventDateTime(event.date, event.time),
    alternate: seated.alternate,
    seat,
    at,
  });
}
