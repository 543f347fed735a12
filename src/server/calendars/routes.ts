import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Calendar feeds (issue 43 item 3): ICS for each event and a user's private feed. */
const calendarRoutes: FastifyPluginAsyncZod = async () => {};

export default calendarRoutes;
