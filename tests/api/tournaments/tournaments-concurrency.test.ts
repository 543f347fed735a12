import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { specialTournaments, tournamentRegistrations } from "../../../src/server/db/schema/index";
import { createInvestor, createPlayer, createSponsor, injectAs, setupTestApp, uniqueName, usingPostgres } from "../helpers";
import { tournamentRow } from "../../../src/server/seed/builders";

const ctx = setupTestApp();

async function tournamentWithSeats(maxSeats: number): Promise<number> {
  const sponsor = await createSponsor(ctx.db);
  const [row] = await ctx.db
    .insert(specialTournaments)
    .values(
      tournamentRow(sponsor.user.id, {
        name: uniqueName("Rush"),
        date: "2099-01-01",
        time: "18:00",
        location: "Anywhere",
        buyIn: "100",
        startingChips: 10000,
        maxSeats,
      }),
    )
    .returning({ id: specialTournaments.id });
  return row.id;
}

describe(`seat limit under concurrent registration (${usingPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  it("30 users registering at once for 10 seats: exactly 10 seats taken, the rest alternates #1-#10 in turn; RSVPs take none", async () => {
    const id = await tournamentWithSeats(10);
    // 10 investors RSVP among 20 players: an RSVP never takes a seat, so every one of them gets in (decision 143)
    const people = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 3 === 0 ? createInvestor(ctx.db) : createPlayer(ctx.db))));
    const results = await Promise.all(
      people.map((p) =>
        injectAs(ctx.app, p, { method: "POST", url: "/api/special-tournaments/register", payload: { tournamentId: id, userRole: p.user.role } }),
      ),
    );
    const codes = (role: string) => results.filter((_, i) => people[i].user.role === role).map((r) => r.statusCode);
    expect(codes("investor").filter((c) => c === 201)).toHaveLength(10);
    expect(codes("player").filter((c) => c === 201)).toHaveLength(20);
    // a full event answers a place on the alternate list (decision 236): ten players, ten different numbers
    const numbers = results.map((r) => r.json().alternate as number | null).filter((n) => n !== null);
    expect(numbers.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const rows = await ctx.db
      .select()
      .from(tournamentRegistrations)
      .where(
        and(eq(tournamentRegistrations.tournamentId, id), eq(tournamentRegistrations.status, "registered"), eq(tournamentRegistrations.userRole, "player")),
      );
    expect(rows).toHaveLength(10);
  });

  it("the same user sending the registration many times at once holds one seat", async () => {
    const id = await tournamentWithSeats(5);
    const p = await createPlayer(ctx.db);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        injectAs(ctx.app, p, { method: "POST", url: "/api/special-tournaments/register", payload: { tournamentId: id, userRole: "player" } }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().message === "You are already registered for this tournament")).toBe(true);
    const rows = await ctx.db.select().from(tournamentRegistrations).where(eq(tournamentRegistrations.tournamentId, id));
    expect(rows).toHaveLength(1);
  });

  it("cancellations and registrations racing never exceed the seats", async () => {
    const id = await tournamentWithSeats(4);
    const first = await Promise.all(Array.from({ length: 4 }, () => createPlayer(ctx.db)));
    for (const p of first) {
      expect(
        (await injectAs(ctx.app, p, { method: "POST", url: "/api/special-tournaments/register", payload: { tournamentId: id, userRole: "player" } }))
          .statusCode,
      ).toBe(201);
    }
    const newcomers = await Promise.all(Array.from({ length: 6 }, () => createPlayer(ctx.db)));
    await Promise.all([
      ...first.slice(0, 2).map((p) => injectAs(ctx.app, p, { method: "DELETE", url: `/api/special-tournaments/${id}/registration` })),
      ...newcomers.map((p) =>
        injectAs(ctx.app, p, { method: "POST", url: "/api/special-tournaments/register", payload: { tournamentId: id, userRole: "player" } }),
      ),
    ]);
    const rows = await ctx.db
      .select()
      .from(tournamentRegistrations)
      .where(and(eq(tournamentRegistrations.tournamentId, id), eq(tournamentRegistrations.status, "registered")));
    expect(rows.length).toBeLessThanOrEqual(4);
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });
});
