import { describe, expect, it } from "vitest";
import { DAY_TWO_MESSAGES } from "@core/day-two";
import { END_DAY_MESSAGES } from "@core/live/field/end-day";
import { MARKUP_MESSAGE } from "@core/markup";
import { DAY_TWO_PERCENT_MESSAGE } from "@core/contracts/day-two";
import { STAKING_CLOSED_MESSAGE } from "../../../src/server/investing/staking-closed";
import { tournamentBody } from "../../../src/server/seed/builders";
import { createInvestor, createPlayer, injectAs, setupTestApp, uniqueName, type TestUser } from "../helpers";
import { createIntent } from "../investing/investing-helpers";
import { action, back, campaignRow, fillField, investmentsOf, linkedCampaign, liveState, payoutsOf, registerAs, seatOf } from "../settlement/verified-helpers";
import { createSponsor } from "../helpers";
import { toCents } from "@core/money";

const ctx = setupTestApp();
const DAYS = ["Day 1", "Day 2", "Final Day"];

/** The worked case's event: $500, 25,000 starting chips, three days; alice, bob, carol and dave play, 6 more fill the field. */
async function multiDayEvent(days: string[] | null = DAYS, money = { buyIn: "500", startingChips: 25000 }) {
  const sponsor = await createSponsor(ctx.db);
  const name = uniqueName("Main Event");
  const created = await injectAs(ctx.app, sponsor, {
    method: "POST",
    url: "/api/special-tournaments",
    payload: tournamentBody({ name, date: "2030-06-01", ...money, maxSeats: 100, ...(days ? { days } : {}) }),
  });
  expect(created.statusCode, created.body).toBe(201);
  const id: number = created.json().id;
  const [alice, bob, carol, dave] = [await createPlayer(ctx.db), await createPlayer(ctx.db), await createPlayer(ctx.db), await createPlayer(ctx.db)];
  for (const p of [alice, bob, carol, dave]) await registerAs(ctx.app, p, id, "player");
  await fillField(ctx.db, id, 6);
  return { sponsor, id, name, alice, bob, carol, dave };
}

type Event = Awaited<ReturnType<typeof multiDayEvent>>;

const offer = (who: TestUser | null, id: number) => injectAs(ctx.app, who, { method: "GET", url: `/api/campaigns/day-two?tournamentId=${id}` });
const sell = (who: TestUser | null, payload: Record<string, unknown>) => injectAs(ctx.app, who, { method: "POST", url: "/api/campaigns/day-two", payload });

/** Starts the clock, eliminates carol, and ends Day 1 with alice on 420,000, bob on 25,000 and everyone else on 30,000. */
async function endDayOne(e: Event, aliceBag = "420,000") {
  expect((await action(ctx.app, e.sponsor, e.id, { type: "start" })).statusCode).toBe(200);
  expect((await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: await seatOf(ctx.app, e.sponsor, e.id, e.carol) })).statusCode).toBe(200);
  const { state } = await liveState(ctx.app, e.sponsor, e.id);
  const bags: Record<string, string> = {};
  for (const p of state.players.filter((x) => !x.isEliminated))
    bags[p.id] = p.userId === e.alice.user.id ? aliceBag : p.userId === e.bob.user.id ? "25,000" : "30,000";
  const res = await action(ctx.app, e.sponsor, e.id, { type: "end-day", bags });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().state;
}

describe("tournament days (decision 170)", () => {
  it("POST, PATCH and GET carry days; bad lists are refused with their message", async () => {
    const e = await multiDayEvent();
    expect((await injectAs(ctx.app, null, { method: "GET", url: `/api/special-tournaments/${e.id}` })).json().days).toEqual(DAYS);
    const patched = await injectAs(ctx.app, e.sponsor, {
      method: "PATCH",
      url: `/api/special-tournaments/${e.id}`,
      payload: { days: ["Day 1A", "Day 1B", "Day 2"] },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().days).toEqual(["Day 1A", "Day 1B", "Day 2"]);
    const bad = await injectAs(ctx.app, e.sponsor, { method: "PATCH", url: `/api/special-tournaments/${e.id}`, payload: { days: ["Only"] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("Days must be a list of 2 to 6 day names");
    const long = await injectAs(ctx.app, e.sponsor, { method: "PATCH", url: `/api/special-tournaments/${e.id}`, payload: { days: ["Day 1", "x".repeat(41)] } });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain("Each day's name must be 1 to 40 characters");
    const cleared = await injectAs(ctx.app, e.sponsor, { method: "PATCH", url: `/api/special-tournaments/${e.id}`, payload: { days: null } });
    expect(cleared.json().days).toBeNull();
    // the clock's state carries them
    const one = await multiDayEvent();
    expect((await liveState(ctx.app, one.sponsor, one.id)).state.days).toEqual(DAYS);
  });
});

describe("end-day on the console", () => {
  it("stores every surviving bag, moves to Day 2 and stops the clock; only the controller may; refusals name the rule", async () => {
    const e = await multiDayEvent();
    const notStarted = await action(ctx.app, e.sponsor, e.id, { type: "end-day", bags: {} });
    expect(notStarted.statusCode).toBe(409);
    expect(notStarted.json().message).toBe(END_DAY_MESSAGES.notStarted);
    await action(ctx.app, e.sponsor, e.id, { type: "start" });
    const aliceSeat = await seatOf(ctx.app, e.sponsor, e.id, e.alice);
    const missing = await action(ctx.app, e.sponsor, e.id, { type: "end-day", bags: { [aliceSeat]: "420,000" } });
    expect(missing.statusCode).toBe(409);
    expect(missing.json().message).toMatch(/^Enter the bag of every player still in: .+ has none\.$/);
    const forbidden = await action(ctx.app, e.alice, e.id, { type: "end-day", bags: {} });
    expect(forbidden.statusCode).toBe(403);
    const state = await endDayOne(e);
    expect(state).toMatchObject({ dayIndex: 1, status: "stopped" });
    expect(state.bags[aliceSeat]).toBe(420_000);
    expect(state.players.find((p: { id: string }) => p.id === aliceSeat).chips).toBe(420_000);
    // on to the Final Day, then the last day cannot end
    await action(ctx.app, e.sponsor, e.id, { type: "start" });
    const again = await liveState(ctx.app, e.sponsor, e.id);
    expect(again.state.bags).toBeNull();
    const bags = Object.fromEntries(again.state.players.filter((p) => !p.isEliminated).map((p) => [p.id, "50,000"]));
    expect((await action(ctx.app, e.sponsor, e.id, { type: "end-day", bags })).statusCode).toBe(200);
    await action(ctx.app, e.sponsor, e.id, { type: "start" });
    const last = await action(ctx.app, e.sponsor, e.id, { type: "end-day", bags });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(END_DAY_MESSAGES.lastDay);
  });

  it("a one-day event has no day to end", async () => {
    const e = await multiDayEvent(null);
    await action(ctx.app, e.sponsor, e.id, { type: "start" });
    const res = await action(ctx.app, e.sponsor, e.id, { type: "end-day", bags: {} });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(END_DAY_MESSAGES.oneDay);
  });
});

describe("Day-2 campaigns", () => {
  it("the worked case: 30% sold on Day 1, 10% on Day 2 at $84.00 per 1%; the winner's prize pays each backer exactly their %", async () => {
    const e = await multiDayEvent();
    const x = await createInvestor(ctx.db);
    const y = await createInvestor(ctx.db);
    const day1 = await linkedCampaign(ctx.db, e.alice, e, { buyIn: "500.00", targetAmount: "150.00", minStake: "50.00", playerOfferedPercentage: 30 });
    await back(ctx.app, x, day1.id, "150.00");

    // before the day ends there is no bag
    await action(ctx.app, e.sponsor, e.id, { type: "start" });
    const early = await sell(e.alice, { tournamentId: e.id, percentage: 10 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(DAY_TWO_MESSAGES.noBag);
    await action(ctx.app, e.sponsor, e.id, { type: "pause" });
    await endDayOne(e);

    const seen = await offer(e.alice, e.id);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({
      eligible: true,
      reason: null,
      bag: 420_000,
      startingStack: 25_000,
      ratio: "16.8",
      buyIn: "500.00",
      pricePerPercent: "84.00",
      soldPercent: 30,
      roomPercent: 70,
      dayName: "Day 2",
      campaignId: null,
    });

    const over = await sell(e.alice, { tournamentId: e.id, percentage: 71 });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe("You have already sold or swapped 30% of this event: at most 70% more can be sold");

    const created = await sell(e.alice, { tournamentId: e.id, percentage: 10, markup: "1.00" });
    expect(created.statusCode, created.body).toBe(201);
    const c = created.json();
    expect(c).toMatchObject({
      day: 2,
      bagChips: 420_000,
      buyIn: "8400.00",
      targetAmount: "840.00",
      minStake: "84.00",
      playerOfferedPercentage: 10,
      specialTournamentId: e.id,
      verified: true,
      eventStarted: false,
      bullets: 1,
    });
    expect((await injectAs(ctx.app, null, { method: "GET", url: `/api/campaigns/${c.id}` })).json()).toMatchObject({
      day: 2,
      bagChips: 420_000,
      eventStarted: false,
    });

    const dup = await sell(e.alice, { tournamentId: e.id, percentage: 5 });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(DAY_TWO_MESSAGES.duplicate);

    // an investor buys the 10% at the Day-2 price: their stake owns 10%, not $840 / $500
    await back(ctx.app, y, c.id, "840.00");
    expect((await investmentsOf(ctx.db, c.id)).map((i) => [i.amount, i.percentage])).toEqual([["840.00", "10.0000"]]);
    expect((await investmentsOf(ctx.db, day1.id)).map((i) => i.percentage)).toEqual(["30.0000"]);

    // Day 2 begins: Day-2 staking closes
    await action(ctx.app, e.sponsor, e.id, { type: "start" });
    const late = await createIntent(ctx.app, await createInvestor(ctx.db), c.id, "84.00");
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(STAKING_CLOSED_MESSAGE);
    const closed = await sell(e.dave, { tournamentId: e.id, percentage: 5 });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(DAY_TWO_MESSAGES.notBetweenDays);

    // everyone else out: alice wins
    const { state } = await liveState(ctx.app, e.sponsor, e.id);
    for (const p of state.players.filter((q) => !q.isEliminated && q.userId !== e.alice.user.id)) {
      expect((await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: p.id })).statusCode).toBe(200);
    }
    const a1 = await campaignRow(ctx.db, day1.id);
    const a2 = await campaignRow(ctx.db, c.id);
    expect(a1).toMatchObject({ status: "completed", finalPosition: 1 });
    expect(a2).toMatchObject({ status: "completed", finalPosition: 1, totalWinnings: a1.totalWinnings });
    const cents = (v: string | null) => toCents(v) ?? 0;
    const prizeCents = cents(a1.totalWinnings);
    expect(prizeCents).toBeGreaterThan(0);
    expect((await payoutsOf(ctx.db, day1.id)).map((p) => [p.investorId, cents(p.amount)])).toEqual([[x.user.id, Math.floor((prizeCents * 30) / 100)]]);
    expect((await payoutsOf(ctx.db, c.id)).map((p) => [p.investorId, cents(p.amount)])).toEqual([[y.user.id, Math.floor((prizeCents * 10) / 100)]]);
  });

  it("a swap counts against the 100% as a sale does: 30% sold and a 15% swap leave 55% for Day 2", async () => {
    const e = await multiDayEvent();
    const day1 = await linkedCampaign(ctx.db, e.alice, e, { buyIn: "500.00", targetAmount: "150.00", minStake: "50.00", playerOfferedPercentage: 30 });
    await back(ctx.app, await createInvestor(ctx.db), day1.id, "150.00");
    const offered = await injectAs(ctx.app, e.alice, {
      method: "POST",
      url: "/api/swaps",
      payload: { tournamentId: e.id, toUsername: e.dave.user.username, percent: "15" },
    });
    expect(offered.statusCode, offered.body).toBe(201);
    expect((await injectAs(ctx.app, e.dave, { method: "POST", url: `/api/swaps/${offered.json().id}/accept` })).statusCode).toBe(200);
    await endDayOne(e);
    expect((await offer(e.alice, e.id)).json()).toMatchObject({ eligible: true, soldPercent: 45, roomPercent: 55 });
    const over = await sell(e.alice, { tournamentId: e.id, percentage: 56 });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe("You have already sold or swapped 45% of this event: at most 55% more can be sold");
    expect((await sell(e.alice, { tournamentId: e.id, percentage: 55, markup: "1.00" })).statusCode).toBe(201);
  });

  it("refuses r <= 1, the eliminated, a one-day event, someone not in the event, and the wrong roles", async () => {
    const e = await multiDayEvent();
    await endDayOne(e);
    const short = await sell(e.bob, { tournamentId: e.id, percentage: 10 });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(DAY_TWO_MESSAGES.shortStack);
    expect((await offer(e.bob, e.id)).json()).toMatchObject({
      eligible: false,
      reason: DAY_TWO_MESSAGES.shortStack,
      bag: 25_000,
      ratio: "1",
      pricePerPercent: null,
    });
    const out = await sell(e.carol, { tournamentId: e.id, percentage: 10 });
    expect(out.statusCode).toBe(409);
    expect(out.json().message).toBe(DAY_TWO_MESSAGES.eliminated);
    const stranger = await sell(await createPlayer(ctx.db), { tournamentId: e.id, percentage: 10 });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe(DAY_TWO_MESSAGES.notYourEvent);
    const investor = await sell(await createInvestor(ctx.db), { tournamentId: e.id, percentage: 10 });
    expect(investor.statusCode).toBe(403);
    expect(investor.json().message).toBe("Only players can sell Day-2 action");
    expect((await sell(e.sponsor, { tournamentId: e.id, percentage: 10 })).statusCode).toBe(403);
    expect((await sell(null, { tournamentId: e.id, percentage: 10 })).statusCode).toBe(401);
    expect((await offer(null, e.id)).statusCode).toBe(401);
    const zero = await sell(e.alice, { tournamentId: e.id, percentage: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toContain(DAY_TWO_PERCENT_MESSAGE);
    const markup = await sell(e.alice, { tournamentId: e.id, percentage: 10, markup: "1.60" });
    expect(markup.statusCode).toBe(400);
    expect(markup.json().message).toContain(MARKUP_MESSAGE);
    const missing = await sell(e.alice, { tournamentId: 999_999, percentage: 10 });
    expect(missing.statusCode).toBe(404);

    const single = await multiDayEvent(null);
    await action(ctx.app, single.sponsor, single.id, { type: "start" });
    const oneDay = await sell(single.alice, { tournamentId: single.id, percentage: 10 });
    expect(oneDay.statusCode).toBe(409);
    expect(oneDay.json().message).toBe(DAY_TWO_MESSAGES.oneDay);
  });

  it("at a 1.50 markup the price is $126.00 per 1% and a stake still owns the % it bought", async () => {
    const e = await multiDayEvent();
    await endDayOne(e);
    const created = await sell(e.alice, { tournamentId: e.id, percentage: 20, markup: 1.5, minStake: "126" });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ buyIn: "8400.00", targetAmount: "2520.00", markup: "1.50", minStake: "126.00" });
    const y = await createInvestor(ctx.db);
    await back(ctx.app, y, created.json().id, "252.00");
    expect((await investmentsOf(ctx.db, created.json().id)).map((i) => i.percentage)).toEqual(["2.0000"]);
  });

  it("issue 37: a $100 event's 38,400 bag over 10,000 at 1.05 is worth $384.00, and 10% costs $40.32 and owns 10%", async () => {
    const e = await multiDayEvent(DAYS, { buyIn: "100", startingChips: 10000 });
    await endDayOne(e, "38,400");
    const created = await sell(e.alice, { tournamentId: e.id, percentage: 10, markup: 1.05 });
    expect(created.statusCode, created.body).toBe(201);
    // before: $383.81 (derived back from the $4.03 price of 1%), a $40.30 target, and 10% paid $79.99 of $800
    expect(created.json()).toMatchObject({ buyIn: "384.00", targetAmount: "40.32", markup: "1.05", minStake: "4.03" });
    await back(ctx.app, await createInvestor(ctx.db), created.json().id, "40.32");
    expect((await investmentsOf(ctx.db, created.json().id)).map((i) => i.percentage)).toEqual(["10.0000"]);
  });
});
