import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

// The tournaments feature's routes land here.
const tournamentsRoutes: FastifyPluginAsyncZod = async () => {};

export default tournamentsRoutes;
