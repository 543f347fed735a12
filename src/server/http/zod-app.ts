import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** The app a route plugin receives (Zod schemas typing its routes): what a plugin's parts register their routes on. */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
