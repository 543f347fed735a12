import { errorResponse } from "@core/contracts/errors";
import { payoutSlipResponse, payoutSlipsResponse, slipParams } from "@core/contracts/payout-slips";
import { tournamentIdParams } from "@core/contracts/tournaments";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser, requireRole } from "../auth/guards";
import { MESSAGES } from "../tournaments/messages";
import { handOutSlip, listSlips } from "./service";

// as the event's other sponsor-only calls: a signed-in non-sponsor is told it is not theirs to manage
const sponsorGuard = requireRole("sponsor", MESSAGES.notYours);
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** Payout slips (decision 238): the cashier's slips of a sponsor's event, and marking one handed out. */
const slipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/special-tournaments/:id/slips",
    {
      preHandler: sponsorGuard,
      schema: { summary: "The event's payout slips (its sponsor)", params: tournamentIdParams, response: { 200: payoutSlipsResponse, ...errors } },
    },
    async (request) => listSlips(app.db, currentUser(request), request.params.id),
  );

  app.post(
    "/api/special-tournaments/:id/slips/:playerId/handed-out",
    {
      preHandler: sponsorGuard,
      schema: {
        summary: "Mark a payout slip handed out (its sponsor)",
        params: slipParams,
        response: { 200: payoutSlipResponse, ...errors, 409: errorResponse },
      },
    },
    async (request) => handOutSlip(app.db, currentUser(request), request.params.id, request.params.playerId),
  );
};

export default slipRoutes;
