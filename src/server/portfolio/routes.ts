import { activityResponse, dashboardResponse, myInvestmentResponse, performanceResponse } from "@core/contracts/payouts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, requireRole, requireUser } from "../auth/guards";
import { dashboardFor, listActivities, listMyInvestments, performanceFor } from "./service";

/** The signed-in user's own figures: stakes, dashboard, performance and activity (marketplace §7). */
const portfolioRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/investments/my",
    {
      preHandler: requireRole("investor", "Only investors can view their investments"),
      schema: { summary: "The investor's stakes", response: { 200: z.array(myInvestmentResponse) } },
    },
    async (request) => listMyInvestments(app.db, currentUser(request).id),
  );

  app.get(
    "/api/dashboard",
    { preHandler: requireUser, schema: { summary: "The signed-in user's dashboard figures", response: { 200: dashboardResponse } } },
    async (request) => dashboardFor(app.db, currentUser(request)),
  );

  app.get(
    "/api/performance",
    { preHandler: requireUser, schema: { summary: "The signed-in user's performance over time", response: { 200: performanceResponse } } },
    async (request) => performanceFor(app.db, currentUser(request)),
  );

  app.get(
    "/api/activities",
    { preHandler: requireUser, schema: { summary: "The signed-in user's recent activity", response: { 200: z.array(activityResponse) } } },
    async (request) => listActivities(app.db, currentUser(request).id),
  );
};

export default portfolioRoutes;
