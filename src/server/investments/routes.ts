import { investmentInput, recordedInvestmentResponse } from "@core/contracts/investments";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser, requireRole } from "../auth/guards";
import { ONLY_INVESTORS } from "../payments/routes";
import { recordInvestment } from "./service";

const investmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // 201 when this call recorded the investment; 200 with the same body when it already was (a replay, or the
  // sandbox confirm / Stripe webhook got there first)
  app.post(
    "/api/investments",
    {
      preHandler: requireRole("investor", ONLY_INVESTORS),
      schema: { body: investmentInput, response: { 200: recordedInvestmentResponse, 201: recordedInvestmentResponse } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { created, investment } = await recordInvestment(
        { db: app.db, payments: app.payments, log: request.log },
        { paymentIntentId: request.body.paymentIntentId, expected: { investorId: user.id, campaignId: request.body.campaignId, amountCents: request.body.amount } },
      );
      return reply.code(created ? 201 : 200).send(investment);
    },
  );
};

export default investmentsRoutes;
