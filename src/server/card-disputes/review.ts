import { CARD_DISPUTE_MESSAGES } from "@core/card-disputes";
import type { CardDispute, ReviewCardDisputeInput } from "@core/contracts/card-disputes";
import { centsToDecimal } from "@core/money";
import { knownAsName } from "@core/user-display";
import { asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../db/client";
import { campaigns, cardDisputes, investments, users, type UserRow } from "../db/schema/index";
import { conflict, notFound } from "../errors";
import { recordTrail } from "../trust/trail";
import { disputeState } from "./service";
import { lockCardDispute, lockUser } from "../db/row-locks";

const investor = alias(users, "card_dispute_investor");
const player = alias(users, "card_dispute_player");

/** The console lists at most this many open card disputes, oldest first (the oldest hold has waited longest). */
export const OPEN_CARD_DISPUTES_LIMIT = 100;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function cardDisputeQuery(db: Db | Tx) {
  return db
    .select({ dispute: cardDisputes, stake: investments, campaignTitle: campaigns.tournament, player, investor })
    .from(cardDisputes)
    .leftJoin(investments, eq(investments.id, cardDisputes.investmentId))
    .innerJoin(campaigns, eq(campaigns.id, cardDisputes.campaignId))
    .innerJoin(player, eq(player.id, campaigns.playerId))
    .innerJoin(investor, eq(investor.id, cardDisputes.investorId));
}

type Found = Awaited<ReturnType<ReturnType<typeof cardDisputeQuery>["execute"]>>[number];

function toCardDispute(r: Found): CardDispute {
  const { dispute: d, stake: s } = r;
  return {
    id: d.id,
    providerDisputeId: d.providerDisputeId,
    status: d.status,
    reason: d.reason,
    amount: centsToDecimal(d.amountCents),
    createdAt: d.createdAt.toISOString(),
    stake: s ? { id: s.id, amount: s.amount, platformFee: s.platformFee, status: s.status, createdAt: s.createdAt.toISOString() } : null,
    campaign: { id: d.campaignId, title: r.campaignTitle, player: { id: r.player.id, username: r.player.username, name: knownAsName(r.player) } },
    investor: { id: r.investor.id, username: r.investor.username, name: knownAsName(r.investor), heldSince: iso(r.investor.heldForReviewAt) },
  };
}

/** GET /api/operator/card-disputes: the open ones, oldest first. */
export async function listOpenCardDisputes(db: Db): Promise<CardDispute[]> {
  const rows = await cardDisputeQuery(db)
    .where(eq(cardDisputes.status, "open"))
    .orderBy(asc(cardDisputes.createdAt), asc(cardDisputes.id))
    .limit(OPEN_CARD_DISPUTES_LIMIT);
  return rows.map(toCardDispute);
}

/**
 * POST /api/operator/card-disputes/:id/review, once per dispute (409 after). In one transaction, the dispute row
 * locked: it is marked reviewed with a trail row keeping the operator's note, and with `release` the investor's hold
 * is cleared, with a trail row on the investor. Without `release` the hold stays: the operator has looked and
 * keeps the stakes paused.
 */
export async function reviewCardDispute(db: Db, operator: UserRow, disputeId: number, input: ReviewCardDisputeInput): Promise<CardDispute> {
  return db.transaction(async (tx) => {
    const dispute = await lockCardDispute(tx, disputeId);
    if (!dispute) throw notFound(CARD_DISPUTE_MESSAGES.notFound);
    if (dispute.status !== "open") throw conflict(CARD_DISPUTE_MESSAGES.alreadyReviewed);
    const [after] = await tx.update(cardDisputes).set({ status: "reviewed" }).where(eq(cardDisputes.id, disputeId)).returning();
    await recordTrail(tx, {
      actorId: operator.id,
      action: "card_dispute.reviewed",
      subjectType: "card_dispute",
      subjectId: disputeId,
      before: disputeState(dispute),
      after: { ...disputeState(after), note: input.note, release: input.release },
    });
    if (input.release) {
      const investor = await lockUser(tx, dispute.investorId);
      if (investor?.heldForReviewAt) {
        await tx.update(users).set({ heldForReviewAt: null }).where(eq(users.id, dispute.investorId));
        await recordTrail(tx, {
          actorId: operator.id,
          action: "card_dispute.reviewed",
          subjectType: "user",
          subjectId: dispute.investorId,
          before: { heldForReviewAt: investor.heldForReviewAt.toISOString() },
          after: { heldForReviewAt: null, cardDisputeId: disputeId, note: input.note },
        });
      }
    }
    const [found] = await cardDisputeQuery(tx).where(eq(cardDisputes.id, disputeId));
    return toCardDispute(found);
  });
}
