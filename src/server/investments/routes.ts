import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

// The investments feature's routes land here.
const investmentsRoutes: FastifyPluginAsyncZod = async () => {};

export default investmentsRoutes;
