import { knownAsName } from "@core/user-display";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaigns, mailOutbox, tournamentRegistrations } from "../../../src/server/db/schema/index";
import { createInvestor, createPlayer, createSponsor, injectAs, setupTestApp, uniqueName, type TestUser } from "../helpers";
import { notificationsOf } from "../notifications/notifications-helpers";
import { action, createEvent, liveState, registerAs } from "../settlement/verified-helpers";

// decision 141: nobody backs themselves through their own event, and a host who registers someone by username
// registers only a player, who is told and can undo it.
const ctx = setupTestApp();

const HOST = "You host this tournament, so you cannot play in it.";
const NO_PLAYER = "No player can be registered with that username.";

const switchRole = async (who: TestUser, role: "player" | "investor" | "sponsor") => {
  const res = await injectAs(ctx.app, who, { method: "PATCH", url: "/api/auth/user/role", payload: { role } });
  expect(res.statusCode, res.body).toBe(200);
};
const register = (who: TestUser, tournamentId: number, userRole: "player" | "investor") =>
  injectAs(ctx.app, who, { method: "POST", url: "/api/special-tournaments/register", payload: { tournamentId, userRole } });
const link = (who: TestUser, specialTournamentId: number) =>
  injectAs(ctx.app, who, {
    method: "POST",
    url: "/api/campaigns",
    payload: { specialTournamentId, minStake: "50", targetAmount: "500", playerOfferedPercentage: 50, description: "My own event" },
  });
const registrationsOf = (tournamentId: number, who: TestUser) =>
  ctx.db
    .select()
    .from(tournamentRegistrations)
    .where(and(eq(tournamentRegistrations.tournamentId, tournamentId), eq(tournamentRegistrations.userId, who.user.id)));
const notMe = (who: TestUser | null, id: number) => injectAs(ctx.app, who, { method: "POST", url: `/api/special-tournaments/${id}/not-me` });

describe("the host of an event never plays in it, whatever role they switch to", () => {
  it("registration: 403 as a player and as an investor; another sponsor's event still takes them", async () => {
    const event = await createEvent(ctx.app, ctx.db, 2);
    await switchRole(event.sponsor, "player");
    const asPlayer = await register(event.sponsor, event.id, "player");
    expect(asPlayer.statusCode).toBe(403);
    expect(asPlayer.json()).toEqual({ message: HOST, code: expect.any(String) });
    await switchRole(event.sponsor, "investor");
    const asInvestor = await register(event.sponsor, event.id, "investor");
    expect(asInvestor.statusCode).toBe(403);
    expect(asInvestor.json()).toEqual({ message: HOST, code: expect.any(String) });
    expect(await registrationsOf(event.id, event.sponsor)).toEqual([]);

    const elsewhere = await createEvent(ctx.app, ctx.db, 0);
    await switchRole(event.sponsor, "player");
    expect((await register(event.sponsor, elsewhere.id, "player")).statusCode).toBe(201);
  });

  it("linking a campaign: 403 even with a seat taken before this rule; that seat is not in the field", async () => {
    const event = await createEvent(ctx.app, ctx.db, 2);
    await switchRole(event.sponsor, "player");
    // a registration from before the rule
    await ctx.db.insert(tournamentRegistrations).values({ tournamentId: event.id, userId: event.sponsor.user.id, userRole: "player" });
    const res = await link(event.sponsor, event.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: HOST, code: expect.any(String) });
    expect(await ctx.db.select().from(campaigns).where(eq(campaigns.playerId, event.sponsor.user.id))).toEqual([]);

    const { state } = await liveState(ctx.app, null, event.id);
    expect(state.players.map((p) => p.userId)).not.toContain(event.sponsor.user.id);
    expect(state.totalPlayers).toBe(2);
    // an entrant links as before
    expect((await link(event.entrants[0], event.id)).statusCode).toBe(201);
  });

  it("the console's late entry by the host's own username: 403, nothing written", async () => {
    const event = await createEvent(ctx.app, ctx.db, 2);
    expect((await action(ctx.app, event.sponsor, event.id, { type: "start" })).statusCode).toBe(200);
    // controlling the clock goes by ownership, not by the role the account holds now
    await switchRole(event.sponsor, "player");
    const before = (await liveState(ctx.app, event.sponsor, event.id)).state;
    const res = await action(ctx.app, event.sponsor, event.id, {
      type: "late-registration",
      name: "Me Myself",
      username: event.sponsor.user.username.toUpperCase(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: HOST, code: expect.any(String) });
    expect(await registrationsOf(event.id, event.sponsor)).toEqual([]);
    expect((await liveState(ctx.app, event.sponsor, event.id)).state.version).toBe(before.version);
  });
});

describe("a host registering someone by username", () => {
  async function running(players = 2) {
    const event = await createEvent(ctx.app, ctx.db, players);
    expect((await action(ctx.app, event.sponsor, event.id, { type: "start" })).statusCode).toBe(200);
    return event;
  }

  it("registers only players: an investor's, a sponsor's and an unknown username get one answer, and nothing changes", async () => {
    const event = await running();
    const before = (await liveState(ctx.app, event.sponsor, event.id)).state;
    const investor = await createInvestor(ctx.db);
    const sponsor = await createSponsor(ctx.db);
    for (const username of [investor.user.username, sponsor.user.username, uniqueName("nobody")]) {
      const res = await action(ctx.app, event.sponsor, event.id, { type: "late-registration", name: "Someone", username });
      expect(res.statusCode, username).toBe(400);
      expect(res.json()).toEqual({ message: NO_PLAYER, code: expect.any(String) });
    }
    expect(await registrationsOf(event.id, investor)).toEqual([]);
    expect((await liveState(ctx.app, event.sponsor, event.id)).state.version).toBe(before.version);
  });

  it("the player is told who registered them, by notification and mail, with a link to Not me", async () => {
    const event = await running();
    const email = `${uniqueName("late")}@example.com`;
    const late = await createPlayer(ctx.db, { email, emailVerifiedAt: new Date() });
    const res = await action(ctx.app, event.sponsor, event.id, { type: "late-registration", name: "Lena Late", username: late.user.username });
    expect(res.statusCode, res.body).toBe(200);

    const [n] = (await notificationsOf(ctx.app, late)).items;
    expect(n).toMatchObject({ type: "tournament_registered", title: "You were registered for a tournament", link: `/special-tournaments?notMe=${event.id}` });
    expect(n.body).toBe(
      `${knownAsName(event.sponsor.user)}, the host of ${event.name} on Saturday, 1 June 2030, 7:00 PM, registered you for it. Not you? Open it and choose "Not me: unregister".`,
    );
    const mails = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("You were registered for a tournament");
    expect(mails[0].textBody).toContain("Not me: unregister");
    expect(mails[0].textBody).toContain(`/special-tournaments?notMe=${event.id}`);
  });

  it("Not me: the registration is cancelled and the seat stays in play as a walk-in's", async () => {
    const event = await running();
    const late = await createPlayer(ctx.db);
    expect((await action(ctx.app, event.sponsor, event.id, { type: "late-registration", name: "Wrong Person", username: late.user.username })).statusCode).toBe(
      200,
    );
    const before = (await liveState(ctx.app, null, event.id)).state;

    const res = await notMe(late, event.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: "You are no longer registered for this tournament.", tournament: { id: event.id, isRegistered: false } });
    expect((await registrationsOf(event.id, late))[0].status).toBe("cancelled");
    const after = (await liveState(ctx.app, null, event.id)).state;
    // seated by their public name (decision 212); after Not me the seat is a walk-in's under that name
    expect(after.players.find((p) => p.name === knownAsName(late.user))).toMatchObject({ userId: null, isEliminated: false });
    expect(after).toMatchObject({ totalPlayers: before.totalPlayers, prizePool: before.prizePool, version: before.version + 1 });

    // once is enough: the seat is no longer theirs
    const again = await notMe(late, event.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: "You are not registered for this tournament", code: expect.any(String) });
  });

  it("Not me cannot give back a seat the player took themselves once play began; before the start it is Cancel Registration", async () => {
    const event = await running();
    const own = await notMe(event.entrants[0], event.id);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ message: "Registration can no longer be cancelled: the tournament has started", code: expect.any(String) });
    expect((await registrationsOf(event.id, event.entrants[0]))[0].status).toBe("registered");

    const upcoming = await createEvent(ctx.app, ctx.db, 0);
    const player = await registerAs(ctx.app, await createPlayer(ctx.db), upcoming.id, "player");
    const res = await notMe(player, upcoming.id);
    expect(res.statusCode, res.body).toBe(200);
    expect((await registrationsOf(upcoming.id, player))[0].status).toBe("cancelled");
  });

  it("Not me: 401 signed out, 404 for someone not registered, for an unknown or a cancelled tournament", async () => {
    const event = await running();
    expect((await notMe(null, event.id)).statusCode).toBe(401);
    const stranger = await createPlayer(ctx.db);
    expect((await notMe(stranger, event.id)).statusCode).toBe(404);
    expect((await notMe(stranger, 2_000_000_000)).statusCode).toBe(404);
    expect((await notMe(stranger, 0)).statusCode).toBe(400);
    const called = await createEvent(ctx.app, ctx.db, 1);
    expect((await injectAs(ctx.app, called.sponsor, { method: "POST", url: `/api/special-tournaments/${called.id}/cancel` })).statusCode).toBe(200);
    const res = await notMe(called.entrants[0], called.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Tournament not found", code: expect.any(String) });
  });
});
