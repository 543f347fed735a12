import { and, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { investments, payouts, users } from "../db/schema/index";

/** Everyone who holds a stake in the campaign now (a refunded stake holds none): who hears it is funded. */
export async function backersOf(tx: Tx, campaignId: number): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ investorId: investments.investorId })
    .from(investments)
    .where(and(eq(investments.campaignId, campaignId), inArray(investments.status, ["active", "pending", "completed"])));
  return rows.map((r) => r.investorId);
}

/**
 * Whether the investor of a payout row just written must be asked for a payout method (payout_method_needed): they
 * saved no PayPal e-mail and no bank account, so the player has nowhere to send the money. Asked once per campaign
 * and settlement however many stakes they hold in it: only their first payout row of the campaign asks.
 */
export async function asksForPayoutMethod(tx: Tx, investorId: number, campaignId: number): Promise<boolean> {
  const [investor] = await tx.select({ paypalEmail: users.paypalEmail, bankAccount: users.bankAccount }).from(users).where(eq(users.id, investorId));
  if (!investor || investor.paypalEmail || investor.bankAccount) return false;
  const [rows] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(payouts)
    .where(and(eq(payouts.campaignId, campaignId), eq(payouts.investorId, investorId)));
  return (rows?.n ?? 0) === 1;
}
