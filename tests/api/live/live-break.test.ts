import { describe, expect, it } from "vitest";
import { createPlayer, createSponsor, setupTestApp } from "../helpers";
import { createLiveTournament, liveRoutes, rewindClock } from "./live-helpers";

const ctx = setupTestApp();
const { act, get } = liveRoutes(ctx);
const MIN = 60_000;

describe("Schedule Break", () => {
  it("only the sponsor schedules it, bad lengths are a 400 that changes nothing, and the break is derived from the stored clock", async () => {
    const sponsor = await createSponsor(ctx.db);
    const { tournament } = await createLiveTournament(ctx.db, sponsor, 3);
    const id = String(tournament.id);
    expect((await act(id, sponsor, { type: "start" })).statusCode).toBe(200);
    const before = (await get(id)).state;

    const stranger = await createPlayer(ctx.db);
    expect((await act(id, stranger, { type: "break", minutes: 10 })).statusCode).toBe(403);
    for (const minutes of [0, 121, 1.5, "10", null]) {
      const res = await act(id, sponsor, { type: "break", minutes });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Break length must be/);
    }
    expect((await get(id)).state.version).toBe(before.version);

    const res = await act(id, sponsor, { type: "break", minutes: 10 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().state).toMatchObject({ breakAfterLevel: 0, breakMs: 10 * MIN, currentLevel: 1 });

    // 25 minutes later: level 1 ended 5 minutes into the break, so the stored clock still says level 1 at 00:00
    await rewindClock(ctx.db, id, 25 * MIN);
    expect((await get(id)).state).toMatchObject({ currentLevel: 1, timeRemaining: 0 });
    // 10 more: the break is over and level 2 has run 5 minutes
    await rewindClock(ctx.db, id, 10 * MIN);
    const after = (await get(id)).state;
    expect(after.currentLevel).toBe(2);
    // the test's own seconds run on the real clock too (a loaded CI once read 899): 15:00 less what they took
    expect(after.timeRemaining).toBeLessThanOrEqual(15 * 60);
    expect(after.timeRemaining).toBeGreaterThan(15 * 60 - 10);
  });
});
