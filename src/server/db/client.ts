import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { functionsScript } from "./functions";
import { PgListener } from "./pg-listener";
import * as schema from "./schema/index";

export type Schema = typeof schema;
/** Both drivers (node-postgres and PGlite) give this type; services only ever see it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A transaction or the database: what a service function that may run inside a transaction takes. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: "postgres" | "pglite";
  /**
   * Subscribes to a NOTIFY channel; returns the unsubscribe function. `onReconnect` runs when the LISTEN
   * connection is back after a loss: notifications sent meanwhile were lost, so read what changed.
   */
  listen(channel: string, onMessage: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  /** False while the LISTEN connection is down (it reconnects by itself); PGlite's in-process one cannot drop. */
  listenerHealthy(): boolean;
  /** The connection pool's connections by state (PostgreSQL); null for the embedded database, which has none. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  notify(channel: string, payload: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Directory of the embedded database, or "memory://" for an in-memory one (tests). */
  dataDir: string;
}

function findMigrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, "drizzle");
    if (existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error("drizzle/ migrations folder not found");
}

export const MIGRATIONS_FOLDER = findMigrationsFolder();
/** The current definition of every live SQL function, applied after the migrations (see ./functions). */
export const FUNCTIONS_FOLDER = path.join(MIGRATIONS_FOLDER, "functions");

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

/** NOTIFY and the health check's ping: the same SQL on a pg pool and on PGlite. */
function notifyAndPing(sql: { query(text: string, params?: unknown[]): Promise<unknown> }): Pick<Database, "notify" | "ping"> {
  return {
    async notify(channel, payload) {
      await sql.query("SELECT pg_notify($1, $2)", [channel, payload]);
    },
    async ping() {
      await sql.query("SELECT 1");
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  // numeric stays a string (exact money); bigint counts come back as strings too and are converted where read
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  pool.on("error", () => {
    /* an idle client died; the pool replaces it */
  });
  // the pool hears a client's 'error' only while the client is idle: a connection cut while a request holds it
  // (between a transaction's statements) emitted it unheard and ended the process (decision 222). The request's
  // own statements fail, and the pool drops the dead client when it is given back
  pool.on("connect", (client) => {
    client.on("error", () => undefined);
  });
  const db = drizzle({ client: pool, schema }) as unknown as Db;

  // several processes may start at once (tests, instances): migrate and replace the functions under an advisory
  // lock (two sessions replacing one function at once fail with "tuple concurrently updated")
  const lockClient = await pool.connect();
  try {
    await lockClient.query("SELECT pg_advisory_lock(727274)");
    await migrate(drizzle({ client: lockClient, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    await lockClient.query("BEGIN");
    try {
      await lockClient.query(functionsScript(FUNCTIONS_FOLDER));
      await lockClient.query("COMMIT");
    } catch (err) {
      await lockClient.query("ROLLBACK");
      throw err;
    }
  } finally {
    await lockClient.query("SELECT pg_advisory_unlock(727274)").catch(() => undefined);
    lockClient.release();
  }

  // its own connection, not the pool's: a LISTEN belongs to a session, and the pool hands sessions around
  const listener = new PgListener(() => new pg.Client({ connectionString: url, keepAlive: true }));

  return {
    db,
    kind: "postgres",
    listen: (channel, onMessage, onReconnect) => listener.listen(channel, onMessage, onReconnect),
    listenerHealthy: () => listener.healthy,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    ...notifyAndPing(pool),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

/**
 * An in-memory database may start from a dump of a migrated one (PGLITE_MEMORY_TEMPLATE, a file
 * `dumpPgliteTemplate` wrote): the API tests open one per test file, and PGlite's initdb was most of each file's
 * start (about 4 s of 5 on two cores). The migrations still run after it, so a template one migration behind only
 * costs that migration.
 */
function memoryTemplate(): Blob | undefined {
  const file = process.env.PGLITE_MEMORY_TEMPLATE;
  if (!file || !existsSync(file)) return undefined;
  return new Blob([readFileSync(file)]);
}

/** Writes a migrated in-memory database's files to `file`, for PGLITE_MEMORY_TEMPLATE. */
export async function dumpPgliteTemplate(file: string): Promise<void> {
  const client = await migratedPglite(undefined, undefined);
  const dump = await client.dumpDataDir("none");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
}

/** PGlite at `location` (in memory when undefined), from `template`'s files if given, with every migration run. */
async function migratedPglite(location: string | undefined, template: Blob | undefined) {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = await PGlite.create(location, { extensions: { pg_trgm }, ...(template ? { loadDataDir: template } : {}) });
  await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  return client;
}

async function openPglite(dataDir: string): Promise<Database> {
  const { drizzle } = await import("drizzle-orm/pglite");
  let location: string | undefined;
  if (dataDir !== "memory://") {
    location = path.resolve(dataDir, "pgdata");
    mkdirSync(location, { recursive: true });
  }
  const client = await migratedPglite(location, location ? undefined : memoryTemplate());
  const db = drizzle({ client, schema }) as unknown as Db;
  await client.transaction(async (tx) => {
    await tx.exec(functionsScript(FUNCTIONS_FOLDER));
  });
  return {
    db,
    kind: "pglite",
    async listen(channel, onMessage) {
      const unsubscribe = await client.listen(channel, onMessage);
      return async () => {
        await unsubscribe();
      };
    },
    listenerHealthy: () => true,
    poolStats: () => null,
    ...notifyAndPing(client),
    async close() {
      await client.close();
    },
  };
}
