/**
 * Browse at scale: seeds N campaigns (default 100,000) into a scratch database, then loads GET /api/campaigns
 * (the first page of 20 of every sort, and searches) on the real app and, in the same run, a bare Fastify route
 * that runs the same SQL and returns the rows. Prints the seeding time, the plan (EXPLAIN ANALYZE, BUFFERS) of each
 * sort's first page, then req/s, p50 and p99 for each and the app/bare ratio, with the machine's load average.
 *
 *   npx tsx bench/browse.ts [N]                     # embedded PGlite in a fresh .tmp/bench-browse-<pid> directory
 *   DATABASE_URL=postgres://.../bench_x npx tsx bench/browse.ts [N]   # a PostgreSQL database whose name starts with "bench"
 *
 * Options (env): CONNECTIONS (50), DURATION seconds per scenario and server (10), ROUNDS (5): each scenario alternates
 * app and bare runs of DURATION / ROUNDS seconds, so a change in the shared machine's load hits both alike;
 * PLANS=0 skips the plans.
 */
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { campaignListQuery } from "@core/contracts/campaigns";
import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { buildApp } from "../src/server/app";
import { isPlainPage, isPlainSearch, listQuery, ratingsQuery } from "../src/server/campaigns/service";
import { loadConfig } from "../src/server/config";
import { openDatabase, type Database } from "../src/server/db/client";

const N = Number(process.argv[2] ?? process.env.N ?? 100_000);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const DURATION = Number(process.env.DURATION ?? 10);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const PLAYERS = 2_000;

const FIRST = [
  "Ava",
  "Ben",
  "Carla",
  "Dmitri",
  "Elena",
  "Felix",
  "Grace",
  "Hiro",
  "Ines",
  "Jonas",
  "Kai",
  "Lena",
  "Marco",
  "Nadia",
  "Omar",
  "Priya",
  "Quinn",
  "Rosa",
  "Sam",
  "Tara",
];
const LAST = Array.from(
  { length: 100 },
  (_, i) =>
    `${["Stone", "Rivers", "Holt", "Marsh", "Vale", "Cross", "Frost", "Lake", "Reed", "Wolfe"][i % 10]}${["", "field", "berg", "man", "ton", "ley", "wood", "ford", "ridge", "worth"][Math.floor(i / 10)]}`,
);
const TOURNAMENTS = [
  "WSOP Main Event",
  "WSOP Millionaire Maker",
  "WPT World Championship",
  "EPT Barcelona Main Event",
  "EPT Prague Main Event",
  "Aria High Roller",
  "Triton Super High Roller",
  "Aussie Millions Main Event",
  "PokerStars SCOOP Main Event",
  "Venetian DeepStack Championship",
  "Borgata Winter Open",
  "Seminole Hard Rock Showdown",
  "Bellagio Cup",
  "Irish Poker Open",
  "partypoker MILLIONS",
  "GGPoker WSOP Online Main",
  "LAPT Panama",
  "Wynn Fall Classic",
  "Commerce LA Poker Classic",
  "Lucky Hearts Poker Open",
];
const SEARCH_TERM = "Hollyfield"; // no player has it: a term with no matches is the worst case for a top-N scan
const SEARCH_HIT = "Marshberg"; // one of 100 last names: about 1% of campaigns

/** The machine's load average (1, 5, 15 min): figures move with it on a shared machine. */
const load1 = () =>
  `load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`;

/** One text[] parameter (an array literal), not one parameter per element. */
const pgArray = (xs: string[]) => `{${xs.map((x) => `"${x}"`).join(",")}}`;

async function openScratch(): Promise<{ database: Database; cleanup: () => void; where: string }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = new URL(url).pathname.slice(1);
    if (!name.startsWith("bench")) throw new Error(`refusing to wipe database "${name}": use one whose name starts with "bench"`);
    const { default: pg } = await import("pg");
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query("drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;");
    await c.end();
    return { database: await openDatabase({ databaseUrl: url, dataDir: "memory://" }), cleanup: () => {}, where: `PostgreSQL ${name}` };
  }
  const dir = path.resolve(".tmp", `bench-browse-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  return { database: await openDatabase({ dataDir: dir }), cleanup: () => rmSync(dir, { recursive: true, force: true }), where: `PGlite ${dir}` };
}

async function seed(database: Database) {
  const { db } = database;
  const t0 = Date.now();
  // the rating keys' row triggers (drizzle/0022) are off for the bulk insert and the keys built in one pass after
  // it, as the migration does for existing rows; the name triggers stay on (the search reads their tables)
  await db.execute(sql`alter table campaigns disable trigger campaigns_rating_noted, disable trigger campaigns_rating_synced`);
  // players: unusable password hashes (nobody signs in during the bench)
  await db.execute(sql`
    insert into users (username, password_hash, role, first_name, last_name)
    select 'bench_player_' || g, 'x', 'player', (${pgArray(FIRST)}::text[])[1 + g % ${FIRST.length}], (${pgArray(LAST)}::text[])[1 + (g / ${FIRST.length}) % ${LAST.length}]
    from generate_series(0, ${PLAYERS - 1}) g`);
  const firstRes = (await db.execute(sql`select min(id)::int as first from users where username like 'bench_player_%'`)) as unknown as {
    rows: Array<{ first: number }>;
  };
  const first = Number(firstRes.rows[0].first);
  // campaigns: deterministic spread of buy-ins, funding, dates and statuses; 10% completed, spread over the
  // players (the g / 7 term), so listed campaigns have rating history to read
  await db.execute(sql`
    insert into campaigns (player_id, player_name, tournament, tournament_date, buy_in, min_stake, target_amount, current_amount,
                           player_offered_percentage, description, status, final_position, total_winnings, completed_at, created_at, updated_at)
    select p.id, p.first_name || ' ' || p.last_name,
           (${pgArray(TOURNAMENTS)}::text[])[1 + (g * 7) % ${TOURNAMENTS.length}] || ' ' || (2026 + g % 3),
           now() + ((g % 400) || ' days')::interval,
           b.buy_in, greatest(round(b.buy_in / 100, 2), 1), round(b.buy_in / 2, 2),
           case when g % 10 = 9 then round(b.buy_in / 2, 2) else round(b.buy_in / 2 * ((g * 37) % 100) / 100, 2) end,
           50, 'Bench campaign', case when g % 10 = 0 then 'completed' when g % 10 = 9 then 'funded' else 'active' end,
           case when g % 10 = 0 then (g / 10) % 30 end,
           case when g % 10 = 0 then case when (g / 10) % 30 = 0 then 0 else round(b.buy_in * ((g * 13) % 50) / 10, 2) end end,
           case when g % 10 = 0 then now() - interval '10 days' end,
           now() - (g || ' seconds')::interval, now()
    from generate_series(1::bigint, ${N}::bigint) g
    join lateral (select (array[500, 1000, 1500, 2500, 3500, 5000, 10000, 25000, 50000, 100000])[1 + (g * 3) % 10]::numeric as buy_in) b on true
    join users p on p.id = ${first} + (g * 7919 + g / 7) % ${PLAYERS}`);
  await db.execute(sql`select campaign_rating_keys_rebuild()`);
  await db.execute(sql`alter table campaigns enable trigger campaigns_rating_noted, enable trigger campaigns_rating_synced`);
  // flushes the GIN pending lists of the bulk insert and sets the visibility map, as autovacuum would in production
  await db.execute(sql`vacuum analyze campaigns`);
  await db.execute(sql`vacuum analyze campaign_rating_keys`);
  await db.execute(sql`analyze users`);
  console.log(`seeded ${N.toLocaleString("en-US")} campaigns for ${PLAYERS} players in ${((Date.now() - t0) / 1000).toFixed(1)} s (${load1()})`);
}

/**
 * The bare route: the same two statements the app's GET /api/campaigns runs, straight on the driver, rows as
 * JSON; prepared (named) exactly where the app prepares them, so both pay the same planning. Each statement is
 * built once (per query string; the ratings one per process), as the app's prepared statements are, so the bare
 * route's CPU is the driver's and the JSON's, not query building.
 */
async function bareServer(database: Database) {
  type Query = { name?: string; text: string; values: unknown[] };
  const client = (database.db as unknown as { $client: { query: (q: Query) => Promise<{ rows: Array<Record<string, unknown>> }> } }).$client;
  const pages = new Map<string, { query: Query; limit: number }>();
  let ratings: { sql: string; params: unknown[] } | undefined;
  const app = Fastify({ logger: false });
  app.get("/bare", async (request) => {
    let page = pages.get(request.url);
    if (!page) {
      const q = campaignListQuery.parse(request.query);
      const built = listQuery(database.db, q).toSQL();
      const name = isPlainPage(q) || isPlainSearch(q) ? `bare_${createHash("sha1").update(built.sql).digest("hex").slice(0, 16)}` : undefined;
      page = { query: { name, text: built.sql, values: built.params }, limit: q.limit };
      pages.set(request.url, page);
    }
    const rows = (await client.query(page.query)).rows.slice(0, page.limit);
    const ids = [...new Set(rows.map((r) => r.player_id as number))];
    // its parameters are constants and one int[] of the page's players
    ratings ??= ratingsQuery(database.db, [0]).toSQL();
    const history = ids.length
      ? (await client.query({ name: "bare_ratings", text: ratings.sql, values: ratings.params.map((v) => (Array.isArray(v) ? ids : v)) })).rows
      : [];
    return JSON.stringify({ rows, history });
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  return app;
}

/** EXPLAIN (ANALYZE, BUFFERS) of the app's SQL for each query string, as run once (docs/decisions/184). */
async function printPlans(database: Database, queries: string[]) {
  const client = (database.db as unknown as { $client: { query: (text: string, values: unknown[]) => Promise<{ rows: Array<Record<string, string>> }> } })
    .$client;
  for (const qs of queries) {
    const q = campaignListQuery.parse(Object.fromEntries(new URLSearchParams(qs)));
    const page = listQuery(database.db, q).toSQL();
    await client.query(page.sql, page.params); // warm: the plan of a page the app has served before
    const plan = await client.query(`explain (analyze, buffers, costs off) ${page.sql}`, page.params);
    console.log(`plan ${qs}\n${plan.rows.map((r) => `  ${r["QUERY PLAN"]}`).join("\n")}`);
  }
}

interface Result {
  rps: number;
  /** CPU of this process (the servers; the database and the load generator are other processes) per request, µs */
  cpuUs: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

function load(url: string, seconds = DURATION): Promise<Result> {
  const cpu0 = process.cpuUsage();
  return new Promise((resolve, reject) => {
    const bin = path.resolve("node_modules/autocannon/autocannon.js");
    const child = spawn(process.execPath, [bin, "-c", String(CONNECTIONS), "-d", String(seconds), "-j", url], { stdio: ["ignore", "pipe", "ignore"] });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.on("error", reject);
    child.on("close", () => {
      try {
        const r = JSON.parse(out);
        const cpu = process.cpuUsage(cpu0);
        const cpuUs = (cpu.user + cpu.system) / Math.max(1, r.requests.total);
        resolve({ rps: r.requests.average, cpuUs, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx });
      } catch (e) {
        reject(e);
      }
    });
  });
}

/** The rounds of one server averaged (latencies too: the mean of each round's p50 and p99); errors summed. */
function mean(rs: Result[]): Result {
  const avg = (f: (r: Result) => number) => rs.reduce((t, r) => t + f(r), 0) / rs.length;
  const sum = (f: (r: Result) => number) => rs.reduce((t, r) => t + f(r), 0);
  return {
    rps: avg((r) => r.rps),
    cpuUs: avg((r) => r.cpuUs),
    p50: avg((r) => r.p50),
    p99: avg((r) => r.p99),
    errors: sum((r) => r.errors),
    non2xx: sum((r) => r.non2xx),
  };
}

async function main() {
  const { database, cleanup, where } = await openScratch();
  console.log(`browse bench: ${where}, ${CONNECTIONS} connections, ${DURATION} s per scenario and server in ${ROUNDS} alternating rounds (${load1()})`);
  try {
    await seed(database);
    // one instance: any LINK_SECRET will do (required with DATABASE_URL)
    const LINK_SECRET = process.env.LINK_SECRET ?? randomBytes(32).toString("hex");
    const config = loadConfig({
      DATABASE_URL: process.env.DATABASE_URL,
      LINK_SECRET,
      DATA_DIR: "memory://",
      SEED_DEMO: "false",
      PAYMENTS: "sandbox",
      LOG_LEVEL: "silent",
    });
    const app = await buildApp({ config, database, logger: false });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const bare = await bareServer(database);
    const appBase = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/campaigns`;
    const bareBase = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/bare`;

    const scenarios: Array<[string, string]> = [
      ["page of 20, newest", "?limit=20"],
      [`search "${SEARCH_HIT}" (~1%)`, `?limit=20&search=${SEARCH_HIT}`],
      [`search "${SEARCH_TERM}" (none)`, `?limit=20&search=${SEARCH_TERM}`],
      ["page of 20, highest buy-in", "?limit=20&sort=buyin"],
      ["page of 20, most funded", "?limit=20&sort=funded"],
      ["page of 20, best rated", "?limit=20&sort=rating"],
    ];
    if (process.env.PLANS !== "0")
      await printPlans(database, ["limit=20", "limit=20&sort=buyin", "limit=20&sort=funded", "limit=20&sort=rating", `limit=20&search=${SEARCH_HIT}`]);
    const rows: string[] = [];
    const fmt = (r: Result) =>
      `${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50.toFixed(0).padStart(4)} ms  p99 ${r.p99.toFixed(0).padStart(4)} ms  node CPU ${r.cpuUs.toFixed(0).padStart(5)} µs/req${r.errors || r.non2xx ? `  (${r.errors} errors, ${r.non2xx} non-2xx)` : ""}`;
    // warm both servers (JIT, connection pools, caches) before measuring
    for (const [, qs] of scenarios) await Promise.all([load(appBase + qs, 2), load(bareBase + qs, 2)]);
    const appRps: number[] = [];
    for (const [label, qs] of scenarios) {
      const [as, bs]: [Result[], Result[]] = [[], []];
      for (let i = 0; i < ROUNDS; i++) {
        as.push(await load(appBase + qs, DURATION / ROUNDS));
        bs.push(await load(bareBase + qs, DURATION / ROUNDS));
      }
      const [a, b] = [mean(as), mean(bs)];
      appRps.push(a.rps);
      rows.push(`${label}\n  app  ${fmt(a)}\n  bare ${fmt(b)}\n  ratio app/bare ${(a.rps / b.rps).toFixed(2)}  (${load1()})`);
      console.log(rows[rows.length - 1]);
    }
    // issue 17 item 6: a 1% search at least 0.6x the plain page's throughput, in the same run
    console.log(`search (~1%) / plain page, app: ${(appRps[1] / appRps[0]).toFixed(2)}x  (${load1()})`);
    await app.close();
    await bare.close();
  } finally {
    await database.close();
    cleanup();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
