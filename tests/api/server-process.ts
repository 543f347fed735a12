import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * The LINK_SECRET of the apps and servers the tests start (required with DATABASE_URL; a real deployment sets its
 * own random one). testConfig uses it too.
 */
export const TEST_LINK_SECRET = "test-link-secret-0123456789abcdef0123456789";

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** what the server wrote, for a failing test's message */
  output: () => string;
}

/**
 * The real server (src/server/main.ts through tsx) as a child process, so a test can kill it the way an
 * operating system would. Resolves once /healthz answers 200.
 */
export async function startServer(env: Record<string, string>, port: number): Promise<ServerProcess> {
  return spawnServer(
    ["--import", "tsx", "src/server/main.ts"],
    { ...process.env, HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "warn", SEED_DEMO: "false", LINK_SECRET: TEST_LINK_SECRET, ...env },
    port,
    30,
  );
}

/** Node with `args` and exactly `env`, listening on `port`; resolves once /healthz answers 200 within `seconds`. */
export async function spawnServer(args: string[], env: NodeJS.ProcessEnv, port: number, seconds: number): Promise<ServerProcess> {
  const child = spawn(process.execPath, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < seconds * 10; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).status === 200) return { url, child, output: () => output };
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  child.kill("SIGKILL");
  throw new Error(`server did not answer /healthz within ${seconds} s: ${output}`);
}

/** Kills the child (SIGKILL: no shutdown hooks, no draining) and waits until it is gone. */
export async function killServer(server: ServerProcess, signal: NodeJS.Signals = "SIGKILL"): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const gone = new Promise<void>((resolve) => server.child.once("exit", () => resolve()));
  server.child.kill(signal);
  await gone;
}
