import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { JOB_LOCKS, runIfFree } from "../../db/advisory-lock";
import { AppError } from "../../errors";
import { recordInvestment, type InvestingDeps } from "../../investing/record";
import { oweRefund } from "../../refunds/obligations";
import { carryOutRefunds } from "../../refunds/worker";

/** A charge younger than this may still be on its way to being recorded by the request that made it. */
export const SETTLE_AFTER_SECONDS = 2;
/** How often a running server looks again (a recording that failed on a database blip, with no retry from the browser). */
const SWEEP_EVERY_MS = 60_000;

const interruptedRow = z.object({
  id: z.string(),
  hold_status: z.enum(["pending", "canceled", "refunded"]),
  campaign_id: z.coerce.number().int(),
  investor_id: z.coerce.number().int(),
  total_cents: z.coerce.number().int(),
});

/**
 * The sandbox plays Stripe but has no webhook to deliver a payment again. A server killed between charging a card
 * and recording the investment would keep the money with nothing to show for it. This finds such payments and
 * finishes them on the usual paths: recording (which owes the refund of what no longer fits), or, for a payment
 * already refused (its hold marked refunded) whose refund was never written down, owing that refund. The refund
 * worker carries refunds out. Running it on several instances at once is harmless: the recording is exactly once
 * under the campaign's lock, and a charge is owed back at most once (refunds are unique per payment).
 */
export async function settleInterruptedSandboxPayments(deps: InvestingDeps): Promise<{ recorded: number; refunded: number }> {
  const result = (await deps.db.execute(sql`
    select p.id, p.status as hold_status, p.campaign_id, p.investor_id, round(p.total_amount * 100)::int as total_cents
    from sandbox_payment_intents s
    join payment_intents p on p.id = s.id
    where s.status = 'succeeded'
      and s.refunded_cents < s.amount_cents
      and s.updated_at < now() - make_interval(secs => ${SETTLE_AFTER_SECONDS})
      and p.status in ('pending', 'canceled', 'refunded')
      and not exists (select 1 from investments i where i.payment_intent_id = p.id)
      and not exists (select 1 from refunds r where r.payment_intent_id = p.id)
  `)) as { rows: unknown[] };
  const rows = z.array(interruptedRow).parse(result.rows);
  let recorded = 0;
  let refunded = 0;
  for (const row of rows) {
    try {
      if (row.hold_status === "refunded") {
        const refundId = await oweRefund(deps.db, {
          paymentIntentId: row.id,
          investmentId: null,
          campaignId: row.campaign_id,
          investorId: row.investor_id,
          amountCents: row.total_cents,
          reason: "no_room",
          investorLine: null,
        });
        if (refundId !== null) await carryOutRefunds(deps, { ids: [refundId] });
        refunded += 1;
      } else {
        await recordInvestment(deps, row.id);
        recorded += 1;
      }
    } catch (err) {
      if (err instanceof AppError && err.kind === "conflict") refunded += 1;
      else deps.log.error({ err, paymentIntentId: row.id }, "could not settle an interrupted sandbox payment");
    }
  }
  if (rows.length > 0) deps.log.warn({ recorded, refunded, found: rows.length }, "settled sandbox payments interrupted before they were recorded");
  return { recorded, refunded };
}

/** On start-up (before the server listens) and then every minute, while the app runs. */
export function scheduleInterruptedPaymentSweep(app: FastifyInstance, deps: () => InvestingDeps): void {
  let timer: NodeJS.Timeout | undefined;
  // one instance at a time: two sweeps would both refund or record the same payment's leftovers
  const sweep = () =>
    runIfFree(app.database, JOB_LOCKS.interruptedPayments, () => settleInterruptedSandboxPayments(deps())).catch((err: unknown) =>
      app.log.error({ err }, "sweep of interrupted sandbox payments failed"),
    );
  app.addHook("onReady", async () => {
    await sweep();
    timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
