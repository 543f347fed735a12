import { errorResponse } from "@core/contracts/errors";
import {
  createSeriesInput,
  seriesIdParams,
  seriesListQuery,
  seriesListResponse,
  seriesPageResponse,
  seriesResponse,
  seriesSummaryResponse,
  updateSeriesInput,
} from "@core/contracts/series";
import { SERIES_MESSAGES } from "@core/series-rules";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, requireRole } from "../auth/guards";
import { createSeries, deleteSeries, getSeries, listOwnSeries, listSeries, updateSeries } from "./service";

const sponsorsOnly = requireRole("sponsor", SERIES_MESSAGES.onlySponsors);
const manageGuard = requireRole("sponsor", SERIES_MESSAGES.notYours);
const deletedResponse = z.object({ id: z.number(), message: z.string() });

/** Series (decision 231): a sponsor's events grouped into a festival, with its public schedule. */
const seriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/series",
    {
      schema: {
        summary: "List tournament series",
        description: "Public, a page at a time: series not over yet first (the soonest start first), then past ones (the most recently ended first).",
        querystring: seriesListQuery,
        response: { 200: seriesPageResponse, 400: errorResponse },
      },
    },
    async (request) => listSeries(app.db, request.query.page),
  );

  app.get(
    "/api/series/mine",
    {
      preHandler: sponsorsOnly,
      schema: { summary: "The caller's series", response: { 200: seriesListResponse, 401: errorResponse, 403: errorResponse } },
    },
    async (request) => listOwnSeries(app.db, currentUser(request)),
  );

  app.get(
    "/api/series/:id",
    {
      schema: {
        summary: "One tournament series with its schedule",
        description: "Public: the series and its events (cancelled ones left out) by date and time, each with its entrants and prize pool.",
        params: seriesIdParams,
        response: { 200: seriesResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => getSeries(app.db, request.params.id),
  );

  app.post(
    "/api/series",
    {
      preHandler: sponsorsOnly,
      schema: {
        summary: "Create a tournament series",
        body: createSeriesInput,
        response: { 201: seriesSummaryResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => reply.code(201).send(await createSeries(app.db, currentUser(request), request.body)),
  );

  app.patch(
    "/api/series/:id",
    {
      preHandler: manageGuard,
      schema: {
        summary: "Edit a tournament series",
        description: "The owner sponsor only. New dates must hold every event in the series that is not cancelled.",
        params: seriesIdParams,
        body: updateSeriesInput,
        response: { 200: seriesSummaryResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => updateSeries(app.db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    "/api/series/:id",
    {
      preHandler: manageGuard,
      schema: {
        summary: "Delete a tournament series",
        description: "The owner sponsor only. Its events stay, in no series.",
        params: seriesIdParams,
        response: { 200: deletedResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      await deleteSeries(app.db, currentUser(request), request.params.id);
      return { id: request.params.id, message: "The series was deleted; its tournaments stay, in no series." };
    },
  );
};

export default seriesRoutes;
