import type { LiveStoredState } from "@core/live/contracts";
import { ordinal } from "@core/live/prize-table";
import { settlementChanges, type ClockFinish } from "@core/live/settlement";
import { centsToDecimal, formatMoney2 } from "@core/money";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { campaigns, investments, payouts, type CampaignRow } from "../db/schema/index";
import { recordActivity } from "../activities/record";
import { conflict } from "../errors";
import { completeCampaign } from "../payouts/service";

/** Campaigns a clock result applies to: still open, or already settled (to revert). */
const SETTLEABLE = ["active", "funded", "completed"] as const;

/** "Settled from the tournament clock: 3rd, $4,500.00" */
const settledLine = (f: ClockFinish) => `Settled from the tournament clock: ${ordinal(f.position)}, ${formatMoney2(centsToDecimal(f.prizeCents))}`;

/**
 * Brings the linked campaigns in line with what one console action changed, inside that action's transaction
 * (which holds the live row lock): campaigns whose player's finish became final are completed with the event
 * table's prize, those whose finish was undone are reopened. The campaign rows are locked in id order, as every
 * funding change locks them, so a racing investment or payout waits for this and sees its result.
 * Returns the intents whose holds were canceled, to cancel with the gateway after commit.
 */
export async function settleFromClock(tx: Tx, tournamentId: number, before: LiveStoredState, after: LiveStoredState, now: Date): Promise<string[]> {
  const { revert, settle } = settlementChanges(before, after);
  if (revert.length === 0 && settle.length === 0) return [];
  const userIds = [...new Set([...revert, ...settle].map((f) => f.userId))];
  const locked = await tx
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.specialTournamentId, tournamentId), inArray(campaigns.playerId, userIds), inArray(campaigns.status, [...SETTLEABLE])))
    .orderBy(asc(campaigns.id))
    .for("update");

  const released: string[] = [];
  for (const campaign of locked) {
    let current = campaign;
    const undone = revert.find((f) => f.userId === campaign.playerId);
    if (undone && current.status === "completed") current = await reopenCampaign(tx, current, undone, now);
    const finish = settle.find((f) => f.userId === campaign.playerId);
    if (finish && (current.status === "active" || current.status === "funded")) {
      const { releasedIntents } = await completeCampaign(tx, current, {
        finalPosition: finish.position,
        totalWinningsCents: finish.prizeCents,
        completedAt: now,
        now,
        playerLine: (owedCents) => {
          const owed = owedCents > 0 ? `: ${formatMoney2(centsToDecimal(owedCents))} owed to investors` : "";
          return `${settledLine(finish)}. ${current.tournament}${owed}`;
        },
        investorLine: (payoutCents) => {
          const outcome = payoutCents > 0 ? `your payout is ${formatMoney2(centsToDecimal(payoutCents))}` : "no payout is due";
          return `${settledLine(finish)}. ${current.playerName} in ${current.tournament}: ${outcome}`;
        },
      });
      released.push(...releasedIntents);
    }
  }
  return released;
}

/**
 * Undoes a clock settlement: payouts deleted, stakes open again, the campaign back to active or funded. Refused
 * once any payout of it was marked paid: money has left the player's hands on the strength of that result.
 */
async function reopenCampaign(tx: Tx, campaign: CampaignRow, undone: ClockFinish, now: Date): Promise<CampaignRow> {
  const [{ paid }] = await tx
    .select({ paid: sql<number>`count(*)::int` })
    .from(payouts)
    .where(and(eq(payouts.campaignId, campaign.id), ne(payouts.status, "pending")));
  if (paid > 0) {
    throw conflict(`This elimination cannot be undone: ${campaign.playerName} has already paid a backer from its settlement`);
  }
  await tx.delete(payouts).where(eq(payouts.campaignId, campaign.id));
  const reopened = await tx
    .update(investments)
    .set({ status: "active", payout: null, closedAt: null })
    .where(and(eq(investments.campaignId, campaign.id), eq(investments.status, "closed")))
    .returning({ investorId: investments.investorId });
  const [row] = await tx
    .update(campaigns)
    .set({
      status: sql`case when ${campaigns.currentAmount} >= ${campaigns.targetAmount} then 'funded' else 'active' end`,
      finalPosition: null,
      totalWinnings: null,
      completedAt: null,
      payoutCompleted: false,
      updatedAt: now,
    })
    .where(eq(campaigns.id, campaign.id))
    .returning();
  const line = `The tournament clock undid an elimination: ${ordinal(undone.position)} no longer stands`;
  await recordActivity(tx, campaign.playerId, "campaign_closed", `${line}. ${campaign.tournament} is open again`);
  for (const investorId of new Set(reopened.map((r) => r.investorId))) {
    await recordActivity(tx, investorId, "campaign_closed", `${line}. ${campaign.playerName} in ${campaign.tournament}: your stake is open again`);
  }
  return row;
}
