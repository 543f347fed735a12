import { OPERATOR_MESSAGES, type OperatorDispute, type RuleDisputeInput } from "@core/contracts/operator";
import { knownAsName } from "@core/user-display";
import { asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../db/client";
import { campaigns, investments, payoutDisputes, payouts, users, type UserRow } from "../db/schema/index";
import { conflict, notFound } from "../errors";
import { recordEvent } from "../notifications/record-event";
import { recordTrail } from "../trust/trail";
import { toOperatorUser } from "./people";
import { payoutTrail } from "./trail-view";
import { lockCampaign, lockPayout, lockPayoutDispute } from "../db/row-locks";

const player = alias(users, "dispute_player");
const investor = alias(users, "dispute_investor");

/** The console lists at most this many open disputes, oldest first (the oldest wait longest). */
export const OPEN_DISPUTES_LIMIT = 100;

type PayoutRow = typeof payouts.$inferSelect;
type DisputeRow = typeof payoutDisputes.$inferSelect;

/** What the trail keeps of a payout before and after a ruling. */
const payoutState = (p: PayoutRow) => ({
  status: p.status,
  paidAt: p.paidAt ? p.paidAt.toISOString() : null,
  confirmation: p.confirmation,
  ruling: p.ruling,
  paidMethod: p.paidMethod,
  paidReference: p.paidReference,
});

const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function toOperatorDispute(
  db: Db | Tx,
  r: { dispute: DisputeRow; payout: PayoutRow; tournament: string; player: UserRow; investor: UserRow },
): Promise<OperatorDispute> {
  const { dispute: d, payout: p } = r;
  return {
    id: d.id,
    status: d.status,
    reason: d.reason,
    createdAt: d.createdAt.toISOString(),
    answer: d.answer,
    answeredAt: iso(d.answeredAt),
    outcome: d.outcome,
    note: d.note,
    ruledAt: iso(d.ruledAt),
    payout: {
      id: p.id,
      amount: p.amount,
      status: p.status,
      confirmation: p.confirmation,
      ruling: p.ruling,
      paidAt: iso(p.paidAt),
      dueAt: iso(p.dueAt),
      paidMethod: p.paidMethod,
      paidReference: p.paidReference,
    },
    campaign: { id: p.campaignId, tournament: r.tournament },
    player: toOperatorUser(r.player),
    investor: toOperatorUser(r.investor),
    trail: await payoutTrail(db, p.id),
  };
}

function disputeQuery(db: Db | Tx) {
  return db
    .select({ dispute: payoutDisputes, payout: payouts, tournament: campaigns.tournament, player, investor })
    .from(payoutDisputes)
    .innerJoin(payouts, eq(payouts.id, payoutDisputes.payoutId))
    .innerJoin(campaigns, eq(campaigns.id, payouts.campaignId))
    .innerJoin(player, eq(player.id, payoutDisputes.playerId))
    .innerJoin(investor, eq(investor.id, payoutDisputes.investorId));
}

/** GET /api/operator/disputes: the open ones, oldest first, with both sides' words and each payout's trail. */
export async function listOpenDisputes(db: Db): Promise<OperatorDispute[]> {
  const rows = await disputeQuery(db)
    .where(eq(payoutDisputes.status, "open"))
    .orderBy(asc(payoutDisputes.createdAt), asc(payoutDisputes.id))
    .limit(OPEN_DISPUTES_LIMIT);
  const out: OperatorDispute[] = [];
  for (const r of rows) out.push(await toOperatorDispute(db, r));
  return out;
}

/**
 * POST /api/operator/disputes/:id/rule, once per dispute (decision 202). In one transaction, locking the campaign
 * row first as Mark as Paid does, then the payout and the dispute:
 * - paid: the payout stays paid as of when it was marked; `ruling` says an operator decided it (its confirmation
 *   stays `disputed`, the record of what the backer said), so the payback record counts it as paid then;
 * - unpaid: the payout is owed again (status `pending`, no paid date, no confirmation), its due date unchanged, so it
 *   is overdue from that date; the stake is back to closed and the campaign's payouts no longer complete.
 * The ruling's trail row and both parties' notifications are written in the same transaction.
 */
export async function ruleDispute(db: Db, operator: UserRow, disputeId: number, input: RuleDisputeInput, now = new Date()): Promise<OperatorDispute> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ campaignId: payouts.campaignId, payoutId: payouts.id })
      .from(payoutDisputes)
      .innerJoin(payouts, eq(payouts.id, payoutDisputes.payoutId))
      .where(eq(payoutDisputes.id, disputeId));
    if (!found) throw notFound(OPERATOR_MESSAGES.disputeNotFound);
    const campaign = await lockCampaign(tx, found.campaignId);
    const payout = await lockPayout(tx, found.payoutId);
    const dispute = await lockPayoutDispute(tx, { id: disputeId });
    if (dispute.status !== "open") throw conflict(OPERATOR_MESSAGES.alreadyRuled);

    const [after] =
      input.outcome === "paid"
        ? await tx.update(payouts).set({ ruling: "paid" }).where(eq(payouts.id, payout.id)).returning()
        : await tx
            .update(payouts)
            .set({ status: "pending", paidAt: null, confirmation: null, confirmedAt: null, paidMethod: null, paidReference: null, ruling: "unpaid" })
            .where(eq(payouts.id, payout.id))
            .returning();
    if (input.outcome === "unpaid") {
      await tx.update(investments).set({ status: "closed" }).where(eq(investments.id, payout.investmentId));
      await tx.update(campaigns).set({ payoutCompleted: false, updatedAt: now }).where(eq(campaigns.id, campaign.id));
    }
    await tx
      .update(payoutDisputes)
      .set({ status: "ruled", outcome: input.outcome, note: input.note, ruledBy: operator.id, ruledAt: now })
      .where(eq(payoutDisputes.id, dispute.id));
    await recordTrail(tx, {
      actorId: operator.id,
      action: "dispute.ruled",
      subjectType: "payout",
      subjectId: payout.id,
      before: { dispute: { id: dispute.id, status: dispute.status }, payout: payoutState(payout) },
      after: { dispute: { id: dispute.id, status: "ruled", outcome: input.outcome, note: input.note }, payout: payoutState(after) },
    });

    const [parties] = await disputeQuery(tx).where(eq(payoutDisputes.id, dispute.id));
    await recordEvent(tx, {
      kind: "dispute_ruled",
      disputeId: dispute.id,
      investorId: dispute.investorId,
      playerId: dispute.playerId,
      playerName: campaign.playerName || knownAsName(parties.player),
      investorName: knownAsName(parties.investor),
      tournament: campaign.tournament,
      amount: payout.amount,
      outcome: input.outcome,
      note: input.note,
    });
    return toOperatorDispute(tx, parties);
  });
}
