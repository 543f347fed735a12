import { z } from "zod";
import { DEFAULT_SEATS_PER_TABLE, DEFAULT_THRESHOLD, MAX_SEATS_PER_TABLE, MIN_SEATS_PER_TABLE, TDA_THRESHOLD } from "../live/seating/tables";

/**
 * An event's tables (decision 164), as POST/PATCH/GET /api/special-tournaments take and return them: seats per table
 * (6-10, 9 by default) and the balancing rule, "standard" (a table moves a player when it has 2 more than the
 * smallest) or "tda" (3 more). Stored as special_tournaments.seats_per_table and table_threshold.
 */
export const TABLE_BALANCING = ["standard", "tda"] as const;
export type TableBalancing = (typeof TABLE_BALANCING)[number];

export const SEATS_PER_TABLE_MESSAGE = `Seats per table must be a whole number from ${MIN_SEATS_PER_TABLE} to ${MAX_SEATS_PER_TABLE}`;
export const TABLE_BALANCING_MESSAGE = 'Table balancing must be "standard" or "tda"';

/** A number, or the digits typed in a form. */
export const seatsPerTableField = z.union([z.number(), z.string()], { message: SEATS_PER_TABLE_MESSAGE }).transform((v, ctx) => {
  const text = typeof v === "number" ? String(v) : v.trim();
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < MIN_SEATS_PER_TABLE || n > MAX_SEATS_PER_TABLE) {
    ctx.addIssue({ code: "custom", message: SEATS_PER_TABLE_MESSAGE });
    return z.NEVER;
  }
  return n;
});
export const tableBalancingField = z.enum(TABLE_BALANCING, { message: TABLE_BALANCING_MESSAGE });

export const tableCreateFields = {
  seatsPerTable: seatsPerTableField.default(DEFAULT_SEATS_PER_TABLE),
  tableBalancing: tableBalancingField.default("standard"),
};
export const tableUpdateFields = {
  seatsPerTable: seatsPerTableField.optional(),
  tableBalancing: tableBalancingField.optional(),
};
export const tableResponseFields = {
  /** seats at each table, 6-10 */
  seatsPerTable: z.number(),
  /** "standard": balance at 2 players' difference; "tda": at 3 */
  tableBalancing: z.enum(TABLE_BALANCING),
};

export const thresholdOf = (balancing: TableBalancing) => (balancing === "tda" ? TDA_THRESHOLD : DEFAULT_THRESHOLD);
export const balancingOf = (threshold: number): TableBalancing => (threshold >= TDA_THRESHOLD ? "tda" : "standard");

/** The stored columns as the API shows them. */
export function tableResponse(row: { seatsPerTable: number; tableThreshold: number }) {
  return { seatsPerTable: row.seatsPerTable, tableBalancing: balancingOf(row.tableThreshold) };
}
