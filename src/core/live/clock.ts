import { BLIND_SCHEDULE, LEVEL_DURATION_MS, MAX_LEVEL, levelAt, type BlindLevel } from "./blind-schedule";
import type { ClockStatus } from "./contracts";

export interface ClockState {
  levelIndex: number;
  status: ClockStatus;
  runningSince: number | null;
  remainingMs: number;
  /** the level index a scheduled break follows (null: none); stored, never ticking, like the clock */
  breakAfterLevel?: number | null;
  /** that break's length, or what is left of it once it has begun (remainingMs is then 0) */
  breakMs?: number;
}

export interface ClockView {
  levelIndex: number;
  /** 1-based */
  currentLevel: number;
  remainingMs: number;
  status: ClockStatus;
  isPlaying: boolean;
  /** share of the level already played, 0..1 */
  progress: number;
  level: BlindLevel;
  nextLevel: BlindLevel | null;
  /** ms left of a break running now (the level's clock stands at 00:00), null when not on a break */
  breakRemainingMs: number | null;
  /** the length of a break scheduled after this level that has not begun, null when none */
  breakScheduledMs: number | null;
}

const LAST_INDEX = MAX_LEVEL - 1;

/**
 * Where the clock is at time `now`: while running, time is taken off the stored remainder and every time it
 * reaches 00:00 the next level starts with a full 20 minutes, across as many levels as have passed.
 * The last level stays at 00:00.
 */
export function clockAt(state: ClockState, now: number): { levelIndex: number; remainingMs: number; breakMs: number | null } {
  let levelIndex = Math.min(state.levelIndex, LAST_INDEX);
  // a break runs when its level's clock reaches 00:00, then the next level starts with its full 20 minutes
  const pause = state.breakAfterLevel === levelIndex && levelIndex < LAST_INDEX ? (state.breakMs ?? 0) : 0;
  if (state.status !== "running" || state.runningSince === null) {
    return { levelIndex, remainingMs: state.remainingMs, breakMs: state.remainingMs === 0 && pause > 0 ? pause : null };
  }
  let remaining = state.remainingMs - Math.max(0, now - state.runningSince);
  if (remaining > 0) return { levelIndex, remainingMs: remaining, breakMs: null };
  if (pause > 0) {
    if (-remaining < pause) return { levelIndex, remainingMs: 0, breakMs: pause + remaining };
    remaining += pause;
  }
  const passed = Math.floor(-remaining / LEVEL_DURATION_MS) + 1;
  levelIndex += passed;
  if (levelIndex > LAST_INDEX) return { levelIndex: LAST_INDEX, remainingMs: 0, breakMs: null };
  return { levelIndex, remainingMs: remaining + passed * LEVEL_DURATION_MS, breakMs: null };
}

/** Everything a display needs at time `now`. */
export function clockView(state: ClockState, now: number, schedule: readonly BlindLevel[] = BLIND_SCHEDULE): ClockView {
  const { levelIndex, remainingMs, breakMs } = clockAt(state, now);
  const scheduled = breakMs === null && state.breakAfterLevel === levelIndex && levelIndex < LAST_INDEX && (state.breakMs ?? 0) > 0;
  return {
    levelIndex,
    currentLevel: levelIndex + 1,
    remainingMs,
    status: state.status,
    isPlaying: state.status === "running",
    progress: Math.min(1, Math.max(0, 1 - remainingMs / LEVEL_DURATION_MS)),
    level: levelAt(schedule, levelIndex),
    nextLevel: levelIndex < LAST_INDEX ? levelAt(schedule, levelIndex + 1) : null,
    breakRemainingMs: breakMs,
    breakScheduledMs: scheduled ? (state.breakMs ?? 0) : null,
  };
}

/** mm:ss, rounding up so the display reads 20:00 at the start and 00:00 only at the end. */
export function formatClock(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, "0")}:${String(seconds).padStart(2, "0")}`;
}
