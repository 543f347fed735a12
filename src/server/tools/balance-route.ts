import { balanceToolInput, balanceToolResponse } from "@core/contracts/balance-tool";
import { errorResponse } from "@core/contracts/errors";
import { balance, type LiveTable } from "@core/live/seating/tables";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { toolRateLimit } from "./tool-rate-limit";

/** A fixed seed: the counts never depend on it, and which of two equal tables gives or takes then never changes. */
const TOOL_SEED = 28;

/**
 * POST /api/tools/balance (decision 164): one balancing decision over player counts, by the same rule as the clock
 * (synthetic players, no button: counts only). Public, nothing stored. A final-table redraw lists only the
 * players who change tables.
 */
export const balanceToolRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/tools/balance",
    {
      config: { rateLimit: toolRateLimit },
      schema: { summary: "Balance tables", body: balanceToolInput, response: { 200: balanceToolResponse, 400: errorResponse } },
    },
    async (request) => {
      const { seatsPerTable, threshold, tables } = request.body;
      const seated: LiveTable[] = tables.map((count, i) => ({
        number: i + 1,
        seats: Array.from({ length: count }, (_, s) => ({ seat: s + 1, playerId: `${i + 1}.${s + 1}` })),
      }));
      const decision = balance({ tables: seated, seatsPerTable, threshold, seed: TOOL_SEED });
      return {
        tables: decision.tables.map((t) => t.seats.length),
        moves: decision.moves.filter((m) => m.from.table !== m.to.table).map((m) => ({ from: m.from.table, to: m.to.table })),
        broken: decision.broken,
      };
    },
  );
};
