import { BLIND_SCHEDULE, LEVEL_DURATION_MS, MAX_LEVEL, levelAt, type BlindLevel } from "./blind-schedule";
import type { ClockStatus } from "./contracts";

export interface ClockState {
  levelIndex: number;
  status: ClockStatus;
  runningSince: number | null;
  remainingMs: number;
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
}

const LAST_INDEX = MAX_LEVEL - 1;

/**
 * Where the clock is at time `now`: while running, time is taken off the stored remainder and every time it
 * reaches 00:00 the next level starts with a full 20 minutes, across as many levels as have passed.
 * The last level stays at 00:00.
 */
export function clockAt(state: ClockState, now: number): { levelIndex: number; remainingMs: number } {
  let levelIndex = Math.min(state.levelIndex, LAST_INDEX);
  if (state.status !== "running" || state.runningSince === null) return { levelIndex, remainingMs: state.remainingMs };
  const remaining = state.remainingMs - Math.max(0, now - state.runningSince);
  if (remaining > 0) return { levelIndex, remainingMs: remaining };
  const passed = Math.floor(-remaining / LEVEL_DURATION_MS) + 1;
  levelIndex += passed;
  if (levelIndex > LAST_INDEX) return { levelIndex: LAST_INDEX, remainingMs: 0 };
  return { levelIndex, remainingMs: remaining + passed * LEVEL_DURATION_MS };
}

/** Everything a display needs at time `now`. */
export function clockView(state: ClockState, now: number, schedule: readonly BlindLevel[] = BLIND_SCHEDULE): ClockView {
  const { levelIndex, remainingMs } = clockAt(state, now);
  return {
    levelIndex,
    currentLevel: levelIndex + 1,
    remainingMs,
    status: state.status,
    isPlaying: state.status === "running",
    progress: Math.min(1, Math.max(0, 1 - remainingMs / LEVEL_DURATION_MS)),
    level: levelAt(schedule, levelIndex),
    nextLevel: levelIndex < LAST_INDEX ? levelAt(schedule, levelIndex + 1) : null,
  };
}

/** mm:ss, rounding up so the display reads 20:00 at the start and 00:00 only at the end. */
export function formatClock(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, "0")}:${String(seconds).padStart(2, "0")}`;
}
