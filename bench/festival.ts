/**
 * A festival settled (decision 241, addendum "settling a festival under a second": a series of 80 events and a package
 * of 30 should settle in under a second of server CPU):
 * one sponsor's series of 80 events, each with a field of 20-50 registered players, two of them staked (a linked
 * campaign and one backer each, through the real invest flow), and one player's package of 30 events with 5 backers:
 * 20 of the series' events linked, 10 typed. Untimed setup: the users, events and registrations are rows (as the
 * tests' factories make them; the API's quota allows a sponsor 10 events a day), the series, the campaigns' stakes,
 * the package and the clocks' starts go through the API. Timed, the settling: the package's 10 typed results (8
 * played, 2 skipped) through its result route, then every event's clock played out, one elimination at a time (each
 * one a console action that settles that player's finish: their campaign, and the package's linked event).
 *
 *   DATABASE_URL=postgres://.../bench_festival npx tsx bench/festival.ts [--events 80] [--min-field 20] [--max-field 50]
 *   npx tsx bench/festival.ts             # embedded PGlite in a fresh .tmp/bench-festival-<pid> directory
 *
 * The app runs in this process and is called with app.inject (no sockets): the server CPU is this process's
 * (process.cpuUsage) over the timed phase, the requests' own handling included, the driver's loop a small part of it.
 * PostgreSQL's CPU is measured from outside (bench/pg-cpu.ts). The database is wiped: its name must start with "bench".
 * The floor: a twin of each series event (the same field, another sponsor, no series) whose players have nothing
 * staked and no package, played out right after it: each elimination still looks for what to settle and finds
 * nothing. The settling's own share (the target's figure) is measured action by action: the package's results, plus
 * each elimination that settles less the floor's eliminations at the same place (as many players left), each one's
 * CPU read around its request. The whole process's series-less-floor difference is printed too, but it swings by
 * about 3 s between runs of the same tree (timers, garbage collection on V8's helper threads, the machine), ten
 * times the settling itself; a run with nothing staked in the series shows the two methods agree within that noise.
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance, InjectOptions } from "fastify";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openDatabase, type Database } from "../src/server/db/client";
import { campaigns, packageEvents, specialTournaments, tournamentRegistrations } from "../src/server/db/schema/index";
import { LIVE_ACTION_RATE_LIMIT_MAX } from "../src/server/live/action-rate-limit";
import { tournamentRow } from "../src/server/seed/builders";
import { centsToDecimal, mulDivFloor, toCents } from "../src/core/money";
import { arg } from "./cli";
import { watchPostgresCpu } from "./pg-cpu";

const EVENTS = arg("events", 80);
const MIN_FIELD = arg("min-field", 20);
const MAX_FIELD = arg("max-field", 50);
const LINKED = 20;
const TYPED = 10;
const BACKERS = 5;
const STAKED_PER_EVENT = 2;

const load = () =>
  `load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`;
const today = () => new Date().toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function openScratch(): Promise<{ database: Database; cleanup: () => void; where: string; pgName: string | null }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = new URL(url).pathname.slice(1);
    if (!name.startsWith("bench")) throw new Error(`refusing to wipe database "${name}": use one whose name starts with "bench"`);
    const { default: pg } = await import("pg");
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query("drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;");
    await c.end();
    return { database: await openDatabase({ databaseUrl: url, dataDir: "memory://" }), cleanup: () => {}, where: `PostgreSQL ${name}`, pgName: name };
  }
  const dir = path.resolve(".tmp", `bench-festival-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  return { database: await openDatabase({ dataDir: dir }), cleanup: () => rmSync(dir, { recursive: true, force: true }), where: `PGlite ${dir}`, pgName: null };
}

type Rows<T> = { rows: T[] };

/** Users as rows with a session each (only the token's hash is stored, as createSession does); their cookies. */
async function usersWithSessions(
  db: Database["db"],
  prefix: string,
  role: string,
  n: number,
  verified = false,
): Promise<Array<{ id: number; cookie: string }>> {
  const made = (await db.execute(sql`
    insert into users (username, password_hash, role, first_name, last_name, identity_status, identity_verified_at, verified_name)
    select ${prefix} || g, 'not-a-hash', ${role}, 'Bench', ${prefix} || g,
      ${verified ? "verified" : "none"}, ${verified ? sql`now()` : sql`null`}, ${verified ? "Bench Player" : null}
    from generate_series(1, ${n}::integer) g returning id`)) as unknown as Rows<{ id: number }>;
  const ids = made.rows.map((r) => Number(r.id));
  const tokens = ids.map(() => randomBytes(32).toString("base64url"));
  const hashes = tokens.map((t) => createHash("sha256").update(t).digest("hex"));
  await db.execute(sql`
    insert into sessions (id_hash, user_id, expires_at)
    select h, u, now() + interval '30 days' from unnest(${`{${hashes.join(",")}}`}::text[], ${`{${ids.join(",")}}`}::integer[]) as t(h, u)`);
  return ids.map((id, i) => ({ id, cookie: `sid=${tokens[i]}` }));
}

function client(app: FastifyInstance) {
  return async (who: { cookie: string } | null, options: InjectOptions, expected = 200) => {
    const res = await app.inject({ ...options, headers: { ...(options.headers ?? {}), ...(who ? { cookie: who.cookie } : {}) } });
    if (res.statusCode !== expected && !(expected === 200 && res.statusCode === 201))
      throw new Error(`${options.method} ${options.url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
}

/** A stake bought the real way: hold, sandbox card, recorded. */
async function back(call: ReturnType<typeof client>, investor: { cookie: string }, campaignId: number, amount: string) {
  const { clientSecret, paymentIntentId } = await call(investor, { method: "POST", url: "/api/create-payment-intent", payload: { campaignId, amount } });
  const card = { number: "4242 4242 4242 4242", expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: "123" };
  await call(investor, { method: "POST", url: "/api/payments/sandbox/confirm", payload: { clientSecret, card } });
  return call(investor, { method: "POST", url: "/api/investments", payload: { campaignId, amount, paymentIntentId } });
}

/** The series' events as rows, each with its field registered; returns each event's id, buy-in and players. */
async function eventsWithFields(database: Database, sponsorId: number, seriesId: number | null, tag: string, n: number) {
  const { db } = database;
  const out: Array<{ id: number; name: string; buyIn: string; players: number[] }> = [];
  for (let i = 0; i < n; i++) {
    const field = MIN_FIELD + ((i * 7) % (MAX_FIELD - MIN_FIELD + 1));
    const buyIn = String([300, 500, 800, 1100, 1500][i % 5]);
    const name = `${tag} Event #${i + 1}`;
    const [event] = await db
      .insert(specialTournaments)
      .values(tournamentRow(sponsorId, { name, date: today(), buyIn, startingChips: 20000, maxSeats: MAX_FIELD + 10 }, { seriesId, date: today() }))
      .returning({ id: specialTournaments.id });
    const players = await usersWithSessions(db, `${tag.toLowerCase()}-${i + 1}-`, "player", field);
    await db.insert(tournamentRegistrations).values(players.map((p) => ({ tournamentId: event.id, userId: p.id, userRole: "player" as const })));
    out.push({ id: event.id, name, buyIn, players: players.map((p) => p.id) });
  }
  return out;
}

async function main() {
  const { database, cleanup, where, pgName } = await openScratch();
  console.log(`festival bench: ${where}; ${EVENTS} events of ${MIN_FIELD}-${MAX_FIELD} players, a package of ${LINKED + TYPED} (${load()})`);
  const config = loadConfig({
    DATABASE_URL: process.env.DATABASE_URL,
    LINK_SECRET: process.env.LINK_SECRET ?? randomBytes(32).toString("hex"),
    DATA_DIR: "memory://",
    SEED_DEMO: "false",
    PAYMENTS: "sandbox",
    LOG_LEVEL: "silent",
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const call = client(app);
  const { db } = database;
  try {
    // ------------------------------------------------------------------------------------------------ setup
    const t0 = Date.now();
    // the floor's events are another sponsor's: each account has its own console rate limit, so the two alternate
    const [sponsor, floorSponsor] = await usersWithSessions(db, "sponsor-", "sponsor", 2);
    const backers = await usersWithSessions(db, "backer-", "investor", BACKERS + EVENTS * STAKED_PER_EVENT);
    const [packer] = await usersWithSessions(db, "packer-", "player", 1, true);
    const series = await call(
      sponsor,
      { method: "POST", url: "/api/series", payload: { name: "Bench Festival", venue: "Las Vegas, NV", startDate: today(), endDate: inDays(9) } },
      201,
    );
    const events = await eventsWithFields(database, sponsor.id, series.id, "Festival", EVENTS);
    // one floor event per series event, with the same field (eventsWithFields sizes them by position)
    const floorEvents = await eventsWithFields(database, floorSponsor.id, null, "Floor", EVENTS);

    // two staked players in each series event: a linked campaign (as the tests' factories make it), one backer each
    let stakes = 0;
    for (const [i, e] of events.entries()) {
      for (let s = 0; s < STAKED_PER_EVENT; s++) {
        const [c] = await db
          .insert(campaigns)
          .values({
            playerId: e.players[s],
            playerName: `Bench ${e.players[s]}`,
            tournament: e.name,
            tournamentDate: new Date(),
            specialTournamentId: e.id,
            buyIn: `${e.buyIn}.00`,
            minStake: "10.00",
            targetAmount: centsToDecimal(mulDivFloor(toCents(e.buyIn)!, 1, 2)),
            playerOfferedPercentage: 50,
          })
          .returning({ id: campaigns.id });
        await back(call, backers[BACKERS + i * STAKED_PER_EVENT + s], c.id, "100.00");
        stakes++;
      }
    }
    // the package: 20 of the series' events linked (the player registered in them), 10 typed, 5 backers
    const linked = events.slice(0, LINKED);
    await db.insert(tournamentRegistrations).values(linked.map((e) => ({ tournamentId: e.id, userId: packer.id, userRole: "player" as const })));
    // half the action at 1.10, the target half of that: the 5 backers buy half of it
    const totalBuyInCents = linked.reduce((t, e) => t + toCents(e.buyIn)!, 0) + TYPED * 500_00;
    // x 0.5 offered x 1.10 markup x 0.5 sold, to the whole dollar (the package's target is in dollars)
    const target = Math.floor(mulDivFloor(totalBuyInCents, 55, 200) / 100);
    const pkg = await call(
      packer,
      {
        method: "POST",
        url: "/api/campaigns/packages",
        payload: {
          tournament: "Bench Festival package",
          minStake: "50",
          targetAmount: String(target),
          playerOfferedPercentage: 50,
          markup: "1.10",
          events: [
            ...linked.map((e) => ({ specialTournamentId: e.id })),
            ...Array.from({ length: TYPED }, (_, i) => ({ name: `Side Event #${i + 1}`, date: today(), buyIn: "500" })),
          ],
        },
      },
      201,
    );
    for (const b of backers.slice(0, BACKERS)) await back(call, b, pkg.id, `${Math.floor(target / (2 * BACKERS))}.00`);
    // the console's limit is LIVE_ACTION_RATE_LIMIT_MAX actions a minute per account (its store's window is not a
    // sliding one): the bench sends them evenly, 10% under it; the waits are idle time, outside the CPU figures
    const gapMs = (60_000 / LIVE_ACTION_RATE_LIMIT_MAX) * 1.1;
    const pacer = () => {
      let last = 0;
      return async () => {
        const wait = last + gapMs - Date.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        last = Date.now();
      };
    };
    const paced = pacer();
    const floorPaced = pacer();
    // every clock started (the seat draw); then each event's players in the clock's order
    const order = new Map<number, string[]>();
    const userOf = new Map<string, number | null>();
    for (const [e, who, gate] of [...events.map((e) => [e, sponsor, paced] as const), ...floorEvents.map((e) => [e, floorSponsor, floorPaced] as const)]) {
      await gate();
      await call(who, { method: "POST", url: `/api/live/${e.id}/actions`, payload: { type: "start" } });
      const { state } = await call(who, { method: "GET", url: `/api/live/${e.id}` });
      order.set(
        e.id,
        state.players.map((p: { id: string }) => p.id),
      );
      for (const p of state.players as Array<{ id: string; userId: number | null }>) userOf.set(`${e.id}:${p.id}`, p.userId);
    }
    const typed = (
      await db
        .select()
        .from(packageEvents)
        .where(sql`${packageEvents.campaignId} = ${pkg.id} and ${packageEvents.specialTournamentId} is null`)
    ).map((r) => r.id);
    const entrants = events.reduce((s, e) => s + e.players.length, 0) + LINKED;
    console.log(
      `setup: series of ${events.length} events, ${entrants} entrants, ${stakes} staked campaigns, a package of ${LINKED + TYPED} with ${BACKERS} backers, ` +
        `clocks started; ${((Date.now() - t0) / 1000).toFixed(1)} s (${load()})`,
    );

    // ------------------------------------------------------------------------------------------------ timed
    // each elimination's own CPU, and whether it settles anything: a staked player's finish (theirs, or the winner's
    // with the last elimination) or the package player's
    type Elimination = { cpuMs: number; settles: boolean; left: number };
    const staked = new Map<number, Set<number>>(
      events.map((e, i) => [e.id, new Set([...e.players.slice(0, STAKED_PER_EVENT), ...(i < LINKED ? [packer.id] : [])])]),
    );
    const playOut = async (e: (typeof events)[number], who: { cookie: string }, gate: () => Promise<void>, log: Elimination[]) => {
      let actions = 0;
      const ids = order.get(e.id)!;
      const stakes = staked.get(e.id) ?? new Set<number>();
      // everyone but the first in the clock's list, one elimination each; the last leaves the winner
      const out = ids.slice(1).reverse();
      for (const [k, playerId] of out.entries()) {
        await gate();
        const cpu0 = process.cpuUsage();
        await call(who, { method: "POST", url: `/api/live/${e.id}/actions`, payload: { type: "eliminate", playerId } });
        const cpu = process.cpuUsage(cpu0);
        const last = k === out.length - 1;
        const settles = stakes.has(userOf.get(`${e.id}:${playerId}`) ?? -1) || (last && stakes.has(userOf.get(`${e.id}:${ids[0]}`) ?? -1));
        log.push({ cpuMs: (cpu.user + cpu.system) / 1000, settles, left: out.length - k });
        actions++;
      }
      return actions;
    };
    const measure = async <T>(fn: () => Promise<T>) => {
      const stopPg = pgName ? watchPostgresCpu(pgName) : () => null;
      const cpu0 = process.cpuUsage();
      const w0 = Date.now();
      const result = await fn();
      const cpu = process.cpuUsage(cpu0);
      return { result, serverMs: (cpu.user + cpu.system) / 1000, wallMs: Date.now() - w0, pg: stopPg() };
    };
    const pgText = (pg: { backends: number; shared: number } | null) =>
      pg ? `, PostgreSQL ${pg.backends.toFixed(0)} ms (+${pg.shared.toFixed(0)} ms shared)` : "";

    const typedRun = await measure(async () => {
      for (const [i, id] of typed.entries()) {
        const body = i < TYPED - 2 ? { outcome: "played", cash: String((i % 3) * 750) } : { outcome: "skipped" };
        await call(packer, { method: "POST", url: `/api/campaigns/${pkg.id}/package/events/${id}/result`, payload: body });
      }
      return typed.length;
    });
    // each series event, then its floor twin of the same field: the machine's drift over the run (other work, the
    // database growing) falls on both alike, so their difference is the settling's own
    type Run = Awaited<ReturnType<typeof measure<number>>>;
    const sum = (a: Run, b: Run): Run => ({
      result: a.result + b.result,
      serverMs: a.serverMs + b.serverMs,
      wallMs: a.wallMs + b.wallMs,
      pg: a.pg && b.pg ? { backends: a.pg.backends + b.pg.backends, shared: a.pg.shared + b.pg.shared } : null,
    });
    const none = (): Run => ({ result: 0, serverMs: 0, wallMs: 0, pg: pgName ? { backends: 0, shared: 0 } : null });
    let series80 = none();
    let floor = none();
    const seriesLog: Elimination[] = [];
    const floorLog: Elimination[] = [];
    for (const [i, e] of events.entries()) {
      series80 = sum(series80, await measure(() => playOut(e, sponsor, paced, seriesLog)));
      floor = sum(floor, await measure(() => playOut(floorEvents[i]!, floorSponsor, floorPaced, floorLog)));
    }

    const [pkgRow] = await db
      .select()
      .from(campaigns)
      .where(sql`${campaigns.id} = ${pkg.id}`);
    const [{ completed }] = (
      (await db.execute(
        sql`select count(*)::int as completed from campaigns where special_tournament_id = any(${`{${events.map((e) => e.id).join(",")}}`}::int[]) and status = 'completed'`,
      )) as unknown as Rows<{ completed: number }>
    ).rows;
    const perAction = (r: { serverMs: number; result: number }) => (r.serverMs / r.result).toFixed(2);
    console.log(`package: ${typedRun.result} typed results, server CPU ${typedRun.serverMs.toFixed(0)} ms${pgText(typedRun.pg)}, ${typedRun.wallMs} ms wall`);
    console.log(
      `series: ${series80.result} eliminations in ${events.length} events, server CPU ${series80.serverMs.toFixed(0)} ms (${perAction(series80)} ms each)${pgText(series80.pg)}, ` +
        `${(series80.wallMs / 1000).toFixed(1)} s wall; ${completed} of ${stakes} staked campaigns settled, the package ${pkgRow.status}`,
    );
    console.log(
      `floor: the same clock work with nothing staked (${floor.result} eliminations in ${floorEvents.length} events): server CPU ${floor.serverMs.toFixed(0)} ms ` +
        `(${perAction(floor)} ms each)${pgText(floor.pg)}`,
    );
    const settling = typedRun.serverMs + series80.serverMs - (floor.serverMs * series80.result) / floor.result;
    console.log(
      `the whole process's series + package less the floor (noisy: about 3 s between runs of one tree): ${settling.toFixed(0)} ms; ` +
        `the whole festival's clock work and settling: ${(typedRun.serverMs + series80.serverMs).toFixed(0)} ms (${load()})`,
    );
    // the same split, one elimination at a time: each settling one against the floor's eliminations that left as many
    // players (the same clock work: the last one finishes the event in both), the rest against each other
    const mean = (xs: Elimination[]) => xs.reduce((t, x) => t + x.cpuMs, 0) / Math.max(1, xs.length);
    const settlingOnes = seriesLog.filter((x) => x.settles);
    const quietOnes = seriesLog.filter((x) => !x.settles);
    const floorAt = new Map<number, Elimination[]>();
    for (const x of floorLog) floorAt.set(x.left, [...(floorAt.get(x.left) ?? []), x]);
    const own = typedRun.serverMs + settlingOnes.reduce((t, x) => t + x.cpuMs - mean(floorAt.get(x.left) ?? floorLog), 0);
    console.log(
      `per elimination: ${settlingOnes.length} that settle ${mean(settlingOnes).toFixed(2)} ms (the floor's at the same places ` +
        `${mean(settlingOnes.flatMap((x) => floorAt.get(x.left) ?? [])).toFixed(2)} ms), the series' other ${quietOnes.length} ${mean(quietOnes).toFixed(2)} ms, ` +
        `the floor's ${floorLog.length} ${mean(floorLog).toFixed(2)} ms`,
    );
    console.log(
      `settling's own server CPU, action by action (the package's results + each settling elimination less the floor's at its place): ${own.toFixed(0)} ms (target < 1,000 ms)`,
    );
    if (pkgRow.status !== "completed" || completed !== stakes) process.exitCode = 1;
  } finally {
    await app.close();
    cleanup();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
