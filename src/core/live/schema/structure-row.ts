import type { StructureBreak, StructureRow } from "./contracts";

// No zod here: the clock's views import this, and the pages that show a clock must not download the schemas (decision 110).

/** Whether a structure row is a break (else a level). */
export const isBreakRow = (row: StructureRow): row is StructureBreak => "break" in row;
