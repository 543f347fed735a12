import type { LiveSnapshot } from "@core/live/schema/contracts";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/server/app";
import { openDatabase, type Database } from "../../../src/server/db/client";
import { createSponsor, injectAs, testConfig, usingPostgres } from "../helpers";
import { listenOnFreePort } from "../listening";
import { createLiveTournament, sseReader } from "./live-helpers";

// Two app instances, each with its own hub. On PostgreSQL each has its own connections, as two servers would;
// an in-memory PGlite cannot be opened twice, so there they share the database but still not the hub.
const config = testConfig();
let first: Database;
let second: Database;
let appA: FastifyInstance;
let appB: FastifyInstance;
let baseB = "";
const controller = new AbortController();

beforeAll(async () => {
  first = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: "memory://" });
  second = usingPostgres ? await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: "memory://" }) : first;
  appA = await buildApp({ config, database: first, logger: false });
  appB = await buildApp({ config, database: second, logger: false });
  await appA.ready();
  baseB = `http://127.0.0.1:${await listenOnFreePort(appB)}`;
});

afterAll(async () => {
  controller.abort();
  await appA?.close();
  await appB?.close();
  await first?.close();
  if (second !== first) await second?.close();
});

describe("several server instances", () => {
  it("a change made on one instance reaches the displays of another through LISTEN/NOTIFY", async () => {
    const sponsor = await createSponsor(first.db);
    const { tournament } = await createLiveTournament(first.db, sponsor, 3);
    const id = String(tournament.id);

    const res = await fetch(`${baseB}/api/live/${id}/events`, { signal: controller.signal });
    const next = sseReader(res.body!);
    expect((await next()).event).toBe("state");

    const posted = await injectAs(appA, sponsor, { method: "POST", url: `/api/live/${id}/actions`, payload: { type: "start" } });
    expect(posted.statusCode).toBe(200);

    const change = await next();
    expect(change.event).toBe("state");
    const snap = JSON.parse(change.data) as LiveSnapshot;
    expect(snap.state).toMatchObject({ status: "running", version: 1 });
  });
});
