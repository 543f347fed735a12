import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import authRoutes from "./auth/routes";
import { findSessionUser, sessionToken } from "./auth/sessions";
import { AccountThrottle } from "./auth/throttle";
import campaignRoutes from "./campaigns/routes";
import type { Config } from "./config";
import { openDatabase, type Database } from "./db/client";
import { seedDemoData } from "./db/seed/index";
import healthRoutes from "./health/routes";
import { registerErrorHandler } from "./http/error-handler";
import { registerIdempotency } from "./http/idempotency";
import { registerNulTextGuard } from "./http/nul-text";
import { checkOrigin } from "./http/origin-check";
import { registerSecurityHeaders } from "./http/security-headers";
import investmentRoutes from "./investments/routes";
import liveRoutes from "./live/routes";
import { createPaymentGateway } from "./payments/index";
import paymentRoutes from "./payments/routes";
import payoutRoutes from "./payouts/routes";
import portfolioRoutes from "./portfolio/routes";
import profileRoutes from "./profile/routes";
import tournamentRoutes from "./tournaments/routes";

export interface BuildOptions {
  config: Config;
  /** An already open database (tests share one); otherwise the app opens and closes its own. */
  database?: Database;
  logger?: boolean;
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
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.LOG_LEVEL, redact: ["req.headers.cookie", "req.body.card", "req.body.password"] },
    // proxy headers count only from the proxies TRUST_PROXY names (by hops or addresses); by default from none
    trustProxy: typeof config.TRUST_PROXY === "number" ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
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
  app.decorate("payments", createPaymentGateway(config, database.db));
  app.decorate("accountThrottle", new AccountThrottle());
  app.decorateRequest("user", null);

  // third-party plugins
  await app.register(cookie);
  registerSecurityHeaders(app);
  await app.register(rateLimit, { global: false });

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

  // one plugin per feature
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(campaignRoutes);
  await app.register(paymentRoutes);
  await app.register(investmentRoutes);
  await app.register(payoutRoutes);
  await app.register(portfolioRoutes);
  await app.register(profileRoutes);
  await app.register(tournamentRoutes);
  await app.register(liveRoutes);

  const clientDist = options.clientDist ?? findClientDist();
  if (clientDist) {
    await app.register(fastifyStatic, { root: clientDist, prefix: "/", wildcard: false, index: false });
    app.setNotFoundHandler((request, reply) => {
      // files (API, uploads, built assets) that do not exist are 404s; any other GET (or HEAD, which
      // monitors use) is a client route
      const isFile = /^\/(api|uploads|assets)\//.test(request.url);
      if (isFile || (request.method !== "GET" && request.method !== "HEAD")) return reply.code(404).send({ message: "Not found" });
      return reply.type("text/html").sendFile("index.html");
    });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: "Not found" }));
  }

  return app;
}
