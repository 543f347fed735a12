import { bulletsUsed, unusedBulletRefundCents, unusedBullets } from "@core/bullets";
import type { LiveStoredState } from "@core/live/contracts";
import { centsToDecimal, formatMoney2, toCents } from "@core/money";
import { and, asc, eq, gt } from "drizzle-orm";
import type { Tx } from "../db/client";
import { campaigns, investments } from "../db/schema/index";
import { oweRefund } from "../refunds/obligations";

/** The investor's Recent Activity line once the gateway has confirmed. */
export const unusedBulletsLine = (amountCents: number, unused: number, playerName: string, tournament: string) =>
  `Refunded ${formatMoney2(centsToDecimal(amountCents))}: ${playerName} did not use ${unused} of the bullets you funded in ${tournament}`;

/**
 * When the event finishes (issue 27 item 3): every campaign of it that funded more than one bullet and was settled by
 * the clock owes each backer the money of the bullets its player never fired (unusedBulletRefundCents: stake x
 * unused / bullets, rounded down), in the transaction of the action that finished the event. Not at the player's
 * own elimination: until the event is over a re-entry may still fire a bullet, and a settlement may still be undone.
 * The refund worker carries the refunds out (refunds/worker.ts); a charge is owed back at most once, so a repeat
 * changes nothing. Returns the refunds' ids.
 */
export async function oweUnusedBulletRefunds(tx: Tx, tournamentId: number, finished: LiveStoredState): Promise<number[]> {
  const settled = await tx
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.specialTournamentId, tournamentId), eq(campaigns.status, "completed"), gt(campaigns.bullets, 1)))
    .orderBy(asc(campaigns.id));
  const ids: number[] = [];
  for (const campaign of settled) {
    const player = finished.players.find((p) => p.userId === campaign.playerId);
    if (!player) continue;
    const used = bulletsUsed(finished, player.id);
    const unused = unusedBullets(campaign.bullets, used);
    if (unused === 0) continue;
    const stakes = await tx
      .select()
      .from(investments)
      .where(and(eq(investments.campaignId, campaign.id), eq(investments.status, "closed")))
      .orderBy(asc(investments.id));
    for (const stake of stakes) {
      const amountCents = unusedBulletRefundCents(toCents(stake.amount) ?? 0, campaign.bullets, used);
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
