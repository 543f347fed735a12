import type { NotificationItem } from "@core/contracts/notifications";
import { describe, expect, it } from "vitest";
import { createInvestor, injectAs, setupTestApp, type TestUser } from "../helpers";
import { notificationsOf } from "./notifications-helpers";
import { action, back, createEvent, eliminateAllBut, linkedCampaign, seatOf, stakedEvent } from "../settlement/verified-helpers";

// decision 124's notifications of a verified event's money: settled from the clock, and refunded when the player or the
// sponsor calls it off before the start.
const ctx = setupTestApp();

const ofType = async (who: TestUser, type: NotificationItem["type"]) => (await notificationsOf(ctx.app, who)).items.filter((n) => n.type === type);

describe("settled from the clock", () => {
  it("each backer of the settled campaign is told with their own payout; the others are not", async () => {
    // 14 entrants at $1,000: a $14,000 pool, 3rd place wins 20% = $2,800
    const bobsBacker = await createInvestor(ctx.db);
    const event = await stakedEvent(ctx.app, ctx.db, bobsBacker);
    const { alice, bob, x, y } = event;

    expect((await action(ctx.app, event.sponsor, event.id, { type: "start" })).statusCode).toBe(200);
    await eliminateAllBut(ctx.app, event.sponsor, event.id, [alice, bob]);
    expect(
      (await action(ctx.app, event.sponsor, event.id, { type: "eliminate", playerId: await seatOf(ctx.app, event.sponsor, event.id, alice) })).statusCode,
    ).toBe(200);

    // 30% and 20% of $2,800
    for (const [who, payout] of [
      [x, "$840.00"],
      [y, "$560.00"],
    ] as const) {
      // neither saved a payout method, so each is also asked for one (decision 143, tests/api/payouts/payout-methods-ask.test.ts)
      const all = await ofType(who, "clock_settled");
      expect(all.filter((n) => n.title === "Add a payout method")).toHaveLength(1);
      const settled = all.filter((n) => n.title !== "Add a payout method");
      expect(settled).toHaveLength(1);
      expect(settled[0]).toMatchObject({ title: "Settled from the tournament clock", link: "/portfolio", read: false });
      expect(settled[0].body).toBe(`${event.name} was settled from its verified clock. Your payout: ${payout}.`);
      // a clock-settled campaign is not "closed" by its player
      expect(await ofType(who, "campaign_closed")).toEqual([]);
    }
    // Bob is still playing: his backer has nothing yet, nor has he; Alice is told what she owes (decision 143,
    // tests/api/campaigns/second-walk-results.test.ts)
    expect(await ofType(bobsBacker, "clock_settled")).toEqual([]);
    expect(await ofType(bob, "clock_settled")).toEqual([]);
    const own = await ofType(alice, "clock_settled");
    expect(own).toHaveLength(1);
    expect(own[0].body).toMatch(
      /^.* was settled from its verified clock: 3rd, \$2,800\.00\. You owe your backers \$1,400\.00: .+ \$840\.00, .+ \$560\.00\. Pay them from Pay Investors\.$/,
    );
  });
});

describe("a linked campaign refunded before the start", () => {
  it("the player unregisters: each of their backers is told of their refund (stake and fee); another player's backer is not", async () => {
    const event = await createEvent(ctx.app, ctx.db, 2);
    const [alice, bob] = event.entrants;
    const a = await linkedCampaign(ctx.db, alice, event);
    const b = await linkedCampaign(ctx.db, bob, event);
    const [x, y, z] = [await createInvestor(ctx.db), await createInvestor(ctx.db), await createInvestor(ctx.db)];
    await back(ctx.app, x, a.id, "300.00"); // fee $15
    await back(ctx.app, y, a.id, "60.00"); // fee $5 (the minimum)
    await back(ctx.app, z, b.id, "100.00");

    const res = await injectAs(ctx.app, alice, { method: "DELETE", url: `/api/special-tournaments/${event.id}/registration` });
    expect(res.statusCode, res.body).toBe(200);

    for (const [who, stake, fee] of [
      [x, "$300.00", "$15.00"],
      [y, "$60.00", "$5.00"],
    ] as const) {
      const refunds = await ofType(who, "refund");
      expect(refunds).toHaveLength(1);
      expect(refunds[0]).toMatchObject({ title: "Stake refunded", link: "/portfolio" });
      expect(refunds[0].body).toBe(`Your ${stake} stake and the ${fee} fee for ${event.name} were refunded.`);
    }
    expect(await ofType(z, "refund")).toEqual([]);
  });

  it("the sponsor cancels the tournament: every linked campaign's backer is told of each refund, the registrants of the cancellation", async () => {
    const event = await createEvent(ctx.app, ctx.db, 2);
    const [alice, bob] = event.entrants;
    const a = await linkedCampaign(ctx.db, alice, event);
    const b = await linkedCampaign(ctx.db, bob, event);
    const [x, y] = [await createInvestor(ctx.db), await createInvestor(ctx.db)];
    await back(ctx.app, x, a.id, "200.00");
    await back(ctx.app, x, b.id, "400.00"); // fee $20
    await back(ctx.app, y, b.id, "100.00");

    const res = await injectAs(ctx.app, event.sponsor, { method: "POST", url: `/api/special-tournaments/${event.id}/cancel` });
    expect(res.statusCode, res.body).toBe(200);

    expect((await ofType(x, "refund")).map((n) => n.body).sort()).toEqual(
      [
        `Your $200.00 stake and the $10.00 fee for ${event.name} were refunded.`,
        `Your $400.00 stake and the $20.00 fee for ${event.name} were refunded.`,
      ].sort(),
    );
    expect((await ofType(y, "refund")).map((n) => n.body)).toEqual([`Your $100.00 stake and the $5.00 fee for ${event.name} were refunded.`]);
    for (const player of [alice, bob]) {
      expect(await ofType(player, "tournament_cancelled")).toHaveLength(1);
      expect(await ofType(player, "refund")).toEqual([]);
    }
  });
});
