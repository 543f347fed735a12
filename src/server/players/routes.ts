import { campaignIdParams } from "@core/contracts/campaigns";
import {
  answerReviewInput,
  createReviewInput,
  playerParams,
  playerProfileResponse,
  reviewIdParams,
  reviewResponse,
  reviewStateResponse,
} from "@core/contracts/players";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser, requireUser } from "../auth/guards";
import { answerReview, createReview, reviewStateFor } from "./reviews";
import { playerProfile } from "./service";
import { landingPlayersResponse } from "@core/contracts/landing";
import { landingPlayers } from "./landing";

const playerRoutes: FastifyPluginAsyncZod = async (app) => {
  // public, like the campaign pages that link to it: no e-mail, no payment details
  app.get(
    "/api/players/:username",
    { schema: { summary: "A player's public page and verified record", params: playerParams, response: { 200: playerProfileResponse } } },
    async (request) => playerProfile(app.db, request.params.username),
  );

  // public: the landing page's real players (decision 210); the same answer for every visitor, so cached
  app.get(
    "/api/landing/players",
    { schema: { summary: "Players shown on the landing page", response: { 200: landingPlayersResponse } } },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=30");
      return landingPlayers(app.db);
    },
  );

  app.get(
    "/api/campaigns/:id/review-state",
    {
      preHandler: requireUser,
      schema: { summary: "Whether the caller may review a campaign's player", params: campaignIdParams, response: { 200: reviewStateResponse } },
    },
    async (request) => reviewStateFor(app.db, request.params.id, currentUser(request).id),
  );

  app.post(
    "/api/campaigns/:id/reviews",
    {
      preHandler: requireUser,
      schema: { summary: "Review a campaign's player", errors: [409], params: campaignIdParams, body: createReviewInput, response: { 201: reviewResponse } },
    },
    async (request, reply) => reply.code(201).send(await createReview(app.db, currentUser(request), request.params.id, request.body)),
  );

  app.post(
    "/api/reviews/:id/answer",
    {
      preHandler: requireUser,
      schema: { summary: "Answer a review", errors: [409], params: reviewIdParams, body: answerReviewInput, response: { 200: reviewResponse } },
    },
    async (request) => answerReview(app.db, currentUser(request), request.params.id, request.body.answer),
  );
};

export default playerRoutes;
