import { sql } from "drizzle-orm";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import pg from "pg";
import { openDatabase } from "../../../src/server/db/client";
import { usingPostgres } from "../helpers";

describe.runIf(usingPostgres)("a database connection cut while a request holds it (PostgreSQL; decision 222)", () => {
  it("fails that request's transaction, not the process, and the pool serves the next one", async () => {
    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, dataDir: "memory://" });
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const cut = database.db.transaction(async (tx) => {
        const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: Array<{ pid: number }> };
        // the connection dies between two statements, as pg_terminate_backend or a failover cuts it
        await admin.query("select pg_terminate_backend($1)", [rows[0]!.pid]);
        await sleep(300);
        await tx.execute(sql`select 1`);
      });
      await expect(cut).rejects.toThrow();
      const { rows } = (await database.db.execute(sql`select 2 as two`)) as unknown as { rows: Array<{ two: number }> };
      expect(rows[0]!.two).toBe(2);
    } finally {
      await admin.end();
      await database.close();
    }
  });
});
