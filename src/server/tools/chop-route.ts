import { errorResponse } from "@core/contracts/errors";
import { chopToolInput, chopToolResponse, prizeCents } from "@core/contracts/chop-tool";
import { chop } from "@core/live/prizes/chop";
import { centsToDecimal, formatMoney2 } from "@core/money";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { toolRateLimit } from "./tool-rate-limit";

/** The calculator's warning for stack i (1-based, as the page numbers them). */
export const aboveFirstWarning = (row: number, amount: string, first: string) => `Stack ${row} gets ${amount}, more than first prize (${first}).`;

/** POST /api/tools/chop (decision 160): ICM or chip chop over stacks and the unpaid prizes. Public, nothing stored. */
export const chopToolRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/tools/chop",
    {
      config: { rateLimit: toolRateLimit },
      schema: { summary: "Compute a deal (ICM or chip chop)", body: chopToolInput, response: { 200: chopToolResponse, 400: errorResponse } },
    },
    async (request) => {
      const { method, stacks, prizes } = request.body;
      const prizesCents = prizes.map((p) => prizeCents(p)!);
      const { amountsCents, aboveFirst } = chop(method, stacks, prizesCents);
      const warnings = aboveFirst.map((i) =>
        aboveFirstWarning(i + 1, formatMoney2(centsToDecimal(amountsCents[i])), formatMoney2(centsToDecimal(prizesCents[0]))),
      );
      return { amounts: amountsCents.map(centsToDecimal), ...(warnings.length > 0 ? { warnings } : {}) };
    },
  );
};
