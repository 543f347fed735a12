/**
 * Campaigns on a multi-flight event (decision 242, addendum): linked to the event itself, they follow the player's
 * advancing stack, so Day 2's clock settles them by the player's account like any event's. A player who played the
 * flights but did not advance has their result when Day 2's field is built (its first start): out before Day 2,
 * with no prize, so the campaign is completed at $0 on the existing settlement path and its backers see it closed.
 */
import type { LiveStoredState } from "@core/live/schema/contracts";
import { and, eq, inArray, notInArray } from "drizzle-orm";
import type { Tx } from "../db/client";
import { campaigns, type CampaignRow } from "../db/schema/index";
import { lockCampaignsWhere } from "../db/row-locks";
import { completeCampaign, markCampaignCancelled } from "../payouts/service";
import { oweUnusedBulletRefunds } from "./bullet-refunds";
import type { CancelledLinked } from "./linked-refunds";

/**
 * At Day 2's first start, in its transaction (live row and event locked): every open campaign on the event whose
 * player is not in Day 2's field is closed. Their Day-1 campaigns (the flights played and lost) are completed at $0,
 * finishing just below the field (its size + 1). Their Day-2 resale campaigns (decision 242, addendum "Day-2 resale
 * and swaps": priced from an advancing bag that no longer advances, as when the sponsor cancelled its flight) sold
 * action that is never played: they are cancelled and every stake refunded, as a campaign whose player has no result
 * is. The bullets a Day-1 campaign funded that the player never fired in any flight are owed back to its backers
 * now: their flights are over for good (bags can no longer be corrected), so this is their campaign's settlement
 * (decision 242, addendum "bullets per flight entry"). Answers the payment holds released and the cancellation, both
 * carried out after commit.
 */
export async function settleNotAdvancing(
  tx: Tx,
  eventId: number,
  day2: LiveStoredState,
  now: Date,
): Promise<{ releasedIntents: string[]; cancelled: CancelledLinked | null }> {
  const advancing = [...new Set(day2.players.flatMap((p) => (p.userId != null ? [p.userId] : [])))];
  const locked = await lockCampaignsWhere(
    tx,
    and(
      eq(campaigns.specialTournamentId, eventId),
      inArray(campaigns.status, ["active", "funded"]),
      advancing.length > 0 ? notInArray(campaigns.playerId, advancing) : undefined,
    ),
  );
  const released: string[] = [];
  const position = day2.totalPlayers + 1;
  const dayOne = locked.filter((c) => c.day < 2);
  for (const campaign of dayOne) {
    const { releasedIntents } = await completeCampaign(tx, campaign, {
      finalPosition: position,
      totalWinningsCents: 0,
      completedAt: now,
      now,
      settlement: { by: "clock", position, prizeCents: 0 },
    });
    released.push(...releasedIntents);
  }
  await oweUnusedBulletRefunds(
    tx,
    eventId,
    day2,
    dayOne.map((c) => c.id),
  );
  const dayTwo = locked.filter((c) => c.day >= 2);
  return { releasedIntents: released, cancelled: dayTwo.length === 0 ? null : await cancelDayTwoNotAdvancing(tx, dayTwo, now) };
}

/**
 * Day-2 resale campaigns on a multi-flight event (their rows locked by the caller) whose player no longer advances:
 * cancelled and every stake refunded (cause not_advancing), the rest of the player's campaigns left as they are.
 * The refunds are owed here and carried out after commit (refundCancelledLinked).
 */
export async function cancelDayTwoNotAdvancing(tx: Tx, dayTwo: readonly CampaignRow[], now: Date): Promise<CancelledLinked> {
  const out: CancelledLinked = { reason: "not_advancing", campaigns: [...dayTwo], releasedIntents: [], refundIds: [] };
  for (const c of dayTwo) {
    const cancelled = await markCampaignCancelled(tx, c, now, "not_advancing", "not_advancing");
    out.releasedIntents.push(...cancelled.releasedIntents);
    out.refundIds.push(...cancelled.stakes.refundIds);
  }
  return out;
}
