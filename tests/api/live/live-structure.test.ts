import type { LiveGetResponse, LiveSnapshot } from "@core/live/schema/contracts";
import { calendarDate } from "@core/calendar-dates";
import { describe, expect, it } from "vitest";
import { tournamentBody } from "../../../src/server/seed/builders";
import { createSponsor, injectAs, setupTestApp, uniqueName } from "../helpers";
import { rewindClock } from "./live-helpers";

const ctx = setupTestApp();

const MIN = 60_000;
const structure = {
  levels: [
    { smallBlind: 100, bigBlind: 200, ante: 0, minutes: 10 },
    { smallBlind: 200, bigBlind: 400, ante: 0, minutes: 10 },
    { break: true, minutes: 15 },
    { smallBlind: 300, bigBlind: 600, ante: 75, minutes: 12 },
  ],
};

describe("a sponsor's event runs its own structure on the clock", () => {
  it("GET /api/live/:id shows the structure's level 1 blinds and minutes, and its break starts by itself", async () => {
    const sponsor = await createSponsor(ctx.db);
    const created = await injectAs(ctx.app, sponsor, {
      method: "POST",
      url: "/api/special-tournaments",
      payload: tournamentBody({
        name: uniqueName("Turbo"),
        date: calendarDate(new Date(Date.now() + 10 * 86_400_000)),
        time: "18:30",
        location: "Borgata, Atlantic City",
        structure,
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = String(created.json().id);

    const get = async () => {
      const res = await injectAs(ctx.app, null, { method: "GET", url: `/api/live/${id}` });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as LiveGetResponse).state;
    };
    const before = await get();
    expect(before).toMatchObject({ currentLevel: 1, timeRemaining: 10 * 60, remainingMs: 10 * MIN, status: "stopped" });
    expect(before.structure?.[0]).toEqual({ smallBlind: 100, bigBlind: 200, ante: 0, minutes: 10 });

    const start = await injectAs(ctx.app, sponsor, { method: "POST", url: `/api/live/${id}/actions`, payload: { type: "start" } });
    expect(start.statusCode, start.body).toBe(200);
    expect((start.json() as LiveSnapshot).state).toMatchObject({ currentLevel: 1, status: "running" });

    // 10 + 10 minutes of levels, then 5 of the 15-minute break: level 2's clock stands at 00:00
    await rewindClock(ctx.db, id, 25 * MIN);
    expect(await get()).toMatchObject({ currentLevel: 2, timeRemaining: 0 });
    // the break ends at 35 minutes, then level 3 runs its own 12 minutes
    await rewindClock(ctx.db, id, 11 * MIN);
    const after = await get();
    expect(after.currentLevel).toBe(3);
    expect(after.timeRemaining).toBeLessThanOrEqual(11 * 60);
    expect(after.timeRemaining).toBeGreaterThan(11 * 60 - 10);
  });
});
