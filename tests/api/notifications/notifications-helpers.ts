import { calendarDate } from "@core/calendar-dates";
import type { NotificationsPage } from "@core/contracts/notifications";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { injectAs, listeningApp, uniqueName, type TestUser } from "../helpers";
import { sseReader } from "../live/live-helpers";
import { tournamentBody } from "../../../src/server/seed/builders";

export async function notificationsOf(app: FastifyInstance, who: TestUser, query = ""): Promise<NotificationsPage> {
  const res = await injectAs(app, who, { method: "GET", url: `/api/notifications${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as NotificationsPage;
}

export async function createTournament(app: FastifyInstance, sponsor: TestUser): Promise<{ id: number; name: string; date: string }> {
  const res = await injectAs(app, sponsor, {
    method: "POST",
    url: "/api/special-tournaments",
    payload: tournamentBody({
      name: uniqueName("Cup"),
      description: "A sponsored test event",
      date: calendarDate(new Date(Date.now() + 10 * 86_400_000)),
      time: "18:30",
      location: "Borgata, Atlantic City",
    }),
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; name: string; date: string };
}

export async function registerFor(app: FastifyInstance, who: TestUser, tournamentId: number): Promise<void> {
  const res = await injectAs(app, who, {
    method: "POST",
    url: "/api/special-tournaments/register",
    payload: { tournamentId, userRole: who.user.role },
  });
  expect(res.statusCode).toBe(201);
}

/**
 * The bell streams of the file's app, over a real socket (inject cannot stream): the app listens before the file's
 * tests and every stream opened is closed after them.
 */
export function bellStreams(ctx: { app: FastifyInstance }) {
  const server = listeningApp(ctx);
  const url = () => server.url("/api/notifications/events");
  return {
    url,
    async open(who: TestUser) {
      const res = await fetch(url(), { headers: { cookie: who.cookie }, signal: server.signal() });
      return { res, next: sseReader(res.body!) };
    },
  };
}

/** The next unread count a bell stream is sent (other events skipped). */
export async function nextUnreadCount(next: () => Promise<{ event: string; data: string }>): Promise<number> {
  for (;;) {
    const e = await next();
    if (e.event === "unread") return (JSON.parse(e.data) as { unreadCount: number }).unreadCount;
  }
}
