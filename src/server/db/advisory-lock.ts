import { sql } from "drizzle-orm";
import type { Database } from "./client";

/** One key per background job, so that across every instance on one database each runs once at a time. */
export const JOB_LOCKS = { sessionPurge: 730_001, interruptedPayments: 730_002, counterPurge: 730_003, idempotencyPurge: 730_004 } as const;

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
