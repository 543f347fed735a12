import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { outer } from "../db/qualified";
import { campaigns, specialTournaments } from "../db/schema/index";

/**
 * A verified event stops selling when play begins: backers could otherwise buy with the chip counts in front of
 * them (docs/decisions/080-settlement-from-the-clock.md, "Staking closes at the start"). The decisive checks are
 * in place_payment_hold and record_investment (drizzle/functions), under the campaign row lock; these are the early
 * answers. Kept with the money path so that it depends on no feature folder.
 */
export const STAKING_CLOSED_MESSAGE = "Staking for this tournament closed when play began.";
export const REFUNDED_STAKING_CLOSED = "Staking for this tournament closed when play began. Your payment has been refunded.";

/** For a select from campaigns: its linked event is no longer upcoming (false when unlinked). As in drizzle/functions/record_investment.sql. */
export const eventStartedSql = sql<boolean>`exists (select 1 from ${specialTournaments} where ${outer(specialTournaments.id)} = ${outer(campaigns.specialTournamentId)} and ${outer(specialTournaments.status)} <> 'upcoming')`;

/** Whether the campaign's linked event has begun. */
export async function eventHasStarted(db: Db | Tx, campaignId: number): Promise<boolean> {
  const [row] = await db.select({ started: eventStartedSql }).from(campaigns).where(eq(campaigns.id, campaignId));
  return row?.started === true;
}
