import { createHash, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { errorResponse } from "@core/contracts/errors";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from "fastify";
import { auditMoney, type MoneyAudit } from "../audit/money-audit";
import { errorBody } from "../errors";
import { startPassesWhenReady } from "../http/interval-job";
import { Metrics } from "./registry";
import { rowsOf } from "../db/rows";

const sha256 = (s: string) => createHash("sha256").update(s).digest();

/** Bearer token check in constant time (the hashes have the same length whatever the caller sent). */
function authorized(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? "";
  const match = /^Bearer (.+)$/.exec(header);
  return match !== null && timingSafeEqual(sha256(match[1]), sha256(token));
}

/**
 * The event-stream routes, by the `kind` label of event_streams_open: their handlers hijack the socket and keep it
 * open (a live clock display, a signed-in tab's notification bell).
 */
export const EVENT_STREAM_ROUTES: Readonly<Record<string, StreamKind>> = {
  "/api/live/:id/events": "live",
  "/api/notifications/events": "notifications",
};
type StreamKind = "live" | "notifications";

/**
 * Counts the open event streams of every kind from outside the features: each stream route's handler is wrapped
 * as it is declared, and a request whose handler took the socket over (hijacked it, as a stream does) counts until
 * its socket closes. A request refused before (not signed in, over a cap) never counts.
 */
function countEventStreams(app: FastifyInstance): Record<StreamKind, number> {
  const open: Record<StreamKind, number> = { live: 0, notifications: 0 };
  const track = (kind: StreamKind, request: FastifyRequest, reply: FastifyReply) => {
    const socket = request.raw.socket;
    if (!reply.sent || socket.destroyed) return;
    open[kind] += 1;
    socket.once("close", () => (open[kind] -= 1));
  };
  app.addHook("onRoute", (route) => {
    const kind = EVENT_STREAM_ROUTES[route.url];
    if (!kind) return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function (this: FastifyInstance, request, reply) {
      const result: unknown = await handler.call(this, request, reply);
      track(kind, request, reply);
      return result;
    };
  });
  return open;
}

/**
 * GET /metrics for Prometheus. Not public: it answers only with `Authorization: Bearer $METRICS_TOKEN`, and when
 * METRICS_TOKEN is unset it does not exist (404), so a default deployment shows nothing
 * (docs/decisions/134-metrics-and-api-reference.md).
 */
export async function registerMetrics(app: FastifyInstance): Promise<void> {
  const metrics = new Metrics();
  app.decorate("metrics", metrics);

  const streams = countEventStreams(app);
  metrics.gaugeSet(
    "event_streams_open",
    "Open event streams on this instance, by kind: live (clock displays and consoles), notifications (bells)",
    "kind",
    () => ({ ...streams }),
  );

  app.addHook("onResponse", async (request, reply) => {
    // the route pattern (/api/campaigns/:id), never the raw URL: ids would make a series per campaign
    const route = request.routeOptions.url ?? "unmatched";
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });

  metrics.gauge("live_listener_up", "1 while the database LISTEN connection that carries live updates is up", () => (app.database.listenerHealthy() ? 1 : 0));
  metrics.gaugeSet("event_streams_shed", "Event streams this instance ended to balance them with the others since it started, by kind", "kind", () =>
    Object.fromEntries(app.streamBalance.shed),
  );
  metrics.gaugeSet("db_pool_connections", "Database pool connections by state (PostgreSQL only)", "state", () => app.database.poolStats());
  metrics.gauge("payment_holds_open", "Unexpired payment holds (pending checkouts) across all instances", async () => {
    const [open] = await rowsOf<{ n: number }>(app.db, sql`select count(*)::int as n from payment_intents where status = 'pending' and expires_at > now()`);
    return open?.n ?? 0;
  });

  watchMoneyAudit(app, metrics);

  app.get(
    "/metrics",
    {
      schema: {
        summary: "Prometheus metrics (operators)",
        description: "For the operators' Prometheus, with the bearer token set as METRICS_TOKEN; 404 when the instance has none.",
        security: [{ metricsToken: [] }],
        response: { 200: z.string().describe("Every metric in Prometheus' text format"), 401: errorResponse, 404: errorResponse },
        media: { 200: "text/plain" },
      },
    },
    async (request, reply) => {
      const token = app.config.METRICS_TOKEN;
      if (!token) return reply.code(404).send(errorBody("not_found", "Not found"));
      if (!authorized(request, token))
        return reply.code(401).header("www-authenticate", "Bearer").send(errorBody("unauthorized", "A valid metrics token is required."));
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    },
  );
}

/** How often an instance with metrics re-runs the money audit: its checks scan the money tables, so not per scrape. */
export const MONEY_AUDIT_EVERY_MS = 5 * 60_000;

/**
 * money_audit_violations{check}: the money audit's findings, re-run on a timer (only where /metrics exists), so an
 * alert can fire on a broken invariant without anyone running `npm run audit:money`.
 */
function watchMoneyAudit(app: FastifyInstance, metrics: Metrics): void {
  if (!app.config.METRICS_TOKEN) return;
  let last: MoneyAudit | null = null;
  metrics.gaugeSet("money_audit_violations", "Rows breaking a money invariant at the last audit, by check (npm run audit:money names them)", "check", () =>
    last ? Object.fromEntries(last.checks.map((c) => [c.name, c.violations.length])) : null,
  );
  startPassesWhenReady(app, MONEY_AUDIT_EVERY_MS, () =>
    auditMoney(app.db)
      .then((audit) => {
        last = audit;
        if (audit.violations > 0) app.log.error({ violations: audit.checks.filter((c) => c.violations.length > 0) }, "the money audit found broken invariants");
      })
      .catch((err: unknown) => app.log.warn({ err }, "money audit failed; retrying at the next one")),
  );
}
