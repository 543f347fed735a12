/**
 * Fan-out of the live clock: N spectators on one tournament's Server-Sent Events stream, console actions
 * fired one after another, and the delay from each action's POST to its arrival at every spectator.
 *
 *   npx tsx bench/live-fanout.ts [--spectators 1000] [--actions 30] [--gap 250] [--verbose]
 *   npx tsx bench/live-fanout.ts --phones 500 [--entrants 500]   (issue 28: players' personal streams as well)
 *   DATABASE_URL=postgres://... npx tsx bench/live-fanout.ts   (PostgreSQL instead of the embedded database)
 *
 * The server runs in a child process (embedded database in a temp dir), so the spectators' parsing does not
 * share an event loop with it.
 *
 * --phones N also opens N players' own phone views (GET /api/seat-view/:token/events), each on a player of the
 * field in turn, and prints the same delay to them apart. The field is the demo's 8 players, or with
 * --entrants M walk-ins added from the console up to M (at most 500) before the clock starts.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import type { Config } from "../src/server/config";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

async function serve(dataDir: string) {
  const { buildApp } = await import("../src/server/app");
  const { loadConfig } = await import("../src/server/config");
  // DATABASE_URL set: the same run against that PostgreSQL
  // every spectator connects from 127.0.0.1: lift the per-address stream cap (20 by default) for the run
  const config = loadConfig({
    DATABASE_URL: process.env.DATABASE_URL,
    // one instance: any LINK_SECRET will do (required with DATABASE_URL)
    // the parent passes its own, so it can sign the phones' links
    LINK_SECRET: process.env.LINK_SECRET ?? randomBytes(32).toString("hex"),
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    PAYMENTS: "sandbox",
    LOG_LEVEL: "silent",
    AUTH_RATE_LIMIT_MAX: "100000",
    LIVE_STREAMS_PER_ADDRESS: "100000",
    LIVE_STREAMS_MAX: "100000",
  });
  const app = await buildApp({ config, logger: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  process.send?.({ port: address.port });
  process.on("message", async (msg) => {
    if (msg === "cpu") process.send?.({ cpu: process.cpuUsage() });
    if (msg === "stop") {
      await app.close();
      process.exit(0);
    }
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function run() {
  const spectators = arg("spectators", 1000);
  const phones = arg("phones", 0);
  const entrants = arg("entrants", 8);
  const actions = arg("actions", 30);
  const gap = arg("gap", 250);
  const dataDir = mkdtempSync(path.join(tmpdir(), "live-fanout-"));
  const linkSecret = process.env.LINK_SECRET ?? randomBytes(32).toString("hex");
  const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url), "--serve", dataDir], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    env: { ...process.env, LINK_SECRET: linkSecret },
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("message", (m: { port: number }) => resolve(m.port));
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  const base = { host: "127.0.0.1", port };
  const post = (body: string) =>
    new Promise<number>((resolve, reject) => {
      const req = http.request({ ...base, path: "/api/live/demo/actions", method: "POST", headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } }, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (text += c));
        res.on("end", () => (res.statusCode === 200 ? resolve((JSON.parse(text) as { state: { version: number } }).state.version) : reject(new Error(`${res.statusCode} ${text}`))));
      });
      req.on("error", reject);
      req.end(body);
    });
  // a bigger field: walk-ins from the console (the demo takes them while it runs), then back to a stopped clock
  if (entrants > 8) {
    console.log(`adding ${entrants - 8} walk-ins...`);
    await post(JSON.stringify({ type: "start" }));
    for (let i = 9; i <= entrants; i++) await post(JSON.stringify({ type: "late-registration", name: `Walk-in ${i}` }));
    await post(JSON.stringify({ type: "stop" }));
  }
  const phonePaths: string[] = [];
  if (phones > 0) {
    const { seatToken } = await import("../src/server/live/seat-token");
    const config = { LINK_SECRET: linkSecret } as Config;
    const field = await new Promise<string[]>((resolve, reject) => {
      http.get({ ...base, path: "/api/live/demo" }, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (text += c));
        res.on("end", () => resolve((JSON.parse(text) as { state: { players: Array<{ id: string }> } }).state.players.map((p) => p.id)));
      }).on("error", reject);
    });
    for (let i = 0; i < phones; i++) phonePaths.push(`/api/seat-view/${seatToken(config, { tournamentId: "demo", playerId: field[i % field.length]!, viewVersion: 0 })}/events`);
    console.log(`field of ${field.length}; ${phones} phones`);
  }
  console.log(`server on port ${port}; opening ${spectators} spectators${phones ? ` and ${phones} phones` : ""}...`);

  // version -> receipt times (performance.now) at each spectator, and at each phone
  const received = new Map<number, number[]>();
  const receivedByPhones = new Map<number, number[]>();
  const requests: http.ClientRequest[] = [];
  let ready = 0;
  const streams = [...Array.from({ length: spectators }, () => "/api/live/demo/events"), ...phonePaths];
  await new Promise<void>((resolve, reject) => {
    for (let i = 0; i < streams.length; i++) {
      const into = i < spectators ? received : receivedByPhones;
      const req = http.get({ ...base, path: streams[i], agent: false }, (res) => {
        if (res.statusCode !== 200) return reject(new Error(`${streams[i]}: ${res.statusCode}`));
        res.setEncoding("utf8");
        let buffer = "";
        let first = true;
        res.on("data", (chunk: string) => {
          const now = performance.now();
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf("\n\n")) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const m = /^id: (\d+)$/m.exec(block);
            if (!m) continue;
            if (first) {
              first = false;
              if (++ready === streams.length) resolve();
              continue;
            }
            const v = Number(m[1]);
            let list = into.get(v);
            if (!list) into.set(v, (list = []));
            list.push(now);
          }
        });
      });
      req.on("error", reject);
      requests.push(req);
    }
  });
  console.log(`${spectators} spectators${phones ? ` and ${phones} phones` : ""} connected; firing ${actions} actions ${gap} ms apart...`);
  const serverCpu = () =>
    new Promise<NodeJS.CpuUsage>((resolve) => {
      const onMessage = (m: { cpu?: NodeJS.CpuUsage }) => {
        if (!m.cpu) return;
        child.off("message", onMessage);
        resolve(m.cpu);
      };
      child.on("message", onMessage);
      child.send("cpu");
    });
  const cpuBefore = await serverCpu();

  const sentAt = new Map<number, number>();
  const answeredAt = new Map<number, number>();
  for (let i = 0; i < actions; i++) {
    const type = i === 0 ? "start" : i % 2 ? "next" : "previous";
    const t0 = performance.now();
    const version = await post(JSON.stringify({ type }));
    sentAt.set(version, t0);
    answeredAt.set(version, performance.now());
    await new Promise((r) => setTimeout(r, gap));
  }
  await new Promise((r) => setTimeout(r, 1000));
  const cpuAfter = await serverCpu();
  const cpuMs = (cpuAfter.user - cpuBefore.user + cpuAfter.system - cpuBefore.system) / 1000;

  const delays: number[] = [];
  let missing = 0;
  for (const [version, t0] of sentAt) {
    const times = received.get(version) ?? [];
    missing += spectators - times.length;
    for (const t of times) delays.push(t - t0);
    if (process.argv.includes("--verbose")) {
      const own = times.map((t) => t - t0).sort((a, b) => a - b);
      console.log(`  v${version}: POST answered after ${(answeredAt.get(version)! - t0).toFixed(1)} ms; first ${own[0]?.toFixed(1)} ms, last ${own[own.length - 1]?.toFixed(1)} ms`);
    }
  }
  delays.sort((a, b) => a - b);
  const f = (n: number) => `${n.toFixed(1)} ms`;
  if (spectators > 0) {
    console.log(`deliveries: ${delays.length} of ${spectators * actions} (missing ${missing})`);
    console.log(`delay from POST to receipt: p50 ${f(percentile(delays, 50))}, p99 ${f(percentile(delays, 99))}, max ${f(delays[delays.length - 1])}`);
  }
  if (phones > 0) {
    const phoneDelays: number[] = [];
    for (const [version, t0] of sentAt) {
      const times = receivedByPhones.get(version) ?? [];
      missing += phones - times.length;
      for (const t of times) phoneDelays.push(t - t0);
    }
    phoneDelays.sort((a, b) => a - b);
    console.log(`phones: ${phoneDelays.length} of ${phones * actions} deliveries; delay from POST to the phone: p50 ${f(percentile(phoneDelays, 50))}, p99 ${f(percentile(phoneDelays, 99))}, max ${f(phoneDelays[phoneDelays.length - 1])}`);
    const all = [...delays, ...phoneDelays].sort((a, b) => a - b);
    console.log(`every screen (displays and phones): p99 ${f(percentile(all, 99))}`);
  }
  // independent of other load on the machine: what one action and its fan-out cost the server
  console.log(`server CPU per action (transaction, NOTIFY, ${spectators + phones} writes, heartbeats): ${f(cpuMs / actions)}; machine load average ${(await import("node:os")).loadavg()[0].toFixed(1)}`);

  for (const r of requests) r.destroy();
  child.send("stop");
  await new Promise((r) => child.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(missing === 0 ? 0 : 1);
}

const serveAt = process.argv.indexOf("--serve");
if (serveAt >= 0) void serve(process.argv[serveAt + 1]);
else
  run().catch((err) => {
    console.error(err);
    process.exit(1);
  });
