import { campaignIdParams, campaignListQuery, campaignResponse, campaignStatsResponse, createCampaignBody, HAS_MORE_HEADER } from "@core/contracts/campaigns";
import { campaignBackersResponse } from "@core/contracts/campaign-backers";
import { campaignOutcomeResponse } from "@core/contracts/campaign-outcome";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, requireRole, requireUser } from "../auth/guards";
import { campaignBackers } from "./backers";
import { createLinkedCampaign } from "./linked";
import dayTwoRoutes from "./day-two-routes";
import { campaignOutcome } from "./outcome";
import { campaignStats, createCampaign, getCampaign, listCampaigns, myCampaigns } from "./service";

const campaignsRoutes: FastifyPluginAsyncZod = async (app) => {
  // public: the browse page, and the public staking and demo pages
  // Browse's hot path (docs/decisions/184-a-million-campaigns.md): its items are built field by field
  // (toCampaignResponse), so the zod pass over them on every request only copied them again; the schema still types
  // the handler's result and documents the route
  const plainJson = () => (data: unknown) => JSON.stringify(data);
  app.get(
    "/api/campaigns",
    { schema: { summary: "Browse campaigns", querystring: campaignListQuery, response: { 200: z.array(campaignResponse) } }, serializerCompiler: plainJson },
    async (request, reply) => {
      const { items, hasMore } = await listCampaigns(app.db, request.query);
      reply.header(HAS_MORE_HEADER, String(hasMore));
      return items;
    },
  );

  app.get("/api/campaigns/stats", { schema: { summary: "Marketplace totals", response: { 200: campaignStatsResponse } } }, async () => campaignStats(app.db));

  app.get(
    "/api/campaigns/my",
    { preHandler: requireUser, schema: { summary: "The player's own campaigns", response: { 200: z.array(campaignResponse) } } },
    async (request) => myCampaigns(app.db, currentUser(request)),
  );

  app.get("/api/campaigns/:id", { schema: { summary: "One campaign", params: campaignIdParams, response: { 200: campaignResponse } } }, async (request) =>
    getCampaign(app.db, request.params.id, request.user ?? undefined),
  );

  app.get(
    "/api/campaigns/:id/backers",
    {
      preHandler: requireUser,
      schema: { summary: "A campaign's backers", errors: [403], params: campaignIdParams, response: { 200: campaignBackersResponse } },
    },
    async (request) => campaignBackers(app.db, request.params.id, currentUser(request)),
  );

  // public, like the campaign page: a finished campaign says what happened (its player also sees the payouts by name)
  app.get(
    "/api/campaigns/:id/outcome",
    { schema: { summary: "What a finished campaign paid", params: campaignIdParams, response: { 200: campaignOutcomeResponse } } },
    async (request) => campaignOutcome(app.db, request.params.id, request.user ?? undefined),
  );

  // Day-2 resale (decision 170): registered before /api/campaigns/:id so "day-two" is never read as an id
  await app.register(dayTwoRoutes);

  app.post(
    "/api/campaigns",
    // the role is checked before the body, so a non-player learns only that they may not create campaigns
    {
      preValidation: requireRole("player", "Only players can create campaigns"),
      schema: { summary: "Create a campaign", errors: [404, 409, 422, 429], body: createCampaignBody, response: { 201: campaignResponse } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const body = request.body;
      const created = body.kind === "linked" ? await createLinkedCampaign(app.db, user, body.campaign) : await createCampaign(app.db, user, body.campaign);
      return reply.code(201).send(created);
    },
  );
};

export default campaignsRoutes;
