import { Writable } from "node:stream";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/server/app";
import { openDatabase, type Database } from "../../../src/server/db/client";
import { createCampaign } from "../factories";
import { createPlayer, testConfig, uniqueName } from "../helpers";

/**
 * The log of a run of calls that carry every kind of secret (passwords, a card number, the session cookie,
 * a link token, the metrics token) holds none of them, at the most talkative level.
 */
const METRICS_TOKEN = "metrics-token-secret-0123456789";
const PASSWORD = "log-test-Secret-Pass-1";
const NEW_PASSWORD = "log-test-Other-Pass-2";
const CARD = "4242424242424242";
const LINK_TOKEN = "linktokenSECRET0123456789abcdef";

let app: FastifyInstance;
let database: Database;
let log = "";

beforeAll(async () => {
  const config = testConfig({ LOG_LEVEL: "trace", METRICS_TOKEN });
  database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: "memory://" });
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      log += String(chunk);
      done();
    },
  });
  app = await buildApp({ config, database, logStream });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const origin = { origin: "http://localhost" };
const cookieOf = (res: LightMyRequestResponse) => String(res.headers["set-cookie"]).split(";")[0];

describe("the log", () => {
  it("holds no password, card number, session, link token or metrics token", async () => {
    const username = uniqueName("logged");
    const signUp = await app.inject({ method: "POST", url: "/api/register", headers: origin, payload: { username, password: PASSWORD, role: "investor" } });
    expect(signUp.statusCode).toBe(201);
    const wrong = await app.inject({ method: "POST", url: "/api/login", headers: origin, payload: { username, password: `${PASSWORD}x` } });
    expect(wrong.statusCode).toBe(401);
    const signIn = await app.inject({ method: "POST", url: "/api/login", headers: origin, payload: { username, password: PASSWORD } });
    expect(signIn.statusCode).toBe(200);
    const session = cookieOf(signIn);
    const headers = { ...origin, cookie: session };

    const change = await app.inject({
      method: "PATCH",
      url: "/api/profile/password",
      headers,
      payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(change.statusCode).toBe(200);
    const after = { ...origin, cookie: cookieOf(change) };

    const campaign = await createCampaign(database.db, await createPlayer(database.db), { buyIn: "1000.00", targetAmount: "500.00", minStake: "10.00" });
    const intent = await app.inject({ method: "POST", url: "/api/create-payment-intent", headers: after, payload: { campaignId: campaign.id, amount: "50" } });
    expect(intent.statusCode).toBe(200);
    const { clientSecret } = intent.json() as { clientSecret: string };
    const card = { number: CARD, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: "987" };
    const paid = await app.inject({ method: "POST", url: "/api/payments/sandbox/confirm", headers: after, payload: { clientSecret, card } });
    expect(paid.statusCode).toBe(200);
    // a bad card body is logged as a validation failure: its number must not be in the message either
    await app.inject({ method: "POST", url: "/api/payments/sandbox/confirm", headers: after, payload: { clientSecret, card: { ...card, cvc: "x" } } });

    // links carry their token in the query string
    await app.inject({ method: "GET", url: `/auth/reset?token=${LINK_TOKEN}` });
    await app.inject({ method: "GET", url: `/api/unsubscribe?token=${LINK_TOKEN}` });
    await app.inject({ method: "POST", url: "/api/password-reset/confirm", headers: origin, payload: { token: LINK_TOKEN, newPassword: NEW_PASSWORD } });
    const metrics = await app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(metrics.statusCode).toBe(200);

    expect(log.length).toBeGreaterThan(1000);
    // the log is JSON lines with request ids
    const lines = log
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { reqId?: string });
    expect(lines.some((l) => l.reqId)).toBe(true);
    for (const secret of [
      PASSWORD,
      NEW_PASSWORD,
      CARD,
      "4242 4242",
      LINK_TOKEN,
      METRICS_TOKEN,
      clientSecret,
      session.split("=")[1],
      cookieOf(change).split("=")[1],
    ]) {
      expect(log, `the log holds ${secret.slice(0, 6)}...`).not.toContain(secret);
    }
    expect(log).toContain("token=[redacted]");
  });
});

describe("the check of the whole API run's log (run-log.ts, after the run in global-setup.ts)", () => {
  it("finds a noted secret in a log line, by itself or inside JSON, and passes a clean log", async () => {
    const { mkdtempSync, writeFileSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const path = await import("node:path");
    const { secretsInApiLogs } = await import("../run-log");
    const dir = mkdtempSync(path.join(tmpdir(), "api-logs-"));
    const token = "Ab3_sessionTOKEN-xyz0123456789";
    writeFileSync(path.join(dir, "1.secrets"), [token, "pass word 42!", "4000000000000002"].map((s) => JSON.stringify(s)).join("\n") + "\n");
    writeFileSync(
      path.join(dir, "1.log"),
      `{"level":30,"msg":"request completed","url":"/api/login"}\n{"level":10,"msg":"x","note":"4000000000000003 and sessionTOKEN"}\n`,
    );
    expect(secretsInApiLogs(dir)).toEqual([]);
    writeFileSync(
      path.join(dir, "2.log"),
      `{"level":20,"msg":"cookie sid=${token}; Path=/"}\n{"level":20,"msg":"card 4000000000000002"}\n{"level":20,"pw":"pass word 42!"}\n`,
    );
    const found = secretsInApiLogs(dir);
    expect(found).toHaveLength(3);
    expect(found[0]).toContain(`sid=${token}`);
  });
});
