import { randomBytes } from "node:crypto";
import type { LiveSnapshot } from "@core/live/schema/contracts";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildApp } from "../../../src/server/app";
import { openDatabase, type Database } from "../../../src/server/db/client";
import { liveTournaments } from "../../../src/server/db/schema/index";
import { createSponsor, injectAs, testConfig, usingPostgres } from "../helpers";
import { eventually, listenOnFreePort } from "../listening";
import { createLiveTournament, sseReader } from "./live-helpers";

const config = testConfig();
// the listener names itself "<application_name> live listener": this one lets the test end this app's
// listener and no other test file's (they share the database)
const appName = `live-listener-test-${randomBytes(4).toString("hex")}`;
const databaseUrl = config.DATABASE_URL ? `${config.DATABASE_URL}${config.DATABASE_URL.includes("?") ? "&" : "?"}application_name=${appName}` : undefined;

const terminated = z.object({ rows: z.array(z.object({ ended: z.number() })).length(1) });

let database: Database;
let app: FastifyInstance;
let base = "";
const controller = new AbortController();

beforeAll(async () => {
  database = await openDatabase({ databaseUrl, dataDir: "memory://" });
  app = await buildApp({ config, database, logger: false });
  base = `http://127.0.0.1:${await listenOnFreePort(app)}`;
});

afterAll(async () => {
  controller.abort();
  await app?.close();
  await database?.close();
});

async function health() {
  const res = await app.inject({ method: "GET", url: "/healthz" });
  return { status: res.statusCode, body: res.json() as { status?: string; message?: string } };
}

// the health answer flips within moments of the listener's loss and return: look often
const waitFor = <T>(what: string, probe: () => Promise<T | undefined>, ms: number) => eventually(what, probe, ms, 10);

async function openStream(id: string) {
  const res = await fetch(`${base}/api/live/${id}/events`, { signal: controller.signal });
  expect(res.status).toBe(200);
  const next = sseReader(res.body!);
  /** the next state event, skipping heartbeats */
  return async (): Promise<LiveSnapshot> => {
    for (;;) {
      const e = await next();
      if (e.event === "state") return JSON.parse(e.data) as LiveSnapshot;
    }
  };
}

function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  return Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`nothing within ${ms} ms`)), ms))]);
}

describe("GET /healthz", () => {
  it("answers 200 ok while the database and the listener answer", async () => {
    expect(await health()).toEqual({ status: 200, body: { status: "ok" } });
  });

  it("answers 503 naming the database when the database does not answer, not a 500", async () => {
    const gone = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: "memory://" });
    const orphan = await buildApp({ config, database: gone, logger: false });
    await orphan.ready();
    try {
      await gone.close();
      const res = await orphan.inject({ method: "GET", url: "/healthz" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: "The database does not answer.", code: expect.any(String) });
    } finally {
      await orphan.close();
    }
  });
});

async function terminateListener(): Promise<void> {
  const result = await database.db.execute(
    sql`SELECT count(pg_terminate_backend(pid))::int AS ended FROM pg_stat_activity WHERE application_name = ${`${appName} live listener`}`,
  );
  expect(terminated.parse(result).rows[0].ended).toBe(1);
}

const healthStatus = async () => (await health()).status;

describe("the LISTEN connection", () => {
  // only PostgreSQL has a listener connection that can be ended from outside; PGlite's is in-process
  it.skipIf(!usingPostgres)("reconnects after its backend is terminated: /healthz says 503 meanwhile, and open displays get what they missed", async () => {
    const sponsor = await createSponsor(database.db);
    const { tournament } = await createLiveTournament(database.db, sponsor, 3);
    const id = String(tournament.id);
    const act = (type: string) => injectAs(app, sponsor, { method: "POST", url: `/api/live/${id}/actions`, payload: { type } });
    const nextState = await openStream(id);
    expect((await nextState()).state.version).toBe(0);
    expect((await act("start")).statusCode).toBe(200);
    expect((await within(5000, nextState())).state.version).toBe(1);

    // a change no notice announces stands for one whose notice was lost while the listener was down:
    // only the re-send on reconnecting can bring it to the display
    await database.db.update(liveTournaments).set({ version: 2 }).where(eq(liveTournaments.id, id));
    await terminateListener();
    const down = await waitFor("a 503", async () => ((await healthStatus()) === 503 ? await health() : undefined), 2000);
    expect(down.body.message).toMatch(/listener/);
    expect((await within(5000, nextState())).state).toMatchObject({ status: "running", version: 2 });
    await waitFor("a 200", async () => ((await healthStatus()) === 200 ? true : undefined), 5000);
    expect(await health()).toEqual({ status: 200, body: { status: "ok" } });

    // an action posted right after the listener is cut reaches the display, by its notice or by the re-send
    await terminateListener();
    await waitFor("a 503", async () => ((await healthStatus()) === 503 ? true : undefined), 2000);
    expect((await act("pause")).statusCode).toBe(200);
    expect((await within(5000, nextState())).state).toMatchObject({ status: "paused", version: 3 });
    await waitFor("a 200", async () => ((await healthStatus()) === 200 ? true : undefined), 5000);

    // displays opened after the reconnection hear changes through the new connection
    const later = await openStream(id);
    expect((await later()).state.version).toBe(3);
    expect((await act("start")).statusCode).toBe(200);
    expect((await within(5000, later())).state).toMatchObject({ status: "running", version: 4 });
    expect((await within(5000, nextState())).state).toMatchObject({ status: "running", version: 4 });
  });
});
