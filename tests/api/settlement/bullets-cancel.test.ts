import type { RebuyRules } from "@core/live/schema/contracts";
import { asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditMoney, formatMoneyAudit } from "../../../src/server/audit/money-audit";
import { refunds, sandboxPaymentIntents, specialTournaments } from "../../../src/server/db/schema/index";
import { carryOutRefunds } from "../../../src/server/refunds/worker";
import { createInvestor, injectAs, setupTestApp, type TestUser } from "../helpers";
import { action, activityLines, back, campaignRow, createEvent, seatOf } from "./verified-helpers";

// decision 198: unused bullets come back whatever ends the event. A sponsor's cancel of a running event ends it as
// surely as a finish: a campaign the clock already settled (its player out) owes the bullets its player never fired,
// through the durable refunds, exactly once.
const ctx = setupTestApp();

const REBUYS: RebuyRules = { kind: "rebuy", untilLevel: 4, maxPerPlayer: 2, priceCents: 1000_00, chips: 10_000 };

/** A $1,000 event with `players` registered and the given rebuys (set before any campaign is linked). */
async function rebuyEvent(players: number, rebuys: RebuyRules = REBUYS) {
  const e = await createEvent(ctx.app, ctx.db, players);
  await ctx.db.update(specialTournaments).set({ rebuys }).where(eq(specialTournaments.id, e.id));
  return e;
}

async function link(player: TestUser, eventId: number, extra: Record<string, unknown>): Promise<number> {
  const res = await injectAs(ctx.app, player, {
    method: "POST",
    url: "/api/campaigns",
    payload: { specialTournamentId: eventId, minStake: "50", playerOfferedPercentage: 50, ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const ok = async (who: TestUser, id: number, payload: Record<string, unknown>) => {
  const res = await action(ctx.app, who, id, payload);
  expect(res.statusCode, res.body).toBe(200);
};

const cancelEvent = (who: TestUser, id: number) => injectAs(ctx.app, who, { method: "POST", url: `/api/special-tournaments/${id}/cancel` });

const refundsOf = (campaignIds: number[]) => ctx.db.select().from(refunds).where(inArray(refunds.campaignId, campaignIds)).orderBy(asc(refunds.id));

const refundedCents = async (ids: string[]) => {
  const rows = await ctx.db.select().from(sandboxPaymentIntents).where(inArray(sandboxPaymentIntents.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r.refundedCents]));
};

describe("a sponsor's cancel of a running event owes the unused bullets of the campaigns already settled", () => {
  it("2 bullets, busted on the first, then the event is cancelled: half of each stake comes back once; the open campaign is refunded whole; the audit is clean", async () => {
    const e = await rebuyEvent(3);
    const [alice, bob] = e.entrants;
    const two = await link(alice, e.id, { bullets: 2, targetAmount: "1000" });
    const open = await link(bob, e.id, { targetAmount: "500" });
    const x = await createInvestor(ctx.db);
    const y = await createInvestor(ctx.db);
    const piX = await back(ctx.app, x, two, "100.00");
    const piY = await back(ctx.app, y, two, "50.00");
    const piOpen = await back(ctx.app, x, open, "100.00");

    await ok(e.sponsor, e.id, { type: "start" });
    // Alice busts on her first bullet: settled by the clock, nothing owed while a re-entry could still use a bullet
    await ok(e.sponsor, e.id, { type: "eliminate", playerId: await seatOf(ctx.app, e.sponsor, e.id, alice) });
    expect((await campaignRow(ctx.db, two)).status).toBe("completed");
    expect(await refundsOf([two])).toEqual([]);

    const cancelled = await cancelEvent(e.sponsor, e.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe("cancelled");

    // the settled campaign stands; its second bullet ($1,000 of $2,000) comes back to each backer pro rata
    expect((await campaignRow(ctx.db, two)).status).toBe("completed");
    expect((await campaignRow(ctx.db, open)).status).toBe("cancelled");
    const owed = await refundsOf([two, open]);
    expect(owed.map((r) => ({ pi: r.paymentIntentId, cents: r.amountCents, reason: r.reason }))).toEqual([
      { pi: piOpen, cents: 105_00, reason: "tournament_cancelled" },
      { pi: piX, cents: 50_00, reason: "unused_bullets" },
      { pi: piY, cents: 25_00, reason: "unused_bullets" },
    ]);
    // carried out with the cancel, as the open campaign's refunds are
    expect(owed.map((r) => r.status)).toEqual(["succeeded", "succeeded", "succeeded"]);
    expect(await refundedCents([piX, piY, piOpen])).toEqual({ [piX]: 50_00, [piY]: 25_00, [piOpen]: 105_00 });
    expect(await activityLines(ctx.db, y)).toContain(
      `Refunded $25.00: ${(await campaignRow(ctx.db, two)).playerName} did not use 1 of the bullets you funded in ${e.name}`,
    );

    const audit = await auditMoney(ctx.db, { graceSeconds: 0, campaignIds: [two, open] });
    expect(audit.violations, formatMoneyAudit(audit)).toBe(0);

    // exactly once: a second cancel is refused and the worker finds nothing more to do
    expect((await cancelEvent(e.sponsor, e.id)).statusCode).toBe(409);
    const deps = { db: ctx.db, payments: ctx.app.payments, log: ctx.app.log };
    expect(await carryOutRefunds(deps, { campaignIds: [two, open] })).toEqual({ succeeded: 0, failed: 0 });
    expect(await refundsOf([two, open])).toHaveLength(3);
    expect(await refundedCents([piX, piY])).toEqual({ [piX]: 50_00, [piY]: 25_00 });
  });

  it("each unused bullet at its own price: a $500 re-entry of 3 bullets, one fired, refunds $1,000 of $2,000; every bullet fired refunds nothing", async () => {
    const e = await rebuyEvent(4, { ...REBUYS, kind: "reentry", priceCents: 500_00 });
    const [alice, bob] = e.entrants;
    // $1,000 + 2 x $500 = $2,000 of entries: 50% is $1,000
    const three = await link(alice, e.id, { bullets: 3, targetAmount: "1000" });
    const both = await link(bob, e.id, { bullets: 2, targetAmount: "750" });
    const x = await createInvestor(ctx.db);
    const piA = await back(ctx.app, x, three, "200.00");
    await back(ctx.app, x, both, "150.00");

    await ok(e.sponsor, e.id, { type: "start" });
    await ok(e.sponsor, e.id, { type: "eliminate", playerId: await seatOf(ctx.app, e.sponsor, e.id, alice) });
    // Bob fires both his bullets before he busts
    const bobSeat = await seatOf(ctx.app, e.sponsor, e.id, bob);
    await ok(e.sponsor, e.id, { type: "eliminate", playerId: bobSeat });
    await ok(e.sponsor, e.id, { type: "rebuy", playerId: bobSeat });
    await ok(e.sponsor, e.id, { type: "eliminate", playerId: await seatOf(ctx.app, e.sponsor, e.id, bob) });
    expect((await campaignRow(ctx.db, three)).status).toBe("completed");
    expect((await campaignRow(ctx.db, both)).status).toBe("completed");

    expect((await cancelEvent(e.sponsor, e.id)).statusCode).toBe(200);
    const owed = await refundsOf([three, both]);
    // $200 x (2 x $500) / $2,000 = $100
    expect(owed.map((r) => ({ pi: r.paymentIntentId, cents: r.amountCents, reason: r.reason, status: r.status }))).toEqual([
      { pi: piA, cents: 100_00, reason: "unused_bullets", status: "succeeded" },
    ]);
    const audit = await auditMoney(ctx.db, { graceSeconds: 0, campaignIds: [three, both] });
    expect(audit.violations, formatMoneyAudit(audit)).toBe(0);
  });

  it("a cancel before the start refunds every stake whole, and no bullet twice", async () => {
    const e = await rebuyEvent(1);
    const two = await link(e.entrants[0], e.id, { bullets: 2, targetAmount: "1000" });
    const x = await createInvestor(ctx.db);
    const pi = await back(ctx.app, x, two, "100.00");
    expect((await cancelEvent(e.sponsor, e.id)).statusCode).toBe(200);
    const owed = await refundsOf([two]);
    expect(owed.map((r) => ({ pi: r.paymentIntentId, cents: r.amountCents, reason: r.reason }))).toEqual([
      { pi, cents: 105_00, reason: "tournament_cancelled" },
    ]);
  });
});
