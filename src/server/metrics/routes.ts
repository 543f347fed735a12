import { createHash, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Metrics } from "./registry";

const sha256 = (s: string) => createHash("sha256").update(s).digest();

/** Bearer token check in constant time (the hashes have the same length whatever the caller sent). */
function authorized(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? "";
  const match = /^Bearer (.+)$/.exec(header);
  return match !== null && timingSafeEqual(sha256(match[1]), sha256(token));
}

/**
 * GET /metrics for Prometheus. Not public: it answers only with `Authorization: Bearer $METRICS_TOKEN`, and when
 * METRICS_TOKEN is unset it does not exist (404), so a default deployment shows nothing
 * (docs/decisions/134-metrics-and-api-reference.md).
 */
export async function registerMetrics(app: FastifyInstance): Promise<void> {
  const metrics = new Metrics();
  app.decorate("metrics", metrics);

  app.addHook("onResponse", async (request, reply) => {
    // the route pattern (/api/campaigns/:id), never the raw URL: ids would make a series per campaign
    const route = request.routeOptions.url ?? "unmatched";
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });

  metrics.gauge("live_listener_up", "1 while the database LISTEN connection that carries live updates is up", () => (app.database.listenerHealthy() ? 1 : 0));
  metrics.gaugeSet("db_pool_connections", "Database pool connections by state (PostgreSQL only)", "state", () => app.database.poolStats());
  metrics.gauge("payment_holds_open", "Unexpired payment holds (pending checkouts) across all instances", async () => {
    const result = (await app.db.execute(
      sql`select count(*)::int as n from payment_intents where status = 'pending' and expires_at > now()`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]?.n ?? 0;
  });

  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    const token = app.config.METRICS_TOKEN;
    if (!token) return reply.code(404).send({ message: "Not found" });
    if (!authorized(request, token)) return reply.code(401).header("www-authenticate", "Bearer").send({ message: "A valid metrics token is required." });
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
