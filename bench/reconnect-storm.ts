/**
 * A reconnect storm (decision 243): the displays and phones an instance held all come back at once to the one that is
 * left, as they do when an instance dies. N streams on one clock are opened together, each timed from the storm's
 * start to its first state; then all are dropped and opened together again, --storms times.
 *
 *   npx tsx bench/reconnect-storm.ts [--displays 900] [--phones 100] [--entrants 100] [--storms 5]
 *   DATABASE_URL=postgres://... npx tsx bench/reconnect-storm.ts   (PostgreSQL instead of the embedded database)
 *   npx tsx bench/reconnect-storm.ts --profile   (the server writes a V8 CPU profile to .tmp/storm-profile/)
 *   npx tsx bench/reconnect-storm.ts --spread 2000   (each stream opens at a random moment of the storm's first 2 s, as
 *     the streams of a dead instance come back, each after its own `retry:` wait; timed from its own request)
 *
 * The server is bench/live-fanout.ts's (`--serve`, a child process with the demo clock, no logs, no stream caps), so
 * the same script run from an older tree's bench/ measures that tree's server. Clients open raw sockets from this
 * process (bench/raw-stream.ts), every stream at once, a refused connection tried again as a browser would.
 * Printed: per storm, the time to each stream's first state (p50, p99, max) and the server's CPU for the storm.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import http from "node:http";
import type net from "node:net";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Config } from "../src/server/config";
import { arg, nowMs, percentile } from "./cli";
import { openRawStream } from "./raw-stream";

const displays = arg("displays", 900);
const phones = arg("phones", 100);
const entrants = arg("entrants", 100);
const storms = arg("storms", 5);
const spread = arg("spread", 0);

const here = path.dirname(fileURLToPath(import.meta.url));
const linkSecret = randomBytes(32).toString("hex");
const profile = process.argv.includes("--profile") ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(".tmp/storm-profile")}`] : [];
const child = spawn(
  process.execPath,
  [...profile, "--import", "tsx", path.join(here, "live-fanout.ts"), "--serve", mkdtempSync(path.join(tmpdir(), "storm-"))],
  {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    env: { ...process.env, LINK_SECRET: linkSecret },
  },
);
const { port } = await new Promise<{ port: number }>((resolve, reject) => {
  child.once("message", (m: { port: number }) => resolve(m));
  child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
});
const cpu = () =>
  new Promise<NodeJS.CpuUsage>((resolve) => {
    const on = (m: { cpu?: NodeJS.CpuUsage }) => {
      if (!m.cpu) return;
      child.off("message", on);
      resolve(m.cpu);
    };
    child.on("message", on);
    child.send("cpu");
  });

function request(method: string, p: string, body?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: p, method, headers: body ? { "content-type": "application/json" } : {} }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () => (res.statusCode === 200 ? resolve(text) : reject(new Error(`${res.statusCode} ${text}`))));
    });
    req.on("error", reject);
    req.end(body);
  });
}
const act = (action: object) => request("POST", "/api/live/demo/actions", JSON.stringify(action));

// a field the size of the soak's events, then a stopped clock
await act({ type: "start" });
for (let i = 9; i <= entrants; i++) await act({ type: "late-registration", name: `Walk-in ${i}` });
await act({ type: "stop" });
const field = (JSON.parse(await request("GET", "/api/live/demo")) as { state: { players: Array<{ id: string }> } }).state.players.map((p) => p.id);
const { seatToken } = await import("../src/server/live/seat-token");
const config = { LINK_SECRET: linkSecret } as Config;
const paths = [
  ...Array.from({ length: displays }, () => "/api/live/demo/events?patch=1"),
  ...Array.from(
    { length: phones },
    (_, i) => `/api/seat-view/${seatToken(config, { tournamentId: "demo", playerId: field[i % field.length]!, viewVersion: 0 })}/events`,
  ),
];
console.log(
  `server on port ${port}; field of ${field.length}; ${displays} displays and ${phones} phones on one clock; ${storms} storms${spread > 0 ? `, each spread over ${spread} ms` : ""}`,
);

const fmt = (ms: number) => `${ms.toFixed(0)} ms`;
const all: number[] = [];
let cpuTotal = 0;
for (let s = 1; s <= storms; s++) {
  const sockets: net.Socket[] = [];
  const stats = { retries: 0 };
  const before = await cpu();
  const t0 = nowMs();
  const took: number[] = [];
  await Promise.all(
    paths.map(async (p, i) => {
      // stream i's moment: the golden ratio's multiples spread over the window, the same in every run and tree
      if (spread > 0) await new Promise((r) => setTimeout(r, ((i * 0.6180339887) % 1) * spread));
      const from = spread > 0 ? nowMs() : t0;
      await openRawStream({
        port,
        path: p,
        label: `stream ${i}`,
        sockets,
        stats,
        reader: (opened) => (body) => {
          if (/event: (state|view)\n/.test(body.toString("latin1"))) {
            took.push(nowMs() - from);
            opened();
          }
        },
      });
    }),
  );
  const after = await cpu();
  const serverMs = (after.user - before.user + after.system - before.system) / 1000;
  cpuTotal += serverMs;
  took.sort((a, b) => a - b);
  all.push(...took);
  console.log(
    `storm ${s}: ${took.length} streams; first state p50 ${fmt(percentile(took, 50))}, p99 ${fmt(percentile(took, 99))}, max ${fmt(took.at(-1)!)}; server CPU ${fmt(serverMs)}; retried ${stats.retries}`,
  );
  for (const socket of sockets) socket.destroy();
  await new Promise((r) => setTimeout(r, 1000));
}
all.sort((a, b) => a - b);
console.log(
  `all storms: first state p50 ${fmt(percentile(all, 50))}, p99 ${fmt(percentile(all, 99))}; server CPU per storm ${fmt(cpuTotal / storms)}; load ${loadavg()[0]!.toFixed(1)}`,
);
child.send("stop");
