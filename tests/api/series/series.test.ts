import type { Series, SeriesPage, SeriesSummary } from "@core/contracts/series";
import type { Tournament } from "@core/contracts/tournaments";
import { MAX_SERIES_DAYS, SERIES_MESSAGES } from "@core/series-rules";
import { describe, expect, it } from "vitest";
import { dateInDays, tournamentBody } from "../../../src/server/seed/builders";
import { createInvestor, createPlayer, createSponsor, injectAs, setupTestApp, uniqueName, type TestUser } from "../helpers";

// Decision 231: series of a sponsor's events, with their public schedule.

const ctx = setupTestApp();

const seriesBody = (o: Record<string, unknown> = {}) => ({
  name: uniqueName("Winter Series"),
  venue: "Borgata, Atlantic City",
  startDate: dateInDays(5),
  endDate: dateInDays(15),
  ...o,
});

async function newSeries(sponsor: TestUser, o: Record<string, unknown> = {}): Promise<SeriesSummary> {
  const res = await injectAs(ctx.app, sponsor, { method: "POST", url: "/api/series", payload: seriesBody(o) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function newEvent(sponsor: TestUser, o: Record<string, unknown> = {}) {
  return injectAs(ctx.app, sponsor, { method: "POST", url: "/api/special-tournaments", payload: tournamentBody(o) });
}

async function getSeries(id: number | string) {
  return injectAs(ctx.app, null, { method: "GET", url: `/api/series/${id}` });
}

describe("POST /api/series", () => {
  it("a sponsor creates a series: 201 with it, trimmed", async () => {
    const sponsor = await createSponsor(ctx.db, { firstName: "Sofia", lastName: "Alvarez" });
    const res = await injectAs(ctx.app, sponsor, {
      method: "POST",
      url: "/api/series",
      payload: seriesBody({ name: "  Winter Poker Open  ", venue: " Borgata " }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: "Winter Poker Open",
      venue: "Borgata",
      startDate: dateInDays(5),
      endDate: dateInDays(15),
      sponsor: { name: "Sofia Alvarez" },
      eventCount: 0,
    });
  });

  it.each([
    [{ name: "" }, "Series name is required"],
    [{ name: "x".repeat(121) }, "Series name must be at most 120 characters"],
    [{ venue: "   " }, "Venue is required"],
    [{ venue: "v".repeat(161) }, "Venue must be at most 160 characters"],
    [{ startDate: "2026-02-30" }, "Start date must be a valid date (YYYY-MM-DD)"],
    [{ startDate: "12/01/2026" }, "Start date must be a valid date (YYYY-MM-DD)"],
    [{ endDate: "" }, "End date is required"],
    [{ endDate: 20261201 }, "End date is required"],
    [{ startDate: dateInDays(10), endDate: dateInDays(9) }, SERIES_MESSAGES.endBeforeStart],
    [{ startDate: dateInDays(1), endDate: dateInDays(MAX_SERIES_DAYS + 1) }, SERIES_MESSAGES.tooLong],
    [{ startDate: dateInDays(-20), endDate: dateInDays(-10) }, SERIES_MESSAGES.endInPast],
  ])("400 for %j", async (patch, message) => {
    const sponsor = await createSponsor(ctx.db);
    const res = await injectAs(ctx.app, sponsor, { method: "POST", url: "/api/series", payload: seriesBody(patch) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it("a series may run exactly MAX_SERIES_DAYS days, and may have started already", async () => {
    const sponsor = await createSponsor(ctx.db);
    await newSeries(sponsor, { startDate: dateInDays(-2), endDate: dateInDays(MAX_SERIES_DAYS - 3) });
  });

  it("403 for a player or an investor, 401 for a visitor", async () => {
    for (const who of [await createPlayer(ctx.db), await createInvestor(ctx.db)]) {
      const res = await injectAs(ctx.app, who, { method: "POST", url: "/api/series", payload: seriesBody() });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(SERIES_MESSAGES.onlySponsors);
    }
    const res = await injectAs(ctx.app, null, { method: "POST", url: "/api/series", payload: seriesBody() });
    expect(res.statusCode).toBe(401);
  });
});

describe("events in a series", () => {
  it("an event is created in the sponsor's series and names it; the series lists it", async () => {
    const sponsor = await createSponsor(ctx.db);
    const s = await newSeries(sponsor);
    const res = await newEvent(sponsor, { name: "Event #1: Opener", date: dateInDays(6), seriesId: s.id });
    expect(res.statusCode, res.body).toBe(201);
    const event: Tournament = res.json();
    expect(event.series).toEqual({ id: s.id, name: s.name });
    const one = await injectAs(ctx.app, null, { method: "GET", url: `/api/special-tournaments/${event.id}` });
    expect(one.json().series).toEqual({ id: s.id, name: s.name });
    const got = (await getSeries(s.id)).json() as Series;
    expect(got.events.map((e) => e.id)).toEqual([event.id]);
    expect(got.eventCount).toBe(1);
  });

  it("seriesId as digits, empty or null; without it an event is in no series", async () => {
    const sponsor = await createSponsor(ctx.db);
    const s = await newSeries(sponsor);
    const digits = await newEvent(sponsor, { date: dateInDays(6), seriesId: String(s.id) });
    expect(digits.statusCode, digits.body).toBe(201);
    expect(digits.json().series.id).toBe(s.id);
    for (const seriesId of ["", null, undefined]) {
      const res = await newEvent(sponsor, { seriesId });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().series).toBeNull();
    }
    const bad = await newEvent(sponsor, { seriesId: "abc" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("seriesId");
  });

  it("400 when the event's date is outside the series, on create and on edit", async () => {
    const sponsor = await createSponsor(ctx.db);
    const s = await newSeries(sponsor, { name: "Spring Open" });
    const res = await newEvent(sponsor, { date: dateInDays(20), seriesId: s.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Tournament date must fall within the series "Spring Open" (${s.startDate} to ${s.endDate})`);

    const inside: Tournament = (await newEvent(sponsor, { date: dateInDays(7), seriesId: s.id })).json();
    const moved = await injectAs(ctx.app, sponsor, { method: "PATCH", url: `/api/special-tournaments/${inside.id}`, payload: { date: dateInDays(16) } });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toContain("must fall within the series");
    // an event outside the dates cannot join either
    const outside: Tournament = (await newEvent(sponsor, { date: dateInDays(30) })).json();
    const join = await injectAs(ctx.app, sponsor, { method: "PATCH", url: `/api/special-tournaments/${outside.id}`, payload: { seriesId: s.id } });
    expect(join.statusCode).toBe(400);
    // moved and joined in one edit: fine
    const both = await injectAs(ctx.app, sponsor, {
      method: "PATCH",
      url: `/api/special-tournaments/${outside.id}`,
      payload: { seriesId: s.id, date: dateInDays(15) },
    });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json().series.id).toBe(s.id);
    // and taken out again
    const out = await injectAs(ctx.app, sponsor, { method: "PATCH", url: `/api/special-tournaments/${outside.id}`, payload: { seriesId: null } });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().series).toBeNull();
  });

  it("a sponsor cannot put an event into another sponsor's series (403), and an unknown series is 404", async () => {
    const owner = await createSponsor(ctx.db);
    const other = await createSponsor(ctx.db);
    const s = await newSeries(owner);
    const res = await newEvent(other, { date: dateInDays(6), seriesId: s.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(SERIES_MESSAGES.eventNotYourSeries);
    const own: Tournament = (await newEvent(other, { date: dateInDays(6) })).json();
    const edit = await injectAs(ctx.app, other, { method: "PATCH", url: `/api/special-tournaments/${own.id}`, payload: { seriesId: s.id } });
    expect(edit.statusCode).toBe(403);
    const unknown = await newEvent(other, { date: dateInDays(6), seriesId: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(SERIES_MESSAGES.notFound);
    expect((await getSeries(s.id)).json().events).toEqual([]);
  });
});

describe("PATCH and DELETE /api/series/{id}", () => {
  it("the owner renames it and moves its dates while they hold its events", async () => {
    const sponsor = await createSponsor(ctx.db);
    const s = await newSeries(sponsor);
    await newEvent(sponsor, { name: "Main Event", date: dateInDays(10), seriesId: s.id });
    const res = await injectAs(ctx.app, sponsor, {
      method: "PATCH",
      url: `/api/series/${s.id}`,
      payload: { name: "Renamed Open", startDate: dateInDays(8), endDate: dateInDays(12) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: "Renamed Open", startDate: dateInDays(8), endDate: dateInDays(12), eventCount: 1 });
  });

  it("400 when new dates would leave an event out, or one date alone breaks the span", async () => {
    const sponsor = await createSponsor(ctx.db);
    const s = await newSeries(sponsor);
    await newEvent(sponsor, { name: "Main Event", date: dateInDays(10), seriesId: s.id });
    const res = await injectAs(ctx.app, sponsor, { method: "PATCH", url: `/api/series/${s.id}`, payload: { endDate: dateInDays(9) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(`"Main Event" (${dateInDays(10)}) would fall outside`);
    const before = await injectAs(ctx.app, sponsor, { method: "PATCH", url: `/api/series/${s.id}`, payload: { startDate: dateInDays(16) } });
    expect(before.statusCode).toBe(400);
    expect(before.json().message).toBe(SERIES_MESSAGES.endBeforeStart);
    const empty = await injectAs(ctx.app, sponsor, { method: "PATCH", url: `/api/series/${s.id}`, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain("Nothing to update");
  });

  it("another sponsor cannot edit or delete it (403); a player is refused (403); unknown is 404", async () => {
    const owner = await createSponsor(ctx.db);
    const s = await newSeries(owner);
    const other = await createSponsor(ctx.db);
    const edit = await injectAs(ctx.app, other, { method: "PATCH", url: `/api/series/${s.id}`, payload: { name: "Mine now" } });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe(SERIES_MESSAGES.notYours);
    const del = await injectAs(ctx.app, other, { method: "DELETE", url: `/api/series/${s.id}` });
    expect(del.statusCode).toBe(403);
    const player = await createPlayer(ctx.db);
    expect((await injectAs(ctx.app, player, { method: "PATCH", url: `/api/series/${s.id}`, payload: { name: "x" } })).statusCode).toBe(403);
    expect((await injectAs(ctx.app, owner, { method: "PATCH", url: "/api/series/2000000000", payload: { name: "x" } })).statusCode).toBe(404);
    expect((await getSeries(s.id)).json().name).toBe(s.name);
  });

  it("deleting a series keeps its events, in no series", async () => {
    const sponsor = await createSponsor(ctx.db);
    const s = await newSeries(sponsor);
    const event: Tournament = (await newEvent(sponsor, { date: dateInDays(6), seriesId: s.id })).json();
    const del = await injectAs(ctx.app, sponsor, { method: "DELETE", url: `/api/series/${s.id}` });
    expect(del.statusCode, del.body).toBe(200);
    expect((await getSeries(s.id)).statusCode).toBe(404);
    const one = await injectAs(ctx.app, null, { method: "GET", url: `/api/special-tournaments/${event.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json().series).toBeNull();
  });
});

describe("GET /api/series/{id} (public)", () => {
  it("the series with its events by date and time, with entrants and the prize pool after registrations", async () => {
    const sponsor = await createSponsor(ctx.db, { firstName: "Dana", lastName: "Host" });
    const s = await newSeries(sponsor, { name: "Festival", venue: "Aria" });
    const late: Tournament = (await newEvent(sponsor, { name: "Day 2 Turbo", date: dateInDays(7), time: "20:00", seriesId: s.id, buyIn: "100" })).json();
    const main: Tournament = (
      await newEvent(sponsor, { name: "Main", date: dateInDays(6), time: "12:00", seriesId: s.id, buyIn: "200", guaranteedPrizePool: "1000" })
    ).json();
    const early: Tournament = (await newEvent(sponsor, { name: "Day 2 Opener", date: dateInDays(7), time: "11:00", seriesId: s.id, buyIn: "100" })).json();
    const cancelled: Tournament = (await newEvent(sponsor, { name: "Called off", date: dateInDays(8), seriesId: s.id })).json();
    await injectAs(ctx.app, sponsor, { method: "POST", url: `/api/special-tournaments/${cancelled.id}/cancel` });

    // two players and one investor (an RSVP: no seat, nothing in the pool) in the $100 opener
    for (const who of [await createPlayer(ctx.db), await createPlayer(ctx.db), await createInvestor(ctx.db)]) {
      const res = await injectAs(ctx.app, who, {
        method: "POST",
        url: "/api/special-tournaments/register",
        payload: { tournamentId: early.id, userRole: who.user.role },
      });
      expect(res.statusCode, res.body).toBe(201);
    }

    const res = await getSeries(s.id);
    expect(res.statusCode, res.body).toBe(200);
    const got: Series = res.json();
    expect(got).toMatchObject({
      id: s.id,
      name: "Festival",
      venue: "Aria",
      startDate: s.startDate,
      endDate: s.endDate,
      sponsor: { name: "Dana Host" },
      eventCount: 3,
    });
    expect(got.events.map((e) => e.name)).toEqual(["Main", "Day 2 Opener", "Day 2 Turbo"]);
    expect(got.events[0]).toMatchObject({
      id: main.id,
      status: "upcoming",
      buyIn: "200.00",
      entrants: 0,
      maxSeats: 40,
      prizePool: "1000.00",
      guaranteedPrizePool: "1000.00",
    });
    expect(got.events[1]).toMatchObject({ id: early.id, time: "11:00", entrants: 2, prizePool: "200.00" });
    // the same figures as the event's own page (one prize pool, decision 216)
    const own = (await injectAs(ctx.app, null, { method: "GET", url: `/api/special-tournaments/${early.id}` })).json() as Tournament;
    expect(got.events[1]).toMatchObject({ entrants: own.entrants, prizePool: own.prizePool });
    expect(got.events[2]).toMatchObject({ id: late.id, entrants: 0, prizePool: "0.00" });
    // nothing private: no registrations, no usernames
    expect(JSON.stringify(got)).not.toContain("registrations");
  });

  it("404 for an unknown series, 400 for an id that is not one", async () => {
    expect((await getSeries(2_000_000_000)).statusCode).toBe(404);
    expect((await getSeries(2_000_000_000)).json().message).toBe(SERIES_MESSAGES.notFound);
    expect((await getSeries("abc")).statusCode).toBe(400);
  });
});

describe("GET /api/series and /api/series/mine", () => {
  it("the public list pages, current and upcoming first", async () => {
    const sponsor = await createSponsor(ctx.db);
    const soon = await newSeries(sponsor, { startDate: dateInDays(1), endDate: dateInDays(3) });
    const first = await injectAs(ctx.app, null, { method: "GET", url: "/api/series" });
    expect(first.statusCode, first.body).toBe(200);
    const page: SeriesPage = first.json();
    expect(page.series.length).toBeGreaterThan(0);
    expect(typeof page.hasMore).toBe("boolean");
    const all: SeriesSummary[] = [];
    for (let n = 1; n < 50; n++) {
      const p: SeriesPage = (await injectAs(ctx.app, null, { method: "GET", url: `/api/series?page=${n}` })).json();
      all.push(...p.series);
      if (!p.hasMore) break;
    }
    expect(all.some((x) => x.id === soon.id)).toBe(true);
    // not over yet: by start date
    const starts = all.map((x) => x.startDate);
    expect(starts).toEqual([...starts].sort());
    expect((await injectAs(ctx.app, null, { method: "GET", url: "/api/series?page=0" })).statusCode).toBe(400);
  });

  it("a sponsor's own series only; 403 for a player, 401 for a visitor", async () => {
    const sponsor = await createSponsor(ctx.db);
    const mine = await newSeries(sponsor);
    await newSeries(await createSponsor(ctx.db));
    const res = await injectAs(ctx.app, sponsor, { method: "GET", url: "/api/series/mine" });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as SeriesSummary[]).map((x) => x.id)).toEqual([mine.id]);
    expect((await injectAs(ctx.app, await createPlayer(ctx.db), { method: "GET", url: "/api/series/mine" })).statusCode).toBe(403);
    expect((await injectAs(ctx.app, null, { method: "GET", url: "/api/series/mine" })).statusCode).toBe(401);
  });
});

describe("the demo seed", () => {
  it("a demo series holds some of the demo sponsor's upcoming events, listed publicly", async () => {
    const { seedSeries, DEMO_SERIES } = await import("../../../src/server/seed/series");
    const sponsor = await createSponsor(ctx.db);
    const inside: Tournament = (await newEvent(sponsor, { name: "Charity Turbo for Junior Leagues", date: dateInDays(9) })).json();
    const elsewhere: Tournament = (await newEvent(sponsor, { name: "Not in it", date: dateInDays(9) })).json();
    const accounts = { sponsor: sponsor.user } as Parameters<typeof seedSeries>[1];
    await seedSeries(ctx.db, accounts);
    const mine: SeriesSummary[] = (await injectAs(ctx.app, sponsor, { method: "GET", url: "/api/series/mine" })).json();
    expect(mine.map((s) => s.name)).toEqual([DEMO_SERIES]);
    const got: Series = (await getSeries(mine[0]!.id)).json();
    expect(got.events.map((e) => e.id)).toEqual([inside.id]);
    expect(got.events.map((e) => e.id)).not.toContain(elsewhere.id);
  });
});
