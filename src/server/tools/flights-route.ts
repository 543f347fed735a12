import { errorResponse } from "@core/contracts/errors";
import { flightsToolInput, flightsToolResponse } from "@core/contracts/flights-tool";
import { flightsDay2 } from "@core/live/prizes/flights";
import { centsToDecimal } from "@core/money";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { toolRateLimit } from "./tool-rate-limit";

/**
 * POST /api/tools/flights (decision 232): one prize pool over a multi-flight event's flights, and who advances to Day
 * 2 with what by the re-entry rule across flights. Public, rate-limited, nothing stored.
 */
export const flightsToolRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/tools/flights",
    {
      config: { rateLimit: toolRateLimit },
      schema: { summary: "Compute a multi-flight event's pool and Day 2", body: flightsToolInput, response: { 200: flightsToolResponse, 400: errorResponse } },
    },
    async (request) => {
      const { rule, guarantee, flights } = request.body;
      const day2 = flightsDay2(
        rule,
        flights.map((f) => ({ name: f.name, entries: f.entries, buyInCents: f.buyIn, bags: f.bags })),
        guarantee ?? null,
      );
      return { pool: centsToDecimal(day2.poolCents), players: day2.players, chips: day2.chips, advancing: day2.advancing, removed: day2.removed };
    },
  );
};
