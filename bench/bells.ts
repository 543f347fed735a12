/**
 * Notification bells at scale (issue 30 item 2): N signed-in bell streams (GET /api/notifications/events), then
 * events that change their users' unread counts, and the delay from each event to each bell receiving its new count.
 *
 *   npx tsx bench/bells.ts [--bells 5000] [--tabs 1] [--broadcasts 10] [--gap 2000] [--singles 50] [--single-gap 200]
 *   DATABASE_URL=postgres://... npx tsx bench/bells.ts   (PostgreSQL instead of the embedded database)
 *   BENCH_CPU_PROF=<dir> npx tsx bench/bells.ts           (the server's CPU profile written there, as bench/invest.ts)
 *
 * The server runs in a child process (embedded database in a temp dir). Its users and sessions are inserted
 * straight into the database (bells / tabs users, each with one session its tabs share; at most STREAMS_PER_USER
 * tabs). The clients run in worker threads on raw sockets, as in bench/live-fanout.ts, and open their streams in
 * batches of --batch (250), retrying a connection refused or reset while connecting.
 *
 * The events are recorded in the server process the way the site records them (writeMessages, the path of
 * recordEvent: the notifications and their users' NOTIFYs in one transaction):
 *   - a broadcast: one notification to every user in one transaction (a cancelled tournament's registrants);
 *     after the k-th, every bell's count is k;
 *   - a single: one notification to one user (a different user each time); that user's tabs get k + 1.
 * Each client reads every bell event's count (the events are a few dozen bytes) and keeps when each count first
 * arrived; the delay of an event to a bell is from the moment the event was asked of the server (before its
 * transaction) to the bell's first count at or above the expected one. Every bell's last count is checked.
 * The server's CPU per event is its own: with the embedded database that includes the database's work.
 */
import { fork } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import type net from "node:net";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker, isMainThread, workerData } from "node:worker_threads";
import { listenForBench } from "./app-server";
import { arg, percentile, nowMs } from "./cli";
import { openInBatches, openRawStream, reportWhenAsked } from "./raw-stream";

// ------------------------------------------------------------------------------------------------------ server

type ToServer = { setup: number } | { broadcast: true } | { single: number } | "cpu" | "stop";

async function serve(dataDir: string) {
  const { writeMessages } = await import("../src/server/notifications/record-event");
  const { sql } = await import("drizzle-orm");
  const { app, port } = await listenForBench(dataDir);
  const db = app.database.db;
  let userIds: number[] = [];
  const note = (userId: number, k: number) => ({
    userId,
    type: "tournament_cancelled" as const,
    title: `Bench event ${k}`,
    body: "A bench event.",
    link: null,
  });
  let sent = 0;
  process.send!({ port });
  process.on("message", async (msg: ToServer) => {
    if (msg === "cpu") return process.send!({ cpu: process.cpuUsage() });
    if (msg === "stop") {
      await app.close();
      process.exit(0);
    }
    if ("setup" in msg) {
      // one statement each: the users, then a session per user (only the token's hash is stored, as createSession does)
      const run = Date.now().toString(36);
      const made = (await db.execute(sql`
        insert into users (username, password_hash, role)
        select ${`bell-${run}-`} || g, 'not-a-hash', 'investor' from generate_series(1, ${msg.setup}::integer) g
        returning id`)) as unknown as { rows: Array<{ id: number }> };
      userIds = made.rows.map((r) => Number(r.id));
      const tokens = userIds.map(() => randomBytes(32).toString("base64url"));
      const hashes = tokens.map((t) => createHash("sha256").update(t).digest("hex"));
      await db.execute(sql`
        insert into sessions (id_hash, user_id, expires_at)
        select h, u, now() + interval '30 days'
        from unnest(${`{${hashes.join(",")}}`}::text[], ${`{${userIds.join(",")}}`}::integer[]) as t(h, u)`);
      return process.send!({ tokens });
    }
    sent++;
    const t0 = nowMs();
    const told = "broadcast" in msg ? userIds.map((u) => note(u, sent)) : [note(userIds[msg.single]!, sent)];
    await db.transaction((tx) => writeMessages(tx, { notifications: told }));
    process.send!({ committed: nowMs() - t0 });
  });
}

// ---------------------------------------------------------------------------------------------------- clients

interface ClientJob {
  port: number;
  /** the session token of each stream this worker opens, with the stream's index in the whole run */
  streams: Array<[index: number, token: string]>;
  batch: number;
}
/** per stream: its index and, for each count c, when c first arrived (null: never) */
type ClientReport = { arrivals: Array<[index: number, times: Array<number | null>]>; retries: number; cpu: NodeJS.CpuUsage };

const NLNL = Buffer.from("\n\n");
const COUNT = /^event: unread\ndata: \{"unreadCount":(\d+)\}/;

async function client(job: ClientJob) {
  const arrivals: Array<[number, Array<number | null>]> = [];
  const sockets: net.Socket[] = [];
  const stats = { retries: 0 };
  const open = ([index, token]: [number, string]) =>
    openRawStream({
      port: job.port,
      path: "/api/notifications/events",
      headers: [`Cookie: sid=${token}`],
      label: `bell ${index}`,
      sockets,
      stats,
      reader: (opened) => {
        const times: Array<number | null> = [];
        arrivals.push([index, times]);
        let pending: Buffer = Buffer.alloc(0);
        return (body) => {
          const at = nowMs();
          pending = pending.length ? Buffer.concat([pending, body]) : body;
          // a bell's events are a few dozen bytes: reading each one's count costs little beside the receipt
          let pos = 0;
          for (let end = pending.indexOf(NLNL, pos); end >= 0; end = pending.indexOf(NLNL, pos)) {
            const m = COUNT.exec(pending.toString("latin1", pos, end));
            pos = end + 2;
            if (!m) continue;
            times[Number(m[1])] ??= at;
            opened();
          }
          pending = pending.subarray(pos);
        };
      },
    });
  await openInBatches(job.streams.length, job.batch, (i) => open(job.streams[i]!));
  reportWhenAsked(
    sockets,
    { ready: true },
    // the attempts that were retried left their (empty) arrivals behind: keep each stream's last one
    (cpu): ClientReport => ({ arrivals: [...new Map(arrivals).entries()], retries: stats.retries, cpu }),
  );
}

// ------------------------------------------------------------------------------------------------------- main

async function run() {
  const bells = arg("bells", 5000);
  const tabs = arg("tabs", 1);
  const broadcasts = arg("broadcasts", 10);
  // a broadcast's fan-out must end before the next one, or the next one's delays include the wait
  const gap = arg("gap", 2000);
  const singleGap = arg("single-gap", 200);
  const batch = arg("batch", 250);
  const users = Math.ceil(bells / tabs);
  const singles = Math.min(arg("singles", 50), users);
  const workers = arg("workers", Math.max(1, Math.ceil(bells / 2500)));
  const dataDir = mkdtempSync(path.join(tmpdir(), "bells-"));
  const profile = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = fork(fileURLToPath(import.meta.url), ["--serve", dataDir], {
    execArgv: [...profile, "--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  // the server's answers by their key ("port", "tokens", "committed", "cpu"), one question at a time
  const waiting = new Map<string, (value: unknown) => void>();
  child.on("message", (m: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(m)) waiting.get(key)?.(value);
  });
  const onExit = (code: number | null) => {
    console.error(`server exited with ${code}`);
    process.exit(1);
  };
  child.once("exit", onExit);
  const ask = <T>(msg: ToServer | null, key: string) =>
    new Promise<T>((resolve) => {
      waiting.set(key, (v) => (waiting.delete(key), resolve(v as T)));
      if (msg !== null) child.send(msg);
    });
  const port = await ask<number>(null, "port");
  let t = nowMs();
  const tokens = await ask<string[]>({ setup: users }, "tokens");
  console.log(`server on port ${port}; ${users} users and their sessions inserted in ${(nowMs() - t).toFixed(0)} ms`);
  console.log(`opening ${bells} bell streams (${tabs} tab${tabs > 1 ? "s" : ""} per user) from ${workers} worker thread(s), ${batch} at a time...`);

  // stream i belongs to user i % users: a user's tabs are spread over the run
  const all: Array<[number, string]> = Array.from({ length: bells }, (_, i) => [i, tokens[i % users]!]);
  const href = new URL(import.meta.url).href;
  const pool = Array.from({ length: workers }, (_, w) => {
    const job: ClientJob = { port, streams: all.filter((_, i) => i % workers === w), batch: Math.max(1, Math.ceil(batch / workers)) };
    return new Worker(`import("tsx/esm/api").then(({ tsImport }) => tsImport(${JSON.stringify(href)}, ${JSON.stringify(href)}))`, {
      eval: true,
      workerData: job,
    });
  });
  t = nowMs();
  await Promise.all(pool.map((w) => new Promise((resolve, reject) => (w.once("message", resolve), w.once("error", reject)))));
  console.log(`${bells} bells open in ${((nowMs() - t) / 1000).toFixed(1)} s, each with its first count`);

  const cpu = () => ask<NodeJS.CpuUsage>("cpu", "cpu");
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const phase = async (count: number, gap: number, message: (i: number) => ToServer) => {
    const sentAt: number[] = [];
    const committed: number[] = [];
    let busy = 0;
    let user = 0;
    let system = 0;
    for (let i = 0; i < count; i++) {
      const before = await cpu();
      const t0 = nowMs();
      sentAt.push(t0);
      committed.push(await ask<number>(message(i), "committed"));
      // the fan-out runs after the commit: the CPU of this event is what the server spent until the next one
      await pause(gap);
      const after = await cpu();
      user += after.user - before.user;
      system += after.system - before.system;
      busy++;
    }
    return { sentAt, committed, cpu: { user: user / busy / 1000, system: system / busy / 1000 } };
  };
  console.log(`${broadcasts} broadcasts (a notification to all ${users} users in one transaction), ${gap} ms apart...`);
  const wide = await phase(broadcasts, gap, () => ({ broadcast: true }));
  console.log(`${singles} singles (a notification to one user), ${singleGap} ms apart...`);
  const narrow = await phase(singles, singleGap, (i) => ({ single: i }));
  await pause(1000);
  const reports = await Promise.all(pool.map((w) => new Promise<ClientReport>((resolve) => (w.once("message", resolve), w.postMessage("report")))));

  const firstAtLeast = (times: Array<number | null>, c: number) => {
    let best = Infinity;
    for (let k = c; k < times.length; k++) if (times[k] != null && times[k]! < best) best = times[k]!;
    return best;
  };
  const wideDelays: number[] = [];
  const narrowDelays: number[] = [];
  // from the commit on: the fan-out alone (the LISTEN notices, the counts' read, the writes)
  const wideAfterCommit: number[] = [];
  let missing = 0;
  let wrongFinal = 0;
  for (const r of reports) {
    for (const [index, times] of r.arrivals) {
      const u = index % users;
      for (let k = 1; k <= broadcasts; k++) {
        const at = firstAtLeast(times, k);
        if (at === Infinity) missing++;
        else {
          wideDelays.push(at - wide.sentAt[k - 1]!);
          wideAfterCommit.push(at - wide.sentAt[k - 1]! - wide.committed[k - 1]!);
        }
      }
      const expected = broadcasts + (u < singles ? 1 : 0);
      if (u < singles) {
        const at = firstAtLeast(times, expected);
        if (at === Infinity) missing++;
        else narrowDelays.push(at - narrow.sentAt[u]!);
      }
      if (times.length - 1 !== expected) wrongFinal++;
    }
  }
  wideDelays.sort((a, b) => a - b);
  wideAfterCommit.sort((a, b) => a - b);
  narrowDelays.sort((a, b) => a - b);
  const f = (n: number) => `${n.toFixed(1)} ms`;
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
  const retries = reports.reduce((a, r) => a + r.retries, 0);
  console.log(`connection attempts retried: ${retries}; bells whose last count is not their user's unread count: ${wrongFinal}; receipts missing: ${missing}`);
  console.log(
    `broadcast to ${users} users: its transaction ${f(percentile(sorted(wide.committed), 50))} (median); ` +
      `delay to each bell p50 ${f(percentile(wideDelays, 50))}, p99 ${f(percentile(wideDelays, 99))}, max ${f(wideDelays[wideDelays.length - 1]!)} ` +
      `(after the commit: p50 ${f(percentile(wideAfterCommit, 50))}, p99 ${f(percentile(wideAfterCommit, 99))}); ` +
      `server CPU per broadcast ${f(wide.cpu.user + wide.cpu.system)} (user ${f(wide.cpu.user)}, kernel ${f(wide.cpu.system)})`,
  );
  console.log(
    `single: its transaction ${f(percentile(sorted(narrow.committed), 50))} (median); delay to the user's bells p50 ${f(percentile(narrowDelays, 50))}, ` +
      `p99 ${f(percentile(narrowDelays, 99))}; server CPU per single ${f(narrow.cpu.user + narrow.cpu.system)} (user ${f(narrow.cpu.user)}, kernel ${f(narrow.cpu.system)})`,
  );
  const clientCpu = reports.reduce((a, r) => a + (r.cpu.user + r.cpu.system) / 1000, 0);
  console.log(
    `clients' CPU over the run ${f(clientCpu)}; machine load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );

  await Promise.all(pool.map((w) => w.terminate()));
  child.off("exit", onExit);
  child.send("stop");
  await new Promise((r) => child.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(missing === 0 && wrongFinal === 0 ? 0 : 1);
}

const serveAt = process.argv.indexOf("--serve");
if (!isMainThread) void client(workerData as ClientJob);
else if (serveAt >= 0) void serve(process.argv[serveAt + 1]!);
else
  run().catch((err) => {
    console.error(err);
    process.exit(1);
  });
