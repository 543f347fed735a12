import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Client as PgClient } from "pg";
import * as schema from "./schema/index";

export type Schema = typeof schema;
/** Both drivers (node-postgres and PGlite) give this type; services only ever see it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A transaction or the database: what a service function that may run inside a transaction takes. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: "postgres" | "pglite";
  /** Subscribes to a NOTIFY channel; returns the unsubscribe function. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
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

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
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
  const db = drizzle({ client: pool, schema }) as unknown as Db;

  // several processes may start at once (tests, instances): migrate under an advisory lock
  const lockClient = await pool.connect();
  try {
    await lockClient.query("SELECT pg_advisory_lock(727274)");
    await migrate(drizzle({ client: lockClient, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lockClient.query("SELECT pg_advisory_unlock(727274)").catch(() => undefined);
    lockClient.release();
  }

  let listener: PgClient | null = null;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  async function ensureListener() {
    if (listener) return listener;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    client.on("notification", (msg) => {
      for (const h of handlers.get(msg.channel) ?? []) h(msg.payload ?? "");
    });
    client.on("error", () => {
      listener = null;
    });
    listener = client;
    return client;
  }

  return {
    db,
    kind: "postgres",
    async listen(channel, onMessage) {
      const client = await ensureListener();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await client.query(`LISTEN ${quoteIdent(channel)}`);
      }
      set.add(onMessage);
      return async () => {
        set!.delete(onMessage);
        if (set!.size === 0) {
          handlers.delete(channel);
          await listener?.query(`UNLISTEN ${quoteIdent(channel)}`).catch(() => undefined);
        }
      };
    },
    async notify(channel, payload) {
      await pool.query("SELECT pg_notify($1, $2)", [channel, payload]);
    },
    async ping() {
      await pool.query("SELECT 1");
    },
    async close() {
      await listener?.end().catch(() => undefined);
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let location: string | undefined;
  if (dataDir !== "memory://") {
    location = path.resolve(dataDir, "pgdata");
    mkdirSync(location, { recursive: true });
  }
  const client = await PGlite.create(location, { extensions: { pg_trgm } });
  const db = drizzle({ client, schema }) as unknown as Db;
  await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    kind: "pglite",
    async listen(channel, onMessage) {
      const unsubscribe = await client.listen(channel, onMessage);
      return async () => {
        await unsubscribe();
      };
    },
    async notify(channel, payload) {
      await client.query("SELECT pg_notify($1, $2)", [channel, payload]);
    },
    async ping() {
      await client.query("SELECT 1");
    },
    async close() {
      await client.close();
    },
  };
}
