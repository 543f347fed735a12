import { and, eq } from "drizzle-orm";
import type { Tx } from "../db/client";
import { tournamentRegistrations } from "../db/schema/index";

/**
 * Whether the user holds a player's seat in the event: registered, as a player (an investor's RSVP takes no seat).
 * What linked campaigns, Day-2 sales and swaps all rest on; each caller refuses the event's host in its own words.
 */
export async function holdsPlayerSeat(tx: Tx, tournamentId: number, userId: number): Promise<boolean> {
  const [seat] = await tx
    .select({ id: tournamentRegistrations.id })
    .from(tournamentRegistrations)
    .where(
      and(
        eq(tournamentRegistrations.tournamentId, tournamentId),
        eq(tournamentRegistrations.userId, userId),
        eq(tournamentRegistrations.userRole, "player"),
        eq(tournamentRegistrations.status, "registered"),
      ),
    );
  return seat !== undefined;
}
