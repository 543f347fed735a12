import { errorResponse } from "@core/contracts/errors";
import { liveParams, liveSnapshot, type LiveStoredState } from "@core/live/contracts";
import { liveStateAt } from "@core/live/state-view";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../auth/guards";
import { conflict, forbidden } from "../errors";
import { applyLiveAction, readLive } from "./service";

export const DEAL_MESSAGES = {
  notInDeal: "Only a player in the deal can accept it",
  noneProposed: "No deal is proposed.",
} as const;

/**
 * The player of `userId` who may accept the deal in `state`: 403 for anyone who is no player in it, 409 when no
 * deal waits for acceptances. Checked on the state read first (to refuse early) and again on the locked state.
 */
function acceptingPlayer(state: LiveStoredState, userId: number): string {
  const mine = state.players.filter((p) => p.userId === userId);
  if (mine.length === 0) throw forbidden(DEAL_MESSAGES.notInDeal);
  const deal = state.deal;
  if (!deal || deal.status !== "proposed") throw conflict(deal?.status === "made" ? "The deal is already made." : DEAL_MESSAGES.noneProposed);
  const player = mine.find((p) => deal.amounts[p.id] !== undefined);
  if (!player) throw forbidden(DEAL_MESSAGES.notInDeal);
  return player.id;
}

/**
 * POST /api/live/:id/deal/accept (issue 27): a player accepts the proposed deal on their own signed-in device. The
 * same transaction, settlement and notice as a console action (applyLiveAction), as that player instead of the
 * controller.
 */
const dealRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/live/:id/deal/accept",
    {
      schema: {
        params: liveParams,
        response: { 200: liveSnapshot, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      const { stored } = await readLive(app.db, id, user);
      const playerId = acceptingPlayer(stored, user.id);
      const record = await applyLiveAction(app.db, id, user, { type: "deal-accept", playerId }, { payments: app.payments, log: request.log }, null, (locked) => {
        if (acceptingPlayer(locked, user.id) !== playerId) throw conflict(DEAL_MESSAGES.noneProposed);
      });
      const now = Date.now();
      return { state: liveStateAt(record.stored, now, record), serverTime: now };
    },
  );
};

export default dealRoutes;
