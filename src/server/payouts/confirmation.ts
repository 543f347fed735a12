import type { ConfirmationResult, PayoutDisputeView } from "@core/contracts/payout-confirmation";
import { CONFIRMATION_MESSAGES, confirmRefusal, disputeRefusal } from "@core/payout-confirmation";
import { knownAsName } from "@core/user-display";
import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { campaigns, payoutDisputes, payouts, users, type UserRow } from "../db/schema/index";
import { AppError, conflict, forbidden, notFound } from "../errors";
import { recordEvent } from "../notifications/record-event";
import { recordTrail } from "../trust/trail";
import { lockPayout, lockPayoutDispute } from "../db/row-locks";

/*
 * The backer's confirmation and dispute, and the player's answer (decision 200). Each runs in
 * one transaction with the payout row locked FOR UPDATE, so a confirm racing a dispute (or two of either) is decided
 * by whichever locks first: the other then reads the new state and gets 409. The rules are core's
 * (src/core/payout-confirmation.ts); each change writes its trail row in the same transaction.
 */

type PayoutRow = typeof payouts.$inferSelect;
type DisputeRow = typeof payoutDisputes.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** What the trail keeps of a payout before and after a change (the operator's rulings keep the same shape). */
export const payoutState = (p: PayoutRow) => ({
  status: p.status,
  paidAt: iso(p.paidAt),
  confirmation: p.confirmation,
  ruling: p.ruling,
  paidMethod: p.paidMethod,
  paidReference: p.paidReference,
});

/** A dispute as both parties see it. */
export function disputeView(d: DisputeRow | null): PayoutDisputeView | null {
  if (!d) return null;
  return {
    reason: d.reason,
    createdAt: d.createdAt.toISOString(),
    answer: d.answer,
    answeredAt: iso(d.answeredAt),
    status: d.status,
    outcome: d.outcome,
    note: d.note,
  };
}

/** The confirmation fields of a payout view (Pay Investors rows, the investor's stakes). */
export function confirmationView(p: PayoutRow | null, d: DisputeRow | null) {
  return {
    confirmation: p?.confirmation ?? null,
    confirmedAt: iso(p?.confirmedAt ?? null),
    paidMethod: p?.paidMethod ?? null,
    paidReference: p?.paidReference ?? null,
    ruling: p?.ruling ?? null,
    dispute: disputeView(d),
  };
}

const resultOf = (p: PayoutRow, d: DisputeRow | null): ConfirmationResult => ({ id: p.id, status: p.status, paidAt: iso(p.paidAt), ...confirmationView(p, d) });

async function lockFoundPayout(tx: Tx, payoutId: number): Promise<PayoutRow> {
  const payout = await lockPayout(tx, payoutId);
  if (!payout) throw notFound(CONFIRMATION_MESSAGES.payoutNotFound);
  return payout;
}

/** Only the payout's investor moves its confirmation; a player never confirms or disputes their own payout. */
function assertInvestor(payout: PayoutRow, userId: number): void {
  if (payout.investorId !== userId || payout.playerId === userId) throw forbidden(CONFIRMATION_MESSAGES.notYourPayout);
}

const disputeOf = async (tx: Tx, payoutId: number) => (await lockPayoutDispute(tx, { payoutId })) ?? null;

/** POST /api/payouts/:id/confirm: the investor says the money arrived (awaiting -> confirmed). */
export async function confirmPayout(db: Db, investorId: number, payoutId: number, now = new Date()): Promise<ConfirmationResult> {
  return db.transaction(async (tx) => {
    const payout = await lockFoundPayout(tx, payoutId);
    assertInvestor(payout, investorId);
    const refusal = confirmRefusal(payout);
    if (refusal) throw conflict(refusal);
    const [after] = await tx.update(payouts).set({ confirmation: "confirmed", confirmedAt: now }).where(eq(payouts.id, payout.id)).returning();
    await recordTrail(tx, {
      actorId: investorId,
      action: "payout.confirmed",
      subjectType: "payout",
      subjectId: payout.id,
      before: payoutState(payout),
      after: payoutState(after!),
    });
    return resultOf(after!, await disputeOf(tx, payout.id));
  });
}

async function partiesOf(tx: Tx, payout: PayoutRow) {
  const [campaign] = await tx
    .select({ tournament: campaigns.tournament, playerName: campaigns.playerName })
    .from(campaigns)
    .where(eq(campaigns.id, payout.campaignId));
  const [investor] = await tx.select().from(users).where(eq(users.id, payout.investorId));
  const [player] = await tx.select().from(users).where(eq(users.id, payout.playerId));
  return {
    tournament: campaign?.tournament ?? "your campaign",
    playerName: campaign?.playerName || (player ? knownAsName(player) : "The player"),
    investorName: investor ? knownAsName(investor) : "Your backer",
  };
}

/**
 * POST /api/payouts/:id/dispute: the investor says "I was not paid", within DISPUTE_WINDOW_DAYS of the mark, once
 * (awaiting or auto_confirmed -> disputed). The dispute row, the trail and the player's notification commit together.
 */
export async function disputePayout(db: Db, investorId: number, payoutId: number, reason: string, now = new Date()): Promise<ConfirmationResult> {
  return db.transaction(async (tx) => {
    const payout = await lockFoundPayout(tx, payoutId);
    assertInvestor(payout, investorId);
    const refusal = disputeRefusal(payout, now);
    if (refusal) throw new AppError(refusal.kind, refusal.message);
    const [inserted] = await tx
      .insert(payoutDisputes)
      .values({ payoutId: payout.id, investorId: payout.investorId, playerId: payout.playerId, reason, createdAt: now })
      .onConflictDoNothing()
      .returning();
    // one dispute row per payout: after a ruling "unpaid" and a new mark, the backer's new dispute reopens it as a new
    // round (the earlier round's reason, answer and ruling stay in the trail's rows)
    const dispute = inserted ?? (await reopenRuledDispute(tx, payout.id, reason, now));
    const [after] = await tx.update(payouts).set({ confirmation: "disputed" }).where(eq(payouts.id, payout.id)).returning();
    await recordTrail(tx, {
      actorId: investorId,
      action: "payout.disputed",
      subjectType: "payout",
      subjectId: payout.id,
      before: payoutState(payout),
      after: { ...payoutState(after!), dispute: { id: dispute.id, reason } },
    });
    const names = await partiesOf(tx, payout);
    await recordEvent(tx, {
      kind: "payout_disputed",
      payoutId: payout.id,
      playerId: payout.playerId,
      investorName: names.investorName,
      tournament: names.tournament,
      amount: payout.amount,
      reason,
    });
    return resultOf(after!, dispute);
  });
}

async function reopenRuledDispute(tx: Tx, payoutId: number, reason: string, now: Date) {
  const [reopened] = await tx
    .update(payoutDisputes)
    .set({ reason, createdAt: now, answer: null, answeredAt: null, status: "open", outcome: null, note: null, ruledBy: null, ruledAt: null })
    .where(and(eq(payoutDisputes.payoutId, payoutId), eq(payoutDisputes.status, "ruled"), eq(payoutDisputes.outcome, "unpaid")))
    .returning();
  if (!reopened) throw conflict(CONFIRMATION_MESSAGES.alreadyDisputed);
  return reopened;
}

/** POST /api/payouts/:id/dispute/answer: the payout's player answers its open dispute, once. The investor is told. */
export async function answerDispute(db: Db, player: UserRow, payoutId: number, text: string, now = new Date()): Promise<ConfirmationResult> {
  return db.transaction(async (tx) => {
    const payout = await lockFoundPayout(tx, payoutId);
    if (payout.playerId !== player.id) throw forbidden(CONFIRMATION_MESSAGES.notYourDispute);
    const dispute = await disputeOf(tx, payout.id);
    if (!dispute) throw conflict(CONFIRMATION_MESSAGES.noDispute);
    if (dispute.answer !== null) throw conflict(CONFIRMATION_MESSAGES.alreadyAnswered);
    if (dispute.status !== "open") throw conflict(CONFIRMATION_MESSAGES.disputeRuled);
    const [answered] = await tx.update(payoutDisputes).set({ answer: text, answeredAt: now }).where(eq(payoutDisputes.id, dispute.id)).returning();
    await recordTrail(tx, {
      actorId: player.id,
      action: "dispute.answered",
      subjectType: "payout",
      subjectId: payout.id,
      before: { dispute: { id: dispute.id, answer: null } },
      after: { dispute: { id: dispute.id, answer: text } },
    });
    const names = await partiesOf(tx, payout);
    await recordEvent(tx, {
      kind: "dispute_answered",
      payoutId: payout.id,
      investorId: payout.investorId,
      playerName: names.playerName,
      tournament: names.tournament,
      amount: payout.amount,
      answer: text,
    });
    return resultOf(payout, answered!);
  });
}
