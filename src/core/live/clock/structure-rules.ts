import { isBreakRow } from "../schema/structure-row";
import type { StructureLevel, StructureRow } from "../schema/contracts";

/**
 * The rules a sponsor's structure must follow (decision 160), apart from the templates and the generator
 * (structure.ts), so the API's contract, which every page loads, carries only these.
 */

export const MAX_STRUCTURE_ROWS = 100;
export const MAX_ROW_MINUTES = 120;

const rowLabel = (index: number) => `Row ${index + 1}`;
const isWhole = (v: unknown, min: number): v is number => typeof v === "number" && Number.isSafeInteger(v) && v >= min;
const minutesOk = (m: number) => m >= 1 && m <= MAX_ROW_MINUTES;
const minutesMessage = (index: number, isBreak: boolean) =>
  `${rowLabel(index)}: ${isBreak ? "the break's minutes" : "minutes"} must be a whole number from 1 to ${MAX_ROW_MINUTES}`;

/**
 * Reads rows as sent (JSON): each must be a level { smallBlind, bigBlind, ante, minutes } or a break
 * { break: true, minutes }, with whole numbers. Messages name the row; the rules between rows are
 * structureProblems'.
 */
export function readStructureRows(raw: readonly unknown[]): { rows: StructureRow[]; problems: string[] } {
  const rows: StructureRow[] = [];
  const problems: string[] = [];
  raw.forEach((value, i) => {
    const row = (typeof value === "object" && value !== null && !Array.isArray(value) ? value : null) as Record<string, unknown> | null;
    if (row === null) {
      problems.push(`${rowLabel(i)}: must be a level { smallBlind, bigBlind, ante, minutes } or a break { break: true, minutes }`);
      return;
    }
    if ("break" in row) {
      if (row.break !== true) problems.push(`${rowLabel(i)}: break must be true (a level has no break field)`);
      else if (!isWhole(row.minutes, 1) || !minutesOk(row.minutes)) problems.push(minutesMessage(i, true));
      else rows.push({ break: true, minutes: row.minutes });
      return;
    }
    const before = problems.length;
    if (!isWhole(row.smallBlind, 0)) problems.push(`${rowLabel(i)}: the small blind must be a whole number of chips`);
    if (!isWhole(row.bigBlind, 1)) problems.push(`${rowLabel(i)}: the big blind must be a whole number of chips above 0`);
    if (!isWhole(row.ante ?? 0, 0)) problems.push(`${rowLabel(i)}: the ante must be a whole number of chips (0 for none)`);
    if (!isWhole(row.minutes, 1) || !minutesOk(row.minutes)) problems.push(minutesMessage(i, false));
    if (problems.length === before) {
      rows.push({ smallBlind: row.smallBlind as number, bigBlind: row.bigBlind as number, ante: (row.ante ?? 0) as number, minutes: row.minutes as number });
    }
  });
  return { rows, problems };
}

/**
 * Every way a structure breaks the rules, each message naming its row (1-based): the first row a level, the big
 * blind above the small blind, blinds never lower than the level before's, the ante at most the big blind,
 * 1-120 minutes (breaks too), at most 100 rows (the clock repeats the last level after them). Empty: it is fine.
 */
export function structureProblems(rows: readonly StructureRow[]): string[] {
  const problems: string[] = [];
  if (rows.length > MAX_STRUCTURE_ROWS) {
    problems.push(`${rowLabel(MAX_STRUCTURE_ROWS)}: a structure has at most ${MAX_STRUCTURE_ROWS} rows (the last level repeats after them)`);
  }
  if (rows.length > 0 && isBreakRow(rows[0])) problems.push(`${rowLabel(0)}: the structure must start with a level, not a break`);
  let previous: StructureLevel | null = null;
  rows.forEach((row, i) => {
    if (!minutesOk(row.minutes)) problems.push(minutesMessage(i, isBreakRow(row)));
    if (isBreakRow(row)) return;
    if (row.bigBlind <= row.smallBlind) problems.push(`${rowLabel(i)}: the big blind must be greater than the small blind`);
    if (row.ante > row.bigBlind) problems.push(`${rowLabel(i)}: the ante must be at most the big blind`);
    if (previous && row.smallBlind < previous.smallBlind)
      problems.push(`${rowLabel(i)}: the small blind cannot be lower than the level before's (${previous.smallBlind})`);
    if (previous && row.bigBlind < previous.bigBlind)
      problems.push(`${rowLabel(i)}: the big blind cannot be lower than the level before's (${previous.bigBlind})`);
    previous = row;
  });
  return problems;
}
