import { errorResponse } from "@core/contracts/errors";
import { payoutsToolBody, payoutsToolInput, payoutsToolResponse } from "@core/contracts/payout-plan";
import { generatePayouts, reportedMinCashCents } from "@core/live/payout-generator";
import { eventPrizePool } from "@core/live/prize-pool";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/**
 * POST /api/tools/payouts (issue 27): a payout table fitted to a field, the rule a sponsor's generated table pays
 * by. The pool is max(entries x buy-in, guarantee). Public, nothing stored.
 */
export const payoutsToolRoute: FastifyPluginAsyncZod = async (app) => {
  app.post("/api/tools/payouts", { schema: { body: payoutsToolInput, response: { 200: payoutsToolResponse, 400: errorResponse } } }, async (request) => {
    const { entries, buyIn, guarantee, paidPercent, minCashMultiple, shape } = request.body;
    const poolCents = eventPrizePool(entries, buyIn, guarantee ?? null);
    const table = generatePayouts({ poolCents, entries, buyInCents: buyIn, paidPercent, minCashMultiple, shape });
    return payoutsToolBody(poolCents, table.amountsCents, reportedMinCashCents(buyIn, table), table.placesAsked);
  });
};
