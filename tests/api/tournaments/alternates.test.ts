import { calendarDate } from "@core/calendar-dates";
import type { RegisterResult, Tournament } from "@core/contracts/tournaments";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditMoney } from "../../../src/server/audit/money-audit";
import { campaigns, investments, mailOutbox, notifications, refunds, tournamentRegistrations } from "../../../src/server/db/schema/index";
import { dropClosedAlternates } from "../../../src/server/live/alternates-worker";
import { linkedCampaignBody } from "../../../src/server/seed/builders";
import { createInvestor, createPlayer, createSponsor, injectAs, setupTestApp, uniqueName, usingPostgres, type TestUser } from "../helpers";
import { invest } from "../investing/investing-helpers";
import { createLiveTournament, liveRoutes, rewindClock } from "../live/live-helpers";

// Decision 236: alternates instead of "full".
const ctx = setupTestApp();
const { act, ok, get } = liveRoutes(ctx);
const inDays = (n: number) => calendarDate(new Date(Date.now() + n * 86_400_000));
const LEVEL_MS = 20 * 60_000;

const register = (who: TestUser, tournamentId: number) =>
  injectAs(ctx.app, who, { method: "POST", url: "/api/special-tournaments/register", payload: { tournamentId, userRole: who.user.role } });
const unregister = (who: TestUser, id: number) => injectAs(ctx.app, who, { method: "DELETE", url: `/api/special-tournaments/${id}/registration` });
const read = async (who: TestUser | null, id: number) =>
  (await injectAs(ctx.app, who, { method: "GET", url: `/api/special-tournaments/${id}` })).json() as Tournament;

async function registered(who: TestUser, id: number): Promise<RegisterResult> {
  const res = await register(who, id);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as RegisterResult;
}

/** A sponsor's upcoming event with every one of its `seats` taken. */
async function fullEvent(seats: number, overrides: Record<string, unknown> = {}) {
  const sponsor = await createSponsor(ctx.db);
  const { tournament, entrants } = await createLiveTournament(ctx.db, sponsor, seats, { maxSeats: seats, date: inDays(20), ...overrides });
  return { sponsor, event: tournament, seated: entrants };
}

async function rowsOf(tournamentId: number) {
  return ctx.db.select().from(tournamentRegistrations).where(eq(tournamentRegistrations.tournamentId, tournamentId));
}

async function toldOf(who: TestUser, type: string) {
  return ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, who.user.id), eq(notifications.type, type)));
}

const withMail = () => ({ email: `${uniqueName("alt")}@example.com`.toLowerCase(), emailVerifiedAt: new Date() });

describe("registering for a full event", () => {
  it("answers {status: alternate, alternate: n} in registration order, shown to the alternate and the sponsor; RSVPs stay seatless", async () => {
    const { sponsor, event } = await fullEvent(2);
    const [a, b] = [await createPlayer(ctx.db, { firstName: "Ann", lastName: "Alt" }), await createPlayer(ctx.db, { firstName: "Ben", lastName: "Alt" })];
    const first = await registered(a, event.id);
    expect(first).toMatchObject({ status: "alternate", alternate: 1 });
    expect(first.message).toBe(
      "Every seat is taken, so you are alternate #1. A seat that comes free goes to the lowest number waiting, up to the end of late registration.",
    );
    expect(first.tournament).toMatchObject({ registeredPlayers: 2, isRegistered: false, alternate: 1, entrants: 2 });
    expect(await registered(b, event.id)).toMatchObject({ status: "alternate", alternate: 2 });

    // an investor's RSVP takes no seat and never becomes an alternate
    const investor = await createInvestor(ctx.db);
    expect(await registered(investor, event.id)).toMatchObject({ status: "registered", alternate: null });

    // a second registration of an alternate changes nothing
    const again = await register(a, event.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "You are already alternate #1 for this tournament", code: "already_registered" });

    const seen = await read(sponsor, event.id);
    expect(seen.alternates.map((x) => [x.alternate, x.playerName])).toEqual([
      [1, "Ann Alt"],
      [2, "Ben Alt"],
    ]);
    expect(seen.registeredPlayers).toBe(2);
    expect((await read(b, event.id)).alternate).toBe(2);
    expect((await read(null, event.id)).alternate).toBeNull();

    const [toSponsor] = (await toldOf(sponsor, "tournament_registration")).filter((n) => n.body.includes("Ann Alt"));
    expect(toSponsor).toMatchObject({ title: "New alternate for your tournament" });
    expect(toSponsor.body).toContain("joined the alternate list");
    expect(toSponsor.body).toContain("as alternate #1. 2/2 seats taken.");
    const [toA] = await toldOf(a, "tournament_registered");
    expect(toA.title).toBe(`Alternate #1 for ${event.name}`);
  });
});

describe("a seat freed before the start", () => {
  it("goes to alternate #1 in the unregistration's transaction, told by notification and mail; #2 keeps its number", async () => {
    const { event, seated } = await fullEvent(2);
    const one = await createPlayer(ctx.db, withMail());
    const two = await createPlayer(ctx.db);
    await registered(one, event.id);
    await registered(two, event.id);

    const left = await unregister(seated[0], event.id);
    expect(left.statusCode).toBe(200);
    expect(left.json().tournament).toMatchObject({ registeredPlayers: 2, alternates: [{ alternate: 2 }] });

    const mine = await read(one, event.id);
    expect(mine).toMatchObject({ isRegistered: true, alternate: null });
    const [told] = await toldOf(one, "alternate_seated");
    expect(told.title).toBe(`You have a seat in ${event.name}`);
    expect(told.body).toContain("and you were alternate #1: it is yours.");
    const mails = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, one.user.email!));
    expect(mails.map((m) => m.subject)).toEqual([`Alternate #1 for ${event.name}`, `You have a seat in ${event.name}`]);

    // the clock follows the registrations until it starts: the seated alternate is in its field
    const { state } = await get(event.id);
    expect(state.players.map((p) => p.userId).sort()).toEqual([seated[1].user.id, one.user.id].sort());
    expect((await read(two, event.id)).alternate).toBe(2);
    // a new alternate comes after #2, never before it
    expect((await registered(await createPlayer(ctx.db), event.id)).alternate).toBe(3);
  });

  it("an alternate withdraws like anyone: off the list, nobody renumbered, their number not given while a higher one waits", async () => {
    const { event } = await fullEvent(1);
    const [a, b, c] = [await createPlayer(ctx.db), await createPlayer(ctx.db), await createPlayer(ctx.db)];
    for (const p of [a, b, c]) await registered(p, event.id);
    const left = await unregister(b, event.id);
    expect(left.statusCode).toBe(200);
    expect(left.json().tournament.alternates.map((x: { alternate: number }) => x.alternate)).toEqual([1, 3]);
    expect((await registered(await createPlayer(ctx.db), event.id)).alternate).toBe(4);
    expect((await unregister(b, event.id)).statusCode).toBe(404);
  });

  it("a sponsor raising maxSeats seats the alternates waiting, lowest first", async () => {
    const { sponsor, event } = await fullEvent(1);
    const [a, b, c] = [await createPlayer(ctx.db), await createPlayer(ctx.db), await createPlayer(ctx.db)];
    for (const p of [a, b, c]) await registered(p, event.id);
    const res = await injectAs(ctx.app, sponsor, { method: "PATCH", url: `/api/special-tournaments/${event.id}`, payload: { maxSeats: 3 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ registeredPlayers: 3, alternates: [{ alternate: 3 }] });
    expect((await read(a, event.id)).isRegistered).toBe(true);
    expect((await read(b, event.id)).isRegistered).toBe(true);
    expect((await read(c, event.id)).alternate).toBe(3);
  });

  it(`racing unregistrations (${usingPostgres ? "PostgreSQL" : "PGlite"}) seat different alternates, never one twice, never past maxSeats`, async () => {
    const { event, seated } = await fullEvent(4);
    const alternates = [await createPlayer(ctx.db), await createPlayer(ctx.db), await createPlayer(ctx.db)];
    for (const p of alternates) await registered(p, event.id);
    const results = await Promise.all(seated.slice(0, 3).map((p) => unregister(p, event.id)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const rows = await rowsOf(event.id);
    const inSeats = rows.filter((r) => r.status === "registered" && r.userRole === "player");
    expect(inSeats).toHaveLength(4);
    expect(new Set(inSeats.map((r) => r.userId)).size).toBe(4);
    expect(alternates.every((p) => inSeats.some((r) => r.userId === p.user.id))).toBe(true);
    expect(rows.filter((r) => r.alternate !== null)).toEqual([]);
    for (const p of alternates) expect(await toldOf(p, "alternate_seated")).toHaveLength(1);
  });
});

describe("Release Seat after the start", () => {
  async function started(seats: number, waiting: number) {
    const { sponsor, event, seated } = await fullEvent(seats);
    const alternates: TestUser[] = [];
    for (let i = 0; i < waiting; i++) {
      const p = await createPlayer(ctx.db, withMail());
      await registered(p, event.id);
      alternates.push(p);
    }
    await ok(event.id, sponsor, { type: "start" });
    const { state } = await get(event.id);
    const idOf = (p: TestUser) => state.players.find((x) => x.userId === p.user.id)!.id;
    return { sponsor, event, seated, alternates, idOf };
  }

  it("frees a no-show's seat for alternate #1, drawn a seat on the clock as a late entry, both told", async () => {
    const { sponsor, event, seated, alternates, idOf } = await started(4, 2);
    const snap = await ok(event.id, sponsor, { type: "release-seat", playerId: idOf(seated[0]) });
    const state = snap.state;
    expect(state.totalPlayers).toBe(4);
    expect(state.players.some((p) => p.userId === seated[0].user.id)).toBe(false);
    const alt = state.players.find((p) => p.userId === alternates[0].user.id)!;
    expect(alt).toMatchObject({ chips: 30_000, isEliminated: false });
    expect(state.tables.some((t) => t.seats.some((s) => s.playerId === alt.id))).toBe(true);

    const [seatedNote] = await toldOf(alternates[0], "alternate_seated");
    expect(seatedNote.body).toContain(`your seat is drawn: table ${alt.tableNumber}, seat ${alt.seatNumber}`);
    expect(await toldOf(seated[0], "seat_released")).toHaveLength(1);
    const t = await read(sponsor, event.id);
    expect(t.alternates.map((a) => a.alternate)).toEqual([2]);
    expect((await read(alternates[0], event.id)).isRegistered).toBe(true);
    expect((await read(seated[0], event.id)).isRegistered).toBe(false);
  });

  it("is refused before the start, for a player who has played, for a walk-in, by anyone but the sponsor, and after late registration", async () => {
    const { sponsor, event, seated, idOf } = await started(3, 1);
    const early = await fullEvent(2);
    const before = await act(early.event.id, early.sponsor, { type: "release-seat", playerId: "r1" });
    expect(before.statusCode).toBe(409);
    expect(before.json().message).toMatch(/Start the clock before releasing a seat/);

    await ok(event.id, sponsor, { type: "chips", counts: { [idOf(seated[1])]: "31,000" } });
    const played = await act(event.id, sponsor, { type: "release-seat", playerId: idOf(seated[1]) });
    expect(played.statusCode).toBe(409);
    expect(played.json().message).toMatch(/has played: their chip count is above the starting stack/);

    expect((await act(event.id, seated[2], { type: "release-seat", playerId: idOf(seated[2]) })).statusCode).toBe(403);
    const missing = await act(event.id, sponsor, { type: "release-seat", playerId: "nobody" });
    expect(missing.statusCode).toBe(409);

    await rewindClock(ctx.db, String(event.id), 6 * LEVEL_MS + 1000);
    const late = await act(event.id, sponsor, { type: "release-seat", playerId: idOf(seated[2]) });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("Late registration closed after level 6: seats are no longer released.");
  });

  it(`two racing releases (${usingPostgres ? "PostgreSQL" : "PGlite"}) seat two different alternates, never one twice`, async () => {
    const { sponsor, event, seated, alternates, idOf } = await started(5, 3);
    const results = await Promise.all([seated[0], seated[1]].map((p) => act(event.id, sponsor, { type: "release-seat", playerId: idOf(p) })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const { state } = await get(event.id);
    expect(state.totalPlayers).toBe(5);
    const seatedAlternates = alternates.filter((p) => state.players.some((x) => x.userId === p.user.id));
    expect(seatedAlternates.map((p) => p.user.id)).toEqual([alternates[0].user.id, alternates[1].user.id]);
    expect(new Set(state.players.map((p) => p.userId)).size).toBe(5);
    const rows = await rowsOf(event.id);
    expect(rows.filter((r) => r.status === "registered")).toHaveLength(5);
    expect(rows.filter((r) => r.status === "alternate").map((r) => r.alternate)).toEqual([3]);
    for (const p of alternates.slice(0, 2)) expect(await toldOf(p, "alternate_seated")).toHaveLength(1);
  });
});

describe("late registration closed", () => {
  it("drops the alternates never seated, tells them, cancels and refunds their campaign through the refunds owed, and tells its backers", async () => {
    const { sponsor, event } = await fullEvent(2, { buyIn: "250.00" });
    const alt = await createPlayer(ctx.db, withMail());
    expect((await registered(alt, event.id)).alternate).toBe(1);
    // an alternate may sell, with the notice on the campaign
    const created = await injectAs(ctx.app, alt, { method: "POST", url: "/api/campaigns", payload: linkedCampaignBody(event.id, { targetAmount: "100" }) });
    expect(created.statusCode, created.body).toBe(201);
    const campaignId = created.json().id as number;
    const page = await injectAs(ctx.app, null, { method: "GET", url: `/api/campaigns/${campaignId}` });
    expect(page.json().eventTerms).toMatchObject({ alternate: 1 });
    const backer = await createInvestor(ctx.db);
    await invest(ctx.app, backer, campaignId, "50.00");

    await ok(event.id, sponsor, { type: "start" });
    // still open: nothing to drop
    expect(await dropClosedAlternates({ db: ctx.db, payments: ctx.app.payments, log: ctx.app.log }, { tournamentIds: [event.id] })).toEqual([]);
    await rewindClock(ctx.db, String(event.id), 6 * LEVEL_MS + 1000);
    const dropped = await dropClosedAlternates({ db: ctx.db, payments: ctx.app.payments, log: ctx.app.log }, { tournamentIds: [event.id] });
    expect(dropped).toEqual([{ tournamentId: event.id, alternates: [1] }]);

    const [row] = (await rowsOf(event.id)).filter((r) => r.userId === alt.user.id);
    expect(row).toMatchObject({ status: "dropped", alternate: null });
    const [told] = await toldOf(alt, "alternate_dropped");
    expect(told.body).toContain("late registration closed before a seat came free");
    expect(told.body).toContain("Your campaign for it is cancelled");
    const mails = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, alt.user.email!));
    expect(mails.map((m) => m.subject)).toContain(`No seat in ${event.name}`);

    const [c] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(c.status).toBe("cancelled");
    const stakes = await ctx.db.select().from(investments).where(eq(investments.campaignId, campaignId));
    expect(stakes.map((s) => s.status)).toEqual(["refunded"]);
    const owed = await ctx.db.select().from(refunds).where(eq(refunds.campaignId, campaignId));
    expect(owed.map((r) => [r.reason, r.status])).toEqual([["not_seated", "succeeded"]]);
    const [toBacker] = await toldOf(backer, "alternate_campaign_cancelled");
    expect(toBacker.body).toContain("Your stake and fee are being refunded to your card.");
    expect(await toldOf(backer, "refund")).toHaveLength(1);
    expect((await auditMoney(ctx.db, { campaignIds: [campaignId], graceSeconds: 0 })).violations).toBe(0);

    // a second pass finds nobody waiting
    expect(await dropClosedAlternates({ db: ctx.db, payments: ctx.app.payments, log: ctx.app.log }, { tournamentIds: [event.id] })).toEqual([]);
  });

  it("a campaign of an alternate who is seated before the start sells on as a seated player's", async () => {
    const { event, seated } = await fullEvent(1);
    const alt = await createPlayer(ctx.db);
    await registered(alt, event.id);
    const created = await injectAs(ctx.app, alt, { method: "POST", url: "/api/campaigns", payload: linkedCampaignBody(event.id) });
    expect(created.statusCode).toBe(201);
    await unregister(seated[0], event.id);
    const page = await injectAs(ctx.app, null, { method: "GET", url: `/api/campaigns/${created.json().id}` });
    expect(page.json().eventTerms).toMatchObject({ alternate: null });
    const [c] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, created.json().id));
    expect(c.status).toBe("active");
  });

  it("the sponsor's cancel tells the alternates and ends the list", async () => {
    const { sponsor, event } = await fullEvent(1);
    const alt = await createPlayer(ctx.db);
    await registered(alt, event.id);
    expect((await injectAs(ctx.app, sponsor, { method: "POST", url: `/api/special-tournaments/${event.id}/cancel` })).statusCode).toBe(200);
    expect(await toldOf(alt, "tournament_cancelled")).toHaveLength(1);
    const rows = await ctx.db
      .select()
      .from(tournamentRegistrations)
      .where(and(eq(tournamentRegistrations.tournamentId, event.id), inArray(tournamentRegistrations.status, ["alternate"])));
    expect(rows).toEqual([]);
  });
});
