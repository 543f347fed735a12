import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";
import type { LiveGetResponse } from "@core/live/schema/contracts";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/server/app";
import { createSponsor, injectAs, testConfig } from "../helpers";
import { createLiveTournament, rewindClock } from "./live-helpers";

const dataDir = path.resolve(".tmp", `live-restart-${randomBytes(4).toString("hex")}`);
const open = () => buildApp({ config: testConfig({ DATA_DIR: dataDir, inMemory: false }), logger: false });

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function state(app: FastifyInstance, id: string) {
  const res = await app.inject({ method: "GET", url: `/api/live/${id}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as LiveGetResponse).state;
}

describe("a server restart in the middle of a level", () => {
  it("loses nothing: the clock continues where it would have been", async () => {
    const first = await open();
    await first.ready();
    // a tournament of its own: on PostgreSQL the test files share one database
    const sponsor = await createSponsor(first.db);
    const { tournament } = await createLiveTournament(first.db, sponsor, 4);
    const id = String(tournament.id);
    const url = `/api/live/${id}/actions`;
    expect((await injectAs(first, sponsor, { method: "POST", url, payload: { type: "start" } })).statusCode).toBe(200);
    expect((await injectAs(first, sponsor, { method: "POST", url, payload: { type: "next" } })).statusCode).toBe(200);
    // 27 minutes of level 2 have passed by the time the server comes back
    await rewindClock(first.db, id, 27 * 60_000);
    const before = await state(first, id);
    await first.close();

    const second = await open();
    await second.ready();
    try {
      const after = await state(second, id);
      expect(after.status).toBe("running");
      expect(after.runningSince).toBe(before.runningSince);
      expect(after.currentLevel).toBe(3);
      expect(after.timeRemaining).toBeGreaterThan(12 * 60 - 10);
      expect(after.timeRemaining).toBeLessThanOrEqual(13 * 60);
      expect(after.version).toBe(before.version);
    } finally {
      await second.close();
    }
    // two embedded databases opened and migrated from disk: slow on a busy machine
  }, 120_000);
});
