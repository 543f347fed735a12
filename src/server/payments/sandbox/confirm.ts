import { eq, sql } from "drizzle-orm";
import { preparedPerDatabase } from "../../db/prepared";
import { campaigns, paymentIntents, sandboxPaymentIntents, users, type UserRow } from "../../db/schema/index";
import { AppError, forbidden, notFound } from "../../errors";
import { CardDeclinedError } from "../../investing/gateway";
import { releaseHold, renewHoldIfNeeded } from "../../investing/holds";
import { FOREIGN_PAYMENT, PAYMENT_NOT_FOUND, playerUser, recordInvestment, recordingFacts, type InvestingDeps } from "../../investing/record";
import type { PaymentIntentInfo } from "../../investing/gateway";
import { toInfo, type SandboxCard, type SandboxGateway } from "./gateway";
import { SANDBOX_DISPUTE_CARD, SANDBOX_DISPUTE_REASON, sandboxDisputeId } from "@core/card-disputes";
import { recordCardDispute } from "../../card-disputes/service";

// the sandbox's intent behind a client secret with our hold for it (same id) and what recording it needs, in one round trip;
// no row when either is missing
const intentWithHoldQuery = preparedPerDatabase((db) =>
  db
    .select({ intent: sandboxPaymentIntents, hold: paymentIntents, ...recordingFacts })
    .from(sandboxPaymentIntents)
    .innerJoin(paymentIntents, eq(paymentIntents.id, sandboxPaymentIntents.id))
    .innerJoin(campaigns, eq(campaigns.id, paymentIntents.campaignId))
    .innerJoin(users, eq(users.id, paymentIntents.investorId))
    .innerJoin(playerUser, eq(playerUser.id, campaigns.playerId))
    .where(eq(sandboxPaymentIntents.clientSecret, sql.placeholder("clientSecret")))
    .prepare("sandbox_intent_with_hold"),
);

/**
 * POST /api/payments/sandbox/confirm: the offline provider charges the card, and on success the investment
 * is recorded right here, so it exists even if the browser never sends POST /api/investments.
 * A declined card frees the hold and answers 402 with the card's message.
 */
export async function confirmSandboxPayment(deps: InvestingDeps, gateway: SandboxGateway, caller: UserRow, clientSecret: string, card: SandboxCard) {
  const [found] = await intentWithHoldQuery(deps.db).execute({ clientSecret });
  const intent = found ? toInfo(found.intent) : undefined;
  const hold = found?.hold;
  if (!intent || !hold) throw notFound(PAYMENT_NOT_FOUND);
  if (hold.investorId !== caller.id) throw forbidden(FOREIGN_PAYMENT);
  // the gateway's answer when this call charged the card: recording need not ask it again
  let charged: PaymentIntentInfo | undefined;
  // a concurrent confirm of the same card charged and recorded it after we read the intent: answer with that
  if (hold.status !== "succeeded" && intent.status !== "succeeded") {
    await renewHoldIfNeeded(deps, hold);
    try {
      charged = await gateway.confirmCard(intent, card);
    } catch (err) {
      if (!(err instanceof CardDeclinedError)) throw err;
      deps.metrics?.paymentsFailed.inc({ reason: "declined" });
      await releaseHold(deps, intent.id);
      throw new AppError("payment_required", err.message);
    }
  }
  await recordInvestment(deps, intent.id, charged, { hold, campaign: found.campaign, investor: found.investor, player: found.player });
  // Stripe's dispute test card: the charge succeeds, then its issuer disputes it, as charge.dispute.created would say
  if (charged && card.number.replace(/[\s-]/g, "") === SANDBOX_DISPUTE_CARD) {
    const report = {
      providerDisputeId: sandboxDisputeId(intent.id),
      paymentIntentId: intent.id,
      amountCents: charged.amountCents,
      reason: SANDBOX_DISPUTE_REASON,
    };
    await recordCardDispute(deps.db, report);
  }
  return { status: "succeeded" as const, paymentIntentId: intent.id };
}
