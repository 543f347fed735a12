import { identityStateResponse, sandboxCompleteInput, sandboxCompleteResponse, startVerificationResponse } from "@core/contracts/identity";
import { IDENTITY_LINK, IDENTITY_MESSAGES } from "@core/identity";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser, requireRole, requireUser } from "../auth/guards";
import { publicUrl } from "../mail/links";
import type { IdentityProvider } from "./provider";
import { completeSandboxVerification, identityState, startVerification } from "./service";

/** Verifications one account may start per hour: each is a session at the provider. */
export const VERIFICATION_STARTS_PER_HOUR = 10;

const startRateLimit = {
  max: VERIFICATION_STARTS_PER_HOUR,
  timeWindow: "1 hour",
  allowList: (request: FastifyRequest) => !request.user,
  keyGenerator: (request: FastifyRequest) => `identity:${request.user?.id ?? 0}`,
  errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) => ({
    statusCode: 429,
    message: `You have started too many verifications. Please wait ${context.after} and try again.`,
  }),
};

const playersOnly = requireRole("player", IDENTITY_MESSAGES.playersOnly);

/**
 * Identity verification (decision 204), by the provider PAYMENTS chooses (payments/index.ts): Stripe
 * Identity's hosted flow and its signed webhook (payments/stripe/dispatch.ts), or the sandbox, whose complete route
 * exists only then.
 */
export const identityRoutes =
  (provider: IdentityProvider): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/identity/verification",
      { preHandler: requireUser, schema: { summary: "The caller's identity check", response: { 200: identityStateResponse } } },
      async (request) => identityState(app.db, provider, currentUser(request)),
    );

    app.post(
      "/api/identity/verification",
      {
        preHandler: playersOnly,
        config: { rateLimit: startRateLimit },
        schema: { summary: "Start an identity check", errors: [409], response: { 200: startVerificationResponse } },
      },
      async (request) => startVerification(app.db, provider, currentUser(request), publicUrl(app.config, IDENTITY_LINK)),
    );

    if (provider.name === "sandbox") {
      app.post(
        "/api/identity/sandbox/complete",
        {
          preHandler: playersOnly,
          schema: { summary: "Complete a sandbox identity check", errors: [404, 409], body: sandboxCompleteInput, response: { 200: sandboxCompleteResponse } },
        },
        async (request) => completeSandboxVerification(app.db, currentUser(request), request.body),
      );
    }
  };
