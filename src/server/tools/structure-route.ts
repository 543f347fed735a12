import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** POST /api/tools/structure (issue 27): placeholder until its work lands. */
export const structureToolRoute: FastifyPluginAsyncZod = async () => {};
