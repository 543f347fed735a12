import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** "Download my data" and "Close my account" (issue 43 item 4). */
const privacyRoutes: FastifyPluginAsyncZod = async () => {};

export default privacyRoutes;
