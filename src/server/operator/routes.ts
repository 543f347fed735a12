import {
  OPERATOR_MESSAGES,
  operatorDispute,
  operatorDisputesResponse,
  operatorIdParams,
  operatorTrailResponse,
  operatorUser,
  operatorUsersQuery,
  operatorUsersResponse,
  ruleDisputeInput,
  suspendUserInput,
  suspendUserResponse,
} from "@core/contracts/operator";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser, requireOperator } from "../auth/guards";
import { payouts } from "../db/schema/index";
import { notFound } from "../errors";
import { listOpenDisputes, ruleDispute } from "./disputes";
import { searchUsers } from "./people";
import { reinstateUser, suspendUser } from "./suspension";
import { payoutTrail } from "./trail-view";

/**
 * The operator console's calls (decision 202). Every route checks operator rights itself
 * (requireOperator: 401 signed out, 403 for everyone else), whatever the caller's role.
 */
const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, payments: app.payments, log: app.log });

  app.get(
    "/api/operator/disputes",
    { preHandler: requireOperator, schema: { summary: "Open payout disputes (operator)", response: { 200: operatorDisputesResponse } } },
    async () => listOpenDisputes(app.db),
  );

  app.get(
    "/api/operator/payouts/:id/trail",
    {
      preHandler: requireOperator,
      schema: { summary: "A payout's trust trail (operator)", params: operatorIdParams, response: { 200: operatorTrailResponse } },
    },
    async (request) => {
      const [payout] = await app.db.select({ id: payouts.id }).from(payouts).where(eq(payouts.id, request.params.id));
      if (!payout) throw notFound(OPERATOR_MESSAGES.payoutNotFound);
      return payoutTrail(app.db, payout.id);
    },
  );

  app.post(
    "/api/operator/disputes/:id/rule",
    {
      preHandler: requireOperator,
      schema: {
        summary: "Rule on a payout dispute (operator)",
        errors: [409],
        params: operatorIdParams,
        body: ruleDisputeInput,
        response: { 200: operatorDispute },
      },
    },
    async (request) => ruleDispute(app.db, currentUser(request), request.params.id, request.body),
  );

  app.get(
    "/api/operator/users",
    { preHandler: requireOperator, schema: { summary: "Find users (operator)", querystring: operatorUsersQuery, response: { 200: operatorUsersResponse } } },
    async (request) => searchUsers(app.db, request.query.q),
  );

  app.post(
    "/api/operator/users/:id/suspend",
    {
      preHandler: requireOperator,
      schema: { summary: "Suspend a user (operator)", errors: [409], params: operatorIdParams, body: suspendUserInput, response: { 200: suspendUserResponse } },
    },
    async (request) => suspendUser(deps(), currentUser(request), request.params.id, request.body.reason),
  );

  app.post(
    "/api/operator/users/:id/reinstate",
    {
      preHandler: requireOperator,
      schema: { summary: "Reinstate a user (operator)", errors: [409], params: operatorIdParams, response: { 200: operatorUser } },
    },
    async (request) => reinstateUser(deps(), currentUser(request), request.params.id),
  );
};

export default operatorRoutes;
