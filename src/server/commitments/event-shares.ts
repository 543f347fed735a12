/**
 * What a player has given away of their winnings in one sponsored event: the one reading of the 100% rule
 * (src/core/event-share.ts). Every check reads it: a swap offered or accepted (swaps/service.ts), a campaign linked
 * to the event (campaigns/linked.ts), a package with the event in it (packages/service.ts) and Day-2 resale
 * (campaigns/day-two.ts). Its own folder: it reads campaigns, packages and swaps, and belongs to none of them.
 */
import { eventShares, type EventShares, type StakeSource } from "@core/event-share";
import { and, eq, exists, inArray, ne, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { campaigns, packageEvents, playerSwaps } from "../db/schema/index";
import { eventStartedSql } from "../investing/staking-closed";

/** Swaps that hold part of a player's winnings: offered (until answered), accepted, settled. */
export const HOLDING_SWAPS = ["offered", "accepted", "settled"] as const;

/**
 * The campaigns of the player staking the event, not cancelled: those linked to it (Day 1 and every later day's
 * resale), and their packages with the event in them, unless skipped there (the player does not play it and each
 * backer's part of it was refunded, decision 241). Each with its offer, what its stakes not refunded own (units), and
 * whether it may still sell: open, its sale not closed (a sale window's end, a package's first result) and its event
 * not begun (staking_closed, the rule the money path itself applies).
 */
async function stakeSourcesOf(tx: Db | Tx, tournamentId: number, playerId: number): Promise<StakeSource[]> {
  const inPackage = tx
    .select({ id: packageEvents.id })
    .from(packageEvents)
    .where(and(eq(packageEvents.campaignId, campaigns.id), eq(packageEvents.specialTournamentId, tournamentId), ne(packageEvents.status, "skipped")));
  const rows = await tx
    .select({
      offered: campaigns.playerOfferedPercentage,
      selling: sql<boolean>`(${campaigns.status} in ('active', 'funded') and ${campaigns.saleClosedAt} is null and not ${eventStartedSql})`,
      // numeric(9,4) x 10,000 is a whole number of units; written out qualified, since a one-table select names its
      // columns bare and a bare "id" in the subquery would be the stake's own
      sold: sql<string>`(select coalesce(sum(i.percentage), 0) * 10000 from investments i where i.campaign_id = "campaigns"."id" and i.status <> 'refunded')::bigint::text`,
    })
    .from(campaigns)
    .where(and(eq(campaigns.playerId, playerId), ne(campaigns.status, "cancelled"), or(eq(campaigns.specialTournamentId, tournamentId), exists(inPackage))));
  return rows.map((r) => ({ offeredPercent: r.offered, soldUnits: Number(r.sold), selling: r.selling === true }));
}

/**
 * What the player has given away of their winnings in the event: every campaign staking it (a package's % of the
 * package is its % of each event in it) and every swap of theirs there that is offered, accepted or settled.
 * A check that must hold until its insert commits reads this under the event's row lock, which every change of these
 * figures upward takes (a linked campaign, a package naming the event, a swap, Day-2 resale).
 */
export async function eventSharesOf(tx: Db | Tx, tournamentId: number, playerId: number): Promise<EventShares> {
  const sources = await stakeSourcesOf(tx, tournamentId, playerId);
  const swaps = await tx
    .select({ h: sql<number>`(${playerSwaps.percent} * 100)::int` })
    .from(playerSwaps)
    .where(
      and(
        eq(playerSwaps.tournamentId, tournamentId),
        or(eq(playerSwaps.offeredBy, playerId), eq(playerSwaps.offeredTo, playerId)),
        inArray(playerSwaps.status, [...HOLDING_SWAPS]),
      ),
    );
  return eventShares(
    sources,
    swaps.map((s) => Number(s.h)),
  );
}
