import { and, eq } from "drizzle-orm";
import type { Tx } from "../db/client";
import { specialTournaments, tournamentRegistrations } from "../db/schema/index";
import { notify } from "./notify";

// the list where a registrant finds the tournament and their seat
const TOURNAMENTS_LINK = "/special-tournaments";

/** The registrant's confirmation, in the registration's transaction. */
export async function notifyTournamentRegistered(tx: Tx, userId: number, t: { id: number; name: string; date: string }): Promise<void> {
  await notify(tx, {
    userId,
    type: "tournament_registered",
    title: "Tournament registration confirmed",
    body: `You are registered for ${t.name} on ${t.date}.`,
    link: TOURNAMENTS_LINK,
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
