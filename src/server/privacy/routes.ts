import { messageResponse } from "@core/contracts/auth";
import {
  CLOSE_MESSAGES,
  closeAccountInput,
  closeBlockedResponse,
  closingStateResponse,
  DATA_EXPORT_MESSAGES,
  DATA_EXPORTS_PER_HOUR,
  dataExport,
  dataExportParams,
  latestDataExportResponse,
} from "@core/contracts/privacy";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, requireUser } from "../auth/guards";
import { clearSessionCookie } from "../auth/sessions";
import { addressRateLimit } from "../auth/throttle";
import { closeAccount } from "./closing";
import { closingState } from "./closing-blockers";
import { dataExportZip, latestDataExport, requestDataExport } from "./service";
import { scheduleDataExportWorker } from "./worker";

/** Exports asked for per account and hour: each builds a ZIP of the whole account in the background. */
const exportRateLimit = {
  max: DATA_EXPORTS_PER_HOUR,
  timeWindow: "1 hour",
  allowList: (request: FastifyRequest) => !request.user,
  keyGenerator: (request: FastifyRequest) => `data-export:${request.user?.id ?? 0}`,
  errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) => ({ statusCode: 429, message: DATA_EXPORT_MESSAGES.tooMany(context.after) }),
};

// z.any: the body is the ZIP's bytes (a Buffer, sent as is), which no JSON schema describes
const zipFile = z.any().describe("The ZIP (application/zip): data.json, README.txt and statements/<year>.csv, offered as a download");

/** "Download my data" and "Close my account" in Profile > Privacy (decision 229). */
const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  // the ZIPs are built in the background, on every instance (claims keep them apart), and deleted once expired
  scheduleDataExportWorker(app, () => ({ db: app.db, config: app.config, log: app.log }), app.config.DATA_EXPORT_POLL_MS);

  app.post(
    "/api/profile/data-export",
    {
      preHandler: requireUser,
      config: { rateLimit: exportRateLimit },
      schema: { summary: "Ask for a copy of one's data", response: { 202: dataExport } },
    },
    async (request, reply) => reply.code(202).send(await requestDataExport(app.db, currentUser(request))),
  );

  app.get(
    "/api/profile/data-export",
    { preHandler: requireUser, schema: { summary: "The latest copy of one's data", response: { 200: latestDataExportResponse } } },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return latestDataExport(app.db, currentUser(request).id);
    },
  );

  app.get(
    "/api/profile/data-export/:id/download",
    {
      preHandler: requireUser,
      schema: { summary: "Download a copy of one's data", params: dataExportParams, media: { 200: "application/zip" }, response: { 200: zipFile } },
    },
    async (request, reply) => {
      const { data, createdAt } = await dataExportZip(app.db, currentUser(request).id, request.params.id);
      return reply
        .type("application/zip")
        .header("content-disposition", `attachment; filename="stakeline-data-${createdAt.toISOString().slice(0, 10)}.zip"`)
        .header("cache-control", "private, no-store")
        .send(data);
    },
  );

  app.get(
    "/api/profile/closing",
    { preHandler: requireUser, schema: { summary: "What keeps the account from closing", response: { 200: closingStateResponse } } },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return closingState(app.db, currentUser(request).id);
    },
  );

  app.post(
    "/api/profile/close",
    {
      preHandler: requireUser,
      // the password is checked here too: as limited per address as sign-in, and per account with it (closing.ts)
      config: { rateLimit: addressRateLimit(app.config.AUTH_RATE_LIMIT_MAX) },
      schema: { summary: "Close one's account", body: closeAccountInput, response: { 200: messageResponse, 409: closeBlockedResponse } },
    },
    async (request, reply) => {
      const result = await closeAccount(
        { db: app.db, payments: app.payments, log: app.log, throttle: app.accountThrottle },
        currentUser(request),
        request.body.password,
      );
      if (!result.closed) return reply.code(409).send({ message: result.message, code: "conflict", blockers: result.blockers });
      clearSessionCookie(reply);
      return { message: CLOSE_MESSAGES.closed };
    },
  );
};

export default privacyRoutes;
