import { calendarDate } from "@core/calendar-dates";
import type { NotificationsPage } from "@core/contracts/notifications";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { injectAs, uniqueName, type TestUser } from "../helpers";
import { tournamentBody } from "../../../src/server/db/seed/builders";

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
