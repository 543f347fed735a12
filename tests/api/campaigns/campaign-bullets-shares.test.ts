import { capMessage } from "@core/stake";
import { toCents } from "@core/money";
import type { RebuyRules } from "@core/live/schema/contracts";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditMoney, formatMoneyAudit } from "../../../src/server/audit/money-audit";
import { investments, refunds, specialTournaments } from "../../../src/server/db/schema/index";
import { createInvestor, injectAs, setupTestApp, type TestUser } from "../helpers";
import { createIntent, placeHold } from "../investing/investing-helpers";
import { action, activityLines, back, campaignRow, createEvent, payoutsOf, seatOf } from "../settlement/verified-helpers";

// Decision 160, "Left open": a campaign funding B bullets sells its share of B buy-ins, so a stake's share
// (stored, on the portfolio, the backers table, the activity line) is amount / (B x buy-in x markup), the same share
// settlement pays, and the per-backer cap is that share of every bullet (TypeScript and SQL alike).
const ctx = setupTestApp();

const REBUYS: RebuyRules = { kind: "rebuy", untilLevel: 4, maxPerPlayer: 2, priceCents: 1000_00, chips: 10_000 };

/** A $1,000 event with rebuys and `players` registered. */
async function rebuyEvent(players: number) {
  const e = await createEvent(ctx.app, ctx.db, players);
  await ctx.db.update(specialTournaments).set({ rebuys: REBUYS }).where(eq(specialTournaments.id, e.id));
  return e;
}

/** A two-bullet campaign for $1,000 x 2 at 50% (target $1,000), each backer capped at 15% of the winnings. */
async function twoBullets(player: TestUser, eventId: number) {
  const res = await injectAs(ctx.app, player, {
    method: "POST",
    url: "/api/campaigns",
    payload: { specialTournamentId: eventId, minStake: "50", targetAmount: "1000", playerOfferedPercentage: 50, bullets: 2, maxPerInvestor: 15 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; playerName: string };
}

describe("shares and the per-backer cap of a multi-bullet campaign", () => {
  it("a $200 stake in a 2-bullet $1,000 campaign owns 10% (not 20%): stored, on the portfolio, in the backers table and the activity line", async () => {
    const e = await rebuyEvent(1);
    const [alice] = e.entrants;
    const campaign = await twoBullets(alice, e.id);
    const x = await createInvestor(ctx.db);
    await back(ctx.app, x, campaign.id, "200.00");

    const [stake] = await ctx.db.select().from(investments).where(eq(investments.campaignId, campaign.id));
    expect(stake.percentage).toBe("10.0000");
    const mine = await injectAs(ctx.app, x, { method: "GET", url: "/api/investments/my" });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().find((i: { campaignId: number }) => i.campaignId === campaign.id).percentage).toBe(10);
    const backers = await injectAs(ctx.app, alice, { method: "GET", url: `/api/campaigns/${campaign.id}/backers` });
    expect(backers.json()).toEqual([expect.objectContaining({ amount: "200.00", percentage: "10.00" })]);
    expect((await activityLines(ctx.db, alice)).join("\n")).toContain("(10.0% stake)");
  });

  it("the per-backer cap counts 2 buy-ins: 15% of $2,000 is $300, in the campaign's room, the hold check and the SQL functions", async () => {
    const e = await rebuyEvent(1);
    const campaign = await twoBullets(e.entrants[0], e.id);
    const x = await createInvestor(ctx.db);
    // $200 is past 15% of one buy-in ($150) but within 15% of two
    await back(ctx.app, x, campaign.id, "200.00");
    const shown = await injectAs(ctx.app, x, { method: "GET", url: `/api/campaigns/${campaign.id}` });
    expect(shown.json().investorRoom).toBe("100.00");

    const over = await createIntent(ctx.app, x, campaign.id, "100.01");
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(capMessage(100_00, 15));

    // the database's own check, without the TypeScript one in front: $100.00 more fits, a cent more does not
    expect((await placeHold(ctx.db, { campaignId: campaign.id, investorId: x.user.id, amount: "100.01" })).placed).toBe(false);
    const fits = await placeHold(ctx.db, { campaignId: campaign.id, investorId: x.user.id, amount: "100.00" });
    expect(fits.placed).toBe(true);
    const check = (await ctx.db.execute(
      sql`select payment_fits(c, h) as fits, per_backer_cap(c.buy_in * c.bullets, c.markup, c.max_per_investor)::numeric(12, 2)::text as cap
          from campaigns c join payment_intents h on h.campaign_id = c.id where h.id = ${fits.id}`,
    )) as unknown as { rows: { fits: boolean; cap: string }[] };
    expect(check.rows[0]).toEqual({ fits: true, cap: "300.00" });

    // a second investor gets the whole cap on the app's path too
    const y = await createInvestor(ctx.db);
    const ok = await createIntent(ctx.app, y, campaign.id, "300.00");
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("a cap below the minimum stake is measured against every bullet", async () => {
    const e = await rebuyEvent(1);
    // 5% of one $1,000 buy-in is $50 (< $60 minimum: refused for one bullet); 5% of two is $100
    const payload = { specialTournamentId: e.id, minStake: "60", targetAmount: "1000", playerOfferedPercentage: 50, maxPerInvestor: 5 };
    const one = await injectAs(ctx.app, e.entrants[0], { method: "POST", url: "/api/campaigns", payload: { ...payload, targetAmount: "500" } });
    expect(one.statusCode).toBe(400);
    expect(one.json().message).toContain("A 5% cap lets a backer buy at most $50, less than the minimum stake");
    const two = await injectAs(ctx.app, e.entrants[0], { method: "POST", url: "/api/campaigns", payload: { ...payload, bullets: 2 } });
    expect(two.statusCode, two.body).toBe(201);
  });

  it("both bullets used: the $200 backer is paid 10% of the winnings, nothing refunded", async () => {
    const e = await rebuyEvent(2);
    const [alice, bob] = e.entrants;
    const campaign = await twoBullets(alice, e.id);
    const x = await createInvestor(ctx.db);
    await back(ctx.app, x, campaign.id, "200.00");
    expect((await action(ctx.app, e.sponsor, e.id, { type: "start" })).statusCode).toBe(200);
    const aliceSeat = await seatOf(ctx.app, e.sponsor, e.id, alice);
    expect((await action(ctx.app, e.sponsor, e.id, { type: "rebuy", playerId: aliceSeat })).statusCode).toBe(200);
    const bobSeat = await seatOf(ctx.app, e.sponsor, e.id, bob);
    const done = await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: bobSeat });
    expect(done.statusCode, done.body).toBe(200);

    const won = await campaignRow(ctx.db, campaign.id);
    expect(won.status).toBe("completed");
    const winnings = toCents(won.totalWinnings)!;
    // entries $2,000 + one rebuy $1,000: Alice won a $3,000 pool
    expect(winnings).toBe(3000_00);
    const [paid] = await payoutsOf(ctx.db, campaign.id);
    expect(toCents(paid.amount)).toBe(300_00);
    expect(await ctx.db.select().from(refunds).where(eq(refunds.campaignId, campaign.id))).toEqual([]);
    // the audit holds the payouts to the share sold of both bullets: $300 is exactly it
    const audit = await auditMoney(ctx.db, { graceSeconds: 0, campaignIds: [campaign.id] });
    expect(audit.violations, formatMoneyAudit(audit)).toBe(0);
  });

  it("one bullet used: the backer keeps 10% of the winnings and half the stake comes back", async () => {
    const e = await rebuyEvent(2);
    const [alice, bob] = e.entrants;
    const campaign = await twoBullets(alice, e.id);
    const x = await createInvestor(ctx.db);
    const pi = await back(ctx.app, x, campaign.id, "200.00");
    expect((await action(ctx.app, e.sponsor, e.id, { type: "start" })).statusCode).toBe(200);
    const bobSeat = await seatOf(ctx.app, e.sponsor, e.id, bob);
    expect((await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: bobSeat })).statusCode).toBe(200);

    const winnings = toCents((await campaignRow(ctx.db, campaign.id)).totalWinnings)!;
    expect(winnings).toBe(2000_00);
    const [paid] = await payoutsOf(ctx.db, campaign.id);
    expect(toCents(paid.amount)).toBe(200_00);
    const owed = await ctx.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.campaignId, campaign.id), eq(refunds.reason, "unused_bullets")));
    expect(owed.map((r) => ({ pi: r.paymentIntentId, cents: r.amountCents }))).toEqual([{ pi, cents: 100_00 }]);
  });
});
