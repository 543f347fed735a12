import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

// The campaigns feature's routes land here.
const campaignsRoutes: FastifyPluginAsyncZod = async () => {};

export default campaignsRoutes;
