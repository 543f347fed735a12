import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/server/app";
import { openDatabase } from "../../../src/server/db/client";
import { createCampaign } from "../factories";
import { createInvestor, createPlayer, createSponsor, injectAs, setupTestApp, testConfig, usingPostgres } from "../helpers";
import { listenOnFreePort } from "../listening";
import { CARD_DECLINED, confirmCard, createIntent, invest } from "../investing/investing-helpers";
import { createLiveTournament, sseReader } from "../live/live-helpers";

const TOKEN = "metrics-token-for-tests-0123456789";

/** One sample's value from the Prometheus text, by metric name and labels given as they appear. */
function sample(text: string, name: string, labels = ""): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(labels ? `${name}{${labels}` : `${name} `));
  return line === undefined ? undefined : Number(line.split(" ").at(-1));
}

describe("GET /metrics without METRICS_TOKEN", () => {
  const ctx = setupTestApp();

  it("does not exist: a default deployment shows nothing", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/metrics" });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("http_requests_total");
  });
});

describe("money_audit_violations", () => {
  it("counts the rows breaking a money invariant at the last audit, by check", async () => {
    // its own embedded database: the row planted here breaks an invariant on purpose
    const database = await openDatabase({ dataDir: "memory://" });
    const player = await createPlayer(database.db);
    await createCampaign(database.db, player, { currentAmount: "42.00" });
    const app = await buildApp({ config: testConfig({ METRICS_TOKEN: TOKEN, DATABASE_URL: undefined }), database, logger: false });
    try {
      await app.ready();
      let text = "";
      for (let i = 0; i < 100 && sample(text, "money_audit_violations", 'check="campaigns"') === undefined; i++) {
        await sleep(50);
        text = (await app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } })).body;
      }
      expect(sample(text, "money_audit_violations", 'check="campaigns"')).toBe(1);
      expect(sample(text, "money_audit_violations", 'check="refunds"')).toBe(0);
      expect(sample(text, "money_audit_violations", 'check="holds"')).toBe(0);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe("GET /metrics with METRICS_TOKEN", () => {
  const ctx = setupTestApp({ METRICS_TOKEN: TOKEN });
  const scrape = async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    return res.body;
  };

  it("refuses a missing or wrong token", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(401);
    const wrong = await ctx.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain("http_requests_total");
  });

  it("counts requests by route pattern and status, never by raw URL", async () => {
    await ctx.app.inject({ method: "GET", url: "/api/campaigns/987654" });
    await ctx.app.inject({ method: "GET", url: "/api/campaigns/987655" });
    const text = await scrape();
    expect(sample(text, "http_requests_total", 'method="GET",route="/api/campaigns/:id",status="404"')).toBe(2);
    expect(text).not.toContain("987654");
    expect(text).toMatch(/http_request_duration_seconds_bucket\{[^}]*route="\/api\/campaigns\/:id"/);
  });

  it("reports the open holds from the database and the listener's state", async () => {
    const player = await createPlayer(ctx.db);
    const investor = await createInvestor(ctx.db);
    const campaign = await createCampaign(ctx.db, player, { buyIn: "1000.00", targetAmount: "500.00", minStake: "10.00" });
    const before = sample(await scrape(), "payment_holds_open") ?? -1;
    expect((await createIntent(ctx.app, investor, campaign.id, "50")).statusCode).toBe(200);
    expect(sample(await scrape(), "payment_holds_open")).toBe(before + 1);
    expect(sample(await scrape(), "live_listener_up")).toBe(1);
  });

  it("counts an investment recorded on a sandbox confirm", async () => {
    const player = await createPlayer(ctx.db);
    const investor = await createInvestor(ctx.db);
    const campaign = await createCampaign(ctx.db, player, { buyIn: "1000.00", targetAmount: "500.00", minStake: "10.00" });
    const before = sample(await scrape(), "investments_recorded_total") ?? 0;
    await invest(ctx.app, investor, campaign.id, "20");
    expect(sample(await scrape(), "investments_recorded_total")).toBe(before + 1);
  });

  it("counts a declined card as a failed payment, and records no investment", async () => {
    const player = await createPlayer(ctx.db);
    const investor = await createInvestor(ctx.db);
    const campaign = await createCampaign(ctx.db, player, { buyIn: "1000.00", targetAmount: "500.00", minStake: "10.00" });
    const first = await scrape();
    const failedBefore = sample(first, "payments_failed_total", 'reason="declined"') ?? 0;
    const recordedBefore = sample(first, "investments_recorded_total") ?? 0;
    const intent = await createIntent(ctx.app, investor, campaign.id, "20");
    expect(intent.statusCode).toBe(200);
    const declined = await confirmCard(ctx.app, investor, (intent.json() as { clientSecret: string }).clientSecret, CARD_DECLINED);
    expect(declined.statusCode).toBe(402);
    const after = await scrape();
    expect(sample(after, "payments_failed_total", 'reason="declined"')).toBe(failedBefore + 1);
    expect(sample(after, "investments_recorded_total") ?? 0).toBe(recordedBefore);
  });

  describe("open event streams, by kind", () => {
    const controllers: AbortController[] = [];
    afterAll(() => controllers.forEach((c) => c.abort()));
    const streams = async () => {
      const text = await scrape();
      return { live: sample(text, "event_streams_open", 'kind="live"'), notifications: sample(text, "event_streams_open", 'kind="notifications"') };
    };
    /** Waits for the gauge to reach what is expected (a closed socket is counted off when the server sees it close). */
    async function expectStreams(expected: { live: number; notifications: number }) {
      for (let i = 0; i < 50 && JSON.stringify(await streams()) !== JSON.stringify(expected); i++) await new Promise((r) => setTimeout(r, 20));
      expect(await streams()).toEqual(expected);
    }
    async function open(url: string, cookie?: string) {
      const controller = new AbortController();
      controllers.push(controller);
      const res = await fetch(url, { signal: controller.signal, headers: cookie ? { cookie } : {} });
      expect(res.status).toBe(200);
      await sseReader(res.body!)(); // the first event: the stream is set up
      return controller;
    }

    it("counts live displays and notification bells, and counts each off when it closes", async () => {
      const base = `http://127.0.0.1:${await listenOnFreePort(ctx.app)}`;
      await expectStreams({ live: 0, notifications: 0 });

      const { tournament } = await createLiveTournament(ctx.db, await createSponsor(ctx.db), 2);
      const display = await open(`${base}/api/live/${tournament.id}/events`);
      const me = await createInvestor(ctx.db);
      const bells = [await open(`${base}/api/notifications/events`, me.cookie), await open(`${base}/api/notifications/events`, me.cookie)];
      await expectStreams({ live: 1, notifications: 2 });

      // a bell refused (not signed in) never counts
      expect((await fetch(`${base}/api/notifications/events`)).status).toBe(401);
      await expectStreams({ live: 1, notifications: 2 });

      bells[0].abort();
      display.abort();
      await expectStreams({ live: 0, notifications: 1 });
    });
  });

  it.skipIf(!usingPostgres)("reports the database pool's connections", async () => {
    const text = await scrape();
    expect(sample(text, "db_pool_connections", 'state="total"')).toBeGreaterThan(0);
    expect(sample(text, "db_pool_connections", 'state="waiting"')).toBe(0);
  });

  it("is in the API reference behind the metrics bearer token, as Prometheus text (issue 43)", async () => {
    type Op = { security: unknown; responses: Record<string, { content?: Record<string, unknown> }> };
    const doc = (await injectAs(ctx.app, null, { method: "GET", url: "/api/openapi.json" })).json() as {
      paths: Record<string, { get: Op }>;
      components: { securitySchemes: Record<string, unknown> };
    };
    const op = doc.paths["/metrics"].get;
    expect(op.security).toEqual([{ metricsToken: [] }]);
    expect(doc.components.securitySchemes.metricsToken).toMatchObject({ type: "http", scheme: "bearer" });
    expect(Object.keys(op.responses["200"].content ?? {})).toEqual(["text/plain"]);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(["401", "404"]));
  });
});
