import { eventCalendarPath, privateCalendarPath, seriesCalendarPath } from "@core/calendar-paths";
import { calendarFeedResponse, calendarTokenParams } from "@core/contracts/calendar-feed";
import { seriesIdParams } from "@core/contracts/series";
import { tournamentIdParams } from "@core/contracts/tournaments";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, requireUser } from "../auth/guards";
import { calendarAddress, eventCalendar, privateCalendar, resetCalendarAddress, seriesCalendar, type CalendarFile } from "./service";

/**
 * Feed fetches one address may make per minute, per feed route. Calendar apps poll every few hours; Google's and
 * Apple's fetchers poll for many users from a few addresses, so the limit is well above one reader's need and only
 * stops a client hammering or walking the ids.
 */
export const FEED_RATE_LIMIT_MAX = 120;
const feedRateLimit = { max: FEED_RATE_LIMIT_MAX, timeWindow: "1 minute" };

const icsFile = (what: string) => z.string().describe(`${what} as an iCalendar file (RFC 5545, text/calendar)`);

/**
 * Five minutes in any cache: a calendar polls far less often than that, and an edit or a cancellation still reaches
 * the next poll. The public feeds may sit in a shared cache (the same for everyone); the private one only in the
 * reader's own (`private`), since its secret address names one person's events.
 */
const PUBLIC_CACHE = "public, max-age=300";
const PRIVATE_CACHE = "private, max-age=300";

function sendCalendar(reply: FastifyReply, file: CalendarFile, cacheControl: string) {
  return (
    reply
      .type("text/calendar; charset=utf-8")
      // inline: a phone or a desktop opens it in its calendar app; the name is the one offered when it is saved
      .header("content-disposition", `inline; filename="${file.fileName}"`)
      .header("cache-control", cacheControl)
      .send(file.ics)
  );
}

/**
 * Calendar feeds (decision 228): ICS for each event and series, and each user's private feed behind a secret. The
 * feeds' paths are the ones the screens link to (src/core/calendar-paths.ts).
 */
const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    eventCalendarPath(":id"),
    {
      config: { rateLimit: feedRateLimit },
      schema: {
        summary: "An event's calendar file",
        errors: [404],
        description:
          "The event as one calendar entry: start as the sponsor typed it (floating local time), end estimated from its structure, venue, link. A cancelled event is marked STATUS:CANCELLED.",
        media: { 200: "text/calendar" },
        params: tournamentIdParams,
        response: { 200: icsFile("The event") },
      },
    },
    async (request, reply) => sendCalendar(reply, await eventCalendar(app.db, app.config, request.params.id), PUBLIC_CACHE),
  );

  app.get(
    seriesCalendarPath(":id"),
    {
      config: { rateLimit: feedRateLimit },
      schema: {
        summary: "A series' calendar feed",
        errors: [404],
        description: "Every event of the series, cancelled ones marked STATUS:CANCELLED; a calendar app subscribes to it.",
        media: { 200: "text/calendar" },
        params: seriesIdParams,
        response: { 200: icsFile("The series' events") },
      },
    },
    async (request, reply) => sendCalendar(reply, await seriesCalendar(app.db, app.config, request.params.id), PUBLIC_CACHE),
  );

  app.get(
    privateCalendarPath(":token"),
    {
      config: { rateLimit: feedRateLimit },
      schema: {
        summary: "A user's private calendar feed",
        errors: [404],
        description:
          "The events the feed's owner registered for, hosts, or has a stake riding on. The secret in the address is the only key; an unknown or replaced secret, or a closed or suspended account's, answers 404.",
        media: { 200: "text/calendar" },
        params: calendarTokenParams,
        response: { 200: icsFile("The owner's events") },
      },
    },
    async (request, reply) => sendCalendar(reply, await privateCalendar(app.db, app.config, request.params.token), PRIVATE_CACHE),
  );

  app.get(
    "/api/profile/calendar",
    {
      preHandler: requireUser,
      schema: { summary: "The private calendar feed's address", description: "Made on the first ask.", response: { 200: calendarFeedResponse } },
    },
    async (request, reply) => {
      // the address is a credential: never kept by a cache
      reply.header("cache-control", "private, no-store");
      return calendarAddress(app.db, app.config, currentUser(request));
    },
  );

  app.post(
    "/api/profile/calendar/reset",
    {
      preHandler: requireUser,
      schema: {
        summary: "Replace the private calendar feed's address",
        description: "The old address answers 404 from now on.",
        response: { 200: calendarFeedResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return resetCalendarAddress(app.db, app.config, currentUser(request).id);
    },
  );
};

export default calendarRoutes;
