import { registrantName, sponsorLabel } from "@core/tournament-rules";
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
export async function notifyTournamentRegistered(tx: Tx, userId: number, t: { id: number; name: string; date: string }): Promise<void> {
  const [event] = await tx
    .select({ status: specialTournaments.status, firstName: users.firstName, lastName: users.lastName })
    .from(specialTournaments)
    .leftJoin(users, eq(users.id, specialTournaments.sponsorId))
    .where(eq(specialTournaments.id, t.id));
  if (event && event.status !== "upcoming") {
    const host = sponsorLabel([event.firstName?.trim(), event.lastName?.trim()].filter(Boolean).join(" "));
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
    .where(and(eq(tournamentRegistrations.tournamentId, t.id), eq(tournamentRegistrations.status, "registered")));
  const name = registrantName(row);
  const seats = `${Number(count?.taken ?? 0)}/${row.maxSeats} registered`;
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
    .select({ name: specialTournaments.name, date: specialTournaments.date })
    .from(specialTournaments)
    .where(eq(specialTournaments.id, tournamentId));
  if (!t) return;
  const registrants = await tx
    .select({ userId: tournamentRegistrations.userId })
    .from(tournamentRegistrations)
    .where(and(eq(tournamentRegistrations.tournamentId, tournamentId), eq(tournamentRegistrations.status, "registered")));
  for (const { userId } of registrants) {
    await notify(tx, {
      userId,
      type: "tournament_cancelled",
      title: "Tournament cancelled",
      body: `${t.name} on ${t.date} has been cancelled by its sponsor. Your registration no longer holds a seat.`,
      link: TOURNAMENTS_LINK,
      eventKey: `tournament:${tournamentId}`,
    });
  }
}
