import { BLIND_SCHEDULE, MAX_LEVEL, type BlindLevel } from "./blind-schedule";
import { isBreakRow } from "../schema/structure-row";
import type { StructureRow } from "../schema/contracts";

/**
 * The one schedule an event runs on (decision 160): its structure's levels and breaks, or the spec's default (Regular)
 * when it has none. Console, views, player status and the clock all read it from here, so no display can show
 * blinds the clock does not play.
 */
export interface EventSchedule {
  /** levels 1..MAX_LEVEL (index 0 is level 1), each with its own minutes; past the structure's rows its last level repeats */
  levels: readonly BlindLevel[];
  /** how many levels the structure itself defines (MAX_LEVEL for the default schedule) */
  definedLevels: number;
  /** ms of the structure's break after level index i (0: none) */
  breakAfterMs: readonly number[];
  /** the structure row of the break after level index i (-1: none), for the colour-up */
  breakRowAfter: readonly number[];
  /** nextBreakFrom[i]: the first level index j >= i with a structure break after it (-1: none) */
  nextBreakFrom: readonly number[];
  /** levelEndMs[i]: the summed level minutes (breaks excluded) from the start of level 1 to the end of level i, in ms */
  levelEndMs: readonly number[];
}

export const LAST_LEVEL_INDEX = MAX_LEVEL - 1;

function finish(levels: BlindLevel[], definedLevels: number, breakAfterMs: number[], breakRowAfter: number[]): EventSchedule {
  const nextBreakFrom = new Array<number>(levels.length);
  let next = -1;
  for (let i = levels.length - 1; i >= 0; i--) {
    if (breakAfterMs[i] > 0) next = i;
    nextBreakFrom[i] = next;
  }
  const levelEndMs = new Array<number>(levels.length);
  let total = 0;
  levels.forEach((l, i) => {
    total += l.duration * 60_000;
    levelEndMs[i] = total;
  });
  return { levels, definedLevels, breakAfterMs, breakRowAfter, nextBreakFrom, levelEndMs };
}

/** The spec's default schedule (Regular, 20-minute levels, no breaks): the demo's, and any event without a structure. */
export const DEFAULT_SCHEDULE: EventSchedule = finish(
  [...BLIND_SCHEDULE],
  MAX_LEVEL,
  new Array<number>(MAX_LEVEL).fill(0),
  new Array<number>(MAX_LEVEL).fill(-1),
);

function build(rows: readonly StructureRow[]): EventSchedule {
  const levels: BlindLevel[] = [];
  const breakAfterMs = new Array<number>(MAX_LEVEL).fill(0);
  const breakRowAfter = new Array<number>(MAX_LEVEL).fill(-1);
  rows.forEach((row, r) => {
    if (isBreakRow(row)) {
      // a break before the first level has no level to follow; two breaks in a row are one longer break
      if (levels.length === 0) return;
      breakAfterMs[levels.length - 1] += row.minutes * 60_000;
      if (breakRowAfter[levels.length - 1] < 0) breakRowAfter[levels.length - 1] = r;
      return;
    }
    if (levels.length < MAX_LEVEL)
      levels.push({ level: levels.length + 1, smallBlind: row.smallBlind, bigBlind: row.bigBlind, ante: row.ante, duration: row.minutes });
  });
  if (levels.length === 0) return DEFAULT_SCHEDULE;
  const definedLevels = levels.length;
  const last = levels[definedLevels - 1];
  // the clock never runs out: the last level goes on, same blinds and minutes, to level MAX_LEVEL
  for (let level = definedLevels + 1; level <= MAX_LEVEL; level++) levels.push({ ...last, level });
  // a break can only follow a level that has a next one
  breakAfterMs[LAST_LEVEL_INDEX] = 0;
  breakRowAfter[LAST_LEVEL_INDEX] = -1;
  return finish(levels, definedLevels, breakAfterMs, breakRowAfter);
}

// states are parsed once per change and then read many times (every display, every tick): one build per structure
const built = new WeakMap<readonly StructureRow[], EventSchedule>();

/** The schedule of an event whose structure is `structure` (null or absent: the default). */
export function eventSchedule(structure: readonly StructureRow[] | null | undefined): EventSchedule {
  if (!structure || structure.length === 0) return DEFAULT_SCHEDULE;
  let schedule = built.get(structure);
  if (!schedule) {
    schedule = build(structure);
    built.set(structure, schedule);
  }
  return schedule;
}

/** The length of level index i in ms (clamped to the schedule). */
export function levelMs(schedule: EventSchedule, levelIndex: number): number {
  return schedule.levels[Math.min(Math.max(0, levelIndex), LAST_LEVEL_INDEX)].duration * 60_000;
}

/** The level at a 0-based index, clamped to the schedule. */
export function scheduleLevel(schedule: EventSchedule, levelIndex: number): BlindLevel {
  return schedule.levels[Math.min(Math.max(0, levelIndex), LAST_LEVEL_INDEX)];
}

/** What the blind list shows: the levels in order with each break after the level it follows. */
export type ScheduleRow = { kind: "level"; index: number; level: BlindLevel } | { kind: "break"; afterIndex: number; minutes: number };

/** The first `count` levels (at least through `throughIndex`) as list rows, breaks in place. */
export function scheduleRows(schedule: EventSchedule, count: number, throughIndex = 0): ScheduleRow[] {
  const n = Math.min(MAX_LEVEL, Math.max(Math.min(count, schedule.definedLevels), throughIndex + 1));
  const rows: ScheduleRow[] = [];
  for (let i = 0; i < n; i++) {
    rows.push({ kind: "level", index: i, level: schedule.levels[i] });
    if (schedule.breakAfterMs[i] > 0) rows.push({ kind: "break", afterIndex: i, minutes: schedule.breakAfterMs[i] / 60_000 });
  }
  return rows;
}
