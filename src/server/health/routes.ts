import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

/** GET /healthz: 200 when the database answers; what monitors and the proxy's health checks call. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/healthz", { schema: { response: { 200: z.object({ status: z.literal("ok") }) } } }, async () => {
    await app.database.ping();
    return { status: "ok" as const };
  });
};

export default healthRoutes;
