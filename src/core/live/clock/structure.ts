import { isBreakRow } from "../schema/structure-row";
import type { StructureLevel, StructureRow } from "../schema/contracts";
import { MAX_STRUCTURE_ROWS } from "./structure-rules";

/**
 * An event's structure (decision 160): what it adds up to and the generator behind POST /api/tools/structure; with
 * the templates (structure-templates.ts) and the rules (structure-rules.ts) re-exported, the one module the
 * builder, the API and the tool use.
 */

export * from "./structure-rules";
export * from "./structure-templates";

// ---- what a structure adds up to ----

export const structureLevels = (rows: readonly StructureRow[]): StructureLevel[] => rows.filter((r): r is StructureLevel => !isBreakRow(r));

/** Levels and breaks together, in minutes. */
export const structureMinutes = (rows: readonly StructureRow[]): number => rows.reduce((sum, r) => sum + r.minutes, 0);

/** "6h 40m", "45m", "2h". */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m}m`;
  return m === 0 ? `${h}h` : `${h}h ${m}m`;
}

const chips = (n: number) => n.toLocaleString("en-US");

/** The human summary the event's blindStructure text starts from, e.g. "20-minute levels from 25/50, antes from level 6". */
export function structureSummary(rows: readonly StructureRow[]): string {
  const levels = structureLevels(rows);
  if (levels.length === 0) return "";
  const minutes = [...new Set(levels.map((l) => l.minutes))];
  const pace = minutes.length === 1 ? `${minutes[0]}-minute levels` : `${levels.length} levels`;
  const anteFrom = levels.findIndex((l) => l.ante > 0);
  const breaks = rows.filter(isBreakRow).length;
  return [
    `${pace} from ${chips(levels[0].smallBlind)}/${chips(levels[0].bigBlind)}`,
    anteFrom >= 0 ? `antes from level ${anteFrom + 1}` : "no antes",
    breaks > 0 ? `${breaks} break${breaks === 1 ? "" : "s"}` : null,
    formatDuration(structureMinutes(rows)),
  ]
    .filter(Boolean)
    .join(", ");
}

// ---- the generator ----

/** Mantissas of the nice blind values (as card rooms' schedules use: 25, 50, 75, 100, 150, 200, 250, 300, 400, ...). */
const MANTISSAS = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 7.5, 8];
/** The possible first small blinds: each a denomination a chip set starts from. */
const FIRST_SMALL_BLINDS = [1, 2, 5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10_000, 25_000, 50_000, 100_000];

/** The nice whole values that are multiples of `base`, up to `max`, ascending. */
function niceLadder(base: number, max: number): number[] {
  const out = new Set<number>();
  for (let p = 1; p <= max * 10; p *= 10) {
    for (const m of MANTISSAS) {
      const v = m * p;
      if (Number.isInteger(v) && v % base === 0 && v <= max) out.add(v);
    }
  }
  return [...out].sort((a, b) => a - b);
}

/** The ladder value nearest `target` on a log scale (the ladder is not empty). */
function nearest(ladder: readonly number[], target: number): number {
  let best = ladder[0];
  for (const v of ladder) if (Math.abs(Math.log(v / target)) < Math.abs(Math.log(best / target))) best = v;
  return best;
}

/** The largest ladder value at most `cap` (0: none). */
const floorTo = (ladder: readonly number[], cap: number): number => ladder.filter((v) => v <= cap).pop() ?? 0;

/** A break after about every two hours of play, 15 minutes long. */
export const GENERATED_BREAK_MINUTES = 15;
const PLAY_BETWEEN_BREAKS = 120;
/** Antes from this level (1-based): a few levels in, as the spec's schedule. */
export const GENERATED_ANTE_FROM_LEVEL = 4;

export interface GenerateInput {
  startingStack: number;
  hours: number;
  levelMinutes: number;
}

/** When each row falls: levels of `levelMinutes` and a break when the next level would pass two hours of play, until `hours` or 100 rows. */
function timeline(hours: number, levelMinutes: number): ("level" | "break")[] {
  const rows: ("level" | "break")[] = [];
  let elapsed = 0;
  let played = 0;
  for (;;) {
    rows.push("level");
    elapsed += levelMinutes;
    played += levelMinutes;
    if (elapsed >= hours * 60 || rows.length >= MAX_STRUCTURE_ROWS) return rows;
    if (played + levelMinutes > PLAY_BETWEEN_BREAKS) {
      // a break needs a level after it, within the 100 rows
      if (rows.length + 2 > MAX_STRUCTURE_ROWS) return rows;
      rows.push("break");
      elapsed += GENERATED_BREAK_MINUTES;
      played = 0;
    }
  }
}

/**
 * A structure for `hours` of play at `levelMinutes` a level from a starting stack.
 *
 * - The first big blind is near 1/150 of the stack (between 1/100 and 1/200 when a nice value fits), its small
 *   blind a usual smallest chip (1, 2, 5, 10, 25, 50, 100, 250, ...); every later value is a multiple of it, so a
 *   chip set starting there makes every level.
 * - The last level's big blind is twice the starting stack: we plan for a field down to about a tenth of its
 *   entrants after `hours` (the final table of a 100-player event), an average of 10 starting stacks, which is
 *   then 5 big blinds. The small blind rises by the same factor each level, rounded to a nice value
 *   (25, 50, 75, 100, 150, 200, 250, 300, 400, 500, 600, 750, 800, 1,000, ...), above the level before's unless
 *   the levels rise more slowly than the nice values do (then a level may repeat); the big blind is twice it.
 * - Antes from level 4: the nice value at most 1/8 of the big blind (about 12%, the spec's schedule's ratio),
 *   never lower than the level before's; none while that is below the first small blind.
 * - A 15-minute break whenever the next level would pass two hours of play since the last break.
 * - At most 100 rows: a long event of short levels stops there (the clock repeats the last level after it).
 */
export function generateStructure({ startingStack, hours, levelMinutes }: GenerateInput): StructureRow[] {
  const plan = timeline(hours, levelMinutes);
  const levelCount = plan.filter((r) => r === "level").length;
  const firstSmall = nearest(
    FIRST_SMALL_BLINDS.filter((sb) => sb * 2 <= startingStack / 2),
    startingStack / 300,
  );
  const lastSmall = Math.max(firstSmall, startingStack);
  const ladder = niceLadder(firstSmall, lastSmall * 10);
  const growth = levelCount > 1 ? Math.pow(lastSmall / firstSmall, 1 / (levelCount - 1)) : 1;

  const rows: StructureRow[] = [];
  let smallBlind = 0;
  let ante = 0;
  let level = 0;
  for (const kind of plan) {
    if (kind === "break") {
      rows.push({ break: true, minutes: GENERATED_BREAK_MINUTES });
      continue;
    }
    const target = firstSmall * Math.pow(growth, level);
    const rounded = nearest(ladder, target);
    // two levels rounding to one value: the next nice value instead, unless that runs well ahead of the next level's target
    const above = ladder.find((v) => v > smallBlind);
    smallBlind = rounded > smallBlind ? rounded : above !== undefined && above <= target * growth * 1.25 ? above : smallBlind;
    level++;
    const bigBlind = smallBlind * 2;
    if (level >= GENERATED_ANTE_FROM_LEVEL) ante = Math.max(ante, floorTo(ladder, bigBlind / 8));
    rows.push({ smallBlind, bigBlind, ante, minutes: levelMinutes });
  }
  return rows;
}
