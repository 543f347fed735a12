import { paybackRecord, type Payback } from "@core/payback";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { payouts } from "../db/schema/index";

export type { Payback };

/**
 * The player's payback record from their payouts (rule in src/core/payback.ts): reported paid (marked paid by the
 * player by the due date, 7 days after settlement; no backer confirms it yet), reported paid late with the average
 * delay, overdue now (unpaid past the due date) and pending.
 */
export async function paybackOf(db: Db, playerId: number, now = new Date()): Promise<Payback> {
  const rows = await db
    .select({ status: payouts.status, paidAt: payouts.paidAt, dueAt: payouts.dueAt, createdAt: payouts.createdAt })
    .from(payouts)
    .where(eq(payouts.playerId, playerId));
  // only a payout marked paid is paid ("processing" is still owed)
  return paybackRecord(rows.map((r) => ({ ...r, paidAt: r.status === "paid" ? (r.paidAt ?? r.createdAt) : null })), now);
}
