import {
  campaignIdParams,
  cancelCampaignResponse,
  closeCampaignInput,
  closeCampaignResponse,
  markPaidResponse,
  pendingPayoutResponse,
} from "@core/contracts/payouts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, requireRole } from "../auth/guards";
import { cancelCampaign, closeCampaign, listPlayerPayouts, markPayoutPaid } from "./service";
import { startPayoutReminders } from "./reminders";

/** Closing and cancelling campaigns, and paying investors out (marketplace §7). */
const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, payments: app.payments, log: app.log });
  // players are reminded of unpaid payouts 3 days after settlement and on the due date, one instance at a time
  startPayoutReminders(app);

  app.post(
    "/api/campaigns/close",
    {
      preHandler: requireRole("player", "Only players can close campaigns"),
      schema: { body: closeCampaignInput, response: { 200: closeCampaignResponse } },
    },
    async (request) => closeCampaign(deps(), currentUser(request), request.body),
  );

  app.post(
    "/api/campaigns/:id/cancel",
    {
      preHandler: requireRole("player", "Only players can cancel campaigns"),
      schema: { params: campaignIdParams, response: { 200: cancelCampaignResponse } },
    },
    async (request) => cancelCampaign(deps(), currentUser(request), request.params.id),
  );

  app.get(
    "/api/pending-payouts",
    {
      preHandler: requireRole("player", "Only players can view pending payouts"),
      schema: { response: { 200: z.array(pendingPayoutResponse) } },
    },
    async (request) => listPlayerPayouts(app.db, currentUser(request).id),
  );

  app.patch(
    "/api/payouts/:id/mark-paid",
    {
      preHandler: requireRole("player", "Only players can mark payouts as paid"),
      schema: { params: campaignIdParams, response: { 200: markPaidResponse } },
    },
    async (request) => markPayoutPaid(app.db, currentUser(request), request.params.id),
  );
};

export default payoutsRoutes;
