import { SEATS_PER_TABLE_MESSAGE, TABLE_BALANCING_MESSAGE } from "@core/contracts/tournament-tables";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { specialTournaments } from "../../../src/server/db/schema/index";
import { tournamentBody } from "../../../src/server/seed/builders";
import { createPlayer, createSponsor, injectAs, setupTestApp, uniqueName, type TestUser } from "../helpers";

// decision 164: an event's seats per table and balancing rule, set on create and edit, and into the clock.
const ctx = setupTestApp();

async function create(sponsor: TestUser, extra: Record<string, unknown>) {
  return injectAs(ctx.app, sponsor, {
    method: "POST",
    url: "/api/special-tournaments",
    payload: tournamentBody({
      name: uniqueName("Table Cup"),
      date: "2030-06-01",
      location: "Reno",
      buyIn: "100",
      startingChips: 10000,
      maxSeats: 100,
      ...extra,
    }),
  });
}
const stored = async (id: number) => (await ctx.db.select().from(specialTournaments).where(eq(specialTournaments.id, id)))[0];

describe("seats per table and table balancing", () => {
  it("default to 9 seats and standard balancing; are stored and returned as sent", async () => {
    const sponsor = await createSponsor(ctx.db);
    const plain = await create(sponsor, {});
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json()).toMatchObject({ seatsPerTable: 9, tableBalancing: "standard" });

    const set = await create(sponsor, { seatsPerTable: 10, tableBalancing: "tda" });
    expect(set.statusCode, set.body).toBe(201);
    expect(set.json()).toMatchObject({ seatsPerTable: 10, tableBalancing: "tda" });
    expect(await stored(set.json().id)).toMatchObject({ seatsPerTable: 10, tableThreshold: 3 });
    const got = await injectAs(ctx.app, null, { method: "GET", url: `/api/special-tournaments/${set.json().id}` });
    expect(got.json()).toMatchObject({ seatsPerTable: 10, tableBalancing: "tda" });
    // as a form sends it: the digits as text
    expect((await create(sponsor, { seatsPerTable: "6" })).json()).toMatchObject({ seatsPerTable: 6 });
  });

  it.each([
    [{ seatsPerTable: 5 }, SEATS_PER_TABLE_MESSAGE],
    [{ seatsPerTable: 11 }, SEATS_PER_TABLE_MESSAGE],
    [{ seatsPerTable: 8.5 }, SEATS_PER_TABLE_MESSAGE],
    [{ seatsPerTable: "nine" }, SEATS_PER_TABLE_MESSAGE],
    [{ seatsPerTable: null }, SEATS_PER_TABLE_MESSAGE],
    [{ tableBalancing: "wsop" }, TABLE_BALANCING_MESSAGE],
    [{ tableBalancing: 3 }, TABLE_BALANCING_MESSAGE],
  ])("refuses %j with a 400 naming the field", async (extra, message) => {
    const res = await create(await createSponsor(ctx.db), extra);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("the sponsor edits them; the messages are the same; the clock takes them before it starts", async () => {
    const sponsor = await createSponsor(ctx.db);
    const id = (await create(sponsor, {})).json().id as number;
    const patch = (who: TestUser, payload: Record<string, unknown>) =>
      injectAs(ctx.app, who, { method: "PATCH", url: `/api/special-tournaments/${id}`, payload });
    const ok = await patch(sponsor, { seatsPerTable: 6, tableBalancing: "tda" });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ seatsPerTable: 6, tableBalancing: "tda" });
    expect(await stored(id)).toMatchObject({ seatsPerTable: 6, tableThreshold: 3 });

    const bad = await patch(sponsor, { seatsPerTable: 12 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(SEATS_PER_TABLE_MESSAGE);
    expect((await patch(sponsor, { tableBalancing: "" })).json().message).toBe(TABLE_BALANCING_MESSAGE);
    expect((await patch(await createSponsor(ctx.db), { seatsPerTable: 7 })).statusCode).toBe(403);

    const live = await injectAs(ctx.app, null, { method: "GET", url: `/api/live/${id}` });
    expect(live.json().state).toMatchObject({ seatsPerTable: 6, tableThreshold: 3, tables: [] });
    // stored once an action ran, then edited: the clock follows until it starts
    const player = await createPlayer(ctx.db);
    await injectAs(ctx.app, player, { method: "POST", url: "/api/special-tournaments/register", payload: { tournamentId: id, userRole: "player" } });
    expect((await injectAs(ctx.app, sponsor, { method: "POST", url: `/api/live/${id}/actions`, payload: { type: "pause" } })).statusCode).toBe(200);
    await patch(sponsor, { seatsPerTable: 8, tableBalancing: "standard" });
    const after = await injectAs(ctx.app, null, { method: "GET", url: `/api/live/${id}` });
    expect(after.json().state).toMatchObject({ seatsPerTable: 8, tableThreshold: 2 });
  });
});
