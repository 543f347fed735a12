import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { DAY_TWO_MESSAGES } from "@core/day-two";
import { toCents } from "@core/money";
import { tournamentBody } from "../../../src/server/seed/builders";
import { STAKING_CLOSED_MESSAGE } from "../../../src/server/investing/staking-closed";
import { FLIGHT_REFUSALS } from "../../../src/server/flights/flights";
import { LINKED_CANCEL_AFTER_START } from "../../../src/server/payouts/service";
import { auditMoney } from "../../../src/server/audit/money-audit";
import { refunds, tournamentRegistrations, users } from "../../../src/server/db/schema/index";
import { createIntent } from "../investing/investing-helpers";
import { createInvestor, createPlayer, createSponsor, injectAs, setupTestApp, uniqueName, type TestUser } from "../helpers";
import { action, back, campaignRow, investmentsOf, liveState, payoutsOf, registerAs } from "../settlement/verified-helpers";

// Decision 242, addendum "Day-2 resale and swaps" (issue 41 item 3): Day-2 action on a multi-flight event is sold once
// every flight has bagged, in a campaign on the event, priced from the player's advancing bag only.
const ctx = setupTestApp();

const FLIGHTS = [
  { name: "Day 1A", date: "2030-05-30" },
  { name: "Day 1B", date: "2030-05-31", time: "12:00" },
];

/**
 * The events a test made, called off once it ends: a bagged flight never finishes, and on PostgreSQL every API test
 * file shares one database, whose open list (at most 200, live ones first) other files read their new events from.
 */
const made: { sponsor: TestUser; ids: number[] }[] = [];
afterEach(async () => {
  for (const { sponsor, ids } of made.splice(0))
    for (const id of ids) await injectAs(ctx.app, sponsor, { method: "POST", url: `/api/special-tournaments/${id}/cancel` });
});

/** $500, 25,000 starting chips, flights 1A and 1B under best-stack; P plays both, Q plays 1B, 4 more in each. */
async function festival() {
  const sponsor = await createSponsor(ctx.db);
  const res = await injectAs(ctx.app, sponsor, {
    method: "POST",
    url: "/api/special-tournaments",
    payload: tournamentBody({
      name: uniqueName("Main Event"),
      date: "2030-06-01",
      buyIn: "500",
      startingChips: 25000,
      maxSeats: 100,
      flights: FLIGHTS,
      flightRule: "best-stack",
    }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const event = res.json() as { id: number; name: string; flights: { id: number }[] };
  const [a, b] = event.flights.map((f) => f.id);
  made.push({ sponsor, ids: [a, b, event.id] });
  const p = await createPlayer(ctx.db);
  const q = await createPlayer(ctx.db);
  await registerAs(ctx.app, p, a, "player");
  await registerAs(ctx.app, p, b, "player");
  await registerAs(ctx.app, q, b, "player");
  await fill(a, 4);
  await fill(b, 4);
  return { sponsor, event, a, b, p, q };
}

async function fill(tournamentId: number, count: number) {
  const tag = uniqueName("g");
  const rows = await ctx.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        username: `${tag}_${i}`,
        passwordHash: "x",
        role: "player" as const,
        firstName: "F",
        lastName: `${tag} ${i}`,
      })),
    )
    .returning({ id: users.id });
  await ctx.db.insert(tournamentRegistrations).values(rows.map((r) => ({ tournamentId, userId: r.id, userRole: "player" as const })));
}

/** Starts flight `id`, eliminates `out`, and bags everyone else: `bags` by player, 30,000 for the others. */
async function bagFlight(sponsor: TestUser, id: number, out: TestUser[], bags: [TestUser, string][] = []) {
  expect((await action(ctx.app, sponsor, id, { type: "start" })).statusCode).toBe(200);
  const { state } = await liveState(ctx.app, sponsor, id);
  const outIds = new Set(out.map((u) => u.user.id));
  for (const x of state.players.filter((pl) => outIds.has(pl.userId ?? 0)))
    expect((await action(ctx.app, sponsor, id, { type: "eliminate", playerId: x.id })).statusCode).toBe(200);
  const entered: Record<string, string> = {};
  for (const x of state.players.filter((pl) => !outIds.has(pl.userId ?? 0))) entered[x.id] = bags.find(([u]) => u.user.id === x.userId)?.[1] ?? "30,000";
  const res = await action(ctx.app, sponsor, id, { type: "end-day", bags: entered });
  expect(res.statusCode, res.body).toBe(200);
}

async function seatIn(sponsor: TestUser, flight: number, who: TestUser): Promise<string> {
  const { state } = await liveState(ctx.app, sponsor, flight);
  return state.players.find((x) => x.userId === who.user.id)!.id;
}

const offer = (who: TestUser | null, id: number) => injectAs(ctx.app, who, { method: "GET", url: `/api/campaigns/day-two?tournamentId=${id}` });
const sell = (who: TestUser | null, payload: Record<string, unknown>) => injectAs(ctx.app, who, { method: "POST", url: "/api/campaigns/day-two", payload });
const linkDayOne = (who: TestUser, specialTournamentId: number) =>
  injectAs(ctx.app, who, {
    method: "POST",
    url: "/api/campaigns",
    payload: { specialTournamentId, minStake: "50.00", targetAmount: "150.00", playerOfferedPercentage: 30 },
  });

describe("Day-2 resale on a multi-flight event (decision 242, addendum)", () => {
  it("P sold 30% before 1A; once both flights bagged P sells Day 2 from the 45,000 advancing bag ($9.00 per 1%), never the 30,000 one", async () => {
    const { sponsor, event, a, b, p, q } = await festival();
    const day1 = await linkDayOne(p, event.id);
    expect(day1.statusCode, day1.body).toBe(201);
    const x = await createInvestor(ctx.db);
    await back(ctx.app, x, day1.json().id, "150.00");

    // nothing to sell before every flight has bagged
    const early = await sell(p, { tournamentId: event.id, percentage: 10 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(DAY_TWO_MESSAGES.flightsToBag("Day 1A, Day 1B"));
    await bagFlight(sponsor, a, [], [[p, "30,000"]]);
    expect((await offer(p, event.id)).json()).toMatchObject({ eligible: false, reason: DAY_TWO_MESSAGES.flightsToBag("Day 1B"), bag: null });
    await bagFlight(sponsor, b, [q], [[p, "45,000"]]);

    // a flight's bag is never sold on the flight: Day 2 is its event's
    const onFlight = await sell(p, { tournamentId: b, percentage: 10 });
    expect(onFlight.statusCode).toBe(409);
    expect(onFlight.json().message).toBe(FLIGHT_REFUSALS.noFlightCampaigns);

    // best-stack: the 1B bag advances, the 1A bag is removed and never counts
    expect((await offer(p, event.id)).json()).toMatchObject({
      eligible: true,
      reason: null,
      bag: 45_000,
      startingStack: 25_000,
      ratio: "1.8",
      buyIn: "500.00",
      pricePerPercent: "9.00",
      soldPercent: 30,
      roomPercent: 70,
      dayName: "Day 2",
      campaignId: null,
    });
    // Q busted in 1B: no Day 2, a clear refusal
    const out = await sell(q, { tournamentId: event.id, percentage: 10 });
    expect(out.statusCode).toBe(409);
    expect(out.json().message).toBe(DAY_TWO_MESSAGES.notAdvancing);
    expect((await offer(q, event.id)).json()).toMatchObject({ eligible: false, reason: DAY_TWO_MESSAGES.notAdvancing, bag: null });

    // Day-1 30% + Day 2 stay within 100%: 71% is refused in the existing words
    const over = await sell(p, { tournamentId: event.id, percentage: 71 });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe("You have already sold or swapped 30% of this event: at most 70% more can be sold");

    // two tabs sell at once: one campaign, the other refused; what is offered never passes 100%
    const [one, two] = await Promise.all([
      sell(p, { tournamentId: event.id, percentage: 70, markup: "1.00" }),
      sell(p, { tournamentId: event.id, percentage: 70, markup: "1.00" }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([201, 409]);
    const lost = one.statusCode === 409 ? one : two;
    expect(lost.json().message).toBe(DAY_TWO_MESSAGES.duplicate);
    const c = (one.statusCode === 201 ? one : two).json();
    expect(c).toMatchObject({
      day: 2,
      bagChips: 45_000,
      specialTournamentId: event.id,
      buyIn: "900.00",
      targetAmount: "630.00",
      minStake: "9.00",
      playerOfferedPercentage: 70,
      eventStarted: false,
    });
    expect((await offer(p, event.id)).json()).toMatchObject({ eligible: false, campaignId: c.id, soldPercent: 100, roomPercent: 0 });

    // a correction of the removed 1A bag changes nothing; one of the advancing 1B bag reprices the campaign (nobody bought)
    const fixA = await action(ctx.app, sponsor, a, { type: "correct-bags", bags: { [await seatIn(sponsor, a, p)]: "35,000" } });
    expect(fixA.statusCode, fixA.body).toBe(200);
    expect(await campaignRow(ctx.db, c.id)).toMatchObject({ bagChips: 45_000, buyIn: "900.00" });
    const fixB = await action(ctx.app, sponsor, b, { type: "correct-bags", bags: { [await seatIn(sponsor, b, p)]: "50,000" } });
    expect(fixB.statusCode, fixB.body).toBe(200);
    expect(await campaignRow(ctx.db, c.id)).toMatchObject({ bagChips: 50_000, buyIn: "1000.00", targetAmount: "700.00", minStake: "10.00" });

    // staking is open between the flights and Day 2: 10% for $100.00
    const y = await createInvestor(ctx.db);
    await back(ctx.app, y, c.id, "100.00");
    expect((await investmentsOf(ctx.db, c.id)).map((i) => i.percentage)).toEqual(["10.0000"]);
    // once bought, the advancing bag can no longer be corrected; the player cannot hand the stakes back
    const fixAgain = await action(ctx.app, sponsor, b, { type: "correct-bags", bags: { [await seatIn(sponsor, b, p)]: "55,000" } });
    expect(fixAgain.statusCode).toBe(409);
    expect(fixAgain.json().message).toContain("bag can no longer be corrected: their Day-2 campaign priced from it already has a backer.");
    for (const id of [c.id, day1.json().id]) {
      const cancel = await injectAs(ctx.app, p, { method: "POST", url: `/api/campaigns/${id}/cancel` });
      expect(cancel.statusCode).toBe(403);
      expect(cancel.json().message).toBe(LINKED_CANCEL_AFTER_START);
    }

    // Day 2 starts: Day-2 staking closes
    const started = await action(ctx.app, sponsor, event.id, { type: "start" });
    expect(started.statusCode, started.body).toBe(200);
    const late = await createIntent(ctx.app, await createInvestor(ctx.db), c.id, "10.00");
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(STAKING_CLOSED_MESSAGE);
    const closed = await sell(p, { tournamentId: event.id, percentage: 1 });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(DAY_TWO_MESSAGES.notBetweenDays);

    // P wins Day 2: both campaigns settle on the advancing stack's final result from the clock
    const others = (started.json().state.players as { id: string; userId: number | null }[]).filter((pl) => pl.userId !== p.user.id);
    for (const o of others) expect((await action(ctx.app, sponsor, event.id, { type: "eliminate", playerId: o.id })).statusCode).toBe(200);
    const r1 = await campaignRow(ctx.db, day1.json().id);
    const r2 = await campaignRow(ctx.db, c.id);
    expect(r1).toMatchObject({ status: "completed", finalPosition: 1 });
    expect(r2).toMatchObject({ status: "completed", finalPosition: 1, totalWinnings: r1.totalWinnings });
    const prize = toCents(r1.totalWinnings) ?? 0;
    expect(prize).toBeGreaterThan(0);
    expect((await payoutsOf(ctx.db, day1.json().id)).map((pay) => [pay.investorId, toCents(pay.amount)])).toEqual([
      [x.user.id, Math.floor((prize * 30) / 100)],
    ]);
    expect((await payoutsOf(ctx.db, c.id)).map((pay) => [pay.investorId, toCents(pay.amount)])).toEqual([[y.user.id, Math.floor((prize * 10) / 100)]]);
    expect((await auditMoney(ctx.db, { campaignIds: [c.id, day1.json().id], graceSeconds: 0 })).violations).toBe(0);
  });

  it("refuses the wrong roles, the host, and a player with no seat in any flight", async () => {
    const { sponsor, event, a, b, p, q } = await festival();
    await bagFlight(sponsor, a, [], [[p, "30,000"]]);
    await bagFlight(sponsor, b, [q], [[p, "45,000"]]);
    const stranger = await sell(await createPlayer(ctx.db), { tournamentId: event.id, percentage: 10 });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe(DAY_TWO_MESSAGES.notYourEvent);
    const investor = await sell(await createInvestor(ctx.db), { tournamentId: event.id, percentage: 10 });
    expect(investor.statusCode).toBe(403);
    expect(investor.json().message).toBe("Only players can sell Day-2 action");
    expect((await offer(await createInvestor(ctx.db), event.id)).statusCode).toBe(403);
    const host = await sell(sponsor, { tournamentId: event.id, percentage: 10 });
    expect(host.statusCode).toBe(403);
    expect(host.json().message).toBe("Only players can sell Day-2 action");
    expect((await sell(null, { tournamentId: event.id, percentage: 10 })).statusCode).toBe(401);
  });

  it("once 1B has bagged the sponsor cannot cancel it alone (409, decision 242's bullets addendum): P's Day-2 campaign on the 1B bag stands and Day 2 seats it", async () => {
    const { sponsor, event, a, b, p, q } = await festival();
    const day1 = await linkDayOne(p, event.id);
    expect(day1.statusCode, day1.body).toBe(201);
    const x = await createInvestor(ctx.db);
    await back(ctx.app, x, day1.json().id, "150.00");
    await bagFlight(sponsor, a, [p]);
    await bagFlight(sponsor, b, [q], [[p, "45,000"]]);
    const created = await sell(p, { tournamentId: event.id, percentage: 20, markup: "1.00" });
    expect(created.statusCode, created.body).toBe(201);
    const c = created.json();
    const y = await createInvestor(ctx.db);
    await back(ctx.app, y, c.id, "90.00");

    // a bagged flight is completed: cancelling it alone would take back bags Day 2 is built from
    const cancelled = await injectAs(ctx.app, sponsor, { method: "POST", url: `/api/special-tournaments/${b}/cancel` });
    expect(cancelled.statusCode, cancelled.body).toBe(409);
    expect(cancelled.json().message).toBe("A finished tournament cannot be cancelled");
    expect(await campaignRow(ctx.db, c.id)).toMatchObject({ status: "active" });
    expect(await ctx.db.select().from(refunds).where(eq(refunds.campaignId, c.id))).toEqual([]);

    // Day 2 seats P with the 1B bag: neither campaign is closed at its start
    const started = await action(ctx.app, sponsor, event.id, { type: "start" });
    expect(started.statusCode, started.body).toBe(200);
    const { state } = await liveState(ctx.app, sponsor, event.id);
    expect(state.players.find((pl) => pl.userId === p.user.id)?.chips).toBe(45_000);
    expect(await campaignRow(ctx.db, day1.json().id)).toMatchObject({ status: "funded" });
    expect((await auditMoney(ctx.db, { campaignIds: [c.id, day1.json().id], graceSeconds: 0 })).violations).toBe(0);
  });

  it("a Day-2 campaign whose player is not in Day 2's field when it starts is cancelled and refunded there (settleNotAdvancing)", async () => {
    const { sponsor, event, a, b, p, q } = await festival();
    await bagFlight(sponsor, a, [p]);
    await bagFlight(sponsor, b, [q], [[p, "45,000"]]);
    const created = await sell(p, { tournamentId: event.id, percentage: 20, markup: "1.00" });
    expect(created.statusCode, created.body).toBe(201);
    const y = await createInvestor(ctx.db);
    await back(ctx.app, y, created.json().id, "90.00");
    // P's seat in 1B left to a walk-in's name, as "Not me" leaves a late entry's (a shortcut in the stored state):
    // Day 2 no longer seats P by account
    const { state } = await liveState(ctx.app, sponsor, b);
    await ctx.db.execute(
      sql`update live_tournaments set state = jsonb_set(state, '{players}', ${JSON.stringify(
        state.players.map((pl) => (pl.userId === p.user.id ? { ...pl, userId: null } : pl)),
      )}::jsonb) where id = ${String(b)}`,
    );
    const started = await action(ctx.app, sponsor, event.id, { type: "start" });
    expect(started.statusCode, started.body).toBe(200);
    expect(await campaignRow(ctx.db, created.json().id)).toMatchObject({ status: "cancelled" });
    const owed = await ctx.db.select().from(refunds).where(eq(refunds.campaignId, created.json().id));
    expect(owed.map((r) => [r.investorId, r.reason, r.status])).toEqual([[y.user.id, "not_advancing", "succeeded"]]);
  });
});
