import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { balanceToolRoute } from "./balance-route";
import { chopToolRoute } from "./chop-route";
import { payoutsToolRoute } from "./payouts-route";
import { structureToolRoute } from "./structure-route";

/**
 * The public calculators (decision 160): one call per rule, which the public /tools pages, the console and the
 * structure builder all use. Pure arithmetic over the body: no session, nothing stored.
 */
const toolRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(structureToolRoute);
  await app.register(payoutsToolRoute);
  await app.register(chopToolRoute);
  await app.register(balanceToolRoute);
};

export default toolRoutes;
