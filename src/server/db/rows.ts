import type { SQL } from "drizzle-orm";
import type { Tx } from "./client";

/**
 * The rows a raw SQL statement answers (a function call, a CTE drizzle cannot spell), typed as the caller's columns.
 * Both drivers answer `{ rows }`; this is the one place that says so. Rows the caller does not trust (a function's
 * result it parses with zod) are asked for as `unknown`.
 */
export async function rowsOf<T = Record<string, unknown>>(db: Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: unknown[] };
  return result.rows as T[];
}
