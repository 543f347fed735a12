import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { LiveGetResponse } from "@core/live/schema/contracts";
import type { Db } from "../../../src/server/db/client";
import { activities, campaigns, investments, payouts, tournamentRegistrations, type CampaignRow } from "../../../src/server/db/schema/index";
import { createCampaign } from "../factories";
import { createInvestor, createPlayer, createSponsor, injectAs, uniqueName, type TestUser } from "../helpers";
import { invest, postInvestment } from "../investing/investing-helpers";
import { tournamentBody } from "../../../src/server/seed/builders";

/** A sponsor's event created through the API at `buyIn` dollars, with `players` players registered through the API. */
export async function createEvent(app: FastifyInstance, db: Db, players: number, buyIn = "1000") {
  const sponsor = await createSponsor(db);
  const name = uniqueName("Verified Cup");
  const created = await injectAs(app, sponsor, {
    method: "POST",
    url: "/api/special-tournaments",
    payload: tournamentBody({ name, date: "2030-06-01", location: "Las Vegas", buyIn, startingChips: 10000, maxSeats: 100 }),
  });
  expect(created.statusCode, created.body).toBe(201);
  const id: number = created.json().id;
  const entrants: TestUser[] = [];
  for (let i = 0; i < players; i++) entrants.push(await registerAs(app, await createPlayer(db), id, "player"));
  return { sponsor, id, name, entrants };
}

export async function registerAs(app: FastifyInstance, who: TestUser, tournamentId: number, userRole: "player" | "investor") {
  const res = await injectAs(app, who, { method: "POST", url: "/api/special-tournaments/register", payload: { tournamentId, userRole } });
  expect(res.statusCode, res.body).toBe(201);
  return who;
}

/** More entrants straight in the database (the field size decides the paid places), as walk-on registered players. */
export async function fillField(db: Db, tournamentId: number, count: number) {
  for (let i = 0; i < count; i++) {
    const p = await createPlayer(db);
    await db.insert(tournamentRegistrations).values({ tournamentId, userId: p.user.id, userRole: "player" });
  }
}

/** The player's campaign linked to the event, at the event's buy-in. */
export function linkedCampaign(db: Db, player: TestUser, event: { id: number; name: string }, overrides: Partial<CampaignRow> = {}) {
  return createCampaign(db, player, {
    specialTournamentId: event.id,
    tournament: event.name,
    buyIn: "1000.00",
    targetAmount: "500.00",
    minStake: "50.00",
    playerOfferedPercentage: 50,
    ...overrides,
  });
}

/** A stake bought the real way: hold, sandbox card, recorded. Returns the payment intent id. */
export async function back(app: FastifyInstance, investor: TestUser, campaignId: number, amount: string): Promise<string> {
  const paymentIntentId = await invest(app, investor, campaignId, amount);
  const recorded = await postInvestment(app, investor, { campaignId, amount, paymentIntentId });
  expect(recorded.statusCode, recorded.body).toBeLessThan(300);
  return paymentIntentId;
}

export const action = (app: FastifyInstance, who: TestUser | null, id: number, payload: Record<string, unknown>) =>
  injectAs(app, who, { method: "POST", url: `/api/live/${id}/actions`, payload });

export async function liveState(app: FastifyInstance, who: TestUser | null, id: number): Promise<LiveGetResponse> {
  const res = await injectAs(app, who, { method: "GET", url: `/api/live/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The live player id of a registered user. */
export async function seatOf(app: FastifyInstance, sponsor: TestUser, id: number, who: TestUser): Promise<string> {
  const { state } = await liveState(app, sponsor, id);
  const seat = state.players.find((p) => p.userId === who.user.id);
  if (!seat) throw new Error(`user ${who.user.id} has no seat`);
  return seat.id;
}

export async function campaignRow(db: Db, id: number) {
  const [c] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  return c;
}

export const investmentsOf = (db: Db, campaignId: number) =>
  db.select().from(investments).where(eq(investments.campaignId, campaignId)).orderBy(investments.id);
export const payoutsOf = (db: Db, campaignId: number) => db.select().from(payouts).where(eq(payouts.campaignId, campaignId)).orderBy(payouts.id);

export async function activityLines(db: Db, who: TestUser): Promise<string[]> {
  const rows = await db.select().from(activities).where(eq(activities.userId, who.user.id)).orderBy(activities.id);
  return rows.map((r) => r.description);
}

/**
 * Eliminates every entrant of event `id` still in but the `staked` players and `keep` of the others (the first in
 * the clock's order), each answered 200; gives the ones kept.
 */
export async function eliminateAllBut(app: FastifyInstance, sponsor: TestUser, id: number, staked: TestUser[], keep = 1) {
  const { state } = await liveState(app, sponsor, id);
  const stakedIds = new Set(staked.map((s) => s.user.id));
  const others = state.players.filter((p) => !stakedIds.has(p.userId ?? 0) && !p.isEliminated);
  for (const p of others.slice(keep)) expect((await action(app, sponsor, id, { type: "eliminate", playerId: p.id })).statusCode).toBe(200);
  return others.slice(0, keep);
}

/**
 * 14 entrants at $1,000 (Alice and Bob staked, the rest unstaked): a $14,000 pool over 3 paid places, 50/30/20%
 * ($7,000 / $4,200 / $2,800). An investor who RSVPs gets no seat. x backs Alice with $300 and y with $200; Bob's
 * campaign is backed with $250 by `bobsBacker`, x unless another is named.
 */
export async function stakedEvent(app: FastifyInstance, db: Db, bobsBacker?: TestUser) {
  const event = await createEvent(app, db, 2);
  await fillField(db, event.id, 12);
  const [alice, bob] = event.entrants;
  const x = await createInvestor(db);
  const y = await createInvestor(db);
  await registerAs(app, await createInvestor(db), event.id, "investor");
  const a = await linkedCampaign(db, alice, event);
  const b = await linkedCampaign(db, bob, event);
  await back(app, x, a.id, "300.00");
  await back(app, y, a.id, "200.00");
  await back(app, bobsBacker ?? x, b.id, "250.00");
  return { ...event, alice, bob, x, y, a, b };
}
