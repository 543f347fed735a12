import { statementFileName, statementQuery, statementYearsResponse } from "@core/contracts/statements";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, requireUser } from "../auth/guards";
import { statementCsv, statementYears } from "./service";

const csvFile = z.string().describe("The statement as CSV (text/csv), one row per stake, offered as a download");

/** Yearly statements as CSV (decision 174): an investor's stakes bought, a player's stakes sold. */
const statementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/statements/years",
    { preHandler: requireUser, schema: { summary: "Years with a statement", errors: [403], response: { 200: statementYearsResponse } } },
    async (request) => statementYears(app.db, currentUser(request)),
  );

  app.get(
    "/api/statements",
    {
      preHandler: requireUser,
      schema: { summary: "A year's statement as CSV", errors: [403], media: { 200: "text/csv" }, querystring: statementQuery, response: { 200: csvFile } },
    },
    async (request, reply) => {
      const { year } = request.query;
      const { kind, csv } = await statementCsv(app.db, currentUser(request), year);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${statementFileName(kind, year)}"`)
        .header("cache-control", "private, no-store")
        .send(csv);
    },
  );
};

export default statementsRoutes;
