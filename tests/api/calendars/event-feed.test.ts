import { eventCalendarPath } from "@core/calendar-paths";
import { MAX_ID } from "@core/contracts/ids";
import type { StructureRow } from "@core/live/schema/contracts";
import { describe, expect, it } from "vitest";
import { specialTournaments } from "../../../src/server/db/schema/index";
import { tournamentRow } from "../../../src/server/seed/builders";
import { FEED_RATE_LIMIT_MAX } from "../../../src/server/calendars/routes";
import { createSponsor, injectAs, setupTestApp, uniqueName } from "../helpers";
import { eventIn, parseFeed } from "./ics";

// decision 228: each event's own ICS file, public, as Google Calendar and Apple Calendar take it
const ctx = setupTestApp({ PUBLIC_URL: "https://stakeline.example/" });

const fourHours: StructureRow[] = [
  { smallBlind: 100, bigBlind: 200, ante: 0, minutes: 60 },
  { smallBlind: 200, bigBlind: 400, ante: 0, minutes: 60 },
  { break: true, minutes: 20 },
  { smallBlind: 300, bigBlind: 600, ante: 75, minutes: 60 },
  { smallBlind: 400, bigBlind: 800, ante: 100, minutes: 40 },
];

async function insertEvent(fields: Partial<typeof specialTournaments.$inferInsert> = {}) {
  const sponsor = await createSponsor(ctx.db);
  const [row] = await ctx.db
    .insert(specialTournaments)
    .values({ ...tournamentRow(sponsor.user.id, { name: uniqueName("Calendar Cup") }), ...fields })
    .returning();
  return row;
}

// an address of this file's own: on PostgreSQL the rate-limit counters are shared with every test file, and the
// route fuzz test's many calls from 127.0.0.1 held this file's fetches back (429)
const fetchFeed = (id: number | string, remoteAddress = "198.51.100.41") =>
  injectAs(ctx.app, null, { method: "GET", url: eventCalendarPath(id), remoteAddress });

describe("GET /api/special-tournaments/:id/calendar.ics", () => {
  it("one entry: the start as typed, the end from the structure, the venue, a link back, texts escaped", async () => {
    const event = await insertEvent({
      name: "Friday Deepstack, $250; re-entry",
      date: "2030-03-15",
      time: "20:30",
      location: "Aria Poker Room, 3730 Las Vegas Blvd S, Las Vegas, NV",
      description: "Deep stacks.\nCash bar; late reg for 3 levels.",
      structure: fourHours,
    });
    const res = await fetchFeed(event.id);
    expect(res.headers["content-disposition"]).toBe(`inline; filename="stakeline-event-${event.id}.ics"`);
    expect(res.headers["cache-control"]).toBe("public, max-age=300");
    const feed = parseFeed(res);
    expect(feed.name).toBe(event.name);
    expect(feed.events.size).toBe(1);
    const entry = eventIn(feed, "event", event.id)!;
    expect(entry).toMatchObject({
      uid: `event-${event.id}@stakeline.example`,
      summary: "Friday Deepstack, $250; re-entry",
      location: "Aria Poker Room, 3730 Las Vegas Blvd S, Las Vegas, NV",
      url: `https://stakeline.example/tournament/${event.id}/view`,
      status: "CONFIRMED",
      // four levels (3h 40m) and the one break between them (20m) after 20:30
      start: "2030-03-15T20:30:00",
      end: "2030-03-16T00:30:00",
      startIsDate: false,
    });
    expect(entry.description).toContain("Buy-in $250");
    expect(entry.description).toContain("Ends about 12:30 AM");
    expect(entry.description).toContain("Deep stacks.\nCash bar; late reg for 3 levels.");
    expect(entry.description).toContain(`https://stakeline.example/tournament/${event.id}/view`);
  });

  it("a multi-day event spans its days; one without a structure plays twelve hours a day at most", async () => {
    const event = await insertEvent({ date: "2030-07-03", time: "11:00", structure: null, days: ["Day 1A", "Day 1B", "Day 2", "Final Day"] });
    const entry = eventIn(parseFeed(await fetchFeed(event.id)), "event", event.id)!;
    expect(entry.start).toBe("2030-07-03T11:00:00");
    expect(entry.end).toBe("2030-07-06T23:00:00");
    expect(entry.description).toContain("Days: Day 1A, Day 1B, Day 2, Final Day");
    expect(entry.description).toContain("The last day ends about 11:00 PM.");
  });

  it("a cancelled event is still served, marked cancelled, so a calendar that has it learns it is off", async () => {
    const event = await insertEvent({ status: "cancelled" });
    const entry = eventIn(parseFeed(await fetchFeed(event.id)), "event", event.id)!;
    expect(entry.status).toBe("CANCELLED");
    expect(entry.summary).toBe(`Cancelled: ${event.name}`);
    expect(entry.description.startsWith("This event was cancelled.")).toBe(true);
  });

  it("answers the same to anyone, signed in or not", async () => {
    const event = await insertEvent();
    const sponsor = await createSponsor(ctx.db);
    const signedIn = await injectAs(ctx.app, sponsor, { method: "GET", url: eventCalendarPath(event.id), remoteAddress: "198.51.100.41" });
    const visitor = await fetchFeed(event.id);
    const withoutStamp = (text: string) => text.replace(/DTSTAMP:\d{8}T\d{6}Z/g, "");
    expect(withoutStamp(signedIn.body)).toBe(withoutStamp(visitor.body));
  });

  it("404 for an id no event has, 400 for one that is not an id", async () => {
    for (const id of [MAX_ID, 999_999_999]) {
      const res = await fetchFeed(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: "Tournament not found", code: "not_found" });
    }
    expect((await fetchFeed("abc")).statusCode).toBe(400);
  });

  it(`allows ${FEED_RATE_LIMIT_MAX} fetches a minute per address, then answers 429`, async () => {
    const event = await insertEvent();
    const address = "203.0.113.77";
    for (let i = 0; i < FEED_RATE_LIMIT_MAX; i++) expect((await fetchFeed(event.id, address)).statusCode).toBe(200);
    const limited = await fetchFeed(event.id, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: "too_many_requests" });
    // another address is not held back
    expect((await fetchFeed(event.id, "203.0.113.78")).statusCode).toBe(200);
  });
});
