import { eq, getTableName, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { campaigns } from "../db/schema/index";

/**
 * A verified event stops selling when play begins: backers could otherwise buy with the chip counts in front of
 * them (docs/decisions/080-settlement-from-the-clock.md, "Staking closes at the start"). The decisive checks are
 * in place_payment_hold and record_investment (drizzle/functions), under the campaign row lock; these are the early
 * answers. Kept with the money path so that it depends on no feature folder.
 */
export const STAKING_CLOSED_MESSAGE = "Staking for this tournament closed when play began.";
export const REFUNDED_STAKING_CLOSED = "Staking for this tournament closed when play began. Your payment has been refunded.";

/**
 * For a select from campaigns: its linked event no longer sells stakes (false when unlinked): it is no longer upcoming,
 * unless the campaign is a Day-2 one and its event is between days. drizzle/functions/staking_closed.sql, as
 * record_investment and place_payment_hold decide it.
 */
export const eventStartedSql = sql<boolean>`staking_closed(${sql.identifier(getTableName(campaigns))})`;

/** Whether the campaign's linked event has begun. */
export async function eventHasStarted(db: Db | Tx, campaignId: number): Promise<boolean> {
  const [row] = await db.select({ started: eventStartedSql }).from(campaigns).where(eq(campaigns.id, campaignId));
  return row?.started === true;
}
