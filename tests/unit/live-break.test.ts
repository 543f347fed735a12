import { LEVEL_DURATION_MS } from "@core/live/clock/blind-schedule";
import { clockAt, clockView } from "@core/live/clock/clock";
import { liveActionInput } from "@core/live/schema/contracts";
import { demoLiveState } from "@core/live/actions/initial-state";
import { applyAction } from "@core/live/actions/reducers";
import { describe, expect, it } from "vitest";

const MIN = 60_000;
const T0 = Date.UTC(2026, 10, 22, 20, 0, 0);

describe("Schedule Break", () => {
  it("runs N minutes after the current level, derived from the stored state, then the next level gets its full 20 minutes", () => {
    let s = applyAction(demoLiveState(), { type: "start" }, T0);
    s = applyAction(s, { type: "break", minutes: 10 }, T0 + 5 * MIN);
    // stored as a point in time: level 1 has 15 minutes left, a 10-minute break scheduled after it
    expect(s).toMatchObject({ levelIndex: 0, remainingMs: 15 * MIN, breakAfterLevel: 0, breakMs: 10 * MIN, runningSince: T0 + 5 * MIN });
    expect(clockView(s, T0 + 10 * MIN)).toMatchObject({ currentLevel: 1, remainingMs: 10 * MIN, breakRemainingMs: null, breakScheduledMs: 10 * MIN });
    // level 1 ends at T0 + 20: on break, with its own countdown
    expect(clockView(s, T0 + 20 * MIN)).toMatchObject({ currentLevel: 1, remainingMs: 0, breakRemainingMs: 10 * MIN });
    expect(clockView(s, T0 + 26 * MIN)).toMatchObject({ currentLevel: 1, breakRemainingMs: 4 * MIN });
    // the break ends at T0 + 30: level 2 from 20:00
    expect(clockAt(s, T0 + 30 * MIN)).toEqual({ levelIndex: 1, remainingMs: LEVEL_DURATION_MS, breakMs: null });
    expect(clockAt(s, T0 + 55 * MIN)).toEqual({ levelIndex: 2, remainingMs: 15 * MIN, breakMs: null });
  });

  it("pausing on the break keeps what is left of it; an action after it drops it from the stored state", () => {
    let s = applyAction(demoLiveState(), { type: "start" }, T0);
    s = applyAction(s, { type: "break", minutes: 5 }, T0);
    s = applyAction(s, { type: "pause" }, T0 + 22 * MIN);
    expect(s).toMatchObject({ status: "paused", levelIndex: 0, remainingMs: 0, breakAfterLevel: 0, breakMs: 3 * MIN });
    expect(clockView(s, T0 + 99 * MIN)).toMatchObject({ breakRemainingMs: 3 * MIN, isPlaying: false });
    expect(() => applyAction(s, { type: "break", minutes: 5 }, T0 + 23 * MIN)).toThrow("A break is already running.");
    s = applyAction(s, { type: "start" }, T0 + 30 * MIN);
    expect(clockView(s, T0 + 32 * MIN)).toMatchObject({ breakRemainingMs: 1 * MIN });
    s = applyAction(s, { type: "chips", counts: { p1: "100" } }, T0 + 34 * MIN);
    expect(s).toMatchObject({ levelIndex: 1, remainingMs: 19 * MIN, breakAfterLevel: null, breakMs: 0 });
  });

  it("Next Level ends a break early; Stop and Reset keep a scheduled one after the level", () => {
    let s = applyAction(demoLiveState(), { type: "start" }, T0);
    s = applyAction(s, { type: "break", minutes: 15 }, T0);
    s = applyAction(s, { type: "next" }, T0 + 21 * MIN);
    expect(s).toMatchObject({ levelIndex: 1, remainingMs: 20 * MIN, breakAfterLevel: null });
    s = applyAction(s, { type: "break", minutes: 15 }, T0 + 22 * MIN);
    s = applyAction(s, { type: "stop" }, T0 + 23 * MIN);
    expect(s).toMatchObject({ status: "stopped", levelIndex: 1, remainingMs: 20 * MIN, breakAfterLevel: 1, breakMs: 15 * MIN });
    s = applyAction(s, { type: "start" }, T0 + 30 * MIN);
    s = applyAction(s, { type: "reset" }, T0 + 35 * MIN);
    expect(s).toMatchObject({ levelIndex: 1, remainingMs: 20 * MIN, breakAfterLevel: 1, breakMs: 15 * MIN });
    expect(clockView(s, T0 + 56 * MIN)).toMatchObject({ onBreak: true, breakRemainingMs: 14 * MIN, nextLevel: { level: 3 } });
  });

  it("Next Level when the console's break is due starts the break instead of skipping it", () => {
    let s = applyAction(demoLiveState(), { type: "start" }, T0);
    s = applyAction(s, { type: "break", minutes: 10 }, T0 + MIN);
    s = applyAction(s, { type: "next" }, T0 + 2 * MIN);
    expect(s).toMatchObject({ levelIndex: 0, remainingMs: 0, breakAfterLevel: 0, breakMs: 10 * MIN, runningSince: T0 + 2 * MIN });
    expect(clockView(s, T0 + 5 * MIN)).toMatchObject({ onBreak: true, currentLevel: 1, breakRemainingMs: 7 * MIN, nextLevel: { level: 2 } });
    expect(() => applyAction(s, { type: "break", minutes: 5 }, T0 + 5 * MIN)).toThrow("A break is already running.");
    // Next again, during the break: it ends and level 2 starts with its full minutes
    s = applyAction(s, { type: "next" }, T0 + 6 * MIN);
    expect(s).toMatchObject({ levelIndex: 1, remainingMs: 20 * MIN, breakAfterLevel: null, breakMs: 0 });
  });

  it("the action's minutes are validated", () => {
    expect(liveActionInput.safeParse({ type: "break", minutes: 10 }).success).toBe(true);
    for (const [minutes, message] of [
      [0, "Break length must be at least 1 minute"],
      [121, "Break length must be at most 120 minutes"],
      [2.5, "Break length must be a whole number of minutes"],
      ["10", "Break length must be a number of minutes"],
    ] as const) {
      const r = liveActionInput.safeParse({ type: "break", minutes });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0].message).toBe(message);
    }
  });
});
