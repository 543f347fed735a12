import { and, eq, isNull } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { cardDisputes, investments, users } from "../db/schema/index";
import { recordTrail } from "../trust/trail";

export type CardDisputeRow = typeof cardDisputes.$inferSelect;

export interface CardDisputeReport {
  /** the provider's id: Stripe's dp_..., or the sandbox's dp_sandbox_... */
  providerDisputeId: string;
  paymentIntentId: string;
  amountCents: number;
  reason: string;
}

export type RecordOutcome =
  | { kind: "recorded"; dispute: CardDisputeRow; heldNow: boolean }
  | { kind: "already_recorded"; dispute: CardDisputeRow }
  /** no stake of ours was paid by this charge: nothing to hold, and nothing for the provider to retry */
  | { kind: "unknown_payment" };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A card dispute reported on a stake's charge (decision 206). In one transaction: the dispute recorded once per
 * provider id (a webhook delivered twice, or a sandbox dispute raised twice, finds the first row), the investor's
 * further stakes held for review if they were not already, and the trail rows for both. `actorId` is null for the
 * provider's webhook; the sandbox's test route names the user who raised it.
 */
export async function recordCardDispute(db: Db, report: CardDisputeReport, actorId: number | null = null): Promise<RecordOutcome> {
  return db.transaction(async (tx) => {
    const [stake] = await tx.select().from(investments).where(eq(investments.paymentIntentId, report.paymentIntentId));
    if (!stake) return { kind: "unknown_payment" as const };
    const [dispute] = await tx
      .insert(cardDisputes)
      .values({
        providerDisputeId: report.providerDisputeId,
        paymentIntentId: report.paymentIntentId,
        investmentId: stake.id,
        investorId: stake.investorId,
        campaignId: stake.campaignId,
        amountCents: report.amountCents,
        reason: report.reason,
      })
      .onConflictDoNothing({ target: cardDisputes.providerDisputeId })
      .returning();
    if (!dispute) {
      const [first] = await tx.select().from(cardDisputes).where(eq(cardDisputes.providerDisputeId, report.providerDisputeId));
      return { kind: "already_recorded" as const, dispute: first };
    }
    // held since the first unreviewed dispute: a second one does not move the date
    const [held] = await tx
      .update(users)
      .set({ heldForReviewAt: dispute.createdAt })
      .where(and(eq(users.id, stake.investorId), isNull(users.heldForReviewAt)))
      .returning({ heldForReviewAt: users.heldForReviewAt });
    await recordTrail(tx, { actorId, action: "card_dispute.recorded", subjectType: "card_dispute", subjectId: dispute.id, after: disputeState(dispute) });
    if (held) {
      await recordTrail(tx, {
        actorId,
        action: "card_dispute.recorded",
        subjectType: "user",
        subjectId: stake.investorId,
        before: { heldForReviewAt: null },
        after: { heldForReviewAt: iso(held.heldForReviewAt), cardDisputeId: dispute.id },
      });
    }
    return { kind: "recorded" as const, dispute, heldNow: Boolean(held) };
  });
}

/** What the trail keeps of a card dispute. */
export const disputeState = (d: CardDisputeRow) => ({
  providerDisputeId: d.providerDisputeId,
  paymentIntentId: d.paymentIntentId,
  investmentId: d.investmentId,
  investorId: d.investorId,
  campaignId: d.campaignId,
  amountCents: d.amountCents,
  reason: d.reason,
  status: d.status,
});

/** Whether the investor's stakes are paused (read fresh: the caller's row may predate a dispute). */
export async function heldForReviewSince(db: Db | Tx, userId: number): Promise<Date | null> {
  const [row] = await db.select({ at: users.heldForReviewAt }).from(users).where(eq(users.id, userId));
  return row?.at ?? null;
}
