import { calendarDate } from "@core/calendar-dates";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { specialTournaments, tournamentRegistrations } from "../../../src/server/db/schema/index";
import { createInvestor, createPlayer, createSponsor, createUser, injectAs, setupTestApp, uniqueName, type TestUser } from "../helpers";
import { tournamentBody } from "../../../src/server/seed/builders";

const ctx = setupTestApp();

const inDays = (n: number) => calendarDate(new Date(Date.now() + n * 86_400_000));

function validBody(overrides: Record<string, unknown> = {}) {
  return tournamentBody({
    name: uniqueName("Cup"),
    description: "A sponsored test event",
    date: inDays(10),
    time: "18:30",
    location: "Borgata, Atlantic City",
    ...overrides,
  });
}

async function create(sponsor: TestUser, overrides: Record<string, unknown> = {}) {
  const res = await injectAs(ctx.app, sponsor, { method: "POST", url: "/api/special-tournaments", payload: validBody(overrides) });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; name: string };
}

const register = (who: TestUser | null, tournamentId: number, userRole = who?.user.role ?? "player") =>
  injectAs(ctx.app, who, { method: "POST", url: "/api/special-tournaments/register", payload: { tournamentId, userRole } });

const unregister = (who: TestUser | null, id: number) => injectAs(ctx.app, who, { method: "DELETE", url: `/api/special-tournaments/${id}/registration` });

async function listed(who: TestUser | null, id: number) {
  const res = await injectAs(ctx.app, who, { method: "GET", url: "/api/special-tournaments" });
  expect(res.statusCode).toBe(200);
  return (res.json() as Array<Record<string, unknown> & { id: number }>).find((t) => t.id === id);
}

describe("POST /api/special-tournaments", () => {
  it("creates the sponsor's tournament as upcoming with exact money and 201", async () => {
    const sponsor = await createSponsor(ctx.db, { firstName: "Sofia", lastName: "Alvarez" });
    const res = await injectAs(ctx.app, sponsor, { method: "POST", url: "/api/special-tournaments", payload: validBody({ buyIn: "1,250.50" }) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: "upcoming",
      buyIn: "1250.50",
      registeredPlayers: 0,
      registrations: [],
      sponsorName: "Sofia Alvarez",
      maxSeats: 40,
      startingChips: 25000,
      isRegistered: false,
    });
    const [row] = await ctx.db.select().from(specialTournaments).where(eq(specialTournaments.id, res.json().id));
    expect(row.sponsorId).toBe(sponsor.user.id);
  });

  it("names a sponsor without a name by their username, not 'Premium Poker Sponsor' (decision 143)", async () => {
    const sponsor = await createSponsor(ctx.db);
    const t = await create(sponsor);
    expect((t as unknown as { sponsorName: string | null }).sponsorName).toBe(sponsor.user.username);
    // and to everyone: the public list shows who hosts it
    expect((await listed(null, t.id))?.sponsorName).toBe(sponsor.user.username);
  });

  it.each([
    ["player", createPlayer],
    ["investor", createInvestor],
  ] as const)("403 for a %s", async (_role, make) => {
    const who = await make(ctx.db);
    const res = await injectAs(ctx.app, who, { method: "POST", url: "/api/special-tournaments", payload: validBody() });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: "Only sponsors can create tournaments", code: expect.any(String) });
  });

  it("403 for a user without a role and 401 signed out", async () => {
    const none = await createUser(ctx.db, { role: null });
    expect((await injectAs(ctx.app, none, { method: "POST", url: "/api/special-tournaments", payload: validBody() })).statusCode).toBe(403);
    expect((await injectAs(ctx.app, null, { method: "POST", url: "/api/special-tournaments", payload: validBody() })).statusCode).toBe(401);
  });

  it.each([
    [{ name: "" }, "Tournament name is required"],
    [{ name: undefined }, "Tournament name is required"],
    [{ date: "" }, "Tournament date is required"],
    [{ date: "2025-02-30" }, "Tournament date must be a valid date (YYYY-MM-DD)"],
    [{ date: "2020-01-01" }, "Tournament date cannot be in the past"],
    [{ time: "" }, "Start time is required"],
    [{ time: "25:00" }, "Start time must be a valid time (HH:MM)"],
    [{ location: "  " }, "Location is required"],
    [{ buyIn: "" }, "Buy-in is required"],
    [{ buyIn: "abc" }, "Buy-in must be a valid dollar amount"],
    [{ buyIn: "-5" }, "Buy-in cannot be negative"],
    [{ buyIn: "2000000" }, "Buy-in must be at most $1,000,000"],
    [{ prizeStructure: "" }, "Prize structure is required"],
    [{ format: "" }, "Format is required"],
    // an empty blind structure takes the levels' summary (decision 220): tests/api/tournaments/tournament-texts.test.ts
    [{ startingChips: "" }, "Starting chips is required"],
    [{ startingChips: 50 }, "Starting chips must be at least 100"],
    [{ startingChips: 1.5 }, "Starting chips must be a whole number"],
    [{ maxSeats: 1 }, "Max seats must be at least 2"],
    [{ maxSeats: "ten" }, "Max seats must be a whole number"],
    [{ maxSeats: 20000 }, "Max seats must be at most 10,000"],
  ])("400 for %j with a clear message", async (overrides, message) => {
    const sponsor = await createSponsor(ctx.db);
    const body = validBody(overrides);
    const res = await injectAs(ctx.app, sponsor, { method: "POST", url: "/api/special-tournaments", payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    const rows = await ctx.db.select().from(specialTournaments).where(eq(specialTournaments.sponsorId, sponsor.user.id));
    expect(rows).toHaveLength(0);
  });

  it("accepts today's date and a free buy-in", async () => {
    const sponsor = await createSponsor(ctx.db);
    const res = await injectAs(ctx.app, sponsor, {
      method: "POST",
      url: "/api/special-tournaments",
      payload: validBody({ date: calendarDate(new Date()), buyIn: "0" }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().buyIn).toBe("0.00");
  });
});

describe("GET /api/special-tournaments", () => {
  it("is public and shows only names, status and dates of registrants", async () => {
    const sponsor = await createSponsor(ctx.db);
    const t = await create(sponsor);
    const named = await createPlayer(ctx.db, { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" });
    const nameless = await createInvestor(ctx.db, { email: "secret@example.com" });
    expect((await register(named, t.id)).statusCode).toBe(201);
    expect((await register(nameless, t.id)).statusCode).toBe(201);

    const anon = await listed(null, t.id);
    // the investor's RSVP takes no seat; each registration says which it is, so lists show RSVPs apart
    expect(anon).toMatchObject({ registeredPlayers: 1, isRegistered: false });
    const regs = anon!.registrations as Array<Record<string, unknown>>;
    expect(regs.map((r) => r.playerName)).toEqual(["Ada Lovelace", "Anonymous Player"]);
    expect(regs.map((r) => r.userRole)).toEqual(["player", "investor"]);
    for (const r of regs) {
      expect(Object.keys(r).sort()).toEqual(["playerName", "registeredAt", "status", "userRole"]);
      expect(r.status).toBe("registered");
    }
    expect(JSON.stringify(anon)).not.toContain("example.com");
    expect(JSON.stringify(anon)).not.toContain(named.user.username);
  });

  it("tells a signed-in caller whether they are registered and marks their own row", async () => {
    const sponsor = await createSponsor(ctx.db);
    const t = await create(sponsor);
    const me = await createPlayer(ctx.db);
    const other = await createPlayer(ctx.db);
    await register(me, t.id);
    await register(other, t.id);
    const mine = await listed(me, t.id);
    expect(mine!.isRegistered).toBe(true);
    const regs = mine!.registrations as Array<{ userId?: number }>;
    expect(regs.filter((r) => r.userId !== undefined)).toEqual([expect.objectContaining({ userId: me.user.id })]);
    const third = await createInvestor(ctx.db);
    expect((await listed(third, t.id))!.isRegistered).toBe(false);
  });

  it("leaves out cancelled tournaments, except for those who held a seat", async () => {
    const sponsor = await createSponsor(ctx.db);
    const t = await create(sponsor);
    const seated = await createPlayer(ctx.db);
    await register(seated, t.id);
    await injectAs(ctx.app, sponsor, { method: "POST", url: `/api/special-tournaments/${t.id}/cancel` });
    expect(await listed(null, t.id)).toBeUndefined();
    expect(await listed(await createPlayer(ctx.db), t.id)).toBeUndefined();
    expect(await listed(seated, t.id)).toMatchObject({ status: "cancelled", isRegistered: true });
  });
});

describe("GET /api/special-tournaments/{id}", () => {
  it("is public for listed tournaments; a cancelled one only for its host", async () => {
    const sponsor = await createSponsor(ctx.db);
    const t = await create(sponsor);
    const anon = await injectAs(ctx.app, null, { method: "GET", url: `/api/special-tournaments/${t.id}` });
    expect(anon.statusCode).toBe(200);
    expect(anon.json()).toMatchObject({ id: t.id, name: t.name, isRegistered: false });
    await injectAs(ctx.app, sponsor, { method: "POST", url: `/api/special-tournaments/${t.id}/cancel` });
    expect((await injectAs(ctx.app, null, { method: "GET", url: `/api/special-tournaments/${t.id}` })).statusCode).toBe(404);
    expect((await injectAs(ctx.app, await createSponsor(ctx.db), { method: "GET", url: `/api/special-tournaments/${t.id}` })).statusCode).toBe(404);
    const host = await injectAs(ctx.app, sponsor, { method: "GET", url: `/api/special-tournaments/${t.id}` });
    expect(host.statusCode).toBe(200);
    expect(host.json().status).toBe("cancelled");
    expect((await injectAs(ctx.app, null, { method: "GET", url: "/api/special-tournaments/abc" })).statusCode).toBe(400);
  });
});

describe("GET /api/special-tournaments/my", () => {
  it("lists only the sponsor's own tournaments, cancelled too, with registrant roles", async () => {
    const sponsor = await createSponsor(ctx.db);
    const otherSponsor = await createSponsor(ctx.db);
    const a = await create(sponsor);
    const b = await create(sponsor);
    const foreign = await create(otherSponsor);
    const player = await createPlayer(ctx.db, { firstName: "Reg", lastName: "Istrant" });
    await register(player, a.id);
    await injectAs(ctx.app, sponsor, { method: "POST", url: `/api/special-tournaments/${b.id}/cancel` });

    const res = await injectAs(ctx.app, sponsor, { method: "GET", url: "/api/special-tournaments/my" });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{ id: number; status: string; registrations: Array<{ playerName: string; userRole?: string }> }>;
    expect(list.map((t) => t.id).sort()).toEqual([a.id, b.id].sort());
    expect(list.find((t) => t.id === b.id)!.status).toBe("cancelled");
    expect(list.find((t) => t.id === a.id)!.registrations).toEqual([expect.objectContaining({ playerName: "Reg Istrant", userRole: "player" })]);
    expect(list.some((t) => t.id === foreign.id)).toBe(false);
  });

  it("403 for players and investors, 401 signed out", async () => {
    expect((await injectAs(ctx.app, await createPlayer(ctx.db), { method: "GET", url: "/api/special-tournaments/my" })).statusCode).toBe(403);
    expect((await injectAs(ctx.app, await createInvestor(ctx.db), { method: "GET", url: "/api/special-tournaments/my" })).statusCode).toBe(403);
    expect((await injectAs(ctx.app, null, { method: "GET", url: "/api/special-tournaments/my" })).statusCode).toBe(401);
  });
});

describe("PATCH /api/special-tournaments/{id}", () => {
  it("lets the owner edit before the start", async () => {
    const sponsor = await createSponsor(ctx.db);
    const t = await create(sponsor);
    const res = await injectAs(ctx.app, sponsor, {
      method: "PATCH",
      url: `/api/special-tournaments/${t.id}`,
      payload: { name: "Renamed Cup", buyIn: "99.99", maxSeats: 10 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: "Renamed Cup", buyIn: "99.99", maxSeats: 10, location: "Borgata, Atlantic City" });
  });

  it("400 with the same messages as create, and when seats go below the registrations", async () => {
    const sponsor = await createSponsor(ctx.db);
    const t = await create(sponsor);
    const p1 = await createPlayer(ctx.db);
    const p2 = await createPlayer(ctx.db);
    const p3 = await createPlayer(ctx.db);
    // an investor's RSVP takes no seat, so it does not hold maxSeats up
    const rsvp = await createInvestor(ctx.db);
    for (const p of [p1, p2, p3, rsvp]) expect((await register(p, t.id)).statusCode).toBe(201);
    const past = await injectAs(ctx.app, sponsor, { method: "PATCH", url: `/api/special-tournaments/${t.id}`, payload: { date: "2020-05-05" } });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toContain("Tournament date cannot be in the past");
    const seats = await injectAs(ctx.app, sponsor, { method: "PATCH", url: `/api/special-tournaments/${t.id}`, payload: { maxSeats: 2 } });
    expect(seats.statusCode).toBe(400);
    expect(seats.json().message).toBe("Max seats cannot be lower than the 3 players already registered");
    const empty = await injectAs(ctx.app, sponsor, { method: "PATCH", url: `/api/special-tournaments/${t.id}`, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect((await injectAs(ctx.app, sponsor, { method: "PATCH", url: `/api/special-tournaments/${t.id}`, payload: { maxSeats: 3 } })).statusCode).toBe(200);
  });

  it("403 for another sponsor or a player, 404 for a missing id", async () => {
    const sponsor = await createSponsor(ctx.db);
    const t = await create(sponsor);
    const other = await createSponsor(ctx.db);
    const res = await injectAs(ctx.app, other, { method: "PATCH", url: `/api/special-tournaments/${t.id}`, payload: { name: "Hijack" } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: "You can only manage your own tournaments", code: expect.any(String) });
    expect(
      (await injectAs(ctx.app, await createPlayer(ctx.db), { method: "PATCH", url: `/api/special-tournaments/${t.id}`, payload: { name: "x" } })).statusCode,
    ).toBe(403);
    expect((await injectAs(ctx.app, sponsor, { method: "PATCH", url: `/api/special-tournaments/99999999`, payload: { name: "x" } })).statusCode).toBe(404);
    const [row] = await ctx.db.select().from(specialTournaments).where(eq(specialTournaments.id, t.id));
    expect(row.name).toBe(t.name);
  });

  it.each(["active", "completed", "cancelled"] as const)("409 once the tournament is %s", async (status) => {
    const sponsor = await createSponsor(ctx.db);
    const t = await create(sponsor);
    await ctx.db.update(specialTournaments).set({ status }).where(eq(specialTournaments.id, t.id));
    const res = await injectAs(ctx.app, sponsor, { method: "PATCH", url: `/api/special-tournaments/${t.id}`, payload: { name: "Late" } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "Only upcoming tournaments can be changed", code: expect.any(String) });
  });
});

describe("POST /api/special-tournaments/{id}/cancel", () => {
  it("cancels the owner's upcoming tournament, which then takes no registrations", async () => {
    const sponsor = await createSponsor(ctx.db);
    const t = await create(sponsor);
    const res = await injectAs(ctx.app, sponsor, { method: "POST", url: `/api/special-tournaments/${t.id}/cancel` });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe("cancelled");
    const reg = await register(await createPlayer(ctx.db), t.id);
    expect(reg.statusCode).toBe(404);
    expect((await injectAs(ctx.app, sponsor, { method: "POST", url: `/api/special-tournaments/${t.id}/cancel` })).statusCode).toBe(409);
  });

  it("403 for another sponsor, 409 once finished; a live one can be called off (decision 141)", async () => {
    const sponsor = await createSponsor(ctx.db);
    const t = await create(sponsor);
    expect((await injectAs(ctx.app, await createSponsor(ctx.db), { method: "POST", url: `/api/special-tournaments/${t.id}/cancel` })).statusCode).toBe(403);
    await ctx.db.update(specialTournaments).set({ status: "completed" }).where(eq(specialTournaments.id, t.id));
    const finished = await injectAs(ctx.app, sponsor, { method: "POST", url: `/api/special-tournaments/${t.id}/cancel` });
    expect(finished.statusCode).toBe(409);
    expect(finished.json()).toEqual({ message: "A finished tournament cannot be cancelled", code: expect.any(String) });
    await ctx.db.update(specialTournaments).set({ status: "active" }).where(eq(specialTournaments.id, t.id));
    const live = await injectAs(ctx.app, sponsor, { method: "POST", url: `/api/special-tournaments/${t.id}/cancel` });
    expect(live.statusCode).toBe(200);
    expect(live.json().status).toBe("cancelled");
  });
});

describe("POST /api/special-tournaments/register", () => {
  it("registers a player and an investor with 201 and the updated tournament", async () => {
    const sponsor = await createSponsor(ctx.db);
    const t = await create(sponsor);
    const player = await createPlayer(ctx.db);
    const res = await register(player, t.id, "player");
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: "You have successfully registered for the tournament.",
      tournament: { id: t.id, registeredPlayers: 1, isRegistered: true },
    });
    const investor = await createInvestor(ctx.db);
    expect((await register(investor, t.id, "investor")).statusCode).toBe(201);
    const rows = await ctx.db.select().from(tournamentRegistrations).where(eq(tournamentRegistrations.tournamentId, t.id));
    expect(rows.map((r) => r.userRole).sort()).toEqual(["investor", "player"]);
  });

  it("409 on a second registration", async () => {
    const t = await create(await createSponsor(ctx.db));
    const player = await createPlayer(ctx.db);
    expect((await register(player, t.id)).statusCode).toBe(201);
    const again = await register(player, t.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "You are already registered for this tournament", code: "already_registered" });
  });

  it("at maxSeats a player becomes alternate #1 instead of a 409 (decision 236)", async () => {
    const t = await create(await createSponsor(ctx.db), { maxSeats: 2 });
    expect((await register(await createPlayer(ctx.db), t.id)).statusCode).toBe(201);
    expect((await register(await createPlayer(ctx.db), t.id)).statusCode).toBe(201);
    const late = await register(await createPlayer(ctx.db), t.id);
    expect(late.statusCode).toBe(201);
    expect(late.json()).toMatchObject({ status: "alternate", alternate: 1, tournament: { registeredPlayers: 2, alternate: 1 } });
  });

  it.each(["active", "completed"] as const)("409 when the tournament is %s", async (status) => {
    const t = await create(await createSponsor(ctx.db));
    await ctx.db.update(specialTournaments).set({ status }).where(eq(specialTournaments.id, t.id));
    const res = await register(await createPlayer(ctx.db), t.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "Registration is closed: this tournament is no longer upcoming", code: expect.any(String) });
  });

  it("403 for sponsors and users without a role, 401 signed out", async () => {
    const t = await create(await createSponsor(ctx.db));
    const sponsor = await createSponsor(ctx.db);
    const res = await injectAs(ctx.app, sponsor, {
      method: "POST",
      url: "/api/special-tournaments/register",
      payload: { tournamentId: t.id, userRole: "player" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: "Only players and investors can register for tournaments", code: expect.any(String) });
    expect((await register(await createUser(ctx.db, { role: null }), t.id, "player")).statusCode).toBe(403);
    expect((await register(null, t.id, "player")).statusCode).toBe(401);
  });

  it("400 for a bad body or a role that is not the caller's; 404 for an unknown tournament", async () => {
    const t = await create(await createSponsor(ctx.db));
    const player = await createPlayer(ctx.db);
    const mismatch = await register(player, t.id, "investor");
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ message: "userRole must match your account role", code: expect.any(String) });
    const badRole = await register(player, t.id, "sponsor");
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().message).toContain("userRole must be player or investor");
    const noId = await injectAs(ctx.app, player, { method: "POST", url: "/api/special-tournaments/register", payload: { userRole: "player" } });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().message).toContain("tournamentId");
    const missing = await register(player, 99999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Tournament not found", code: expect.any(String) });
  });
});

describe("DELETE /api/special-tournaments/{id}/registration", () => {
  it("cancels the caller's registration, frees the seat, and allows registering again", async () => {
    const t = await create(await createSponsor(ctx.db), { maxSeats: 2 });
    const a = await createPlayer(ctx.db);
    const b = await createPlayer(ctx.db);
    await register(a, t.id);
    await register(b, t.id);
    const res = await unregister(a, t.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().tournament).toMatchObject({ registeredPlayers: 1, isRegistered: false });
    const [row] = await ctx.db
      .select()
      .from(tournamentRegistrations)
      .where(and(eq(tournamentRegistrations.tournamentId, t.id), eq(tournamentRegistrations.userId, a.user.id)));
    expect(row.status).toBe("cancelled");
    // b's seat is untouched, and the freed seat can be taken again
    // read on its own page: on PostgreSQL the files' tournaments share the open list and its 200-row limit
    const seen = await injectAs(ctx.app, b, { method: "GET", url: `/api/special-tournaments/${t.id}` });
    expect((seen.json() as { isRegistered: boolean }).isRegistered).toBe(true);
    expect((await register(a, t.id)).statusCode).toBe(201);
    expect((await register(await createPlayer(ctx.db), t.id)).json()).toMatchObject({ status: "alternate", alternate: 1 });
  });

  it("404 when the caller holds no seat, 409 after the start, 401 signed out", async () => {
    const t = await create(await createSponsor(ctx.db));
    const p = await createPlayer(ctx.db);
    const none = await unregister(p, t.id);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: "You are not registered for this tournament", code: expect.any(String) });
    await register(p, t.id);
    await ctx.db.update(specialTournaments).set({ status: "active" }).where(eq(specialTournaments.id, t.id));
    const late = await unregister(p, t.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: "Registration can no longer be cancelled: the tournament has started", code: expect.any(String) });
    expect((await unregister(null, t.id)).statusCode).toBe(401);
  });
});
