import type { CampaignOutcome } from "@core/contracts/campaign-outcome";
import { centsToDecimal, toCents } from "@core/money";
import { knownAsName } from "@core/user-display";
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { campaigns, investments, payouts, users } from "../db/schema/index";
import { notFound } from "../errors";
import { stakeRefundsOf } from "../refunds/obligations";

const cents = (v: string | null) => toCents(v) ?? 0;

/**
 * What became of a campaign (contracts/campaign-outcome.ts): its result and payouts once completed, its refunds once
 * cancelled. Public, like the campaign itself; only its player gets the payouts by name.
 */
export async function campaignOutcome(db: Db, campaignId: number, viewer?: { id: number }): Promise<CampaignOutcome> {
  const [c] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  if (!c) throw notFound("Campaign not found");
  if (c.status === "active" || c.status === "funded") return { status: c.status };
  if (c.status === "cancelled") {
    const refunds = await stakeRefundsOf(db, c.id);
    return {
      status: "cancelled",
      cancelledAt: c.updatedAt.toISOString(),
      refundedStakes: refunds.refundedInvestments,
      refundedTotal: centsToDecimal(refunds.refundedCents),
      refundsPending: refunds.pendingIds.length,
    };
  }
  const [stakes, rows] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(investments)
      .where(and(eq(investments.campaignId, c.id), ne(investments.status, "refunded")))
      .then(([r]) => Number(r?.n ?? 0)),
    db
      .select({ amount: payouts.amount, status: payouts.status, username: users.username, firstName: users.firstName, lastName: users.lastName })
      .from(payouts)
      .innerJoin(users, eq(users.id, payouts.investorId))
      .where(eq(payouts.campaignId, c.id))
      .orderBy(desc(payouts.amount), asc(payouts.id)),
  ]);
  const lines = rows.map((r) => ({
    name: knownAsName(r),
    amount: centsToDecimal(cents(r.amount)),
    status: r.status === "paid" ? ("paid" as const) : ("pending" as const),
  }));
  const tally = (status?: "paid" | "pending") => {
    const of = status ? lines.filter((l) => l.status === status) : lines;
    return { count: of.length, amount: centsToDecimal(of.reduce((sum, l) => sum + cents(l.amount), 0)) };
  };
  return {
    status: "completed",
    finalPosition: c.finalPosition,
    totalWinnings: centsToDecimal(cents(c.totalWinnings)),
    completedAt: c.completedAt ? c.completedAt.toISOString() : null,
    stakes,
    owed: tally(),
    paid: tally("paid"),
    pending: tally("pending"),
    ...(viewer?.id === c.playerId ? { payouts: lines } : {}),
  };
}
