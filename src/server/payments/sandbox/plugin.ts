import { sandboxConfirmInput, sandboxConfirmResponse } from "@core/contracts/investments";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser, requireUser } from "../../auth/guards";
import type { InvestingDeps } from "../../investing/record";
import { confirmSandboxPayment } from "./confirm";
import type { SandboxGateway } from "./gateway";
import { scheduleInterruptedPaymentSweep } from "./interrupted";
import { sandboxDisputeRoutes } from "../../card-disputes/sandbox";

/** PAYMENTS=sandbox: the offline provider's own route (it plays Stripe's card form) and its own books' sweep. */
export function sandboxPlugin(gateway: SandboxGateway): FastifyPluginAsyncZod {
  return async (app) => {
    const deps = (): InvestingDeps => ({ db: app.db, payments: gateway, log: app.log, metrics: app.metrics });
    scheduleInterruptedPaymentSweep(app, deps);

    app.post(
      "/api/payments/sandbox/confirm",
      {
        preHandler: requireUser,
        schema: { summary: "Confirm a sandbox card payment", errors: [402, 404, 409], body: sandboxConfirmInput, response: { 200: sandboxConfirmResponse } },
      },
      async (request) => confirmSandboxPayment(deps(), gateway, currentUser(request), request.body.clientSecret, request.body.card),
    );

    // a card issuer's dispute on a stake, standing in for Stripe's charge.dispute.created (decision 206)
    await app.register(sandboxDisputeRoutes);
  };
}
