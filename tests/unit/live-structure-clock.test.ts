import { BLIND_SCHEDULE, MAX_LEVEL } from "@core/live/clock/blind-schedule";
import { clockAt, clockView, type ClockState } from "@core/live/clock/clock";
import type { StructureRow } from "@core/live/schema/contracts";
import { demoLiveState, newLiveState, withCurrentEntrants } from "@core/live/actions/initial-state";
import { applyAction } from "@core/live/actions/reducers";
import { DEFAULT_SCHEDULE, eventSchedule, levelMs, scheduleRows } from "@core/live/clock/schedule";
import { liveStateAt } from "@core/live/views/state-view";
import { describe, expect, it } from "vitest";

const MIN = 60_000;
const T0 = Date.UTC(2026, 10, 26, 20, 0, 0);

const level = (smallBlind: number, minutes = 10, ante = 0): StructureRow => ({ smallBlind, bigBlind: smallBlind * 2, ante, minutes });
const pause = (minutes: number): StructureRow => ({ break: true, minutes });

/** 10-minute levels, a 15-minute break after level 2 and a 5-minute one after level 4. */
const TURBO: StructureRow[] = [level(25), level(50), pause(15), level(100), level(150, 10, 25), pause(5), level(200, 10, 50)];

const running = (structure: StructureRow[] | null, extra: Partial<ClockState> = {}): ClockState => ({
  levelIndex: 0,
  status: "running",
  runningSince: T0,
  remainingMs: levelMs(eventSchedule(structure), 0),
  structure,
  ...extra,
});

const sponsorEvent = (structure: StructureRow[] | null) =>
  newLiveState({
    tournamentId: "7",
    name: "Turbo",
    kind: "sponsor",
    entrants: [
      { id: "a", name: "A", userId: 1 },
      { id: "b", name: "B", userId: 2 },
    ],
    startingChips: 10_000,
    buyInCents: 100_00,
    payoutPercent: 100,
    format: { structure },
  });

describe("the event's schedule", () => {
  it("without a structure is the spec's default: 20-minute levels 1-500, no breaks", () => {
    expect(eventSchedule(null)).toBe(DEFAULT_SCHEDULE);
    expect(eventSchedule([])).toBe(DEFAULT_SCHEDULE);
    expect(DEFAULT_SCHEDULE.levels).toEqual(BLIND_SCHEDULE);
    expect(DEFAULT_SCHEDULE.levels[6]).toMatchObject({ level: 7, smallBlind: 300, bigBlind: 600, ante: 75, duration: 20 });
    expect(DEFAULT_SCHEDULE.breakAfterMs.every((ms) => ms === 0)).toBe(true);
  });

  it("numbers only the level rows, puts each break after the level before it, and repeats the last level to level 500", () => {
    const s = eventSchedule(TURBO);
    expect(s.definedLevels).toBe(5);
    expect(s.levels).toHaveLength(MAX_LEVEL);
    expect(s.levels[2]).toEqual({ level: 3, smallBlind: 100, bigBlind: 200, ante: 0, duration: 10 });
    expect(s.breakAfterMs.slice(0, 5)).toEqual([0, 15 * MIN, 0, 5 * MIN, 0]);
    expect(s.breakRowAfter.slice(0, 5)).toEqual([-1, 2, -1, 5, -1]);
    expect(s.levels[5]).toEqual({ level: 6, smallBlind: 200, bigBlind: 400, ante: 50, duration: 10 });
    expect(s.levels[MAX_LEVEL - 1]).toEqual({ level: MAX_LEVEL, smallBlind: 200, bigBlind: 400, ante: 50, duration: 10 });
    // one build per structure: displays read it many times
    expect(eventSchedule(TURBO)).toBe(s);
  });

  it("ignores a break before the first level and joins two breaks in a row", () => {
    const s = eventSchedule([pause(5), level(25), pause(10), pause(5), level(50)]);
    expect(s.definedLevels).toBe(2);
    expect(s.breakAfterMs[0]).toBe(15 * MIN);
    expect(s.breakRowAfter[0]).toBe(2);
  });

  it("lists the levels with their breaks in place, through the current level", () => {
    const rows = scheduleRows(eventSchedule(TURBO), 100);
    expect(rows.map((r) => (r.kind === "break" ? `break ${r.minutes}` : `L${r.level.level}`))).toEqual(["L1", "L2", "break 15", "L3", "L4", "break 5", "L5"]);
    expect(scheduleRows(eventSchedule(TURBO), 100, 7).filter((r) => r.kind === "level")).toHaveLength(8);
    expect(scheduleRows(DEFAULT_SCHEDULE, 100)).toHaveLength(100);
  });
});

describe("the clock on the event's structure", () => {
  it("runs each level for its own minutes and starts the structure's breaks by themselves", () => {
    const s = running(TURBO);
    expect(clockView(s, T0 + 5 * MIN)).toMatchObject({ currentLevel: 1, remainingMs: 5 * MIN, progress: 0.5, onBreak: false, nextBreakInMs: 15 * MIN });
    expect(clockView(s, T0 + 12 * MIN)).toMatchObject({
      currentLevel: 2,
      remainingMs: 8 * MIN,
      breakScheduledMs: 15 * MIN,
      nextBreakInMs: 8 * MIN,
      breakRow: 2,
    });
    // level 2 ends at 20 minutes: a 15-minute break, then level 3
    const at25 = clockView(s, T0 + 25 * MIN);
    expect(at25).toMatchObject({ onBreak: true, currentLevel: 2, remainingMs: 0, breakRemainingMs: 10 * MIN, breakScheduledMs: null, breakRow: 2 });
    expect(at25.nextLevel).toMatchObject({ level: 3, smallBlind: 100, bigBlind: 200 });
    // from the break the next one is level 3 and 4 away (20 minutes) plus what is left of this one
    expect(at25.nextBreakInMs).toBe(30 * MIN);
    expect(clockView(s, T0 + 30 * MIN)).toMatchObject({ onBreak: true, breakRemainingMs: 5 * MIN, nextLevel: { level: 3 } });
    expect(clockAt(s, T0 + 35 * MIN)).toEqual({ levelIndex: 2, remainingMs: 10 * MIN, breakMs: null });
  });

  it("walks across several levels and breaks passed while running", () => {
    const s = running(TURBO);
    // 10 + 10 + 15 (break) + 10 + 10 = 55: level 4 ends, its 5-minute break runs to 60
    expect(clockView(s, T0 + 57 * MIN)).toMatchObject({ onBreak: true, currentLevel: 4, breakRemainingMs: 3 * MIN, nextLevel: { level: 5, ante: 50 } });
    expect(clockAt(s, T0 + 60 * MIN)).toEqual({ levelIndex: 4, remainingMs: 10 * MIN, breakMs: null });
    // then the last level repeats, 10 minutes each, no more breaks
    const later = clockView(s, T0 + 93 * MIN);
    expect(later).toMatchObject({ currentLevel: 8, remainingMs: 7 * MIN, level: { level: 8, smallBlind: 200, bigBlind: 400, ante: 50 }, nextBreakInMs: null });
    // all the way to level 500, which stays at 00:00
    const end = 500 * 10 + 15 + 5;
    expect(clockAt(s, T0 + (end - 1) * MIN)).toEqual({ levelIndex: MAX_LEVEL - 1, remainingMs: MIN, breakMs: null });
    expect(clockAt(s, T0 + (end + 60) * MIN)).toEqual({ levelIndex: MAX_LEVEL - 1, remainingMs: 0, breakMs: null });
    expect(clockView(s, T0 + (end + 60) * MIN).nextLevel).toBeNull();
  });

  it("starts the structure's break when Next Level is pressed while it is due, and the following level after it", () => {
    let s = applyAction(sponsorEvent(TURBO), { type: "start" }, T0);
    s = applyAction(s, { type: "next" }, T0 + 2 * MIN);
    expect(s).toMatchObject({ levelIndex: 1, remainingMs: 10 * MIN });
    s = applyAction(s, { type: "next" }, T0 + 3 * MIN);
    expect(s).toMatchObject({ levelIndex: 1, remainingMs: 0, breakAfterLevel: 1, breakMs: 15 * MIN });
    expect(clockView(s, T0 + 8 * MIN)).toMatchObject({ onBreak: true, breakRemainingMs: 10 * MIN, nextLevel: { level: 3 } });
    // paused on the break, it keeps what is left
    s = applyAction(s, { type: "pause" }, T0 + 8 * MIN);
    expect(clockView(s, T0 + 99 * MIN)).toMatchObject({ onBreak: true, breakRemainingMs: 10 * MIN });
    s = applyAction(s, { type: "next" }, T0 + 100 * MIN);
    expect(s).toMatchObject({ levelIndex: 2, remainingMs: 10 * MIN, breakAfterLevel: null, status: "paused" });
  });

  it("a break that began by itself is kept through actions; Reset, Stop and Previous use the level's own minutes", () => {
    let s = applyAction(sponsorEvent(TURBO), { type: "start" }, T0);
    s = applyAction(s, { type: "chips", counts: { a: "12000" } }, T0 + 26 * MIN);
    expect(s).toMatchObject({ levelIndex: 1, remainingMs: 0, breakAfterLevel: 1, breakMs: 9 * MIN });
    expect(clockAt(s, T0 + 35 * MIN)).toEqual({ levelIndex: 2, remainingMs: 10 * MIN, breakMs: null });
    s = applyAction(s, { type: "reset" }, T0 + 40 * MIN);
    expect(s).toMatchObject({ levelIndex: 2, remainingMs: 10 * MIN, breakAfterLevel: null });
    s = applyAction(s, { type: "previous" }, T0 + 41 * MIN);
    expect(s).toMatchObject({ levelIndex: 1, remainingMs: 10 * MIN });
    s = applyAction(s, { type: "stop" }, T0 + 42 * MIN);
    expect(s).toMatchObject({ status: "stopped", levelIndex: 1, remainingMs: 10 * MIN });
    // the structure's break after level 2 is still there when it ends again
    s = applyAction(s, { type: "start" }, T0 + 50 * MIN);
    expect(clockView(s, T0 + 61 * MIN)).toMatchObject({ onBreak: true, breakRemainingMs: 14 * MIN });
  });

  it("a break scheduled from the console replaces the structure's after the same level", () => {
    let s = applyAction(sponsorEvent(TURBO), { type: "start" }, T0);
    s = applyAction(s, { type: "next" }, T0 + MIN);
    s = applyAction(s, { type: "break", minutes: 3 }, T0 + 2 * MIN);
    expect(clockView(s, T0 + 2 * MIN)).toMatchObject({ breakScheduledMs: 3 * MIN });
    // level 2 ends at 11 minutes: 3 minutes of break, not the structure's 15
    expect(clockView(s, T0 + 13 * MIN)).toMatchObject({ onBreak: true, breakRemainingMs: MIN });
    expect(clockAt(s, T0 + 15 * MIN)).toEqual({ levelIndex: 2, remainingMs: 9 * MIN, breakMs: null });
  });

  it("a new event's clock starts at its level 1 minutes, and the state's timeRemaining follows the structure", () => {
    expect(sponsorEvent(TURBO).remainingMs).toBe(10 * MIN);
    expect(demoLiveState().remainingMs).toBe(20 * MIN);
    // until the first start the sponsor may still change the structure: the clock shows the new level 1 minutes
    expect(withCurrentEntrants(sponsorEvent(null), sponsorEvent(TURBO))).toMatchObject({ remainingMs: 10 * MIN, structure: TURBO });
    const s = applyAction(sponsorEvent(TURBO), { type: "start" }, T0);
    expect(liveStateAt(s, T0 + 36 * MIN, { version: 1, updatedAt: null })).toMatchObject({ currentLevel: 3, timeRemaining: 9 * 60 });
  });

  it("the demo shows the same level 7 blinds everywhere: 300/600 ante 75", () => {
    const s = applyAction(demoLiveState(), { type: "start" }, T0);
    expect(clockView(s, T0 + 6 * 20 * MIN + MIN).level).toMatchObject({ level: 7, smallBlind: 300, bigBlind: 600, ante: 75 });
  });
});
