import { OPERATOR_MESSAGES, type SuspendUserResponse } from "@core/contracts/operator";
import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "../db/client";
import { campaigns, paymentIntents, sessions, users, type UserRow } from "../db/schema/index";
import { conflict, forbidden, notFound } from "../errors";
import { cancelIntentsAtGateway } from "../payouts/open-holds";
import { markCampaignCancelled, type PayoutDeps } from "../payouts/service";
import { carryOutRefunds } from "../refunds/worker";
import { recordTrail } from "../trust/trail";
import { toOperatorUser } from "./people";
import { lockCampaignsWhere, lockUser } from "../db/row-locks";

/** Campaigns still selling or waiting for their event: what a suspension cancels. */
const OPEN_CAMPAIGN_STATUSES = ["active", "funded"] as const;

async function lockFoundUser(tx: Tx, userId: number): Promise<UserRow> {
  const user = await lockUser(tx, userId);
  if (!user) throw notFound(OPERATOR_MESSAGES.userNotFound);
  return user;
}

/**
 * POST /api/operator/users/:id/suspend (decision 202). One transaction: the account is marked suspended with the
 * reason, every session of it ends, each open campaign of theirs is cancelled as a Cancel does (its holds canceled,
 * every stake marked refunded and its refund owed through the durable refunds), their own open payment holds are
 * canceled, and the trail row written. After the commit the intents are canceled with the gateway and the refunds
 * carried out (the worker retries any the gateway does not confirm). Nothing is deleted but the sessions.
 * A linked campaign whose event has started is cancelled too: the backers get their stake back rather than wait on
 * a suspended seller's word for the result.
 */
export async function suspendUser(deps: PayoutDeps, operator: UserRow, userId: number, reason: string, now = new Date()): Promise<SuspendUserResponse> {
  if (userId === operator.id) throw forbidden(OPERATOR_MESSAGES.selfSuspend);
  const decided = await deps.db.transaction(async (tx) => {
    const user = await lockFoundUser(tx, userId);
    if (user.suspendedAt) throw conflict(OPERATOR_MESSAGES.alreadySuspended);
    const [suspended] = await tx.update(users).set({ suspendedAt: now, suspendedReason: reason, updatedAt: now }).where(eq(users.id, user.id)).returning();
    await tx.delete(sessions).where(eq(sessions.userId, user.id));

    // locked in id order, as every funding change locks campaign rows
    const open = await lockCampaignsWhere(tx, and(eq(campaigns.playerId, user.id), inArray(campaigns.status, [...OPEN_CAMPAIGN_STATUSES])));
    const releasedIntents: string[] = [];
    const refundIds: number[] = [];
    let refundedInvestments = 0;
    for (const c of open) {
      const cancelled = await markCampaignCancelled(tx, c, now, "suspended", "campaign_cancelled");
      releasedIntents.push(...cancelled.releasedIntents);
      refundIds.push(...cancelled.stakes.refundIds);
      refundedInvestments += cancelled.stakes.refundedInvestments;
    }
    // as an investor: the payments they had started can no longer be completed
    const ownHolds = await tx
      .update(paymentIntents)
      .set({ status: "canceled", updatedAt: now })
      .where(and(eq(paymentIntents.investorId, user.id), eq(paymentIntents.status, "pending")))
      .returning({ id: paymentIntents.id });
    releasedIntents.push(...ownHolds.map((h) => h.id));

    await recordTrail(tx, {
      actorId: operator.id,
      action: "user.suspended",
      subjectType: "user",
      subjectId: user.id,
      before: { suspendedAt: null, suspendedReason: null },
      after: {
        suspendedAt: now.toISOString(),
        suspendedReason: reason,
        cancelledCampaigns: open.map((c) => c.id),
        refundIds,
        releasedHolds: ownHolds.map((h) => h.id),
      },
    });
    return { user: suspended, cancelled: open.length, releasedIntents, refundIds, refundedInvestments, releasedHolds: ownHolds.length };
  });
  await cancelIntentsAtGateway(deps.payments, deps.log, decided.releasedIntents);
  await carryOutRefunds(deps, { ids: decided.refundIds, now });
  return {
    user: toOperatorUser(decided.user),
    cancelledCampaigns: decided.cancelled,
    refundedInvestments: decided.refundedInvestments,
    releasedHolds: decided.releasedHolds,
  };
}

/** POST /api/operator/users/:id/reinstate: they may sign in again; what the suspension cancelled stays cancelled. */
export async function reinstateUser(deps: Pick<PayoutDeps, "db">, operator: UserRow, userId: number, now = new Date()) {
  return deps.db.transaction(async (tx) => {
    const user = await lockFoundUser(tx, userId);
    if (!user.suspendedAt) throw conflict(OPERATOR_MESSAGES.notSuspended);
    const [reinstated] = await tx.update(users).set({ suspendedAt: null, suspendedReason: null, updatedAt: now }).where(eq(users.id, user.id)).returning();
    await recordTrail(tx, {
      actorId: operator.id,
      action: "user.reinstated",
      subjectType: "user",
      subjectId: user.id,
      before: { suspendedAt: user.suspendedAt.toISOString(), suspendedReason: user.suspendedReason },
      after: { suspendedAt: null, suspendedReason: null },
    });
    return toOperatorUser(reinstated);
  });
}
