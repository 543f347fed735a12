import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

/*
 * A built server (the one the e2e run serves, from OUT_DIR or dist) on a database of a test's own: for a test that
 * must seed what only a command or another process writes (operator rights) before the server opens the embedded
 * database, which one process holds at a time.
 */

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
}

export async function startBuiltServer(env: Record<string, string>, port: number): Promise<ServerProcess> {
  const outDir = process.env.OUT_DIR ?? "dist";
  // the embedded database in env.DATA_DIR, never a PostgreSQL the run may have been given
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, [`${outDir}/server/main.js`], {
    env: { ...inherited, HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "warn", SEED_DEMO: "false", AUTH_RATE_LIMIT_MAX: "100000", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).status === 200) return { url, child, output: () => output };
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  child.kill("SIGKILL");
  throw new Error(`server did not answer /healthz within 60 s: ${output}`);
}

export async function killServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const gone = new Promise<void>((resolve) => server.child.once("exit", () => resolve()));
  server.child.kill("SIGTERM");
  await gone;
}
