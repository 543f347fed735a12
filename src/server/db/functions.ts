import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The live SQL functions are written in one place, drizzle/functions (one CREATE OR REPLACE per file, named after
 * its function), and applied after the migrations on every start: a change to a rule in SQL is then one diff to
 * one file, not a function pasted whole into a new migration. The migrations that first created them stay as they
 * are (history). CREATE OR REPLACE cannot change a function's result type or parameters: such a change drops the
 * old signature first, in the file (DROP FUNCTION IF EXISTS, before the CREATE) or in a migration.
 */
export function functionFiles(folder: string): { name: string; sql: string }[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .map((file) => ({ name: file.slice(0, -".sql".length), sql: readFileSync(path.join(folder, file), "utf8") }));
}

/**
 * The statements that (re)create every function, to run in one transaction. Twice: first without checking bodies
 * (a SQL-language function may call one that comes later in the folder), then with the check on, so a broken
 * function fails the start rather than its first call. Idempotent.
 */
export function functionsScript(folder: string): string {
  const bodies = functionFiles(folder).map((f) => f.sql.trim());
  return ["SET LOCAL check_function_bodies = off;", ...bodies, "SET LOCAL check_function_bodies = on;", ...bodies].join("\n");
}
