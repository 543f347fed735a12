import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { paidList } from "@core/live/prizes/paid-list";
import { prizeText } from "@core/live/prizes/satellite-event";
import { centsToDecimal, formatMoney2 } from "@core/money";
import type { LiveState } from "@core/live/schema/contracts";
import { tournamentBody } from "../../../src/server/seed/builders";
import { notifications, satelliteSeats, specialTournaments, tournamentRegistrations } from "../../../src/server/db/schema/index";
import { createInvestor, createPlayer, createSponsor, injectAs, setupTestApp, uniqueName, type TestUser } from "../helpers";
import { action, back, campaignRow, fillField, linkedCampaign, liveState, payoutsOf, registerAs } from "../settlement/verified-helpers";

// decision 240: an event that awards seats into another event instead of cash
const ctx = setupTestApp();

const post = (who: TestUser | null, payload: Record<string, unknown>) => injectAs(ctx.app, who, { method: "POST", url: "/api/special-tournaments", payload });
const patch = (who: TestUser, id: number, payload: Record<string, unknown>) =>
  injectAs(ctx.app, who, { method: "PATCH", url: `/api/special-tournaments/${id}`, payload });

async function mainEvent(sponsor: TestUser, overrides: Record<string, unknown> = {}) {
  const res = await post(sponsor, tournamentBody({ name: uniqueName("Main Event"), date: "2030-06-02", buyIn: "300", maxSeats: 100, ...overrides }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; name: string };
}

const satelliteBody = (targetTournamentId: number, terms: Record<string, unknown> = {}, overrides: Record<string, unknown> = {}) =>
  tournamentBody({
    name: uniqueName("Satellite"),
    date: "2030-06-01",
    buyIn: "30",
    prizeStructure: "",
    maxSeats: 100,
    satellite: { targetTournamentId, seatValue: "300", rest: "steps", step: "60", ...terms },
    ...overrides,
  });

/** A sponsor's main event and a satellite into it (buy-in `buyIn`, the terms given), with Alice and Bob registered and `more` others. */
async function satelliteInto(o: { buyIn?: string; terms?: Record<string, unknown>; more: number; mainSeats?: number }) {
  const sponsor = await createSponsor(ctx.db);
  const main = await mainEvent(sponsor, o.mainSeats ? { maxSeats: o.mainSeats } : {});
  const res = await post(sponsor, satelliteBody(main.id, o.terms, { buyIn: o.buyIn ?? "30" }));
  expect(res.statusCode, res.body).toBe(201);
  const sat = res.json() as { id: number; name: string };
  const alice = await registerAs(ctx.app, await createPlayer(ctx.db), sat.id, "player");
  const bob = await registerAs(ctx.app, await createPlayer(ctx.db), sat.id, "player");
  await fillField(ctx.db, sat.id, o.more);
  return { sponsor, main, sat, alice, bob };
}

/** Plays the satellite down to Alice and Bob (everyone else out in the clock's order), then Bob out: Alice 1st, Bob 2nd. */
async function playToTheEnd(e: { sponsor: TestUser; sat: { id: number }; alice: TestUser; bob: TestUser }) {
  expect((await action(ctx.app, e.sponsor, e.sat.id, { type: "start" })).statusCode).toBe(200);
  const { state } = await liveState(ctx.app, e.sponsor, e.sat.id);
  const ids = new Set([e.alice.user.id, e.bob.user.id]);
  for (const p of state.players.filter((x) => !ids.has(x.userId ?? 0))) {
    const out = await action(ctx.app, e.sponsor, e.sat.id, { type: "eliminate", playerId: p.id });
    expect(out.statusCode, out.body).toBe(200);
  }
  return state.players.find((p) => p.userId === e.bob.user.id)!.id;
}

const listed = (state: LiveState) => paidList(state).rows.map((r) => prizeText(r, (c) => formatMoney2(centsToDecimal(c))));
const seatsOf = (satelliteId: number) => ctx.db.select().from(satelliteSeats).where(eq(satelliteSeats.satelliteId, satelliteId)).orderBy(satelliteSeats.place);
const seatIn = async (tournamentId: number, who: TestUser) =>
  (
    await ctx.db
      .select()
      .from(tournamentRegistrations)
      .where(and(eq(tournamentRegistrations.tournamentId, tournamentId), eq(tournamentRegistrations.userId, who.user.id)))
  )[0];

const countRegistered = async (tournamentId: number) =>
  (
    await ctx.db
      .select()
      .from(tournamentRegistrations)
      .where(and(eq(tournamentRegistrations.tournamentId, tournamentId), eq(tournamentRegistrations.status, "registered")))
  ).length;

describe("creating and editing a satellite", () => {
  it("stores the terms, names the target, writes the prize text, and shows the seats on the event", async () => {
    const sponsor = await createSponsor(ctx.db);
    const main = await mainEvent(sponsor);
    const res = await post(sponsor, satelliteBody(main.id));
    expect(res.statusCode, res.body).toBe(201);
    const t = res.json();
    expect(t.satellite).toEqual({ targetTournamentId: main.id, targetName: main.name, seatValue: "300.00", rest: "steps", step: "60.00" });
    expect(t.prizeStructure).toBe(`Satellite: seats into ${main.name} ($300 each), the rest in $60 steps`);
    const read = await injectAs(ctx.app, null, { method: "GET", url: `/api/special-tournaments/${t.id}` });
    expect(read.json().satellite.targetName).toBe(main.name);
    const [row] = await ctx.db.select().from(specialTournaments).where(eq(specialTournaments.id, t.id));
    expect(row.satellite).toEqual({ targetTournamentId: main.id, seatValue: "300.00", rest: "steps", step: "60.00" });
    // a cash event says so
    expect((await injectAs(ctx.app, null, { method: "GET", url: `/api/special-tournaments/${main.id}` })).json().satellite).toBeNull();
  });

  it("refuses bad terms, each with its own 400 message", async () => {
    const sponsor = await createSponsor(ctx.db);
    const main = await mainEvent(sponsor);
    const other = await mainEvent(await createSponsor(ctx.db));
    const before = await mainEvent(sponsor, { date: "2030-05-01" });
    const sameStart = await mainEvent(sponsor, { date: "2030-06-01" });
    const cancelled = await mainEvent(sponsor);
    expect((await injectAs(ctx.app, sponsor, { method: "POST", url: `/api/special-tournaments/${cancelled.id}/cancel` })).statusCode).toBe(200);
    const cases: [Record<string, unknown>, string, Record<string, unknown>?][] = [
      [{ targetTournamentId: 2_000_000_000 }, "The satellite's target event does not exist"],
      [{ targetTournamentId: other.id }, "A satellite can award seats only into one of your own events"],
      [{ targetTournamentId: cancelled.id }, "The satellite's target event is cancelled"],
      [{ targetTournamentId: before.id }, "The satellite's target event must start after the satellite"],
      [{ targetTournamentId: sameStart.id }, "The satellite's target event must start after the satellite"],
      [{ seatValue: "0" }, 'seatValue must be a dollar amount from $0.01 to $1,000,000, like "30" or "30.00"'],
      [{ seatValue: "abc" }, 'seatValue must be a dollar amount from $0.01 to $1,000,000, like "30" or "30.00"'],
      [{ step: undefined }, "step is required when rest is steps: what each cash place after the seats gets"],
      [{ step: "0" }, 'step must be a dollar amount from $0.01 to $1,000,000, like "30" or "30.00"'],
      [{ rest: "shared" }, "step applies only when rest is steps"],
      [{ rest: "winner" }, "rest must be steps or shared"],
      [{ seatValue: "20" }, "A seat must be worth at least the satellite's buy-in"],
      [{ step: "0.01" }, "The rest after the seats could pay more than 10,000 places: make the step larger"],
      [{}, "The guaranteed prize pool would pay more than 10,000 seats: raise the seat value", { guaranteedPrizePool: "5000000" }],
      [{}, "A satellite pays seats by its own rule: remove the payout table (prizePercentages or payoutPlan)", { prizePercentages: [60, 40] }],
      [
        {},
        "A satellite pays seats by its own rule: remove the payout table (prizePercentages or payoutPlan)",
        { payoutPlan: { paidPercent: 15, minCashMultiple: 1.5, shape: "standard" } },
      ],
    ];
    for (const [terms, message, overrides] of cases) {
      const res = await post(sponsor, satelliteBody(main.id, terms, overrides));
      expect(res.statusCode, JSON.stringify(terms)).toBe(400);
      expect(res.json().message, JSON.stringify(terms)).toContain(message);
    }
    const shape = await post(sponsor, { ...satelliteBody(main.id), satellite: "main" });
    expect(shape.statusCode).toBe(400);
    expect(shape.json().message).toContain("satellite must be { targetTournamentId, seatValue, rest, step? } or null");
    // itself: only an edit can name its own id
    const sat = (await post(sponsor, satelliteBody(main.id))).json();
    const self = await patch(sponsor, sat.id, { satellite: { targetTournamentId: sat.id, seatValue: "300", rest: "shared" } });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe("A satellite cannot award seats into itself");
  });

  it("edits: turns a cash event into a satellite and back, refuses a table while it is one, and keeps the target after it", async () => {
    const sponsor = await createSponsor(ctx.db);
    const main = await mainEvent(sponsor);
    const cash = await post(sponsor, tournamentBody({ name: uniqueName("Cash"), date: "2030-06-01" }));
    const id = cash.json().id;
    const on = await patch(sponsor, id, { satellite: { targetTournamentId: main.id, seatValue: "777", rest: "shared" } });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().satellite).toMatchObject({ seatValue: "777.00", rest: "shared", step: null });
    const table = await patch(sponsor, id, { prizePercentages: [60, 40] });
    expect(table.statusCode).toBe(400);
    expect(table.json().message).toBe("A satellite pays seats by its own rule: remove the payout table (prizePercentages or payoutPlan)");
    const late = await patch(sponsor, id, { date: "2030-06-03" });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe("The satellite's target event must start after the satellite");
    const dearer = await patch(sponsor, id, { buyIn: "800" });
    expect(dearer.statusCode).toBe(400);
    expect(dearer.json().message).toBe("A seat must be worth at least the satellite's buy-in");
    const mainEarly = await patch(sponsor, main.id, { date: "2030-06-01", time: "18:00" });
    expect(mainEarly.statusCode).toBe(400);
    expect(mainEarly.json().message).toBe("This event is the target of a satellite: it cannot start before that satellite");
    const off = await patch(sponsor, id, { satellite: null, prizePercentages: [60, 40] });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().satellite).toBeNull();
  });

  it("is the sponsor's own: other roles, other sponsors and visitors are refused, and so is an edit once the clock started", async () => {
    const sponsor = await createSponsor(ctx.db);
    const main = await mainEvent(sponsor);
    expect((await post(null, satelliteBody(main.id))).statusCode).toBe(401);
    expect((await post(await createPlayer(ctx.db), satelliteBody(main.id))).statusCode).toBe(403);
    expect((await post(await createInvestor(ctx.db), satelliteBody(main.id))).statusCode).toBe(403);
    const sat = (await post(sponsor, satelliteBody(main.id))).json();
    const foreign = await patch(await createSponsor(ctx.db), sat.id, { satellite: null });
    expect(foreign.statusCode).toBe(403);
    await fillField(ctx.db, sat.id, 3);
    expect((await action(ctx.app, sponsor, sat.id, { type: "start" })).statusCode).toBe(200);
    const started = await patch(sponsor, sat.id, { satellite: { targetTournamentId: main.id, seatValue: "200", rest: "shared" } });
    expect(started.statusCode).toBe(409);
    expect(started.json().message).toBe("Only upcoming tournaments can be changed");
  });

  it("the edit form's full body, terms unchanged, still saves once the target has started", async () => {
    const sponsor = await createSponsor(ctx.db);
    const main = await mainEvent(sponsor);
    const sat = (await post(sponsor, satelliteBody(main.id))).json();
    await fillField(ctx.db, main.id, 2);
    expect((await action(ctx.app, sponsor, main.id, { type: "start" })).statusCode).toBe(200);
    const same = { targetTournamentId: main.id, seatValue: "300.00", rest: "steps", step: "60.00" };
    const saved = await patch(sponsor, sat.id, { name: "Renamed Satellite", date: "2030-06-01", time: "19:00", buyIn: "30.00", satellite: same });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().name).toBe("Renamed Satellite");
    const changed = await patch(sponsor, sat.id, { satellite: { ...same, seatValue: "250" } });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toBe("The satellite's target event has already started");
  });

  it("a target whose clock has started cannot take a new satellite", async () => {
    const sponsor = await createSponsor(ctx.db);
    const main = await mainEvent(sponsor);
    await fillField(ctx.db, main.id, 2);
    expect((await action(ctx.app, sponsor, main.id, { type: "start" })).statusCode).toBe(200);
    const res = await post(sponsor, satelliteBody(main.id));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("The satellite's target event has already started");
  });
});

describe("the clock's prizes", () => {
  it.each([
    [25, ["Seat", "Seat", "$60.00", "$60.00", "$30.00"]],
    [26, ["Seat", "Seat", "$60.00", "$60.00", "$60.00"]],
    [27, ["Seat", "Seat", "$60.00", "$60.00", "$60.00", "$30.00"]],
  ])("%i entries at 30 dollars, seats of 300, steps of 60", async (entries, expected) => {
    const e = await satelliteInto({ more: entries - 2 });
    const { state } = await liveState(ctx.app, e.sponsor, e.sat.id);
    const seat = `Seat (${e.main.name}, $300)`;
    expect(listed(state)).toEqual(expected.map((x) => (x === "Seat" ? seat : x)));
    expect(state.prizePool).toBe(centsToDecimal(entries * 30_00));
  });

  it("$4,850 with seats of $777, shared: 6 seats, $31.35 to 1st and $31.33 to each other", async () => {
    const e = await satelliteInto({ buyIn: "485", terms: { seatValue: "777", rest: "shared", step: undefined }, more: 8 });
    const { state } = await liveState(ctx.app, e.sponsor, e.sat.id);
    expect(state.prizePool).toBe("4850.00");
    const seat = `Seat (${e.main.name}, $777)`;
    expect(listed(state)).toEqual([`${seat} + $31.35`, ...Array.from({ length: 5 }, () => `${seat} + $31.33`)]);
  });
});

describe("the end of a satellite", () => {
  it("registers a seat winner into the target, pays a second seat as cash, tells both, and pays a 10% backer $30.00", async () => {
    const e = await satelliteInto({ more: 23 });
    // Alice already holds a seat in the main event; Bob does not
    await registerAs(ctx.app, e.alice, e.main.id, "player");
    const campaign = await linkedCampaign(ctx.db, e.alice, e.sat, { buyIn: "30.00", targetAmount: "15.00", minStake: "3.00" });
    const backer = await createInvestor(ctx.db);
    await back(ctx.app, backer, campaign.id, "3.00");
    const bobSeat = await playToTheEnd(e);
    expect(await seatsOf(e.sat.id)).toEqual([]);
    const last = await action(ctx.app, e.sponsor, e.sat.id, { type: "eliminate", playerId: bobSeat });
    expect(last.statusCode, last.body).toBe(200);

    const seats = await seatsOf(e.sat.id);
    expect(seats.map((s) => [s.place, s.userId, s.value, s.outcome, s.targetId])).toEqual([
      [1, e.alice.user.id, "300.00", "cash", e.main.id],
      [2, e.bob.user.id, "300.00", "seat", e.main.id],
    ]);
    expect(await seatIn(e.main.id, e.bob)).toMatchObject({ status: "registered", userRole: "player" });
    const main = (await injectAs(ctx.app, e.bob, { method: "GET", url: `/api/special-tournaments/${e.main.id}` })).json();
    expect(main.isRegistered).toBe(true);
    const told = async (who: TestUser) => (await ctx.db.select().from(notifications).where(eq(notifications.userId, who.user.id))).map((n) => n.title);
    expect(await told(e.bob)).toContain(`You won a seat in ${e.main.name}`);
    expect(await told(e.alice)).toContain(`Your seat in ${e.main.name} is paid in cash`);

    // the seat's value is Alice's winnings: her 10% backer is owed $30.00 on the usual terms
    expect(await campaignRow(ctx.db, campaign.id)).toMatchObject({ status: "completed", finalPosition: 1, totalWinnings: "300.00" });
    expect((await payoutsOf(ctx.db, campaign.id)).map((p) => [p.investorId, p.amount, p.status])).toEqual([[backer.user.id, "30.00", "pending"]]);

    // the seats stand: a finished event's results are final
    const undo = await action(ctx.app, e.sponsor, e.sat.id, { type: "reinstate", playerId: bobSeat });
    expect(undo.statusCode).toBe(409);
    expect(undo.json().message).toBe("The tournament is over: its results are final.");
    expect(await seatsOf(e.sat.id)).toHaveLength(2);
  });

  it("a seat is honoured in a full target (its max seats grow) and a walk-in's seat is recorded without a user", async () => {
    const e = await satelliteInto({ more: 8, mainSeats: 2, buyIn: "485", terms: { seatValue: "777", rest: "shared", step: undefined } });
    await fillField(ctx.db, e.main.id, 2);
    // a walk-in joins late and finishes 3rd: a seat place
    expect((await action(ctx.app, e.sponsor, e.sat.id, { type: "start" })).statusCode).toBe(200);
    const walkIn = await action(ctx.app, e.sponsor, e.sat.id, { type: "late-registration", name: "Walk In" });
    expect(walkIn.statusCode, walkIn.body).toBe(200);
    const { state } = await liveState(ctx.app, e.sponsor, e.sat.id);
    const keep = new Set([e.alice.user.id, e.bob.user.id]);
    const walker = state.players.find((p) => p.name === "Walk In")!;
    for (const p of state.players.filter((x) => !keep.has(x.userId ?? 0) && x.id !== walker.id))
      expect((await action(ctx.app, e.sponsor, e.sat.id, { type: "eliminate", playerId: p.id })).statusCode).toBe(200);
    expect((await action(ctx.app, e.sponsor, e.sat.id, { type: "eliminate", playerId: walker.id })).statusCode).toBe(200);
    const bob = state.players.find((p) => p.userId === e.bob.user.id)!;
    expect((await action(ctx.app, e.sponsor, e.sat.id, { type: "eliminate", playerId: bob.id })).statusCode).toBe(200);
    const seats = await seatsOf(e.sat.id);
    // 11 entries x $485 = $5,335: 6 seats of $777, the walk-in's 3rd among them, the others to the last out before
    expect(seats.slice(0, 3).map((s) => [s.place, s.userId, s.outcome])).toEqual([
      [1, e.alice.user.id, "seat"],
      [2, e.bob.user.id, "seat"],
      [3, null, "seat"],
    ]);
    expect(seats.map((s) => s.place)).toEqual([1, 2, 3, 4, 5, 6]);
    // the main event held 2 of 2 seats: the 5 registered winners take 5 more
    const [main] = await ctx.db.select().from(specialTournaments).where(eq(specialTournaments.id, e.main.id));
    expect(main.maxSeats).toBe(7);
    expect(await countRegistered(e.main.id)).toBe(7);
    expect(await seatIn(e.main.id, e.alice)).toMatchObject({ status: "registered" });
  });

  it("a satellite takes no deal: its seats cannot be shared out in cash", async () => {
    const e = await satelliteInto({ more: 23 });
    await playToTheEnd(e);
    const deal = await action(ctx.app, e.sponsor, e.sat.id, { type: "deal-propose", method: "icm" });
    expect(deal.statusCode).toBe(409);
    expect(deal.json().message).toBe("A satellite awards seats, which cannot be shared in a deal.");
  });

  it("a cancelled target pays every seat in cash", async () => {
    const e = await satelliteInto({ more: 23 });
    const bobSeat = await playToTheEnd(e);
    expect((await injectAs(ctx.app, e.sponsor, { method: "POST", url: `/api/special-tournaments/${e.main.id}/cancel` })).statusCode).toBe(200);
    expect((await action(ctx.app, e.sponsor, e.sat.id, { type: "eliminate", playerId: bobSeat })).statusCode).toBe(200);
    expect((await seatsOf(e.sat.id)).map((s) => s.outcome)).toEqual(["cash", "cash"]);
    expect(await seatIn(e.main.id, e.bob)).toBeUndefined();
  });

  it("racing finishes award each seat once and register the winner once", async () => {
    const e = await satelliteInto({ more: 23 });
    const bobSeat = await playToTheEnd(e);
    const { state } = await liveState(ctx.app, e.sponsor, e.sat.id);
    const aliceSeat = state.players.find((p) => p.userId === e.alice.user.id)!.id;
    const results = await Promise.all([
      action(ctx.app, e.sponsor, e.sat.id, { type: "eliminate", playerId: bobSeat }),
      action(ctx.app, e.sponsor, e.sat.id, { type: "eliminate", playerId: bobSeat }),
      action(ctx.app, e.sponsor, e.sat.id, { type: "eliminate", playerId: aliceSeat }),
    ]);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(2);
    const seats = await seatsOf(e.sat.id);
    expect(seats).toHaveLength(2);
    expect(seats.every((s) => s.outcome === "seat")).toBe(true);
    const regs = await ctx.db.select().from(tournamentRegistrations).where(eq(tournamentRegistrations.tournamentId, e.main.id));
    expect(regs.map((r) => r.userId).sort()).toEqual([e.alice.user.id, e.bob.user.id].sort());
  });
});
