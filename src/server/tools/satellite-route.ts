import { errorResponse } from "@core/contracts/errors";
import { satellitePoolCents, satelliteToolInput, satelliteToolResponse } from "@core/contracts/satellite-tool";
import { satellitePrizes } from "@core/live/prizes/satellite";
import { centsToDecimal } from "@core/money";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { toolRateLimit } from "./tool-rate-limit";

/**
 * POST /api/tools/satellite (decision 232): the seats a satellite's pool buys and the rest in cash, by steps or
 * shared among the seat winners. Public, rate-limited, nothing stored.
 */
export const satelliteToolRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/tools/satellite",
    {
      config: { rateLimit: toolRateLimit },
      schema: { summary: "Compute a satellite's seats and cash", body: satelliteToolInput, response: { 200: satelliteToolResponse, 400: errorResponse } },
    },
    async (request) => {
      const body = request.body;
      const poolCents = satellitePoolCents(body);
      const prizes = satellitePrizes({ poolCents, seatValueCents: body.seatValue, rest: body.rest, stepCents: body.step });
      return {
        pool: centsToDecimal(poolCents),
        seats: prizes.seats,
        places: prizes.places.map((p) => ({ place: p.place, seat: p.seat, cash: centsToDecimal(p.cashCents) })),
      };
    },
  );
};
