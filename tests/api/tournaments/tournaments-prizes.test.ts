import type { LiveState } from "@core/live/schema/contracts";
import { resultsCsv } from "@core/live/prizes/results";
import { calendarDate } from "@core/calendar-dates";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { specialTournaments } from "../../../src/server/db/schema/index";
import { createInvestor, createPlayer, createSponsor, injectAs, setupTestApp, uniqueName, type TestUser } from "../helpers";
import { tournamentBody } from "../../../src/server/seed/builders";

const ctx = setupTestApp();

const inDays = (n: number) => calendarDate(new Date(Date.now() + n * 86_400_000));

function body(overrides: Record<string, unknown> = {}) {
  return tournamentBody({
    name: uniqueName("Guaranteed Cup"),
    date: inDays(10),
    time: "18:30",
    location: "Borgata, Atlantic City",
    buyIn: "100",
    prizeStructure: "See the table",
    ...overrides,
  });
}

const post = (who: TestUser, payload: Record<string, unknown>) => injectAs(ctx.app, who, { method: "POST", url: "/api/special-tournaments", payload });
const patch = (who: TestUser | null, id: number, payload: Record<string, unknown>) =>
  injectAs(ctx.app, who, { method: "PATCH", url: `/api/special-tournaments/${id}`, payload });
const storedRow = async (id: number) => (await ctx.db.select().from(specialTournaments).where(eq(specialTournaments.id, id)))[0];

async function created(sponsor: TestUser, overrides: Record<string, unknown> = {}) {
  const res = await post(sponsor, body(overrides));
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
}

describe("a sponsor's guarantee and payout table", () => {
  it("creates an event with a guarantee and custom percentages, stored as cents and basis points and returned as sent", async () => {
    const sponsor = await createSponsor(ctx.db);
    const res = await post(sponsor, body({ guaranteedPrizePool: "10,000", prizePercentages: [50, "30", 12.5, 7.5] }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ guaranteedPrizePool: "10000.00", prizePercentages: [50, 30, 12.5, 7.5], entrants: 0, prizePool: "10000.00" });
    const row = await storedRow(res.json().id);
    expect(row.guaranteedPrizePool).toBe("10000.00");
    expect(row.prizeBasisPoints).toEqual([5000, 3000, 1250, 750]);
    const publicView = await injectAs(ctx.app, null, { method: "GET", url: `/api/special-tournaments/${row.id}` });
    expect(publicView.json()).toMatchObject({ guaranteedPrizePool: "10000.00", prizePercentages: [50, 30, 12.5, 7.5] });
  });

  it("without them: no guarantee, the standard table, and the pool is the players' buy-ins (investors' RSVPs add nothing)", async () => {
    const sponsor = await createSponsor(ctx.db);
    const t = await created(sponsor);
    const row = await storedRow(t.id);
    expect([row.guaranteedPrizePool, row.prizeBasisPoints]).toEqual([null, null]);
    for (const who of [await createPlayer(ctx.db), await createPlayer(ctx.db), await createInvestor(ctx.db)]) {
      const reg = await injectAs(ctx.app, who, {
        method: "POST",
        url: "/api/special-tournaments/register",
        payload: { tournamentId: t.id, userRole: who.user.role },
      });
      expect(reg.statusCode).toBe(201);
    }
    const view = (await injectAs(ctx.app, null, { method: "GET", url: `/api/special-tournaments/${t.id}` })).json();
    expect(view).toMatchObject({ guaranteedPrizePool: null, prizePercentages: null, registeredPlayers: 2, entrants: 2, prizePool: "200.00" });
  });

  it("the pool is the buy-ins once they pass the guarantee", async () => {
    const sponsor = await createSponsor(ctx.db);
    const t = await created(sponsor, { buyIn: "150", guaranteedPrizePool: "250" });
    for (const who of [await createPlayer(ctx.db), await createPlayer(ctx.db)]) {
      await injectAs(ctx.app, who, { method: "POST", url: "/api/special-tournaments/register", payload: { tournamentId: t.id, userRole: "player" } });
    }
    expect((await injectAs(ctx.app, null, { method: "GET", url: `/api/special-tournaments/${t.id}` })).json()).toMatchObject({
      entrants: 2,
      prizePool: "300.00",
    });
  });

  it.each([
    [{ guaranteedPrizePool: "lots" }, "Guaranteed prize pool must be a valid dollar amount"],
    [{ guaranteedPrizePool: 0 }, "Guaranteed prize pool must be more than $0 (leave it empty for no guarantee)"],
    [{ guaranteedPrizePool: "-100" }, "Guaranteed prize pool must be more than $0 (leave it empty for no guarantee)"],
    [{ guaranteedPrizePool: "100000001" }, "Guaranteed prize pool must be at most $100,000,000"],
    [{ guaranteedPrizePool: { amount: 5 } }, "Guaranteed prize pool must be a valid dollar amount"],
    [{ prizePercentages: "60,40" }, "Prize percentages must be a list of numbers"],
    [{ prizePercentages: Array(19).fill(5) }, "Prize percentages can pay at most 18 places"],
    [{ prizePercentages: [60, ""] }, "Prize percentage for 2nd place is required"],
    [{ prizePercentages: [60, "40%"] }, "Prize percentage for 2nd place must be a number with at most 2 decimals"],
    [{ prizePercentages: [59.995, 40.005] }, "Prize percentage for 1st place must be a number with at most 2 decimals"],
    [{ prizePercentages: [100, 0] }, "Prize percentage for 2nd place must be more than 0"],
    [{ prizePercentages: [200, -100] }, "Prize percentage for 1st place cannot be more than 100"],
    [{ prizePercentages: [40, 60] }, "Prize percentage for 2nd place cannot be more than for 1st place"],
    [{ prizePercentages: [50, 30, 15] }, "Prize percentages must add up to exactly 100 (they add up to 95)"],
  ])("create: 400 for %j with its message, and nothing stored", async (overrides, message) => {
    const sponsor = await createSponsor(ctx.db);
    const res = await post(sponsor, body(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await ctx.db.select().from(specialTournaments).where(eq(specialTournaments.sponsorId, sponsor.user.id))).toHaveLength(0);
  });

  it("edit: the owner sets, changes and clears them before the start", async () => {
    const sponsor = await createSponsor(ctx.db);
    const t = await created(sponsor);
    const set = await patch(sponsor, t.id, { guaranteedPrizePool: "5000.50", prizePercentages: ["70", "30"] });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ guaranteedPrizePool: "5000.50", prizePercentages: [70, 30], prizePool: "5000.50" });
    // a change elsewhere leaves them alone
    expect((await patch(sponsor, t.id, { name: "Renamed" })).json()).toMatchObject({ guaranteedPrizePool: "5000.50", prizePercentages: [70, 30] });
    const bad = await patch(sponsor, t.id, { prizePercentages: [70, 20] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("Prize percentages must add up to exactly 100 (they add up to 90)");
    expect((await storedRow(t.id)).prizeBasisPoints).toEqual([7000, 3000]);
    const cleared = await patch(sponsor, t.id, { guaranteedPrizePool: null, prizePercentages: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ guaranteedPrizePool: null, prizePercentages: null });
    const row = await storedRow(t.id);
    expect([row.guaranteedPrizePool, row.prizeBasisPoints]).toEqual([null, null]);
  });

  it("edit: only the owning sponsor, and only before the start; nothing changes otherwise", async () => {
    const sponsor = await createSponsor(ctx.db);
    const t = await created(sponsor, { guaranteedPrizePool: "1000", prizePercentages: [100] });
    const other = await createSponsor(ctx.db);
    const foreign = await patch(other, t.id, { guaranteedPrizePool: "1", prizePercentages: [60, 40] });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: "You can only manage your own tournaments", code: expect.any(String) });
    expect((await patch(await createPlayer(ctx.db), t.id, { guaranteedPrizePool: "1" })).statusCode).toBe(403);
    expect((await patch(null, t.id, { guaranteedPrizePool: "1" })).statusCode).toBe(401);
    await ctx.db.update(specialTournaments).set({ status: "active" }).where(eq(specialTournaments.id, t.id));
    const late = await patch(sponsor, t.id, { prizePercentages: [60, 40] });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: "Only upcoming tournaments can be changed", code: expect.any(String) });
    const row = await storedRow(t.id);
    expect([row.guaranteedPrizePool, row.prizeBasisPoints]).toEqual(["1000.00", [10_000]]);
  });
});

describe("the clock of a sponsor's event", () => {
  it("states the event's pool (the guarantee) and pays the sponsor's table in the results CSV", async () => {
    const sponsor = await createSponsor(ctx.db);
    const t = await created(sponsor, { guaranteedPrizePool: "1000", prizePercentages: [70, 30], startingChips: 1000 });
    const players = [await createPlayer(ctx.db, { firstName: "Ann" }), await createPlayer(ctx.db, { firstName: "Bob" })];
    for (const p of players) {
      await injectAs(ctx.app, p, { method: "POST", url: "/api/special-tournaments/register", payload: { tournamentId: t.id, userRole: "player" } });
    }
    const live = await injectAs(ctx.app, null, { method: "GET", url: `/api/live/${t.id}` });
    expect(live.statusCode).toBe(200);
    expect(live.json().state).toMatchObject({ totalPlayers: 2, prizePool: "1000.00", guaranteedPrizePoolCents: 100_000, prizeBasisPoints: [7000, 3000] });
    const act = (payload: Record<string, unknown>) => injectAs(ctx.app, sponsor, { method: "POST", url: `/api/live/${t.id}/actions`, payload });
    expect((await act({ type: "start" })).statusCode).toBe(200);
    const bob = (live.json().state as LiveState).players.find((p) => p.name.startsWith("Bob"))!;
    const after = await act({ type: "eliminate", playerId: bob.id });
    expect(after.statusCode).toBe(200);
    const state = (after.json() as { state: LiveState }).state;
    // the console builds the CSV from this state: the whole pool, split 70/30
    const [header, ...rows] = resultsCsv(state)
      .trim()
      .split("\r\n")
      .map((l) => l.split(","));
    const prize = header.indexOf("Prize");
    expect(rows.map((r) => r[prize])).toEqual(["700.00", "300.00"]);
  });
});
