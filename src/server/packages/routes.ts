import { campaignIdParams, campaignResponse } from "@core/contracts/campaigns";
import { createPackageInput, packageEventParams, packageResponse, packageResultBody, packageResultResponse } from "@core/contracts/packages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser, requireRole } from "../auth/guards";
import { createPackage, enterPackageResult, getPackage } from "./service";

/** Packages (decision 241): one campaign over several events, each event's result entered by its player. */
const packageRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, payments: app.payments, log: app.log });

  app.post(
    "/api/campaigns/packages",
    // the role is checked before the body, as creating a campaign does
    {
      preValidation: requireRole("player", "Only players can create campaigns"),
      schema: {
        summary: "Create a package: one campaign over several events",
        errors: [409, 422, 429],
        body: createPackageInput,
        response: { 201: campaignResponse },
      },
    },
    async (request, reply) => reply.code(201).send(await createPackage(app.db, currentUser(request), request.body)),
  );

  // public, like the campaign page
  app.get(
    "/api/campaigns/:id/package",
    {
      schema: {
        summary: "A package's events (null when the campaign is not a package)",
        errors: [404],
        params: campaignIdParams,
        response: { 200: packageResponse },
      },
    },
    async (request) => getPackage(app.db, request.params.id, request.user ?? undefined),
  );

  app.post(
    "/api/campaigns/:id/package/events/:eventId/result",
    {
      preHandler: requireRole("player", "Only players can enter results"),
      schema: {
        summary: "Enter one package event's result: what it cashed, or skipped",
        errors: [404, 409],
        params: packageEventParams,
        body: packageResultBody,
        response: { 200: packageResultResponse },
      },
    },
    async (request) => enterPackageResult(deps(), currentUser(request), request.params.id, request.params.eventId, request.body),
  );
};

export default packageRoutes;
