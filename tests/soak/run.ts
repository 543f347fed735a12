/**
 * npm run soak: a festival day under fire (decision 222). Built instances on one PostgreSQL behind Debian's nginx,
 * as `npm run test:scale` starts them, and one load process driving, for `--minutes`: sponsored events on the
 * clock, spectator displays, phones, notification bells, browsing, card payments (some cancelled), campaigns
 * cancelled and payouts marked paid; meanwhile an instance is killed and started again every `--kill-every` s,
 * the app's database connections are cut every `--cut-every` s, and the sandbox fails or is slow for a share of
 * its calls. At the end: the money audit, refunds, every screen and every bell are checked; it exits 1 on a money
 * violation, a refund not made, a stale screen, or a request that never succeeded. Figures are printed, not asserted.
 * SOAK_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/stakeline_soak) is dropped and created afresh.
 */
import { execFileSync, spawnSync, type ChildProcess } from "node:child_process";
import os from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import path from "node:path";
import { readFile, rm } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import type { Config } from "../../src/server/config";
import { seatToken } from "../../src/server/live/seat-token";
import { freePort, TEST_LINK_SECRET } from "../api/server-process";
import { freshDatabase, ROOT, startInstance, startNginx, waitHealthy, type Instance } from "../scale/cluster";
import { Client } from "./client";
import { runEvent, runMarket, markPaid, type ConsoleLog, type DayTwoSales, type MarketLog } from "./day";
import { startFaults } from "./faults";
import { Figures } from "./figures";
import { afterKill, openingReport, reconnectsByKill } from "./openings";
import { parseOptions } from "./options";
import { seed } from "./random";
import { populate } from "./population";
import { FollowedStream, openAll } from "./streams";

const OUT_DIR = path.resolve(ROOT, process.env.SOAK_OUT_DIR ?? path.join(".tmp", "out-soak"));
const DATABASE_URL = process.env.SOAK_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/stakeline_soak";
const METRICS_TOKEN = "soak-metrics-token-0123456789abcdef";
const children: ChildProcess[] = [];
const began = Date.now();
let shuttingDown = false;
const say = (line: string) => console.log(`[${((Date.now() - began) / 1000).toFixed(0).padStart(4)} s] ${line}`);

async function main(): Promise<number> {
  const o = parseOptions(process.argv.slice(2));
  seed(o.seed);
  say(
    `a festival day of ${o.minutes} min: ${o.instances} instances, ${o.events} events of ${o.entrants}, ${o.displays} displays, ${o.phones} phones, ${o.bells} bells, ${o.browse} browse/s, ${o.invest} payments/s; kill every ${o.killEvery} s, cut every ${o.cutEvery} s; the sandbox fails ${o.failureRate * 100}% and is slow ${o.slowRate * 100}%`,
  );
  execFileSync("npm", ["run", "build:server"], { cwd: ROOT, env: { ...process.env, OUT_DIR }, stdio: ["ignore", "ignore", "inherit"] });
  await freshDatabase(DATABASE_URL);

  const ports = await Promise.all(Array.from({ length: o.instances }, () => freePort()));
  const proxyPort = await freePort();
  const env = (i: number): Record<string, string> => ({
    DATABASE_URL,
    PAYMENTS: "sandbox",
    SEED_DEMO: "false",
    TRUST_PROXY: "1",
    LINK_SECRET: TEST_LINK_SECRET,
    METRICS_TOKEN,
    LOG_LEVEL: "warn",
    DATA_DIR: path.join(OUT_DIR, `data-${i + 1}`),
    // one load process is every client: its address must not be capped as one browser's would be
    AUTH_RATE_LIMIT_MAX: "1000000",
    LIVE_STREAMS_PER_ADDRESS: "1000000",
    LIVE_STREAMS_MAX: "1000000",
    SANDBOX_FAILURE_RATE: String(o.failureRate),
    SANDBOX_SLOW_RATE: String(o.slowRate),
  });
  const unplanned: string[] = [];
  // every instance started, the restarted ones too: their logged errors are read at the end
  const everyInstance: Instance[] = [];
  const start = async (i: number): Promise<Instance> => {
    const instance = startInstance(OUT_DIR, ports[i]!, env(i), children);
    everyInstance.push(instance);
    // an instance that stops by itself (not the fault loop's SIGKILL) is a finding: say so with the end of its log
    instance.child.once("exit", (code, signal) => {
      if (signal === "SIGKILL" || shuttingDown) return;
      const line = `instance ${i + 1} exited by itself (code ${code}, signal ${signal})`;
      unplanned.push(line);
      say(`${line}; its last output:\n${instance.output().slice(-3000)}`);
    });
    await waitHealthy(`http://127.0.0.1:${ports[i]}`, `instance ${i + 1}`);
    return instance;
  };
  // the first migrates; the others start on the ready database
  const instances: Instance[] = [await start(0)];
  for (let i = 1; i < o.instances; i++) instances.push(await start(i));
  const nginxDir = await startNginx(proxyPort, ports, children, 16384);
  const proxy = `http://127.0.0.1:${proxyPort}`;
  await waitHealthy(proxy, "nginx");
  say(`instances on ${ports.join(", ")} behind nginx on ${proxyPort}`);

  const figures = new Figures();
  const client = new Client(proxy, figures);
  const dayMs = o.minutes * 60_000;
  const people = await populate(client, o, dayMs);
  say(
    `${people.events.length} events, ${people.events.length * o.registered} registered players with linked campaigns, ${people.pros.length} pros, ${people.investors.length} investors`,
  );

  // the screens: displays spread over the events, phones over the registered players, bells over the investors
  const consoleLog: ConsoleLog = { sent: new Map(), sending: new Map(), finished: new Set(), actions: 0, refused: 0 };
  const displays: Array<{ event: number; stream: FollowedStream }> = [];
  for (let i = 0; i < o.displays; i++) {
    const event = people.events[i % people.events.length]!.id;
    const stream = new FollowedStream(new URL(`${proxy}/api/live/${event}/events?patch=1`), {}, (e) => {
      // a connection's opening state is timed as the display's reconnect, not as the action's delivery
      // from the console's click: a version the console has not heard back about yet is its action on the way
      const sentAt = e.id === null || e.opening ? undefined : (consoleLog.sent.get(`${event}:${e.id}`) ?? consoleLog.sending.get(event));
      if (sentAt !== undefined) figures.took("live action to display", Date.now() - sentAt);
    });
    displays.push({ event, stream });
  }
  const config = { LINK_SECRET: TEST_LINK_SECRET } as Config;
  const seats: Array<{ event: number; playerId: string }> = [];
  for (const event of people.events) {
    const live = await client.call("setup", `/api/live/${event.id}`, { cookie: event.sponsor.cookie });
    for (const p of (live?.body as { state: { players: Array<{ id: string }> } }).state.players) seats.push({ event: event.id, playerId: p.id });
  }
  const phones = Array.from({ length: seats.length === 0 ? 0 : o.phones }, (_, i) => {
    const seat = seats[i % seats.length]!;
    const token = seatToken(config, { tournamentId: String(seat.event), playerId: seat.playerId, viewVersion: 0 });
    return { event: seat.event, stream: new FollowedStream(new URL(`${proxy}/api/seat-view/${token}/events`)) };
  });
  const bells = Array.from({ length: o.bells }, (_, i) => {
    const investor = people.investors[i % people.investors.length]!;
    return { investor, stream: new FollowedStream(new URL(`${proxy}/api/notifications/events`), { cookie: investor.cookie }) };
  });
  await openAll([...displays.map((d) => d.stream), ...phones.map((p) => p.stream), ...bells.map((b) => b.stream)]);
  say(`${displays.length} displays, ${phones.length} phones and ${bells.length} bells open`);

  // the day
  const dayStarted = Date.now();
  const dayEndsAt = dayStarted + dayMs;
  const over = () => Date.now() >= dayEndsAt;
  const started = new Set<number>();
  const loads: number[] = [];
  const sampler = setInterval(() => loads.push(os.loadavg()[0]!), 10_000);
  // the load process times every request on its own event loop: a late loop inflates every figure it reads
  const loopDelay = monitorEventLoopDelay({ resolution: 20 });
  loopDelay.enable();
  // the load process shares the machine's cores with the instances, nginx and PostgreSQL: its own share, printed
  const loadCpu0 = process.cpuUsage();
  const marketLog: MarketLog = { invest: {}, cancelled: [], marked: 0 };
  const sales: DayTwoSales = { open: new Map(), closed: [], made: 0 };
  const faults = startFaults({
    killEvery: o.killEvery,
    cutEvery: o.cutEvery,
    instances,
    restart: start,
    databaseUrl: DATABASE_URL,
    figures,
    stop: over,
    log: say,
  });
  const floors = people.events.map((event) =>
    runEvent(client, o, { ...event }, dayEndsAt, consoleLog, over, sales).then(() =>
      say(`event ${event.id} ${consoleLog.finished.has(event.id) ? "finished" : "still running at the day's end"}`),
    ),
  );
  const startedWatch = setInterval(() => {
    for (const e of people.events) if (Date.now() - dayStarted >= e.startsAfterMs) started.add(e.id);
  }, 500);
  const market = runMarket(client, o, people, marketLog, over, () => started, sales);
  const progress = setInterval(
    () =>
      say(
        `${consoleLog.actions} console actions, ${consoleLog.finished.size}/${people.events.length} events finished, payments ${JSON.stringify(marketLog.invest)}`,
      ),
    60_000,
  );
  await Promise.all([...floors, market]);
  const { kills, cuts, killedAt, killed, cutsAt } = await faults;
  const dayEndedAt = Date.now();
  const loadCpu = process.cpuUsage(loadCpu0);
  loopDelay.disable();
  clearInterval(progress);
  clearInterval(startedWatch);
  clearInterval(sampler);
  say(
    `the day is over: ${kills} kills, ${cuts} cuts, ${consoleLog.actions} console actions (${consoleLog.refused} refused by the rules), ${marketLog.cancelled.length} campaigns cancelled, ${sales.made} Day-2 campaigns sold between days, ${marketLog.marked} payouts marked paid`,
  );

  // every instance up, then the last payouts marked and what the faults left to the sweeps and the refund worker
  for (const [i, instance] of instances.entries()) if (instance.child.exitCode !== null || instance.child.signalCode !== null) instances[i] = await start(i);
  for (const event of people.events) for (const p of event.players) await markPaid(client, p, marketLog);
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  const owed = async () => Number((await db.query("select count(*) from refunds where status <> 'succeeded'")).rows[0].count);
  const audit = () => {
    const out = spawnSync(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts", "audit-money.ts"), "--json", "--grace", "0"], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL },
      encoding: "utf8",
    });
    try {
      return JSON.parse(out.stdout) as { violations: number; checks?: unknown };
    } catch {
      return { violations: -1, checks: out.stderr || out.stdout };
    }
  };
  let result = audit();
  // refunds wait out their backoff (30 s, then 60 s); a charge a kill interrupted waits for the next sweep (60 s)
  for (const until = Date.now() + 240_000; Date.now() < until && (result.violations !== 0 || (await owed()) > 0);) {
    await sleep(15_000);
    result = audit();
  }
  const refundsLeft = await owed();
  const chargedNothing = Number(
    (
      await db.query(`select count(*) from sandbox_payment_intents s where s.status = 'succeeded'
        and not exists (select 1 from investments i where i.payment_intent_id = s.id)
        and not exists (select 1 from refunds r where r.payment_intent_id = s.id and r.status = 'succeeded')`)
    ).rows[0].count,
  );

  // the screens: each display and phone at its event's last version, each bell at its user's count
  await sleep(3000);
  const versions = new Map<number, number>();
  for (const e of people.events) versions.set(e.id, ((await client.call("setup", `/api/live/${e.id}`))?.body as { state: { version: number } }).state.version);
  const staleDisplays = displays.filter((d) => d.stream.lastId !== versions.get(d.event));
  const stalePhones = phones.filter((p) => p.stream.lastId !== versions.get(p.event));
  let staleBells = 0;
  const counts = new Map<string, number>();
  for (const b of bells) {
    let want = counts.get(b.investor.username);
    if (want === undefined) {
      want = ((await client.call("setup", "/api/notifications?limit=1", { cookie: b.investor.cookie }))?.body as { unreadCount: number }).unreadCount;
      counts.set(b.investor.username, want);
    }
    const shown = b.stream.lastData ? (JSON.parse(b.stream.lastData) as { unreadCount?: number }).unreadCount : undefined;
    if (shown !== want) staleBells += 1;
  }
  // a reconnect after its instance's death, or a stream its instance ended to balance the instances (decision 245)
  const recoveries = (kind: "display" | "bell", streams: Array<{ stream: FollowedStream }>) =>
    streams.flatMap(({ stream }) => stream.recoveryParts.map((part) => ({ ...part, ms: part.waited + part.opening, killed: afterKill(part, killed), kind })));
  const recovered = [...recoveries("display", displays), ...recoveries("bell", bells)];
  for (const r of recovered) figures.took(`${r.kind} ${r.killed ? "reconnect" : "moved to balance"}`, r.ms, r.at);
  // where a display's reconnect goes: waiting (the retry, and any attempt refused on the way) or opening on the instance
  for (const r of recovered) {
    if (r.kind !== "display" || !r.killed) continue;
    figures.took("display reconnect: waiting", r.waited, r.at - r.opening);
    figures.took("display reconnect: opening", r.opening, r.at);
  }
  const openings = openingReport(
    recovered.map((r) => ({ ...r, kind: `${r.kind}s${r.killed ? "" : " moved to balance"}` })),
    killed,
  );
  const byKill = reconnectsByKill(
    recovered.filter((r) => r.kind === "display" && r.killed),
    killed,
    cutsAt,
  );
  const refused = displays.reduce((n, d) => n + d.stream.refusedAttempts, 0);
  for (const s of [...displays, ...phones, ...bells]) s.stream.close();
  await db.end();

  const { gaveUp, unexplained, samples } = figures.problems();
  console.log("\n== figures");
  console.log(figures.table());
  console.log(
    `load average: max ${Math.max(0, ...loads).toFixed(1)}, mean ${(loads.reduce((a, b) => a + b, 0) / Math.max(1, loads.length)).toFixed(1)} on ${os.cpus().length} cores`,
  );
  console.log(
    `the load process's own CPU over the day: ${((loadCpu.user + loadCpu.system) / 1e6).toFixed(0)} s, ${(((loadCpu.user + loadCpu.system) / 1e3 / (dayEndedAt - dayStarted)) * 100).toFixed(0)}% of one core`,
  );
  console.log(
    `the load process's event-loop delay (every figure above includes it): p50 ${(loopDelay.percentile(50) / 1e6).toFixed(0)} ms, p99 ${(loopDelay.percentile(99) / 1e6).toFixed(0)} ms, max ${(loopDelay.max / 1e6).toFixed(0)} ms`,
  );
  console.log("where the displays' and bells' reconnect openings went, by the instance that took them:");
  for (const line of openings) console.log(`  ${line}`);
  console.log("the displays' reconnects by the kill that caused them:");
  for (const line of byKill) console.log(`  ${line}`);
  console.log(`display reconnect attempts refused on the way (a non-200 answer, a refused or reset connection): ${refused}`);
  console.log(
    `payments: ${JSON.stringify(marketLog.invest)}; instance kills at ${killedAt.map((t) => `${((t - dayStarted) / 1000).toFixed(0)} s`).join(", ") || "none"}`,
  );
  console.log("\n== checks");
  const checks: Array<[boolean, string]> = [
    [
      result.violations === 0,
      `money audit: ${result.violations === 0 ? "every invariant holds" : `${result.violations} violations ${JSON.stringify(result.checks)}`}`,
    ],
    [refundsLeft === 0, `every refund decided is made (${refundsLeft} left)`],
    [chargedNothing === 0, `no card charged without a stake or a refund (${chargedNothing})`],
    [staleDisplays.length === 0, `every display shows its event's last state (${staleDisplays.length} of ${displays.length} stale)`],
    [stalePhones.length === 0, `every phone shows its event's last state (${stalePhones.length} of ${phones.length} stale)`],
    [staleBells === 0, `every bell shows its user's unread count (${staleBells} of ${bells.length} wrong)`],
    [unplanned.length === 0, `no instance stopped by itself (${unplanned.length}${unplanned.length ? `: ${unplanned.join("; ")}` : ""})`],
    [gaveUp.length === 0, `every request retried to success (${gaveUp.length} gave up${gaveUp.length ? `: ${gaveUp.slice(0, 5).join("; ")}` : ""})`],
  ];
  for (const [ok, what] of checks) console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
  console.log(`     failed attempts no kill, cut or provider explains: ${unexplained}; events finished: ${consoleLog.finished.size}/${people.events.length}`);
  for (const line of samples) console.log(`       ${line}`);
  const errors = (await readFile(path.join(nginxDir, "logs", "error.log"), "utf8").catch(() => "")).trim().split("\n").filter(Boolean);
  if (errors.length > 0) {
    console.log(`nginx logged ${errors.length} errors; the first and the last:`);
    for (const line of errors.length > 16 ? [...errors.slice(0, 8), "...", ...errors.slice(-8)] : errors) console.log(`  ${line.slice(0, 240)}`);
  }
  const logged = everyInstance.flatMap((instance) => instance.errors());
  if (logged.length > 0) {
    console.log(`the instances logged ${logged.length} errors; the first:`);
    for (const line of logged.slice(0, 8)) console.log(`  ${loggedError(line)}`);
  }
  // SOAK_KEEP_NGINX=1 keeps nginx's folder (its config and error log) to read after the run
  if (process.env.SOAK_KEEP_NGINX) console.log(`nginx's folder: ${nginxDir}`);
  else await rm(nginxDir, { recursive: true, force: true });
  return checks.every(([ok]) => ok) ? 0 : 1;
}

/** A pino error line as one readable line: when, which request, and the error's first lines. */
function loggedError(line: string): string {
  try {
    const e = JSON.parse(line) as {
      time?: number;
      msg?: string;
      req?: { method?: string; url?: string };
      err?: { type?: string; message?: string; stack?: string };
    };
    const stack = (e.err?.stack ?? "")
      .split("\n")
      .slice(1, 4)
      .map((l) => l.trim())
      .join(" | ");
    return `${new Date(e.time ?? 0).toISOString().slice(11, 19)} ${e.req?.method ?? ""} ${e.req?.url ?? ""} ${e.msg ?? ""}: ${e.err?.type ?? ""} ${e.err?.message ?? ""} ${stack}`.slice(
      0,
      600,
    );
  } catch {
    return line.slice(0, 600);
  }
}

main()
  .then((code) => (process.exitCode = code))
  .catch((err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exitCode = 1;
  })
  .finally(() => {
    shuttingDown = true;
    for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  });
