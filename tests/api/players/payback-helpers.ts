import { DAY_MS, paybackWith, payoutDueAt } from "@core/payback";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Db } from "../../../src/server/db/client";
import { payouts } from "../../../src/server/db/schema/index";
import { injectAs, type TestUser } from "../helpers";

/** The payouts of a campaign, oldest first. */
export const payoutRows = (db: Db, campaignId: number) => db.select().from(payouts).where(eq(payouts.campaignId, campaignId)).orderBy(payouts.id);

/** Moves a campaign's payouts back as if settled `days` days ago: created then, due 7 days after. */
export async function settledDaysAgo(db: Db, campaignId: number, days: number, now = new Date()) {
  const createdAt = new Date(now.getTime() - days * DAY_MS);
  await db
    .update(payouts)
    .set({ createdAt, dueAt: payoutDueAt(createdAt) })
    .where(eq(payouts.campaignId, campaignId));
}

/** A payback record with every figure 0 but those given (the shape of decision 200). */
export const payback = paybackWith;

/**
 * Marks a payout paid through the API, then dates the payment `daysAfterSettlement` days after its settlement; its
 * backer's confirmation is then `confirmation` (by default confirmed: only then does it count as paid, decision 200).
 */
export async function paidAfter(
  app: FastifyInstance,
  db: Db,
  player: TestUser,
  payoutId: number,
  daysAfterSettlement: number,
  confirmation: "awaiting" | "confirmed" | "auto_confirmed" = "confirmed",
) {
  const res = await injectAs(app, player, { method: "PATCH", url: `/api/payouts/${payoutId}/mark-paid` });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await db.select().from(payouts).where(eq(payouts.id, payoutId));
  await db
    .update(payouts)
    .set({ paidAt: new Date(row!.createdAt.getTime() + daysAfterSettlement * DAY_MS), confirmation })
    .where(eq(payouts.id, payoutId));
}
