import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { payouts } from "../db/schema/index";

export interface Payback {
  onTime: number;
  late: number;
  averageDaysLate: number;
  overdue: number;
  pending: number;
}

/**
 * The player's payback record from their payouts. Payouts carry no due date yet (issue 29 item 2 adds one, 7 days
 * after settlement), so today every paid payout counts as on time, none as late or overdue, and the unpaid ones
 * are reported as pending; once due dates exist, late and overdue are counted here from them.
 */
export async function paybackOf(db: Db, playerId: number): Promise<Payback> {
  const [row] = await db
    .select({
      paid: sql<number>`(count(*) filter (where ${payouts.status} = 'paid'))::int`,
      pending: sql<number>`(count(*) filter (where ${payouts.status} <> 'paid'))::int`,
    })
    .from(payouts)
    .where(eq(payouts.playerId, playerId));
  return { onTime: row?.paid ?? 0, late: 0, averageDaysLate: 0, overdue: 0, pending: row?.pending ?? 0 };
}
