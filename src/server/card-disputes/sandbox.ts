import { sandboxDisputeInput, sandboxDisputeResponse } from "@core/contracts/card-disputes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CARD_DISPUTE_MESSAGES, SANDBOX_DISPUTE_REASON, sandboxDisputeId } from "@core/card-disputes";
import { toCents } from "@core/money";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { investments, type UserRow } from "../db/schema/index";
import { currentUser, isOperator, requireUser } from "../auth/guards";
import { forbidden, notFound } from "../errors";
import { recordCardDispute } from "./service";

/**
 * POST /api/payments/sandbox/dispute (PAYMENTS=sandbox only): the offline provider disputes a stake's charge, as a
 * card issuer would with Stripe, through the same service the webhook calls. Only the stake's own investor (their
 * card, their bank) or an operator may raise it. The whole charge (stake and fee) is disputed; one dispute per
 * charge, so raising it again answers the first (`created: false`).
 */
export async function raiseSandboxDispute(db: Db, caller: UserRow, investmentId: number) {
  const [stake] = await db.select().from(investments).where(eq(investments.id, investmentId));
  if (!stake) throw notFound(CARD_DISPUTE_MESSAGES.stakeNotFound);
  if (stake.investorId !== caller.id && !isOperator(caller)) throw forbidden(CARD_DISPUTE_MESSAGES.foreignStake);
  const outcome = await recordCardDispute(
    db,
    {
      providerDisputeId: sandboxDisputeId(stake.paymentIntentId),
      paymentIntentId: stake.paymentIntentId,
      amountCents: toCents(stake.amount)! + toCents(stake.platformFee)!,
      reason: SANDBOX_DISPUTE_REASON,
    },
    caller.id,
  );
  // the stake was read above and stakes are never deleted, so its payment is known
  if (outcome.kind === "unknown_payment") throw notFound(CARD_DISPUTE_MESSAGES.stakeNotFound);
  return { created: outcome.kind === "recorded", id: outcome.dispute.id, providerDisputeId: outcome.dispute.providerDisputeId, status: outcome.dispute.status };
}

/** PAYMENTS=sandbox only (registered by the sandbox's plugin): a card issuer's dispute on a stake, for offline tests. */
export const sandboxDisputeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/payments/sandbox/dispute",
    {
      preHandler: requireUser,
      schema: {
        summary: "Open a sandbox card dispute",
        errors: [404],
        body: sandboxDisputeInput,
        response: { 200: sandboxDisputeResponse, 201: sandboxDisputeResponse },
      },
    },
    async (request, reply) => {
      const raised = await raiseSandboxDispute(app.db, currentUser(request), request.body.investmentId);
      return reply.code(raised.created ? 201 : 200).send(raised);
    },
  );
};
