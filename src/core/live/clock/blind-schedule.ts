/**
 * The spec's default blind schedule (tournaments spec §9): console and views share it when an event has no
 * structure of its own (schedule.ts; decision 160 retired the spectator's separate levels). Every value is a whole
 * number of chips; small blinds, big blinds and (from the first non-zero ante on) antes rise strictly from level
 * to level, and every value stays within Number.MAX_SAFE_INTEGER through the last level.
 */
export interface BlindLevel {
  level: number;
  smallBlind: number;
  bigBlind: number;
  ante: number;
  /** minutes */
  duration: number;
}

export const LEVEL_MINUTES = 20;
export const LEVEL_DURATION_MS = LEVEL_MINUTES * 60_000;
export const MAX_LEVEL = 500;
/** The big blind from which generated levels carry an ante. */
export const ANTE_FROM_BIG_BLIND = 400;

type Explicit = readonly [smallBlind: number, bigBlind: number, ante: number];

/** The 20 explicit levels: 25/50 ante 0 up to 6000/12000 ante 2000. */
const CONSOLE_LEVELS: readonly Explicit[] = [
  [25, 50, 0],
  [50, 100, 0],
  [75, 150, 0],
  [100, 200, 0],
  [150, 300, 0],
  [200, 400, 50],
  [300, 600, 75],
  [400, 800, 100],
  [500, 1000, 125],
  [600, 1200, 150],
  [800, 1600, 200],
  [1000, 2000, 300],
  [1500, 3000, 400],
  [2000, 4000, 500],
  [2500, 5000, 600],
  [3000, 6000, 800],
  [4000, 8000, 1000],
  [4500, 9000, 1200],
  [5000, 10000, 1500],
  [6000, 12000, 2000],
];

/** The rounding unit for a value: 100 below 10,000, 1,000 below 100,000, 10,000 above. */
export function roundingUnit(value: number): number {
  if (value < 10_000) return 100;
  if (value < 100_000) return 1_000;
  return 10_000;
}

/** Rounds to the nearest multiple of the value's rounding unit (at least one unit). */
export function roundBlind(value: number): number {
  const unit = roundingUnit(value);
  return Math.max(unit, Math.round(value / unit) * unit);
}

/**
 * The growth factor into generated level `level`: it rises slowly with the level (4% at the first generated
 * level, +0.004 percentage points a level), slow enough that level 500 stays far inside safe integers.
 */
export function growthFactor(level: number, firstGenerated: number): number {
  return 1.04 + 0.00004 * (level - firstGenerated);
}

/** Antes are a tenth the size of blinds, so they round one step finer: 100 below 100,000, 1,000 below 1,000,000, then 10,000. */
export function anteRoundingUnit(ante: number): number {
  return roundingUnit(ante / 10);
}

function roundAnte(value: number): number {
  const unit = anteRoundingUnit(value);
  return Math.max(unit, Math.round(value / unit) * unit);
}

/** The level after `prev` by the §9 rule; strictly above `prev` in each blind and (once non-zero) the ante. */
export function nextGeneratedLevel(prev: BlindLevel, level: number, firstGenerated: number): BlindLevel {
  const grown = roundBlind(prev.smallBlind * growthFactor(level, firstGenerated));
  const smallBlind = Math.max(grown, prev.smallBlind + roundingUnit(prev.smallBlind));
  const bigBlind = smallBlind * 2;
  let ante = 0;
  if (bigBlind >= ANTE_FROM_BIG_BLIND) {
    const target = roundAnte(bigBlind / 8);
    ante = prev.ante > 0 ? Math.max(target, prev.ante + anteRoundingUnit(prev.ante)) : target;
  }
  return { level, smallBlind, bigBlind, ante, duration: LEVEL_MINUTES };
}

function build(explicit: readonly Explicit[], generateFrom: number): BlindLevel[] {
  const levels: BlindLevel[] = [];
  for (let level = 1; level < generateFrom; level++) {
    const [smallBlind, bigBlind, ante] = explicit[level - 1];
    levels.push({ level, smallBlind, bigBlind, ante, duration: LEVEL_MINUTES });
  }
  for (let level = generateFrom; level <= MAX_LEVEL; level++) {
    levels.push(nextGeneratedLevel(levels[levels.length - 1], level, generateFrom));
  }
  return levels;
}

/** The default schedule, levels 1-500 (index 0 is level 1). */
export const BLIND_SCHEDULE: readonly BlindLevel[] = build(CONSOLE_LEVELS, CONSOLE_LEVELS.length + 1);
