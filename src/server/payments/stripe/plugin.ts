import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest } from "../../errors";
import type { InvestingDeps } from "../../investing/record";
import { handleStripeEvent } from "./dispatch";
import type { StripeGateway } from "./gateway";

/** PAYMENTS=stripe: Stripe's webhook, which records succeeded payments and frees failed ones. */
export function stripePlugin(gateway: StripeGateway): FastifyPluginAsyncZod {
  return async (app) => {
    const deps = (): InvestingDeps => ({ db: app.db, payments: gateway, log: app.log, metrics: app.metrics });
    // Stripe signs the exact bytes it sent, so this route alone keeps the raw body
    app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    app.post(
      "/api/payments/webhook",
      {
        schema: {
          summary: "Stripe's webhook (signed events)",
          body: z.instanceof(Buffer, { message: "A JSON body is required" }),
          response: { 200: z.object({ received: z.boolean() }) },
        },
      },
      async (request) => {
        const signature = request.headers["stripe-signature"];
        let event;
        try {
          event = gateway.verifyWebhook(request.body, typeof signature === "string" ? signature : "");
        } catch {
          throw badRequest("Webhook signature verification failed.");
        }
        await handleStripeEvent(deps(), request.log, event);
        return { received: true };
      },
    );
  };
}
