import { errorResponse } from "@core/contracts/errors";
import {
  createTournamentInput,
  registerResultResponse,
  registerTournamentInput,
  registrationResultResponse,
  tournamentIdParams,
  tournamentListResponse,
  tournamentResponse,
  updateTournamentInput,
} from "@core/contracts/tournaments";
import { HAS_MORE_HEADER } from "@core/contracts/campaign-paging";
import { MAX_ID } from "@core/contracts/ids";
import { FINISHED_PAGE_SIZE, OPEN_LIST_LIMIT } from "@core/contracts/tournament-list";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, requireRole, requireUser } from "../auth/guards";
import { cancelRegistration, cancelTournament, createTournament, disownRegistration, registerForTournament, updateTournament } from "./commands";
import { alternateMessage, MESSAGES } from "./messages";
import { getTournament, listSponsorTournaments, listTournaments } from "./reads";

const sponsorsOnly = requireRole("sponsor", MESSAGES.onlySponsors);
const manageGuard = requireRole("sponsor", MESSAGES.notYours);
const registrantsOnly = requireRole(["player", "investor"], MESSAGES.onlyRegistrants);
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** GET /api/special-tournaments: the first page, or (with `before`) the finished tournaments older than one. */
const tournamentListQuery = z.object({
  before: z.coerce
    .number({ message: "before must be a tournament id" })
    .int("before must be a tournament id")
    .positive("before must be a tournament id")
    .max(MAX_ID, "before must be a tournament id")
    .optional()
    .describe(
      `A tournament's id (the last one shown): answers only the finished tournaments older than it, newest first, ${FINISHED_PAGE_SIZE} at a time. ` +
        `Without it: every live and upcoming tournament (live first, then the soonest; at most ${OPEN_LIST_LIMIT}) and the ${FINISHED_PAGE_SIZE} most recent finished ones. ` +
        `The ${HAS_MORE_HEADER} response header says whether older finished tournaments follow.`,
    ),
});

const tournamentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // leaving or cancelling an event refunds the backers of its linked campaigns through the gateway
  const refundDeps = (request: FastifyRequest) => ({ db: app.db, payments: app.payments, log: request.log });
  // public: the /tournaments-main page lists real tournaments to visitors; signed-in callers also learn their seat
  app.get(
    "/api/special-tournaments",
    {
      schema: {
        summary: "List sponsored tournaments",
        querystring: tournamentListQuery,
        response: { 200: tournamentListResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const { tournaments, hasMore } = await listTournaments(app.db, request.user?.id ?? null, request.query.before);
      reply.header(HAS_MORE_HEADER, String(hasMore));
      return tournaments;
    },
  );

  app.get(
    "/api/special-tournaments/my",
    { preHandler: sponsorsOnly, schema: { summary: "The caller's tournaments", response: { 200: tournamentListResponse, ...errors } } },
    async (request) => listSponsorTournaments(app.db, currentUser(request)),
  );

  app.get(
    "/api/special-tournaments/:id",
    { schema: { summary: "One sponsored tournament", params: tournamentIdParams, response: { 200: tournamentResponse, ...errors } } },
    async (request) => getTournament(app.db, request.params.id, request.user?.id ?? null),
  );

  app.post(
    "/api/special-tournaments",
    {
      preHandler: sponsorsOnly,
      schema: { summary: "Create a sponsored tournament", body: createTournamentInput, response: { 201: tournamentResponse, ...errors, 429: errorResponse } },
    },
    async (request, reply) => reply.code(201).send(await createTournament(app.db, currentUser(request), request.body)),
  );

  app.patch(
    "/api/special-tournaments/:id",
    {
      preHandler: manageGuard,
      schema: {
        summary: "Edit a sponsored tournament",
        params: tournamentIdParams,
        body: updateTournamentInput,
        response: { 200: tournamentResponse, ...errors },
      },
    },
    async (request) => updateTournament(app.db, currentUser(request), request.params.id, request.body),
  );

  app.post(
    "/api/special-tournaments/:id/cancel",
    {
      preHandler: manageGuard,
      schema: { summary: "Cancel a sponsored tournament", params: tournamentIdParams, response: { 200: tournamentResponse, ...errors } },
    },
    async (request) => cancelTournament(refundDeps(request), currentUser(request), request.params.id),
  );

  app.post(
    "/api/special-tournaments/register",
    {
      preHandler: registrantsOnly,
      schema: {
        summary: "Register for a sponsored tournament",
        errors: [422],
        body: registerTournamentInput,
        response: { 201: registerResultResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { tournament, status, alternate } = await registerForTournament(app.db, currentUser(request), request.body.tournamentId, request.body.userRole);
      // a full event answers a place on the alternate list (decision 236), never a 409
      const message = alternate === null ? "You have successfully registered for the tournament." : alternateMessage(alternate);
      return reply.code(201).send({ message, tournament, status, alternate });
    },
  );

  app.delete(
    "/api/special-tournaments/:id/registration",
    // any signed-in user may give a seat back, even after switching role
    {
      preHandler: requireUser,
      schema: { summary: "Cancel a registration", params: tournamentIdParams, response: { 200: registrationResultResponse, ...errors } },
    },
    async (request) => {
      const tournament = await cancelRegistration(refundDeps(request), currentUser(request), request.params.id);
      return { message: "Your registration has been cancelled.", tournament };
    },
  );

  // the link in the "registered by the host" notification: the caller says that seat is not theirs
  app.post(
    "/api/special-tournaments/:id/not-me",
    {
      preHandler: requireUser,
      schema: {
        summary: "Report a registration made in the caller's name",
        params: tournamentIdParams,
        response: { 200: registrationResultResponse, ...errors },
      },
    },
    async (request) => {
      const tournament = await disownRegistration(refundDeps(request), currentUser(request), request.params.id);
      return { message: "You are no longer registered for this tournament.", tournament };
    },
  );
};

export default tournamentsRoutes;
