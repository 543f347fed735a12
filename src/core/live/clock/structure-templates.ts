import { BLIND_SCHEDULE } from "./blind-schedule";
import type { StructureRow } from "../schema/contracts";

/** The structure templates (decision 160); apart from the generator, as the API's contract checks a chip set against Regular. */

export const STRUCTURE_TEMPLATES = ["turbo", "regular", "deep"] as const;
export type StructureTemplate = (typeof STRUCTURE_TEMPLATES)[number];
export const DEFAULT_TEMPLATE: StructureTemplate = "regular";

export const TEMPLATE_LABELS: Record<StructureTemplate, string> = { turbo: "Turbo", regular: "Regular", deep: "Deep" };

/** How many levels each template has: the spec's 20 explicit levels. */
const TEMPLATE_LEVELS = 20;

/**
 * Level minutes and breaks of each template, over the spec's 20 levels (the blinds are the same; only the pace
 * differs). Regular is the spec's schedule exactly, with no breaks, as the demo runs it. Turbo takes a 10-minute
 * break every hour of play (after every 6 ten-minute levels); Deep a 15-minute break every two hours (after every
 * 4 thirty-minute levels): both the usual rhythm of a card room's events at that pace.
 */
const TEMPLATE_PACE: Record<StructureTemplate, { minutes: number; breakEvery: number; breakMinutes: number }> = {
  turbo: { minutes: 10, breakEvery: 6, breakMinutes: 10 },
  regular: { minutes: 20, breakEvery: 0, breakMinutes: 0 },
  deep: { minutes: 30, breakEvery: 4, breakMinutes: 15 },
};

/** A template's rows; built on call, so this module and the schedule's may import each other in any order. */
export function structureTemplate(template: StructureTemplate): StructureRow[] {
  const pace = TEMPLATE_PACE[template];
  const rows: StructureRow[] = [];
  BLIND_SCHEDULE.slice(0, TEMPLATE_LEVELS).forEach((l, i) => {
    if (i > 0 && pace.breakEvery > 0 && i % pace.breakEvery === 0) rows.push({ break: true, minutes: pace.breakMinutes });
    rows.push({ smallBlind: l.smallBlind, bigBlind: l.bigBlind, ante: l.ante, minutes: pace.minutes });
  });
  return rows;
}
