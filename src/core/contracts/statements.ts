import { z } from "zod";

/** Statements (decision 174): one CSV per calendar year (UTC) of the stakes an investor bought or a player sold. */
export const FIRST_STATEMENT_YEAR = 2000;
export const LAST_STATEMENT_YEAR = 2100;

export const statementQuery = z.object({
  year: z.coerce
    .number({ message: "Year must be a number" })
    .int("Year must be a whole number")
    .min(FIRST_STATEMENT_YEAR, `Year must be ${FIRST_STATEMENT_YEAR} or later`)
    .max(LAST_STATEMENT_YEAR, `Year must be ${LAST_STATEMENT_YEAR} or earlier`),
});

/** The years that have at least one stake to list, newest first. */
export const statementYearsResponse = z.object({ years: z.array(z.number().int()) });
export type StatementYears = z.infer<typeof statementYearsResponse>;

export const STATEMENT_ROLE_MESSAGE = "Statements are for investors and players";

export const INVESTOR_STATEMENT_COLUMNS = ["Date", "Campaign", "Event", "Player", "Amount", "Fee", "Refunds", "Payout", "Paid date", "Status"] as const;
export const PLAYER_STATEMENT_COLUMNS = [
  "Date",
  "Campaign",
  "Event",
  "Backer",
  "Amount",
  "Fee",
  "Refunds",
  "Payout owed",
  "Due date",
  "Paid date",
  "Status",
] as const;

/** The file's name: stakeline-<investments|sales>-<year>.csv */
export const statementFileName = (kind: "investor" | "player", year: number) => `stakeline-${kind === "investor" ? "investments" : "sales"}-${year}.csv`;
