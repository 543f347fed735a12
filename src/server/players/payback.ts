import { paybackRecord, type Payback } from "@core/payback";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { payouts } from "../db/schema/index";

export type { Payback };

/**
 * The player's payback record from their payouts (rule in src/core/payback.ts, decision 200): paid on time and late
 * counting only payouts their backers confirmed, auto-confirmed ones and ones an operator ruled paid, by the date the
 * player marked them; what awaits confirmation, what was disputed or ruled unpaid; overdue now and pending.
 */
export async function paybackOf(db: Db, playerId: number, now = new Date()): Promise<Payback> {
  const rows = await db
    .select({
      status: payouts.status,
      paidAt: payouts.paidAt,
      dueAt: payouts.dueAt,
      createdAt: payouts.createdAt,
      confirmation: payouts.confirmation,
      ruling: payouts.ruling,
    })
    .from(payouts)
    .where(eq(payouts.playerId, playerId));
  // only a payout marked paid is paid ("processing" is still owed); one marked before confirmations existed awaits
  return paybackRecord(
    rows.map((r) => ({
      ...r,
      paidAt: r.status === "paid" ? (r.paidAt ?? r.createdAt) : null,
      confirmation: r.status === "paid" ? (r.confirmation ?? "awaiting") : null,
    })),
    now,
  );
}
