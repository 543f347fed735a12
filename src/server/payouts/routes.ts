import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

// The payouts feature's routes land here.
const payoutsRoutes: FastifyPluginAsyncZod = async () => {};

export default payoutsRoutes;
