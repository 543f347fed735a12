import {
  campaignIdParams,
  cancelCampaignResponse,
  closeCampaignInput,
  closeCampaignResponse,
  markPaidResponse,
  pendingPayoutResponse,
} from "@core/contracts/payouts";
import { answerDisputeInput, confirmationResponse, disputePayoutInput, markPaidInput } from "@core/contracts/payout-confirmation";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, requireRole, requireUser } from "../auth/guards";
import { startPayoutAutoConfirm } from "./auto-confirm";
import { answerDispute, confirmPayout, disputePayout } from "./confirmation";
import payoutLinkRoutes from "./link-routes";
import { cancelCampaign, closeCampaign, listPlayerPayouts, markPayoutPaid } from "./service";
import { startPayoutReminders } from "./reminders";

/** Closing and cancelling campaigns, and paying investors out (marketplace §7). */
const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, payments: app.payments, log: app.log });
  // players are reminded of unpaid payouts 3 days after settlement and on the due date, one instance at a time
  startPayoutReminders(app);
  // payouts awaiting their backer 14 days after the mark count as confirmed (decision 200), one instance at a time
  startPayoutAutoConfirm(app);
  // the mail's signed Confirm / "I was not paid" links, in their own scope (they parse HTML forms)
  await app.register(payoutLinkRoutes);

  app.post(
    "/api/campaigns/close",
    {
      preHandler: requireRole("player", "Only players can close campaigns"),
      schema: { summary: "Close a campaign with the result", errors: [404, 409], body: closeCampaignInput, response: { 200: closeCampaignResponse } },
    },
    async (request) => closeCampaign(deps(), currentUser(request), request.body),
  );

  app.post(
    "/api/campaigns/:id/cancel",
    {
      preHandler: requireRole("player", "Only players can cancel campaigns"),
      schema: { summary: "Cancel a campaign and refund its backers", errors: [409], params: campaignIdParams, response: { 200: cancelCampaignResponse } },
    },
    async (request) => cancelCampaign(deps(), currentUser(request), request.params.id),
  );

  app.get(
    "/api/pending-payouts",
    {
      preHandler: requireRole("player", "Only players can view pending payouts"),
      schema: { summary: "Payouts the player still owes", response: { 200: z.array(pendingPayoutResponse) } },
    },
    async (request) => listPlayerPayouts(app.db, currentUser(request).id),
  );

  app.patch(
    "/api/payouts/:id/mark-paid",
    {
      preHandler: requireRole("player", "Only players can mark payouts as paid"),
      // optional: how and with what transfer reference it was paid (decision 200)
      schema: { summary: "Mark a payout paid", errors: [409], params: campaignIdParams, body: markPaidInput, response: { 200: markPaidResponse } },
    },
    async (request) => markPayoutPaid(app.db, currentUser(request), request.params.id, request.body ?? {}),
  );

  // the backer's answer to Mark as Paid, and the player's answer to a dispute (decision 200): who may is
  // decided by the payout (its investor, its player), in the service, whatever the caller's role
  app.post(
    "/api/payouts/:id/confirm",
    {
      preHandler: requireUser,
      schema: { summary: "Confirm a payout was received", errors: [409], params: campaignIdParams, response: { 200: confirmationResponse } },
    },
    async (request) => confirmPayout(app.db, currentUser(request).id, request.params.id),
  );

  app.post(
    "/api/payouts/:id/dispute",
    {
      preHandler: requireUser,
      schema: { summary: "Dispute a payout", errors: [409], params: campaignIdParams, body: disputePayoutInput, response: { 200: confirmationResponse } },
    },
    async (request) => disputePayout(app.db, currentUser(request).id, request.params.id, request.body.reason),
  );

  app.post(
    "/api/payouts/:id/dispute/answer",
    {
      preHandler: requireUser,
      schema: {
        summary: "Answer a payout dispute",
        errors: [409],
        params: campaignIdParams,
        body: answerDisputeInput,
        response: { 200: confirmationResponse },
      },
    },
    async (request) => answerDispute(app.db, currentUser(request), request.params.id, request.body.text),
  );
};

export default payoutsRoutes;
