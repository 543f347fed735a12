import { killServer as kill, spawnServer, type ServerProcess } from "../api/server-process";

/*
 * A built server (the one the e2e run serves, from OUT_DIR or dist) on a database of a test's own: for a test that
 * must seed what only a command or another process writes (operator rights) before the server opens the embedded
 * database, which one process holds at a time.
 */

export { freePort, type ServerProcess } from "../api/server-process";

export async function startBuiltServer(env: Record<string, string>, port: number): Promise<ServerProcess> {
  const outDir = process.env.OUT_DIR ?? "dist";
  // the embedded database in env.DATA_DIR, never a PostgreSQL the run may have been given
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return spawnServer(
    [`${outDir}/server/main.js`],
    { ...inherited, HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "warn", SEED_DEMO: "false", AUTH_RATE_LIMIT_MAX: "100000", ...env },
    port,
    60,
  );
}

/** Stops the server the way a deployment would (SIGTERM: it closes the database), and waits until it is gone. */
export async function killServer(server: ServerProcess): Promise<void> {
  await kill(server, "SIGTERM");
}
