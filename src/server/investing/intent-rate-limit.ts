import type { FastifyRequest } from "fastify";

/** Payment intents one account may start per minute (each one is a hold and a call to the gateway). */
export const INTENT_RATE_LIMIT_MAX = 20;

/**
 * @fastify/rate-limit's route config for POST /api/create-payment-intent, counted per account: a per-address
 * limit would let one account spread over many addresses and throttle investors behind one shared address.
 * The route's onRequest hooks run after the app's, so request.user is already read from the session cookie.
 */
export const intentRateLimit = {
  max: INTENT_RATE_LIMIT_MAX,
  timeWindow: "1 minute",
  // a signed-out call is refused with 401 before any hold or gateway call, so it costs nothing worth counting;
  // counting it per address let anonymous calls from one shared address use up the budget of the address
  allowList: (request: FastifyRequest) => !request.user,
  keyGenerator: (request: FastifyRequest) => `user:${request.user?.id ?? 0}`,
  errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) => ({
    statusCode: 429,
    message: `You are starting payments too quickly. Please wait ${context.after} and try again.`,
  }),
};
