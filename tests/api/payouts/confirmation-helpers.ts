import { DAY_MS } from "@core/payback";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Db } from "../../../src/server/db/client";
import { payouts } from "../../../src/server/db/schema/index";
import { createCampaign, createInvestment } from "../factories";
import { createInvestor, createPlayer, injectAs, uniqueName, type TestUser } from "../helpers";

/**
 * A payout marked paid through the API: a player's campaign closed with one backer's stake, its payout
 * marked paid with `how`, then dated `paidDaysAgo` days back (0: now). The investor has a confirmed address.
 */
export async function markedPaidPayout(
  app: FastifyInstance,
  db: Db,
  o: { player?: TestUser; investor?: TestUser; paidDaysAgo?: number; how?: { method?: string; reference?: string } } = {},
) {
  const player = o.player ?? (await createPlayer(db));
  const investor =
    o.investor ?? (await createInvestor(db, { email: `${uniqueName("backer")}@example.com`, emailVerifiedAt: new Date(), paypalEmail: "b@paypal.example" }));
  const campaign = await createCampaign(db, player, {});
  await createInvestment(db, campaign, investor, "500.00");
  const closed = await injectAs(app, player, {
    method: "POST",
    url: "/api/campaigns/close",
    payload: { campaignId: campaign.id, finalPosition: 1, totalWinnings: "30000", closingDate: new Date().toISOString().slice(0, 10) },
  });
  expect(closed.statusCode, closed.body).toBe(200);
  const [owed] = await db.select().from(payouts).where(eq(payouts.campaignId, campaign.id));
  const marked = await injectAs(app, player, { method: "PATCH", url: `/api/payouts/${owed!.id}/mark-paid`, ...(o.how ? { payload: o.how } : {}) });
  expect(marked.statusCode, marked.body).toBe(200);
  if (o.paidDaysAgo) await paidDaysAgo(db, owed!.id, o.paidDaysAgo);
  const [payout] = await db.select().from(payouts).where(eq(payouts.id, owed!.id));
  return { player, investor, campaign, payout: payout! };
}

/** Dates a payout's Mark as Paid `days` days back, as if the player had marked it then. */
export async function paidDaysAgo(db: Db, payoutId: number, days: number, now = new Date()) {
  await db
    .update(payouts)
    .set({ paidAt: new Date(now.getTime() - days * DAY_MS) })
    .where(eq(payouts.id, payoutId));
}

export const payoutRow = async (db: Db, id: number) => (await db.select().from(payouts).where(eq(payouts.id, id)))[0]!;
