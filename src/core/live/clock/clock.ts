import type { BlindLevel } from "./blind-schedule";
import type { ClockStatus, StructureRow } from "../schema/contracts";
import { eventSchedule, LAST_LEVEL_INDEX, levelMs, scheduleLevel, type EventSchedule } from "./schedule";

export interface ClockState {
  levelIndex: number;
  status: ClockStatus;
  runningSince: number | null;
  remainingMs: number;
  /** the level index a console break follows, or a break under way follows (null: none); stored, never ticking, like the clock */
  breakAfterLevel?: number | null;
  /** that break's length, or what is left of it once it has begun (remainingMs is then 0) */
  breakMs?: number;
  /** the event's structure (null or absent: the default schedule) */
  structure?: readonly StructureRow[] | null;
}

export interface ClockView {
  levelIndex: number;
  /** 1-based */
  currentLevel: number;
  remainingMs: number;
  status: ClockStatus;
  isPlaying: boolean;
  /** share of the level already played, 0..1, of the level's own length */
  progress: number;
  level: BlindLevel;
  /** the level that follows (after the break, when one is running or due) */
  nextLevel: BlindLevel | null;
  /** a break is running now: the level's clock stands at 00:00 and the break counts down */
  onBreak: boolean;
  /** ms left of a break running now, null when not on a break */
  breakRemainingMs: number | null;
  /** the length of a break due after this level that has not begun (the console's or the structure's), null when none */
  breakScheduledMs: number | null;
  /** ms until the next break starts (after a running one: the one after it), null when no break is ahead */
  nextBreakInMs: number | null;
  /** the structure row of the break running or due after this level (null: none, or the console's own) */
  breakRow: number | null;
}

/**
 * The break due after level index `levelIndex`: the one stored on the clock (scheduled from the console, or what
 * is left of one under way) takes the place of the structure's; 0 when none. The last level has no break after it.
 */
export function breakDueMs(state: ClockState, schedule: EventSchedule, levelIndex: number): number {
  if (levelIndex >= LAST_LEVEL_INDEX) return 0;
  if (state.breakAfterLevel === levelIndex) return state.breakMs ?? 0;
  return schedule.breakAfterMs[levelIndex];
}

/**
 * Where the clock is at time `now`: while running, time is taken off the stored remainder; every time a level
 * reaches 00:00 the break after it (if any) counts down, then the next level starts with its own full minutes,
 * across as many levels and breaks as have passed. The last level stays at 00:00.
 */
export function clockAt(state: ClockState, now: number): { levelIndex: number; remainingMs: number; breakMs: number | null } {
  const schedule = eventSchedule(state.structure);
  let levelIndex = Math.min(state.levelIndex, LAST_LEVEL_INDEX);
  let pause = breakDueMs(state, schedule, levelIndex);
  if (state.status !== "running" || state.runningSince === null) {
    return { levelIndex, remainingMs: state.remainingMs, breakMs: state.remainingMs === 0 && pause > 0 ? pause : null };
  }
  const remaining = state.remainingMs - Math.max(0, now - state.runningSince);
  if (remaining > 0) return { levelIndex, remainingMs: remaining, breakMs: null };
  // how long ago the stored level reached 00:00, walked forward break by level
  let over = -remaining;
  for (;;) {
    if (levelIndex >= LAST_LEVEL_INDEX) return { levelIndex: LAST_LEVEL_INDEX, remainingMs: 0, breakMs: null };
    if (pause > 0) {
      if (over < pause) return { levelIndex, remainingMs: 0, breakMs: pause - over };
      over -= pause;
    }
    levelIndex += 1;
    const length = levelMs(schedule, levelIndex);
    if (over < length) return { levelIndex, remainingMs: length - over, breakMs: null };
    over -= length;
    pause = breakDueMs(state, schedule, levelIndex);
  }
}

/** Everything a display needs at time `now`, from the event's own schedule. */
export function clockView(state: ClockState, now: number): ClockView {
  const schedule = eventSchedule(state.structure);
  const { levelIndex, remainingMs, breakMs } = clockAt(state, now);
  const onBreak = breakMs !== null;
  const due = onBreak ? 0 : breakDueMs(state, schedule, levelIndex);
  const length = levelMs(schedule, levelIndex);
  const row = schedule.breakRowAfter[levelIndex];
  return {
    levelIndex,
    currentLevel: levelIndex + 1,
    remainingMs,
    status: state.status,
    isPlaying: state.status === "running",
    progress: Math.min(1, Math.max(0, 1 - remainingMs / length)),
    level: scheduleLevel(schedule, levelIndex),
    nextLevel: levelIndex < LAST_LEVEL_INDEX ? scheduleLevel(schedule, levelIndex + 1) : null,
    onBreak,
    breakRemainingMs: breakMs,
    breakScheduledMs: due > 0 ? due : null,
    nextBreakInMs: nextBreakIn(schedule, levelIndex, remainingMs, breakMs, due),
    breakRow: (onBreak || due > 0) && row >= 0 ? row : null,
  };
}

function nextBreakIn(schedule: EventSchedule, levelIndex: number, remainingMs: number, breakMs: number | null, due: number): number | null {
  if (due > 0) return remainingMs;
  // on a break the next one is counted from the start of the level that follows it
  const from = breakMs !== null ? levelIndex + 1 : levelIndex;
  if (from > LAST_LEVEL_INDEX) return null;
  const j = schedule.nextBreakFrom[from];
  if (j < 0) return null;
  const untilLevelEnds = breakMs !== null ? breakMs + levelMs(schedule, from) : remainingMs;
  return untilLevelEnds + schedule.levelEndMs[j] - schedule.levelEndMs[from];
}

/** mm:ss, rounding up so the display reads 20:00 at the start and 00:00 only at the end. */
export function formatClock(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, "0")}:${String(seconds).padStart(2, "0")}`;
}

/** The clock brought up to `now`, so that an action applies to the level actually on screen. */
export function settleClock<S extends ClockState>(state: S, now: number): S {
  const { levelIndex, remainingMs, breakMs } = clockAt(state, now);
  // a break still to come stays scheduled; one under way keeps what is left of it; once its level is past it is gone
  const stillAhead = levelIndex === state.levelIndex && state.breakAfterLevel === levelIndex;
  const breakFields = breakMs !== null ? { breakAfterLevel: levelIndex, breakMs } : stillAhead ? {} : { breakAfterLevel: null, breakMs: 0 };
  return { ...state, levelIndex, remainingMs, ...breakFields, runningSince: state.status === "running" ? now : null };
}
