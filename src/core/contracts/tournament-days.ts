import { z } from "zod";

/**
 * A multi-day event's days (decision 170), as POST/PATCH/GET /api/special-tournaments take and return them: 2-6 names in
 * order ("Day 1", "Day 2", "Final Day"), each 1-40 characters; null or an empty list: played in one day. Stored as
 * special_tournaments.days and copied into the clock's state, where the console ends each day but the last.
 */
export const MIN_DAYS = 2;
export const MAX_DAYS = 6;
export const MAX_DAY_NAME = 40;

export const DAYS_MESSAGE = `Days must be a list of ${MIN_DAYS} to ${MAX_DAYS} day names (leave it empty for a one-day event)`;
export const DAY_NAME_MESSAGE = `Each day's name must be 1 to ${MAX_DAY_NAME} characters`;
export const DAY_NAMES_DIFFER = "Each day must have its own name";

/** A list, or the names typed in a form one per line or separated by commas. */
export const daysField = z
  .union([z.array(z.string({ message: DAY_NAME_MESSAGE }), { message: DAYS_MESSAGE }), z.string(), z.null()], { message: DAYS_MESSAGE })
  .transform((v, ctx): string[] | null => {
    if (v === null) return null;
    const list = (typeof v === "string" ? v.split(/[\n,]/).filter((d) => d.trim() !== "") : v).map((d) => d.trim());
    if (list.length === 0) return null;
    if (list.length < MIN_DAYS || list.length > MAX_DAYS) {
      ctx.addIssue({ code: "custom", message: DAYS_MESSAGE });
      return z.NEVER;
    }
    if (list.some((d) => d.length < 1 || d.length > MAX_DAY_NAME)) {
      ctx.addIssue({ code: "custom", message: DAY_NAME_MESSAGE });
      return z.NEVER;
    }
    if (new Set(list.map((d) => d.toLowerCase())).size !== list.length) {
      ctx.addIssue({ code: "custom", message: DAY_NAMES_DIFFER });
      return z.NEVER;
    }
    return list;
  });

export const dayCreateFields = { days: daysField.default(null) };
export const dayUpdateFields = { days: daysField.optional() };
export const dayResponseFields = {
  /** the days in order, e.g. ["Day 1", "Day 2", "Final Day"]; null: one day */
  days: z.array(z.string()).nullable(),
};
