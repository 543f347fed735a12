import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

// The profile feature's routes land here.
const profileRoutes: FastifyPluginAsyncZod = async () => {};

export default profileRoutes;
