import { randomBytes } from "node:crypto";

/**
 * The app for a stream bench, in this process, on a free port of 127.0.0.1: sandbox payments, no demo data, no logs,
 * and no cap on streams from one address (every client of the bench connects from 127.0.0.1). DATABASE_URL set: the
 * same run against that PostgreSQL. `env` adds to or overrides that configuration.
 */
export async function listenForBench(dataDir: string, env: Record<string, string | undefined> = {}) {
  const { buildApp } = await import("../src/server/app");
  const { loadConfig } = await import("../src/server/config");
  const config = loadConfig({
    DATABASE_URL: process.env.DATABASE_URL,
    // one instance: any LINK_SECRET will do (required with DATABASE_URL)
    LINK_SECRET: randomBytes(32).toString("hex"),
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    PAYMENTS: "sandbox",
    LOG_LEVEL: "silent",
    LIVE_STREAMS_PER_ADDRESS: "100000",
    LIVE_STREAMS_MAX: "100000",
    ...env,
  });
  const app = await buildApp({ config, logger: false });
  // the listen backlog as the server's main.ts sets it (LISTEN_BACKLOG); an older server without it: Node's 511
  const backlog = (config as { LISTEN_BACKLOG?: number }).LISTEN_BACKLOG;
  await app.listen({ port: 0, host: "127.0.0.1", backlog });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  return { app, port: address.port, backlog: backlog ?? 511 };
}
