import { fundedBuyInCents } from "@core/bullets";
import type { RebuyRules } from "@core/live/schema/contracts";
import { toCents } from "@core/money";
import { capCents } from "@core/stake";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditMoney, formatMoneyAudit } from "../../../src/server/audit/money-audit";
import { investments, refunds, specialTournaments } from "../../../src/server/db/schema/index";
import { createInvestor, injectAs, setupTestApp, type TestUser } from "../helpers";
import { placeHold } from "../investing/investing-helpers";
import { action, back, campaignRow, createEvent, payoutsOf, seatOf } from "../settlement/verified-helpers";

// decision 198: a bullet costs what the entry costs. The first bullet is the buy-in, each after it the event's
// rebuy or re-entry price, so a campaign's goal, every stake's share, the per-backer cap (TypeScript and SQL), the
// settlement and the unused bullets' refunds are all over buy-in + rebuys, not bullets x buy-in. Today a $1,000 event
// with a $0 rebuy sold $2,000 of action on 2 bullets whose entries cost $1,000 + $0.
const ctx = setupTestApp();

const rebuysAt = (priceCents: number): RebuyRules => ({ kind: "rebuy", untilLevel: 4, maxPerPlayer: 2, priceCents, chips: 10_000 });

/** A $1,000 event with rebuys at `rebuyCents` and `players` registered. */
async function rebuyEvent(players: number, rebuyCents: number) {
  const e = await createEvent(ctx.app, ctx.db, players);
  await ctx.db
    .update(specialTournaments)
    .set({ rebuys: rebuysAt(rebuyCents) })
    .where(eq(specialTournaments.id, e.id));
  return e;
}

const link = (player: TestUser, eventId: number, extra: Record<string, unknown>) =>
  injectAs(ctx.app, player, {
    method: "POST",
    url: "/api/campaigns",
    payload: { specialTournamentId: eventId, minStake: "50", playerOfferedPercentage: 50, bullets: 2, ...extra },
  });

describe("a bullet is priced at the entry it pays for", () => {
  it("a $0 rebuy: 2 bullets fund $1,000 + $0, so 100% of them is $1,000, not $2,000", async () => {
    const e = await rebuyEvent(2, 0);
    const [alice] = e.entrants;
    const over = await link(alice, e.id, { playerOfferedPercentage: 100, targetAmount: "2000" });
    expect(over.statusCode, over.body).toBe(400);
    expect(over.json().message).toBe("Target amount cannot exceed $1,000 (100% of 2 bullets: $1,000 + $0)");

    const created = await link(alice, e.id, { playerOfferedPercentage: 100, targetAmount: "1000" });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ bullets: 2, buyIn: "1000.00", rebuyPrice: "0.00", targetAmount: "1000.00" });
    const shown = await injectAs(ctx.app, null, { method: "GET", url: `/api/campaigns/${created.json().id}` });
    expect(shown.json()).toMatchObject({ bullets: 2, rebuyPrice: "0.00" });
  });

  it("a $0 rebuy: a $100 stake owns 10% (of $1,000, not 5% of $2,000), the cap is 10% of $1,000 in TypeScript and SQL, and settlement pays 10% with nothing refunded", async () => {
    const e = await rebuyEvent(2, 0);
    const [alice, bob] = e.entrants;
    const created = await link(alice, e.id, { targetAmount: "500", maxPerInvestor: 10 });
    expect(created.statusCode, created.body).toBe(201);
    const campaignId: number = created.json().id;
    const x = await createInvestor(ctx.db);
    await back(ctx.app, x, campaignId, "100.00");

    const [stake] = await ctx.db.select().from(investments).where(eq(investments.campaignId, campaignId));
    expect(stake.percentage).toBe("10.0000");
    const mine = await injectAs(ctx.app, x, { method: "GET", url: `/api/campaigns/${campaignId}` });
    expect(mine.json()).toMatchObject({ investorRoom: "0.00", myStake: { amount: "100.00", percentage: "10.0" } });
    // the database's own check: 10% of $1,000 + $0 is the $100 already owned
    expect((await placeHold(ctx.db, { campaignId, investorId: x.user.id, amount: "50.00" })).placed).toBe(false);
    const y = await createInvestor(ctx.db);
    expect((await placeHold(ctx.db, { campaignId, investorId: y.user.id, amount: "100.01" })).placed).toBe(false);
    expect((await placeHold(ctx.db, { campaignId, investorId: y.user.id, amount: "100.00" })).placed).toBe(true);

    expect((await action(ctx.app, e.sponsor, e.id, { type: "start" })).statusCode).toBe(200);
    const done = await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: await seatOf(ctx.app, e.sponsor, e.id, bob) });
    expect(done.statusCode, done.body).toBe(200);
    const won = await campaignRow(ctx.db, campaignId);
    expect(won.status).toBe("completed");
    const winnings = toCents(won.totalWinnings)!;
    expect(winnings).toBe(2000_00);
    const [paid] = await payoutsOf(ctx.db, campaignId);
    expect(toCents(paid.amount)).toBe(200_00);
    // the unused second bullet cost $0: nothing of the stake paid for it
    expect(await ctx.db.select().from(refunds).where(eq(refunds.campaignId, campaignId))).toEqual([]);
    // the audit's payouts check prices the share on the same entries: 10% of $2,000 is within what was sold
    const audit = await auditMoney(ctx.db, { graceSeconds: 0, campaignIds: [campaignId] });
    expect(audit.violations, formatMoneyAudit(audit)).toBe(0);
  });

  it("a $500 rebuy: 2 bullets fund $1,500; a $150 stake owns 10%, and its unused second bullet gives back $50", async () => {
    const e = await rebuyEvent(2, 500_00);
    const [alice] = e.entrants;
    const over = await link(alice, e.id, { targetAmount: "750.01" });
    expect(over.json().message).toBe("Target amount cannot exceed $750 (50% of 2 bullets: $1,000 + $500)");
    const created = await link(alice, e.id, { targetAmount: "750" });
    expect(created.statusCode, created.body).toBe(201);
    const campaignId: number = created.json().id;
    const x = await createInvestor(ctx.db);
    const pi = await back(ctx.app, x, campaignId, "150.00");
    const [stake] = await ctx.db.select().from(investments).where(eq(investments.campaignId, campaignId));
    expect(stake.percentage).toBe("10.0000");

    expect((await action(ctx.app, e.sponsor, e.id, { type: "start" })).statusCode).toBe(200);
    const done = await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: await seatOf(ctx.app, e.sponsor, e.id, alice) });
    expect(done.statusCode, done.body).toBe(200);
    const owed = await ctx.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.campaignId, campaignId), eq(refunds.reason, "unused_bullets")));
    // $150 x $500 / $1,500
    expect(owed.map((r) => ({ pi: r.paymentIntentId, cents: r.amountCents }))).toEqual([{ pi, cents: 50_00 }]);
  });

  it("the rebuy price is the event's when the campaign is linked", async () => {
    const e = await rebuyEvent(1, 250_00);
    const created = await link(e.entrants[0], e.id, { bullets: 3, targetAmount: "750" });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().rebuyPrice).toBe("250.00");
    // an event without rebuys keeps one bullet at the buy-in
    const plain = await createEvent(ctx.app, ctx.db, 1);
    const one = await link(plain.entrants[0], plain.id, { bullets: 1, targetAmount: "500" });
    expect(one.statusCode, one.body).toBe(201);
    expect(one.json().rebuyPrice).toBeNull();
  });
});

// drizzle/functions/funded_buy_in.sql: the base of the database's per-backer cap is the figure core computes
describe("funded_buy_in agrees with fundedBuyInCents", () => {
  it("over buy-ins, bullets, rebuy prices (null: the buy-in) and the cap built on it", async () => {
    const cents = (n: number) => (n / 100).toFixed(2);
    const cases: { buyIn: number; bullets: number; rebuy: number | null; markup: number; cap: number }[] = [];
    for (const buyIn of [1, 99, 100_000, 123_457, 1_000_000_000])
      for (const bullets of [1, 2, 3])
        for (const rebuy of [null, 0, 1, 50_000, 99_999, 1_000_000_00])
          for (const [markup, cap] of [
            [100, 10],
            [133, 7],
            [150, 100],
          ])
            cases.push({ buyIn, bullets, rebuy, markup, cap });
    const values = sql.join(
      cases.map(
        (c) =>
          sql`(${cents(c.buyIn)}::numeric, ${c.bullets}::integer, ${c.rebuy === null ? null : cents(c.rebuy)}::numeric, ${(c.markup / 100).toFixed(2)}::numeric, ${c.cap}::integer)`,
      ),
      sql`, `,
    );
    const result = (await ctx.db.execute(
      sql`select funded_buy_in(b, n, r)::text as funded, per_backer_cap(funded_buy_in(b, n, r), m, c)::text as cap from (values ${values}) as v(b, n, r, m, c)`,
    )) as unknown as { rows: { funded: string; cap: string }[] };
    expect(result.rows.map((r) => toCents(r.funded))).toEqual(cases.map((c) => fundedBuyInCents(c.buyIn, c.bullets, c.rebuy)));
    expect(result.rows.map((r) => Math.round(Number(r.cap) * 100))).toEqual(
      cases.map((c) => capCents(fundedBuyInCents(c.buyIn, c.bullets, c.rebuy), c.markup, c.cap)),
    );
  });
});
