import { centsToDecimal } from "@core/money";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { playerSwaps, specialTournaments, tournamentRegistrations, type CampaignRow } from "../db/schema/index";

/**
 * What a backer should know of a linked campaign's event before buying (decision 220): the bounty on each player's
 * head (a PKO's bounty cash counts in the winnings the campaign is settled on) and the share of their winnings the
 * player has swapped with other players there (agreed or settled swaps; the backers' payout is a share of the
 * player's own prize, the swaps are settled between the players), whether the player is only an alternate there
 * (decision 236), and whether the event is a multi-flight event (decision 242). Null for a campaign not linked to an event.
 */
export async function eventTermsFor(
  db: Db,
  row: CampaignRow,
): Promise<{
  bounty: string | null;
  swappedPercent: string;
  alternate: number | null;
  multiFlight: boolean;
} | null> {
  if (row.specialTournamentId === null) return null;
  const [found] = await db
    .select({
      bountyCents: specialTournaments.bountyCents,
      flightRule: specialTournaments.flightRule,
      swapped: sql<string>`(select coalesce(sum(${playerSwaps.percent}), 0) from ${playerSwaps} where ${and(
        eq(playerSwaps.tournamentId, row.specialTournamentId),
        or(eq(playerSwaps.offeredBy, row.playerId), eq(playerSwaps.offeredTo, row.playerId)),
        inArray(playerSwaps.status, ["accepted", "settled"]),
      )})::numeric(7,2)::text`,
      // the player's number on the event's alternate list while they wait for a seat (decision 236)
      alternate: sql<number | null>`(select ${tournamentRegistrations.alternate} from ${tournamentRegistrations} where ${and(
        eq(tournamentRegistrations.tournamentId, row.specialTournamentId),
        eq(tournamentRegistrations.userId, row.playerId),
        eq(tournamentRegistrations.status, "alternate"),
      )})`,
    })
    .from(specialTournaments)
    .where(eq(specialTournaments.id, row.specialTournamentId));
  if (!found) return null;
  return {
    bounty: found.bountyCents === null ? null : centsToDecimal(found.bountyCents),
    swappedPercent: found.swapped,
    alternate: found.alternate === null ? null : Number(found.alternate),
    // a multi-flight event (decision 242, addendum): the share follows the player's advancing stack
    multiFlight: found.flightRule !== null,
  };
}
