import type { PayoutPlan, StructureRow } from "../live/schema/contracts";
import { PAYOUT_SHAPE_LABELS } from "../live/prizes/payout-generator";
import { ordinal } from "../live/prizes/prize-table";
import { structureSummary } from "../live/clock/structure";
import { isBreakRow } from "../live/schema/structure-row";
import { DEFAULT_TEMPLATE, structureTemplate } from "../live/clock/structure-templates";
import { basisPointsToPercent } from "./prize-percent";

/*
 * The spec's two free-text fields of a special tournament (tournaments §3: prizeStructure, blindStructure) when the
 * sponsor chose a table instead of writing them (decision 220): the text is the table's own summary, so every screen
 * that shows the text still says what the event pays and plays.
 */

export const PRIZE_STRUCTURE_REQUIRED = "Prize structure is required";

/**
 * A payout table's summary: the sponsor's percentages ("1st 50%, 2nd 30%, 3rd 20%") or the generated plan's
 * settings; null for the standard table (the sponsor writes the text then).
 */
export function prizeTableSummary(percentagesBp: readonly number[] | null | undefined, plan: PayoutPlan | null | undefined): string | null {
  if (plan)
    return `Generated to fit the field: top ${plan.paidPercent}% of entries paid, min cash ${plan.minCashMultiple}x the buy-in, ${PAYOUT_SHAPE_LABELS[plan.shape].toLowerCase()} curve`;
  if (percentagesBp && percentagesBp.length > 0) return percentagesBp.map((bp, i) => `${ordinal(i + 1)} ${basisPointsToPercent(bp)}%`).join(", ");
  return null;
}

/** The blind structure text of an event's levels (null: the default schedule the clock runs). */
export function blindStructureText(structure: readonly StructureRow[] | null | undefined): string {
  return structureSummary(structure ?? structureTemplate(DEFAULT_TEMPLATE));
}

/** "1 break", "3 breaks". */
export function breaksText(n: number): string {
  return `${n} break${n === 1 ? "" : "s"}`;
}

/** "1 level", "20 levels". */
export function levelsText(n: number): string {
  return `${n} level${n === 1 ? "" : "s"}`;
}

/**
 * What the structure table's first column says for each row: a level by its level number (breaks do not count), a
 * break as "Break", so row 6 after a break reads "Level 5" as the clock calls it.
 */
export function structureRowLabels(rows: readonly StructureRow[]): string[] {
  let level = 0;
  return rows.map((r) => (isBreakRow(r) ? "Break" : `Level ${++level}`));
}

/** A rule's message about "Row N" said by what the table shows for that row ("Row 6: ..." -> "Level 5: ..."). */
export function rowMessageByLabel(message: string, rows: readonly StructureRow[]): string {
  const m = /^Row (\d+):/.exec(message);
  const label = m ? structureRowLabels(rows)[Number(m[1]) - 1] : undefined;
  if (!m || !label) return message;
  return `${label === "Break" ? `Break (row ${m[1]})` : label}${message.slice(m[0].length - 1)}`;
}
