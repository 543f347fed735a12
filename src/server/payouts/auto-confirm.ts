import { AUTO_CONFIRM_DAYS } from "@core/payout-confirmation";
import { DAY_MS } from "@core/payback";
import { and, eq, inArray, lte } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { JOB_LOCKS, runIfFree } from "../db/advisory-lock";
import type { Database, Db } from "../db/client";
import { payouts, trustTrail } from "../db/schema/index";
import type { TrailAction } from "../trust/trail";

/** How often each instance looks for payouts to auto-confirm (one instance at a time runs it). */
export const AUTO_CONFIRM_INTERVAL_MS = 15 * 60 * 1000;
/** At most this many payouts per run: a backlog drains over the next runs instead of in one long transaction. */
export const AUTO_CONFIRM_BATCH = 500;

/**
 * Auto-confirms the payouts still awaiting their backer AUTO_CONFIRM_DAYS after the player marked them paid (decision 200
 * item 1, decision 200). One transaction: the rows are picked FOR UPDATE SKIP LOCKED (a backer confirming or
 * disputing one right now keeps it, and decides it), moved only where they are still awaiting, and each gets its
 * trail row (actor null: the system) in the same commit. Safe on several instances: besides the advisory lock of
 * autoConfirmPayoutsIfFree, a row one run moved no longer matches the next. Returns the ids confirmed.
 */
export async function autoConfirmPayouts(db: Db, now = new Date()): Promise<number[]> {
  const cutoff = new Date(now.getTime() - AUTO_CONFIRM_DAYS * DAY_MS);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: payouts.id,
        status: payouts.status,
        paidAt: payouts.paidAt,
        ruling: payouts.ruling,
        paidMethod: payouts.paidMethod,
        paidReference: payouts.paidReference,
      })
      .from(payouts)
      .where(and(eq(payouts.confirmation, "awaiting"), lte(payouts.paidAt, cutoff)))
      .orderBy(payouts.paidAt)
      .limit(AUTO_CONFIRM_BATCH)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    const moved = await tx
      .update(payouts)
      .set({ confirmation: "auto_confirmed", confirmedAt: now })
      .where(
        and(
          inArray(
            payouts.id,
            due.map((d) => d.id),
          ),
          eq(payouts.confirmation, "awaiting"),
        ),
      )
      .returning({ id: payouts.id });
    const movedIds = new Set(moved.map((m) => m.id));
    const rows = due
      .filter((d) => movedIds.has(d.id))
      .map((d) => {
        const state = { status: d.status, paidAt: d.paidAt?.toISOString() ?? null, ruling: d.ruling, paidMethod: d.paidMethod, paidReference: d.paidReference };
        return {
          actorId: null,
          action: "payout.auto_confirmed" satisfies TrailAction,
          subjectType: "payout" as const,
          subjectId: d.id,
          before: { ...state, confirmation: "awaiting" },
          after: { ...state, confirmation: "auto_confirmed", days: AUTO_CONFIRM_DAYS },
          createdAt: now,
        };
      });
    // one statement for the batch's trail (recordTrail writes one row at a time)
    if (rows.length > 0) await tx.insert(trustTrail).values(rows);
    return [...movedIds].sort((a, b) => a - b);
  });
}

/** autoConfirmPayouts on one instance at a time: null when another instance is running it (decision 130). */
export function autoConfirmPayoutsIfFree(database: Pick<Database, "db" | "kind">, now = new Date()): Promise<number[] | null> {
  return runIfFree(database, JOB_LOCKS.payoutAutoConfirm, () => autoConfirmPayouts(database.db, now));
}

/** Runs the auto-confirmation every 15 minutes, like the payout reminders: unref'd, stopped on close, one instance at a time. */
export function startPayoutAutoConfirm(app: FastifyInstance, intervalMs = AUTO_CONFIRM_INTERVAL_MS): void {
  const timer = setInterval(() => {
    autoConfirmPayoutsIfFree(app.database).then(
      (ids) => {
        if (ids?.length) app.log.info({ autoConfirmed: ids.length }, "payouts auto-confirmed");
      },
      (err: unknown) => app.log.warn({ err }, "auto-confirming payouts failed; retrying at the next interval"),
    );
  }, intervalMs);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
