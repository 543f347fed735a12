import { formatEventDateTime } from "@core/format";
import { sponsorLabel } from "@core/tournament-rules";
import { knownAsName } from "@core/user-display";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { specialTournaments, tournamentRegistrations, users } from "../db/schema/index";
import { notify } from "./notify";

// the list where a registrant finds the tournament and their seat
const TOURNAMENTS_LINK = "/special-tournaments";

/** The tournaments page with the "Not me: unregister" banner for tournament `id` (features/tournaments). */
export const notMeLink = (id: number) => `${TOURNAMENTS_LINK}?notMe=${id}`;

/**
 * The registrant's confirmation, in the registration's transaction. Players register themselves only while the
 * event is upcoming; a registration once it has started is the host's late entry from the console, under a username
 * they typed. That one tells the player who registered them and gives them "Not me: unregister", in case the host
 * typed the wrong username.
 */
export async function notifyTournamentRegistered(tx: Tx, userId: number, given: { id: number; name: string; date: string }): Promise<void> {
  const [event] = await tx
    // username first: drizzle reads a left-joined object as null when its first column is (a sponsor with no first name)
    .select({ status: specialTournaments.status, time: specialTournaments.time, username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(specialTournaments)
    .leftJoin(users, eq(users.id, specialTournaments.sponsorId))
    .where(eq(specialTournaments.id, given.id));
  // the date as people write it in a mail ("Friday, 27 November 2026, 7:00 PM"), with the event's own time
  const t = { ...given, date: formatEventDateTime(given.date, event?.time) };
  if (event && event.status !== "upcoming") {
    // the host as the player deals with them: their name, else their username
    const host = event.username ? knownAsName({ username: event.username, firstName: event.firstName, lastName: event.lastName }) : sponsorLabel("");
    await notify(tx, {
      userId,
      type: "tournament_registered",
      title: "You were registered for a tournament",
      body: `${host}, the host of ${t.name} on ${t.date}, registered you for it. Not you? Open it and choose "Not me: unregister".`,
      link: notMeLink(t.id),
    });
    return;
  }
  await notify(tx, {
    userId,
    type: "tournament_registered",
    title: "Tournament registration confirmed",
    body: `You are registered for ${t.name} on ${t.date}.`,
    link: TOURNAMENTS_LINK,
  });
  await notifySponsorOfRegistration(tx, userId, t);
}

// the sponsor's own list, where the registrations are
const MY_TOURNAMENTS_LINK = "/tournaments";

/**
 * The event's sponsor, on each registration a player or investor made themselves (the host's own late entries from
 * the console are not news to the host). In the bell only: one mail per registration would flood them (issue 25).
 */
async function notifySponsorOfRegistration(tx: Tx, userId: number, t: { id: number; name: string; date: string }): Promise<void> {
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
  const [count] = await tx
    .select({ taken: sql<number>`count(*)::int` })
    .from(tournamentRegistrations)
    // seats are for players: RSVPs take none
    .where(and(eq(tournamentRegistrations.tournamentId, t.id), eq(tournamentRegistrations.status, "registered"), eq(tournamentRegistrations.userRole, "player")));
  // the host deals with this person: their name, else their username
  const name = knownAsName(row);
  const seats = `${Number(count?.taken ?? 0)}/${row.maxSeats} seats taken`;
  await notify(tx, {
    userId: row.sponsorId,
    type: "tournament_registration",
    title: row.userRole === "investor" ? "New RSVP for your tournament" : "New registration for your tournament",
    body:
      row.userRole === "investor"
        ? `${name} (investor) RSVP'd to ${t.name} on ${t.date}. ${seats}.`
        : `${name} registered for ${t.name} on ${t.date}. ${seats}.`,
    link: MY_TOURNAMENTS_LINK,
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
    .where(and(eq(tournamentRegistrations.tournamentId, tournamentId), eq(tournamentRegistrations.status, "registered")));
  for (const { userId } of registrants) {
    await notify(tx, {
      userId,
      type: "tournament_cancelled",
      title: "Tournament cancelled",
      body: `${t.name} on ${when} has been cancelled by its sponsor. Your registration no longer holds a seat.`,
      link: TOURNAMENTS_LINK,
      eventKey: `tournament:${tournamentId}`,
    });
  }
}
