import { z } from "zod";
import { structureRow } from "../live/schema/event-setup";
import { MAX_ROW_MINUTES } from "../live/clock/structure-rules";

export const MIN_TOOL_STACK = 100;
export const MAX_TOOL_STACK = 10_000_000;
export const MIN_TOOL_HOURS = 1;
export const MAX_TOOL_HOURS = 24;

const whole = (field: string, min: number, max: number) => {
  const message = `${field} must be a whole number from ${min.toLocaleString("en-US")} to ${max.toLocaleString("en-US")}`;
  return z.number({ message }).int(message).min(min, message).max(max, message);
};

/** POST /api/tools/structure (decision 160): the same bounds as an event's starting chips and a structure's minutes. */
/** Levels the generator may plan, leaving room for its breaks within a structure's 100 rows. */
export const MAX_TOOL_LEVELS = 80;

export const structureToolInput = z
  .object({
    startingStack: whole("startingStack", MIN_TOOL_STACK, MAX_TOOL_STACK),
    hours: z
      .number({ message: `hours must be a number from ${MIN_TOOL_HOURS} to ${MAX_TOOL_HOURS}` })
      .min(MIN_TOOL_HOURS, `hours must be a number from ${MIN_TOOL_HOURS} to ${MAX_TOOL_HOURS}`)
      .max(MAX_TOOL_HOURS, `hours must be a number from ${MIN_TOOL_HOURS} to ${MAX_TOOL_HOURS}`),
    levelMinutes: whole("levelMinutes", 1, MAX_ROW_MINUTES),
  })
  // 24 hours of 1-minute levels would be cut at 100 rows and repeat its first blinds: refuse rather than mislead
  .refine((v) => (v.hours * 60) / v.levelMinutes <= MAX_TOOL_LEVELS, {
    path: ["levelMinutes"],
    message: `levelMinutes is too short for that many hours: a structure holds at most ${MAX_TOOL_LEVELS} levels`,
  });
export type StructureToolInput = z.infer<typeof structureToolInput>;

/** The structure in the shape POST/PATCH /api/special-tournaments take. */
export const structureToolResponse = z.object({ levels: z.array(structureRow) });
export type StructureToolResponse = z.infer<typeof structureToolResponse>;
