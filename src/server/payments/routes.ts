import {
  cardStepInput,
  cardStepResponse,
  createPaymentIntentInput,
  paymentIntentResponse,
  paymentsConfigResponse,
  releasePaymentInput,
  releasePaymentResponse,
  sandboxConfirmInput,
  sandboxConfirmResponse,
} from "@core/contracts/investments";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, requireRole, requireUser } from "../auth/guards";
import { badRequest, notFound } from "../errors";
import type { InvestingDeps } from "../investments/service";
import { intentRateLimit } from "./intent-rate-limit";
import { confirmSandboxPayment, createPaymentIntent, reachCardStep, releaseOwnPayment } from "./service";
import { scheduleInterruptedPaymentSweep } from "./interrupted";
import { StripeGateway } from "./stripe";
import { handleStripeEvent } from "./webhook";

export const ONLY_INVESTORS = "Only investors can make investments.";

const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): InvestingDeps => ({ db: app.db, payments: app.payments, log: app.log });
  scheduleInterruptedPaymentSweep(app, deps);

  // public: the dialog needs to know which card form to show
  app.get("/api/payments/config", { schema: { response: { 200: paymentsConfigResponse } } }, async () => ({
    provider: app.payments.name,
    publishableKey: app.payments.publishableKey,
  }));

  app.post(
    "/api/create-payment-intent",
    {
      config: { rateLimit: intentRateLimit },
      preHandler: requireRole("investor", ONLY_INVESTORS),
      schema: { body: createPaymentIntentInput, response: { 200: paymentIntentResponse } },
    },
    async (request) => createPaymentIntent(deps(), currentUser(request), request.body.campaignId, request.body.amount),
  );

  app.post(
    "/api/payments/sandbox/confirm",
    { preHandler: requireUser, schema: { body: sandboxConfirmInput, response: { 200: sandboxConfirmResponse } } },
    async (request) => confirmSandboxPayment(deps(), currentUser(request), request.body.clientSecret, request.body.card),
  );

  app.post(
    "/api/payments/card-step",
    { preHandler: requireUser, schema: { body: cardStepInput, response: { 200: cardStepResponse } } },
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
      { preHandler: requireUser, schema: { body: releasePaymentInput, response: { 200: releasePaymentResponse } } },
      async (request) => releaseOwnPayment(deps(), currentUser(request), request.body.paymentIntentId),
    );
  });

  // Stripe signs the exact bytes it sent, so this route alone keeps the raw body
  await app.register(async (scope) => {
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    scope.post(
      "/api/payments/webhook",
      { schema: { body: z.instanceof(Buffer, { message: "A JSON body is required" }), response: { 200: z.object({ received: z.boolean() }) } } },
      async (request) => {
        const gateway = app.payments;
        if (!(gateway instanceof StripeGateway)) throw notFound("Not found");
        const signature = request.headers["stripe-signature"];
        let event;
        try {
          event = gateway.verifyWebhook(request.body as Buffer, typeof signature === "string" ? signature : "");
        } catch {
          throw badRequest("Webhook signature verification failed.");
        }
        await handleStripeEvent(deps(), request.log, event);
        return { received: true };
      },
    );
  });
};

export default paymentsRoutes;
