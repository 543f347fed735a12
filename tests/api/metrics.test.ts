import { describe, expect, it } from "vitest";
import { createCampaign } from "./factories";
import { createInvestor, createPlayer, injectAs, setupTestApp, usingPostgres } from "./helpers";
import { createIntent } from "./investing-helpers";

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

  it("reports the open live streams", async () => {
    expect(sample(await scrape(), "live_event_streams_open")).toBe(0);
  });

  it.skipIf(!usingPostgres)("reports the database pool's connections", async () => {
    const text = await scrape();
    expect(sample(text, "db_pool_connections", 'state="total"')).toBeGreaterThan(0);
    expect(sample(text, "db_pool_connections", 'state="waiting"')).toBe(0);
  });

  it("is not part of the API reference", async () => {
    const doc = (await injectAs(ctx.app, null, { method: "GET", url: "/api/openapi.json" })).json() as { paths: Record<string, unknown> };
    expect(doc.paths["/metrics"]).toBeUndefined();
  });
});
