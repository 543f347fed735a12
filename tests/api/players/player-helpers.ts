import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../../src/server/db/client";
import { users } from "../../../src/server/db/schema/index";
import { createCampaign, createInvestment } from "../factories";
import { injectAs, type TestUser } from "../helpers";
import { action, back, createEvent, fillField, linkedCampaign, seatOf } from "../settlement/verified-helpers";

/** A typed campaign ($10,000 buy-in) backed by `investor` for `stake`, closed by its player with `winnings`. */
export async function selfReported(app: FastifyInstance, db: Db, player: TestUser, investor: TestUser, stake: string, finalPosition: number, winnings: string) {
  const campaign = await createCampaign(db, player, { tournamentDate: new Date("2026-03-01T00:00:00Z") });
  await createInvestment(db, campaign, investor, stake);
  const res = await injectAs(app, player, {
    method: "POST",
    url: "/api/campaigns/close",
    payload: { campaignId: campaign.id, finalPosition, totalWinnings: winnings, closingDate: new Date().toISOString().slice(0, 10) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return campaign;
}

/** A sponsored event of 4 entrants (by default) at $1,000: the player, backed by `investor` for `stake`, is out first (4th, $0). */
export async function verifiedBust(app: FastifyInstance, db: Db, investor: TestUser, stake: string, others = 3) {
  const event = await createEvent(app, db, 1);
  await fillField(db, event.id, others);
  const [player] = event.entrants;
  const campaign = await linkedCampaign(db, player, event);
  await back(app, investor, campaign.id, stake);
  expect((await action(app, event.sponsor, event.id, { type: "start" })).statusCode).toBe(200);
  const out = await action(app, event.sponsor, event.id, { type: "eliminate", playerId: await seatOf(app, event.sponsor, event.id, player) });
  expect(out.statusCode, out.body).toBe(200);
  return { event, player, campaign };
}

export async function setEmail(db: Db, who: TestUser, email: string) {
  await db.update(users).set({ email, paypalEmail: email, bankAccount: "000123456789" }).where(eq(users.id, who.user.id));
}
