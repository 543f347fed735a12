import { createHash } from "node:crypto";
import { eq, sql, type SQL } from "drizzle-orm";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { startSessionPurge } from "../../../src/server/auth/session-purge";
import { deleteExpiredSessions } from "../../../src/server/auth/sessions";
import { SESSION_COOKIE } from "../../../src/server/http/session-cookies";
import { sessions } from "../../../src/server/db/schema/index";
import { createUser, setupTestApp, type TestUser } from "../helpers";

const ctx = setupTestApp();

const idHashOf = (who: TestUser) =>
  createHash("sha256")
    .update(who.cookie.slice(`${SESSION_COOKIE}=`.length))
    .digest("hex");
const rowOf = async (who: TestUser) =>
  (
    await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, idHashOf(who)))
  )[0];
const me = (who: TestUser) => ctx.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: who.cookie } });
/** Moves a session's times into the past, on the database's clock (the one the lookup compares with). */
const set = (who: TestUser, values: Partial<Record<"createdAt" | "expiresAt" | "lastSeenAt", SQL>>) =>
  ctx.db
    .update(sessions)
    .set(values)
    .where(eq(sessions.idHash, idHashOf(who)));
const ago = (interval: string) => sql`now() - ${interval}::interval`;

describe("session lifetime", () => {
  it("a new session ends 30 days after sign-in", async () => {
    const u = await createUser(ctx.db);
    const row = await rowOf(u);
    const days = (row.expiresAt.getTime() - row.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(30, 3);
  });

  it("an expired session is 401, even though its row is still there", async () => {
    const u = await createUser(ctx.db);
    expect((await me(u)).statusCode).toBe(200);
    await set(u, { expiresAt: ago("1 second") });
    const res = await me(u);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Unauthorized", code: "unauthorized" });
  });

  it("a session unused for 7 days is 401; one used 6 days ago still works", async () => {
    const idle = await createUser(ctx.db);
    await set(idle, { lastSeenAt: ago("7 days 1 minute") });
    expect((await me(idle)).statusCode).toBe(401);

    const recent = await createUser(ctx.db);
    await set(recent, { lastSeenAt: ago("6 days") });
    expect((await me(recent)).statusCode).toBe(200);
  });

  it("use refreshes last_seen_at, at most every few minutes", async () => {
    const u = await createUser(ctx.db);
    await set(u, { lastSeenAt: ago("2 minutes") });
    const before = (await rowOf(u)).lastSeenAt;
    expect((await me(u)).statusCode).toBe(200);
    // fresh enough: no write
    expect((await rowOf(u)).lastSeenAt).toEqual(before);

    await set(u, { lastSeenAt: ago("6 days") });
    expect((await me(u)).statusCode).toBe(200);
    const refreshed = (await rowOf(u)).lastSeenAt;
    expect(Date.now() - refreshed.getTime()).toBeLessThan(60_000);
  });

  it("a session kept in use lasts no longer than its 30 days", async () => {
    const u = await createUser(ctx.db);
    await set(u, { createdAt: ago("31 days"), expiresAt: ago("1 day"), lastSeenAt: ago("1 minute") });
    expect((await me(u)).statusCode).toBe(401);
  });
});

describe("purging expired sessions", () => {
  it("deletes sessions past either limit and keeps live ones", async () => {
    const live = await createUser(ctx.db);
    const expired = await createUser(ctx.db);
    const idle = await createUser(ctx.db);
    await set(expired, { expiresAt: ago("1 minute") });
    await set(idle, { lastSeenAt: ago("8 days") });
    expect(await deleteExpiredSessions(ctx.db)).toBeGreaterThanOrEqual(2);
    expect(await rowOf(expired)).toBeUndefined();
    expect(await rowOf(idle)).toBeUndefined();
    expect(await rowOf(live)).toBeDefined();
    expect((await me(live)).statusCode).toBe(200);
  });

  it("two purges at once (as from two instances) both succeed", async () => {
    const expired = await createUser(ctx.db);
    await set(expired, { expiresAt: ago("1 minute") });
    await Promise.all([deleteExpiredSessions(ctx.db), deleteExpiredSessions(ctx.db)]);
    expect(await rowOf(expired)).toBeUndefined();
  });

  it("the app's timer purges on its interval and stops when the app closes", async () => {
    // this app's purges are counted on its own handle: on a shared PostgreSQL another test file's app may purge
    // the same expired rows, so the rows alone cannot tell whether this timer still runs
    let purges = 0;
    const countingDb = new Proxy(ctx.db, {
      get(target, prop) {
        if (prop === "delete") purges += 1;
        return Reflect.get(target, prop, target);
      },
    });
    const app = Fastify({ logger: false });
    app.decorate("db", countingDb);
    app.decorate("database", ctx.database);
    startSessionPurge(app, 20);
    await app.ready();

    const first = await createUser(ctx.db);
    await set(first, { expiresAt: ago("1 minute") });
    await expect.poll(() => rowOf(first), { timeout: 5000, interval: 20 }).toBeUndefined();
    await expect.poll(() => purges, { timeout: 5000, interval: 20 }).toBeGreaterThan(0);

    await app.close();
    // a purge already started when close began may still finish; after that, none starts
    await new Promise((r) => setTimeout(r, 100));
    const afterClose = purges;
    await new Promise((r) => setTimeout(r, 200));
    expect(purges).toBe(afterClose);
  });
});
