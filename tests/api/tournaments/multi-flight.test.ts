import { describe, expect, it } from "vitest";
import { FLIGHT_MESSAGES } from "@core/contracts/tournament-flights";
import { livePrizeTable } from "@core/live/prizes/event-prizes";
import { tournamentPrizes } from "@core/tournament-rules";
import { tournamentBody } from "../../../src/server/seed/builders";
import { FLIGHT_REFUSALS } from "../../../src/server/flights/flights";
import { tournamentRegistrations, users } from "../../../src/server/db/schema/index";
import { createInvestor, createPlayer, createSponsor, injectAs, setupTestApp, uniqueName, type TestUser } from "../helpers";
import { action, liveState, registerAs } from "../settlement/verified-helpers";

const ctx = setupTestApp();

const DAY2 = "2030-06-01";
const FLIGHTS = [
  { name: "Day 1A", date: "2030-05-30" },
  { name: "Day 1B", date: "2030-05-31", time: "12:00" },
];

async function createEvent(sponsor: TestUser, extra: Record<string, unknown> = {}) {
  return injectAs(ctx.app, sponsor, {
    method: "POST",
    url: "/api/special-tournaments",
    payload: tournamentBody({ name: uniqueName("Main Event"), date: DAY2, buyIn: "500", maxSeats: 1000, ...extra }),
  });
}

async function multiFlight(rule: "best-stack" | "first-stack" = "best-stack", extra: Record<string, unknown> = {}) {
  const sponsor = await createSponsor(ctx.db);
  const res = await createEvent(sponsor, { flights: FLIGHTS, flightRule: rule, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  const event = res.json();
  const [a, b] = event.flights as { id: number; name: string }[];
  return { sponsor, event, a: a.id, b: b.id };
}

/** `count` more players registered straight in the database (one insert each for users and registrations). */
async function fill(tournamentId: number, count: number) {
  const tag = uniqueName("f");
  const rows = await ctx.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        username: `${tag}_${i}`,
        passwordHash: "x",
        role: "player" as const,
        firstName: "Flight",
        lastName: `${tag} ${i}`,
      })),
    )
    .returning({ id: users.id });
  await ctx.db.insert(tournamentRegistrations).values(rows.map((r) => ({ tournamentId, userId: r.id, userRole: "player" as const })));
}

/** Starts flight `id`, eliminates all but `keep` + P, and bags the survivors: P's bag, one big bag, the rest 135,000. */
async function bagFlight(sponsor: TestUser, id: number, keep: number, p: TestUser | null, pBag: string, bigBag: string | null) {
  expect((await action(ctx.app, sponsor, id, { type: "start" })).statusCode).toBe(200);
  const { state } = await liveState(ctx.app, sponsor, id);
  const others = state.players.filter((x) => x.userId !== p?.user.id);
  for (const x of others.slice(keep)) {
    const res = await action(ctx.app, sponsor, id, { type: "eliminate", playerId: x.id });
    expect(res.statusCode, res.body).toBe(200);
  }
  const bags: Record<string, string> = {};
  others.slice(0, keep).forEach((x, i) => (bags[x.id] = i === 0 && bigBag ? bigBag : "135,000"));
  const pSeat = state.players.find((x) => x.userId === p?.user.id);
  if (pSeat) bags[pSeat.id] = pBag;
  return () => action(ctx.app, sponsor, id, { type: "end-day", bags });
}

describe("creating a multi-flight event (decision 242)", () => {
  it("creates the flights with the event; GET lists them and a flight names its event", async () => {
    const { event, a, b } = await multiFlight();
    expect(event.flightRule).toBe("best-stack");
    expect(event.flights).toMatchObject([
      { name: "Day 1A", date: "2030-05-30", time: "19:00", status: "upcoming", entries: 0 },
      { name: "Day 1B", date: "2030-05-31", time: "12:00", status: "upcoming", entries: 0 },
    ]);
    const got = await injectAs(ctx.app, null, { method: "GET", url: `/api/special-tournaments/${event.id}` });
    expect(got.json().flights.map((f: { id: number }) => f.id)).toEqual([a, b]);
    const flight = (await injectAs(ctx.app, null, { method: "GET", url: `/api/special-tournaments/${b}` })).json();
    expect(flight.flightOf).toEqual({ id: event.id, name: event.name, flightName: "Day 1B" });
    expect(flight).toMatchObject({ buyIn: "500.00", date: "2030-05-31", time: "12:00", days: ["Day 1B", "Day 2"] });
  });

  it("refuses bad flights with their message (400)", async () => {
    const sponsor = await createSponsor(ctx.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ flights: [FLIGHTS[0]], flightRule: "best-stack" }, FLIGHT_MESSAGES.count],
      [{ flights: Array.from({ length: 9 }, (_, i) => ({ name: `F${i}`, date: "2030-05-30" })), flightRule: "best-stack" }, FLIGHT_MESSAGES.count],
      [{ flights: [FLIGHTS[0], { ...FLIGHTS[1], name: "day 1a" }], flightRule: "best-stack" }, FLIGHT_MESSAGES.namesDiffer],
      [{ flights: [FLIGHTS[0], { ...FLIGHTS[1], date: "2030-06-02" }], flightRule: "best-stack" }, FLIGHT_MESSAGES.afterDay2("Day 1B")],
      [{ flights: [FLIGHTS[0], { ...FLIGHTS[1], date: "2030-02-30" }], flightRule: "best-stack" }, FLIGHT_MESSAGES.date],
      [{ flights: [FLIGHTS[0], { ...FLIGHTS[1], date: "2020-01-01" }], flightRule: "best-stack" }, FLIGHT_MESSAGES.pastDate],
      [{ flights: [FLIGHTS[0], { ...FLIGHTS[1], time: "25:00" }], flightRule: "best-stack" }, FLIGHT_MESSAGES.time],
      [{ flights: [FLIGHTS[0], { ...FLIGHTS[1], name: "" }], flightRule: "best-stack" }, FLIGHT_MESSAGES.name],
      [{ flights: FLIGHTS }, FLIGHT_MESSAGES.ruleRequired],
      [{ flightRule: "best-stack" }, FLIGHT_MESSAGES.ruleWithoutFlights],
      [{ flights: FLIGHTS, flightRule: "biggest" }, FLIGHT_MESSAGES.rule],
      [{ flights: FLIGHTS, flightRule: "best-stack", days: ["Day 1", "Day 2"] }, FLIGHT_MESSAGES.flightDays],
      [{ flights: "Day 1A", flightRule: "best-stack" }, FLIGHT_MESSAGES.count],
    ];
    for (const [extra, message] of cases) {
      const res = await createEvent(sponsor, extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it("only a sponsor creates one; a flight's terms are its event's; another sponsor cannot touch them", async () => {
    for (const who of [await createPlayer(ctx.db), await createInvestor(ctx.db)])
      expect((await createEvent(who, { flights: FLIGHTS, flightRule: "best-stack" })).statusCode).toBe(403);
    expect((await createEvent(null as unknown as TestUser, { flights: FLIGHTS, flightRule: "best-stack" })).statusCode).toBe(401);
    const { b } = await multiFlight();
    const other = await createSponsor(ctx.db);
    expect((await injectAs(ctx.app, other, { method: "PATCH", url: `/api/special-tournaments/${b}`, payload: { name: "Mine" } })).statusCode).toBe(403);
    expect((await action(ctx.app, other, b, { type: "start" })).statusCode).toBe(403);
  });

  it("the event's edits reach its flights; a flight's shared terms are changed on the event (409)", async () => {
    const { sponsor, event, a } = await multiFlight();
    const onFlight = await injectAs(ctx.app, sponsor, { method: "PATCH", url: `/api/special-tournaments/${a}`, payload: { buyIn: "600" } });
    expect(onFlight.statusCode).toBe(409);
    expect(onFlight.json().message).toBe(FLIGHT_REFUSALS.termsOnParent(event.name));
    const late = await injectAs(ctx.app, sponsor, { method: "PATCH", url: `/api/special-tournaments/${a}`, payload: { date: "2030-06-03" } });
    expect(late.statusCode).toBe(400);
    const early = await injectAs(ctx.app, sponsor, { method: "PATCH", url: `/api/special-tournaments/${event.id}`, payload: { date: "2030-05-30" } });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(FLIGHT_MESSAGES.afterDay2("Day 1B"));
    const up = await injectAs(ctx.app, sponsor, {
      method: "PATCH",
      url: `/api/special-tournaments/${event.id}`,
      payload: { buyIn: "600", startingChips: 30000 },
    });
    expect(up.statusCode, up.body).toBe(200);
    const flight = (await injectAs(ctx.app, null, { method: "GET", url: `/api/special-tournaments/${a}` })).json();
    expect(flight).toMatchObject({ buyIn: "600.00", startingChips: 30000 });
    // once a flight has started, the shared terms are fixed
    await fill(a, 2);
    expect((await action(ctx.app, sponsor, a, { type: "start" })).statusCode).toBe(200);
    const fixed = await injectAs(ctx.app, sponsor, { method: "PATCH", url: `/api/special-tournaments/${event.id}`, payload: { buyIn: "700" } });
    expect(fixed.statusCode).toBe(409);
    expect(fixed.json().message).toBe(FLIGHT_REFUSALS.termsFixed(event.name));
    expect((await injectAs(ctx.app, sponsor, { method: "PATCH", url: `/api/special-tournaments/${event.id}`, payload: { location: "Aria" } })).statusCode).toBe(
      200,
    );
  });
});

describe("one pool and one Day 2 (decision 242)", () => {
  it("the worked case: 240 + 360 entries at $500 make $300,000; best-stack Day 2 has 89 players, 11,988,000 chips, P with 30,500", async () => {
    const { sponsor, event, a, b } = await multiFlight();
    const p = await createPlayer(ctx.db);
    // players register for a flight, never the event itself
    const onParent = await injectAs(ctx.app, p, {
      method: "POST",
      url: "/api/special-tournaments/register",
      payload: { tournamentId: event.id, userRole: "player" },
    });
    expect(onParent.statusCode).toBe(409);
    expect(onParent.json().message).toBe(FLIGHT_REFUSALS.registerForAFlight(event.name));
    await registerAs(ctx.app, p, a, "player");
    await registerAs(ctx.app, p, b, "player");
    await fill(a, 239);
    await fill(b, 359);
    const before = (await injectAs(ctx.app, null, { method: "GET", url: `/api/special-tournaments/${event.id}` })).json();
    expect(before.prizePool).toBe("300000.00");
    expect(before.entrants).toBe(600);
    expect(before.flights.map((f: { entries: number }) => f.entries)).toEqual([240, 360]);

    // a flight's clock names its event and shows the combined pool
    const flightClock = (await liveState(ctx.app, sponsor, a)).state;
    expect(flightClock.flight).toEqual({ eventId: event.id, eventName: event.name, name: "Day 1A" });
    expect(flightClock.flightPoolCents).toBe(360 * 50_000);

    // Day 2 waits for every flight
    const early = await action(ctx.app, sponsor, event.id, { type: "start" });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(FLIGHT_REFUSALS.day2Waits("Day 1A, Day 1B"));

    // 1A: 40 bags (P 12,000, 39 others); 1B: 50 bags (P 30,500, one 212,500, 48 of 135,000): 12,000,000 chips in all
    const endA = await bagFlight(sponsor, a, 39, p, "12,000", null);
    const endB = await bagFlight(sponsor, b, 49, p, "30,500", "212,500");
    // the two flights' counts race: both are recorded, Day 2 is built once from both
    const [ra, rb] = await Promise.all([endA(), endB()]);
    expect(ra.statusCode, ra.body).toBe(200);
    expect(rb.statusCode, rb.body).toBe(200);
    expect(39 * 135_000 + 12_000 + 48 * 135_000 + 212_500 + 30_500).toBe(12_000_000);

    const day2 = (await liveState(ctx.app, sponsor, event.id)).state;
    expect(day2.totalPlayers).toBe(89);
    expect(day2.totalChipsInPlay).toBe(11_988_000);
    expect(day2.players.filter((x) => x.userId === p.user.id).map((x) => x.chips)).toEqual([30_500]);
    expect(day2.flightPoolCents).toBe(30_000_000);
    const started = await action(ctx.app, sponsor, event.id, { type: "start" });
    expect(started.statusCode, started.body).toBe(200);
    const s = started.json().state;
    expect(s.totalPlayers).toBe(89);
    expect(s.tables.length).toBeGreaterThan(1);
    const after = (await injectAs(ctx.app, null, { method: "GET", url: `/api/special-tournaments/${event.id}` })).json();
    expect(after.prizePool).toBe("300000.00");
    // the payout table is sized to the event's 600 entries, never more places than Day 2's 89 players, and pays the
    // whole pool; the event's pages read the same table
    expect(s.flightEntries).toBe(600);
    const table = livePrizeTable(s);
    expect(table.length).toBe(Math.min(89, livePrizeTable({ ...s, totalPlayers: 0 }).length));
    expect(table.length).toBeGreaterThanOrEqual(livePrizeTable({ ...s, flightEntries: null }).length);
    expect(table.reduce((sum, r) => sum + r.amountCents, 0)).toBe(30_000_000);
    expect(tournamentPrizes(after).rows).toEqual(table);
    const planned = livePrizeTable({ ...s, payoutPlan: { paidPercent: 15, minCashMultiple: 1.5, shape: "standard" } });
    expect(planned).toHaveLength(89);
    expect(planned.reduce((sum, r) => sum + r.amountCents, 0)).toBe(30_000_000);

    // a bagged flight takes no more play, and its bags are fixed once Day 2 started
    const restart = await action(ctx.app, sponsor, a, { type: "start" });
    expect(restart.statusCode).toBe(409);
    expect(restart.json().message).toBe(FLIGHT_REFUSALS.flightBagged("Day 1A", event.name));
    const pA = (await liveState(ctx.app, sponsor, a)).state.players.find((x) => x.userId === p.user.id)!;
    const fix = await action(ctx.app, sponsor, a, { type: "correct-bags", bags: { [pA.id]: "13,000" } });
    expect(fix.statusCode).toBe(409);
    expect(fix.json().message).toBe(FLIGHT_REFUSALS.day2Started(event.name));
    // Day 2 takes no late registration
    const late = await action(ctx.app, sponsor, event.id, { type: "late-registration", name: "Walk In" });
    expect(late.statusCode).toBe(409);
  }, 240_000);

  it("a bag corrected before Day 2 starts is the one Day 2 seats; racing starts seat Day 2 once", async () => {
    const { sponsor, event, a, b } = await multiFlight();
    const p = await createPlayer(ctx.db);
    await registerAs(ctx.app, p, a, "player");
    await registerAs(ctx.app, p, b, "player");
    await fill(a, 3);
    await fill(b, 3);
    expect((await (await bagFlight(sponsor, a, 2, p, "40,000", null))()).statusCode).toBe(200);
    expect((await (await bagFlight(sponsor, b, 2, p, "30,000", null))()).statusCode).toBe(200);
    const pA = (await liveState(ctx.app, sponsor, a)).state.players.find((x) => x.userId === p.user.id)!;
    expect((await action(ctx.app, sponsor, a, { type: "correct-bags", bags: { [pA.id]: "20,000" } })).statusCode).toBe(200);
    const [s1, s2] = await Promise.all([action(ctx.app, sponsor, event.id, { type: "start" }), action(ctx.app, sponsor, event.id, { type: "start" })]);
    expect([s1.statusCode, s2.statusCode]).toEqual([200, 200]);
    const day2 = (await liveState(ctx.app, sponsor, event.id)).state;
    // P's 1B bag (30,000) is now the larger: 2 + 2 + P
    expect(day2.totalPlayers).toBe(5);
    expect(day2.players.find((x) => x.userId === p.user.id)!.chips).toBe(30_000);
    expect(day2.totalChipsInPlay).toBe(4 * 135_000 + 30_000);
  }, 60_000);

  it("a flight never ends with one player left: it ends by bagging", async () => {
    const { sponsor, a } = await multiFlight();
    await fill(a, 2);
    expect((await action(ctx.app, sponsor, a, { type: "start" })).statusCode).toBe(200);
    const { state } = await liveState(ctx.app, sponsor, a);
    const res = await action(ctx.app, sponsor, a, { type: "eliminate", playerId: state.players[0].id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(FLIGHT_REFUSALS.flightEndsByBagging("Day 1A"));
  });

  it("first-stack refuses a player who bagged in an earlier flight, registering or late-registered (409)", async () => {
    const { sponsor, a, b } = await multiFlight("first-stack");
    const p = await createPlayer(ctx.db);
    await registerAs(ctx.app, p, a, "player");
    await fill(a, 3);
    expect((await (await bagFlight(sponsor, a, 2, p, "40,000", null))()).statusCode).toBe(200);
    const again = await injectAs(ctx.app, p, { method: "POST", url: "/api/special-tournaments/register", payload: { tournamentId: b, userRole: "player" } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(FLIGHT_REFUSALS.firstStack("Day 1A"));
    await fill(b, 2);
    expect((await action(ctx.app, sponsor, b, { type: "start" })).statusCode).toBe(200);
    const late = await action(ctx.app, sponsor, b, { type: "late-registration", name: "P", username: p.user.username });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain("bagged chips in Day 1A");
    // a player who busted in 1A (no bag) may play 1B
    const busted = (await liveState(ctx.app, sponsor, a)).state.players.find((x) => x.isEliminated)!;
    const ok = await action(ctx.app, sponsor, b, { type: "late-registration", name: `${busted.name}` });
    expect(ok.statusCode, ok.body).toBe(200);
  }, 60_000);
});

describe("a multi-flight event in a series and cancelled (decision 242)", () => {
  it("its flights are in its series on their own dates, and a flight outside the series is refused", async () => {
    const sponsor = await createSponsor(ctx.db);
    const s = await injectAs(ctx.app, sponsor, {
      method: "POST",
      url: "/api/series",
      payload: { name: uniqueName("Festival"), venue: "Borgata", startDate: "2030-05-30", endDate: "2030-06-02" },
    });
    expect(s.statusCode, s.body).toBe(201);
    const seriesId = s.json().id;
    const outside = await createEvent(sponsor, { seriesId, flights: [{ name: "Day 1A", date: "2030-05-29" }, FLIGHTS[1]], flightRule: "best-stack" });
    expect(outside.statusCode).toBe(400);
    const res = await createEvent(sponsor, { seriesId, flights: FLIGHTS, flightRule: "best-stack" });
    expect(res.statusCode, res.body).toBe(201);
    const got = (await injectAs(ctx.app, null, { method: "GET", url: `/api/series/${seriesId}` })).json();
    expect(got.events.map((e: { date: string; name: string }) => [e.date, e.name])).toEqual([
      ["2030-05-30", `${res.json().name} Day 1A`],
      ["2030-05-31", `${res.json().name} Day 1B`],
      [DAY2, res.json().name],
    ]);
  });

  it("cancelling the event cancels its flights", async () => {
    const { sponsor, event, a, b } = await multiFlight();
    await fill(a, 2);
    expect((await action(ctx.app, sponsor, a, { type: "start" })).statusCode).toBe(200);
    const res = await injectAs(ctx.app, sponsor, { method: "POST", url: `/api/special-tournaments/${event.id}/cancel` });
    expect(res.statusCode, res.body).toBe(200);
    for (const id of [a, b]) {
      const flight = await injectAs(ctx.app, sponsor, { method: "GET", url: `/api/special-tournaments/${id}` });
      expect(flight.json().status).toBe("cancelled");
    }
    expect((await action(ctx.app, sponsor, a, { type: "pause" })).statusCode).toBe(409);
  });
});

describe("campaigns on a flight (decision 242: not open yet)", () => {
  it("a linked campaign on a flight and Day-2 action from a flight's bag are refused (409): a flight never settles", async () => {
    const { sponsor, a } = await multiFlight();
    const p = await createPlayer(ctx.db);
    await registerAs(ctx.app, p, a, "player");
    const linked = await injectAs(ctx.app, p, {
      method: "POST",
      url: "/api/campaigns",
      payload: { specialTournamentId: a, minStake: "10", targetAmount: "100", playerOfferedPercentage: 50, description: "Backed in 1A" },
    });
    expect(linked.statusCode).toBe(409);
    expect(linked.json().message).toBe(FLIGHT_REFUSALS.noFlightCampaigns);
    await fill(a, 2);
    expect((await (await bagFlight(sponsor, a, 2, p, "90,000", null))()).statusCode).toBe(200);
    const dayTwo = await injectAs(ctx.app, p, { method: "POST", url: "/api/campaigns/day-two", payload: { tournamentId: a, percentage: 10 } });
    expect(dayTwo.statusCode).toBe(409);
    expect(dayTwo.json().message).toBe(FLIGHT_REFUSALS.noFlightCampaigns);
  });
});
