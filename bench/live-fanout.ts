/**
 * Fan-out of the live clock: N spectators on one tournament's Server-Sent Events stream, console actions
 * fired one after another, and the delay from each action's POST to its arrival at every spectator.
 *
 *   npx tsx bench/live-fanout.ts [--spectators 1000] [--actions 30] [--gap 250] [--verbose]
 *   npx tsx bench/live-fanout.ts --spectators 5000 [--workers 2] [--batch 250]
 *   npx tsx bench/live-fanout.ts --phones 500 [--entrants 500]   (issue 28: players' personal streams as well)
 *   npx tsx bench/live-fanout.ts --profile   (the server writes a V8 CPU profile of the whole run to .tmp/)
 *   npx tsx bench/live-fanout.ts --spectators 5000 --floor   (the floor: no app, a bare Node server, see below)
 *   DATABASE_URL=postgres://... npx tsx bench/live-fanout.ts   (PostgreSQL instead of the embedded database)
 *
 * The server runs in a child process (embedded database in a temp dir); the clients run in --workers worker
 * threads (default: one per 2,500 streams, at least one), so neither shares an event loop with the server.
 *
 * Opening: the streams are opened in batches of --batch (default 250), each batch once the previous one has its
 * first state; a stream refused while connecting (ECONNRESET, ECONNREFUSED, a hang-up: the listen backlog full)
 * is tried again after a pause, up to 10 times. The retries are printed.
 *
 * Measuring: a client does not parse what it receives. It finds each event's end ("\n\n", native Buffer search)
 * and reads the version from the event's first bytes ("id: 42"), so the receipt time is not the client's own
 * JSON work on thousands of copies; one stream in --sample (default 100) also parses every event in full and
 * checks that its JSON carries that version (printed as "checked").
 *
 * --floor replaces the app by the least a server can do: a bare `net` server that answers each stream's request with
 * the same head and, at each action (asked over IPC, no HTTP, no database), writes one 324-byte event, built once,
 * to every stream. Same clients, same receipt times, same CPU figures: what any Node server pays for the writes alone.
 *
 * --phones N also opens N players' own phone views (GET /api/seat-view/:token/events), each on a player of the
 * field in turn, and prints the same delay to them apart. The field is the demo's 8 players, or with
 * --entrants M walk-ins added from the console up to M (at most 500) before the clock starts.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import type { Config } from "../src/server/config";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker, isMainThread, workerData } from "node:worker_threads";
import { listenForBench } from "./app-server";
import { arg, percentile, nowMs } from "./cli";
import { openInBatches, openRawStream, reportWhenAsked } from "./raw-stream";

async function serve(dataDir: string) {
  const { app, port, backlog } = await listenForBench(dataDir, {
    // the parent passes its own, so it can sign the phones' links
    LINK_SECRET: process.env.LINK_SECRET ?? randomBytes(32).toString("hex"),
    AUTH_RATE_LIMIT_MAX: "100000",
  });
  process.send?.({ port, backlog });
  process.on("message", async (msg) => {
    if (msg === "cpu") process.send?.({ cpu: process.cpuUsage() });
    if (msg === "stop") {
      await app.close();
      process.exit(0);
    }
  });
}

/** One action's event in --floor mode: the size of the app's patch event per display (324 bytes), its version in id. */
function floorEvent(version: number): Buffer {
  const head = `id: ${version}\nevent: patch\ndata: `;
  const json = JSON.stringify({ state: { version }, pad: "" });
  return Buffer.from(`${head}${json.replace('""', JSON.stringify("x".repeat(Math.max(0, 324 - head.length - json.length - 2))))}\n\n`);
}

/** --floor: a bare server with the app's stream head; each "act" writes one event, encoded once, to every stream. */
function serveFloor() {
  const head = Buffer.from("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream; charset=utf-8\r\nConnection: close\r\n\r\nretry: 2000\n\n");
  const streams = new Set<net.Socket>();
  let version = 1;
  const server = net.createServer((socket) => {
    socket.setNoDelay(true);
    socket.on("error", () => socket.destroy());
    socket.once("data", () => {
      socket.write(Buffer.concat([head, floorEvent(version)]));
      streams.add(socket);
      socket.once("close", () => streams.delete(socket));
    });
  });
  server.listen({ port: 0, host: "127.0.0.1", backlog: 4096 }, () => {
    const address = server.address() as net.AddressInfo;
    process.send?.({ port: address.port, backlog: 4096 });
  });
  process.on("message", (msg) => {
    if (msg === "cpu") process.send?.({ cpu: process.cpuUsage() });
    if (msg === "act") {
      const event = floorEvent(++version);
      for (const s of streams) s.write(event);
      process.send?.({ acted: version });
    }
    if (msg === "stop") process.exit(0);
  });
}

// ---------------------------------------------------------------------------------------------- clients (workers)

interface ClientJob {
  port: number;
  /** [path, kind] of each stream this worker opens: "d" a display, "p" a phone */
  streams: Array<[string, "d" | "p"]>;
  batch: number;
  sample: number;
}
type Receipts = Array<[version: number, times: number[]]>;
type ClientReport = { displays: Receipts; phones: Receipts; checked: number; mismatched: number; cpu: NodeJS.CpuUsage; displayBytes: number };

const NLNL = Buffer.from("\n\n");
const HEAD = 24;

/**
 * Finds the events in a stream's chunks without decoding them: the end of each event by a native search for
 * "\n\n" (JSON never holds a raw newline), its version from its first bytes ("id: 42\n"); heartbeats have no id.
 */
class EventSplitter {
  private head = "";
  private prevNl = false;
  /** the whole event's text, for the sampled streams that parse everything */
  private whole: string | null;
  constructor(
    private readonly onEvent: (version: number | null, text: string | null) => void,
    full: boolean,
  ) {
    this.whole = full ? "" : null;
  }

  feed(chunk: Buffer) {
    const n = chunk.length;
    let pos = 0;
    while (pos < n) {
      let end: number; // index of the event's last byte (the second "\n")
      if (pos === 0 && this.prevNl && chunk[0] === 10) end = 0;
      else {
        const i = chunk.indexOf(NLNL, pos);
        end = i < 0 ? -1 : i + 1;
      }
      const stop = end < 0 ? n : end + 1;
      if (this.head.length < HEAD) this.head += chunk.toString("latin1", pos, Math.min(stop, pos + HEAD - this.head.length));
      if (this.whole !== null) this.whole += chunk.toString("utf8", pos, stop);
      if (end < 0) {
        this.prevNl = chunk[n - 1] === 10;
        return;
      }
      const m = /^id: (\d+)\n/.exec(this.head);
      this.onEvent(m ? Number(m[1]) : null, this.whole);
      this.head = "";
      if (this.whole !== null) this.whole = "";
      this.prevNl = false;
      pos = stop;
    }
    this.prevNl = false;
  }
}

async function client(job: ClientJob) {
  const received = { d: new Map<number, number[]>(), p: new Map<number, number[]>() };
  const sockets: net.Socket[] = [];
  let checked = 0;
  let mismatched = 0;
  let displayBytes = 0;
  const stats = { retries: 0 };
  const open = (i: number) => {
    const [streamPath, kind] = job.streams[i]!;
    return openRawStream({
      port: job.port,
      path: streamPath,
      label: streamPath,
      sockets,
      stats,
      reader: (opened) => {
        let first = true;
        const full = i % job.sample === 0;
        const splitter = new EventSplitter((version, text) => {
          if (version === null) return;
          if (text !== null) {
            // the sampled stream: the JSON's own version must be the one read from the id line
            const data = /\ndata: (.*)\n\n$/s.exec(text)?.[1];
            const body = data ? (JSON.parse(data) as { state?: { version: number }; view?: unknown }) : null;
            checked++;
            if (!body || (kind === "d" ? body.state?.version !== version : body.view === undefined)) mismatched++;
          }
          if (first) {
            first = false;
            return opened();
          }
          const into = received[kind];
          let list = into.get(version);
          if (!list) into.set(version, (list = []));
          list.push(nowMs());
        }, full);
        return (body) => {
          if (!first && kind === "d") displayBytes += body.length;
          splitter.feed(body);
        };
      },
    });
  };
  await openInBatches(job.streams.length, job.batch, open);
  reportWhenAsked(sockets, { ready: true, retries: stats.retries }, (cpu): ClientReport => ({
    displays: [...received.d],
    phones: [...received.p],
    checked,
    mismatched,
    cpu,
    displayBytes,
  }));
}

// -------------------------------------------------------------------------------------------------------- main

async function run() {
  const spectators = arg("spectators", 1000);
  const phones = arg("phones", 0);
  const entrants = arg("entrants", 8);
  const actions = arg("actions", 30);
  const gap = arg("gap", 250);
  const batch = arg("batch", 250);
  const sample = arg("sample", 100);
  const workers = arg("workers", Math.max(1, Math.ceil((spectators + phones) / 2500)));
  const profile = process.argv.includes("--profile");
  const floor = process.argv.includes("--floor");
  // the site's pages ask for patches (decision 180); --whole: every event the whole state, as before
  const whole = process.argv.includes("--whole");
  const dataDir = mkdtempSync(path.join(tmpdir(), "live-fanout-"));
  const linkSecret = process.env.LINK_SECRET ?? randomBytes(32).toString("hex");
  const profileDir = path.resolve(".tmp/live-fanout-profile");
  if (profile) mkdirSync(profileDir, { recursive: true });
  const child = spawn(
    process.execPath,
    [
      ...(profile ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : []),
      "--import",
      "tsx",
      fileURLToPath(import.meta.url),
      floor ? "--serve-floor" : "--serve",
      dataDir,
    ],
    {
      stdio: ["ignore", "inherit", "inherit", "ipc"],
      env: { ...process.env, LINK_SECRET: linkSecret },
    },
  );
  const { port, backlog } = await new Promise<{ port: number; backlog: number }>((resolve, reject) => {
    child.once("message", (m: { port: number; backlog: number }) => resolve(m));
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  const base = { host: "127.0.0.1", port };
  const act = () =>
    new Promise<number>((resolve) => {
      const onMessage = (m: { acted?: number }) => {
        if (m.acted === undefined) return;
        child.off("message", onMessage);
        resolve(m.acted);
      };
      child.on("message", onMessage);
      child.send("act");
    });
  const post = (body: string) =>
    new Promise<number>((resolve, reject) => {
      if (floor) return void act().then(resolve);
      const req = http.request(
        { ...base, path: "/api/live/demo/actions", method: "POST", headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (c: string) => (text += c));
          res.on("end", () =>
            res.statusCode === 200
              ? resolve((JSON.parse(text) as { state: { version: number } }).state.version)
              : reject(new Error(`${res.statusCode} ${text}`)),
          );
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  const getJson = <T>(p: string) =>
    new Promise<{ body: T; bytes: number }>((resolve, reject) => {
      http
        .get({ ...base, path: p }, (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (c: string) => (text += c));
          res.on("end", () => resolve({ body: JSON.parse(text) as T, bytes: Buffer.byteLength(text) }));
        })
        .on("error", reject);
    });
  // a bigger field: walk-ins from the console (the demo takes them while it runs), then back to a stopped clock
  if (entrants > 8) {
    console.log(`adding ${entrants - 8} walk-ins...`);
    await post(JSON.stringify({ type: "start" }));
    for (let i = 9; i <= entrants; i++) await post(JSON.stringify({ type: "late-registration", name: `Walk-in ${i}` }));
    await post(JSON.stringify({ type: "stop" }));
  }
  const { body: demo, bytes: stateBytes } = floor
    ? { body: { state: { players: [] } }, bytes: 0 }
    : await getJson<{ state: { players: Array<{ id: string }> } }>("/api/live/demo");
  const phonePaths: string[] = [];
  if (phones > 0) {
    const { seatToken } = await import("../src/server/live/seat-token");
    const config = { LINK_SECRET: linkSecret } as Config;
    const field = demo.state.players.map((p) => p.id);
    for (let i = 0; i < phones; i++)
      phonePaths.push(`/api/seat-view/${seatToken(config, { tournamentId: "demo", playerId: field[i % field.length]!, viewVersion: 0 })}/events`);
  }
  console.log(
    `server on port ${port} (listen backlog ${backlog}); field of ${demo.state.players.length} (GET /api/live/demo: ${(stateBytes / 1024).toFixed(1)} kB)`,
  );
  if (floor) console.log("--floor: a bare Node server writing one 324-byte event per action to every stream (no app, no database)");
  else console.log(`displays ask for ${whole ? "whole states (--whole)" : "patches (?patch=1), as the site's pages do"}`);
  console.log(`opening ${spectators} spectators${phones ? ` and ${phones} phones` : ""} from ${workers} worker thread(s), ${batch} at a time...`);

  // the streams, displays and phones interleaved, dealt round-robin to the workers
  const all: Array<[string, "d" | "p"]> = [];
  for (let i = 0, d = 0, p = 0; d < spectators || p < phones; i++) {
    const phoneTurn = p < phones && (d >= spectators || (p + 1) * spectators <= (d + 1) * phones);
    if (phoneTurn) all.push([phonePaths[p++]!, "p"]);
    else all.push([whole ? "/api/live/demo/events" : "/api/live/demo/events?patch=1", "d"]);
    if (!phoneTurn) d++;
  }
  const hrefOf = new URL(import.meta.url).href;
  const pool = Array.from({ length: workers }, (_, w) => {
    const job: ClientJob = { port, streams: all.filter((_, i) => i % workers === w), batch: Math.max(1, Math.ceil(batch / workers)), sample };
    return new Worker(`import("tsx/esm/api").then(({ tsImport }) => tsImport(${JSON.stringify(hrefOf)}, ${JSON.stringify(hrefOf)}))`, {
      eval: true,
      workerData: job,
    });
  });
  const opening = nowMs();
  const retries = await Promise.all(
    pool.map(
      (w) =>
        new Promise<number>((resolve, reject) => {
          w.once("message", (m: { retries: number }) => resolve(m.retries));
          w.once("error", reject);
        }),
    ),
  );
  const retried = retries.reduce((a, b) => a + b, 0);
  console.log(
    `${spectators} spectators${phones ? ` and ${phones} phones` : ""} connected in ${((nowMs() - opening) / 1000).toFixed(1)} s (${retried} connection attempts retried); firing ${actions} actions ${gap} ms apart...`,
  );
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
    const t0 = nowMs();
    const version = await post(JSON.stringify({ type }));
    sentAt.set(version, t0);
    answeredAt.set(version, nowMs());
    await new Promise((r) => setTimeout(r, gap));
  }
  await new Promise((r) => setTimeout(r, 1000));
  const cpuAfter = await serverCpu();
  const cpuMs = (cpuAfter.user - cpuBefore.user + cpuAfter.system - cpuBefore.system) / 1000;
  const reports = await Promise.all(
    pool.map(
      (w) =>
        new Promise<ClientReport>((resolve) => {
          w.once("message", resolve);
          w.postMessage("report");
        }),
    ),
  );
  const merge = (pick: (r: ClientReport) => Receipts) => {
    const out = new Map<number, number[]>();
    for (const r of reports) for (const [v, times] of pick(r)) out.set(v, [...(out.get(v) ?? []), ...times]);
    return out;
  };
  const received = merge((r) => r.displays);
  const receivedByPhones = merge((r) => r.phones);

  let missing = 0;
  const delaysOf = (into: Map<number, number[]>, expected: number) => {
    const delays: number[] = [];
    for (const [version, t0] of sentAt) {
      const times = into.get(version) ?? [];
      missing += expected - times.length;
      for (const t of times) delays.push(t - t0);
    }
    return delays.sort((a, b) => a - b);
  };
  const delays = delaysOf(received, spectators);
  if (process.argv.includes("--verbose")) {
    for (const [version, t0] of sentAt) {
      const own = (received.get(version) ?? []).map((t) => t - t0).sort((a, b) => a - b);
      console.log(
        `  v${version}: POST answered after ${(answeredAt.get(version)! - t0).toFixed(1)} ms; first ${own[0]?.toFixed(1)} ms, last ${own[own.length - 1]?.toFixed(1)} ms`,
      );
    }
  }
  const f = (n: number) => `${n.toFixed(1)} ms`;
  if (spectators > 0) {
    console.log(`deliveries: ${delays.length} of ${spectators * actions} (missing ${spectators * actions - delays.length})`);
    console.log(`delay from POST to receipt: p50 ${f(percentile(delays, 50))}, p99 ${f(percentile(delays, 99))}, max ${f(delays[delays.length - 1])}`);
  }
  if (phones > 0) {
    const phoneDelays = delaysOf(receivedByPhones, phones);
    console.log(
      `phones: ${phoneDelays.length} of ${phones * actions} deliveries; delay from POST to the phone: p50 ${f(percentile(phoneDelays, 50))}, p99 ${f(percentile(phoneDelays, 99))}, max ${f(phoneDelays[phoneDelays.length - 1])}`,
    );
    const every = [...delays, ...phoneDelays].sort((a, b) => a - b);
    console.log(`every screen (displays and phones): p99 ${f(percentile(every, 99))}`);
  }
  const checked = reports.reduce((a, r) => a + r.checked, 0);
  const mismatched = reports.reduce((a, r) => a + r.mismatched, 0);
  const clientCpuMs = reports.reduce((a, r) => a + (r.cpu.user + r.cpu.system) / 1000, 0);
  const displayBytes = reports.reduce((a, r) => a + r.displayBytes, 0);
  if (spectators > 0) console.log(`bytes received per display per action (events and heartbeats): ${Math.round(displayBytes / spectators / actions)}`);
  console.log(
    `receipt read from each event's id line, not its JSON; 1 stream in ${sample} parsed in full: ${checked} events checked, ${mismatched} mismatched; clients' CPU per action ${f(clientCpuMs / actions)}`,
  );
  // independent of other load on the machine: what one action and its fan-out cost the server
  const userMs = (cpuAfter.user - cpuBefore.user) / 1000;
  console.log(
    `server CPU per action (${floor ? "--floor: the writes alone" : "transaction, NOTIFY"}, ${spectators + phones} writes${floor ? "" : ", heartbeats"}): ${f(cpuMs / actions)} (user ${f(userMs / actions)}, kernel ${f((cpuMs - userMs) / actions)}); machine load average ${loadavg()[0].toFixed(1)}`,
  );

  await Promise.all(pool.map((w) => w.terminate()));
  child.send("stop");
  await new Promise((r) => child.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
  if (profile) console.log(`server CPU profile in ${profileDir}`);
  process.exit(missing === 0 && mismatched === 0 ? 0 : 1);
}

const serveAt = process.argv.indexOf("--serve");
if (!isMainThread) void client(workerData as ClientJob);
else if (process.argv.includes("--serve-floor")) serveFloor();
else if (serveAt >= 0) void serve(process.argv[serveAt + 1]);
else
  run().catch((err) => {
    console.error(err);
    process.exit(1);
  });
