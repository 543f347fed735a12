/**
 * Built app instances on one PostgreSQL behind Debian's nginx with deploy/nginx.conf (ports and paths swapped in):
 * what `npm run test:scale` and `npm run soak` both start.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";

export const ROOT = path.resolve(import.meta.dirname, "../..");

/** Drops and creates the database the URL names (through the server's `postgres` database). */
export async function freshDatabase(databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(databaseUrl), { pathname: "/postgres" }).toString() });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
}

export interface Instance {
  port: number;
  child: ChildProcess;
  output: () => string;
  /** every error the instance logged (pino level 50 and up), whatever the output's tail kept; at most 200 */
  errors: () => string[];
}

/** One built server (`outDir`/server/main.js) on `port`; its output is kept (printed when a check fails). */
export function startInstance(outDir: string, port: number, env: Record<string, string>, children: ChildProcess[], keepOutput = true): Instance {
  // INSTANCE_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof": each instance's CPU profile, written when it stops
  const nodeArgs = (process.env.INSTANCE_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, ["--enable-source-maps", ...nodeArgs, path.join(outDir, "server", "main.js")], {
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  let partial = "";
  const errors: string[] = [];
  // a long run keeps only the tail: enough to show why an instance failed
  const keep = (d: Buffer) => {
    const text = d.toString();
    const lines = (partial + text).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) if (errors.length < 200 && /"level":(5|6)0/.test(line)) errors.push(line);
    if (!keepOutput) return;
    output += text;
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  return { port, child, output: () => output, errors: () => errors };
}

export async function waitHealthy(url: string, what: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${url}/healthz`)).status === 200) return;
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  throw new Error(`${what} did not answer /healthz within ${timeoutMs / 1000} s`);
}

/** nginx in the foreground with deploy/nginx.conf, listening on `proxyPort` in front of `ports`; returns its folder. */
export async function startNginx(proxyPort: number, ports: number[], children: ChildProcess[], workerConnections = 4096): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "stakeline-nginx-"));
  await chmod(dir, 0o777);
  for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi", "logs"]) await mkdir(path.join(dir, sub), { mode: 0o777 });
  let conf = await readFile(path.join(ROOT, "deploy", "nginx.conf"), "utf8");
  conf = conf
    .replace(/worker_processes auto;/, `worker_processes 1;\ndaemon off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/logs/error.log warn;`)
    .replace(/worker_connections \d+;/, `worker_connections ${workerConnections};`)
    .replace(/( *)server 127\.0\.0\.1:5001([^;]*);\n *server 127\.0\.0\.1:5002[^;]*;/, (_m, indent: string, opts: string) =>
      ports.map((p) => `${indent}server 127.0.0.1:${p}${opts};`).join("\n"),
    )
    .replace(/listen 8080;/, `listen 127.0.0.1:${proxyPort};`)
    .replace(
      /http \{/,
      `http {\n  access_log off;\n  # which instance answered and how long it took to connect and to send its head (the soak's reconnect figures)\n  add_header X-Upstream "$upstream_addr|$upstream_connect_time|$upstream_header_time" always;\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n  fastcgi_temp_path ${dir}/fastcgi;\n  uwsgi_temp_path ${dir}/uwsgi;\n  scgi_temp_path ${dir}/scgi;`,
    );
  const file = path.join(dir, "nginx.conf");
  await writeFile(file, conf);
  const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find(existsSync) ?? "nginx";
  const child = spawn(nginx, ["-p", dir, "-c", file], { stdio: ["ignore", "inherit", "inherit"] });
  children.push(child);
  return dir;
}

/** Waits for a child process to exit; resolves with its exit code (null on a signal) and how long it took. */
export function exited(child: ChildProcess, timeoutMs: number): Promise<{ code: number | null; ms: number } | null> {
  const from = Date.now();
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, ms: 0 });
  return Promise.race([
    new Promise<{ code: number | null; ms: number }>((resolve) => child.once("exit", (code) => resolve({ code, ms: Date.now() - from }))),
    sleep(timeoutMs).then(() => null),
  ]);
}

/** The session cookies a response sets, as a Cookie header. */
export const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
