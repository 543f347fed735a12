import { errorResponse } from "@core/contracts/errors";
import { structureToolInput, structureToolResponse } from "@core/contracts/structure-tool";
import { generateStructure } from "@core/live/clock/structure";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { toolRateLimit } from "./tool-rate-limit";

/** POST /api/tools/structure (decision 160): a structure from a starting stack and a length. Public, nothing stored. */
export const structureToolRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/tools/structure",
    {
      config: { rateLimit: toolRateLimit },
      schema: { summary: "Build a blind structure", body: structureToolInput, response: { 200: structureToolResponse, 400: errorResponse } },
    },
    async (request) => ({
      levels: generateStructure(request.body),
    }),
  );
};
