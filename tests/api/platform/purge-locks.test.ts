import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { JOB_LOCKS, runIfFree } from "../../../src/server/db/advisory-lock";
import { openDatabase } from "../../../src/server/db/client";
import { purgeExpiredKeysIfFree } from "../../../src/server/http/idempotency";
import { purgeExpiredCounters } from "../../../src/server/http/rate-limit-store";
import { createInvestor, uniqueName, usingPostgres } from "../helpers";
import { setupTwoInstancePools } from "./instance-pools";

/**
 * The hourly purges of rate-limit counters and idempotency keys take their advisory lock like the session purge
 * (decision 130): while one instance runs one, another instance's run of it is skipped, not run twice.
 */
describe.runIf(usingPostgres)("purges across instances (PostgreSQL)", () => {
  const databases = setupTwoInstancePools();

  /** Holds `key` on the first instance while `during` runs on the second. */
  async function whileHeld<T>(key: number, during: () => Promise<T>): Promise<T> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const holder = runIfFree(databases[0], key, async () => {
      started();
      await held;
    });
    await running;
    try {
      return await during();
    } finally {
      release();
      await holder;
    }
  }

  it("rate-limit counters: skipped while another instance purges, purged once it is done", async () => {
    const key = uniqueName("purge-lock-test");
    await databases[1].db.execute(sql`insert into rate_limit_counters (key, count, reset_at) values (${key}, 3, now() - interval '2 hours')`);
    const remaining = async () =>
      ((await databases[1].db.execute(sql`select count(*)::int as n from rate_limit_counters where key = ${key}`)) as unknown as { rows: { n: number }[] })
        .rows[0].n;
    expect(await whileHeld(JOB_LOCKS.counterPurge, () => purgeExpiredCounters(databases[1]))).toBeNull();
    expect(await remaining()).toBe(1);
    expect(await purgeExpiredCounters(databases[1])).toBeGreaterThanOrEqual(1);
    expect(await remaining()).toBe(0);
  });

  it("idempotency keys: skipped while another instance purges, purged once it is done", async () => {
    const investor = await createInvestor(databases[1].db);
    const key = uniqueName("purge-lock-key");
    await databases[1].db.execute(
      sql`insert into idempotency_keys (user_id, key, route, created_at) values (${investor.user.id}, ${key}, 'POST /api/campaigns', now() - interval '3 days')`,
    );
    const remaining = async () =>
      ((await databases[1].db.execute(sql`select count(*)::int as n from idempotency_keys where key = ${key}`)) as unknown as { rows: { n: number }[] }).rows[0]
        .n;
    expect(await whileHeld(JOB_LOCKS.idempotencyPurge, () => purgeExpiredKeysIfFree(databases[1]))).toBeNull();
    expect(await remaining()).toBe(1);
    expect(await purgeExpiredKeysIfFree(databases[1])).toBeGreaterThanOrEqual(1);
    expect(await remaining()).toBe(0);
  });
});

describe("purges on the embedded database", () => {
  it("run as they are (one process owns the database)", async () => {
    const database = await openDatabase({ dataDir: "memory://" });
    try {
      expect(await purgeExpiredCounters(database)).toBe(0);
      expect(await purgeExpiredKeysIfFree(database)).toBe(0);
    } finally {
      await database.close();
    }
  });
});
