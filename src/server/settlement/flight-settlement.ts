/**
 * Campaigns on a multi-flight event (decision 242, addendum): linked to the event itself, they follow the player's
 * advancing stack, so Day 2's clock settles them by the player's account like any event's. A player who played the
 * flights but did not advance has their result when Day 2's field is built (its first start): out before Day 2,
 * with no prize, so the campaign is completed at $0 on the existing settlement path and its backers see it closed.
 */
import type { LiveStoredState } from "@core/live/schema/contracts";
import { and, eq, inArray, notInArray } from "drizzle-orm";
import type { Tx } from "../db/client";
import { campaigns } from "../db/schema/index";
import { lockCampaignsWhere } from "../db/row-locks";
import { completeCampaign } from "../payouts/service";
import { oweUnusedBulletRefunds } from "./bullet-refunds";

/**
 * At Day 2's first start, in its transaction (live row and event locked): every open campaign on the event whose
 * player is not in Day 2's field is completed at $0, finishing just below the field (its size + 1), and the bullets
 * it funded that the player never fired in any flight are owed back to its backers now: their flights are over for
 * good (bags can no longer be corrected), so this is their campaign's settlement (decision 242, addendum "bullets per
 * flight entry"). Answers the payment holds released, to cancel at the gateway after commit.
 */
export async function settleNotAdvancing(tx: Tx, eventId: number, day2: LiveStoredState, now: Date): Promise<string[]> {
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
  for (const campaign of locked) {
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
    locked.map((c) => c.id),
  );
  return released;
}
