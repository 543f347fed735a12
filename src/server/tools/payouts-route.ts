import { errorResponse } from "@core/contracts/errors";
import { payoutsToolBody, payoutsToolInput, payoutsToolResponse } from "@core/contracts/payout-plan";
import { generatePayouts, reportedMinCashCents } from "@core/live/prizes/payout-generator";
import { eventPools } from "@core/live/prizes/prize-pool";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequest } from "../errors";
import { toolRateLimit } from "./tool-rate-limit";

/**
 * POST /api/tools/payouts (decision 160): a payout table fitted to a field, the rule a sponsor's generated table pays
 * by. The pool is the one a sponsor's event pays before its start (eventPools, decision 216):
 * max(entries x (buy-in - bounty), guarantee); a PKO's bounties go on heads, not into the table. Public, nothing stored.
 */
export const payoutsToolRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/tools/payouts",
    {
      config: { rateLimit: toolRateLimit },
      schema: { summary: "Compute a payout table", body: payoutsToolInput, response: { 200: payoutsToolResponse, 400: errorResponse } },
    },
    async (request) => {
      const { entries, buyIn, guarantee, bounty, paidPercent, minCashMultiple, shape } = request.body;
      if (bounty != null && bounty > 0 && bounty >= buyIn)
        throw badRequest("bounty must be less than the buy-in: it is the part of the buy-in on each player's head");
      const { poolCents } = eventPools(null, entries, { buyInCents: buyIn, bountyCents: bounty ?? null, guaranteedPrizePoolCents: guarantee ?? null });
      const table = generatePayouts({ poolCents, entries, buyInCents: buyIn, paidPercent, minCashMultiple, shape });
      return payoutsToolBody(poolCents, table.amountsCents, reportedMinCashCents(buyIn, table), table.placesAsked);
    },
  );
};
