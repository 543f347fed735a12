import { and, eq, ne, sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { campaigns, investments } from "../db/schema/index";

/**
 * How many investors back each player of a sponsored tournament through linked campaigns (stakes not refunded,
 * campaigns not cancelled): user id -> count. Counts only; who they are stays private.
 */
export async function backersByPlayer(db: Tx, tournamentId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ playerId: campaigns.playerId, backers: sql<number>`count(distinct ${investments.investorId})::int` })
    .from(investments)
    .innerJoin(campaigns, eq(campaigns.id, investments.campaignId))
    .where(and(eq(campaigns.specialTournamentId, tournamentId), ne(campaigns.status, "cancelled"), ne(investments.status, "refunded")))
    .groupBy(campaigns.playerId);
  return new Map(rows.map((r) => [r.playerId, Number(r.backers)]));
}
