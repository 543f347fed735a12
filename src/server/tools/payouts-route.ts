import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** POST /api/tools/payouts (issue 27): placeholder until its work lands. */
export const payoutsToolRoute: FastifyPluginAsyncZod = async () => {};
