import { DATA_EXPORT_KEEP_DAYS } from "@core/contracts/privacy";
import { dataReadyLine, PRIVACY_TAB_LINK } from "@core/data-export";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { z } from "zod";
import type { Config } from "../config";
import type { Db, Tx } from "../db/client";
import { rowsOf } from "../db/rows";
import { dataExports } from "../db/schema/index";
import { startPassesWhenReady } from "../http/interval-job";
import { publicUrl } from "../mail/links";
import { enqueueMail } from "../mail/outbox";
import { renderMail } from "../mail/templates";
import { recordEvent } from "../notifications/record-event";
import { buildDataExportZip } from "./export-builder";

/** A claimed export is this instance's for this long; a crash frees it for another pass afterwards. */
export const DATA_EXPORT_CLAIM_MS = 120_000;
/** Builds tried before the export is marked failed (the owner may ask again). */
export const DATA_EXPORT_MAX_ATTEMPTS = 5;
/** claimed at a time: each ZIP is a whole account's data, so a few per pass */
const BATCH = 3;

export interface DataExportWorkerDeps {
  db: Db;
  config: Config;
  log: Pick<FastifyBaseLogger, "warn" | "error">;
}

/** Backoff after the n-th failed build: 30 s, 1 min, 2 min, 4 min. */
export const dataExportRetryDelayMs = (attempts: number) => 30_000 * 2 ** Math.max(0, attempts - 1);

const claimedRow = z.object({ id: z.coerce.number().int(), user_id: z.coerce.number().int(), attempts: z.coerce.number().int() });
type Claimed = z.infer<typeof claimedRow>;

/**
 * Claims pending exports as the refund worker claims refunds: SKIP LOCKED lets several instances take different rows,
 * locked_until keeps the claim after this statement commits. `ids` narrows the pass to those exports (a test's own,
 * on a database other files share), taken whatever another pass claimed: only the first to finish stores its ZIP.
 */
async function claim(db: Db, now: Date, ids?: number[]): Promise<Claimed[]> {
  const until = new Date(now.getTime() + DATA_EXPORT_CLAIM_MS).toISOString();
  const at = now.toISOString();
  const only = ids
    ? sql`and id = any(${sql.param(ids)}::int[])`
    : sql`and next_attempt_at <= ${at}::timestamptz and (locked_until is null or locked_until <= ${at}::timestamptz)`;
  const rows = await rowsOf(
    db,
    sql`
    update data_exports set locked_until = ${until}::timestamptz, attempts = attempts + 1
    where id in (
      select id from data_exports where status = 'pending' ${only}
      order by id limit ${BATCH}
      for update skip locked
    )
    returning id, user_id, attempts`,
  );
  return z.array(claimedRow).parse(rows);
}

/**
 * The ZIP stored and its owner told, in one transaction: the bell, and a mail to a confirmed address (they asked
 * for it, so the topic switches do not apply; an unconfirmed address gets nothing, as every mail but the reset).
 * An export deleted meanwhile (the account closed) stores nothing and tells nobody.
 */
async function markReady(deps: DataExportWorkerDeps, row: Claimed, zip: Uint8Array, now: Date): Promise<boolean> {
  const expiresAt = new Date(now.getTime() + DATA_EXPORT_KEEP_DAYS * 86_400_000);
  return deps.db.transaction(async (tx) => {
    const done = await tx
      .update(dataExports)
      .set({ status: "ready", data: Buffer.from(zip), sizeBytes: zip.byteLength, readyAt: now, expiresAt, lockedUntil: null, lastError: null })
      .where(and(eq(dataExports.id, row.id), eq(dataExports.status, "pending")))
      .returning({ id: dataExports.id });
    if (done.length === 0) return false;
    await recordEvent(tx, { kind: "data_export_ready", userId: row.user_id, exportId: row.id, sizeBytes: zip.byteLength, expiresAt });
    await mailReady(tx, deps.config, row, zip.byteLength, expiresAt);
    return true;
  });
}

async function mailReady(tx: Tx, config: Config, row: Claimed, sizeBytes: number, expiresAt: Date): Promise<void> {
  const [user] = await rowsOf<{ username: string; email: string | null; verified: boolean }>(
    tx,
    sql`select username, email, email_verified_at is not null as verified from users where id = ${row.user_id} and closed_at is null`,
  );
  if (!user?.email || !user.verified) return;
  const { text, html } = renderMail({
    greeting: `Hello ${user.username},`,
    lines: [
      "The copy of your StakeLine data you asked for is ready.",
      dataReadyLine(sizeBytes, expiresAt),
      "Sign in to download it; the link is not in this mail.",
    ],
    action: { label: "Open Profile > Privacy", url: publicUrl(config, PRIVACY_TAB_LINK) },
  });
  await enqueueMail(tx, { dedupeKey: `data_export:${row.id}`, to: user.email, subject: "Your StakeLine data is ready", text, html });
}

async function markFailed(deps: DataExportWorkerDeps, row: Claimed, err: unknown, now: Date): Promise<void> {
  const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
  const last = row.attempts >= DATA_EXPORT_MAX_ATTEMPTS;
  const next = new Date(now.getTime() + dataExportRetryDelayMs(row.attempts)).toISOString();
  await deps.db
    .execute(
      sql`update data_exports set locked_until = null, last_error = ${message}, next_attempt_at = ${next}::timestamptz
        ${last ? sql`, status = 'failed'` : sql``}
      where id = ${row.id} and status = 'pending'`,
    )
    .catch(() => undefined);
  deps.log.warn({ dataExportId: row.id, attempts: row.attempts, err: message }, last ? "data export failed; given up" : "data export failed; retrying later");
}

/** Deletes the exports past their expiry: the ZIP goes with its row. Safe on several instances at once. */
export async function deleteExpiredExports(db: Db, now = new Date()): Promise<number> {
  const gone = await rowsOf(db, sql`delete from data_exports where expires_at <= ${now.toISOString()}::timestamptz returning id`);
  return gone.length;
}

/**
 * One pass: the expired exports deleted, then the pending ones built, batch by batch until none is due (or just
 * `ids`). Returns how many were built and how many failed this time.
 */
export async function runDataExports(deps: DataExportWorkerDeps, options: { now?: Date; ids?: number[] } = {}): Promise<{ built: number; failed: number }> {
  const now = options.now ?? new Date();
  await deleteExpiredExports(deps.db, now);
  let built = 0;
  let failed = 0;
  for (;;) {
    const claimed = await claim(deps.db, now, options.ids);
    if (claimed.length === 0) break;
    for (const row of claimed) {
      try {
        const zip = await buildDataExportZip(deps.db, row.user_id, now);
        if (await markReady(deps, row, zip, now)) built += 1;
      } catch (err) {
        failed += 1;
        await markFailed(deps, row, err, now);
      }
    }
    // the given exports are tried once each; a failed one waits for its backoff
    if (options.ids) break;
  }
  return { built, failed };
}

/** At start-up (in the background) and every `intervalMs` on every instance; the claims keep them apart. 0: never. */
export function scheduleDataExportWorker(app: FastifyInstance, deps: () => DataExportWorkerDeps, intervalMs: number): void {
  if (intervalMs <= 0) return;
  let last: Promise<unknown> = Promise.resolve();
  const pass = () =>
    (last = last.then(() => runDataExports(deps())).catch((err: unknown) => app.log.error({ err }, "data export pass failed; retrying at the next one")));
  startPassesWhenReady(app, intervalMs, pass);
}
