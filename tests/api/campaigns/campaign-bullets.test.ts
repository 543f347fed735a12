import { toCents } from "@core/money";
import { BULLETS_MESSAGE, BULLETS_NEED_REBUYS } from "@core/campaign-rules";
import type { RebuyRules } from "@core/live/schema/contracts";
import { asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditMoney, formatMoneyAudit } from "../../../src/server/audit/money-audit";
import { refunds, sandboxPaymentIntents, specialTournaments } from "../../../src/server/db/schema/index";
import { carryOutRefunds } from "../../../src/server/refunds/worker";
import { createInvestor, injectAs, setupTestApp, type TestUser } from "../helpers";
import { action, activityLines, back, campaignRow, createEvent, payoutsOf, seatOf } from "../settlement/verified-helpers";

const ctx = setupTestApp();

const REBUYS: RebuyRules = { kind: "rebuy", untilLevel: 4, maxPerPlayer: 2, priceCents: 1000_00, chips: 10_000 };

/** A $1,000 event with `players` registered; with rebuys unless told otherwise. */
async function event(players: number, rebuys: RebuyRules | null = REBUYS) {
  const e = await createEvent(ctx.app, ctx.db, players);
  if (rebuys) await ctx.db.update(specialTournaments).set({ rebuys }).where(eq(specialTournaments.id, e.id));
  return e;
}

const create = (who: TestUser, payload: Record<string, unknown>) => injectAs(ctx.app, who, { method: "POST", url: "/api/campaigns", payload });
const linked = (specialTournamentId: number, extra: Record<string, unknown>) => ({
  specialTournamentId,
  minStake: "50",
  targetAmount: "500",
  playerOfferedPercentage: 50,
  ...extra,
});

describe("bullets of a linked campaign in a rebuy event", () => {
  it("accepts 1 to 3 bullets for an event with rebuys; more than 1 elsewhere is a 400, as is a typed campaign's", async () => {
    const plain = await event(1, null);
    const noRebuys = await create(plain.entrants[0], linked(plain.id, { bullets: 2 }));
    expect(noRebuys.statusCode).toBe(400);
    expect(noRebuys.json().message).toBe(BULLETS_NEED_REBUYS);
    const one = await create(plain.entrants[0], linked(plain.id, { bullets: 1 }));
    expect(one.statusCode, one.body).toBe(201);
    expect(one.json().bullets).toBe(1);

    const rebuy = await event(1);
    const [player] = rebuy.entrants;
    for (const bullets of [0, 4, 1.5, "two"]) {
      const res = await create(player, linked(rebuy.id, { bullets }));
      expect(res.statusCode, String(bullets)).toBe(400);
      expect(res.json().message).toContain(BULLETS_MESSAGE);
    }
    const three = await create(player, linked(rebuy.id, { bullets: 3 }));
    expect(three.statusCode, three.body).toBe(201);
    expect(three.json()).toMatchObject({ bullets: 3, specialTournamentId: rebuy.id });
    const shown = await injectAs(ctx.app, null, { method: "GET", url: `/api/campaigns/${three.json().id}` });
    expect(shown.json().bullets).toBe(3);

    const typed = await create(player, { tournament: "Home Game", buyIn: "100", minStake: "10", targetAmount: "50", tournamentDate: "2030-01-01", bullets: 2 });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().message).toContain(BULLETS_NEED_REBUYS);
  });

  it("caps the target at bullets x buy-in x offered% x markup, with the spec's message for one bullet", async () => {
    const e = await event(3);
    const [a, b, c] = e.entrants;
    // $1,000 buy-in, 50%: one bullet $500 (the established message), two $1,000, three at 1.10 markup $1,650
    const over1 = await create(a, linked(e.id, { targetAmount: "500.01" }));
    expect(over1.json().message).toBe("Target amount cannot exceed $500 (50% of the buy-in)");
    const over2 = await create(a, linked(e.id, { bullets: 2, targetAmount: "1000.01" }));
    expect(over2.statusCode).toBe(400);
    expect(over2.json().message).toBe("Target amount cannot exceed $1,000 (50% of 2 buy-ins)");
    const over3 = await create(b, linked(e.id, { bullets: 3, markup: "1.10", targetAmount: "1650.01" }));
    expect(over3.json().message).toBe("Target amount cannot exceed $1,650 (50% of 3 buy-ins at 1.10 markup)");
    expect((await create(a, linked(e.id, { bullets: 2, targetAmount: "1000" }))).statusCode).toBe(201);
    expect((await create(b, linked(e.id, { bullets: 3, markup: "1.10", targetAmount: "1650" }))).statusCode).toBe(201);
    expect((await create(c, linked(e.id, { targetAmount: "500" }))).statusCode).toBe(201);
  });

  it("at the event's end refunds each backer their stake x unused / bullets, rounded down to the cent, through the durable refunds", async () => {
    const e = await event(3);
    const [alice, , carol] = e.entrants;
    const created = await create(alice, linked(e.id, { bullets: 3, targetAmount: "1500" }));
    expect(created.statusCode, created.body).toBe(201);
    const campaignId: number = created.json().id;
    const x = await createInvestor(ctx.db);
    const y = await createInvestor(ctx.db);
    const piX = await back(ctx.app, x, campaignId, "100.00");
    const piY = await back(ctx.app, y, campaignId, "50.00");

    expect((await action(ctx.app, e.sponsor, e.id, { type: "start" })).statusCode).toBe(200);
    const aliceSeat = await seatOf(ctx.app, e.sponsor, e.id, alice);
    // one rebuy: Alice fires 2 of her 3 bullets
    const rebuy = await action(ctx.app, e.sponsor, e.id, { type: "rebuy", playerId: aliceSeat });
    expect(rebuy.statusCode, rebuy.body).toBe(200);
    expect((await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: aliceSeat })).statusCode).toBe(200);
    // settled, but nothing refunded while the event runs (a re-entry could still use a bullet)
    expect((await campaignRow(ctx.db, campaignId)).status).toBe("completed");
    const owed = () => ctx.db.select().from(refunds).where(eq(refunds.campaignId, campaignId)).orderBy(asc(refunds.id));
    expect(await owed()).toEqual([]);

    const carolSeat = await seatOf(ctx.app, e.sponsor, e.id, carol);
    expect((await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: carolSeat })).statusCode).toBe(200);
    // 1 of 3 bullets unused: $100.00 x 1/3 = $33.33 (33.333... down), $50.00 x 1/3 = $16.66 (16.666... down)
    const rows = await owed();
    expect(rows.map((r) => ({ pi: r.paymentIntentId, cents: r.amountCents, reason: r.reason, status: r.status }))).toEqual([
      { pi: piX, cents: 33_33, reason: "unused_bullets", status: "pending" },
      { pi: piY, cents: 16_66, reason: "unused_bullets", status: "pending" },
    ]);

    const deps = { db: ctx.db, payments: ctx.app.payments, log: ctx.app.log };
    expect(await carryOutRefunds(deps, { campaignIds: [campaignId] })).toEqual({ succeeded: 2, failed: 0 });
    const books = await ctx.db
      .select()
      .from(sandboxPaymentIntents)
      .where(inArray(sandboxPaymentIntents.id, [piX, piY]));
    expect(Object.fromEntries(books.map((b) => [b.id, b.refundedCents]))).toEqual({ [piX]: 33_33, [piY]: 16_66 });
    expect((await owed()).map((r) => r.status)).toEqual(["succeeded", "succeeded"]);
    expect(await activityLines(ctx.db, x)).toContain(`Refunded $33.33: ${created.json().playerName} did not use 1 of the bullets you funded in ${e.name}`);
    // the stakes stay closed (the backers keep their share) and the books balance
    const audit = await auditMoney(ctx.db, { graceSeconds: 0, campaignIds: [campaignId] });
    expect(audit.violations, formatMoneyAudit(audit)).toBe(0);
    // a second pass refunds nothing more
    expect(await carryOutRefunds(deps, { campaignIds: [campaignId] })).toEqual({ succeeded: 0, failed: 0 });
  });

  it("every bullet used, or one bullet funded: nothing is refunded; a stake owns amount / (bullets x buy-in) of the winnings", async () => {
    const e = await event(2);
    const [alice, bob] = e.entrants;
    const two = await create(alice, linked(e.id, { bullets: 2, targetAmount: "1000" }));
    const one = await create(bob, linked(e.id, { targetAmount: "500" }));
    const x = await createInvestor(ctx.db);
    await back(ctx.app, x, two.json().id, "100.00");
    await back(ctx.app, x, one.json().id, "100.00");
    await action(ctx.app, e.sponsor, e.id, { type: "start" });
    const aliceSeat = await seatOf(ctx.app, e.sponsor, e.id, alice);
    expect((await action(ctx.app, e.sponsor, e.id, { type: "rebuy", playerId: aliceSeat })).statusCode).toBe(200);
    const bobSeat = await seatOf(ctx.app, e.sponsor, e.id, bob);
    const done = await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: bobSeat });
    expect(done.statusCode, done.body).toBe(200);
    const rows = await ctx.db
      .select()
      .from(refunds)
      .where(inArray(refunds.campaignId, [two.json().id, one.json().id]));
    expect(rows).toEqual([]);
    // Alice won: $100 of a two-bullet $1,000 campaign owns 100 / 2,000 = 5% of what the clock paid her
    const won = await campaignRow(ctx.db, two.json().id);
    expect(won.status).toBe("completed");
    const winnings = toCents(won.totalWinnings)!;
    expect(winnings).toBeGreaterThan(0);
    const [paid] = await payoutsOf(ctx.db, two.json().id);
    expect(toCents(paid.amount)).toBe(Math.floor(winnings / 20));
  });
});
