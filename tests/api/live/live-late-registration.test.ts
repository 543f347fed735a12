import { formatEventDateTime } from "@core/format";
import { knownAsName } from "@core/user-display";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { tournamentRegistrations } from "../../../src/server/db/schema/index";
import { createInvestor, createPlayer, createSponsor, injectAs, setupTestApp, type TestUser } from "../helpers";
import { createLiveTournament, liveRoutes } from "./live-helpers";
import { notificationsOf } from "../notifications/notifications-helpers";

const ctx = setupTestApp();
const { act, get } = liveRoutes(ctx);

describe("Add Late Registration", () => {
  it("adds a walk-in with the starting stack, a seat, the totals and the pool; a blank name is a 400 that changes nothing", async () => {
    const sponsor = await createSponsor(ctx.db);
    const { tournament } = await createLiveTournament(ctx.db, sponsor, 9);
    const id = String(tournament.id);
    expect((await act(id, sponsor, { type: "start" })).statusCode).toBe(200);
    const res = await act(id, sponsor, { type: "late-registration", name: "  Walk In  " });
    expect(res.statusCode, res.body).toBe(200);
    const { state } = await get(id);
    // 9 registered fill table 1; the 10th opens table 2 at a random seat, and the tables balance (decision 164). $250 buy-ins: 10 x 250
    expect(state).toMatchObject({ totalPlayers: 10, activePlayers: 10, totalChipsInPlay: 10 * 30_000, prizePool: "2500.00" });
    const walkIn = state.players.find((p) => p.name === "Walk In")!;
    expect(walkIn).toMatchObject({ chips: 30_000, tableNumber: 2, userId: null, status: "active" });
    expect(state.tables.map((t) => t.seats.length)).toEqual([5, 5]);
    expect(state.tables[1].seats.find((s) => s.seat === walkIn.seatNumber)).toMatchObject({ playerId: walkIn.id, playerName: "Walk In" });

    const blank = await act(id, sponsor, { type: "late-registration", name: "   " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/Please enter the player's name/);
    expect((await get(id)).state.version).toBe(state.version);
  });

  it("a sponsor's event: only the sponsor, once the clock runs, within the seats, through level 6", async () => {
    const sponsor = await createSponsor(ctx.db);
    const { tournament } = await createLiveTournament(ctx.db, sponsor, 3, { maxSeats: 4 });
    const id = String(tournament.id);

    const early = await act(id, sponsor, { type: "late-registration", name: "Early" });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/Late registration opens when the clock starts/);
    expect((await act(id, sponsor, { type: "start" })).statusCode).toBe(200);

    const stranger = await createPlayer(ctx.db);
    expect((await act(id, stranger, { type: "late-registration", name: "Sneak" })).statusCode).toBe(403);
    expect((await act(id, null, { type: "late-registration", name: "Sneak" })).statusCode).toBe(403);

    const ok = await act(id, sponsor, { type: "late-registration", name: "Walk In" });
    expect(ok.statusCode, ok.body).toBe(200);
    // the sponsor's pool is entrants x buy-in ($250)
    expect(ok.json().state).toMatchObject({ totalPlayers: 4, totalChipsInPlay: 4 * 30_000, prizePool: "1000.00" });
    expect(ok.json().state.players.find((p: { name: string }) => p.name === "Walk In")).toMatchObject({ chips: 30_000, userId: null });

    const full = await act(id, sponsor, { type: "late-registration", name: "One Too Many" });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe("Tournament is full");
    const after = (await get(id)).state;
    expect(after.totalPlayers).toBe(4);
    expect(after.players.some((p) => p.name === "Sneak" || p.name === "One Too Many")).toBe(false);
  });

  it("closes after level 6", async () => {
    const sponsor = await createSponsor(ctx.db);
    const { tournament } = await createLiveTournament(ctx.db, sponsor, 2);
    const id = String(tournament.id);
    expect((await act(id, sponsor, { type: "start" })).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await act(id, sponsor, { type: "next" })).statusCode).toBe(200);
    expect((await act(id, sponsor, { type: "late-registration", name: "Level Six" })).statusCode).toBe(200);
    expect((await act(id, sponsor, { type: "next" })).statusCode).toBe(200);
    const late = await act(id, sponsor, { type: "late-registration", name: "Level Seven" });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("Late registration closed after level 6.");
    expect((await get(id)).state.totalPlayers).toBe(3);
  });
});

/** The tournament's registration rows for one user (any status). */
const registrationsOf = (tournamentId: number, who: TestUser) =>
  ctx.db
    .select()
    .from(tournamentRegistrations)
    .where(and(eq(tournamentRegistrations.tournamentId, tournamentId), eq(tournamentRegistrations.userId, who.user.id)));

describe("Add Late Registration for a site user (username)", () => {
  async function started(players = 2, overrides: { maxSeats?: number } = {}) {
    const sponsor = await createSponsor(ctx.db);
    const live = await createLiveTournament(ctx.db, sponsor, players, overrides);
    const id = String(live.tournament.id);
    expect((await act(id, sponsor, { type: "start" })).statusCode).toBe(200);
    return { sponsor, id, ...live };
  }

  it("registers the user, seats them with the starting stack and their userId, and the registrants list shows them", async () => {
    const { sponsor, id, tournament } = await started(2);
    const late = await createPlayer(ctx.db, { firstName: "Lena", lastName: "Late" });
    const res = await act(id, sponsor, { type: "late-registration", name: "Lena Late", username: `  ${late.user.username.toUpperCase()}  ` });
    expect(res.statusCode, res.body).toBe(200);

    const [row] = await registrationsOf(tournament.id, late);
    expect(row).toMatchObject({ status: "registered", userRole: "player" });
    const entrant = res.json().state.players.find((p: { name: string }) => p.name === "Lena Late");
    expect(entrant).toMatchObject({ id: `r${row.id}`, userId: late.user.id, chips: 30_000, tableNumber: 1, isEliminated: false });
    // a random empty seat of table 1 (decision 164)
    expect(res.json().state.tables[0].seats.filter((s: { seat: number }) => s.seat === entrant.seatNumber)).toEqual([
      expect.objectContaining({ playerId: entrant.id }),
    ]);
    expect((await get(id)).state).toMatchObject({ totalPlayers: 3, totalChipsInPlay: 3 * 30_000, prizePool: "750.00" });

    const page = await injectAs(ctx.app, null, { method: "GET", url: `/api/special-tournaments/${tournament.id}` });
    expect(page.json().registrations.map((r: { playerName: string }) => r.playerName)).toContain("Lena Late");

    // only a player's account takes a seat: an investor's is refused as an unknown username is (decision 141)
    const investor = await createInvestor(ctx.db);
    const refused = await act(id, sponsor, { type: "late-registration", name: "Ivy", username: investor.user.username });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("No player can be registered with that username.");
    expect(await registrationsOf(tournament.id, investor)).toHaveLength(0);

    // a blank username is a walk-in
    const walkIn = await act(id, sponsor, { type: "late-registration", name: "Walker", username: "   " });
    expect(walkIn.statusCode, walkIn.body).toBe(200);
    expect(walkIn.json().state.players.find((p: { name: string }) => p.name === "Walker")).toMatchObject({ userId: null });
  });

  it("a registration the user cancelled before the start is made current again", async () => {
    const sponsor = await createSponsor(ctx.db);
    const { tournament } = await createLiveTournament(ctx.db, sponsor, 2);
    const id = String(tournament.id);
    const player = await createPlayer(ctx.db);
    await ctx.db.insert(tournamentRegistrations).values({ tournamentId: tournament.id, userId: player.user.id, userRole: "player", status: "cancelled" });
    expect((await act(id, sponsor, { type: "start" })).statusCode).toBe(200);
    const res = await act(id, sponsor, { type: "late-registration", name: "Back Again", username: player.user.username });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await registrationsOf(tournament.id, player);
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe("registered");
    // a site user is seated by their public name, whatever the floor typed (decision 212)
    const publicName = `${player.user.firstName} ${player.user.lastName}`;
    expect(res.json().state.players.find((p: { name: string }) => p.name === publicName)).toMatchObject({ id: `r${rows[0].id}`, userId: player.user.id });
  });

  it("an unknown username or a sponsor's account is a 400 that changes nothing", async () => {
    const { sponsor, id } = await started(2);
    const before = (await get(id)).state;
    const unknown = await act(id, sponsor, { type: "late-registration", name: "Ghost", username: "no-such-user-x9" });
    expect(unknown.statusCode).toBe(400);
    // one answer for an unknown username and an account that is not a player's: the console reveals no account
    expect(unknown.json().message).toBe("No player can be registered with that username.");
    const other = await createSponsor(ctx.db);
    const notRegistrant = await act(id, sponsor, { type: "late-registration", name: "Sponsor", username: other.user.username });
    expect(notRegistrant.statusCode).toBe(400);
    expect(notRegistrant.json().message).toBe("No player can be registered with that username.");
    const tooLong = await act(id, sponsor, { type: "late-registration", name: "Long", username: "u".repeat(65) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/The username must be at most 64 characters/);
    expect((await get(id)).state.version).toBe(before.version);
  });

  it("someone already registered (in the field, or added late before) is a 409 that changes nothing", async () => {
    const { sponsor, id, tournament, entrants } = await started(2);
    const registered = await act(id, sponsor, { type: "late-registration", name: "Twice", username: entrants[0].user.username });
    expect(registered.statusCode).toBe(409);
    expect(registered.json().message).toBe("That account is already registered for this tournament.");

    const late = await createPlayer(ctx.db);
    expect((await act(id, sponsor, { type: "late-registration", name: "Once", username: late.user.username })).statusCode).toBe(200);
    const version = (await get(id)).state.version;
    const again = await act(id, sponsor, { type: "late-registration", name: "Once Again", username: late.user.username });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("That account is already registered for this tournament.");
    const after = (await get(id)).state;
    expect(after.version).toBe(version);
    expect(after.totalPlayers).toBe(3);
    expect(await registrationsOf(tournament.id, late)).toHaveLength(1);
  });

  it("a full event is a 409 Tournament is full and no registration is left behind", async () => {
    const { sponsor, id, tournament } = await started(2, { maxSeats: 2 });
    const player = await createPlayer(ctx.db);
    const full = await act(id, sponsor, { type: "late-registration", name: "No Seat", username: player.user.username });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe("Tournament is full");
    expect(await registrationsOf(tournament.id, player)).toHaveLength(0);
    expect((await get(id)).state.totalPlayers).toBe(2);
  });

  it("after level 6 the clock's refusal comes first, whoever the username names", async () => {
    const { sponsor, id, tournament } = await started(2);
    for (let i = 0; i < 6; i++) expect((await act(id, sponsor, { type: "next" })).statusCode).toBe(200);
    const player = await createPlayer(ctx.db);
    for (const username of [player.user.username, "no-such-user-x9"]) {
      const res = await act(id, sponsor, { type: "late-registration", name: "Too Late", username });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe("Late registration closed after level 6.");
    }
    expect(await registrationsOf(tournament.id, player)).toHaveLength(0);
  });

  it("only the event's own sponsor: another sponsor, a player, the user themself and a visitor get 403 and nothing changes", async () => {
    const { id, tournament } = await started(2);
    const player = await createPlayer(ctx.db);
    const foreignSponsor = await createSponsor(ctx.db);
    for (const who of [foreignSponsor, player, null]) {
      const res = await act(id, who, { type: "late-registration", name: "Sneak", username: player.user.username });
      expect(res.statusCode).toBe(403);
    }
    expect(await registrationsOf(tournament.id, player)).toHaveLength(0);
    expect((await get(id)).state.totalPlayers).toBe(2);
  });

  it("the demo takes walk-ins only", async () => {
    const player = await createPlayer(ctx.db);
    const res = await act("demo", null, { type: "late-registration", name: "Demo Dan", username: player.user.username });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("The demo takes walk-ins only: leave the username blank.");
  });
});

describe("Late registration notifies the site user", () => {
  it("a user added by username gets the registration-confirmed notification; a walk-in and a refused entry write none", async () => {
    const sponsor = await createSponsor(ctx.db);
    const { tournament } = await createLiveTournament(ctx.db, sponsor, 2, { maxSeats: 3 });
    const id = String(tournament.id);
    expect((await act(id, sponsor, { type: "start" })).statusCode).toBe(200);
    const late = await createPlayer(ctx.db);
    const res = await act(id, sponsor, { type: "late-registration", name: "Nora Notified", username: late.user.username });
    expect(res.statusCode, res.body).toBe(200);

    const page = await notificationsOf(ctx.app, late);
    expect(page.items).toHaveLength(1);
    // the host registered them: they are told who, and get "Not me: unregister" (decision 141)
    expect(page.items[0]).toMatchObject({
      type: "tournament_registered",
      title: "You were registered for a tournament",
      read: false,
      link: `/special-tournaments?notMe=${tournament.id}`,
    });
    expect(page.items[0].body).toBe(
      // the host by their name, else their username (this sponsor has no name): the player deals with them
      `${knownAsName(sponsor.user)}, the host of ${tournament.name} on ${formatEventDateTime(tournament.date, "19:00")}, registered you for it. Not you? Open it and choose "Not me: unregister".`,
    );

    // the event is now full: a refused entry rolls back with its transaction, notification and all
    const refused = await createPlayer(ctx.db);
    expect((await act(id, sponsor, { type: "late-registration", name: "No Seat", username: refused.user.username })).statusCode).toBe(409);
    expect((await notificationsOf(ctx.app, refused)).items).toEqual([]);
    expect((await notificationsOf(ctx.app, sponsor)).items).toEqual([]);
  });
});
