import { toCents } from "@core/money";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Tx } from "../db/client";
import { investments, refunds, type RefundRow } from "../db/schema/index";

export type RefundReason = RefundRow["reason"];

export interface RefundOwed {
  paymentIntentId: string;
  investmentId: number | null;
  campaignId: number;
  investorId: number;
  /** the whole charge: amount + fee */
  amountCents: number;
  reason: RefundReason;
  /** event_skipped only: the package event skipped (decision 241); 0 or absent for every other refund */
  packageEventId?: number;
  /** the investor's Recent Activity line once the gateway has confirmed; null when they were told already */
  investorLine: string | null;
}

/**
 * Writes that we owe a refund, in the caller's transaction: the transaction that decides it. Nothing is refunded
 * here; the refund worker (worker.ts) carries it out after the commit. A charge is owed back at most once: a
 * second decision about the same payment changes nothing. Returns the refund's id, or null if it was owed already.
 */
export async function oweRefund(tx: Tx, r: RefundOwed): Promise<number | null> {
  const [row] = await tx
    .insert(refunds)
    .values({
      paymentIntentId: r.paymentIntentId,
      investmentId: r.investmentId,
      campaignId: r.campaignId,
      investorId: r.investorId,
      amountCents: r.amountCents,
      reason: r.reason,
      investorLine: r.investorLine,
      packageEventId: r.packageEventId ?? 0,
    })
    .onConflictDoNothing({ target: [refunds.paymentIntentId, refunds.packageEventId] })
    .returning({ id: refunds.id });
  return row?.id ?? null;
}

/** Investments that still hold a stake in the campaign's result (not closed, not refunded). */
export const OPEN_INVESTMENT_STATUSES = ["active", "pending"] as const;

export interface StakesRefunded {
  refundIds: number[];
  refundedInvestments: number;
  refundedCents: number;
}

/**
 * In the transaction that cancels a campaign (its row locked by the caller): every open stake is marked refunded
 * and its refund (amount + fee) owed, together, so a crash can never leave a stake marked refunded with no refund
 * to carry out, nor a refund owed on a stake still counted as open.
 */
export async function refundOpenStakesOf(
  tx: Tx,
  campaignId: number,
  reason: RefundReason,
  now: Date,
  investorLine: (totalCents: number) => string,
): Promise<StakesRefunded> {
  const open = await tx
    .update(investments)
    .set({ status: "refunded", closedAt: now })
    .where(and(eq(investments.campaignId, campaignId), inArray(investments.status, [...OPEN_INVESTMENT_STATUSES])))
    .returning();
  const out: StakesRefunded = { refundIds: [], refundedInvestments: 0, refundedCents: 0 };
  for (const inv of open.sort((a, b) => a.id - b.id)) {
    const totalCents = (toCents(inv.amount) ?? 0) + (toCents(inv.platformFee) ?? 0);
    const id = await oweRefund(tx, {
      paymentIntentId: inv.paymentIntentId,
      investmentId: inv.id,
      campaignId,
      investorId: inv.investorId,
      amountCents: totalCents,
      reason,
      investorLine: investorLine(totalCents),
    });
    if (id !== null) out.refundIds.push(id);
    out.refundedInvestments += 1;
    out.refundedCents += totalCents;
  }
  return out;
}

/** What a campaign's stakes were refunded, owed or done: what a Cancel retried after a crash answers. */
export async function stakeRefundsOf(
  tx: Tx,
  campaignId: number,
): Promise<{ refundIds: number[]; pendingIds: number[]; refundedInvestments: number; refundedCents: number }> {
  const rows = await tx
    .select({ id: refunds.id, status: refunds.status, amountCents: refunds.amountCents })
    .from(refunds)
    .innerJoin(investments, eq(investments.id, refunds.investmentId))
    .where(and(eq(refunds.campaignId, campaignId), eq(investments.status, "refunded")))
    .orderBy(asc(refunds.id));
  return {
    refundIds: rows.map((r) => r.id),
    pendingIds: rows.filter((r) => r.status === "pending").map((r) => r.id),
    refundedInvestments: rows.length,
    refundedCents: rows.reduce((sum, r) => sum + r.amountCents, 0),
  };
}
