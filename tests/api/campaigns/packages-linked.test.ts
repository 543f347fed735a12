import { PACKAGE_MESSAGES } from "@core/contracts/packages";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditMoney } from "../../../src/server/audit/money-audit";
import { campaigns, investments, packageEvents, payouts, refunds } from "../../../src/server/db/schema/index";
import { PACKAGE_UNDO_REFUSED, settlePackageEventsFromClock, skipPackageEventsNotPlayed } from "../../../src/server/settlement/package-events";
import { createPlayer, createInvestor, injectAs, setupTestApp, type TestContext, type TestUser } from "../helpers";
import { invest } from "../investing/investing-helpers";
import { action, createEvent, eliminateAllBut, fillField, seatOf } from "../settlement/verified-helpers";

// Decision 241's addendum: a package's event may be a sponsored event; the clock writes its result (the player's
// winnings there), the sponsor's cancel skips it. 14 entrants at $1,000: $14,000 over 3 places, 3rd pays $2,800.
const DAY = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);

const body = (events: unknown[]) => ({
  tournament: "Vegas package",
  minStake: "60",
  targetAmount: "1200",
  playerOfferedPercentage: 50,
  markup: "1.20",
  events,
});

const create = (ctx: TestContext, who: TestUser, events: unknown[]) =>
  injectAs(ctx.app, who, { method: "POST", url: "/api/campaigns/packages", payload: body(events) });

async function linkedPackage(ctx: TestContext, selfDate = today()) {
  const event = await createEvent(ctx.app, ctx.db, 1);
  await fillField(ctx.db, event.id, 13);
  const [alice] = event.entrants;
  const res = await create(ctx, alice, [{ specialTournamentId: event.id }, { name: "Side event", date: selfDate, buyIn: "1000" }]);
  expect(res.statusCode, res.body).toBe(201);
  const campaignId: number = res.json().id;
  const rows = await ctx.db.select().from(packageEvents).where(eq(packageEvents.campaignId, campaignId)).orderBy(packageEvents.position);
  // $240 of $2,000 x 1.2 is 10%
  const backer = await createInvestor(ctx.db);
  await invest(ctx.app, backer, campaignId, "240.00");
  return { event, alice, campaignId, rows, backer };
}

const eventRow = async (ctx: TestContext, id: number) => (await ctx.db.select().from(packageEvents).where(eq(packageEvents.id, id)))[0];
const campaignOf = async (ctx: TestContext, id: number) => (await ctx.db.select().from(campaigns).where(eq(campaigns.id, id)))[0];

describe("packages with a linked sponsored event", () => {
  const ctx = setupTestApp();

  it("the event's name, date and buy-in are the sponsored event's; its result cannot be typed", async () => {
    const { event, alice, campaignId, rows } = await linkedPackage(ctx);
    expect(rows[0]).toMatchObject({ specialTournamentId: event.id, name: event.name, buyIn: "1000.00", status: "upcoming" });
    expect(rows[0].eventDate.toISOString().slice(0, 10)).toBe("2030-06-01");
    expect(await campaignOf(ctx, campaignId)).toMatchObject({ buyIn: "2000.00" });
    const typed = await injectAs(ctx.app, alice, {
      method: "POST",
      url: `/api/campaigns/${campaignId}/package/events/${rows[0].id}/result`,
      payload: { outcome: "played", cash: "5000" },
    });
    expect(typed.statusCode).toBe(403);
    expect(typed.json().message).toBe(PACKAGE_MESSAGES.linkedEvent);
  });

  it("400 for an unknown, foreign, cancelled, repeated or malformed sponsored event", async () => {
    const event = await createEvent(ctx.app, ctx.db, 1);
    const [alice] = event.entrants;
    const side = { name: "Side event", date: today(), buyIn: "1000" };
    const stranger = await createPlayer(ctx.db);
    for (const [who, events, message] of [
      [alice, [{ specialTournamentId: 999_999_999 }, side], PACKAGE_MESSAGES.linkedNotFound(1)],
      [stranger, [side, { specialTournamentId: event.id }], PACKAGE_MESSAGES.linkedNotRegistered(2)],
      [event.sponsor, [side, { specialTournamentId: event.id }], "Only players can create campaigns"],
      [alice, [{ specialTournamentId: event.id }, { specialTournamentId: event.id }], PACKAGE_MESSAGES.linkedTwice(2)],
      [alice, [{ specialTournamentId: "abc" }, side], PACKAGE_MESSAGES.linkedInvalid(1)],
    ] as const) {
      const res = await create(ctx, who, [...events]);
      expect(res.statusCode, res.body).toBe(who === event.sponsor ? 403 : 400);
      expect(res.json().message).toBe(message);
    }
    expect((await injectAs(ctx.app, event.sponsor, { method: "POST", url: `/api/special-tournaments/${event.id}/cancel` })).statusCode).toBe(200);
    const cancelled = await create(ctx, alice, [{ specialTournamentId: event.id }, side]);
    expect(cancelled.statusCode).toBe(400);
    expect([PACKAGE_MESSAGES.linkedNotUpcoming(1), PACKAGE_MESSAGES.linkedNotFound(1)]).toContain(cancelled.json().message);
  });

  it("the clock's elimination in the money writes the event's cash; the typed result completes the package and pays", async () => {
    const { event, alice, campaignId, rows, backer } = await linkedPackage(ctx);
    expect((await action(ctx.app, event.sponsor, event.id, { type: "start" })).statusCode).toBe(200);
    await eliminateAllBut(ctx.app, event.sponsor, event.id, [alice], 2);
    const out = await action(ctx.app, event.sponsor, event.id, { type: "eliminate", playerId: await seatOf(ctx.app, event.sponsor, event.id, alice) });
    expect(out.statusCode, out.body).toBe(200);
    expect(await eventRow(ctx, rows[0].id)).toMatchObject({ status: "played", cash: "2800.00" });
    // the first result ends the sale; the package waits for its other event
    expect(await campaignOf(ctx, campaignId)).toMatchObject({ status: "funded" });

    // settling the same finish twice changes nothing
    await ctx.db.transaction((tx) =>
      settlePackageEventsFromClock(tx, event.id, [{ playerId: "x", userId: alice.user.id, position: 3, prizeCents: 999_900 }], new Date()),
    );
    expect(await eventRow(ctx, rows[0].id)).toMatchObject({ status: "played", cash: "2800.00" });

    const typed = await injectAs(ctx.app, alice, {
      method: "POST",
      url: `/api/campaigns/${campaignId}/package/events/${rows[1].id}/result`,
      payload: { outcome: "played", cash: "1200" },
    });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json()).toMatchObject({ completed: true, package: { totalWinnings: "4000.00" } });
    expect(await campaignOf(ctx, campaignId)).toMatchObject({ status: "completed", totalWinnings: "4000.00" });
    // 10% of $4,000
    const paid = await ctx.db.select().from(payouts).where(eq(payouts.campaignId, campaignId));
    expect(paid.map((p) => [p.investorId, p.amount])).toEqual([[backer.user.id, "400.00"]]);
    const [stake] = await ctx.db.select().from(investments).where(eq(investments.campaignId, campaignId));
    expect(stake).toMatchObject({ status: "closed", payout: "400.00" });
    expect((await auditMoney(ctx.db, { campaignIds: [campaignId], graceSeconds: 0 })).violations).toBe(0);
  });

  it("an undone elimination takes the clock's result back; once the package is complete the undo is refused", async () => {
    const { event, alice, campaignId, rows } = await linkedPackage(ctx);
    expect((await action(ctx.app, event.sponsor, event.id, { type: "start" })).statusCode).toBe(200);
    await eliminateAllBut(ctx.app, event.sponsor, event.id, [alice], 2);
    const seat = await seatOf(ctx.app, event.sponsor, event.id, alice);
    expect((await action(ctx.app, event.sponsor, event.id, { type: "eliminate", playerId: seat })).statusCode).toBe(200);
    expect(await eventRow(ctx, rows[0].id)).toMatchObject({ status: "played", cash: "2800.00" });

    // a mistaken bust undone: the event waits for its result again
    const undo = await action(ctx.app, event.sponsor, event.id, { type: "reinstate", playerId: seat });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await eventRow(ctx, rows[0].id)).toMatchObject({ status: "upcoming", cash: null, enteredAt: null });
    // busted again: written again
    expect((await action(ctx.app, event.sponsor, event.id, { type: "eliminate", playerId: seat })).statusCode).toBe(200);
    expect(await eventRow(ctx, rows[0].id)).toMatchObject({ status: "played", cash: "2800.00" });

    // the other result completes the package: its payouts stand on this result, so the undo is refused
    const typed = await injectAs(ctx.app, alice, {
      method: "POST",
      url: `/api/campaigns/${campaignId}/package/events/${rows[1].id}/result`,
      payload: { outcome: "played", cash: "1200" },
    });
    expect(typed.statusCode, typed.body).toBe(200);
    const refused = await action(ctx.app, event.sponsor, event.id, { type: "reinstate", playerId: seat });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PACKAGE_UNDO_REFUSED);
    expect(await eventRow(ctx, rows[0].id)).toMatchObject({ status: "played", cash: "2800.00" });
    expect(await campaignOf(ctx, campaignId)).toMatchObject({ status: "completed", totalWinnings: "4000.00" });
  });

  it("a linked event cancelled by its sponsor counts as skipped: the backer's part refunded once", async () => {
    const { event, campaignId, rows, backer, alice } = await linkedPackage(ctx, inDays(3));
    const res = await injectAs(ctx.app, event.sponsor, { method: "POST", url: `/api/special-tournaments/${event.id}/cancel` });
    expect(res.statusCode, res.body).toBe(200);
    expect(await eventRow(ctx, rows[0].id)).toMatchObject({ status: "skipped", cash: null });
    const skipRefunds = () =>
      ctx.db
        .select()
        .from(refunds)
        .where(and(eq(refunds.campaignId, campaignId), eq(refunds.reason, "event_skipped")));
    // $240 x $1,000 / $2,000
    expect((await skipRefunds()).map((r) => [r.investorId, r.amountCents, r.packageEventId, r.status])).toEqual([
      [backer.user.id, 12_000, rows[0].id, "succeeded"],
    ]);
    // once: a second pass changes nothing
    await ctx.db.transaction((tx) => skipPackageEventsNotPlayed(tx, event.id, null, new Date()));
    expect(await skipRefunds()).toHaveLength(1);
    // the package itself stays open for its other event
    expect(await campaignOf(ctx, campaignId)).toMatchObject({ status: "funded" });
    const skipped = await injectAs(ctx.app, alice, {
      method: "POST",
      url: `/api/campaigns/${campaignId}/package/events/${rows[1].id}/result`,
      payload: { outcome: "skipped" },
    });
    expect(skipped.json()).toMatchObject({ completed: true, refunds: 1, refundedTotal: "120.00" });
    expect((await auditMoney(ctx.db, { campaignIds: [campaignId], graceSeconds: 0 })).violations).toBe(0);
  });
});
