import type { CampaignOutcome } from "@core/contracts/campaign-outcome";
import type { NotificationItem } from "@core/contracts/notifications";
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaigns, mailOutbox, payouts } from "../../../src/server/db/schema/index";
import { createCampaign, createInvestment } from "../factories";
import { createInvestor, createPlayer, injectAs, setupTestApp, uniqueName, type TestUser } from "../helpers";
import { notificationsOf } from "../notifications/notifications-helpers";
import { action, back, createEvent, fillField, linkedCampaign, liveState, registerAs, seatOf } from "../settlement/verified-helpers";

// decision 143 (second walk), items 4 and 6: a finish anywhere in a large field can be recorded; Cashed counts only
// finishes with a prize; a finished campaign's page can say what happened; the clock's settlement tells the player
// what they owe each backer.
const ctx = setupTestApp();
const today = () => new Date().toISOString().slice(0, 10);
const RANGE = "Final position must be a whole number from 0 (did not cash) to 100,000";

const close = (who: TestUser, body: Record<string, unknown>) => injectAs(ctx.app, who, { method: "POST", url: "/api/campaigns/close", payload: body });
const get = (who: TestUser | null, url: string) => injectAs(ctx.app, who, { method: "GET", url });

async function backedCampaign() {
  const player = await createPlayer(ctx.db);
  const campaign = await createCampaign(ctx.db, player, { buyIn: "10000.00", targetAmount: "5000.00", playerOfferedPercentage: 50 });
  const ann = await createInvestor(ctx.db, { firstName: "Ann", lastName: "Lee" });
  const bo = await createInvestor(ctx.db, { firstName: "Bo", lastName: "Diaz" });
  await createInvestment(ctx.db, campaign, ann, "1000.00");
  await createInvestment(ctx.db, campaign, bo, "500.00");
  return { player, campaign, ann, bo };
}

describe("closing with any finish (item 6)", () => {
  it("a deep cash, 137th, is accepted and recorded", async () => {
    const { player, campaign } = await backedCampaign();
    const res = await close(player, { campaignId: campaign.id, finalPosition: 137, totalWinnings: "12000", closingDate: today() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "completed", finalPosition: 137, totalWinnings: "12000.00" });
    const [row] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row.finalPosition).toBe(137);
    // typed digits count the same
    const other = await backedCampaign();
    const typed = await close(other.player, { campaignId: other.campaign.id, finalPosition: "4021", totalWinnings: "3000", closingDate: today() });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json().finalPosition).toBe(4021);
  });

  it("a finish that is not a whole number from 0 to 100,000 is refused with a 400 naming the range, and changes nothing", async () => {
    const { player, campaign } = await backedCampaign();
    for (const finalPosition of [100_001, -1, 2.5, "abc", "12th"]) {
      const res = await close(player, { campaignId: campaign.id, finalPosition, totalWinnings: "100", closingDate: today() });
      expect(res.statusCode, String(finalPosition)).toBe(400);
      expect(res.json()).toEqual({ message: RANGE, code: expect.any(String) });
    }
    const blank = await close(player, { campaignId: campaign.id, finalPosition: "", totalWinnings: "100", closingDate: today() });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: "Please select a final position", code: expect.any(String) });
    const [row] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row).toMatchObject({ status: "active", finalPosition: null });
  });
});

describe("Cashed counts finishes with a prize (item 4)", () => {
  it("a placed finish without winnings (2nd, $0) is a tournament played, not cashed, for the player, the backer and the rating", async () => {
    const { player, campaign, ann } = await backedCampaign();
    const res = await close(player, { campaignId: campaign.id, finalPosition: 2, totalWinnings: "0", closingDate: today() });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(player, "/api/performance")).json()).toMatchObject({ cashedTournaments: 0, totalTournaments: 1, cashRate: 0 });
    expect((await get(ann, "/api/performance")).json()).toMatchObject({ cashedTournaments: 0, totalTournaments: 1, cashRate: 0 });
    // the rating reads the same rule in SQL: 0 of 1 cashed, no winnings -> 0 (a placed finish used to give 50)
    const next = await createCampaign(ctx.db, player);
    expect((await get(null, `/api/campaigns/${next.id}`)).json().rating).toBe(0);
  });

  it("a finish with a prize counts: 1 of 2 cashed", async () => {
    const { player, campaign } = await backedCampaign();
    expect((await close(player, { campaignId: campaign.id, finalPosition: 2, totalWinnings: "0", closingDate: today() })).statusCode).toBe(200);
    const second = await createCampaign(ctx.db, player, { buyIn: "10000.00" });
    expect((await close(player, { campaignId: second.id, finalPosition: 9, totalWinnings: "20000", closingDate: today() })).statusCode).toBe(200);
    expect((await get(player, "/api/performance")).json()).toMatchObject({ cashedTournaments: 1, totalTournaments: 2, cashRate: 50 });
    // cash half (25) + winnings 20,000 / buy-ins 20,000 (25) = 50
    expect((await get(null, `/api/campaigns/${second.id}`)).json().rating).toBe(50);
  });

  it("settled from the clock, 2nd of 3 with one place paid, did not cash", async () => {
    const event = await createEvent(ctx.app, ctx.db, 0, "1000");
    const table = await injectAs(ctx.app, event.sponsor, {
      method: "PATCH",
      url: `/api/special-tournaments/${event.id}`,
      payload: { prizePercentages: [100] },
    });
    expect(table.statusCode, table.body).toBe(200);
    const [ann, ben, cy] = [await createPlayer(ctx.db), await createPlayer(ctx.db), await createPlayer(ctx.db)];
    for (const p of [ann, ben, cy]) await registerAs(ctx.app, p, event.id, "player");
    const staked = await linkedCampaign(ctx.db, ben, event);
    const backer = await createInvestor(ctx.db);
    await back(ctx.app, backer, staked.id, "250.00");
    expect((await action(ctx.app, event.sponsor, event.id, { type: "start" })).statusCode).toBe(200);
    for (const out of [cy, ben]) {
      const res = await action(ctx.app, event.sponsor, event.id, { type: "eliminate", playerId: await seatOf(ctx.app, event.sponsor, event.id, out) });
      expect(res.statusCode, res.body).toBe(200);
    }
    const [row] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, staked.id));
    expect(row).toMatchObject({ status: "completed", finalPosition: 2, totalWinnings: "0.00" });
    expect((await get(ben, "/api/performance")).json()).toMatchObject({ cashedTournaments: 0, totalTournaments: 1 });
    expect((await get(backer, "/api/performance")).json()).toMatchObject({ cashedTournaments: 0, totalTournaments: 1 });
  });
});

describe("GET /api/campaigns/:id/outcome (item 4)", () => {
  it("completed: the result and its payouts paid and pending; by name for the player only", async () => {
    const { player, campaign } = await backedCampaign();
    expect((await get(null, `/api/campaigns/${campaign.id}/outcome`)).json()).toEqual({ status: "active" });
    expect((await close(player, { campaignId: campaign.id, finalPosition: 3, totalWinnings: "10000", closingDate: today() })).statusCode).toBe(200);
    // 10,000 x 1,000 / 10,000 = $1,000 and x 500 / 10,000 = $500; Ann's paid
    const [annPayout] = await ctx.db
      .select()
      .from(payouts)
      .where(and(eq(payouts.campaignId, campaign.id), eq(payouts.amount, "1000.00")));
    expect((await injectAs(ctx.app, player, { method: "PATCH", url: `/api/payouts/${annPayout.id}/mark-paid` })).statusCode).toBe(200);

    const seen = (await get(null, `/api/campaigns/${campaign.id}/outcome`)).json() as CampaignOutcome;
    expect(seen).toMatchObject({
      status: "completed",
      finalPosition: 3,
      totalWinnings: "10000.00",
      stakes: 2,
      owed: { count: 2, amount: "1500.00" },
      paid: { count: 1, amount: "1000.00" },
      pending: { count: 1, amount: "500.00" },
    });
    expect(seen).not.toHaveProperty("payouts");
    const own = (await get(player, `/api/campaigns/${campaign.id}/outcome`)).json();
    expect(own.payouts).toEqual([
      { name: "Ann Lee", amount: "1000.00", status: "paid" },
      { name: "Bo Diaz", amount: "500.00", status: "pending" },
    ]);
  });

  it("cancelled: how many stakes were refunded and the total back to the cards (stakes and fees)", async () => {
    const player = await createPlayer(ctx.db);
    const campaign = await createCampaign(ctx.db, player, { buyIn: "1000.00", targetAmount: "500.00", minStake: "50.00" });
    await back(ctx.app, await createInvestor(ctx.db), campaign.id, "100.00"); // fee $5
    await back(ctx.app, await createInvestor(ctx.db), campaign.id, "200.00"); // fee $10
    const cancelled = await injectAs(ctx.app, player, { method: "POST", url: `/api/campaigns/${campaign.id}/cancel` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const o = (await get(null, `/api/campaigns/${campaign.id}/outcome`)).json();
    expect(o).toMatchObject({ status: "cancelled", refundedStakes: 2, refundedTotal: "315.00", refundsPending: 0 });
    expect(typeof o.cancelledAt).toBe("string");
    expect((await get(null, "/api/campaigns/987654321/outcome")).statusCode).toBe(404);
  });
});

describe("the clock's settlement tells the player what they owe (item 6)", () => {
  const ofType = async (who: TestUser, type: NotificationItem["type"]) => (await notificationsOf(ctx.app, who)).items.filter((n) => n.type === type);

  it("a notification and a mail listing each backer's payout by name, and the total", async () => {
    // 14 entrants at $1,000: a $14,000 pool, 3rd place wins 20% = $2,800; the campaign sells 50% at $1,000 buy-in
    const event = await createEvent(ctx.app, ctx.db, 0);
    const alice = await registerAs(
      ctx.app,
      await createPlayer(ctx.db, { email: `${uniqueName("mail")}@example.com`, emailVerifiedAt: new Date() }),
      event.id,
      "player",
    );
    await fillField(ctx.db, event.id, 13);
    const a = await linkedCampaign(ctx.db, alice, event);
    const x = await createInvestor(ctx.db, { firstName: "Xena", lastName: "Stone" });
    const y = await createInvestor(ctx.db, { firstName: "Yuri", lastName: "Moss" });
    await back(ctx.app, y, a.id, "100.00");
    await back(ctx.app, x, a.id, "300.00");
    await back(ctx.app, y, a.id, "100.00");

    expect((await action(ctx.app, event.sponsor, event.id, { type: "start" })).statusCode).toBe(200);
    const { state } = await liveState(ctx.app, event.sponsor, event.id);
    // everyone else but one goes out first, then Alice: 3rd
    for (const p of state.players.filter((p) => p.userId !== alice.user.id).slice(2)) {
      expect((await action(ctx.app, event.sponsor, event.id, { type: "eliminate", playerId: p.id })).statusCode).toBe(200);
    }
    expect(
      (await action(ctx.app, event.sponsor, event.id, { type: "eliminate", playerId: await seatOf(ctx.app, event.sponsor, event.id, alice) })).statusCode,
    ).toBe(200);

    // $2,800 x 300 / 1,000 = $840 to Xena; Yuri's two stakes of $100: $280 each, $560
    const told = await ofType(alice, "clock_settled");
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: "Settled from the tournament clock", link: "/pay-investors" });
    expect(told[0].body).toBe(
      `${event.name} was settled from its verified clock: 3rd, $2,800.00. You owe your backers $1,400.00: Xena Stone $840.00, Yuri Moss $560.00. Pay them from Pay Investors.`,
    );
    const mails = await ctx.db
      .select()
      .from(mailOutbox)
      .where(and(like(mailOutbox.dedupeKey, `notification:clock_settled:%:${alice.user.id}`), eq(mailOutbox.toAddress, alice.user.email ?? "")));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Settled from the tournament clock");
    expect(mails[0].textBody).toContain("You owe your backers $1,400.00: Xena Stone $840.00, Yuri Moss $560.00.");
  });

  it("a finish without a prize: the player is told they owe nothing", async () => {
    const event = await createEvent(ctx.app, ctx.db, 0);
    const alice = await registerAs(ctx.app, await createPlayer(ctx.db), event.id, "player");
    await fillField(ctx.db, event.id, 13);
    const a = await linkedCampaign(ctx.db, alice, event);
    await back(ctx.app, await createInvestor(ctx.db), a.id, "100.00");
    expect((await action(ctx.app, event.sponsor, event.id, { type: "start" })).statusCode).toBe(200);
    expect(
      (await action(ctx.app, event.sponsor, event.id, { type: "eliminate", playerId: await seatOf(ctx.app, event.sponsor, event.id, alice) })).statusCode,
    ).toBe(200);
    const told = await ofType(alice, "clock_settled");
    expect(told).toHaveLength(1);
    expect(told[0].body).toBe(`${event.name} was settled from its verified clock: 14th, $0.00. You owe your backers nothing.`);
    expect(told[0].link).toBe(`/invest/${a.id}`);
  });
});
