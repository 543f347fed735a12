import { sql } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { z } from "zod";
import type { Db } from "../db/client";
import { startPassesWhenReady } from "../http/interval-job";
import { recordEvent } from "../notifications/record-event";

/** A claimed refund is this instance's for this long; a crash frees it for another pass afterwards. */
export const REFUND_CLAIM_MS = 15_000;
/** claimed at a time: a batch is done well within its claim even when each refund takes a second */
const BATCH = 10;

/** The part of a payment gateway the worker needs (investing/gateway.ts implements it; no import, no cycle). */
export interface RefundingGateway {
  refund(paymentIntentId: string, amountCents: number, idempotencyKey: string): Promise<{ id: string; status: string }>;
}

export interface RefundWorkerDeps {
  db: Db;
  payments: RefundingGateway;
  log: Pick<FastifyBaseLogger, "warn" | "error">;
}

/** Backoff after the n-th failed attempt: 30 s, 1 min, 2 min, ... at most 1 hour. A refund is never given up. */
export function refundRetryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/** The key the gateway sees for refund `id`: the same refund asked twice (a retry, two instances) is refunded once. */
export const refundIdempotencyKey = (id: number) => `stakeline-refund-${id}`;

const claimedRow = z.object({
  id: z.coerce.number().int(),
  payment_intent_id: z.string(),
  investment_id: z.coerce.number().int().nullable(),
  investor_id: z.coerce.number().int(),
  amount_cents: z.coerce.number().int(),
  investor_line: z.string().nullable(),
  reason: z.string(),
  attempts: z.coerce.number().int(),
  tournament: z.string(),
  stake: z.string().nullable(),
  fee: z.string().nullable(),
});
type ClaimedRefund = z.infer<typeof claimedRow>;

/**
 * Claims due refunds so that no other instance carries them out at the same moment: SKIP LOCKED lets several
 * instances claim different rows at once, locked_until keeps the claim after this statement commits. `ids`
 * narrows the pass to refunds just decided (a Cancel carries out its own at once, and a repeated Cancel what is
 * still owed): those are taken whatever another pass claimed, since the idempotency key makes a second call refund
 * nothing more and only the first to confirm tells the investor.
 */
async function claim(db: Db, now: Date, ids?: number[], campaignIds?: number[]): Promise<ClaimedRefund[]> {
  const until = new Date(now.getTime() + REFUND_CLAIM_MS).toISOString();
  const at = now.toISOString();
  const only = ids ? sql`and id = any(${sql.param(ids)}::int[])` : campaignIds ? sql`and campaign_id = any(${sql.param(campaignIds)}::int[])` : sql``;
  const result = (await db.execute(sql`
    with claimed as (
      update refunds set locked_until = ${until}::timestamptz, attempts = attempts + 1
      where id in (
        select id from refunds
        where status = 'pending' ${only}
          ${ids ? sql`` : sql`and next_attempt_at <= ${at}::timestamptz and (locked_until is null or locked_until <= ${at}::timestamptz)`}
        order by id limit ${BATCH}
        for update skip locked
      )
      returning id, payment_intent_id, investment_id, investor_id, amount_cents, investor_line, reason, attempts, campaign_id
    )
    select c.*, k.tournament, i.amount::text as stake, i.platform_fee::text as fee
    from claimed c join campaigns k on k.id = c.campaign_id left join investments i on i.id = c.investment_id order by c.id`)) as { rows: unknown[] };
  return z.array(claimedRow).parse(result.rows);
}

/** The gateway has confirmed: the refund is done, and the investor told, in one transaction. */
async function markDone(db: Db, row: ClaimedRefund, gatewayRefundId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const done = (await tx.execute(sql`
      update refunds set status = 'succeeded', refunded_at = now(), gateway_refund_id = ${gatewayRefundId}, locked_until = null, last_error = null
      where id = ${row.id} and status = 'pending' returning id`)) as { rows: unknown[] };
    // another pass confirmed it first (same idempotency key, so still one refund): it told the investor
    if (done.rows.length === 0 || row.investor_line === null) return;
    await recordEvent(tx, {
      kind: "stake_refunded",
      investorId: row.investor_id,
      // unused bullets and a package's skipped event (decision 241) give back part of a stake the investor keeps: their
      // line says so, not "stake and fee refunded"
      investmentId: row.reason === "unused_bullets" || row.reason === "event_skipped" ? null : row.investment_id,
      tournament: row.tournament,
      line: row.investor_line,
      stake: row.stake ?? "0",
      fee: row.fee ?? "0",
    });
  });
}

/**
 * Carries out the refunds that are due (or just those of `ids`): each asks the gateway with its own idempotency key
 * and is marked succeeded only after the gateway confirms. A refusal or an unreachable gateway leaves it pending,
 * retried with backoff. Safe on several instances at once and across crashes: the key makes a repeat harmless.
 */
export async function carryOutRefunds(
  deps: RefundWorkerDeps,
  // campaignIds: only what is due on these campaigns (a test's own, on a database other test files share)
  options: { now?: Date; ids?: number[]; campaignIds?: number[] } = {},
): Promise<{ succeeded: number; failed: number }> {
  const now = options.now ?? new Date();
  if (options.ids && options.ids.length === 0) return { succeeded: 0, failed: 0 };
  let succeeded = 0;
  let failed = 0;
  // the given refunds batch by batch, or whatever is due until nothing is (a failed one waits for its backoff)
  const batches = options.ids ? chunks(options.ids, BATCH) : null;
  for (let b = 0; ; b++) {
    if (batches && b >= batches.length) break;
    const claimed = await claim(deps.db, now, batches?.[b], options.campaignIds);
    if (!batches && claimed.length === 0) break;
    const done = await carryOut(deps, now, claimed);
    succeeded += done.succeeded;
    failed += done.failed;
  }
  return { succeeded, failed };
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

async function carryOut(deps: RefundWorkerDeps, now: Date, claimed: ClaimedRefund[]): Promise<{ succeeded: number; failed: number }> {
  let succeeded = 0;
  let failed = 0;
  for (const row of claimed) {
    let refundId: string;
    try {
      const answer = await deps.payments.refund(row.payment_intent_id, row.amount_cents, refundIdempotencyKey(row.id));
      if (answer.status === "failed" || answer.status === "canceled") throw new Error(`the gateway answered ${answer.status} for refund ${answer.id}`);
      refundId = answer.id;
    } catch (err) {
      failed += 1;
      const next = new Date(now.getTime() + refundRetryDelayMs(row.attempts)).toISOString();
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      await deps.db
        .execute(
          sql`update refunds set locked_until = null, next_attempt_at = ${next}::timestamptz, last_error = ${message} where id = ${row.id} and status = 'pending'`,
        )
        .catch(() => undefined);
      deps.log.warn(
        { refundId: row.id, paymentIntentId: row.payment_intent_id, attempts: row.attempts, err: message },
        "refund not confirmed by the gateway; retrying later",
      );
      continue;
    }
    await markDone(deps.db, row, refundId);
    succeeded += 1;
  }
  return { succeeded, failed };
}

/**
 * On start-up (in the background: the instance serves meanwhile) and then every `intervalMs`. Every instance runs
 * one; the claims keep them apart. 0: never by itself (tests call carryOutRefunds).
 */
export function scheduleRefundWorker(app: FastifyInstance, deps: () => RefundWorkerDeps, intervalMs: number): void {
  if (intervalMs <= 0) return;
  // each pass waits for the one before it: two passes of one instance never run at once
  let last: Promise<unknown> = Promise.resolve();
  const pass = () =>
    (last = last.then(() => carryOutRefunds(deps())).catch((err: unknown) => app.log.error({ err }, "refund pass failed; retrying at the next one")));
  startPassesWhenReady(app, intervalMs, pass);
}
