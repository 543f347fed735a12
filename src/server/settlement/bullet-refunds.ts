import { bulletsUsed, bulletTermsOf, unusedBulletRefundCents, unusedBullets } from "@core/bullets";
import { liveStoredState, type LiveStoredState } from "@core/live/schema/contracts";
import { centsToDecimal, formatMoney2, toCents } from "@core/money";
import { and, asc, eq, gt } from "drizzle-orm";
import type { Tx } from "../db/client";
import { campaigns, investments, liveTournaments } from "../db/schema/index";
import { oweRefund } from "../refunds/obligations";

/** The investor's Recent Activity line once the gateway has confirmed. */
export const unusedBulletsLine = (amountCents: number, unused: number, playerName: string, tournament: string) =>
  `Refunded ${formatMoney2(centsToDecimal(amountCents))}: ${playerName} did not use ${unused} of the bullets you funded in ${tournament}`;

/**
 * When the event ends, by its finish or its sponsor's cancel (decisions 160 and 198): every campaign of it
 * that funded more than one bullet and was settled by the clock owes each backer the money of the bullets its player
 * never fired (unusedBulletRefundCents: stake x the unused bullets' price / every funded bullet's price, rounded
 * down), in the transaction of the action that ended the event. Not at the player's own elimination: until the event
 * is over a re-entry may still fire a bullet, and a settlement may still be undone. The refund worker carries the
 * refunds out (refunds/worker.ts); a charge is owed back at most once, so a repeat changes nothing. Returns the
 * refunds' ids.
 */
export async function oweUnusedBulletRefunds(tx: Tx, tournamentId: number, ended: LiveStoredState): Promise<number[]> {
  const settled = await tx
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.specialTournamentId, tournamentId), eq(campaigns.status, "completed"), gt(campaigns.bullets, 1)))
    .orderBy(asc(campaigns.id));
  const ids: number[] = [];
  for (const campaign of settled) {
    const player = ended.players.find((p) => p.userId === campaign.playerId);
    if (!player) continue;
    const terms = bulletTermsOf(campaign);
    const used = bulletsUsed(ended, player.id);
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
