import { errorResponse } from "@core/contracts/errors";
import { splitPrizeCents, splitToolInput, splitToolResponse } from "@core/contracts/split-tool";
import { sameHandFinishes } from "@core/live/prizes/same-hand";
import { centsToDecimal } from "@core/money";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { toolRateLimit } from "./tool-rate-limit";

/**
 * POST /api/tools/split (decision 234): what players busted in the same hand are paid, by their stacks at its start
 * (the bigger stack the better place; equal stacks share their places' prizes, odd cents to the earlier in the list).
 * The clock's rule. Public, rate-limited, nothing stored.
 */
export const splitToolRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/tools/split",
    {
      config: { rateLimit: toolRateLimit },
      schema: {
        summary: "Split the prizes of players busted in the same hand",
        body: splitToolInput,
        response: { 200: splitToolResponse, 400: errorResponse },
      },
    },
    async (request) => {
      const { prizes, stacks } = request.body;
      const finishes = sameHandFinishes(
        prizes.map((p) => splitPrizeCents(p)!),
        stacks,
      );
      return { amounts: finishes.map((f) => centsToDecimal(f.amountCents)) };
    },
  );
};
