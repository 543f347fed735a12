import { errorResponse } from "@core/contracts/errors";
import { dealAcceptBody, liveParams, liveSnapshot, type LiveStoredState } from "@core/live/schema/contracts";
import { alreadyAccepted, DEAL_CHANGED } from "@core/live/prizes/deals";
import { liveStateAt } from "@core/live/views/state-view";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../auth/guards";
import { conflict, forbidden } from "../errors";
import { liveActionRateLimit } from "./action-rate-limit";
import { applyLiveAction, readLive } from "./service";

export const DEAL_MESSAGES = {
  notInDeal: "Only a player in the deal can accept it",
  noneProposed: "No deal is proposed.",
} as const;

/**
 * The player of `userId` who may accept proposal `proposalId` in `state`: 403 for anyone who is no player in it,
 * 409 when no deal waits for acceptances or the one waiting is another proposal than the one they saw. Checked on
 * the state read first (to refuse early) and again on the locked state.
 */
function acceptingPlayer(state: LiveStoredState, userId: number, proposalId: number): string {
  const mine = state.players.filter((p) => p.userId === userId);
  if (mine.length === 0) throw forbidden(DEAL_MESSAGES.notInDeal);
  const deal = state.deal;
  if (!deal || deal.status !== "proposed") throw conflict(deal?.status === "made" ? "The deal is already made." : DEAL_MESSAGES.noneProposed);
  const player = mine.find((p) => deal.amounts[p.id] !== undefined);
  if (!player) throw forbidden(DEAL_MESSAGES.notInDeal);
  if (deal.id !== proposalId) throw conflict(DEAL_CHANGED);
  return player.id;
}

/**
 * POST /api/live/:id/deal/accept {proposalId} (decisions 160 and 192): a player accepts the proposed deal on their
 * own signed-in device, naming the proposal whose amounts they saw. The same transaction, settlement and notice as a
 * console action (applyLiveAction), as that player instead of the controller. Accepting again changes nothing and
 * writes nothing; the route counts against the console's per-account rate limit.
 */
const dealRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/live/:id/deal/accept",
    {
      schema: {
        summary: "Accept a proposed deal",
        params: liveParams,
        body: dealAcceptBody,
        response: { 200: liveSnapshot, 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse },
      },
      config: { rateLimit: liveActionRateLimit },
    },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      const { proposalId } = request.body;
      const read = await readLive(app.db, id, user);
      const playerId = acceptingPlayer(read.stored, user.id, proposalId);
      // accepted already: nothing to write, nothing to push
      const record = alreadyAccepted(read.stored, playerId, proposalId)
        ? read
        : await applyLiveAction(
            app.db,
            id,
            user,
            { type: "deal-accept", playerId, proposalId },
            { payments: app.payments, log: request.log },
            null,
            (locked) => {
              if (acceptingPlayer(locked, user.id, proposalId) !== playerId) throw conflict(DEAL_MESSAGES.noneProposed);
            },
          );
      const now = Date.now();
      return { state: liveStateAt(record.stored, now, record), serverTime: now };
    },
  );
};

export default dealRoutes;
