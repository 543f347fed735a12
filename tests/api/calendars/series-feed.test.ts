import { seriesCalendarPath } from "@core/calendar-paths";
import { describe, expect, it } from "vitest";
import { series, specialTournaments } from "../../../src/server/db/schema/index";
import { tournamentRow } from "../../../src/server/seed/builders";
import { createSponsor, injectAs, setupTestApp, uniqueName } from "../helpers";
import { eventIn, parseFeed } from "./ics";

// an address of this file's own: on PostgreSQL the rate-limit counters are shared with every test file (the route
// fuzz test calls every route from 127.0.0.1)
const FEED_ADDRESS = "198.51.100.42";

// decision 228: a series' feed, public, every event of the series
const ctx = setupTestApp();

async function insertSeries(sponsorId: number, name = uniqueName("Winter Series")) {
  const [row] = await ctx.db.insert(series).values({ sponsorId, name, venue: "Aria, Las Vegas", startDate: "2030-01-10", endDate: "2030-01-20" }).returning();
  return row;
}

async function insertEvent(sponsorId: number, fields: Partial<typeof specialTournaments.$inferInsert>) {
  const [row] = await ctx.db
    .insert(specialTournaments)
    .values({ ...tournamentRow(sponsorId, { name: uniqueName("Series Event") }), ...fields })
    .returning();
  return row;
}

describe("GET /api/series/:id/calendar.ics", () => {
  it("lists every event of the series by start, cancelled ones marked, and no other event", async () => {
    const sponsor = await createSponsor(ctx.db);
    const winter = await insertSeries(sponsor.user.id, "Winter Series, Vegas");
    const other = await insertSeries(sponsor.user.id);
    const main = await insertEvent(sponsor.user.id, { seriesId: winter.id, date: "2030-01-15", time: "12:00" });
    const opener = await insertEvent(sponsor.user.id, { seriesId: winter.id, date: "2030-01-10", time: "18:00" });
    const cancelled = await insertEvent(sponsor.user.id, { seriesId: winter.id, date: "2030-01-12", time: "18:00", status: "cancelled" });
    const elsewhere = await insertEvent(sponsor.user.id, { seriesId: other.id, date: "2030-01-11" });
    const alone = await insertEvent(sponsor.user.id, { date: "2030-01-11" });

    const res = await injectAs(ctx.app, null, { method: "GET", url: seriesCalendarPath(winter.id), remoteAddress: FEED_ADDRESS });
    expect(res.headers["content-disposition"]).toBe(`inline; filename="stakeline-series-${winter.id}.ics"`);
    expect(res.headers["cache-control"]).toBe("public, max-age=300");
    const feed = parseFeed(res);
    expect(feed.name).toBe("Winter Series, Vegas");
    expect([...feed.events.values()].map((e) => e.summary)).toEqual([opener.name, `Cancelled: ${cancelled.name}`, main.name]);
    expect(eventIn(feed, "event", cancelled.id)?.status).toBe("CANCELLED");
    expect(eventIn(feed, "event", main.id)).toMatchObject({ start: "2030-01-15T12:00:00", location: main.location });
    expect(eventIn(feed, "event", elsewhere.id)).toBeUndefined();
    expect(eventIn(feed, "event", alone.id)).toBeUndefined();
  });

  it("a series with no events yet is an empty calendar; a series that does not exist is 404", async () => {
    const sponsor = await createSponsor(ctx.db);
    const empty = await insertSeries(sponsor.user.id);
    expect(parseFeed(await injectAs(ctx.app, null, { method: "GET", url: seriesCalendarPath(empty.id), remoteAddress: FEED_ADDRESS })).events.size).toBe(0);
    const missing = await injectAs(ctx.app, null, { method: "GET", url: seriesCalendarPath(2_000_000_000), remoteAddress: FEED_ADDRESS });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: "Series not found", code: "not_found" });
  });
});
