import { LEVEL_DURATION_MS } from "@core/live/clock/blind-schedule";
import { clockAt, clockView, formatClock, type ClockState } from "@core/live/clock/clock";
import { demoLiveState } from "@core/live/actions/initial-state";
import { applyAction } from "@core/live/actions/reducers";
import { describe, expect, it } from "vitest";

const MIN = 60_000;
const T0 = Date.UTC(2026, 10, 22, 20, 0, 0);

describe("the clock at time t", () => {
  it("counts down while running and stands still otherwise", () => {
    const running: ClockState = { levelIndex: 0, status: "running", runningSince: T0, remainingMs: LEVEL_DURATION_MS };
    expect(clockAt(running, T0 + 5 * MIN)).toMatchObject({ levelIndex: 0, remainingMs: 15 * MIN });
    const paused: ClockState = { levelIndex: 4, status: "paused", runningSince: null, remainingMs: 3 * MIN };
    expect(clockAt(paused, T0 + 99 * MIN)).toMatchObject({ levelIndex: 4, remainingMs: 3 * MIN });
  });

  it("advances by itself at 00:00, across several levels", () => {
    const s: ClockState = { levelIndex: 2, status: "running", runningSince: T0, remainingMs: 2 * MIN };
    expect(clockAt(s, T0 + 2 * MIN - 1)).toMatchObject({ levelIndex: 2, remainingMs: 1 });
    expect(clockAt(s, T0 + 2 * MIN)).toMatchObject({ levelIndex: 3, remainingMs: 20 * MIN });
    expect(clockAt(s, T0 + 2 * MIN + 1)).toMatchObject({ levelIndex: 3, remainingMs: 20 * MIN - 1 });
    // 2 + 20 + 20 + 20 minutes, then 7 more: three levels later with 13 minutes left
    expect(clockAt(s, T0 + 69 * MIN)).toMatchObject({ levelIndex: 6, remainingMs: 13 * MIN });
    const view = clockView(s, T0 + 69 * MIN);
    expect(view.currentLevel).toBe(7);
    expect(view.level.smallBlind).toBe(300);
    expect(view.nextLevel?.level).toBe(8);
    expect(view.progress).toBeCloseTo(7 / 20);
  });

  it("stops at 00:00 on the last level", () => {
    const s: ClockState = { levelIndex: 498, status: "running", runningSince: T0, remainingMs: MIN };
    expect(clockAt(s, T0 + 10 * 60 * MIN)).toMatchObject({ levelIndex: 499, remainingMs: 0 });
    expect(clockView(s, T0 + 10 * 60 * MIN).nextLevel).toBeNull();
  });

  it("formats mm:ss, rounding up", () => {
    expect(formatClock(20 * MIN)).toBe("20:00");
    expect(formatClock(20 * MIN - 1)).toBe("20:00");
    expect(formatClock(61_000)).toBe("01:01");
    expect(formatClock(999)).toBe("00:01");
    expect(formatClock(0)).toBe("00:00");
    expect(formatClock(-5)).toBe("00:00");
  });
});

describe("clock actions", () => {
  it("pause and resume keep the time that was left", () => {
    let s = applyAction(demoLiveState(), { type: "start" }, T0);
    s = applyAction(s, { type: "pause" }, T0 + 4 * MIN);
    expect(s).toMatchObject({ status: "paused", runningSince: null, remainingMs: 16 * MIN, levelIndex: 0 });
    s = applyAction(s, { type: "start" }, T0 + 60 * MIN);
    expect(clockAt(s, T0 + 66 * MIN)).toMatchObject({ levelIndex: 0, remainingMs: 10 * MIN });
  });

  it("pausing after an automatic level change keeps the new level", () => {
    let s = applyAction(demoLiveState(), { type: "start" }, T0);
    s = applyAction(s, { type: "pause" }, T0 + 45 * MIN);
    expect(s).toMatchObject({ levelIndex: 2, remainingMs: 15 * MIN });
  });

  it("previous level goes back one level with a full timer, only above level 1", () => {
    let s = applyAction(demoLiveState(), { type: "start" }, T0);
    expect(() => applyAction(s, { type: "previous" }, T0 + MIN)).toThrow("Previous Level is only available above level 1.");
    s = applyAction(s, { type: "next" }, T0 + MIN);
    s = applyAction(s, { type: "next" }, T0 + 2 * MIN);
    expect(clockAt(s, T0 + 7 * MIN)).toMatchObject({ levelIndex: 2, remainingMs: 15 * MIN });
    s = applyAction(s, { type: "previous" }, T0 + 7 * MIN);
    expect(s).toMatchObject({ levelIndex: 1, remainingMs: 20 * MIN, status: "running", runningSince: T0 + 7 * MIN });
  });

  it("reset gives the current level a full timer and keeps it running; stop halts it", () => {
    let s = applyAction(demoLiveState(), { type: "start" }, T0);
    s = applyAction(s, { type: "reset" }, T0 + 25 * MIN);
    expect(s).toMatchObject({ levelIndex: 1, remainingMs: 20 * MIN, status: "running", runningSince: T0 + 25 * MIN });
    s = applyAction(s, { type: "stop" }, T0 + 30 * MIN);
    expect(s).toMatchObject({ levelIndex: 1, remainingMs: 20 * MIN, status: "stopped", runningSince: null });
    expect(clockAt(s, T0 + 90 * MIN)).toMatchObject({ levelIndex: 1, remainingMs: 20 * MIN });
  });
});
