import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import pg from "pg";
import { openDatabase, type Database } from "../../../src/server/db/client";
import { isConnectionLost } from "../../../src/server/db/connection-lost";
import { DATABASE_UNAVAILABLE_MESSAGE, registerErrorHandler } from "../../../src/server/http/error-handler";
import { usingPostgres } from "../helpers";

/** A transaction whose connection pg_terminate_backend cuts between its two statements. */
async function cutTransaction(database: Database, admin: pg.Client): Promise<void> {
  await database.db.transaction(async (tx) => {
    const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: Array<{ pid: number }> };
    await admin.query("select pg_terminate_backend($1)", [rows[0]!.pid]);
    await sleep(300);
    await tx.execute(sql`select 1`);
  });
}

describe.runIf(usingPostgres)("a database connection cut while a request holds it (PostgreSQL; decision 222)", () => {
  it("fails that request's transaction, not the process, and the pool serves the next one", async () => {
    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, dataDir: "memory://" });
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      // the connection dies between two statements, as pg_terminate_backend or a failover cuts it
      await expect(cutTransaction(database, admin)).rejects.toThrow();
      const { rows } = (await database.db.execute(sql`select 2 as two`)) as unknown as { rows: Array<{ two: number }> };
      expect(rows[0]!.two).toBe(2);
    } finally {
      await admin.end();
      await database.close();
    }
  });

  // the soak's cuts answered "Something went wrong" (500) to the request that held the connection (decision 224)
  it("is answered 503 with Retry-After, and only a lost connection is: a wrong query stays a 500", async () => {
    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, dataDir: "memory://" });
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get("/cut", () => cutTransaction(database, admin));
    app.get("/wrong", () => database.db.execute(sql`select * from no_such_table`));
    try {
      const lost = await cutTransaction(database, admin).catch((err: unknown) => err);
      expect(isConnectionLost(lost)).toBe(true);
      expect(isConnectionLost(await database.db.execute(sql`select * from no_such_table`).catch((err: unknown) => err))).toBe(false);

      const cut = await app.inject({ method: "GET", url: "/cut" });
      expect(cut.statusCode).toBe(503);
      expect(cut.headers["retry-after"]).toBe("1");
      expect(cut.json()).toEqual({ code: "unavailable", message: DATABASE_UNAVAILABLE_MESSAGE });
      const wrong = await app.inject({ method: "GET", url: "/wrong" });
      expect(wrong.statusCode).toBe(500);
      expect(wrong.json()).toEqual({ code: "internal_error", message: "Something went wrong. Please try again." });
    } finally {
      await app.close();
      await admin.end();
      await database.close();
    }
  });
});
