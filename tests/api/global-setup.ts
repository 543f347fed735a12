import { openDatabase } from "../../src/server/db/client";

/**
 * Against real PostgreSQL (DATABASE_URL), every run starts from an empty schema and migrates once,
 * so test files running in parallel never race on migrations. The embedded database needs nothing:
 * each test file opens its own in memory.
 */
export default async function setup(): Promise<void> {
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
