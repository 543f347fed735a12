import { PACKAGE_MESSAGES } from "@core/contracts/packages";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditMoney } from "../../../src/server/audit/money-audit";
import { campaigns, investments, packageEvents, payouts, refunds } from "../../../src/server/db/schema/index";
import { PACKAGE_CANCEL_AFTER_RESULTS, PACKAGE_CLOSES_BY_RESULTS } from "../../../src/server/package-events/entries";
import { createInvestor, createPlayer, createSponsor, injectAs, setupTestApp, type TestContext, type TestUser } from "../helpers";
import { invest } from "../investing/investing-helpers";

// Decision 241, the worked case: 5 events of $1,000, 50% offered at markup 1.2 (target $3,000); 1% costs $60, a
// backer buys 10% for $600; cashes $0, $0, $3,500, $0, $1,500 = $5,000 pay the backer $500; skipping event 4 refunds
// them 10% x $1,000 x 1.2 = $120.
const DAY = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);

const fiveEvents = (date = today()) => [1, 2, 3, 4, 5].map((n) => ({ name: `Festival Event #${n}`, date, buyIn: "1000" }));

function packageBody(overrides: Record<string, unknown> = {}) {
  return {
    tournament: "Summer Festival package",
    minStake: "60",
    targetAmount: "3000",
    playerOfferedPercentage: 50,
    markup: "1.20",
    description: "Five events at the summer festival",
    events: fiveEvents(),
    ...overrides,
  };
}

const create = (ctx: TestContext, who: TestUser | null, body: Record<string, unknown>) =>
  injectAs(ctx.app, who, { method: "POST", url: "/api/campaigns/packages", payload: body });

async function newPackage(ctx: TestContext, overrides: Record<string, unknown> = {}) {
  const player = await createPlayer(ctx.db);
  const res = await create(ctx, player, packageBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  const campaign = res.json() as { id: number; buyIn: string; targetAmount: string; tournamentDate: string };
  const view = await injectAs(ctx.app, null, { method: "GET", url: `/api/campaigns/${campaign.id}/package` });
  const pkg = view.json() as { events: Array<{ id: number; name: string; status: string }> };
  return { player, campaign, events: pkg.events };
}

const enter = (ctx: TestContext, who: TestUser | null, campaignId: number, eventId: number, body: Record<string, unknown>) =>
  injectAs(ctx.app, who, { method: "POST", url: `/api/campaigns/${campaignId}/package/events/${eventId}/result`, payload: body });

describe("packages", () => {
  const ctx = setupTestApp();

  describe("creating", () => {
    it("sums the buy-ins, keeps every campaign rule on the whole, and lists the events", async () => {
      const { campaign, events } = await newPackage(ctx);
      expect(campaign).toMatchObject({ buyIn: "5000.00", targetAmount: "3000.00", markup: "1.20", playerOfferedPercentage: 50 });
      expect(campaign.tournamentDate.slice(0, 10)).toBe(today());
      expect(events).toHaveLength(5);
      const view = await injectAs(ctx.app, null, { method: "GET", url: `/api/campaigns/${campaign.id}/package` });
      expect(view.json()).toMatchObject({ summary: "5 events, $5,000 in buy-ins", buyIn: "5000.00", totalWinnings: "0.00", myRefunds: "0.00" });
      expect(events.map((e) => e.status)).toEqual(["upcoming", "upcoming", "upcoming", "upcoming", "upcoming"]);
    });

    it("a campaign that is not a package answers null, an unknown one 404", async () => {
      const player = await createPlayer(ctx.db);
      const typed = await injectAs(ctx.app, player, {
        method: "POST",
        url: "/api/campaigns",
        payload: { tournament: "One event", buyIn: "1000", minStake: "50", targetAmount: "500", tournamentDate: inDays(3) },
      });
      expect(typed.statusCode, typed.body).toBe(201);
      const none = await injectAs(ctx.app, null, { method: "GET", url: `/api/campaigns/${typed.json().id}/package` });
      expect(none.statusCode).toBe(200);
      expect(none.json()).toBeNull();
      expect((await injectAs(ctx.app, null, { method: "GET", url: "/api/campaigns/999999999/package" })).statusCode).toBe(404);
    });

    it.each([
      ["fewer than 2 events", { events: fiveEvents().slice(0, 1) }, PACKAGE_MESSAGES.eventCount],
      ["more than 30 events", { events: Array.from({ length: 31 }, (_, i) => ({ name: `E${i}`, date: today(), buyIn: "100" })) }, PACKAGE_MESSAGES.eventCount],
      ["no events", { events: undefined }, PACKAGE_MESSAGES.eventCount],
      ["a missing buy-in", { events: [...fiveEvents().slice(0, 2), { name: "Main", date: today() }] }, PACKAGE_MESSAGES.buyInRequired(3)],
      ["a buy-in of $0", { events: [...fiveEvents().slice(0, 1), { name: "Main", date: today(), buyIn: "0" }] }, PACKAGE_MESSAGES.buyInInvalid(2)],
      ["a date in the past", { events: [fiveEvents()[0], { name: "Main", date: inDays(-5), buyIn: "1000" }] }, PACKAGE_MESSAGES.datePast(2)],
      ["a missing name", { events: [{ name: " ", date: today(), buyIn: "1000" }, fiveEvents()[1]] }, PACKAGE_MESSAGES.nameRequired(1)],
      // the campaign's own rules on the whole: at 50% x $5,000 x 1.2 the target can be at most $3,000
      ["a target above the share sold", { targetAmount: "3000.01" }, "Target amount cannot exceed $3,000 (50% of the buy-in at 1.20 markup)"],
      ["no package name", { tournament: "" }, "Tournament name is required"],
    ])("400 for %s", async (_case, overrides, message) => {
      const player = await createPlayer(ctx.db);
      const res = await create(ctx, player, packageBody(overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });

    it("only players create packages: 401 signed out, 403 investor and sponsor", async () => {
      expect((await create(ctx, null, packageBody())).statusCode).toBe(401);
      for (const who of [await createInvestor(ctx.db), await createSponsor(ctx.db)]) {
        const res = await create(ctx, who, packageBody());
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe("Only players can create campaigns");
      }
    });
  });

  describe("the worked case", () => {
    it("1% costs $60, 10% is $600; $5,000 cashed in all pays the backer $500.00; a skipped event 4 refunds $120.00", async () => {
      const { player, campaign, events } = await newPackage(ctx);
      const backer = await createInvestor(ctx.db);
      await invest(ctx.app, backer, campaign.id, "600.00");
      const [stake] = await ctx.db.select().from(investments).where(eq(investments.campaignId, campaign.id));
      expect(stake).toMatchObject({ amount: "600.00", percentage: "10.0000" });

      const cashes = ["0", "0", "3500", null, "1500"];
      let last: { completed: boolean; refunds: number; refundedTotal: string } | null = null;
      for (const [i, cash] of cashes.entries()) {
        const res = await enter(ctx, player, campaign.id, events[i].id, cash === null ? { outcome: "skipped" } : { outcome: "played", cash });
        expect(res.statusCode, res.body).toBe(200);
        last = res.json();
        if (cash === null) expect(last).toMatchObject({ completed: false, refunds: 1, refundedTotal: "120.00" });
      }
      expect(last).toMatchObject({ completed: true });

      // the skip's refund: a stored row, carried out by the gateway
      const owed = await ctx.db.select().from(refunds).where(eq(refunds.campaignId, campaign.id));
      expect(owed).toHaveLength(1);
      expect(owed[0]).toMatchObject({
        amountCents: 12_000,
        reason: "event_skipped",
        packageEventId: events[3].id,
        investorId: backer.user.id,
        status: "succeeded",
      });

      // the payout on the total winnings, unchanged by the skip
      const [c] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
      expect(c).toMatchObject({ status: "completed", totalWinnings: "5000.00" });
      const [payout] = await ctx.db.select().from(payouts).where(eq(payouts.campaignId, campaign.id));
      expect(payout).toMatchObject({ amount: "500.00", investorId: backer.user.id, status: "pending" });
      const [closed] = await ctx.db.select().from(investments).where(eq(investments.id, stake.id));
      expect(closed).toMatchObject({ status: "closed", payout: "500.00" });

      const view = await injectAs(ctx.app, backer, { method: "GET", url: `/api/campaigns/${campaign.id}/package` });
      expect(view.json()).toMatchObject({ totalWinnings: "5000.00", myRefunds: "120.00" });
      expect(view.json().events.map((e: { status: string }) => e.status)).toEqual(["played", "played", "played", "skipped", "played"]);
      expect((await auditMoney(ctx.db, { campaignIds: [campaign.id], graceSeconds: 0 })).violations).toBe(0);

      // the player's page counts each event played (4; the skipped one was not), each with its cash
      const page = await injectAs(ctx.app, null, { method: "GET", url: `/api/players/${player.user.username}` });
      expect(page.statusCode).toBe(200);
      const profile = page.json();
      expect(profile.selfReported).toMatchObject({ events: 4, itmPercent: 50, staked: "600.00", backersNet: "-100.00" });
      expect(profile.results.map((r: { event: string; prize: string }) => [r.event, r.prize])).toEqual([
        ["Festival Event #1 (Summer Festival package)", "0.00"],
        ["Festival Event #2 (Summer Festival package)", "0.00"],
        ["Festival Event #3 (Summer Festival package)", "3500.00"],
        ["Festival Event #5 (Summer Festival package)", "1500.00"],
      ]);
    });

    it("a package is never closed by one typed result: 403", async () => {
      const { player, campaign } = await newPackage(ctx);
      const res = await injectAs(ctx.app, player, {
        method: "POST",
        url: "/api/campaigns/close",
        payload: { campaignId: campaign.id, finalPosition: 1, totalWinnings: "9000", playerPrizePool: "4500", closingDate: today() },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(PACKAGE_CLOSES_BY_RESULTS);
    });

    it("the first result ends the sale: investing afterwards is refused", async () => {
      const { player, campaign, events } = await newPackage(ctx);
      const res = await enter(ctx, player, campaign.id, events[0].id, { outcome: "played", cash: "0" });
      expect(res.statusCode).toBe(200);
      const [c] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
      expect(c.status).toBe("funded");
      expect(c.saleClosedAt).not.toBeNull();
      const late = await injectAs(ctx.app, await createInvestor(ctx.db), {
        method: "POST",
        url: "/api/create-payment-intent",
        payload: { campaignId: campaign.id, amount: "60" },
      });
      expect(late.statusCode).toBeGreaterThanOrEqual(400);
      expect(late.statusCode).toBeLessThan(500);
    });
  });

  describe("entering results", () => {
    it("400 for a bad result, 409 for a result entered twice or before the event's day", async () => {
      const { player, campaign, events } = await newPackage(ctx, {
        events: [
          { name: "Today", date: today(), buyIn: "1000" },
          { name: "Later", date: inDays(5), buyIn: "1000" },
        ],
        targetAmount: "1200",
      });
      for (const [body, message] of [
        [{ outcome: "played" }, PACKAGE_MESSAGES.cashRequired],
        [{ outcome: "played", cash: "-5" }, PACKAGE_MESSAGES.cashInvalid],
        [{ outcome: "won" }, "Outcome must be played or skipped"],
      ] as const) {
        const res = await enter(ctx, player, campaign.id, events[0].id, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(message);
      }
      const notYet = await enter(ctx, player, campaign.id, events[1].id, { outcome: "played", cash: "100" });
      expect(notYet.statusCode).toBe(409);
      expect(notYet.json().message).toBe(PACKAGE_MESSAGES.notYet);
      expect((await enter(ctx, player, campaign.id, events[0].id, { outcome: "played", cash: "100" })).statusCode).toBe(200);
      const again = await enter(ctx, player, campaign.id, events[0].id, { outcome: "played", cash: "900" });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(PACKAGE_MESSAGES.alreadyEntered);
      // a package with a result entered is no longer cancelled whole
      const cancel = await injectAs(ctx.app, player, { method: "POST", url: `/api/campaigns/${campaign.id}/cancel` });
      expect(cancel.statusCode).toBe(409);
      expect(cancel.json().message).toBe(PACKAGE_CANCEL_AFTER_RESULTS);
      // the later event can still be skipped before it starts, which completes the package
      const skipped = await enter(ctx, player, campaign.id, events[1].id, { outcome: "skipped" });
      expect(skipped.json()).toMatchObject({ completed: true });
    });

    it("a foreign player gets 403, an investor and a sponsor 403, signed out 401, an event of another package 404", async () => {
      const { campaign, events } = await newPackage(ctx);
      const other = await newPackage(ctx);
      const foreign = await enter(ctx, other.player, campaign.id, events[0].id, { outcome: "skipped" });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().message).toBe(PACKAGE_MESSAGES.onlyPlayer);
      for (const who of [await createInvestor(ctx.db), await createSponsor(ctx.db)]) {
        expect((await enter(ctx, who, campaign.id, events[0].id, { outcome: "skipped" })).statusCode).toBe(403);
      }
      expect((await enter(ctx, null, campaign.id, events[0].id, { outcome: "skipped" })).statusCode).toBe(401);
      const wrong = await enter(ctx, other.player, other.campaign.id, events[0].id, { outcome: "skipped" });
      expect(wrong.statusCode).toBe(404);
      expect(wrong.json().message).toBe(PACKAGE_MESSAGES.eventNotFound);
      const [e] = await ctx.db.select().from(packageEvents).where(eq(packageEvents.id, events[0].id));
      expect(e.status).toBe("upcoming");
    });

    it("two tabs skipping the same event at once: one skip, one refund per stake, the other 409", async () => {
      const { player, campaign, events } = await newPackage(ctx);
      const a = await createInvestor(ctx.db);
      const b = await createInvestor(ctx.db);
      await invest(ctx.app, a, campaign.id, "600.00");
      await invest(ctx.app, b, campaign.id, "300.00");
      const answers = await Promise.all([1, 2, 3].map(() => enter(ctx, player, campaign.id, events[1].id, { outcome: "skipped" })));
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      const owed = await ctx.db
        .select()
        .from(refunds)
        .where(and(eq(refunds.campaignId, campaign.id), eq(refunds.reason, "event_skipped")));
      expect(owed.map((r) => r.amountCents).sort((x, y) => x - y)).toEqual([6_000, 12_000]);
      expect((await auditMoney(ctx.db, { campaignIds: [campaign.id], graceSeconds: 0 })).violations).toBe(0);
    });

    it("two skips refund each stake twice, once per event", async () => {
      const { player, campaign, events } = await newPackage(ctx);
      const a = await createInvestor(ctx.db);
      await invest(ctx.app, a, campaign.id, "600.00");
      expect((await enter(ctx, player, campaign.id, events[0].id, { outcome: "skipped" })).statusCode).toBe(200);
      expect((await enter(ctx, player, campaign.id, events[1].id, { outcome: "skipped" })).statusCode).toBe(200);
      const owed = await ctx.db.select().from(refunds).where(eq(refunds.campaignId, campaign.id));
      expect(owed.map((r) => [r.amountCents, r.status])).toEqual([
        [12_000, "succeeded"],
        [12_000, "succeeded"],
      ]);
      const view = await injectAs(ctx.app, a, { method: "GET", url: `/api/campaigns/${campaign.id}/package` });
      expect(view.json().myRefunds).toBe("240.00");
      expect((await auditMoney(ctx.db, { campaignIds: [campaign.id], graceSeconds: 0 })).violations).toBe(0);
    });
  });
});
