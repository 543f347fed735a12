import type { Tournament, TournamentRegistration } from "@core/contracts/tournaments";

/**
 * Seats are for players (decision 143): a tournament's registrations split into the players who take a seat and the
 * investors who RSVP to attend. RSVPs are listed apart and never counted as seats, entrants or prize money.
 */
export function splitRegistrations(t: Pick<Tournament, "registrations">): { players: TournamentRegistration[]; rsvps: TournamentRegistration[] } {
  const players: TournamentRegistration[] = [];
  const rsvps: TournamentRegistration[] = [];
  for (const r of t.registrations) (r.userRole === "investor" ? rsvps : players).push(r);
  return { players, rsvps };
}

/** "1 backer attending", "2 backers attending". */
export const backersAttending = (n: number) => `${n} ${n === 1 ? "backer" : "backers"} attending`;
