import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import Fastify from "fastify";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { JOB_LOCKS } from "../../../src/server/db/advisory-lock";
import { idempotencyKeys, notifications } from "../../../src/server/db/schema/index";
import { startIdempotencyPurge } from "../../../src/server/http/idempotency";
import {
  purgeOldReadNotifications,
  purgeOldReadNotificationsIfFree,
  READ_NOTIFICATIONS_KEPT_DAYS,
  startNotificationPurge,
} from "../../../src/server/notifications/service";
import { createUser, setupTestApp, usingPostgres, type TestUser } from "../helpers";

/** decision 141: the tables one account can grow are purged on a schedule (idempotency keys, read notifications). */
const ctx = setupTestApp();

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

/** A bare app with the purge's timer on a short interval, as the session purge's test does. */
async function appWith(start: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify({ logger: false });
  app.decorate("db", ctx.db);
  app.decorate("database", ctx.database);
  start(app);
  await app.ready();
  return app;
}

async function notificationsOf(who: TestUser, rows: Array<{ createdAt: Date; readAt: Date | null }>) {
  const inserted = await ctx.db
    .insert(notifications)
    .values(rows.map((r) => ({ userId: who.user.id, type: "payout_paid", title: "Payout received", body: "You were paid.", ...r })))
    .returning({ id: notifications.id });
  return inserted.map((r) => r.id);
}
const left = async (ids: number[]) =>
  (await ctx.db.select({ id: notifications.id }).from(notifications).where(inArray(notifications.id, ids))).map((r) => r.id).sort((a, b) => a - b);

describe("read notifications are kept 90 days", () => {
  it("deletes read ones older than 90 days; keeps unread ones of any age and recent read ones", async () => {
    const u = await createUser(ctx.db);
    const [oldRead, oldUnread, recentRead, recentUnread] = await notificationsOf(u, [
      { createdAt: daysAgo(READ_NOTIFICATIONS_KEPT_DAYS + 1), readAt: daysAgo(60) },
      { createdAt: daysAgo(400), readAt: null },
      { createdAt: daysAgo(READ_NOTIFICATIONS_KEPT_DAYS - 1), readAt: daysAgo(1) },
      { createdAt: daysAgo(1), readAt: null },
    ]);
    expect(await purgeOldReadNotifications(ctx.db)).toBeGreaterThanOrEqual(1);
    expect(await left([oldRead!, oldUnread!, recentRead!, recentUnread!])).toEqual([oldUnread, recentRead, recentUnread].sort((a, b) => a! - b!));
    // the bell's count and the list are what they were: only read ones went
    const list = await ctx.app.inject({ method: "GET", url: "/api/notifications", headers: { cookie: u.cookie } });
    expect(list.json().unreadCount).toBe(2);
  });

  it("the app's timer purges on its interval and stops when the app closes", async () => {
    const u = await createUser(ctx.db);
    const app = await appWith((a) => startNotificationPurge(a, 20));
    const [old] = await notificationsOf(u, [{ createdAt: daysAgo(200), readAt: daysAgo(150) }]);
    await expect.poll(() => left([old!]), { timeout: 5000, interval: 20 }).toEqual([]);
    await app.close();
    // after the close nothing is purged any more
    const [later] = await notificationsOf(u, [{ createdAt: daysAgo(200), readAt: daysAgo(150) }]);
    await new Promise((r) => setTimeout(r, 200));
    // on PostgreSQL another file's app may run its own purge; this one's timer alone cannot be told apart by rows there
    if (!usingPostgres) expect(await left([later!])).toEqual([later]);
  });

  it.runIf(usingPostgres)("one instance at a time: skipped while another holds the job's lock", async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query("begin");
      await client.query("select pg_advisory_xact_lock($1)", [JOB_LOCKS.notificationPurge]);
      expect(await purgeOldReadNotificationsIfFree(ctx.database)).toBeNull();
      await client.query("commit");
      expect(await purgeOldReadNotificationsIfFree(ctx.database)).not.toBeNull();
    } finally {
      await client.end();
    }
  });
});

describe("idempotency keys are kept 24 hours", () => {
  it("the app's timer deletes keys older than 24 h and keeps newer ones", async () => {
    const u = await createUser(ctx.db, { role: "player" });
    const [oldKey, newKey] = [randomUUID(), randomUUID()];
    await ctx.db.insert(idempotencyKeys).values([
      { userId: u.user.id, key: oldKey, route: "POST /api/campaigns", createdAt: new Date(Date.now() - 25 * 3_600_000) },
      { userId: u.user.id, key: newKey, route: "POST /api/campaigns", createdAt: new Date(Date.now() - 23 * 3_600_000) },
    ]);
    const keysOf = async () =>
      (
        await ctx.db
          .select({ key: idempotencyKeys.key })
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.userId, u.user.id)))
      ).map((r) => r.key);
    const app = await appWith((a) => startIdempotencyPurge(a, 20));
    try {
      await expect.poll(keysOf, { timeout: 5000, interval: 20 }).toEqual([newKey]);
    } finally {
      await app.close();
    }
  });
});
