import path from "node:path";
import { describe, expect, it } from "vitest";
import { functionFiles } from "../../src/server/db/functions";

// A LANGUAGE sql function whose body holds a subquery is never inlined: PostgreSQL parses and plans its body again in
// every statement that calls it, and from PL/pgSQL in every transaction. On the money path that was most of a stake's
// planning (docs/decisions/190-invest-floor-and-function-plans.md); such a function is PL/pgSQL, whose plans last the session.
// Allowed: functions a statement calls once for many rows, where the plan is made once for that statement.
const CALLED_ONCE_PER_STATEMENT = new Set([
  // campaign_rating_keys_refresh and _rebuild call it over a player's or every listed campaign in one statement
  "campaign_rating",
  // the backfill of every key in one statement
  "campaign_rating_keys_rebuild",
  // a set-returning SQL function called in FROM: the planner inlines it into the caller's plan (a lateral subquery,
  // planned with the statement, no call per row; tests/api/players/package-record.test.ts checks the plan)
  "campaign_record_events",
]);

const functions = functionFiles(path.resolve("drizzle/functions"));

/** The body between the first pair of $$, without its comments. */
function bodyOf(sql: string): string {
  const body = sql.split("$$")[1] ?? "";
  return body.replace(/--.*$/gm, "");
}

describe("SQL functions on the hot paths", () => {
  it("are PL/pgSQL where their body holds a subquery", () => {
    const replanned = functions
      .filter((f) => /LANGUAGE\s+sql\b/i.test(f.sql) && !CALLED_ONCE_PER_STATEMENT.has(f.name))
      .filter((f) => (bodyOf(f.sql).match(/\bselect\b/gi) ?? []).length > 1 || /\bexists\s*\(/i.test(bodyOf(f.sql)))
      .map((f) => f.name);
    expect(replanned).toEqual([]);
  });

  it("include the money path's checks, so the rule above is not vacuous", () => {
    const names = functions.map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(["staking_closed", "payment_fits", "place_payment_hold", "record_investment"]));
    for (const name of ["staking_closed", "payment_fits"]) {
      expect(functions.find((f) => f.name === name)!.sql, name).toMatch(/LANGUAGE\s+plpgsql\s+STABLE/i);
    }
  });
});
