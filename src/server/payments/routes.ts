import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

// The payments feature's routes land here.
const paymentsRoutes: FastifyPluginAsyncZod = async () => {};

export default paymentsRoutes;
