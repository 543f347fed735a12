import { cardDispute, cardDisputeIdParams, cardDisputesResponse, reviewCardDisputeInput } from "@core/contracts/card-disputes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser, requireOperator } from "../auth/guards";
import { listOpenCardDisputes, reviewCardDispute } from "./review";

/**
 * The operator console's card disputes (decision 206). Like every /api/operator/* route, each
 * checks operator rights itself: 401 signed out, 403 for everyone else.
 */
export const cardDisputeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/operator/card-disputes",
    { preHandler: requireOperator, schema: { summary: "Card disputes to review (operator)", response: { 200: cardDisputesResponse } } },
    async () => listOpenCardDisputes(app.db),
  );

  app.post(
    "/api/operator/card-disputes/:id/review",
    {
      preHandler: requireOperator,
      schema: {
        summary: "Review a card dispute (operator)",
        errors: [409],
        params: cardDisputeIdParams,
        body: reviewCardDisputeInput,
        response: { 200: cardDispute },
      },
    },
    async (request) => reviewCardDispute(app.db, currentUser(request), request.params.id, request.body),
  );
};
