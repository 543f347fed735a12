import { calendarDate } from "@core/calendar-dates";
import { eq, inArray } from "drizzle-orm";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { liveTournaments, sandboxPaymentIntents, specialTournaments } from "../../../src/server/db/schema/index";
import { createInvestor, createPlayer, injectAs, setupTestApp, usingPostgres, type TestUser } from "../helpers";
import { action, activityLines, back, campaignRow, createEvent, liveState, registerAs, seatOf } from "../settlement/verified-helpers";

// decision 141: the field follows the registrations until the start, a linked campaign can always be ended, and a
// linked event's terms are fixed once a campaign is staked on them.
const ctx = setupTestApp();

const inDays = (n: number) => calendarDate(new Date(Date.now() + n * 86_400_000));

const refundedCents = async (ids: string[]) => {
  const rows = await ctx.db.select().from(sandboxPaymentIntents).where(inArray(sandboxPaymentIntents.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r.refundedCents]));
};

/** The player's verified campaign on the event, through the API ($1,000 buy-in: up to $500 at 50%). */
async function link(player: TestUser, eventId: number): Promise<number> {
  const res = await injectAs(ctx.app, player, {
    method: "POST",
    url: "/api/campaigns",
    payload: { specialTournamentId: eventId, minStake: "50", targetAmount: "500", playerOfferedPercentage: 50, description: "Staked on the clock" },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const ok = async (app: typeof ctx.app, who: TestUser, id: number, payload: Record<string, unknown>) => {
  const res = await action(app, who, id, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().state;
};

describe("before the start, the field is the registrations, chip counts or not", () => {
  it("a player who leaves after a chip count takes their seat and pool share with them; a new registrant joins with the starting stack", async () => {
    const event = await createEvent(ctx.app, ctx.db, 3);
    const [alice, bob, carol] = event.entrants;
    const seats = await Promise.all([alice, bob, carol].map((p) => seatOf(ctx.app, event.sponsor, event.id, p)));
    // the director counts stacks days before: the clock is stored, chipCountsUpdated set
    await ok(ctx.app, event.sponsor, event.id, { type: "chips", counts: { [seats[0]]: "12,000", [seats[1]]: "8,000", [seats[2]]: "10,000" } });

    expect((await injectAs(ctx.app, alice, { method: "DELETE", url: `/api/special-tournaments/${event.id}/registration` })).statusCode).toBe(200);
    const dave = await registerAs(ctx.app, await createPlayer(ctx.db), event.id, "player");

    const { state } = await liveState(ctx.app, null, event.id);
    expect(state.players.map((p) => p.userId).sort()).toEqual([bob.user.id, carol.user.id, dave.user.id].sort());
    // counted stacks stay with those still registered, the newcomer has the starting stack; ranked by chips
    expect(state.players.map((p) => [p.userId, p.chips, p.position])).toEqual([
      [carol.user.id, 10_000, 1],
      [dave.user.id, 10_000, 2],
      [bob.user.id, 8_000, 3],
    ]);
    expect(state).toMatchObject({ totalPlayers: 3, totalChipsInPlay: 28_000, chipCountsUpdated: true, prizePool: "3000.00" });

    // and the clock starts with that field: the newcomer is in it
    const started = await ok(ctx.app, event.sponsor, event.id, { type: "start" });
    expect(started.players.map((p: { userId: number }) => p.userId)).toContain(dave.user.id);
    expect(started.players.map((p: { userId: number }) => p.userId)).not.toContain(alice.user.id);
  });

  it("the issue's stuck campaign: registered after a chip count, linked and backed, it is settled by the clock", async () => {
    const event = await createEvent(ctx.app, ctx.db, 2);
    const [alice, bob] = event.entrants;
    const seats = await Promise.all([alice, bob].map((p) => seatOf(ctx.app, event.sponsor, event.id, p)));
    await ok(ctx.app, event.sponsor, event.id, { type: "chips", counts: { [seats[0]]: "10,000", [seats[1]]: "10,000" } });
    const late = await registerAs(ctx.app, await createPlayer(ctx.db), event.id, "player");
    const campaignId = await link(late, event.id);
    await back(ctx.app, await createInvestor(ctx.db), campaignId, "200.00");

    await ok(ctx.app, event.sponsor, event.id, { type: "start" });
    const seat = await seatOf(ctx.app, event.sponsor, event.id, late);
    await ok(ctx.app, event.sponsor, event.id, { type: "eliminate", playerId: seat });
    expect(await campaignRow(ctx.db, campaignId)).toMatchObject({ status: "completed", finalPosition: 3 });
  });
});

describe.skipIf(!usingPostgres)("the start and a registration racing it", () => {
  const open: pg.Client[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.end()));
  });

  it("the start waits for a registration holding the event's row, and starts with that player in the field", async () => {
    const event = await createEvent(ctx.app, ctx.db, 2);
    // the director tried the console before: the clock is stored (its first insert would wait on the row anyway)
    await ok(ctx.app, event.sponsor, event.id, { type: "next" });
    const racer = await createPlayer(ctx.db);
    // a registration in flight: the event row locked, the seat written, not committed yet
    const registering = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await registering.connect();
    open.push(registering);
    await registering.query("BEGIN");
    await registering.query("SELECT id FROM special_tournaments WHERE id = $1 FOR UPDATE", [event.id]);
    await registering.query("INSERT INTO tournament_registrations (tournament_id, user_id, user_role) VALUES ($1, $2, 'player')", [event.id, racer.user.id]);
    const start = action(ctx.app, event.sponsor, event.id, { type: "start" });
    const waited = await Promise.race([start.then(() => "done"), new Promise((resolve) => setTimeout(() => resolve("waiting"), 300))]);
    expect(waited).toBe("waiting");
    await registering.query("COMMIT");
    const res = await start;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().state.players.map((p: { userId: number }) => p.userId)).toContain(racer.user.id);
    expect(res.json().state.totalPlayers).toBe(3);
  });
});

describe("a linked campaign is always ended", () => {
  it("when the event finishes without its player in the results, it is cancelled and its backers refunded", async () => {
    const event = await createEvent(ctx.app, ctx.db, 3);
    const [alice, bob, carol] = event.entrants;
    const campaignId = await link(carol, event.id);
    const pi = await back(ctx.app, await createInvestor(ctx.db), campaignId, "200.00");
    await ok(ctx.app, event.sponsor, event.id, { type: "start" });
    // a field frozen before this fix (or any other way a staked player is missing from the clock)
    const [row] = await ctx.db
      .select()
      .from(liveTournaments)
      .where(eq(liveTournaments.id, String(event.id)));
    const players = row.state.players.filter((p) => p.userId !== carol.user.id);
    await ctx.db
      .update(liveTournaments)
      .set({ state: { ...row.state, players, totalPlayers: players.length } })
      .where(eq(liveTournaments.id, String(event.id)));

    await ok(ctx.app, event.sponsor, event.id, { type: "eliminate", playerId: await seatOf(ctx.app, event.sponsor, event.id, alice) });
    expect((await campaignRow(ctx.db, campaignId)).status).toBe("cancelled");
    expect(await refundedCents([pi])).toEqual({ [pi]: 210_00 });
    expect((await liveState(ctx.app, null, event.id)).state.players.find((p) => !p.isEliminated)?.userId).toBe(bob.user.id);
    // the player is told why, in words about the result, not about a registration they never cancelled
    expect(await activityLines(ctx.db, carol)).toContain(
      `${event.name} finished without you in its results; your campaign is cancelled and every investor is being refunded`,
    );
  });

  it("a live event its sponsor calls off refunds the campaigns the clock has not settled; settled ones stand and the clock stops", async () => {
    const event = await createEvent(ctx.app, ctx.db, 3);
    const [alice, bob, carol] = event.entrants;
    const a = await link(alice, event.id);
    const c = await link(carol, event.id);
    const investor = await createInvestor(ctx.db);
    const piA = await back(ctx.app, investor, a, "100.00");
    const piC = await back(ctx.app, investor, c, "100.00");
    await ok(ctx.app, event.sponsor, event.id, { type: "start" });
    await ok(ctx.app, event.sponsor, event.id, { type: "eliminate", playerId: await seatOf(ctx.app, event.sponsor, event.id, carol) });
    expect((await campaignRow(ctx.db, c)).status).toBe("completed");

    const res = await injectAs(ctx.app, event.sponsor, { method: "POST", url: `/api/special-tournaments/${event.id}/cancel` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe("cancelled");
    expect((await campaignRow(ctx.db, a)).status).toBe("cancelled");
    expect((await campaignRow(ctx.db, c)).status).toBe("completed");
    expect(await refundedCents([piA, piC])).toEqual({ [piA]: 105_00, [piC]: 0 });

    const after = await action(ctx.app, event.sponsor, event.id, { type: "eliminate", playerId: await seatOf(ctx.app, event.sponsor, event.id, bob) });
    expect(after.statusCode).toBe(409);
    expect(after.json()).toEqual({ message: "This tournament was cancelled", code: expect.any(String) });
    // only its sponsor may call it off
    const other = await createEvent(ctx.app, ctx.db, 2);
    await ok(ctx.app, other.sponsor, other.id, { type: "start" });
    expect((await injectAs(ctx.app, event.sponsor, { method: "POST", url: `/api/special-tournaments/${other.id}/cancel` })).statusCode).toBe(403);
    expect((await injectAs(ctx.app, other.entrants[0], { method: "POST", url: `/api/special-tournaments/${other.id}/cancel` })).statusCode).toBe(403);
  });
});

describe("a linked event's terms are fixed once a campaign is staked on them", () => {
  const cases = [
    ["buyIn", { buyIn: "10" }, "The buy-in cannot change: a player's campaign is staked on this event. Cancel the event to refund its backers instead."],
    ["date", { date: inDays(300) }, "The date cannot change: a player's campaign is staked on this event. Cancel the event to refund its backers instead."],
    [
      "prizeStructure",
      { prizeStructure: "Winner takes all" },
      "The prize structure cannot change: a player's campaign is staked on this event. Cancel the event to refund its backers instead.",
    ],
    [
      "guaranteedPrizePool",
      { guaranteedPrizePool: "50000" },
      "The guaranteed prize pool cannot change: a player's campaign is staked on this event. Cancel the event to refund its backers instead.",
    ],
    [
      "prizePercentages",
      { prizePercentages: [100] },
      "The payout table cannot change: a player's campaign is staked on this event. Cancel the event to refund its backers instead.",
    ],
  ] as const;

  it.each(cases)("%s: 409 naming it, and nothing changes", async (_field, patch, message) => {
    const event = await createEvent(ctx.app, ctx.db, 1);
    await link(event.entrants[0], event.id);
    const [before] = await ctx.db.select().from(specialTournaments).where(eq(specialTournaments.id, event.id));
    const res = await injectAs(ctx.app, event.sponsor, {
      method: "PATCH",
      url: `/api/special-tournaments/${event.id}`,
      payload: { description: "New words", ...patch },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message, code: expect.any(String) });
    const [after] = await ctx.db.select().from(specialTournaments).where(eq(specialTournaments.id, event.id));
    expect(after).toEqual(before);
  });

  it("the other fields stay editable, and the edit form's unchanged terms pass", async () => {
    const event = await createEvent(ctx.app, ctx.db, 1);
    await link(event.entrants[0], event.id);
    const current = (await injectAs(ctx.app, null, { method: "GET", url: `/api/special-tournaments/${event.id}` })).json();
    const res = await injectAs(ctx.app, event.sponsor, {
      method: "PATCH",
      url: `/api/special-tournaments/${event.id}`,
      payload: {
        // what the edit dialog sends: every field, the terms as they are
        buyIn: current.buyIn,
        date: current.date,
        prizeStructure: current.prizeStructure,
        guaranteedPrizePool: current.guaranteedPrizePool ?? "",
        prizePercentages: current.prizePercentages,
        name: "Renamed Cup",
        description: "Doors open at six",
        time: "20:30",
        location: "Borgata, Atlantic City",
        format: "Pot-Limit Omaha",
        blindStructure: "30-minute levels",
        startingChips: 20000,
        maxSeats: 60,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: "Renamed Cup",
      description: "Doors open at six",
      time: "20:30",
      maxSeats: 60,
      buyIn: "1000.00",
      date: "2030-06-01",
    });
  });

  it("without a staked campaign (none, or only cancelled ones) the terms can change; another sponsor still gets 403", async () => {
    const event = await createEvent(ctx.app, ctx.db, 1);
    expect(
      (await injectAs(ctx.app, event.sponsor, { method: "PATCH", url: `/api/special-tournaments/${event.id}`, payload: { buyIn: "1200" } })).statusCode,
    ).toBe(200);
    const campaignId = await link(event.entrants[0], event.id);
    const cancel = await injectAs(ctx.app, event.entrants[0], { method: "POST", url: `/api/campaigns/${campaignId}/cancel` });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const res = await injectAs(ctx.app, event.sponsor, {
      method: "PATCH",
      url: `/api/special-tournaments/${event.id}`,
      payload: { buyIn: "10", date: inDays(300) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ buyIn: "10.00", date: inDays(300) });
    const stranger = await createEvent(ctx.app, ctx.db, 0);
    expect(
      (await injectAs(ctx.app, stranger.sponsor, { method: "PATCH", url: `/api/special-tournaments/${event.id}`, payload: { buyIn: "5" } })).statusCode,
    ).toBe(403);
  });
});
