import { z } from "zod";
import { DEFAULT_THRESHOLD, MAX_SEATS_PER_TABLE, MIN_SEATS_PER_TABLE, TDA_THRESHOLD } from "../live/seating/tables";

export const MAX_TOOL_TABLES = 100;

/** POST /api/tools/balance (decision 164). Each refusal names the field (and the table) it is about. */
export const balanceToolInput = z
  .object({
    seatsPerTable: z
      .number({ message: `seatsPerTable must be a whole number from ${MIN_SEATS_PER_TABLE} to ${MAX_SEATS_PER_TABLE}` })
      .int(`seatsPerTable must be a whole number from ${MIN_SEATS_PER_TABLE} to ${MAX_SEATS_PER_TABLE}`)
      .min(MIN_SEATS_PER_TABLE, `seatsPerTable must be a whole number from ${MIN_SEATS_PER_TABLE} to ${MAX_SEATS_PER_TABLE}`)
      .max(MAX_SEATS_PER_TABLE, `seatsPerTable must be a whole number from ${MIN_SEATS_PER_TABLE} to ${MAX_SEATS_PER_TABLE}`)
      .describe("Seats at each table."),
    threshold: z
      .union([z.literal(DEFAULT_THRESHOLD), z.literal(TDA_THRESHOLD)], { message: `threshold must be ${DEFAULT_THRESHOLD} or ${TDA_THRESHOLD}` })
      .describe(
        `Balance when the largest table has this many more players than the smallest: ${DEFAULT_THRESHOLD}, or ${TDA_THRESHOLD} ("TDA"). With two tables it is always ${DEFAULT_THRESHOLD}.`,
      ),
    tables: z
      .array(z.number({ message: "tables must be a list of player counts" }), { message: "tables must be a list of player counts" })
      .describe("Players at each table, tables numbered from 1 in this order; 0 is a table not in play."),
  })
  .superRefine((body, ctx) => {
    if (body.tables.length < 1 || body.tables.length > MAX_TOOL_TABLES)
      ctx.addIssue({ code: "custom", path: ["tables"], message: `tables: give 1 to ${MAX_TOOL_TABLES} tables` });
    body.tables.forEach((n, i) => {
      if (!Number.isInteger(n) || n < 0 || n > body.seatsPerTable)
        ctx.addIssue({ code: "custom", path: ["tables", i], message: `tables[${i}] must be a whole number of players from 0 to ${body.seatsPerTable}` });
    });
  });
export type BalanceToolInput = z.infer<typeof balanceToolInput>;

export const balanceToolResponse = z.object({
  /** players at each table after the moves, in the order given */
  tables: z.array(z.number()),
  /** one per player changing tables, in the order made; table numbers from 1 */
  moves: z.array(z.object({ from: z.number(), to: z.number() })),
  /** the tables broken (the final-table redraw breaks all but one) */
  broken: z.array(z.number()),
});
export type BalanceToolResponse = z.infer<typeof balanceToolResponse>;
