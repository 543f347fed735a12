import { isBreakRow } from "../schema/structure-row";
import type { StructureLevel, StructureRow } from "../schema/contracts";

/**
 * An event's chip set (decision 160): the denominations in play. A level's small blind, big blind and ante must
 * each be a multiple of the smallest chip still in play. Chips leave play only at breaks (the colour-up happens
 * there), and only those no later level needs, so the denominations in play at a level are the set less every
 * colour-up at the breaks before it.
 */

const sorted = (chipSet: readonly number[]) => [...new Set(chipSet)].filter((c) => c > 0).sort((a, b) => a - b);

const levelValues = (l: StructureLevel) => [l.smallBlind, l.bigBlind, l.ante];

/** Whether every level in `levels` can be paid in chips of at least `chip` (each value a multiple of it). */
const makeableWith = (levels: readonly StructureLevel[], chip: number) => levels.every((l) => levelValues(l).every((v) => v % chip === 0));

/** The smallest chips to take out of `inPlay` before `later`: each while every later value is a multiple of the next one. */
function leaving(inPlay: readonly number[], later: readonly StructureLevel[]): number[] {
  const out: number[] = [];
  for (let i = 0; i + 1 < inPlay.length && makeableWith(later, inPlay[i + 1]); i++) out.push(inPlay[i]);
  return out;
}

const levelsOf = (rows: readonly StructureRow[]) => rows.filter((r): r is StructureLevel => !isBreakRow(r));

/** The levels after row `index`; after the last row the clock repeats the last level, so a trailing break keeps its chips. */
function levelsAfter(rows: readonly StructureRow[], index: number): StructureLevel[] {
  const after = levelsOf(rows.slice(index + 1));
  return after.length > 0 ? after : levelsOf(rows).slice(-1);
}

/** The denominations in play at each row (after the colour-ups of the breaks before it and at it). */
function inPlayByRow(rows: readonly StructureRow[], chipSet: readonly number[]): number[][] {
  let inPlay = sorted(chipSet);
  return rows.map((row, i) => {
    if (isBreakRow(row)) {
      const gone = leaving(inPlay, levelsAfter(rows, i));
      inPlay = inPlay.filter((c) => !gone.includes(c));
    }
    return inPlay;
  });
}

const chipsText = (n: number) => n.toLocaleString("en-US");

/** For each row the chip set cannot make (a blind or ante not a multiple of the smallest chip still in play): its 1-based row number and the message. */
export function chipSetProblems(rows: readonly StructureRow[], chipSet: readonly number[]): { row: number; message: string }[] {
  if (sorted(chipSet).length === 0) return [];
  const inPlay = inPlayByRow(rows, chipSet);
  const problems: { row: number; message: string }[] = [];
  rows.forEach((row, i) => {
    if (isBreakRow(row)) return;
    const smallest = inPlay[i][0];
    const parts = [
      ["the small blind", row.smallBlind],
      ["the big blind", row.bigBlind],
      ["the ante", row.ante],
    ] as const;
    const wrong = parts.filter(([, v]) => v % smallest !== 0).map(([name, v]) => `${name} ${chipsText(v)}`);
    if (wrong.length > 0) {
      problems.push({
        row: i + 1,
        message: `Row ${i + 1}: ${wrong.join(" and ")} cannot be made from the chips in play (the smallest is ${chipsText(smallest)})`,
      });
    }
  });
  return problems;
}

/**
 * The denominations to colour up at the break that is row `breakRow` (0-based) of the structure: the chips no
 * level after it needs any more (none: empty).
 */
export function colourUpAt(rows: readonly StructureRow[], chipSet: readonly number[], breakRow: number): number[] {
  const row = rows[breakRow];
  if (!row || !isBreakRow(row)) return [];
  const before = breakRow === 0 ? sorted(chipSet) : inPlayByRow(rows, chipSet)[breakRow - 1];
  return leaving(before, levelsAfter(rows, breakRow));
}

/** The first chip-set message for a structure, or null: what the API's 400 says. */
export function firstChipSetProblem(rows: readonly StructureRow[], chipSet: readonly number[] | null): string | null {
  if (!chipSet || chipSet.length === 0) return null;
  return chipSetProblems(rows, chipSet)[0]?.message ?? null;
}
