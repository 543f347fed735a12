import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../../../src/server/app";
import type { Config } from "../../../src/server/config";
import { openDatabase, type Database } from "../../../src/server/db/client";
import { usingPostgres } from "../helpers";
import { listenOnFreePort } from "../listening";

/**
 * Two app instances for one test file, each with its own hubs. On PostgreSQL each has its own connections, as two
 * servers would; an in-memory PGlite cannot be opened twice, so there they share the database but still not the
 * hubs. `listening` names the one that listens on a port (its `base` URL); the other is only made ready. The streams
 * the file opens are aborted with `signal` before the apps close.
 */
export function twoInstances(config: Config, listening: "a" | "b") {
  const ctx = {
    first: null as unknown as Database,
    second: null as unknown as Database,
    a: null as unknown as FastifyInstance,
    b: null as unknown as FastifyInstance,
    base: "",
    signal: new AbortController().signal,
  };
  const controller = new AbortController();
  ctx.signal = controller.signal;
  beforeAll(async () => {
    ctx.first = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: "memory://" });
    ctx.second = usingPostgres ? await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: "memory://" }) : ctx.first;
    ctx.a = await buildApp({ config, database: ctx.first, logger: false });
    ctx.b = await buildApp({ config, database: ctx.second, logger: false });
    const [listener, other] = listening === "a" ? [ctx.a, ctx.b] : [ctx.b, ctx.a];
    await other.ready();
    ctx.base = `http://127.0.0.1:${await listenOnFreePort(listener)}`;
  });
  afterAll(async () => {
    controller.abort();
    await ctx.a?.close();
    await ctx.b?.close();
    await ctx.first?.close();
    if (ctx.second !== ctx.first) await ctx.second?.close();
  });
  return ctx;
}
