/**
 * Concurrent investors against PostgreSQL: each investor runs the browser's whole flow (create-payment-intent,
 * sandbox card confirm, POST /api/investments) over HTTP, again and again, while every campaign has less room
 * than is asked for. Prints committed investments per second, latency percentiles of one whole investment,
 * and checks that no campaign was oversold (currentAmount = sum of its investments <= target). It also prints
 * the CPU each party spent per investment (server with its kernel share, load generator, PostgreSQL: this database's
 * backends and the cluster's shared writers, see pg-cpu.ts): on a small shared machine the three compete for the
 * same cores, so throughput is bounded by their sum. BENCH_COUNT_QUERIES=1 also prints every statement the server
 * sent PostgreSQL, per committed investment; BENCH_CPU_PROF=<dir> writes the server's CPU profile there.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_investing npx tsx bench/invest.ts \
 *     [--investors 200] [--campaigns 20] [--attempts 3000] [--compare <git ref> [--rounds 2]]
 *
 * --compare <git ref> runs this bench side by side: the ref's own bench/invest.ts on a copy of that ref's tree
 * (git archive into .tmp/, sharing this checkout's node_modules) and the current tree's, alternating, --rounds
 * times each, on the same database, then prints both sets of figures and their ratio. PostgreSQL's CPU is then
 * measured by this process around each run, the same way for both trees (seeding and the closing audit included). On a shared machine the
 * absolute figures move with its load; the ratio of runs made in turn is what compares.
 *
 * --floor [5,4,2] measures what this machine allows with no rule at all: the same load generator against a bare
 * server whose three calls only make that many `select 1` round trips each over a pool of the app's size (the
 * current code's statements per call: create-payment-intent 5, confirm 4, POST /api/investments 2). The rate it
 * prints is a ceiling for any code that talks to PostgreSQL that often (decision 190); --floor 0,0,0 is HTTP alone.
 *
 * --campaigns 1 is the hot case: every investor on one campaign row. The database's public schema is
 * dropped and recreated first, so point it at a scratch database. The server runs in a child process so the
 * load generator does not share its event loop.
 */
import { spawn } from "node:child_process";
import http from "node:http";
import { cpus } from "node:os";
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { watchPostgresCpu } from "./pg-cpu";
import { arg, percentile } from "./cli";

const url = process.env.DATABASE_URL;

/** BENCH_COUNT_QUERIES=1: every statement the server sends PostgreSQL, counted by its text (or prepared name). */
async function countQueries(): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (!process.env.BENCH_COUNT_QUERIES) return counts;
  const { default: pg } = await import("pg");
  type Query = (this: unknown, config: unknown, ...rest: unknown[]) => unknown;
  const proto = pg.Client.prototype as unknown as { query: Query };
  const original = proto.query;
  proto.query = function (config, ...rest) {
    const c = config as { name?: string; text?: string } | string | undefined;
    const text = typeof c === "string" ? c : c?.name ? `prepared ${c.name}` : (c?.text ?? "?");
    const key = text.replace(/\s+/g, " ").slice(0, 90);
    counts.set(key, (counts.get(key) ?? 0) + 1);
    return original.call(this, config, ...rest);
  };
  return counts;
}

/**
 * The server child's side of the bench: its port to the parent, then on "stop" the CPU it spent since (boot left
 * out) and the statements counted, then `close` and exit.
 */
function reportToParent(app: { server: http.Server }, close: () => Promise<void>, queries: () => Array<[string, number]> = () => []) {
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  const boot = process.cpuUsage();
  process.send?.({ port: address.port });
  process.on("message", async (msg) => {
    if (msg === "stop") {
      const cpu = process.cpuUsage(boot);
      process.send?.({ cpuMs: (cpu.user + cpu.system) / 1000, kernelMs: cpu.system / 1000, queries: queries() });
      await close();
      process.exit(0);
    }
  });
}

/** The statements per call --floor makes (create-payment-intent, confirm, POST /api/investments), or null. */
function floorStatements(): number[] | null {
  const i = process.argv.indexOf("--floor");
  if (i < 0) return null;
  const given = process.argv[i + 1];
  const counts = given && /^\d+(,\d+){2}$/.test(given) ? given.split(",").map(Number) : [5, 4, 2];
  return counts;
}

/** --floor: the three calls with no rule, each only its round trips; answers shaped like the real ones. */
async function serveFloor(statements: number[]) {
  const { default: Fastify } = await import("fastify");
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  const roundTrips = async (n: number) => {
    for (let i = 0; i < n; i++) await pool.query({ name: "floor_select", text: "select 1 as one" });
  };
  const app = Fastify({ logger: false });
  let ids = 0;
  app.post("/api/create-payment-intent", async () => {
    await roundTrips(statements[0]);
    const id = `pi_floor_${++ids}`;
    return {
      clientSecret: `${id}_secret`,
      paymentIntentId: id,
      amount: "100.00",
      platformFee: "5.00",
      totalAmount: "105.00",
      expiresAt: new Date().toISOString(),
    };
  });
  app.post("/api/payments/sandbox/confirm", async () => {
    await roundTrips(statements[1]);
    return { status: "succeeded" };
  });
  app.post("/api/investments", async (request, reply) => {
    await roundTrips(statements[2]);
    const body = request.body as { campaignId: number; paymentIntentId: string };
    return reply.code(201).send({
      id: ids,
      campaignId: body.campaignId,
      amount: "100.00",
      platformFee: "5.00",
      percentage: "1.0000",
      status: "active",
      paymentIntentId: body.paymentIntentId,
      createdAt: new Date().toISOString(),
    });
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  reportToParent(app, async () => {
    await app.close();
    await pool.end();
  });
}

async function serve() {
  const floor = floorStatements();
  if (floor) return serveFloor(floor);
  const counts = await countQueries();
  const { buildApp } = await import("../src/server/app");
  const { loadConfig } = await import("../src/server/config");
  // one instance: any LINK_SECRET will do (required with DATABASE_URL)
  const LINK_SECRET = process.env.LINK_SECRET ?? randomBytes(32).toString("hex");
  const config = loadConfig({ DATABASE_URL: url, LINK_SECRET, SEED_DEMO: "false", PAYMENTS: "sandbox", LOG_LEVEL: "silent", AUTH_RATE_LIMIT_MAX: "100000" });
  const app = await buildApp({ config, logger: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  counts.clear();
  reportToParent(
    app,
    () => app.close(),
    () => [...counts],
  );
}

async function main() {
  if (!url) {
    console.error("DATABASE_URL is required (a scratch PostgreSQL database, e.g. postgres://postgres@127.0.0.1:5432/bench_investing)");
    process.exit(2);
  }
  const floor = floorStatements();
  const investorsN = arg("investors", 200);
  const campaignsN = arg("campaigns", 20);
  const attempts = arg("attempts", 3000);

  const { default: pg } = await import("pg");
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query("DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;");
  await admin.end();

  const { openDatabase } = await import("../src/server/db/client");
  const { campaigns, investments, users } = await import("../src/server/db/schema/index");
  const { createSession } = await import("../src/server/auth/sessions");
  const { SESSION_COOKIE } = await import("../src/server/http/session-cookies");
  const { toCents } = await import("../src/core/money");
  const { eq, sql } = await import("drizzle-orm");
  const database = await openDatabase({ databaseUrl: url, dataDir: "memory://" });
  const db = database.db;

  // seed: one player, the campaigns, the investors with sessions
  const [player] = await db
    .insert(users)
    .values({ username: `bench_player_${randomBytes(3).toString("hex")}`, passwordHash: "x", role: "player", firstName: "Bench", lastName: "Player" })
    .returning();
  // $100 stakes; room for 95% of what will be asked, so the last attempts meet full campaigns
  const stakesPerCampaign = Math.max(1, Math.floor((attempts * 0.95) / campaignsN));
  const target = stakesPerCampaign * 100;
  const campaignIds: number[] = [];
  for (let i = 0; i < campaignsN; i++) {
    const [c] = await db
      .insert(campaigns)
      .values({
        playerId: player.id,
        playerName: "Bench Player",
        tournament: `Bench Open #${i + 1}`,
        buyIn: String(target * 2),
        minStake: "100.00",
        targetAmount: String(target),
        playerOfferedPercentage: 50,
      })
      .returning();
    campaignIds.push(c.id);
  }
  const cookies: string[] = [];
  for (let i = 0; i < investorsN; i++) {
    const [u] = await db
      .insert(users)
      .values({ username: `bench_inv_${i}_${randomBytes(3).toString("hex")}`, passwordHash: "x", role: "investor" })
      .returning();
    cookies.push(`${SESSION_COOKIE}=${await createSession(db, u.id)}`);
  }

  const profile = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(
    process.execPath,
    [...profile, "--import", "tsx", fileURLToPath(import.meta.url), "--serve", ...(floor ? ["--floor", floor.join(",")] : [])],
    {
      stdio: ["ignore", "inherit", "inherit", "ipc"],
      env: process.env,
    },
  );
  const port = await new Promise<number>((resolve) => child.on("message", (m: { port: number }) => resolve(m.port)));

  // node:http with keep-alive rather than fetch: the load generator shares the machine's cores with the server
  // and PostgreSQL, and fetch costs it several times the CPU per request
  const agent = new http.Agent({ keepAlive: true, maxSockets: investorsN });
  const post = (path: string, cookie: string, body: unknown) =>
    new Promise<{ status: number; body: Record<string, string> }>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          path,
          method: "POST",
          agent,
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload), cookie },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, string> }));
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      req.end(payload);
    });
  const card = { number: "4242424242424242", expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: "123" };

  let next = 0;
  const latencies: number[] = [];
  const statuses = new Map<string, number>();
  const count = (k: string) => statuses.set(k, (statuses.get(k) ?? 0) + 1);
  const started = performance.now();
  const loadCpuStart = process.cpuUsage();
  const pgCpu = watchPostgresCpu(new URL(url).pathname.slice(1));
  await Promise.all(
    cookies.map(async (cookie) => {
      for (;;) {
        const n = next++;
        if (n >= attempts) return;
        const campaignId = campaignIds[n % campaignIds.length];
        const t0 = performance.now();
        const intent = await post("/api/create-payment-intent", cookie, { campaignId, amount: "100.00" });
        if (intent.status !== 200) {
          count(`intent ${intent.status}`);
          continue;
        }
        const paid = await post("/api/payments/sandbox/confirm", cookie, { clientSecret: intent.body.clientSecret, card });
        if (paid.status !== 200) {
          count(`confirm ${paid.status}`);
          continue;
        }
        const recorded = await post("/api/investments", cookie, { campaignId, amount: "100.00", paymentIntentId: intent.body.paymentIntentId });
        count(`investment ${recorded.status}`);
        if (recorded.status === 200 || recorded.status === 201) latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const loadCpu = process.cpuUsage(loadCpuStart);
  const loadCpuMs = (loadCpu.user + loadCpu.system) / 1000;
  const pgSpent = pgCpu();
  const {
    cpuMs: serverCpuMs,
    kernelMs,
    queries,
  } = await new Promise<{ cpuMs: number; kernelMs: number; queries: Array<[string, number]> }>((resolve) => {
    child.on("message", (m: { cpuMs?: number; kernelMs: number; queries: Array<[string, number]> }) => {
      if (m.cpuMs !== undefined) resolve({ cpuMs: m.cpuMs, kernelMs: m.kernelMs, queries: m.queries });
    });
    child.send("stop");
  });

  if (floor) {
    // nothing was recorded: the flows the bare server answered in full
    const done = latencies.length;
    await database.close();
    latencies.sort((a, b) => a - b);
    const cpuPer = serverCpuMs / Math.max(1, done);
    const per = (ms: number) => (ms / Math.max(1, done)).toFixed(2);
    console.log(`floor: no rule, ${floor.join(" + ")} round trips of select 1 per call, ${investorsN} investors, ${attempts} flows`);
    console.log(`committed investments: ${done} in ${seconds.toFixed(2)} s = ${(done / seconds).toFixed(0)}/s`);
    console.log(`one investment (3 calls): p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms`);
    console.log(
      `server CPU: ${cpuPer.toFixed(2)} ms per flow (kernel ${per(kernelMs)} ms of it); load average ${(await import("node:os")).loadavg()[0].toFixed(1)}`,
    );
    console.log(
      `load generator CPU: ${per(loadCpuMs)} ms per flow${pgSpent ? `, PostgreSQL ${per(pgSpent.backends + pgSpent.shared)} ms` : ""}; ${cpus().length} cores`,
    );
    process.exit(done === attempts ? 0 : 1);
  }

  // no oversell: every campaign's currentAmount is the sum of its investments and within its target
  let oversold = 0;
  let committed = 0;
  for (const id of campaignIds) {
    const [c] = await db.select().from(campaigns).where(eq(campaigns.id, id));
    const [s] = await db
      .select({ sum: sql<string>`coalesce(sum(${investments.amount}), 0)`, n: sql<number>`count(*)::int` })
      .from(investments)
      .where(eq(investments.campaignId, id));
    committed += s.n;
    const sum = toCents(s.sum)!;
    if (sum !== toCents(c.currentAmount) || sum > toCents(c.targetAmount)!) oversold += 1;
  }
  // and every other money invariant (npm run audit:money): charges, refunds, holds
  const { auditMoney, formatMoneyAudit } = await import("../src/server/audit/money-audit");
  const audit = await auditMoney(db, { graceSeconds: 0 });
  await database.close();

  latencies.sort((a, b) => a - b);
  console.log(`investors ${investorsN}, campaigns ${campaignsN}, attempts ${attempts}, room for ${stakesPerCampaign * campaignsN} stakes`);
  console.log(`responses: ${[...statuses].map(([k, v]) => `${k}: ${v}`).join(", ")}`);
  console.log(`committed investments: ${committed} in ${seconds.toFixed(2)} s = ${(committed / seconds).toFixed(0)}/s`);
  console.log(
    `one investment (3 calls): p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms`,
  );
  // the machine is shared, so wall-clock figures vary with its load; CPU per investment does not
  const cpuPer = serverCpuMs / Math.max(1, committed);
  console.log(
    `server CPU: ${cpuPer.toFixed(2)} ms per committed investment (kernel ${(kernelMs / Math.max(1, committed)).toFixed(2)} ms of it; about ${(1000 / cpuPer).toFixed(0)}/s per core for the Node process); load average ${(await import("node:os")).loadavg()[0].toFixed(1)}`,
  );
  if (queries.length > 0) {
    // every attempt's statements, refused ones too, per committed investment
    const total = queries.reduce((n, [, c]) => n + c, 0);
    console.log(`statements sent to PostgreSQL: ${(total / Math.max(1, committed)).toFixed(2)} per committed investment`);
    for (const [text, n] of queries.sort((a, b) => b[1] - a[1])) console.log(`  ${(n / Math.max(1, committed)).toFixed(2)}  ${text}`);
  }
  const per = (ms: number) => (ms / Math.max(1, committed)).toFixed(2);
  const pgLine = pgSpent
    ? `, PostgreSQL (this database's backends) ${per(pgSpent.backends)} ms + the cluster's WAL writer, checkpointer and background writer ${per(pgSpent.shared)} ms`
    : "";
  console.log(`load generator CPU: ${per(loadCpuMs)} ms per investment${pgLine}; ${cpus().length} cores`);
  console.log(oversold === 0 ? "no oversell: every campaign's currentAmount = sum of its investments <= target" : `OVERSOLD campaigns: ${oversold}`);
  console.log(formatMoneyAudit(audit));
  process.exit(oversold === 0 && audit.violations === 0 ? 0 : 1);
}

/** The figures one run of this bench printed, read back from its output. */
function figuresOf(out: string) {
  const num = (re: RegExp) => {
    const m = out.match(re);
    return m ? Number(m[1]) : NaN;
  };
  return {
    perSecond: num(/committed investments: \d+ in [\d.]+ s = (\d+)\/s/),
    p99: num(/p99 (\d+) ms/),
    serverMs: num(/server CPU: ([\d.]+) ms/),
    committed: num(/committed investments: (\d+) in/),
    ok: /no oversell/.test(out),
  };
}

/** Runs a bench child to its end without blocking this process (the PostgreSQL sampler keeps running meanwhile). */
function runChild(args: string[], cwd: string): Promise<{ status: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env: process.env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d));
    child.stderr.on("data", (d: Buffer) => (out += d));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, out }));
  });
}

async function compare(ref: string) {
  const { execFileSync } = await import("node:child_process");
  const { existsSync, mkdirSync, rmSync, symlinkSync } = await import("node:fs");
  const { loadavg } = await import("node:os");
  const path = await import("node:path");
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  // a directory holding another copy of the project (e.g. a snapshot of uncommitted work) is used as it is
  const given = existsSync(path.join(ref, "bench", "invest.ts"));
  const sha = given ? path.basename(path.resolve(ref)) : execFileSync("git", ["rev-parse", "--short", ref], { cwd: root, encoding: "utf8" }).trim();
  const dir = given ? path.resolve(ref) : path.join(root, ".tmp", `bench-compare-${sha}`);
  if (!given) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    // a plain copy of the ref's files (no git worktree, nothing in .git changes); node_modules shared with this checkout
    const top = execFileSync("git", ["rev-parse", "--show-toplevel"], { cwd: root, encoding: "utf8" }).trim();
    execFileSync("sh", ["-c", `git archive ${sha} | tar -x -C "${dir}"`], { cwd: top });
  }
  if (!existsSync(path.join(dir, "node_modules"))) symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  const rounds = arg("rounds", 2);
  const passOn = ["investors", "campaigns", "attempts"].flatMap((k) => (process.argv.includes(`--${k}`) ? [`--${k}`, String(arg(k, 0))] : []));
  const runs: Record<string, Array<ReturnType<typeof figuresOf> & { pgMs: number }>> = { [sha]: [], current: [] };
  try {
    for (let round = 1; round <= rounds; round++) {
      // alternate which goes first, so neither always meets the warmer (or busier) machine
      const order = round % 2 === 1 ? [sha, "current"] : ["current", sha];
      for (const which of order) {
        const cwd = which === "current" ? root : dir;
        const load = loadavg()[0].toFixed(1);
        // PostgreSQL's CPU measured here, the same way for both trees (each tree's own bench measures it its own way)
        const pg = watchPostgresCpu(new URL(url ?? "").pathname.slice(1));
        const run = await runChild(["--import", "tsx", "bench/invest.ts", ...passOn], cwd);
        const spent = pg();
        const out = run.out;
        const own = figuresOf(out);
        const f = { ...own, pgMs: spent ? (spent.backends + spent.shared) / Math.max(1, own.committed) : NaN };
        runs[which].push(f);
        console.log(
          `round ${round} ${which.padEnd(8)} ${f.perSecond}/s, p99 ${f.p99} ms, server CPU ${f.serverMs} ms, PostgreSQL ${f.pgMs.toFixed(2)} ms per investment${f.ok ? "" : " (OVERSOLD or failed)"}; load before ${load}`,
        );
        if (run.status !== 0) console.log(out.split("\n").slice(-15).join("\n"));
      }
    }
  } finally {
    if (!given) rmSync(dir, { recursive: true, force: true });
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const sum = (which: string) => {
    const r = runs[which];
    return {
      perSecond: mean(r.map((x) => x.perSecond)),
      p99: mean(r.map((x) => x.p99)),
      serverMs: mean(r.map((x) => x.serverMs)),
      pgMs: mean(r.map((x) => x.pgMs)),
    };
  };
  const a = sum(sha);
  const b = sum("current");
  console.log(`\nmean of ${rounds} runs each       ${sha.padEnd(10)} current`);
  console.log(
    `investments/s                ${a.perSecond.toFixed(0).padEnd(10)} ${b.perSecond.toFixed(0)}  (current/${sha} = ${(b.perSecond / a.perSecond).toFixed(2)}x)`,
  );
  console.log(`server CPU ms / investment   ${a.serverMs.toFixed(2).padEnd(10)} ${b.serverMs.toFixed(2)}`);
  console.log(`PostgreSQL ms / investment   ${a.pgMs.toFixed(2).padEnd(10)} ${b.pgMs.toFixed(2)}`);
  console.log(`p99 of one investment, ms    ${a.p99.toFixed(0).padEnd(10)} ${b.p99.toFixed(0)}`);
  console.log(`load average now ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`);
  const failed = Object.values(runs)
    .flat()
    .some((f) => !f.ok);
  process.exit(failed ? 1 : 0);
}

const compareIndex = process.argv.indexOf("--compare");
if (compareIndex >= 0) {
  compare(process.argv[compareIndex + 1] ?? "").catch((err) => {
    console.error(err);
    process.exit(1);
  });
} else if (process.argv.includes("--serve")) {
  serve().catch((err) => {
    console.error(err);
    process.exit(1);
  });
} else {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
