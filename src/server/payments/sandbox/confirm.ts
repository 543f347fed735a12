import type { UserRow } from "../../db/schema/index";
import { AppError, forbidden, notFound } from "../../errors";
import { CardDeclinedError } from "../../investing/gateway";
import { releaseHold, renewHoldIfNeeded } from "../../investing/holds";
import { findHold, FOREIGN_PAYMENT, PAYMENT_NOT_FOUND, recordInvestment, type InvestingDeps } from "../../investing/record";
import type { SandboxCard, SandboxGateway } from "./gateway";

/**
 * POST /api/payments/sandbox/confirm: the offline provider charges the card, and on success the investment
 * is recorded right here, so it exists even if the browser never sends POST /api/investments.
 * A declined card frees the hold and answers 402 with the card's message.
 */
export async function confirmSandboxPayment(deps: InvestingDeps, gateway: SandboxGateway, caller: UserRow, clientSecret: string, card: SandboxCard) {
  const intent = await gateway.findByClientSecret(clientSecret);
  const hold = intent ? await findHold(deps.db, intent.id) : undefined;
  if (!intent || !hold) throw notFound(PAYMENT_NOT_FOUND);
  if (hold.investorId !== caller.id) throw forbidden(FOREIGN_PAYMENT);
  // a concurrent confirm of the same card charged and recorded it after we read the intent: answer with that
  if (hold.status !== "succeeded" && intent.status !== "succeeded") {
    await renewHoldIfNeeded(deps, hold);
    try {
      await gateway.confirmCard(intent, card);
    } catch (err) {
      if (!(err instanceof CardDeclinedError)) throw err;
      deps.metrics?.paymentsFailed.inc({ reason: "declined" });
      await releaseHold(deps, intent.id);
      throw new AppError("payment_required", err.message);
    }
  }
  await recordInvestment(deps, intent.id);
  return { status: "succeeded" as const, paymentIntentId: intent.id };
}
