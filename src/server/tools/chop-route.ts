import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** POST /api/tools/chop (issue 27): placeholder until its work lands. */
export const chopToolRoute: FastifyPluginAsyncZod = async () => {};
