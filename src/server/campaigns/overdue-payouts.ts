import { centsToDecimal, toCents } from "@core/money";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { payouts } from "../db/schema/index";

/**
 * The player's payouts unpaid past their due date at `now`, counted and summed over all their campaigns: what the
 * campaign page shows new backers (decision 172; due dates in src/core/payback.ts). Reads the partial index
 * payouts_due_idx (unpaid rows by due date).
 */
export async function overduePayoutsOf(db: Db, playerId: number, now = new Date()): Promise<{ count: number; total: string }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, total: sql<string>`coalesce(sum(${payouts.amount}), 0)::text` })
    .from(payouts)
    .where(and(eq(payouts.playerId, playerId), sql`${payouts.status} <> 'paid'`, lt(payouts.dueAt, now)));
  return { count: row?.count ?? 0, total: centsToDecimal(toCents(row?.total ?? "0") ?? 0) };
}
