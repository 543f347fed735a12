/**
 * npm run test:scale: two built app instances on one PostgreSQL behind Debian's nginx with deploy/nginx.conf
 * (ports and paths swapped in), checked through the proxy (decision 130). Prints each check
 * and its figure; exits 1 on the first failure. Needs `nginx` on PATH (or /usr/sbin) and PostgreSQL at
 * SCALE_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/stakeline_scale, dropped and created afresh).
 * The server is built into SCALE_OUT_DIR (default .tmp/out-scale; never dist/). The instances and nginx listen on
 * free ports picked at start, or on SCALE_PORTS ("5101,5102,8180": instance 1, instance 2, nginx) when given, so
 * two runs on one machine need only different databases and output folders.
 */
import { execFileSync, type ChildProcess } from "node:child_process";
import { rm } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import sharp from "sharp";
import { freePort, TEST_LINK_SECRET } from "../api/server-process";
import { cookieOf, exited, freshDatabase as recreate, ROOT, startInstance as start, startNginx as nginxFor, waitHealthy } from "./cluster";

const OUT_DIR = path.resolve(ROOT, process.env.SCALE_OUT_DIR ?? path.join(".tmp", "out-scale"));
const DATABASE_URL = process.env.SCALE_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/stakeline_scale";
const PASSWORD = "felt-river-42";
const METRICS_TOKEN = "scale-test-metrics-token-0123456789";
const started = Date.now();
const children: ChildProcess[] = [];

function check(ok: boolean, what: string, detail = ""): void {
  const line = `${ok ? "ok  " : "FAIL"} ${what}${detail ? ` (${detail})` : ""}`;
  console.log(line);
  if (!ok) throw new Error(line);
}

const freshDatabase = () => recreate(DATABASE_URL);
const startInstance = (port: number, env: Record<string, string>) => start(OUT_DIR, port, env, children);
const startNginx = (proxyPort: number, ports: number[]) => nginxFor(proxyPort, ports, children);

/** One sample off an instance's own /metrics, by the start of its line. */
async function metric(url: string, series: string): Promise<number> {
  const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const line = (await res.text()).split("\n").find((l) => l.startsWith(`${series} `));
  return Number(line?.split(" ").at(-1) ?? 0);
}
const openStreams = (url: string, kind: "live" | "notifications") => metric(url, `event_streams_open{kind="${kind}"}`);

/**
 * Follows an event stream the way a browser's EventSource does: when the server ends it, waits for the last
 * `retry:` the stream sent (2 s until told otherwise) and connects again to the same URL, here through nginx.
 * `ends` lists when each connection ended and the retry it then waited; `text` is everything read.
 */
function followStream(url: string) {
  const controller = new AbortController();
  let text = "";
  let retryMs = 2000;
  const ends: Array<{ at: number; retryMs: number }> = [];
  let connections = 0;
  const waiters: Array<{ test: () => boolean; resolve: () => void }> = [];
  const wake = () => {
    for (const w of waiters.splice(0)) (w.test() ? w.resolve : () => waiters.push(w))();
  };
  const follow = async () => {
    while (!controller.signal.aborted) {
      try {
        const res = await fetch(url, { signal: controller.signal, headers: { accept: "text/event-stream" } });
        connections += 1;
        const decoder = new TextDecoder();
        const reader = res.body!.getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          text += decoder.decode(value, { stream: true });
          const retry = [...text.matchAll(/^retry: (\d+)$/gm)].at(-1);
          if (retry) retryMs = Number(retry[1]);
          wake();
        }
      } catch {
        // refused or cut: reconnect after the retry, as EventSource does (or stop when closed)
      }
      if (controller.signal.aborted) return;
      ends.push({ at: Date.now(), retryMs });
      wake();
      await sleep(retryMs);
    }
  };
  void follow();
  return {
    /** resolves when what arrived after character `from` matches */
    waitFor: (test: RegExp, from = 0) =>
      new Promise<void>((resolve) => {
        const ok = () => test.test(text.slice(from));
        if (ok()) resolve();
        else waiters.push({ test: ok, resolve });
      }),
    text: () => text,
    ends: () => ends,
    connections: () => connections,
    close: () => controller.abort(),
  };
}

/** Reads an event stream until `until` matches what arrived; resolves with the time it took. */
function watchStream(url: string) {
  const controller = new AbortController();
  let text = "";
  const waiters: Array<{ test: RegExp; resolve: () => void }> = [];
  const read = async () => {
    const res = await fetch(url, { signal: controller.signal, headers: { accept: "text/event-stream" } });
    const decoder = new TextDecoder();
    const reader = res.body!.getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      text += decoder.decode(value, { stream: true });
      for (const w of waiters.splice(0)) (w.test.test(text) ? w.resolve : () => waiters.push(w))();
    }
  };
  read().catch(() => undefined); // aborted by close()
  return {
    waitFor: (test: RegExp) => new Promise<void>((resolve) => (test.test(text) ? resolve() : waiters.push({ test, resolve }))),
    text: () => text,
    close: () => controller.abort(),
  };
}

async function main(): Promise<void> {
  console.log("== building the server");
  execFileSync("npm", ["run", "build:server"], { cwd: ROOT, env: { ...process.env, OUT_DIR }, stdio: ["ignore", "ignore", "inherit"] });
  await freshDatabase();

  const fixed = process.env.SCALE_PORTS?.split(",").map(Number);
  if (fixed && (fixed.length !== 3 || fixed.some((p) => !Number.isInteger(p) || p <= 0)))
    throw new Error(`SCALE_PORTS: three ports, instance 1, instance 2, nginx (got ${process.env.SCALE_PORTS})`);
  const ports = fixed ? fixed.slice(0, 2) : [await freePort(), await freePort()];
  const proxyPort = fixed ? fixed[2] : await freePort();
  const proxy = `http://127.0.0.1:${proxyPort}`;
  // one LINK_SECRET for both instances: a link one of them mails works on the other
  // every client here is one address: room for the 60 displays of step 6
  const env = {
    DATABASE_URL,
    PAYMENTS: "sandbox",
    SEED_DEMO: "true",
    TRUST_PROXY: "1",
    METRICS_TOKEN,
    LINK_SECRET: TEST_LINK_SECRET,
    LIVE_STREAMS_PER_ADDRESS: "100",
  };
  // the first one migrates and seeds; the second starts on the ready database
  const instanceEnv = (i: number) => ({ ...env, DATA_DIR: path.join(OUT_DIR, `data-${i + 1}`) });
  const instances = [startInstance(ports[0], instanceEnv(0))];
  await waitHealthy(`http://127.0.0.1:${ports[0]}`, "instance 1");
  instances.push(startInstance(ports[1], instanceEnv(1)));
  await waitHealthy(`http://127.0.0.1:${ports[1]}`, "instance 2");
  const nginxDir = await startNginx(proxyPort, ports);
  await waitHealthy(proxy, "nginx");
  const direct = ports.map((p) => `http://127.0.0.1:${p}`);
  console.log(`== two instances (${ports.join(", ")}) behind nginx (${proxyPort}), up in ${Date.now() - started} ms`);

  // 1. a session made through the proxy (on one instance) works on both
  const username = `scale_${Date.now()}`;
  const registered = await fetch(`${proxy}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: PASSWORD, role: "investor" }),
  });
  check(registered.status === 201, "sign-up through the proxy", `HTTP ${registered.status}`);
  const cookie = cookieOf(registered);
  const seenBy = await Promise.all(
    direct.map(async (url) => (await fetch(`${url}/api/auth/user`, { headers: { cookie } })).json() as Promise<{ username?: string }>),
  );
  check(
    seenBy.every((u) => u.username === username),
    "the session works on both instances",
  );

  // 2. an avatar uploaded through one instance is served by the other
  const image = await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 20, g: 140, b: 90 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("avatar", new Blob([image], { type: "image/png" }), "me.png");
  const uploaded = await fetch(`${direct[0]}/api/profile/avatar`, { method: "POST", headers: { cookie }, body: form });
  const avatarUrl = ((await uploaded.json()) as { profileImageUrl: string }).profileImageUrl;
  const fromOther = await fetch(`${direct[1]}${avatarUrl}`);
  check(
    uploaded.status === 200 && fromOther.status === 200 && fromOther.headers.get("content-type") === "image/webp",
    "avatar uploaded on instance 1 served by instance 2",
    avatarUrl,
  );
  const revalidated = await fetch(`${proxy}${avatarUrl}`, { headers: { "if-none-match": fromOther.headers.get("etag")! } });
  check(revalidated.status === 304, "the proxy answers 304 to its ETag");

  // 3. the 11th failed sign-in in a minute is refused, whichever instance gets it (nginx spreads them)
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) {
    const res = await fetch(`${proxy}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: `nobody_${i}_${username}`, password: "wrong-guess" }),
    });
    statuses.push(res.status);
  }
  check(
    statuses.slice(0, 10).every((s) => s === 401) && statuses.slice(10).every((s) => s === 429),
    "10 failed sign-ins, then 429 on both instances",
    statuses.join(" "),
  );

  // 4. a console action through one instance reaches a spectator stream held by the other within 1 s
  const mine = await fetch(`${direct[0]}/api/live/demo/mine`, { method: "POST" });
  const demoCookie = cookieOf(mine);
  const { id } = (await mine.json()) as { id: string };
  const stream = watchStream(`${direct[1]}/api/live/${id}/events`);
  await stream.waitFor(/event: state/);
  const before = stream.text().length;
  const sentAt = Date.now();
  const action = await fetch(`${direct[0]}/api/live/${id}/actions`, {
    method: "POST",
    headers: { cookie: demoCookie, "content-type": "application/json" },
    body: JSON.stringify({ type: "start" }),
  });
  await Promise.race([stream.waitFor(/"running":true|"status":"running"/), sleep(1000)]);
  const reachedMs = Date.now() - sentAt;
  check(
    action.status === 200 && stream.text().length > before && reachedMs < 1000,
    "console action on instance 1 reaches a spectator on instance 2",
    `${reachedMs} ms`,
  );
  stream.close();

  // 5. a spectator stream held through nginx (unbuffered there) gets a console action's state within 1 s
  const viaProxy = followStream(`${proxy}/api/live/${id}/events`);
  await viaProxy.waitFor(/event: state/);
  const proxiedFrom = viaProxy.text().length;
  const proxiedAt = Date.now();
  const paused = await fetch(`${proxy}/api/live/${id}/actions`, {
    method: "POST",
    headers: { cookie: demoCookie, "content-type": "application/json" },
    body: JSON.stringify({ type: "pause" }),
  });
  await Promise.race([viaProxy.waitFor(/event: state/, proxiedFrom), sleep(1000)]);
  const proxiedMs = Date.now() - proxiedAt;
  check(
    paused.status === 200 && /event: state/.test(viaProxy.text().slice(proxiedFrom)) && proxiedMs < 1000,
    "console action through nginx reaches a spectator stream held through nginx",
    `${proxiedMs} ms`,
  );

  // 6. graceful shutdown: SIGTERM the instance holding that stream; it exits 0 within 10 s, and the stream,
  // told to come back after `retry: 250`, reconnects through nginx and gets a fresh state from the other one
  let holder = -1;
  for (let i = 0; i < 50 && holder < 0; i++) {
    const counts = await Promise.all(direct.map((url) => openStreams(url, "live")));
    if (counts.filter((n) => n > 0).length === 1 && counts.reduce((a, b) => a + b) === 1) holder = counts.findIndex((n) => n === 1);
    else await sleep(100);
  }
  check(holder >= 0, "the proxied stream is held by one instance", holder >= 0 ? `instance ${holder + 1}` : "none found");
  const stopping = instances[holder];
  const stateFrom = viaProxy.text().length;
  const termAt = Date.now();
  stopping.child.kill("SIGTERM");
  await Promise.race([viaProxy.waitFor(/event: state/, stateFrom), sleep(5000)]);
  const resumedMs = Date.now() - termAt;
  const ended = viaProxy.ends()[0];
  const stopped = await exited(stopping.child, 12_000);
  if (!stopped || stopped.code !== 0) console.log(stopping.output());
  check(
    stopped !== null && stopped.code === 0 && Date.now() - termAt < 10_500,
    "the SIGTERMed instance exits 0 within 10 s",
    stopped ? `code ${stopped.code}, ${Date.now() - termAt} ms after SIGTERM` : "still running",
  );
  check(
    ended !== undefined && ended.at - termAt < 1000 && ended.retryMs === 250,
    "it ended the stream at once, telling it to retry after 250 ms",
    ended ? `ended ${ended.at - termAt} ms after SIGTERM, retry ${ended.retryMs} ms` : "not ended",
  );
  check(
    /event: state/.test(viaProxy.text().slice(stateFrom)) && viaProxy.connections() === 2 && resumedMs < 2000,
    "the stream reconnects through nginx and gets a fresh state from the other instance",
    `${resumedMs} ms after SIGTERM`,
  );
  check((await openStreams(direct[1 - holder], "live")) === 1, "the other instance now holds it");
  // 59 more displays open while it is down: all 60 on the other instance, as after a kill
  const crowd = Array.from({ length: 59 }, () => followStream(`${proxy}/api/live/${id}/events`));
  for (let i = 0; i < 100 && (await openStreams(direct[1 - holder], "live")) < 60; i++) await sleep(100);
  // back to two instances before the kill under load
  instances[holder] = startInstance(ports[holder], instanceEnv(holder));
  await waitHealthy(direct[holder], `instance ${holder + 1} (restarted)`);
  // nginx skips an instance for fail_timeout (5 s) after a refused connection: wait until it sends it requests again
  const healthz = 'http_requests_total{method="GET",route="/healthz",status="200"}';
  const seen = await metric(direct[holder], healthz);
  let back = false;
  for (let i = 0; i < 100 && !back; i++) {
    await fetch(`${proxy}/healthz`);
    back = (await metric(direct[holder], healthz)) > seen;
    if (!back) await sleep(100);
  }
  check(back, `instance ${holder + 1} restarted and back in nginx's rotation`, `${Date.now() - termAt} ms after SIGTERM`);
  // decision 245: the other instance hands the restarted one its excess over a fair share (60 and 0: 30 of them)
  const handedAt = Date.now();
  let counts = [0, 0];
  for (let i = 0; i < 150; i++) {
    counts = await Promise.all(direct.map((url) => openStreams(url, "live")));
    if (counts[holder]! >= 25 && counts[0]! + counts[1]! === 60) break;
    await sleep(100);
  }
  for (const stream of crowd) stream.close();
  viaProxy.close();
  check(
    counts[holder]! >= 25 && counts[1 - holder]! >= 25 && counts[0]! + counts[1]! === 60,
    "the restarted instance is handed about half of the 60 streams, and every display is back",
    `${counts.join(" and ")}, ${Date.now() - handedAt} ms after it was back in nginx's rotation`,
  );

  // 7. killing one instance mid-load loses no committed investment, and the other keeps serving
  const campaigns = (await (await fetch(`${proxy}/api/campaigns?status=active`)).json()) as Array<{
    id: number;
    minStake: string;
    targetAmount: string;
    currentAmount: string;
    eventStarted: boolean;
    status: string;
  }>;
  const open = campaigns
    .filter((c) => c.status === "active" && !c.eventStarted)
    .sort((a, b) => Number(b.targetAmount) - Number(b.currentAmount) - (Number(a.targetAmount) - Number(a.currentAmount)))
    .slice(0, 3);
  check(open.length > 0, "open seeded campaigns to invest in", open.map((c) => `#${c.id}`).join(" "));
  const campaign = open[0];
  // a new checkout replaces the investor's hold on the same campaign: several investors, each on each campaign
  const investors = [cookie];
  for (let i = 0; i < 4; i++) {
    const res = await fetch(`${proxy}/api/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: `${username}_${i}`, password: PASSWORD, role: "investor" }),
    });
    investors.push(cookieOf(res));
  }
  const investOnce = async (who = cookie, target = campaign): Promise<string | null> => {
    const json = { "content-type": "application/json", cookie: who };
    const campaign = target;
    try {
      const intent = await fetch(`${proxy}/api/create-payment-intent`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ campaignId: campaign.id, amount: campaign.minStake }),
      });
      if (intent.status !== 200) return null;
      const { clientSecret, paymentIntentId } = (await intent.json()) as { clientSecret: string; paymentIntentId: string };
      const card = { number: "4242 4242 4242 4242", expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: "123" };
      const paid = await fetch(`${proxy}/api/payments/sandbox/confirm`, { method: "POST", headers: json, body: JSON.stringify({ clientSecret, card }) });
      return paid.status === 200 ? paymentIntentId : null;
    } catch {
      return null;
    }
  };
  const pairs = investors.flatMap((who) => open.map((target) => ({ who, target })));
  const load = pairs.map(async ({ who, target }, i) => {
    await sleep(i * 40);
    return investOnce(who, target);
  });
  await sleep(250);
  instances[0].child.kill("SIGKILL");
  const committed = (await Promise.all(load)).filter((x): x is string => x !== null);
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  const recorded = await db.query("select payment_intent_id from investments where payment_intent_id = any($1)", [committed]);
  await db.end();
  check(
    committed.length >= 3 && recorded.rowCount === committed.length,
    "every investment confirmed to the browser is recorded after the kill",
    `${recorded.rowCount}/${committed.length} of ${pairs.length} attempts`,
  );
  let served = 0;
  for (let i = 0; i < 10; i++) if ((await fetch(`${proxy}/api/campaigns/${campaign.id}`)).status === 200) served += 1;
  check(served === 10, "the other instance keeps serving through the proxy", `${served}/10`);
  const after = await investOnce();
  check(after !== null, "and takes a new investment");

  console.log(`== all checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await rm(nginxDir, { recursive: true, force: true });
}

main()
  .catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  })
  .finally(() => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  });
