import { campaignResponse } from "@core/contracts/campaigns";
import { dayTwoCampaignInput, dayTwoOfferQuery, dayTwoOfferResponse } from "@core/contracts/day-two";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser, requireRole } from "../auth/guards";
import { createDayTwoCampaign, dayTwoOffer } from "./day-two";

/** Day-2 resale in multi-day events (decision 170, docs/decisions/170-day-two-resale.md). */
const dayTwoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/campaigns/day-two",
    {
      preValidation: requireRole("player", "Only players can sell Day-2 action"),
      schema: { summary: "Day-2 resale campaigns", querystring: dayTwoOfferQuery, response: { 200: dayTwoOfferResponse } },
    },
    async (request) => dayTwoOffer(app.db, currentUser(request), request.query.tournamentId),
  );

  app.post(
    "/api/campaigns/day-two",
    {
      preValidation: requireRole("player", "Only players can sell Day-2 action"),
      schema: { summary: "Sell Day-2 action", errors: [404, 409], body: dayTwoCampaignInput, response: { 201: campaignResponse } },
    },
    async (request, reply) => reply.code(201).send(await createDayTwoCampaign(app.db, currentUser(request), request.body)),
  );
};

export default dayTwoRoutes;
