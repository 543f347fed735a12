import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { SwapItem } from "@core/contracts/swaps";
import type { Db } from "../../../src/server/db/client";
import { tournamentBody } from "../../../src/server/seed/builders";
import { createPlayer, createSponsor, injectAs, uniqueName, type TestUser } from "../helpers";
import { registerAs } from "../settlement/verified-helpers";

/**
 * A sponsor's event for swaps with `players` registered players: a $1,000 buy-in under a $200,000 guarantee paid
 * 50/25/25, so with 4 entrants 1st wins $100,000 and 2nd and 3rd $50,000 each (the worked case's prizes).
 */
export async function swapEvent(app: FastifyInstance, db: Db, players = 4) {
  const sponsor = await createSponsor(db);
  const name = uniqueName("Swap Cup");
  const created = await injectAs(app, sponsor, {
    method: "POST",
    url: "/api/special-tournaments",
    payload: tournamentBody({
      name,
      date: "2030-06-01",
      buyIn: "1000",
      startingChips: 10000,
      maxSeats: 100,
      guaranteedPrizePool: "200000",
      prizePercentages: [50, 25, 25],
    }),
  });
  expect(created.statusCode, created.body).toBe(201);
  const id: number = created.json().id;
  const entrants: TestUser[] = [];
  for (let i = 0; i < players; i++) entrants.push(await registerAs(app, await createPlayer(db), id, "player"));
  return { sponsor, id, name, entrants };
}

export const offer = (app: FastifyInstance, who: TestUser | null, payload: Record<string, unknown>) =>
  injectAs(app, who, { method: "POST", url: "/api/swaps", payload });

export const swapAction = (app: FastifyInstance, who: TestUser | null, id: number, what: "accept" | "decline" | "cancel") =>
  injectAs(app, who, { method: "POST", url: `/api/swaps/${id}/${what}` });

export const markPaid = (app: FastifyInstance, who: TestUser | null, id: number) => injectAs(app, who, { method: "PATCH", url: `/api/swaps/${id}/mark-paid` });

export async function swapsOf(app: FastifyInstance, who: TestUser): Promise<SwapItem[]> {
  const res = await injectAs(app, who, { method: "GET", url: "/api/swaps" });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** An offer that must succeed; its swap as the offerer sees it. */
export async function offered(app: FastifyInstance, from: TestUser, to: TestUser, tournamentId: number, percent: string | number = 10): Promise<SwapItem> {
  const res = await offer(app, from, { tournamentId, toUsername: to.user.username, percent });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

export async function accepted(app: FastifyInstance, from: TestUser, to: TestUser, tournamentId: number, percent: string | number = 10): Promise<SwapItem> {
  const swap = await offered(app, from, to, tournamentId, percent);
  const res = await swapAction(app, to, swap.id, "accept");
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Expects a refusal with its status and message. */
export function refused(res: { statusCode: number; body: string; json: () => { message: string } }, status: number, message: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().message).toBe(message);
}
