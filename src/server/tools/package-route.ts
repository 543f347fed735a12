import { errorResponse } from "@core/contracts/errors";
import { packageToolInput, packageToolResponse } from "@core/contracts/package-tool";
import { centsToDecimal } from "@core/money";
import { packageFigures } from "@core/package-stakes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { toolRateLimit } from "./tool-rate-limit";

/**
 * POST /api/tools/package (decision 232): what a share of a package of events costs, what it pays from the package's
 * total winnings, and what comes back for the events not played. Public, rate-limited, nothing stored.
 */
export const packageToolRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/tools/package",
    {
      config: { rateLimit: toolRateLimit },
      schema: { summary: "Price and settle a share of a package", body: packageToolInput, response: { 200: packageToolResponse, 400: errorResponse } },
    },
    async (request) => {
      const { percent, markup, events } = request.body;
      const f = packageFigures({
        percentHundredths: percent,
        markupHundredths: markup,
        events: events.map((e) => ({ buyInCents: e.buyIn, cashCents: e.cash, played: e.played })),
      });
      return { price: centsToDecimal(f.priceCents), payout: centsToDecimal(f.payoutCents), refund: centsToDecimal(f.refundCents) };
    },
  );
};
