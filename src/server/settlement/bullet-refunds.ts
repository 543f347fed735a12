import { bulletsUsed, bulletsUsedAcrossFlights, bulletTermsOf, unusedBulletRefundCents, unusedBullets } from "@core/bullets";
import { liveStoredState, type LiveStoredState } from "@core/live/schema/contracts";
import { centsToDecimal, formatMoney2, toCents } from "@core/money";
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import type { Tx } from "../db/client";
import { campaigns, investments, liveTournaments, specialTournaments } from "../db/schema/index";
import { flightClocks } from "../flights/flights";
import { oweRefund } from "../refunds/obligations";

/** The investor's Recent Activity line once the gateway has confirmed. */
export const unusedBulletsLine = (amountCents: number, unused: number, playerName: string, tournament: string) =>
  `Refunded ${formatMoney2(centsToDecimal(amountCents))}: ${playerName} did not use ${unused} of the bullets you funded in ${tournament}`;

/**
 * How many bullets each player fired in the event, by their account (null: the clock never seated them, nothing to
 * count). A single event: their entry and the rebuys its clock recorded. A multi-flight event (decision 242, addendum
 * "bullets per flight entry"): every flight they played and its rebuys, read from each flight's clock, and Day 2's
 * rebuys: one count across the flights, bulletsUsedAcrossFlights.
 */
async function bulletsUsedBy(tx: Tx, tournamentId: number, ended: LiveStoredState): Promise<(userId: number) => number | null> {
  const [event] = await tx.select({ flightRule: specialTournaments.flightRule }).from(specialTournaments).where(eq(specialTournaments.id, tournamentId));
  if (event?.flightRule != null) {
    // a flight cancelled with the event (or on its own) after it ran still holds the entries fired there
    const flights = (await flightClocks(tx, tournamentId, true)).flatMap((f) => (f.state ? [f.state] : []));
    return (userId) => bulletsUsedAcrossFlights(flights, ended, userId);
  }
  return (userId) => {
    const player = ended.players.find((p) => p.userId === userId);
    return player ? bulletsUsed(ended, player.id) : null;
  };
}

/**
 * When the event ends, by its finish or its sponsor's cancel (decisions 160 and 198): every campaign of it
 * that funded more than one bullet and was settled by the clock owes each backer the money of the bullets its player
 * never fired (unusedBulletRefundCents: stake x the unused bullets' price / every funded bullet's price, rounded
 * down), in the transaction of the action that ended the event. Not at the player's own elimination: until the event
 * is over a re-entry may still fire a bullet, and a settlement may still be undone. A multi-flight event's player who
 * did not advance is settled when Day 2 starts, their flights over for good: `only` narrows this to their campaigns
 * then (decision 242, addendum). The refund worker carries the refunds out (refunds/worker.ts); a charge is owed back
 * at most once, so a repeat (Day 2's finish after its start) changes nothing. Returns the refunds' ids.
 */
export async function oweUnusedBulletRefunds(tx: Tx, tournamentId: number, ended: LiveStoredState, only?: readonly number[]): Promise<number[]> {
  if (only && only.length === 0) return [];
  const settled = await tx
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.specialTournamentId, tournamentId),
        eq(campaigns.status, "completed"),
        gt(campaigns.bullets, 1),
        only ? inArray(campaigns.id, [...only]) : undefined,
      ),
    )
    .orderBy(asc(campaigns.id));
  if (settled.length === 0) return [];
  const usedBy = await bulletsUsedBy(tx, tournamentId, ended);
  const ids: number[] = [];
  for (const campaign of settled) {
    const used = usedBy(campaign.playerId);
    if (used === null) continue;
    const terms = bulletTermsOf(campaign);
    const unused = unusedBullets(terms.bullets, used);
    if (unused === 0) continue;
    const stakes = await tx
      .select()
      .from(investments)
      .where(and(eq(investments.campaignId, campaign.id), eq(investments.status, "closed")))
      .orderBy(asc(investments.id));
    for (const stake of stakes) {
      const amountCents = unusedBulletRefundCents(toCents(stake.amount) ?? 0, terms, used);
      if (amountCents === 0) continue;
      const id = await oweRefund(tx, {
        paymentIntentId: stake.paymentIntentId,
        investmentId: stake.id,
        campaignId: campaign.id,
        investorId: stake.investorId,
        amountCents,
        reason: "unused_bullets",
        investorLine: unusedBulletsLine(amountCents, unused, campaign.playerName, campaign.tournament),
      });
      if (id !== null) ids.push(id);
    }
  }
  return ids;
}

/**
 * The sponsor cancelled the event (its row and its clock's row locked by the caller): the event is over as surely as
 * a finish ends it, so the campaigns the clock already settled owe their unused bullets as a finish would. A clock
 * never started settled nothing. Returns the refunds' ids.
 */
export async function oweUnusedBulletRefundsOnCancel(tx: Tx, tournamentId: number): Promise<number[]> {
  const [row] = await tx.select({ state: liveTournaments.state }).from(liveTournaments).where(eq(liveTournaments.specialTournamentId, tournamentId));
  if (!row) return [];
  const state = liveStoredState.parse(row.state);
  if (state.startedAt === null) return [];
  return oweUnusedBulletRefunds(tx, tournamentId, state);
}
