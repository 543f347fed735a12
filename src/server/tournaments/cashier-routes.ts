import { cashierReportResponse } from "@core/contracts/cashier-report";
import { errorResponse } from "@core/contracts/errors";
import { tournamentIdParams } from "@core/contracts/tournaments";
import { cashierCsv } from "@core/live/prizes/cashier-csv";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, requireRole } from "../auth/guards";
import { closeCashier, getCashierReport } from "./cashier";
import { MESSAGES } from "./messages";

const sponsorOnly = requireRole("sponsor", MESSAGES.notYours);
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const csvFile = z.string().describe("The cashier's report as CSV (text/csv): the same lines as the JSON report, offered as a download");

/** A file name from the event's name and id: letters, digits and dashes only. */
const fileName = (name: string, id: number) =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "event"
  }-${id}-cashier.csv`;

/** The cashier's report (decision 237): the event's sponsor only. */
const cashierRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/special-tournaments/:id/cashier",
    {
      preHandler: sponsorOnly,
      schema: { summary: "The cashier's report of a sponsored tournament", params: tournamentIdParams, response: { 200: cashierReportResponse, ...errors } },
    },
    async (request) => (await getCashierReport(app.db, currentUser(request), request.params.id)).body,
  );

  app.get(
    "/api/special-tournaments/:id/cashier.csv",
    {
      preHandler: sponsorOnly,
      schema: {
        summary: "The cashier's report as CSV",
        params: tournamentIdParams,
        media: { 200: "text/csv" },
        response: { 200: csvFile, ...errors },
      },
    },
    async (request, reply) => {
      const { report, body } = await getCashierReport(app.db, currentUser(request), request.params.id);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName(body.name, body.tournamentId)}"`)
        .header("cache-control", "private, no-store")
        .send(cashierCsv(report));
    },
  );

  app.post(
    "/api/special-tournaments/:id/cashier/close",
    {
      preHandler: sponsorOnly,
      schema: {
        summary: "Mark a sponsored tournament closed once its cashier's report balances",
        params: tournamentIdParams,
        response: { 200: cashierReportResponse, ...errors, 409: errorResponse },
      },
    },
    async (request) => (await closeCashier(app.db, currentUser(request), request.params.id)).body,
  );
};

export default cashierRoutes;
