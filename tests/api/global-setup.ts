import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { dumpPgliteTemplate, openDatabase } from "../../src/server/db/client";
import type { TestProject } from "vitest/node";
import { apiLogsOn, newApiLogDir, secretsInApiLogs } from "./run-log";

/**
 * Against real PostgreSQL (DATABASE_URL), every run starts from an empty schema and migrates once,
 * so test files running in parallel never race on migrations. The embedded database needs nothing:
 * each test file opens its own in memory.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const logDir = newApiLogDir();
  project.provide("apiLogDir", logDir);
  await migrateOnce();
  const template = await pgliteTemplate();
  /**
   * After the whole run: no log line of any test app holds a password, card number, session or link token that
   * the tests sent or were sent (run-log.ts); fails the run with the lines found.
   */
  return () => {
    if (template) rmSync(template, { force: true });
    if (!apiLogsOn) return;
    const found = secretsInApiLogs(logDir);
    if (found.length === 0) return;
    // vitest reports an error thrown here but still exits 0: the exit code is set too
    process.exitCode = 1;
    throw new Error(`secrets in the API test run's log (${logDir}):\n${found.join("\n")}`);
  };
}

/**
 * On the embedded database each test file opens its own in memory; they all start from one migrated database's
 * files, written here once (PGLITE_MEMORY_TEMPLATE, read in db/client.ts; the test workers inherit the variable).
 */
async function pgliteTemplate(): Promise<string | undefined> {
  if (process.env.DATABASE_URL) return undefined;
  const file = path.join(tmpdir(), `stakeline-pglite-template-${process.pid}.tar`);
  await dumpPgliteTemplate(file);
  process.env.PGLITE_MEMORY_TEMPLATE = file;
  return file;
}

async function migrateOnce(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;");
  await client.end();
  const db = await openDatabase({ databaseUrl: url, dataDir: "memory://" });
  await db.close();
}
