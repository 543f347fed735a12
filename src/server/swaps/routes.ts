import { errorResponse } from "@core/contracts/errors";
import { offerSwapInput, swapIdParams, swapItem, swapListResponse, swapPartnersQuery, swapPartnersResponse, SWAP_MESSAGES } from "@core/contracts/swaps";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser, requireRole } from "../auth/guards";
import { acceptSwap, cancelSwap, declineSwap, listSwaps, markSwapPaid, offerSwap, swapPartners } from "./service";

const playersOnly = requireRole("player", SWAP_MESSAGES.onlyPlayers);
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** Swaps between players registered in the same event (decision 174): offer, answer, list, mark the net paid. */
const swapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/swaps",
    { preHandler: playersOnly, schema: { summary: "The player's swaps", response: { 200: swapListResponse, ...errors } } },
    async (request) => listSwaps(app.db, currentUser(request)),
  );

  app.get(
    "/api/swaps/partners",
    {
      preHandler: playersOnly,
      schema: { summary: "Players a swap can be offered to", querystring: swapPartnersQuery, response: { 200: swapPartnersResponse, ...errors } },
    },
    async (request) => swapPartners(app.db, currentUser(request), request.query.tournamentId),
  );

  app.post(
    "/api/swaps",
    { preHandler: playersOnly, schema: { summary: "Offer a swap", body: offerSwapInput, response: { 201: swapItem, ...errors } } },
    async (request, reply) => {
      reply.code(201);
      return offerSwap(app.db, currentUser(request), request.body);
    },
  );

  app.post(
    "/api/swaps/:id/accept",
    { preHandler: playersOnly, schema: { summary: "Accept a swap", params: swapIdParams, response: { 200: swapItem, ...errors } } },
    async (request) => acceptSwap(app.db, currentUser(request), request.params.id),
  );

  app.post(
    "/api/swaps/:id/decline",
    { preHandler: playersOnly, schema: { summary: "Decline a swap", params: swapIdParams, response: { 200: swapItem, ...errors } } },
    async (request) => declineSwap(app.db, currentUser(request), request.params.id),
  );

  app.post(
    "/api/swaps/:id/cancel",
    { preHandler: playersOnly, schema: { summary: "Cancel a swap offer", params: swapIdParams, response: { 200: swapItem, ...errors } } },
    async (request) => cancelSwap(app.db, currentUser(request), request.params.id),
  );

  app.patch(
    "/api/swaps/:id/mark-paid",
    { preHandler: playersOnly, schema: { summary: "Mark a swap's net paid", params: swapIdParams, response: { 200: swapItem, ...errors } } },
    async (request) => markSwapPaid(app.db, currentUser(request), request.params.id),
  );
};

export default swapRoutes;
