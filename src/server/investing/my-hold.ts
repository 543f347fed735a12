import type { MyHoldResponse } from "@core/contracts/payment-holds";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { paymentIntents, type UserRow } from "../db/schema/index";
import { conflict, forbidden, notFound } from "../errors";
import { FOREIGN_PAYMENT, findHold, PAYMENT_NOT_FOUND, type InvestingDeps } from "./record";

export const ALREADY_CHARGED = "This payment has already been charged, so it can no longer be canceled.";

/** The provider says the card is being, or has been, charged: the hold is the stake's now, not the investor's to drop. */
const charging = (status: string | undefined) => status === "succeeded" || status === "processing";

/**
 * GET /api/campaigns/:id/my-hold: the caller's own open hold on the campaign (pending and unexpired), newest, with
 * the provider's client secret so Resume continues at the card step of the same payment. A payment the provider is
 * charging, or has ended, is no checkout to resume: null.
 */
export async function myOpenHold(deps: InvestingDeps, caller: UserRow, campaignId: number): Promise<MyHoldResponse> {
  const [hold] = await deps.db
    .select()
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.campaignId, campaignId),
        eq(paymentIntents.investorId, caller.id),
        eq(paymentIntents.status, "pending"),
        gt(paymentIntents.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(paymentIntents.createdAt))
    .limit(1);
  if (!hold) return { hold: null };
  const info = await deps.payments.retrieveIntent(hold.id);
  if (!info || info.status !== "requires_payment_method") return { hold: null };
  return {
    hold: {
      clientSecret: info.clientSecret,
      paymentIntentId: hold.id,
      amount: hold.amount,
      platformFee: hold.platformFee,
      totalAmount: hold.totalAmount,
      expiresAt: hold.expiresAt.toISOString(),
      cardStep: hold.cardStepAt !== null,
    },
  };
}

/**
 * DELETE /api/payment-holds/:id: Cancel on "Payment in progress". Only the hold's own investor; the amount is free
 * for others at once and the provider's intent canceled so it can no longer be paid. A payment already charged (or
 * being charged) is refused with 409; one that had already ended answers released: false.
 */
export async function cancelOwnHold(deps: InvestingDeps, caller: UserRow, paymentIntentId: string): Promise<{ released: boolean }> {
  const hold = await findHold(deps.db, paymentIntentId);
  if (!hold) throw notFound(PAYMENT_NOT_FOUND);
  if (hold.investorId !== caller.id) throw forbidden(FOREIGN_PAYMENT);
  if (hold.status === "succeeded" || hold.status === "refunded") throw conflict(ALREADY_CHARGED);
  if (hold.status !== "pending") return { released: false };
  // ask the provider first: a card it is charging right now must land as a stake, not be dropped here
  const info = await deps.payments.retrieveIntent(hold.id);
  if (charging(info?.status)) throw conflict(ALREADY_CHARGED);
  const released = await deps.db
    .update(paymentIntents)
    .set({ status: "canceled", updatedAt: new Date() })
    .where(and(eq(paymentIntents.id, hold.id), eq(paymentIntents.status, "pending")))
    .returning({ id: paymentIntents.id });
  if (released.length === 0) {
    // it changed meanwhile: charged (the stake stands) or ended
    const now = await findHold(deps.db, hold.id);
    if (now?.status === "succeeded" || now?.status === "refunded") throw conflict(ALREADY_CHARGED);
    return { released: false };
  }
  try {
    await deps.payments.cancelIntent(hold.id);
  } catch (err) {
    deps.log.warn({ err, paymentIntentId: hold.id }, "could not cancel a canceled hold's payment intent");
  }
  return { released: true };
}
