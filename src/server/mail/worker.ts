import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { MailTransport } from "./transport";
import { UNSUBSCRIBE_LINE } from "./templates";

export const MAIL_MAX_ATTEMPTS = 10;
/** a claimed row is this instance's until then; a crash mid-send frees it for another instance afterwards */
export const MAIL_CLAIM_MS = 2 * 60_000;
const BATCH = 20;

/** Exponential backoff after the n-th failed attempt: 30 s, 1 min, 2 min, ... at most 1 hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

interface ClaimedRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
}

export interface OutboxWorker {
  /** Sends what is due at `now`; returns how many were sent. Tests pass a later `now` instead of waiting. */
  runOnce(now?: Date): Promise<{ sent: number; failed: number }>;
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

/**
 * A link whose token signs in as its holder (a password reset) or proves an address (a verification). The table
 * keeps only the token's hash, but the mail's bodies carry the token itself until it is sent: then (or when the
 * mail is given up) the stored bodies keep the link with SENT_TOKEN in place of the token, in the same UPDATE.
 */
export const SECRET_LINK_PATTERN = "(/auth/(?:reset|verify)\\?token=)[A-Za-z0-9_-]+";
export const SENT_TOKEN = "[sent]";
const scrubbed = (column: "text_body" | "html_body") => sql`regexp_replace(${sql.raw(column)}, ${SECRET_LINK_PATTERN}, ${`\\1${SENT_TOKEN}`}, 'g')`;

function unsubscribeUrlOf(text: string): string | undefined {
  const line = text.split("\n").find((l) => l.startsWith(UNSUBSCRIBE_LINE));
  return line ? line.slice(UNSUBSCRIBE_LINE.length).trim() : undefined;
}

export function createOutboxWorker(db: Db, transport: MailTransport, log: { warn: (obj: object, msg: string) => void }): OutboxWorker {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();

  // Claims due rows so that no other instance sends them at the same time: SKIP LOCKED lets several
  // instances claim different rows at once, locked_until keeps the claim after this statement commits.
  async function claim(now: Date): Promise<ClaimedRow[]> {
    const until = new Date(now.getTime() + MAIL_CLAIM_MS);
    // due by the end of this millisecond: the database stamps microseconds, JavaScript's clock stops at milliseconds,
    // so a mail enqueued in the same millisecond as this pass is due, not left for the next poll
    const dueBefore = new Date(now.getTime() + 1);
    const result = (await db.execute(sql`
      update mail_outbox set locked_until = ${until.toISOString()}::timestamptz, attempts = attempts + 1
      where id in (
        select id from mail_outbox
        where sent_at is null and attempts < ${MAIL_MAX_ATTEMPTS}
          and next_attempt_at < ${dueBefore.toISOString()}::timestamptz
          and (locked_until is null or locked_until <= ${now.toISOString()}::timestamptz)
        order by id limit ${BATCH}
        for update skip locked
      )
      returning id, to_address, subject, text_body, html_body, attempts`)) as { rows: ClaimedRow[] };
    return result.rows;
  }

  async function runOnce(now = new Date()): Promise<{ sent: number; failed: number }> {
    let sent = 0;
    let failed = 0;
    for (const row of await claim(now)) {
      try {
        await transport.send(row.id, {
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          unsubscribeUrl: unsubscribeUrlOf(row.text_body),
        });
        await db.execute(
          sql`update mail_outbox set sent_at = now(), locked_until = null, last_error = null, text_body = ${scrubbed("text_body")}, html_body = ${scrubbed("html_body")}
              where id = ${row.id}`,
        );
        sent++;
      } catch (err) {
        failed++;
        const next = new Date(now.getTime() + retryDelayMs(row.attempts));
        const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
        const givenUp = row.attempts >= MAIL_MAX_ATTEMPTS;
        // a mail given up is never sent: its link's token goes too
        const scrub = givenUp ? sql`, text_body = ${scrubbed("text_body")}, html_body = ${scrubbed("html_body")}` : sql``;
        await db.execute(
          sql`update mail_outbox set locked_until = null, next_attempt_at = ${next.toISOString()}::timestamptz, last_error = ${message}${scrub} where id = ${row.id}`,
        );
        log.warn({ mailId: row.id, attempts: row.attempts, err: message }, givenUp ? "mail given up" : "mail send failed; retrying later");
      }
    }
    return { sent, failed };
  }

  return {
    runOnce(now) {
      // one pass at a time on this instance: the poll and a caller never overlap
      const pass = running.then(() => runOnce(now));
      running = pass.catch(() => undefined);
      return pass;
    },
    start(intervalMs) {
      timer = setInterval(() => {
        this.runOnce().catch((err: unknown) => log.warn({ err }, "mail outbox pass failed; retrying at the next poll"));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
