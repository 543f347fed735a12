import type { LiveStoredState } from "@core/live/schema/contracts";
import { settlementChanges, type ClockFinish } from "@core/live/prizes/settlement";
import { centsToDecimal } from "@core/money";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { campaigns, investments, payouts, type CampaignRow, type UserRow } from "../db/schema/index";
import { conflict } from "../errors";
import type { RecordedEvent } from "../notifications/event-facts";
import { recordEvent } from "../notifications/record-event";
import { completeCampaigns, personName, type CampaignCompletion } from "../payouts/service";
import { oweUnusedBulletRefunds } from "./bullet-refunds";
import { settleSwapsFromClock } from "../swaps/settlement";
import { lockCampaignsWhere } from "../db/row-locks";
import { revertPackageEventsFromClock, settlePackageEventsFromClock } from "./package-events";

/** Campaigns a clock result applies to: still open, or already settled (to revert). */
const SETTLEABLE = ["active", "funded", "completed"] as const;

/**
 * Brings the linked campaigns in line with what one console action changed, inside that action's transaction
 * (which holds the live row lock): campaigns whose player's finish became final are completed with the event
 * table's prize, those whose elimination was undone are reopened (their player and backers told), those whose
 * finish moved are settled again unless a payout of theirs was already paid. The campaign rows are locked in id
 * order, as every funding change locks them, so a racing investment or payout waits for this and sees its result.
 * Returns the intents whose holds were canceled, to cancel with the gateway after commit.
 */
export async function settleFromClock(tx: Tx, tournamentId: number, before: LiveStoredState, after: LiveStoredState, now: Date): Promise<string[]> {
  // swaps between players settle from the same finishes (their offers lapse at the start): swaps/settlement.ts
  await settleSwapsFromClock(tx, tournamentId, before, after, now);
  const { revert, settle } = settlementChanges(before, after);
  // packages with an event linked to this one take the settled players' winnings as that event's result (decision 241);
  // an undone finish takes its result back first
  await revertPackageEventsFromClock(tx, tournamentId, revert);
  const packageReleased = await settlePackageEventsFromClock(tx, tournamentId, settle, now);
  // the event is over: bullets nobody fired are owed back to their backers, after the last settlement below
  const finishing = after.finishedAt !== null && before.finishedAt === null;
  if (revert.length === 0 && settle.length === 0) {
    if (finishing) await oweUnusedBulletRefunds(tx, tournamentId, after);
    return packageReleased;
  }
  const userIds = [...new Set([...revert, ...settle].map((f) => f.userId))];
  const locked = await lockCampaignsWhere(
    tx,
    and(eq(campaigns.specialTournamentId, tournamentId), inArray(campaigns.playerId, userIds), inArray(campaigns.status, [...SETTLEABLE])),
  );

  const released: string[] = [...packageReleased];
  // the finishes to settle, completed together after every reopen (one action can settle many: first and second
  // with the last elimination, a deal's whole final table)
  const completing: CampaignCompletion[] = [];
  for (const campaign of locked) {
    let current = campaign;
    const reverted = revert.find((f) => f.userId === campaign.playerId);
    const finish = settle.find((f) => f.userId === campaign.playerId);
    if (reverted && current.status === "completed") {
      if (!finish) {
        // the player's own elimination was undone: their result is no longer final
        current = await withdrawSettlement(tx, current, reverted, now);
      } else if (await hasPaidPayout(tx, current.id)) {
        // Their finish moved because of someone else (a late entry, another player's undo). Money already left the
        // player's hands on this settlement, so it stands as paid; that must not block the action for everyone.
        continue;
      } else {
        current = await reopen(tx, current, reverted, now, "settlement_reopened");
      }
    }
    if (finish && (current.status === "active" || current.status === "funded")) {
      const settled = current;
      completing.push({
        campaign: settled,
        completion: {
          finalPosition: finish.position,
          totalWinningsCents: finish.prizeCents,
          completedAt: now,
          now,
          settlement: { by: "clock", position: finish.position, prizeCents: finish.prizeCents },
          alsoTell: (owed) => [playerOwes(settled, finish, owed, now)],
        },
      });
    }
  }
  for (const done of await completeCampaigns(tx, completing)) released.push(...done.releasedIntents);
  if (finishing) await oweUnusedBulletRefunds(tx, tournamentId, after);
  return released;
}

/**
 * The settled player's notification (and mail): finish, prize, and each backer's payout by name with the total, from
 * what the completion owes each backer (their payouts summed, largest first), written with the completion's events.
 */
function playerOwes(
  campaign: CampaignRow,
  finish: ClockFinish,
  owedBy: ReadonlyArray<{ investor: UserRow; amountCents: number }>,
  settledAt: Date,
): RecordedEvent {
  const owed = owedBy.map((o) => ({ name: personName(o.investor), amount: centsToDecimal(o.amountCents) }));
  return {
    kind: "clock_settled_player",
    playerId: campaign.playerId,
    campaignId: campaign.id,
    tournament: campaign.tournament,
    position: finish.position,
    prizeCents: finish.prizeCents,
    owed,
    totalOwed: centsToDecimal(owedBy.reduce((sum, o) => sum + o.amountCents, 0)),
    settledAt,
  };
}

/** Whether any payout of the campaign was marked paid (or is on its way): money left the player's hands. */
async function hasPaidPayout(tx: Tx, campaignId: number): Promise<boolean> {
  const [{ paid }] = await tx
    .select({ paid: sql<number>`count(*)::int` })
    .from(payouts)
    .where(and(eq(payouts.campaignId, campaignId), ne(payouts.status, "pending")));
  return Number(paid) > 0;
}

/** The one refusal a paid payout still makes. It names nobody: whoever runs the console is neither the player nor a backer. */
export const UNDO_AFTER_PAYMENT = "This elimination cannot be undone: a backer has already been paid from its settlement";

/**
 * The clock undid the player's elimination: their settlement is withdrawn (reopen) and the player and each
 * backer are told, in this transaction. Refused once any payout of it was marked paid: money has left the player's
 * hands on the strength of that result.
 */
async function withdrawSettlement(tx: Tx, campaign: CampaignRow, undone: ClockFinish, now: Date): Promise<CampaignRow> {
  if (await hasPaidPayout(tx, campaign.id)) throw conflict(UNDO_AFTER_PAYMENT);
  return reopen(tx, campaign, undone, now, "settlement_withdrawn");
}

/**
 * Undoes a clock settlement: payouts deleted, stakes open again, the campaign back to active or funded; the player
 * and each backer read that in Recent Activity, and are notified too when it is withdrawn (their finish undone).
 */
async function reopen(
  tx: Tx,
  campaign: CampaignRow,
  undone: ClockFinish,
  now: Date,
  kind: "settlement_reopened" | "settlement_withdrawn",
): Promise<CampaignRow> {
  // when the settlement being undone was made: each withdrawal is its own event
  const settledAt = campaign.completedAt ?? now;
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
  await recordEvent(tx, {
    kind,
    campaignId: campaign.id,
    playerId: campaign.playerId,
    playerName: campaign.playerName,
    tournament: campaign.tournament,
    investorIds: [...new Set(reopened.map((r) => r.investorId))],
    position: undone.position,
    settledAt,
  });
  return row;
}
