import { calendarDate } from "@core/calendar-dates";
import { CALENDAR_TOKEN_PATTERN } from "@core/contracts/calendar-feed";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { FEED_NOTES } from "../../../src/server/calendars/private-feed";
import { specialTournaments, tournamentRegistrations, users } from "../../../src/server/db/schema/index";
import { tournamentRow } from "../../../src/server/seed/builders";
import { createCampaign, createInvestment } from "../factories";
import { createInvestor, createPlayer, createSponsor, injectAs, setupTestApp, uniqueName, type TestUser } from "../helpers";
import { noteSecret } from "../run-log";
import { eventIn, parseFeed } from "./ics";

// decision 228: each user's private feed behind a secret address, made on the first ask and replaced on reset
const ctx = setupTestApp({ PUBLIC_URL: "https://stakeline.example" });

const inDays = (n: number) => calendarDate(new Date(Date.now() + n * 86_400_000));

/** The caller's feed address through Profile's call (its secret noted: the run's logs must never hold it). */
async function feedUrl(who: TestUser): Promise<string> {
  const res = await injectAs(ctx.app, who, { method: "GET", url: "/api/profile/calendar" });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["cache-control"]).toBe("private, no-store");
  const { url } = res.json() as { url: string };
  noteSecret(secretOf(url));
  return url;
}

const secretOf = (url: string) => /\/api\/calendar\/([^/]+)\.ics$/.exec(url)![1];
// an address of this file's own: on PostgreSQL the rate-limit counters are shared with every test file
const fetchUrl = (url: string) => injectAs(ctx.app, null, { method: "GET", url: new URL(url).pathname, remoteAddress: "198.51.100.43" });

async function insertEvent(sponsor: TestUser, fields: Partial<typeof specialTournaments.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(specialTournaments)
    .values({ ...tournamentRow(sponsor.user.id, { name: uniqueName("Feed Event") }), ...fields })
    .returning();
  return row;
}

const register = (who: TestUser, tournamentId: number, userRole: "player" | "investor", status = "registered") =>
  ctx.db.insert(tournamentRegistrations).values({ tournamentId, userId: who.user.id, userRole, status });

describe("GET /api/profile/calendar", () => {
  it("makes the secret on the first ask and answers the same address after", async () => {
    const investor = await createInvestor(ctx.db);
    const url = await feedUrl(investor);
    expect(url).toMatch(/^https:\/\/stakeline\.example\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(secretOf(url)).toMatch(CALENDAR_TOKEN_PATTERN);
    expect(await feedUrl(investor)).toBe(url);
    const [row] = await ctx.db.select({ token: users.calendarToken }).from(users).where(eq(users.id, investor.user.id));
    expect(row.token).toBe(secretOf(url));
    // nothing yet: an empty calendar, still one a calendar app takes
    const res = await fetchUrl(url);
    expect(res.headers["cache-control"]).toBe("private, max-age=300");
    expect(res.headers["content-disposition"]).toBe('inline; filename="stakeline.ics"');
    expect(parseFeed(res).events.size).toBe(0);
  });

  it("two tabs asking at once end with one secret", async () => {
    const player = await createPlayer(ctx.db);
    const answers = await Promise.all(Array.from({ length: 6 }, () => feedUrl(player)));
    expect(new Set(answers).size).toBe(1);
    const [row] = await ctx.db.select({ token: users.calendarToken }).from(users).where(eq(users.id, player.user.id));
    expect(secretOf(answers[0])).toBe(row.token);
  });

  it("each user has their own secret", async () => {
    const [a, b] = await Promise.all([createInvestor(ctx.db), createInvestor(ctx.db)]);
    expect(await feedUrl(a)).not.toBe(await feedUrl(b));
  });

  it("401 signed out, for the address and its reset", async () => {
    expect((await injectAs(ctx.app, null, { method: "GET", url: "/api/profile/calendar" })).statusCode).toBe(401);
    expect((await injectAs(ctx.app, null, { method: "POST", url: "/api/profile/calendar/reset" })).statusCode).toBe(401);
  });
});

describe("POST /api/profile/calendar/reset", () => {
  it("replaces the secret: the old address answers 404 as if it never existed, the new one serves the feed", async () => {
    const investor = await createInvestor(ctx.db);
    const old = await feedUrl(investor);
    expect((await fetchUrl(old)).statusCode).toBe(200);
    const res = await injectAs(ctx.app, investor, { method: "POST", url: "/api/profile/calendar/reset" });
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json() as { url: string };
    noteSecret(secretOf(url));
    expect(url).not.toBe(old);
    const gone = await fetchUrl(old);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: "Calendar feed not found", code: "not_found" });
    expect((await fetchUrl(url)).statusCode).toBe(200);
    expect(await feedUrl(investor)).toBe(url);
  });

  it("refuses a reset sent from another site (403) and keeps the secret", async () => {
    const investor = await createInvestor(ctx.db);
    const url = await feedUrl(investor);
    const res = await injectAs(ctx.app, investor, { method: "POST", url: "/api/profile/calendar/reset", headers: { origin: "https://evil.example" } });
    expect(res.statusCode).toBe(403);
    expect(await feedUrl(investor)).toBe(url);
  });
});

describe("GET /api/calendar/:token.ics", () => {
  it("lists the events the user holds a seat in, RSVP'd to, or has a stake on, each once; never someone else's", async () => {
    const sponsor = await createSponsor(ctx.db);
    const investor = await createInvestor(ctx.db);
    const player = await createPlayer(ctx.db, { firstName: "Nora", lastName: "Kim" });
    const stranger = await createInvestor(ctx.db);

    const rsvp = await insertEvent(sponsor, { date: inDays(10), time: "19:00", location: "Aria, Las Vegas" });
    await register(investor, rsvp.id, "investor");
    // backed through Nora's linked campaign, and RSVP'd too: one entry with both reasons
    const staked = await insertEvent(sponsor, { date: inDays(20), time: "12:00" });
    await register(player, staked.id, "player");
    await register(investor, staked.id, "investor");
    const linked = await createCampaign(ctx.db, player, {
      specialTournamentId: staked.id,
      tournament: staked.name,
      tournamentDate: new Date(`${staked.date}T00:00:00Z`),
    });
    await createInvestment(ctx.db, linked, investor, "100.00");
    await createInvestment(ctx.db, linked, investor, "50.00");
    // a tournament Nora typed in herself: a whole day
    const typed = await createCampaign(ctx.db, player, { tournament: "WSOP Main Event; Day 1C", tournamentDate: new Date(`${inDays(30)}T00:00:00Z`) });
    await createInvestment(ctx.db, typed, investor, "100.00");
    // a stake refunded: no longer riding on anything
    const refundedOn = await createCampaign(ctx.db, player, { tournamentDate: new Date(`${inDays(5)}T00:00:00Z`) });
    await createInvestment(ctx.db, refundedOn, investor, "100.00", { status: "refunded" });
    // a registration given back, another user's seat, a past event over a year ago
    const left = await insertEvent(sponsor, { date: inDays(3) });
    await register(investor, left.id, "investor", "cancelled");
    const theirs = await insertEvent(sponsor, { date: inDays(4) });
    await register(stranger, theirs.id, "investor");
    const longAgo = await insertEvent(sponsor, { date: inDays(-400) });
    await register(investor, longAgo.id, "investor");
    // a cancelled event they RSVP'd to stays, marked
    const off = await insertEvent(sponsor, { date: inDays(6), status: "cancelled" });
    await register(investor, off.id, "investor");

    const feed = parseFeed(await fetchUrl(await feedUrl(investor)));
    expect(feed.name).toBe("StakeLine");
    expect(feed.events.size).toBe(4);

    expect(eventIn(feed, "event", rsvp.id)).toMatchObject({
      uid: `event-${rsvp.id}@stakeline.example`,
      summary: rsvp.name,
      start: `${rsvp.date}T19:00:00`,
      location: "Aria, Las Vegas",
      url: `https://stakeline.example/tournament/${rsvp.id}/view`,
      status: "CONFIRMED",
    });
    expect(eventIn(feed, "event", rsvp.id)!.description.startsWith(FEED_NOTES.rsvp)).toBe(true);
    const both = eventIn(feed, "event", staked.id)!;
    expect(both.start).toBe(`${staked.date}T12:00:00`);
    expect(both.description.startsWith(`${FEED_NOTES.rsvp}\n${FEED_NOTES.backs("Nora Kim")}\n`)).toBe(true);
    expect(eventIn(feed, "campaign", typed.id)).toMatchObject({
      uid: `campaign-${typed.id}@stakeline.example`,
      summary: "WSOP Main Event; Day 1C",
      start: inDays(30),
      end: inDays(31),
      startIsDate: true,
      url: `https://stakeline.example/invest/${typed.id}`,
    });
    expect(eventIn(feed, "event", off.id)).toMatchObject({ status: "CANCELLED", summary: `Cancelled: ${off.name}` });
    for (const absent of [left.id, theirs.id, longAgo.id]) expect(eventIn(feed, "event", absent)).toBeUndefined();
    expect(eventIn(feed, "campaign", refundedOn.id)).toBeUndefined();

    // the player's own feed: the seat and the action they sell, the typed tournament too
    const own = parseFeed(await fetchUrl(await feedUrl(player)));
    expect(eventIn(own, "event", staked.id)!.description.startsWith(`${FEED_NOTES.seat}\n${FEED_NOTES.own}\n`)).toBe(true);
    expect(eventIn(own, "campaign", typed.id)!.description.startsWith(FEED_NOTES.own)).toBe(true);
    expect(eventIn(own, "event", rsvp.id)).toBeUndefined();

    // the host's: every event of theirs from a year back
    const hosted = parseFeed(await fetchUrl(await feedUrl(sponsor)));
    for (const e of [rsvp, staked, left, theirs, off]) expect(eventIn(hosted, "event", e.id)!.description).toContain(FEED_NOTES.host);
    expect(eventIn(hosted, "event", longAgo.id)).toBeUndefined();

    // and the stranger's holds only their own
    const strangers = parseFeed(await fetchUrl(await feedUrl(stranger)));
    expect([...strangers.events.keys()]).toEqual([`event-${theirs.id}@stakeline.example`]);
  });

  it("a closed or a suspended account's feed answers 404, as an unknown or malformed secret does", async () => {
    const closed = await createInvestor(ctx.db);
    const suspended = await createPlayer(ctx.db);
    const closedUrl = await feedUrl(closed);
    const suspendedUrl = await feedUrl(suspended);
    const notFound = { message: "Calendar feed not found", code: "not_found" };
    await ctx.db.update(users).set({ closedAt: new Date() }).where(eq(users.id, closed.user.id));
    await ctx.db.update(users).set({ suspendedAt: new Date(), suspendedReason: "Test" }).where(eq(users.id, suspended.user.id));
    for (const path of [
      new URL(closedUrl).pathname,
      new URL(suspendedUrl).pathname,
      `/api/calendar/${"A".repeat(43)}.ics`,
      "/api/calendar/short.ics",
      `/api/calendar/${"%27".repeat(20)}.ics`,
    ]) {
      // an address of this test's own: on PostgreSQL the feeds' rate-limit counters are shared with every test file
      const res = await injectAs(ctx.app, null, { method: "GET", url: path, remoteAddress: "198.51.100.45" });
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
  });
});
