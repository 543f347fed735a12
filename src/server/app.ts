import toolRoutes from "./tools/routes";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import authRoutes from "./auth/routes";
import { findSessionUser, sessionToken } from "./auth/sessions";
import { AccountThrottle } from "./auth/throttle";
import calendarRoutes from "./calendars/routes";
import campaignRoutes from "./campaigns/routes";
import type { Config } from "./config";
import { openDatabase, type Database } from "./db/client";
import { errorBody } from "./errors";
import { seedDemoData } from "./seed/index";
import { registerOpenApi } from "./docs/openapi";
import { registerMetrics } from "./metrics/routes";
import healthRoutes from "./health/routes";
import { identityRoutes } from "./identity/routes";
import { registerCompression } from "./http/compression";
import { registerErrorHandler } from "./http/error-handler";
import { registerIdempotency } from "./http/idempotency";
import { LOG_REDACT_PATHS, requestLogSerializer } from "./http/log-redaction";
import { registerNulTextGuard } from "./http/nul-text";
import { pgRateLimitStore, PgAttemptStore, startCounterPurge } from "./http/rate-limit-store";
import { checkOrigin } from "./http/origin-check";
import { registerSecurityHeaders } from "./http/security-headers";
import { StreamBalance } from "./http/stream-balance";
import { registerStaticAssets } from "./http/static-assets";
import investingRoutes from "./investing/routes";
import liveRoutes from "./live/routes";
import notificationRoutes from "./notifications/routes";
import operatorRoutes from "./operator/routes";
import { cardDisputeRoutes } from "./card-disputes/routes";
import { registerMail } from "./mail/plugin";
import passwordResetRoutes from "./password-reset/routes";
import { createPaymentProvider } from "./payments/index";
import payoutRoutes from "./payouts/routes";
import playerRoutes from "./players/routes";
import portfolioRoutes from "./portfolio/routes";
import privacyRoutes from "./privacy/routes";
import profileRoutes from "./profile/routes";
import publicNameRoutes from "./profile/public-name";
import { scheduleRefundWorker } from "./refunds/worker";
import { scheduleSaleWindowWorker } from "./campaigns/sale-window-worker";
import { scheduleAlternatesWorker } from "./live/alternates-worker";
import seriesRoutes from "./series/routes";
import slipRoutes from "./slips/routes";
import packageRoutes from "./packages/routes";
import statementsRoutes from "./statements/routes";
import swapRoutes from "./swaps/routes";
import tournamentRoutes from "./tournaments/routes";
import cashierRoutes from "./tournaments/cashier-routes";

export interface BuildOptions {
  config: Config;
  /** An already open database (tests share one); otherwise the app opens and closes its own. */
  database?: Database;
  logger?: boolean;
  /** Where the log goes instead of stdout (the log-secrets test reads it back). */
  logStream?: NodeJS.WritableStream;
  /** The built client to serve; by default the one found next to the server (tests pass their own). */
  clientDist?: string;
  /** Called for every route as it is declared (the fuzz test lists them all this way). */
  onRoute?: (route: RouteOptions) => void;
}

function findClientDist(): string | null {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    for (const candidate of [path.join(dir, "client"), path.join(dir, "dist", "client")]) {
      if (existsSync(path.join(candidate, "index.html"))) return candidate;
    }
    dir = path.dirname(dir);
  }
  return null;
}

/** Fastify's function form of a hop count (its typings leave the number form out). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = newFastify(options);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  if (options.onRoute) app.addHook("onRoute", options.onRoute);

  const database = options.database ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.inMemory ? "memory://" : config.DATA_DIR }));
  if (!options.database) app.addHook("onClose", async () => database.close());
  if (config.seedDemo) await seedDemoData(database.db);

  app.decorate("config", config);
  app.decorate("database", database);
  app.decorate("db", database.db);
  const paymentProvider = createPaymentProvider(config, database.db);
  app.decorate("payments", paymentProvider.gateway);
  // both limits count in the database, so they hold across instances (decision 130)
  app.decorate("accountThrottle", new AccountThrottle(new PgAttemptStore(database.db)));
  app.decorateRequest("user", null);
  registerStreamBalance(app, database, config.STREAM_BALANCE_MS);

  // third-party plugins
  await app.register(cookie);
  await registerCompression(app);
  registerSecurityHeaders(app);
  await app.register(rateLimit, { global: false, store: pgRateLimitStore(database.db) });
  startCounterPurge(app, database.db);

  // our own: is the call from our own site, and who is calling. Both go by the method and the matched
  // route, never the raw URL: /%61pi/... reaches the same handler as /api/...
  app.addHook("onRequest", async (request) => {
    checkOrigin(request);
    if (!request.routeOptions.url?.startsWith("/api/")) return;
    const token = sessionToken(request);
    if (token) request.user = await findSessionUser(database.db, token);
  });
  registerNulTextGuard(app);
  registerIdempotency(app);

  // before the features: the reference collects their routes as they are declared, the metrics time them
  await registerOpenApi(app);
  await registerMetrics(app);

  await registerFeatures(app, paymentProvider, config);

  const clientDist = options.clientDist ?? findClientDist();
  if (clientDist) {
    await registerStaticAssets(app, clientDist);
  } else {
    app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorBody("not_found", "Not found")));
  }

  return app;
}

/**
 * The event streams' balance between instances (decision 245): on PostgreSQL only, where several instances share the
 * database; the embedded one has a single instance. The hubs track themselves on it as their features register.
 */
function registerStreamBalance(app: ReturnType<typeof newFastify>, database: Database, everyMs: number): void {
  const balance = new StreamBalance(database, everyMs || undefined);
  app.decorate("streamBalance", balance);
  // before the hubs end their streams: a stopping instance no longer counts as a place for them to go
  app.addHook("preClose", async () => balance.stop());
  if (database.kind !== "postgres" || everyMs === 0) return;
  app.addHook("onReady", async () => balance.start());
}

/** The Fastify instance with its logger, the proxies it trusts and its body limit. */
function newFastify(options: BuildOptions) {
  const { config } = options;
  return Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: LOG_REDACT_PATHS,
            serializers: { req: requestLogSerializer },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // proxy headers count only from the proxies TRUST_PROXY names (by hops or addresses); by default from none
    trustProxy: typeof config.TRUST_PROXY === "number" ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    bodyLimit: 1_048_576,
    // a stopping instance still answers what reaches it on a connection already open (its pool closes only after
    // them, http/shutdown.ts) instead of Fastify's default 503: nginx takes no 503 as a reason to try another
    // instance (deploy/nginx.conf, decision 243), so that 503 would reach the browser during a rolling restart
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
}

/** One plugin per feature, with the refund worker and the mail outbox among them. */
async function registerFeatures(app: ReturnType<typeof newFastify>, paymentProvider: ReturnType<typeof createPaymentProvider>, config: Config): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(campaignRoutes);
  await app.register(investingRoutes);
  // the provider's own routes (sandbox confirm, or Stripe's webhook): it depends on investing, never the reverse
  await app.register(paymentProvider.routes);
  await app.register(payoutRoutes);
  // refunds owed (decided in the transactions that cancel, refuse or unregister) carried out on every instance
  scheduleRefundWorker(app, () => ({ db: app.db, payments: app.payments, log: app.log }), config.REFUND_POLL_MS);
  // sale windows closed at their deadline (decision 233): cancelled below the minimum, else going on with what sold
  scheduleSaleWindowWorker(app, () => ({ db: app.db, payments: app.payments, log: app.log }), config.SALE_WINDOW_POLL_MS);
  // alternates never seated dropped when late registration closes, their campaigns refunded (decision 236)
  scheduleAlternatesWorker(app, () => ({ db: app.db, payments: app.payments, log: app.log }), config.ALTERNATES_POLL_MS);
  await app.register(portfolioRoutes);
  await app.register(profileRoutes);
  await app.register(publicNameRoutes);
  await app.register(privacyRoutes);
  await app.register(playerRoutes);
  await app.register(statementsRoutes);
  await app.register(swapRoutes);
  await app.register(tournamentRoutes);
  await app.register(cashierRoutes);
  await app.register(seriesRoutes);
  await app.register(slipRoutes);
  await app.register(packageRoutes);
  await app.register(calendarRoutes);
  await app.register(liveRoutes);
  await app.register(toolRoutes);
  await app.register(notificationRoutes);
  await registerMail(app);
  await app.register(passwordResetRoutes);
  // the operator console: disputes ruled, accounts suspended, each with its trail row (decision 202)
  await app.register(operatorRoutes);
  // card disputes on stakes, and the investor's hold for review (decision 206)
  await app.register(cardDisputeRoutes);
  // identity before raising more than $2,000 (decision 204): the provider follows PAYMENTS
  await app.register(identityRoutes(paymentProvider.identity));
}
