import { randomBytes } from "node:crypto";
import type { Role } from "@core/roles";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, expect } from "vitest";
import { buildApp } from "../../src/server/app";
import { hashPassword } from "../../src/server/auth/password";
import { createSession } from "../../src/server/auth/sessions";
import { SESSION_COOKIE } from "../../src/server/http/session-cookies";
import { loadConfig, type Config } from "../../src/server/config";
import { openDatabase, type Database, type Db } from "../../src/server/db/client";
import { mailOutbox, users, type UserRow } from "../../src/server/db/schema/index";
import { checkAnswersAgainstDescription, reportUnlistedAnswers } from "./openapi-traffic";
import { TEST_LINK_SECRET } from "./server-process";
import { API_LOG_LEVEL, apiLogsOn, apiLogStream, flushApiLog, noteMailTokens, noteRequestSecrets, noteSecret } from "./run-log";

export const usingPostgres = !!process.env.DATABASE_URL;

export function testConfig(overrides: Partial<Config> = {}): Config {
  return loadConfig(
    {
      DATABASE_URL: process.env.DATABASE_URL,
      // required with DATABASE_URL (a real deployment sets its own); the embedded database makes its own
      LINK_SECRET: process.env.DATABASE_URL ? TEST_LINK_SECRET : undefined,
      DATA_DIR: "memory://",
      SEED_DEMO: "false",
      PAYMENTS: "sandbox",
      AUTH_RATE_LIMIT_MAX: "100000",
      LOG_LEVEL: "silent",
      // On PostgreSQL every test file's app shares one mail_outbox: a polling worker in one file would claim and
      // "send" (as an .eml file) the mails another file is waiting for at its SMTP server. Tests run passes themselves.
      MAIL_POLL_MS: "0",
      // the test files' apps share one PostgreSQL: one file's app would hand its streams to another's (decision 245)
      STREAM_BALANCE_MS: "0",
      // the same for the refund worker: a test that decides a refund carries it out itself
      REFUND_POLL_MS: "0",
      // and the data-export worker (src/server/privacy/worker.ts): its tests run a pass themselves
      DATA_EXPORT_POLL_MS: "0",
      // and the sale-window job (decision 233): on PostgreSQL it would close other files' campaigns mid-test
      SALE_WINDOW_POLL_MS: "0",
      // and the alternates' job (decision 236): it would drop other files' alternates mid-test
      ALTERNATES_POLL_MS: "0",
    },
    overrides,
  );
}

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  database: Database;
}

/**
 * Builds the real app once per test file: in-memory PGlite, or the PostgreSQL at DATABASE_URL.
 * Use inside a describe or at the top of a file; the returned object is filled in beforeAll.
 */
export function setupTestApp(overrides: Partial<Config> = {}): TestContext {
  const ctx = {} as TestContext;
  // every answer of the file is held to the published API description (openapi-traffic.ts)
  const unlisted: string[] = [];
  beforeAll(async () => {
    // the log of the whole run is checked for secrets after it (run-log.ts, global-setup.ts)
    const config = testConfig(apiLogsOn ? { LOG_LEVEL: API_LOG_LEVEL as Config["LOG_LEVEL"], ...overrides } : overrides);
    ctx.database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: "memory://" });
    ctx.db = ctx.database.db;
    ctx.app = await buildApp({ config, database: ctx.database, ...(apiLogsOn ? { logStream: apiLogStream() } : { logger: false }) });
    if (apiLogsOn) noteRequestSecrets(ctx.app);
    checkAnswersAgainstDescription(ctx.app, unlisted);
    await ctx.app.ready();
  });
  afterAll(async () => {
    const log = process.env.OPENAPI_TRAFFIC_LOG;
    if (log) reportUnlistedAnswers(unlisted, log);
    else expect(unlisted, "answers the API description does not list").toEqual([]);
    if (apiLogsOn && ctx.database) {
      const mails = await ctx.database.db
        .select({ text: mailOutbox.textBody })
        .from(mailOutbox)
        .catch(() => []);
      noteMailTokens(mails.map((m) => m.text));
    }
    // every test of the file is done: nothing is in flight that should finish. A listening app may still hold a
    // connection the test client opened and never used (seen on PostgreSQL runs: one socket with no request kept
    // app.close() waiting until the 60 s hook timeout, a connection that arrives while the app closes too), so this
    // cleanup keeps cutting what is left until the close is done instead of waiting on it
    // (graceful closing is tested on its own app in shutdown.test.ts)
    const cut = setInterval(() => ctx.app?.server.closeAllConnections(), 100);
    await ctx.app?.close().finally(() => clearInterval(cut));
    await ctx.database?.close();
    await flushApiLog();
  });
  return ctx;
}

let counter = 0;
/** A name no other test (or parallel run) uses. */
export function uniqueName(prefix = "user"): string {
  counter += 1;
  return `${prefix}_${counter}_${randomBytes(4).toString("hex")}`;
}

export interface TestUser {
  user: UserRow;
  cookie: string;
  password: string;
}

const passwordHashes = new Map<string, Promise<string>>();

/** Creates a user directly in the database with a signed-in session (no HTTP, so no rate limit). */
export async function createUser(
  db: Db,
  options: { role?: Role | null; username?: string; password?: string } & Partial<typeof users.$inferInsert> = {},
): Promise<TestUser> {
  const { role = "investor", username = uniqueName(role ?? "norole"), password = "secret123", ...rest } = options;
  if (!passwordHashes.has(password)) passwordHashes.set(password, hashPassword(password));
  const [user] = await db
    .insert(users)
    .values({ username, passwordHash: await passwordHashes.get(password)!, role: role ?? null, ...rest })
    .returning();
  const token = await createSession(db, user.id);
  noteSecret(token);
  noteSecret(password);
  return { user, cookie: `${SESSION_COOKIE}=${token}`, password };
}

export const createInvestor = (db: Db, o: Parameters<typeof createUser>[1] = {}) => createUser(db, { ...o, role: "investor" });
// verified (decision 204) so tests about anything else may raise more than $2,000; identity tests pass identityStatus
export const createPlayer = (db: Db, o: Parameters<typeof createUser>[1] = {}) =>
  createUser(db, {
    firstName: "Pat",
    lastName: `Player${++counter}`,
    identityStatus: "verified",
    identityVerifiedAt: new Date(),
    verifiedName: "Pat Player",
    ...o,
    role: "player",
  });
export const createSponsor = (db: Db, o: Parameters<typeof createUser>[1] = {}) => createUser(db, { ...o, role: "sponsor" });

/** app.inject as a signed-in user (or anonymously with `null`). */
export function injectAs(app: FastifyInstance, who: TestUser | null, options: InjectOptions): Promise<LightMyRequestResponse> {
  const headers = { ...(options.headers ?? {}) } as Record<string, string>;
  if (who) headers.cookie = headers.cookie ? `${headers.cookie}; ${who.cookie}` : who.cookie;
  return app.inject({ ...options, headers });
}

/** The cookie a response set, ready for a Cookie header. */
export function cookieFrom(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === SESSION_COOKIE);
  if (!c) throw new Error("no session cookie set");
  return `${c.name}=${c.value}`;
}

/**
 * The file's app on a real port, for tests that read event streams (inject cannot stream): it listens before the
 * file's tests, and every stream opened with `signal()` is aborted after them. `url(path)` is valid from beforeAll on.
 */
export function listeningApp(ctx: { app: FastifyInstance }) {
  let base = "";
  const controllers: AbortController[] = [];
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    const address = ctx.app.server.address();
    if (!address || typeof address === "string") throw new Error("no address");
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => controllers.forEach((c) => c.abort()));
  return {
    url: (path: string) => `${base}${path}`,
    signal(): AbortSignal {
      const controller = new AbortController();
      controllers.push(controller);
      return controller.signal;
    },
  };
}
