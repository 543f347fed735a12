import { calendarDate } from "@core/calendar-dates";
import type { LiveGetResponse } from "@core/live/schema/contracts";
import type { Tournament } from "@core/contracts/tournaments";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../../src/server/db/schema/index";
import { createCampaign, createInvestment } from "../factories";
import { createInvestor, createPlayer, createSponsor, injectAs, setupTestApp, uniqueName, type TestUser } from "../helpers";
import { tournamentBody } from "../../../src/server/seed/builders";

/**
 * decision 143. People have names: whoever deals with a user (the event's sponsor, the campaign's player,
 * the user themselves) sees their username when they gave no name; public views keep "Anonymous Player" and
 * "Player N". Seats are for players: an investor's RSVP takes no seat, is no entrant and adds nothing to a pool.
 */
const ctx = setupTestApp();

const asJson = async <T>(who: TestUser | null, url: string): Promise<T> => {
  const res = await injectAs(ctx.app, who, { method: "GET", url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

async function event(sponsor: TestUser, overrides: Record<string, unknown> = {}): Promise<Tournament> {
  const res = await injectAs(ctx.app, sponsor, {
    method: "POST",
    url: "/api/special-tournaments",
    payload: tournamentBody({
      name: uniqueName("Names Cup"),
      // the soonest date the form takes: on PostgreSQL every test file's events share the public list, which shows
      // the OPEN_LIST_LIMIT soonest; a date months ahead fell past it once the other files' events were enough
      date: calendarDate(new Date(Date.now() + 86_400_000), 0),
      location: "Las Vegas",
      buyIn: "100",
      startingChips: 20000,
      maxSeats: 20,
      ...overrides,
    }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Tournament;
}

const register = (who: TestUser, tournamentId: number) =>
  injectAs(ctx.app, who, { method: "POST", url: "/api/special-tournaments/register", payload: { tournamentId, userRole: who.user.role } });

async function registerAll(who: TestUser[], tournamentId: number) {
  for (const u of who) {
    const res = await register(u, tournamentId);
    expect(res.statusCode, res.body).toBe(201);
  }
}

const nameless = (make: typeof createPlayer, prefix: string) =>
  make(ctx.db, { firstName: null, lastName: null, username: uniqueName(prefix), email: `${uniqueName(prefix)}@example.com` });

describe("the registration list names registrants for whoever deals with them", () => {
  it("the host sees usernames where nobody gave a name; the registrant sees their own; the public sees Anonymous Player", async () => {
    const sponsor = await createSponsor(ctx.db);
    const t = await event(sponsor);
    const ada = await createPlayer(ctx.db, { firstName: "Ada", lastName: "Lovelace" });
    const shark = await nameless(createPlayer, "shark");
    const backer = await nameless(createInvestor, "backer");
    await registerAll([ada, shark, backer], t.id);

    // the sponsor, on My Tournaments and on the event itself
    const mine = (await asJson<Tournament[]>(sponsor, "/api/special-tournaments/my")).find((x) => x.id === t.id)!;
    const hosted = await asJson<Tournament>(sponsor, `/api/special-tournaments/${t.id}`);
    for (const view of [mine, hosted]) {
      expect(view.registrations.map((r) => [r.playerName, r.userRole])).toEqual([
        ["Ada Lovelace", "player"],
        [shark.user.username, "player"],
        [backer.user.username, "investor"],
      ]);
    }

    // the registrant themselves: their own username, the others' public names
    const asShark = await asJson<Tournament>(shark, `/api/special-tournaments/${t.id}`);
    expect(asShark.registrations.map((r) => r.playerName)).toEqual(["Ada Lovelace", shark.user.username, "Anonymous Player"]);

    // the public and another player: never a username or an e-mail address
    for (const who of [null, await createPlayer(ctx.db)]) {
      const res = await injectAs(ctx.app, who, { method: "GET", url: `/api/special-tournaments/${t.id}` });
      expect((res.json() as Tournament).registrations.map((r) => r.playerName)).toEqual(["Ada Lovelace", "Anonymous Player", "Anonymous Player"]);
      for (const secret of [shark.user.username, backer.user.username, shark.user.email!, backer.user.email!]) expect(res.body).not.toContain(secret);
    }
  });

  it("the sponsor is shown by their name, else their username, never 'Premium Poker Sponsor'", async () => {
    const named = await createSponsor(ctx.db, { firstName: "Sofia", lastName: "Alvarez" });
    const plain = await createSponsor(ctx.db, { firstName: null, lastName: null });
    const a = await event(named);
    const b = await event(plain);
    const list = await asJson<Tournament[]>(null, "/api/special-tournaments");
    expect(list.find((x) => x.id === a.id)!.sponsorName).toBe("Sofia Alvarez");
    expect(list.find((x) => x.id === b.id)!.sponsorName).toBe(plain.user.username);
  });
});

describe("the console names registrants for the clock's controller only", () => {
  it("GET /api/live/:id/names gives the sponsor usernames for the 'Player N' entrants; public views keep Player N", async () => {
    const sponsor = await createSponsor(ctx.db);
    const t = await event(sponsor);
    const ada = await createPlayer(ctx.db, { firstName: "Ada", lastName: "Lovelace" });
    const shark = await nameless(createPlayer, "shark");
    // decision 212: a nameless registrant is their username in public; "Player N" is a player's own choice
    await ctx.db.update(users).set({ appearAsPlayerNumber: true }).where(eq(users.id, shark.user.id));
    await registerAll([ada, shark], t.id);
    const id = String(t.id);

    // every display, the sponsor's own included, shows the public name
    for (const who of [null, ada, sponsor]) {
      const live = await asJson<LiveGetResponse>(who, `/api/live/${id}`);
      expect(live.state.players.map((p) => p.name)).toEqual(["Ada Lovelace", "Player 2"]);
      expect(JSON.stringify(live)).not.toContain(shark.user.username);
    }

    // the console's names: the controller only
    const names = await asJson<{ names: Record<string, string> }>(sponsor, `/api/live/${id}/names`);
    const live = await asJson<LiveGetResponse>(sponsor, `/api/live/${id}`);
    const sharkSeat = live.state.players.find((p) => p.userId === shark.user.id)!;
    expect(names).toEqual({ names: { [sharkSeat.id]: shark.user.username } });

    const anonymous = await injectAs(ctx.app, null, { method: "GET", url: `/api/live/${id}/names` });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json()).toEqual({ message: "Sign in as the tournament's sponsor to control its clock", code: expect.any(String) });
    for (const other of [ada, shark, await createSponsor(ctx.db)]) {
      const res = await injectAs(ctx.app, other, { method: "GET", url: `/api/live/${id}/names` });
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain(shark.user.username);
    }

    // once the clock runs the stored field keeps Player 2, and the console still gets the username
    expect((await injectAs(ctx.app, sponsor, { method: "POST", url: `/api/live/${id}/actions`, payload: { type: "start" } })).statusCode).toBe(200);
    const started = await asJson<LiveGetResponse>(null, `/api/live/${id}`);
    expect(started.state.players.map((p) => p.name)).toEqual(["Ada Lovelace", "Player 2"]);
    expect((await asJson<{ names: Record<string, string> }>(sponsor, `/api/live/${id}/names`)).names).toEqual({ [sharkSeat.id]: shark.user.username });

    // the demo's players are no accounts; a missing tournament is a 404
    expect(await asJson<{ names: Record<string, string> }>(null, "/api/live/demo/names")).toEqual({ names: {} });
    expect((await injectAs(ctx.app, sponsor, { method: "GET", url: "/api/live/999999999/names" })).statusCode).toBe(404);
  });
});

describe("seats are for players", () => {
  it("3 players and 2 investor RSVPs: 3/20 seats, a pool of 3 buy-ins, 2 backers attending, a field of 3 on the clock", async () => {
    const sponsor = await createSponsor(ctx.db);
    const t = await event(sponsor, { buyIn: "100", maxSeats: 20 });
    const players = [await createPlayer(ctx.db), await createPlayer(ctx.db), await createPlayer(ctx.db)];
    const investors = [await createInvestor(ctx.db), await createInvestor(ctx.db)];
    // RSVPs in between, so nothing depends on the order
    await registerAll([players[0], investors[0], players[1], investors[1], players[2]], t.id);

    for (const who of [null, sponsor, investors[0]]) {
      const view = await asJson<Tournament>(who, `/api/special-tournaments/${t.id}`);
      expect(view).toMatchObject({ registeredPlayers: 3, entrants: 3, maxSeats: 20, prizePool: "300.00" });
      expect(view.registrations.filter((r) => r.userRole === "investor")).toHaveLength(2);
      expect(view.registrations.filter((r) => r.userRole === "player")).toHaveLength(3);
    }
    const listed = (await asJson<Tournament[]>(null, "/api/special-tournaments")).find((x) => x.id === t.id)!;
    expect(listed).toMatchObject({ registeredPlayers: 3, prizePool: "300.00" });

    // the clock's field: the three players, their stacks and their buy-ins only
    const live = await asJson<LiveGetResponse>(null, `/api/live/${t.id}`);
    expect(live.state).toMatchObject({ totalPlayers: 3, grossPrizePool: "300.00", prizePool: "300.00", totalChipsInPlay: 60000 });
    expect(live.state.players.map((p) => p.userId)).toEqual(players.map((p) => p.user.id));
  });

  it("an investor may RSVP when every player seat is taken; a player becomes an alternate; seats never count RSVPs", async () => {
    const sponsor = await createSponsor(ctx.db);
    const t = await event(sponsor, { maxSeats: 2 });
    const early = await createInvestor(ctx.db);
    await registerAll([early, await createPlayer(ctx.db), await createPlayer(ctx.db)], t.id);

    const late = await register(await createPlayer(ctx.db), t.id);
    expect(late.statusCode).toBe(201);
    expect(late.json()).toMatchObject({ status: "alternate", alternate: 1 });

    const rsvp = await register(await createInvestor(ctx.db), t.id);
    expect(rsvp.statusCode).toBe(201);
    expect((rsvp.json() as { tournament: Tournament }).tournament).toMatchObject({
      registeredPlayers: 2,
      maxSeats: 2,
      isRegistered: true,
      prizePool: "200.00",
    });

    // the seat limit may come down to the players, whatever the RSVPs
    const edit = await injectAs(ctx.app, sponsor, { method: "PATCH", url: `/api/special-tournaments/${t.id}`, payload: { maxSeats: 2 } });
    expect(edit.statusCode).toBe(200);

    // an RSVP given back frees no seat (it held none); a player's does
    expect((await injectAs(ctx.app, early, { method: "DELETE", url: `/api/special-tournaments/${t.id}/registration` })).statusCode).toBe(200);
    expect((await register(await createPlayer(ctx.db), t.id)).json()).toMatchObject({ status: "alternate", alternate: 2 });
  });
});

describe("a campaign's player sees their backers by the name they go by", () => {
  it("the backers list and the close result name a backer without a name by their username, never 'User' or their e-mail", async () => {
    const player = await createPlayer(ctx.db);
    const campaign = await createCampaign(ctx.db, player, { buyIn: "10000.00", targetAmount: "5000.00", playerOfferedPercentage: 50 });
    const plain = await nameless(createInvestor, "quietbacker");
    const investment = await createInvestment(ctx.db, campaign, plain, "1000.00");

    const backers = await injectAs(ctx.app, player, { method: "GET", url: `/api/campaigns/${campaign.id}/backers` });
    expect(backers.json()).toEqual([{ name: plain.user.username, amount: "1000.00", percentage: "10.00", stakes: 1 }]);
    expect(backers.body).not.toContain(plain.user.email!);

    const close = await injectAs(ctx.app, player, {
      method: "POST",
      url: "/api/campaigns/close",
      payload: { campaignId: campaign.id, finalPosition: 1, totalWinnings: "10000.00", closingDate: new Date().toISOString().slice(0, 10) },
    });
    expect(close.statusCode, close.body).toBe(200);
    expect(close.json().payouts).toEqual([{ investmentId: investment.id, investorName: plain.user.username, amount: "1000.00" }]);
  });
});
