import { afterAll, beforeAll } from "vitest";
import { openDatabase, type Database } from "../../../src/server/db/client";
import { testConfig } from "../helpers";

/** Two instances' pools on the one database (PostgreSQL), opened before the describe's tests and closed after them. */
export function setupTwoInstancePools(): Database[] {
  const databases: Database[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) databases.push(await openDatabase({ databaseUrl: testConfig().DATABASE_URL, dataDir: "memory://" }));
  });
  afterAll(async () => {
    for (const database of databases) await database.close();
  });
  return databases;
}
