import { sql, type SQL } from "drizzle-orm";
import type { Database, Tx } from "./client";

/** One key per background job, so that across every instance on one database each runs once at a time. */
export const JOB_LOCKS = {
  sessionPurge: 730_001,
  interruptedPayments: 730_002,
  counterPurge: 730_003,
  idempotencyPurge: 730_004,
  notificationPurge: 730_005,
  payoutReminders: 730_006,
  payoutAutoConfirm: 730_007,
} as const;

/**
 * The first key of the two-key advisory locks that make a quota's count and the insert it allows one step: the
 * second key is the account's id or the hash of an address. (Two-key locks never collide with JOB_LOCKS' one-key ones.)
 */
export const QUOTA_LOCKS = { campaigns: 731_001, verificationMailsAccount: 731_002, verificationMailsAddress: 731_003, tournaments: 731_101 } as const;

/**
 * Holds (space, key) until the caller's transaction ends, waiting while another transaction holds it. On PostgreSQL
 * this orders racing requests; the embedded database runs one transaction at a time anyway, and takes it all the same.
 */
export async function lockForTransaction(tx: Tx, space: number, key: number | SQL): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${space}::int, (${key})::int)`);
}

/** The second key of an address's lock: the same for every spelling in upper or lower case. */
export const addressLockKey = (address: string): SQL => sql`hashtext(lower(${address}))`;

/**
 * Runs `job` only if no other instance holds `key`, else returns null at once (decision 130): a transaction-level
 * advisory lock, released by the database when the transaction ends, or when the instance holding it dies.
 * The job itself may use other connections. The embedded database belongs to one process: it just runs the job.
 */
export async function runIfFree<T>(database: Pick<Database, "db" | "kind">, key: number, job: () => Promise<T>): Promise<T | null> {
  if (database.kind !== "postgres") return job();
  return database.db.transaction(async (tx) => {
    const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${key}) as got`)) as { rows: Array<{ got: boolean }> };
    return result.rows[0]?.got ? job() : null;
  });
}
