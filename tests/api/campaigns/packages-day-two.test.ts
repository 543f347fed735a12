import { PACKAGE_MESSAGES } from "@core/contracts/packages";
import { SWAP_MESSAGES } from "@core/contracts/swaps";
import { DAY_TWO_MESSAGES } from "@core/day-two";
import { centsToDecimal, toCents } from "@core/money";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditMoney } from "../../../src/server/audit/money-audit";
import { SOLD_OVER_SWAPS } from "../../../src/server/campaigns/linked";
import { campaigns, packageEvents } from "../../../src/server/db/schema/index";
import { tournamentBody } from "../../../src/server/seed/builders";
import { createInvestor, createPlayer, createSponsor, injectAs, setupTestApp, uniqueName, type TestUser } from "../helpers";
import { action, back, campaignRow, fillField, liveState, payoutsOf, registerAs, seatOf } from "../settlement/verified-helpers";

// Decision 241, addendum "Day-2 resale and swaps": a backer of 10% of a package owns 10% of each
// event in it, so what a player sold of a sponsored event inside a package counts the package's stakes; Day-1 package
// sales, Day-2 resale and swaps stay within 100% per event (src/core/event-share.ts).
const ctx = setupTestApp();
const today = () => new Date().toISOString().slice(0, 10);

/** $500, 25,000 starting chips, three days; alice, bob, carol and dave play, 6 more fill the field. */
async function threeDayEvent() {
  const sponsor = await createSponsor(ctx.db);
  const name = uniqueName("Main Event");
  const created = await injectAs(ctx.app, sponsor, {
    method: "POST",
    url: "/api/special-tournaments",
    payload: tournamentBody({ name, date: "2030-06-01", buyIn: "500", startingChips: 25000, maxSeats: 100, days: ["Day 1", "Day 2", "Final Day"] }),
  });
  expect(created.statusCode, created.body).toBe(201);
  const id: number = created.json().id;
  const [alice, bob, carol, dave] = [await createPlayer(ctx.db), await createPlayer(ctx.db), await createPlayer(ctx.db), await createPlayer(ctx.db)];
  for (const p of [alice, bob, carol, dave]) await registerAs(ctx.app, p, id, "player");
  await fillField(ctx.db, id, 6);
  return { sponsor, id, name, alice, bob, carol, dave };
}

/** A package of two typed $1,000 events (today) and the sponsored event third: $2,500 in buy-ins, `offered`% at 1.00. */
const createPackage = (who: TestUser, eventId: number, offered = 50) =>
  injectAs(ctx.app, who, {
    method: "POST",
    url: "/api/campaigns/packages",
    payload: {
      tournament: "Festival package",
      minStake: "25",
      targetAmount: centsToDecimal(2500 * offered),
      playerOfferedPercentage: offered,
      markup: "1.00",
      events: [
        { name: "Side event 1", date: today(), buyIn: "1000" },
        { name: "Side event 2", date: today(), buyIn: "1000" },
        { specialTournamentId: eventId },
      ],
    },
  });

const linkDayOne = (who: TestUser, eventId: number, offered: number) =>
  injectAs(ctx.app, who, {
    method: "POST",
    url: "/api/campaigns",
    payload: { specialTournamentId: eventId, minStake: "25.00", targetAmount: centsToDecimal(500 * offered), playerOfferedPercentage: offered },
  });

const swap = (by: TestUser, to: TestUser, tournamentId: number, percent: string) =>
  injectAs(ctx.app, by, { method: "POST", url: "/api/swaps", payload: { tournamentId, toUsername: to.user.username, percent } });

const offer = (who: TestUser, id: number) => injectAs(ctx.app, who, { method: "GET", url: `/api/campaigns/day-two?tournamentId=${id}` });
const sell = (who: TestUser, payload: Record<string, unknown>) => injectAs(ctx.app, who, { method: "POST", url: "/api/campaigns/day-two", payload });

const eventsOf = (campaignId: number) => ctx.db.select().from(packageEvents).where(eq(packageEvents.campaignId, campaignId)).orderBy(packageEvents.position);

/** Starts the clock, eliminates carol, and ends Day 1 with alice on 420,000 and everyone else on 30,000. */
async function endDayOne(e: Awaited<ReturnType<typeof threeDayEvent>>) {
  expect((await action(ctx.app, e.sponsor, e.id, { type: "start" })).statusCode).toBe(200);
  expect((await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: await seatOf(ctx.app, e.sponsor, e.id, e.carol) })).statusCode).toBe(200);
  const { state } = await liveState(ctx.app, e.sponsor, e.id);
  const bags = Object.fromEntries(state.players.filter((x) => !x.isEliminated).map((x) => [x.id, x.userId === e.alice.user.id ? "420,000" : "30,000"]));
  const res = await action(ctx.app, e.sponsor, e.id, { type: "end-day", bags });
  expect(res.statusCode, res.body).toBe(200);
}

describe("Day-2 resale on an event inside a package", () => {
  it("the package sold 30% and a 10% swap: Day 2 may sell 60% (61% refused in the existing words); the package's event result is the player's whole winnings there", async () => {
    const e = await threeDayEvent();
    const made = await swap(e.alice, e.dave, e.id, "10");
    expect(made.statusCode, made.body).toBe(201);
    expect((await injectAs(ctx.app, e.dave, { method: "POST", url: `/api/swaps/${made.json().id}/accept` })).statusCode).toBe(200);
    const pkg = await createPackage(e.alice, e.id);
    expect(pkg.statusCode, pkg.body).toBe(201);
    const packageId: number = pkg.json().id;
    const backer = await createInvestor(ctx.db);
    // $750 of $2,500 is 30% of the package, so 30% of each of its events
    await back(ctx.app, backer, packageId, "750.00");
    await endDayOne(e);

    // while the package still sells, its whole 50% counts: those shares can still be bought
    expect((await offer(e.alice, e.id)).json()).toMatchObject({ eligible: true, soldPercent: 60, roomPercent: 40, pricePerPercent: "84.00" });
    // its first result ends its sale: what it sold (30%) counts from then on
    const [first] = await eventsOf(packageId);
    const entered = await injectAs(ctx.app, e.alice, {
      method: "POST",
      url: `/api/campaigns/${packageId}/package/events/${first.id}/result`,
      payload: { outcome: "played", cash: "0" },
    });
    expect(entered.statusCode, entered.body).toBe(200);
    expect((await offer(e.alice, e.id)).json()).toMatchObject({ eligible: true, soldPercent: 40, roomPercent: 60 });
    const over = await sell(e.alice, { tournamentId: e.id, percentage: 61 });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe("You have already sold or swapped 40% of this event: at most 60% more can be sold");

    // two tabs sell the 60% at once: one campaign, never more than 100% of the event
    const [one, two] = await Promise.all([
      sell(e.alice, { tournamentId: e.id, percentage: 60, markup: "1.00" }),
      sell(e.alice, { tournamentId: e.id, percentage: 60, markup: "1.00" }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([201, 409]);
    expect((one.statusCode === 409 ? one : two).json().message).toBe(DAY_TWO_MESSAGES.duplicate);
    const c = (one.statusCode === 201 ? one : two).json();
    expect(c).toMatchObject({ day: 2, bagChips: 420_000, specialTournamentId: e.id, playerOfferedPercentage: 60, buyIn: "8400.00" });
    expect((await offer(e.alice, e.id)).json()).toMatchObject({ eligible: false, soldPercent: 100, roomPercent: 0, campaignId: c.id });
    const z = await createInvestor(ctx.db);
    await back(ctx.app, z, c.id, "840.00");

    // Day 2: alice wins. The Day-2 campaign settles from the clock like any; the package's event gets her whole winnings
    expect((await action(ctx.app, e.sponsor, e.id, { type: "start" })).statusCode).toBe(200);
    const { state } = await liveState(ctx.app, e.sponsor, e.id);
    for (const x of state.players.filter((pl) => !pl.isEliminated && pl.userId !== e.alice.user.id))
      expect((await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: x.id })).statusCode).toBe(200);
    const dayTwo = await campaignRow(ctx.db, c.id);
    expect(dayTwo).toMatchObject({ status: "completed", finalPosition: 1 });
    const prize = toCents(dayTwo.totalWinnings) ?? 0;
    expect(prize).toBeGreaterThan(0);
    expect((await payoutsOf(ctx.db, c.id)).map((p) => [p.investorId, toCents(p.amount)])).toEqual([[z.user.id, Math.floor((prize * 10) / 100)]]);
    const third = (await eventsOf(packageId))[2];
    expect(third).toMatchObject({ specialTournamentId: e.id, status: "played", cash: centsToDecimal(prize) });

    // the last typed result completes the package on the total: the event's cash counted whole
    const second = (await eventsOf(packageId))[1];
    const last = await injectAs(ctx.app, e.alice, {
      method: "POST",
      url: `/api/campaigns/${packageId}/package/events/${second.id}/result`,
      payload: { outcome: "played", cash: "0" },
    });
    expect(last.statusCode, last.body).toBe(200);
    expect(await campaignRow(ctx.db, packageId)).toMatchObject({ status: "completed", totalWinnings: centsToDecimal(prize) });
    expect((await payoutsOf(ctx.db, packageId)).map((p) => [p.investorId, toCents(p.amount)])).toEqual([[backer.user.id, Math.floor((prize * 30) / 100)]]);
    expect((await auditMoney(ctx.db, { campaignIds: [packageId, c.id], graceSeconds: 0 })).violations).toBe(0);
  });
});

describe("the 100% rule of an event counts the packages that include it", () => {
  it("a linked campaign, a swap (either side) and a second package are refused past 100% with their own messages", async () => {
    const e = await threeDayEvent();
    expect((await createPackage(e.alice, e.id)).statusCode).toBe(201);
    // 50% in the package: a 60% campaign on the event is too much, 45% fits
    const tooMuch = await linkDayOne(e.alice, e.id, 60);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(SOLD_OVER_SWAPS);
    expect((await linkDayOne(e.alice, e.id, 45)).statusCode).toBe(201);

    // carol is full the same way: a swap offered to her is refused on her side
    expect((await createPackage(e.carol, e.id)).statusCode).toBe(201);
    expect((await linkDayOne(e.carol, e.id, 50)).statusCode).toBe(201);
    const theirs = await swap(e.bob, e.carol, e.id, "5");
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json().message).toBe(SWAP_MESSAGES.overThem);

    // alice has 5% left: a 10% swap is refused on her side, a 5% one is made and accepted
    const mine = await swap(e.alice, e.dave, e.id, "10");
    expect(mine.statusCode).toBe(409);
    expect(mine.json().message).toBe(SWAP_MESSAGES.overYou);
    const ok = await swap(e.alice, e.dave, e.id, "5");
    expect(ok.statusCode, ok.body).toBe(201);
    expect((await injectAs(ctx.app, e.dave, { method: "POST", url: `/api/swaps/${ok.json().id}/accept` })).statusCode).toBe(200);
    const partners = await injectAs(ctx.app, e.alice, { method: "GET", url: `/api/swaps/partners?tournamentId=${e.id}` });
    expect(partners.json().roomPercent).toBe("0.00");

    // nothing is left of the event: another package with it is refused naming its row
    const second = await createPackage(e.alice, e.id, 10);
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(PACKAGE_MESSAGES.linkedOver(3));
    const packages = await ctx.db
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.playerId, e.alice.user.id), eq(campaigns.tournament, "Festival package")));
    expect(packages).toHaveLength(1);
  });

  it("a package and a campaign on the same event created at once: one of them, never more than 100%", async () => {
    const e = await threeDayEvent();
    const [pkg, linked] = await Promise.all([createPackage(e.alice, e.id, 50), linkDayOne(e.alice, e.id, 60)]);
    const codes = [pkg.statusCode, linked.statusCode];
    expect(codes.filter((s) => s === 201)).toHaveLength(1);
    if (pkg.statusCode !== 201) expect(pkg.json().message).toBe(PACKAGE_MESSAGES.linkedOver(3));
    if (linked.statusCode !== 201) expect(linked.json().message).toBe(SOLD_OVER_SWAPS);
  });

  it("a package cannot include a flight of a multi-flight event (a flight never settles)", async () => {
    const sponsor = await createSponsor(ctx.db);
    const res = await injectAs(ctx.app, sponsor, {
      method: "POST",
      url: "/api/special-tournaments",
      payload: tournamentBody({
        name: uniqueName("Main Event"),
        date: "2030-06-01",
        buyIn: "500",
        maxSeats: 100,
        flights: [
          { name: "Day 1A", date: "2030-05-30" },
          { name: "Day 1B", date: "2030-05-31" },
        ],
        flightRule: "best-stack",
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const flight: number = res.json().flights[0].id;
    const p = await registerAs(ctx.app, await createPlayer(ctx.db), flight, "player");
    const refused = await createPackage(p, flight);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(PACKAGE_MESSAGES.linkedFlight(3));
  });
});
