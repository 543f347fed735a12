import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Series (issue 41 item 1): a sponsor's events grouped into a festival, with its public schedule. */
const seriesRoutes: FastifyPluginAsyncZod = async () => {};

export default seriesRoutes;
