import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse } from "@core/contracts/errors";
import { errorBody } from "../errors";

/** Longer than a healthy database ever takes; a check that hangs (an unreachable host) must still answer. */
const PING_TIMEOUT_MS = 3_000;

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * GET /healthz: what monitors and the proxy's health checks call. 200 when the database answers and the live
 * updates' LISTEN connection is up; else 503 naming the part that is down, so the proxy takes this instance
 * out of rotation (its displays would otherwise freeze) and the operator knows where to look.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/healthz",
    { schema: { summary: "Health check", response: { 200: z.object({ status: z.literal("ok") }), 503: errorResponse } } },
    async (request, reply) => {
      try {
        await withTimeout(app.database.ping(), PING_TIMEOUT_MS);
      } catch (err) {
        request.log.warn({ err }, "health check: the database does not answer");
        return reply.code(503).send(errorBody("unavailable", "The database does not answer."));
      }
      if (!app.database.listenerHealthy()) {
        return reply.code(503).send(errorBody("unavailable", "The live updates listener (the database's LISTEN connection) is down; it is reconnecting."));
      }
      return { status: "ok" as const };
    },
  );
};

export default healthRoutes;
