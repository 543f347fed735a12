import {
  cardStepInput,
  cardStepResponse,
  createPaymentIntentInput,
  investmentInput,
  paymentIntentResponse,
  paymentsConfigResponse,
  recordedInvestmentResponse,
  releasePaymentInput,
  releasePaymentResponse,
} from "@core/contracts/investments";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { currentUser, requireRole, requireUser } from "../auth/guards";
import { badRequest } from "../errors";
import { createPaymentIntent, reachCardStep, releaseOwnPayment } from "./holds";
import { intentRateLimit } from "./intent-rate-limit";
import { checkPaymentClaim, recordInvestment, type InvestingDeps } from "./record";
import { campaignIdParams } from "@core/contracts/campaigns";
import { cancelHoldResponse, myHoldResponse, paymentHoldParams } from "@core/contracts/payment-holds";
import { cancelOwnHold, myOpenHold } from "./my-hold";

export const ONLY_INVESTORS = "Only investors can make investments.";

/** The money path's routes, the same for every provider: holds, the card step, recording. */
const investingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (log = app.log): InvestingDeps => ({ db: app.db, payments: app.payments, log, metrics: app.metrics });

  // public: the dialog needs to know which card form to show
  app.get("/api/payments/config", { schema: { summary: "The payment provider's public settings", response: { 200: paymentsConfigResponse } } }, async () => ({
    provider: app.payments.name,
    publishableKey: app.payments.publishableKey,
  }));

  app.post(
    "/api/create-payment-intent",
    {
      config: { rateLimit: intentRateLimit },
      preHandler: requireRole("investor", ONLY_INVESTORS),
      schema: {
        summary: "Hold a stake and start a card payment",
        errors: [404, 409],
        body: createPaymentIntentInput,
        response: { 200: paymentIntentResponse },
      },
    },
    async (request) => createPaymentIntent(deps(), currentUser(request), request.body.campaignId, request.body.amount),
  );

  app.post(
    "/api/payments/card-step",
    {
      preHandler: requireUser,
      schema: { summary: "Record the card step of a payment", errors: [404, 409], body: cardStepInput, response: { 200: cardStepResponse } },
    },
    async (request) => reachCardStep(deps(), currentUser(request), request.body.paymentIntentId),
  );

  // navigator.sendBeacon on pagehide sends its JSON as text/plain (a CORS-safe type), so this route reads it as JSON too
  await app.register(async (scope) => {
    scope.addContentTypeParser("text/plain", { parseAs: "string" }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(badRequest("The body must be JSON."), undefined);
      }
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/api/payments/release",
      {
        preHandler: requireUser,
        schema: { summary: "Release a payment hold (page left)", errors: [404], body: releasePaymentInput, response: { 200: releasePaymentResponse } },
      },
      async (request) => releaseOwnPayment(deps(), currentUser(request), request.body.paymentIntentId),
    );
  });

  // an abandoned checkout (decision 210): the caller's own open hold, to resume or cancel; only ever their own
  app.get(
    "/api/campaigns/:id/my-hold",
    { preHandler: requireUser, schema: { summary: "The investor's open hold on a campaign", params: campaignIdParams, response: { 200: myHoldResponse } } },
    async (request) => myOpenHold(deps(), currentUser(request), request.params.id),
  );

  app.delete(
    "/api/payment-holds/:id",
    { preHandler: requireUser, schema: { summary: "Cancel a payment hold", errors: [409], params: paymentHoldParams, response: { 200: cancelHoldResponse } } },
    async (request) => cancelOwnHold(deps(request.log), currentUser(request), request.params.id),
  );

  // 201 when this call recorded the investment; 200 with the same body when it already was (a replay, or the
  // sandbox confirm / Stripe webhook got there first)
  app.post(
    "/api/investments",
    {
      preHandler: requireRole("investor", ONLY_INVESTORS),
      schema: {
        summary: "Record a paid investment",
        errors: [402, 404, 409],
        body: investmentInput,
        response: { 200: recordedInvestmentResponse, 201: recordedInvestmentResponse },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { paymentIntentId, campaignId, amount } = request.body;
      const recorded = await checkPaymentClaim(app.db, paymentIntentId, { investorId: user.id, campaignId, amountCents: amount });
      // recorded already (the usual case with the sandbox, whose confirm records it): that investment, read with the claim
      if (recorded) return reply.code(200).send(recorded);
      const { created, investment } = await recordInvestment(deps(request.log), paymentIntentId);
      return reply.code(created ? 201 : 200).send(investment);
    },
  );
};

export default investingRoutes;
