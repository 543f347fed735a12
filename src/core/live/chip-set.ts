import type { StructureRow } from "./contracts";

// Issue 27 item 2 (chip set): owned by the structure builder's work. Placeholder until it lands.

/** For each row the chip set cannot make (a blind or ante not a multiple of the smallest chip still in play): its 1-based row number and the message. */
export function chipSetProblems(_rows: readonly StructureRow[], _chipSet: readonly number[]): { row: number; message: string }[] {
  return [];
}

/**
 * The denominations to colour up at the break that is row `breakRow` (0-based) of the structure: the chips no
 * level after it needs any more (none: empty).
 */
export function colourUpAt(_rows: readonly StructureRow[], _chipSet: readonly number[], _breakRow: number): number[] {
  return [];
}
