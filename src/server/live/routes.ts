import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

// The live feature's routes land here.
const liveRoutes: FastifyPluginAsyncZod = async () => {};

export default liveRoutes;
