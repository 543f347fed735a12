import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { balanceToolRoute } from "./balance-route";
import { chopToolRoute } from "./chop-route";
import { flightsToolRoute } from "./flights-route";
import { packageToolRoute } from "./package-route";
import { payoutsToolRoute } from "./payouts-route";
import { satelliteToolRoute } from "./satellite-route";
import { splitToolRoute } from "./split-route";
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
  // the festival calculators (decision 232): satellites, packages, multi-flight events
  await app.register(satelliteToolRoute);
  await app.register(packageToolRoute);
  await app.register(flightsToolRoute);
  // players busted in the same hand (decision 234)
  await app.register(splitToolRoute);
};

export default toolRoutes;
