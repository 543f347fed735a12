import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { z } from "zod";
import type { AttemptStore } from "./attempt-store";
import { JOB_LOCKS, runIfFree } from "../db/advisory-lock";
import type { Database, Db } from "../db/client";
import { rowsOf } from "../db/rows";

const counterRow = z.object({ count: z.coerce.number(), reset_at_ms: z.coerce.number(), ttl_ms: z.coerce.number() });
type Counter = z.infer<typeof counterRow>;

/**
 * Counts one hit on `key` in the shared table (drizzle/0016): a new or expired window starts at 1, a live one
 * goes up by 1, in one upsert, so two instances counting at once both see their own hit. The window is timed
 * by the database's clock, so instances whose clocks differ still agree on it.
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<Counter> {
  const result = (await db.execute(sql`
    insert into rate_limit_counters as c (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    on conflict (key) do update set
      count = case when c.reset_at > now() then c.count + 1 else 1 end,
      reset_at = case when c.reset_at > now() then c.reset_at else excluded.reset_at end
    returning count,
      floor(extract(epoch from reset_at) * 1000) as reset_at_ms,
      greatest(0, ceil(extract(epoch from reset_at - now()) * 1000)) as ttl_ms
  `)) as { rows: unknown[] };
  return counterRow.parse(result.rows[0]);
}

/** The account throttle's counts (auth/throttle.ts) in the shared table, under `account:`. */
export class PgAttemptStore implements AttemptStore {
  constructor(
    private readonly db: Db,
    private readonly prefix = "account:",
  ) {}

  async add(key: string, windowMs: number): Promise<number> {
    return (await countHit(this.db, this.prefix + key, windowMs)).count;
  }

  async resetAt(key: string): Promise<number | null> {
    const result = (await this.db.execute(sql`
      select floor(extract(epoch from reset_at) * 1000) as reset_at_ms
      from rate_limit_counters where key = ${this.prefix + key} and reset_at > now()
    `)) as { rows: Array<{ reset_at_ms: unknown }> };
    return result.rows[0] ? Number(result.rows[0].reset_at_ms) : null;
  }

  async clear(key: string): Promise<void> {
    await this.db.execute(sql`delete from rate_limit_counters where key = ${this.prefix + key}`);
  }
}

type IncrCallback = Parameters<FastifyRateLimitStore["incr"]>[1];

/**
 * A store for @fastify/rate-limit in the same table: each route's limit counts under its own method and
 * path (as the plugin's Redis store does), so the per-address limit holds whichever instance gets the call.
 */
export function pgRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class PgRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = "route:",
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow?: number): void {
      countHit(db, this.prefix + key, timeWindow ?? 60_000).then(
        (c) => callback(null, { current: c.count, ttl: c.ttl_ms }),
        (err: Error) => callback(err, { current: 0, ttl: 0 }),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: string } }).routeInfo;
      return new PgRateLimitStore(routeOptions, `route:${String(route?.method ?? "")}${route?.url ?? ""}:`);
    }
  }
  return PgRateLimitStore;
}

/**
 * Deletes the counters whose window ended an hour ago and returns how many, or null when another instance is
 * running this purge (an advisory lock, decision 130: one instance at a time, like the session purge).
 */
export async function purgeExpiredCounters(database: Pick<Database, "db" | "kind">): Promise<number | null> {
  return runIfFree(database, JOB_LOCKS.counterPurge, async () => {
    const [gone] = await rowsOf<{ n: number }>(
      database.db,
      sql`with gone as (delete from rate_limit_counters where reset_at < now() - interval '1 hour' returning 1) select count(*)::int as n from gone`,
    );
    return gone?.n ?? 0;
  });
}

/** Runs purgeExpiredCounters every `intervalMs` (an hour); unref'd, so it never holds the process open. */
export function startCounterPurge(app: FastifyInstance, db: Db, intervalMs = 60 * 60_000): void {
  const timer = setInterval(() => {
    purgeExpiredCounters({ db, kind: app.database.kind }).catch((err: unknown) =>
      app.log.warn({ err }, "purging expired rate-limit counters failed; retrying at the next interval"),
    );
  }, intervalMs);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
