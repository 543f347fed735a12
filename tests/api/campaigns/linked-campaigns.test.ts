import { LINKED_CAMPAIGN_MESSAGES } from "@core/contracts/campaigns";
import { calendarDate } from "@core/calendar-dates";
import { and, eq } from "drizzle-orm";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { activities, campaigns, type specialTournaments, tournamentRegistrations } from "../../../src/server/db/schema/index";
import { createCampaign as createCampaignRow } from "../factories";
import { createInvestor, createPlayer, createSponsor, injectAs, setupTestApp, uniqueName, usingPostgres, type TestUser } from "../helpers";
import { createLiveTournament } from "../live/live-helpers";

const ctx = setupTestApp();

const inDays = (n: number) => calendarDate(new Date(Date.now() + n * 86_400_000));

/** A sponsor's upcoming event, $250 buy-in, with one registered player. */
async function eventWithPlayer(overrides: Partial<typeof specialTournaments.$inferInsert> = {}) {
  const sponsor = await createSponsor(ctx.db);
  const { tournament, entrants } = await createLiveTournament(ctx.db, sponsor, 1, { date: inDays(20), buyIn: "250.00", ...overrides });
  return { event: tournament, player: entrants[0], sponsor };
}

const terms = (specialTournamentId: number, overrides: Record<string, unknown> = {}) => ({
  specialTournamentId,
  minStake: "10",
  targetAmount: "100",
  playerOfferedPercentage: 50,
  description: "Backed at our own clock",
  ...overrides,
});

const post = (who: TestUser | null, body: unknown) =>
  injectAs(ctx.app, who, { method: "POST", url: "/api/campaigns", payload: body as Record<string, unknown> });

async function campaignsOf(player: TestUser) {
  return ctx.db.select().from(campaigns).where(eq(campaigns.playerId, player.user.id));
}

describe("POST /api/campaigns with specialTournamentId", () => {
  it("creates a verified campaign whose tournament, date and buy-in are the event's", async () => {
    const { event, player } = await eventWithPlayer({ name: uniqueName("Boardwalk Open"), buyIn: "250.00" });
    const res = await post(player, terms(event.id));
    expect(res.statusCode).toBe(201);
    const c = res.json();
    expect(c).toMatchObject({
      playerId: player.user.id,
      tournament: event.name,
      tournamentDate: `${event.date}T00:00:00.000Z`,
      buyIn: "250.00",
      minStake: "10.00",
      targetAmount: "100.00",
      playerOfferedPercentage: 50,
      status: "active",
      specialTournamentId: event.id,
      verified: true,
    });
    const [row] = await campaignsOf(player);
    expect(row.specialTournamentId).toBe(event.id);
    expect(row.tournament).toBe(event.name);
    const acts = await ctx.db.select().from(activities).where(eq(activities.userId, player.user.id));
    expect(acts.map((a) => a.type)).toEqual(["campaign_created"]);
  });

  it("refuses tournament, date or buy-in sent beside specialTournamentId with a 400 naming them, and stores nothing", async () => {
    const { event, player } = await eventWithPlayer();
    const res = await post(player, { ...terms(event.id), buyIn: "100", tournament: "Something cheaper" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(LINKED_CAMPAIGN_MESSAGES.eventFields(["tournament", "buyIn"]));
    expect(res.json().message).toContain("cannot be sent with specialTournamentId");
    const date = await post(player, { ...terms(event.id), tournamentDate: inDays(30) });
    expect(date.statusCode).toBe(400);
    expect(date.json().message).toMatch(/^tournamentDate cannot be sent/);
    expect(await campaignsOf(player)).toHaveLength(0);
  });

  it("checks the target against the event's buy-in", async () => {
    const { event, player } = await eventWithPlayer({ buyIn: "250.00" });
    const res = await post(player, terms(event.id, { targetAmount: "125.01", playerOfferedPercentage: 50 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Target amount cannot exceed $125 (50% of the buy-in)");
    expect((await post(player, terms(event.id, { minStake: "0" }))).json().message).toBe("Minimum stake must be greater than $0");
    expect((await post(player, terms(event.id, { minStake: "150", targetAmount: "100" }))).json().message).toBe(
      "Minimum stake cannot exceed the target amount",
    );
    expect(await campaignsOf(player)).toHaveLength(0);
  });

  it("403 for a player not registered, or whose registration was cancelled", async () => {
    const { event } = await eventWithPlayer();
    const stranger = await createPlayer(ctx.db);
    const res = await post(stranger, terms(event.id));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(LINKED_CAMPAIGN_MESSAGES.notRegistered);

    const { event: other, player } = await eventWithPlayer();
    await ctx.db
      .update(tournamentRegistrations)
      .set({ status: "cancelled" })
      .where(and(eq(tournamentRegistrations.tournamentId, other.id), eq(tournamentRegistrations.userId, player.user.id)));
    expect((await post(player, terms(other.id))).statusCode).toBe(403);
    expect(await campaignsOf(stranger)).toHaveLength(0);
    expect(await campaignsOf(player)).toHaveLength(0);
  });

  it("400 when the event is no longer upcoming (started, finished or cancelled)", async () => {
    for (const status of ["active", "completed", "cancelled"] as const) {
      const { event, player } = await eventWithPlayer({ status });
      const res = await post(player, terms(event.id));
      expect(res.statusCode, status).toBe(400);
      expect(res.json().message).toBe(LINKED_CAMPAIGN_MESSAGES.notUpcoming);
      expect(await campaignsOf(player)).toHaveLength(0);
    }
  });

  it("400 for an upcoming event whose day has passed, as for a typed date", async () => {
    const { event, player } = await eventWithPlayer({ date: inDays(-5) });
    const res = await post(player, terms(event.id));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Tournament date cannot be in the past");
  });

  it("404 for an event that does not exist, or another sponsor's cancelled one the player never entered", async () => {
    const player = await createPlayer(ctx.db);
    expect((await post(player, terms(2_000_000_000))).statusCode).toBe(404);
    const { event } = await eventWithPlayer({ status: "cancelled" });
    const res = await post(player, terms(event.id));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(LINKED_CAMPAIGN_MESSAGES.notFound);
  });

  it("409 for a second open campaign on the same event; allowed again once the first is cancelled", async () => {
    const { event, player } = await eventWithPlayer();
    const first = await post(player, terms(event.id));
    expect(first.statusCode).toBe(201);
    const second = await post(player, terms(event.id));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(LINKED_CAMPAIGN_MESSAGES.duplicate);
    await ctx.db.update(campaigns).set({ status: "funded" }).where(eq(campaigns.id, first.json().id));
    expect((await post(player, terms(event.id))).statusCode).toBe(409);
    await ctx.db.update(campaigns).set({ status: "cancelled" }).where(eq(campaigns.id, first.json().id));
    expect((await post(player, terms(event.id))).statusCode).toBe(201);
  });

  it("only players may create one: an investor registered for the event gets 403, a visitor 401", async () => {
    const { event } = await eventWithPlayer();
    const investor = await createInvestor(ctx.db);
    await ctx.db.insert(tournamentRegistrations).values({ tournamentId: event.id, userId: investor.user.id, userRole: "investor" });
    const res = await post(investor, terms(event.id));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Only players can create campaigns");
    expect((await post(null, terms(event.id))).statusCode).toBe(401);
    expect(await ctx.db.select().from(campaigns).where(eq(campaigns.specialTournamentId, event.id))).toHaveLength(0);
  });

  it("400 naming specialTournamentId when it is not an id", async () => {
    const player = await createPlayer(ctx.db);
    for (const [value, message] of [
      ["abc", "specialTournamentId must be a number"],
      [0, "specialTournamentId must be positive"],
      [1.5, "specialTournamentId must be a whole number"],
      [3_000_000_000, "specialTournamentId is too large"],
    ] as const) {
      const res = await post(player, terms(0, { specialTournamentId: value }));
      expect(res.statusCode, String(value)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await campaignsOf(player)).toHaveLength(0);
  });
});

// PostgreSQL only: locks mean something only between connections (PGlite has one). Deterministic, as in
// investing-sql-locks.test.ts: a connection of the test's own holds the event's row lock the way a racing create
// or an unregistering player does, and the API's create must wait for it, then see what it committed.
describe.skipIf(!usingPostgres)("a linked create waits for the event's row lock", () => {
  const open: pg.Client[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.end()));
  });
  async function holderOf(eventId: number) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    open.push(client);
    await client.query("BEGIN");
    await client.query("SELECT id FROM special_tournaments WHERE id = $1 FOR UPDATE", [eventId]);
    return client;
  }
  const stillWaiting = (run: Promise<unknown>) => Promise.race([run.then(() => "done"), new Promise((resolve) => setTimeout(() => resolve("waiting"), 300))]);

  it("two creates for one event: the second waits for the first to commit, then gets 409", async () => {
    const { event, player } = await eventWithPlayer();
    const first = await holderOf(event.id);
    await first.query(
      `INSERT INTO campaigns (player_id, player_name, tournament, tournament_date, buy_in, min_stake, target_amount, special_tournament_id)
       VALUES ($1, 'Racer', $2, now(), 250, 10, 100, $3)`,
      [player.user.id, event.name, event.id],
    );
    const second = post(player, terms(event.id));
    expect(await stillWaiting(second)).toBe("waiting");
    await first.query("COMMIT");
    const res = await second;
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(LINKED_CAMPAIGN_MESSAGES.duplicate);
    expect(await campaignsOf(player)).toHaveLength(1);
  });

  it("a create racing the player's unregistering waits for it, then gets 403: no campaign on a seat given back", async () => {
    const { event, player } = await eventWithPlayer();
    const leaving = await holderOf(event.id);
    await leaving.query("UPDATE tournament_registrations SET status = 'cancelled' WHERE tournament_id = $1 AND user_id = $2", [event.id, player.user.id]);
    const create = post(player, terms(event.id));
    expect(await stillWaiting(create)).toBe("waiting");
    await leaving.query("COMMIT");
    expect((await create).statusCode).toBe(403);
    expect(await campaignsOf(player)).toHaveLength(0);
  });
});

describe("verified campaigns in GET /api/campaigns and /api/campaigns/{id}", () => {
  it("returns specialTournamentId and verified, null and false for a typed tournament", async () => {
    const { event, player } = await eventWithPlayer();
    const linked = (await post(player, terms(event.id))).json();
    const typed = await createCampaignRow(ctx.db, player);
    const one = await ctx.app.inject({ method: "GET", url: `/api/campaigns/${linked.id}` });
    expect(one.json()).toMatchObject({ specialTournamentId: event.id, verified: true });
    const plain = await ctx.app.inject({ method: "GET", url: `/api/campaigns/${typed.id}` });
    expect(plain.json()).toMatchObject({ specialTournamentId: null, verified: false });
    const my = (await injectAs(ctx.app, player, { method: "GET", url: "/api/campaigns/my" })).json() as Array<{ id: number; verified: boolean }>;
    expect(my.find((c) => c.id === linked.id)?.verified).toBe(true);
    expect(my.find((c) => c.id === typed.id)?.verified).toBe(false);
  });

  it("?verified=true lists only linked campaigns, on its own and with search, sorts and the other filters", async () => {
    const { event, player } = await eventWithPlayer();
    const linked = (await post(player, terms(event.id))).json();
    const typed = await createCampaignRow(ctx.db, player, { tournament: `${event.name} replay` });
    const get = async (qs: string) => {
      const res = await ctx.app.inject({ method: "GET", url: `/api/campaigns?${qs}` });
      expect(res.statusCode, qs).toBe(200);
      return res.json() as Array<{ id: number; verified: boolean; specialTournamentId: number | null }>;
    };
    // no other parameter: the path that would otherwise be the prepared, unfiltered page
    const alone = await get("verified=true&limit=100");
    expect(alone.map((c) => c.id)).toContain(linked.id);
    expect(alone.every((c) => c.verified && c.specialTournamentId !== null)).toBe(true);
    for (const sort of ["newest", "buyin", "funded", "rating"]) {
      const ids = (await get(`verified=true&sort=${sort}&search=${encodeURIComponent(event.name)}`)).map((c) => c.id);
      expect(ids, sort).toEqual([linked.id]);
    }
    expect((await get(`verified=true&open=true&maxBuyIn=250&search=${encodeURIComponent(event.name)}`)).map((c) => c.id)).toEqual([linked.id]);
    const both = (await get(`verified=false&search=${encodeURIComponent(event.name)}`)).map((c) => c.id).sort();
    expect(both).toEqual([linked.id, typed.id].sort());
    const bad = await ctx.app.inject({ method: "GET", url: "/api/campaigns?verified=yes" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("verified must be true or false");
  });
});
