import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Tx } from "../db/client";
import { paymentIntents } from "../db/schema/index";
import type { PaymentGateway } from "../investing/gateway";

/**
 * Marks every open hold on the campaign canceled (expired ones too: their intents could still be paid).
 * Call it in the transaction that closes or cancels the campaign, under the campaign's row lock, which every
 * funding change takes: no hold can be placed or recorded between the status change and this.
 * Returns the intent ids, to cancel with the gateway once the transaction has committed.
 */
export async function cancelOpenHolds(tx: Tx, campaignId: number): Promise<string[]> {
  const released = await tx
    .update(paymentIntents)
    .set({ status: "canceled", updatedAt: new Date() })
    .where(and(eq(paymentIntents.campaignId, campaignId), eq(paymentIntents.status, "pending")))
    .returning({ id: paymentIntents.id });
  return released.map((r) => r.id);
}

/**
 * After commit: the provider refuses to charge these intents. A failure is logged, not fatal: the hold is already
 * canceled with us, so a payment that still gets through is refunded by recording (the campaign is not open).
 */
export async function cancelIntentsAtGateway(gateway: PaymentGateway, log: FastifyBaseLogger, ids: string[]): Promise<void> {
  for (const id of ids) {
    try {
      await gateway.cancelIntent(id);
    } catch (err) {
      log.warn({ err, paymentIntentId: id }, "could not cancel the payment intent of a closed or cancelled campaign");
    }
  }
}
