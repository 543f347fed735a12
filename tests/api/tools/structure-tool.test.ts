import { isBreakRow } from "@core/live/schema/structure-row";
import { structureProblems } from "@core/live/clock/structure";
import { describe, expect, it } from "vitest";
import { injectAs, setupTestApp } from "../helpers";

const ctx = setupTestApp();

const call = (payload: unknown) => injectAs(ctx.app, null, { method: "POST", url: "/api/tools/structure", payload: payload as Record<string, unknown> });

describe("POST /api/tools/structure", () => {
  it("answers { levels } in the structure's shape, without a session", async () => {
    const res = await call({ startingStack: 10_000, hours: 6, levelMinutes: 20 });
    expect(res.statusCode).toBe(200);
    const { levels } = res.json();
    expect(levels[0]).toEqual({ smallBlind: 25, bigBlind: 50, ante: 0, minutes: 20 });
    expect(levels.filter(isBreakRow)).toEqual([
      { break: true, minutes: 15 },
      { break: true, minutes: 15 },
    ]);
    expect(structureProblems(levels)).toEqual([]);
    expect(Object.keys(res.json())).toEqual(["levels"]);
  });

  it("what it answers is taken as an event's structure", async () => {
    const { levels } = (await call({ startingStack: 25_000, hours: 4, levelMinutes: 15 })).json();
    expect(levels.length).toBeGreaterThan(10);
    expect(levels.every((r: { minutes: number }) => r.minutes === 15 || isBreakRow(r as never))).toBe(true);
  });

  it.each([
    [{ hours: 4, levelMinutes: 20 }, "startingStack must be a whole number from 100 to 10,000,000"],
    [{ startingStack: 10_000_000, hours: 24, levelMinutes: 1 }, "levelMinutes is too short for that many hours: a structure holds at most 80 levels"],
    [{ startingStack: 99, hours: 4, levelMinutes: 20 }, "startingStack must be a whole number from 100 to 10,000,000"],
    [{ startingStack: 10_000_001, hours: 4, levelMinutes: 20 }, "startingStack must be a whole number from 100 to 10,000,000"],
    [{ startingStack: 1500.5, hours: 4, levelMinutes: 20 }, "startingStack must be a whole number from 100 to 10,000,000"],
    [{ startingStack: "10000", hours: 4, levelMinutes: 20 }, "startingStack must be a whole number from 100 to 10,000,000"],
    [{ startingStack: 10_000, hours: 0.5, levelMinutes: 20 }, "hours must be a number from 1 to 24"],
    [{ startingStack: 10_000, hours: 25, levelMinutes: 20 }, "hours must be a number from 1 to 24"],
    [{ startingStack: 10_000, levelMinutes: 20 }, "hours must be a number from 1 to 24"],
    [{ startingStack: 10_000, hours: 4, levelMinutes: 0 }, "levelMinutes must be a whole number from 1 to 120"],
    [{ startingStack: 10_000, hours: 4, levelMinutes: 121 }, "levelMinutes must be a whole number from 1 to 120"],
    [{ startingStack: 10_000, hours: 4, levelMinutes: 7.5 }, "levelMinutes must be a whole number from 1 to 120"],
  ])("400 naming the field for %j", async (payload, message) => {
    const res = await call(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: "bad_request" });
  });

  it("400 for a body that is not an object", async () => {
    expect((await call([1, 2])).statusCode).toBe(400);
  });
});
