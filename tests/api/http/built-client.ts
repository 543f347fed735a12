import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../../../src/server/app";
import { openDatabase, type Database } from "../../../src/server/db/client";
import { testConfig } from "../helpers";

/**
 * The app with a built client of its own, as `npm start` serves it: a stand-in folder holding `files` (paths
 * inside the folder, sub-folders made as needed). Use at the top of a file; the returned object is filled in beforeAll.
 */
export function setupAppWithBuiltClient(files: Record<string, string | Buffer>): { app: FastifyInstance } {
  const ctx = {} as { app: FastifyInstance };
  let database: Database | undefined;
  let clientDist: string | undefined;
  beforeAll(async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), "stakeline-client-"));
    clientDist = dist;
    for (const [name, body] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dist, name)), { recursive: true });
      await writeFile(path.join(dist, name), body);
    }
    const config = testConfig();
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: "memory://" });
    ctx.app = await buildApp({ config, database, logger: false, clientDist: dist });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await database?.close();
    if (clientDist) await rm(clientDist, { recursive: true, force: true });
  });
  return ctx;
}
