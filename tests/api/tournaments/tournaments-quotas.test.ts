import { FINISHED_PAGE_SIZE, OPEN_LIST_LIMIT } from "@core/contracts/tournament-list";
import { calendarDate } from "@core/calendar-dates";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { specialTournaments, tournamentRegistrations } from "../../../src/server/db/schema/index";
import { createPlayer, createSponsor, injectAs, setupTestApp, uniqueName, type TestUser } from "../helpers";
import { tournamentBody } from "../../../src/server/seed/builders";

// decision 141: one account created about 30 tournaments a second and the public list grew to 4.87 MB.
const ctx = setupTestApp();

const inDays = (n: number) => calendarDate(new Date(Date.now() + n * 86_400_000));

const body = () =>
  tournamentBody({ name: uniqueName("Quota Cup"), date: "2031-02-03", location: "Las Vegas", buyIn: "100", startingChips: 10000, maxSeats: 50 });
const create = (who: TestUser) => injectAs(ctx.app, who, { method: "POST", url: "/api/special-tournaments", payload: body() });
const countOf = async (who: TestUser) =>
  (
    await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(specialTournaments)
      .where(eq(specialTournaments.sponsorId, who.user.id))
  )[0].n;

describe("creating tournaments: at most 10 a day per account", () => {
  it("the 11th in 24 hours is a 429 that creates nothing; another account is not affected; a day later it goes through", async () => {
    const sponsor = await createSponsor(ctx.db);
    for (let i = 0; i < 10; i++) expect((await create(sponsor)).statusCode).toBe(201);
    const eleventh = await create(sponsor);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual({ message: "You can create at most 10 tournaments a day. Try again tomorrow.", code: expect.any(String) });
    expect(Number(await countOf(sponsor))).toBe(10);

    expect((await create(await createSponsor(ctx.db))).statusCode).toBe(201);

    // the window rolls: created 25 hours ago no longer counts
    await ctx.db
      .update(specialTournaments)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(specialTournaments.sponsorId, sponsor.user.id));
    expect((await create(sponsor)).statusCode).toBe(201);
  });

  it("racing creates never get past the limit", async () => {
    const sponsor = await createSponsor(ctx.db);
    const results = await Promise.all(Array.from({ length: 14 }, () => create(sponsor)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(10);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(4);
    expect(Number(await countOf(sponsor))).toBe(10);
  });

  it("is for sponsors only, as before", async () => {
    expect((await create(await createPlayer(ctx.db))).statusCode).toBe(403);
    expect((await injectAs(ctx.app, null, { method: "POST", url: "/api/special-tournaments", payload: body() })).statusCode).toBe(401);
  });
});

type Listed = { id: number; status: string; date: string; time: string };

const list = async (query = "", who: TestUser | null = null) => {
  const res = await injectAs(ctx.app, who, { method: "GET", url: `/api/special-tournaments${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return { items: res.json() as Listed[], hasMore: res.headers["x-has-more"] };
};

const key = (t: Pick<Listed, "id" | "date" | "time">) => `${t.date} ${t.time} ${String(t.id).padStart(10, "0")}`;
const isOpen = (t: Listed) => t.status === "upcoming" || t.status === "active";

/**
 * A year long past, unique to this file's sponsor (ids are never reused): this file's finished tournaments sort
 * together and after every other file's, so on a database other test files share they push none of theirs off the
 * first page (and theirs cannot interleave here).
 */
let year = 0;

describe("the public list is bounded", () => {
  it("live and upcoming (at most 200, live first, soonest first) and the 20 most recent finished ones; ?before pages back", async () => {
    const sponsor = await createSponsor(ctx.db);
    year = 1000 + (sponsor.user.id % 900);
    const base = { sponsorId: sponsor.user.id, time: "19:00", location: "Las Vegas", buyIn: "100.00", startingChips: 10000, maxSeats: 50 };
    // 25 finished ones on 25 days of that year, oldest first; more upcoming ones than the list holds, after every other
    const finished = await ctx.db
      .insert(specialTournaments)
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          ...base,
          name: `Done ${i}`,
          status: "completed" as const,
          date: `${year}-01-${String(i + 1).padStart(2, "0")}`,
        })),
      )
      .returning({ id: specialTournaments.id, date: specialTournaments.date });
    await ctx.db
      .insert(specialTournaments)
      .values(
        Array.from({ length: OPEN_LIST_LIMIT + 5 }, (_, i) => ({ ...base, name: `Far Off ${i}`, date: `2099-01-${String((i % 28) + 1).padStart(2, "0")}` })),
      );

    const first = await list();
    const open = first.items.filter(isOpen);
    const done = first.items.filter((t) => !isOpen(t));
    // the open ones first, then the finished ones
    expect(first.items).toEqual([...open, ...done]);
    expect(open).toHaveLength(OPEN_LIST_LIMIT);
    expect(done).toHaveLength(FINISHED_PAGE_SIZE);
    expect(done.every((t) => t.status === "completed")).toBe(true);
    expect(first.hasMore).toBe("true");
    // live first, then the soonest; finished newest first
    const liveCount = open.filter((t) => t.status === "active").length;
    expect(open.slice(0, liveCount).every((t) => t.status === "active")).toBe(true);
    const upcomingKeys = open.slice(liveCount).map(key);
    expect(upcomingKeys).toEqual([...upcomingKeys].sort());
    expect(done.map(key)).toEqual(done.map(key).sort().reverse());
    // the soonest: of this run's far-off ones, those listed are the earliest (and not all of them fit)
    const farOff = await ctx.db
      .select({ id: specialTournaments.id, date: specialTournaments.date, time: specialTournaments.time, status: specialTournaments.status })
      .from(specialTournaments)
      .where(sql`${specialTournaments.sponsorId} = ${sponsor.user.id} and ${specialTournaments.status} = 'upcoming'`);
    const listedIds = new Set(open.map((t) => t.id));
    const mineInOrder = farOff.sort((a, b) => (key(a) < key(b) ? -1 : 1));
    const shown = mineInOrder.filter((t) => listedIds.has(t.id)).length;
    expect(shown).toBeLessThan(mineInOrder.length);
    expect(mineInOrder.slice(0, shown).every((t) => listedIds.has(t.id))).toBe(true);

    // paging back from this run's newest: the 20 before it, newest first, then the last 4 and no more
    const newest = finished[24];
    const page1 = await list(`?before=${newest.id}`);
    expect(page1.items.map((t) => t.id)).toEqual(
      finished
        .slice(4, 24)
        .reverse()
        .map((t) => t.id),
    );
    expect(page1.hasMore).toBe("true");
    const page2 = await list(`?before=${page1.items[page1.items.length - 1].id}`);
    expect(page2.items.map((t) => t.id)).toEqual(
      finished
        .slice(0, 4)
        .reverse()
        .map((t) => t.id),
    );
    expect(page2.hasMore).toBe("false");
  });

  it("a cancelled one is listed only to those who held a seat: with the upcoming while its date is ahead, else with the finished", async () => {
    const sponsor = await createSponsor(ctx.db);
    const seated = await createPlayer(ctx.db);
    const values = {
      sponsorId: sponsor.user.id,
      status: "cancelled" as const,
      time: "20:00",
      location: "Reno",
      buyIn: "10.00",
      startingChips: 1000,
      maxSeats: 9,
    };
    const [ahead, past] = await ctx.db
      .insert(specialTournaments)
      .values([
        { ...values, name: "Called Off", date: inDays(5) },
        { ...values, name: "Called Off Long Ago", date: `${year}-06-01` },
      ])
      .returning();
    await ctx.db.insert(tournamentRegistrations).values([
      { tournamentId: ahead.id, userId: seated.user.id, userRole: "player" },
      { tournamentId: past.id, userId: seated.user.id, userRole: "player" },
    ]);
    const mine = await list("", seated);
    const listed = mine.items.find((x) => x.id === ahead.id);
    expect(listed).toMatchObject({ status: "cancelled" });
    // among the upcoming ones, before any finished one
    expect(mine.items.indexOf(listed!)).toBeLessThan(mine.items.findIndex((t) => t.status === "completed"));
    // the long-past one pages with the finished ones of its day
    const older = await list(`?before=${past.id}`, seated);
    expect(older.items.some((x) => x.id === past.id)).toBe(false);
    const around = await finishedOf(year);
    expect((await list(`?before=${around.id}`, seated)).items.some((x) => x.id === past.id)).toBe(true);
    // nobody else sees either
    const anon = await list();
    expect(anon.items.some((x) => x.id === ahead.id || x.id === past.id)).toBe(false);
    expect((await list(`?before=${around.id}`)).items.some((x) => x.id === past.id)).toBe(false);
  });

  it("a bad or unknown cursor: 400 and 404, never a 5xx", async () => {
    for (const bad of ["abc", "0", "-3", "1.5", "99999999999"]) {
      const res = await injectAs(ctx.app, null, { method: "GET", url: `/api/special-tournaments?before=${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toMatch(/before must be a tournament id/);
    }
    const unknown = await injectAs(ctx.app, null, { method: "GET", url: "/api/special-tournaments?before=2000000000" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Tournament not found", code: expect.any(String) });
  });
});

/** A finished tournament of `y` dated after June 1st (a cursor that pages onto that day). */
async function finishedOf(y: number) {
  const sponsor = await createSponsor(ctx.db);
  const [t] = await ctx.db
    .insert(specialTournaments)
    .values({
      sponsorId: sponsor.user.id,
      name: "Cursor",
      status: "completed",
      date: `${y}-06-02`,
      time: "10:00",
      location: "Reno",
      buyIn: "1.00",
      startingChips: 1000,
      maxSeats: 9,
    })
    .returning();
  return t;
}
