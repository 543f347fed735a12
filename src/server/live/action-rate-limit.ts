import type { FastifyRequest } from "fastify";

/** Console actions one account, or one signed-out address (the demo), may send per minute. */
export const LIVE_ACTION_RATE_LIMIT_MAX = 600;

/** @fastify/rate-limit's route config for POST /api/live/:id/actions (request.user is read before it runs). */
export const liveActionRateLimit = {
  max: LIVE_ACTION_RATE_LIMIT_MAX,
  timeWindow: "1 minute",
  keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
};
