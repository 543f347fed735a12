import { structureTemplate } from "@core/live/clock/structure";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { specialTournaments } from "../../../src/server/db/schema/index";
import { tournamentBody } from "../../../src/server/seed/builders";
import { createPlayer, createSponsor, injectAs, uniqueName, setupTestApp, type TestUser } from "../helpers";

const ctx = setupTestApp();

const level = (smallBlind: number, bigBlind: number, ante = 0, minutes = 10) => ({ smallBlind, bigBlind, ante, minutes });
const brk = (minutes = 10) => ({ break: true, minutes });
const TURBO = structureTemplate("turbo");

const body = (overrides: Record<string, unknown> = {}) => tournamentBody({ name: uniqueName("Structured Cup"), ...overrides });
const post = (who: TestUser | null, payload: Record<string, unknown>) => injectAs(ctx.app, who, { method: "POST", url: "/api/special-tournaments", payload });
const patch = (who: TestUser | null, id: number, payload: Record<string, unknown>) =>
  injectAs(ctx.app, who, { method: "PATCH", url: `/api/special-tournaments/${id}`, payload });
const get = (id: number) => injectAs(ctx.app, null, { method: "GET", url: `/api/special-tournaments/${id}` });
const storedRow = async (id: number) => (await ctx.db.select().from(specialTournaments).where(eq(specialTournaments.id, id)))[0];

async function created(sponsor: TestUser, overrides: Record<string, unknown> = {}) {
  const res = await post(sponsor, body(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

describe("an event's own structure", () => {
  it("creates an event with a structure and a chip set; GET returns them as sent", async () => {
    const sponsor = await createSponsor(ctx.db);
    const res = await post(sponsor, body({ structure: { levels: TURBO }, chipSet: [500, 25, 100] }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ structure: { levels: TURBO }, chipSet: [25, 100, 500], blindStructure: "20-minute levels" });
    const view = (await get(res.json().id)).json();
    expect(view.structure).toEqual({ levels: TURBO });
    expect(view.chipSet).toEqual([25, 100, 500]);
    expect((await storedRow(res.json().id)).structure).toEqual(TURBO);
  });

  it("without one: null, the spec's default schedule", async () => {
    const t = await created(await createSponsor(ctx.db));
    expect((await get(t.id)).json()).toMatchObject({ structure: null, chipSet: null });
  });

  it("PATCH replaces the structure; null or no levels goes back to the default", async () => {
    const sponsor = await createSponsor(ctx.db);
    const t = await created(sponsor, { structure: { levels: TURBO } });
    const mine = [level(25, 50), level(50, 100, 0, 15), brk(5), level(100, 200, 25, 15)];
    const res = await patch(sponsor, t.id, { structure: { levels: mine } });
    expect(res.statusCode).toBe(200);
    expect(res.json().structure).toEqual({ levels: mine });
    expect((await get(t.id)).json().structure).toEqual({ levels: mine });
    expect((await patch(sponsor, t.id, { structure: { levels: [] } })).json().structure).toBeNull();
    expect((await storedRow(t.id)).structure).toBeNull();
  });

  it.each([
    [[level(25, 50), level(50, 100), level(100, 100)], "Row 3: the big blind must be greater than the small blind"],
    [[level(50, 100), level(25, 100)], "Row 2: the small blind cannot be lower than the level before's (50)"],
    [[level(50, 100), brk(), level(50, 75)], "Row 3: the big blind cannot be lower than the level before's (100)"],
    [[level(50, 100, 150)], "Row 1: the ante must be at most the big blind"],
    [[level(50, 100, 0, 121)], "Row 1: minutes must be a whole number from 1 to 120"],
    [[level(50, 100, 0, 0)], "Row 1: minutes must be a whole number from 1 to 120"],
    [[level(50, 100), brk(121)], "Row 2: the break's minutes must be a whole number from 1 to 120"],
    [[brk(), level(50, 100)], "Row 1: the structure must start with a level, not a break"],
    [Array.from({ length: 101 }, (_, i) => level(25 * (i + 1), 50 * (i + 1))), "Row 101: a structure has at most 100 rows (the last level repeats after them)"],
    [[level(50, 100), "fast"], "Row 2: must be a level { smallBlind, bigBlind, ante, minutes } or a break { break: true, minutes }"],
    [[level(50, 100), { smallBlind: 75, bigBlind: "150", ante: 0, minutes: 10 }], "Row 2: the big blind must be a whole number of chips above 0"],
  ])("create and PATCH: 400 naming the row (%#), nothing stored", async (levels, message) => {
    const sponsor = await createSponsor(ctx.db);
    const res = await post(sponsor, body({ structure: { levels } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    const t = await created(sponsor, { structure: { levels: TURBO } });
    const edit = await patch(sponsor, t.id, { structure: { levels } });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toBe(message);
    expect((await storedRow(t.id)).structure).toEqual(TURBO);
  });

  it("400 for a structure that is not { levels: [...] }", async () => {
    const sponsor = await createSponsor(ctx.db);
    for (const structure of [[level(25, 50)], "turbo", { levels: "fast" }]) {
      const res = await post(sponsor, body({ structure }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Structure/);
    }
  });

  it("a chip set that cannot make a level: 400 naming the row, on create and on PATCH with either field alone", async () => {
    const sponsor = await createSponsor(ctx.db);
    const odd = [level(25, 50), brk(), level(30, 60)];
    const res = await post(sponsor, body({ structure: { levels: odd }, chipSet: [25, 100] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Row 3: the small blind 30 and the big blind 60 cannot be made from the chips in play (the smallest is 25)");
    // the default schedule starts at 25/50
    expect((await post(sponsor, body({ chipSet: [100, 500] }))).json().message).toBe(
      "Row 1: the small blind 25 and the big blind 50 cannot be made from the chips in play (the smallest is 100)",
    );

    const t = await created(sponsor, { structure: { levels: TURBO }, chipSet: [25, 100] });
    const structureAlone = await patch(sponsor, t.id, { structure: { levels: odd } });
    expect(structureAlone.statusCode).toBe(400);
    expect(structureAlone.json().message).toMatch(/^Row 3: /);
    const chipsAlone = await patch(sponsor, t.id, { chipSet: "100, 500" });
    expect(chipsAlone.statusCode).toBe(400);
    expect(chipsAlone.json().message).toMatch(/^Row 1: /);
    const both = await patch(sponsor, t.id, { structure: { levels: odd }, chipSet: [5, 25] });
    expect(both.statusCode).toBe(200);
    expect(both.json()).toMatchObject({ structure: { levels: odd }, chipSet: [5, 25] });
  });

  it("403 for a player creating one, for another sponsor editing it; the structure stays", async () => {
    const sponsor = await createSponsor(ctx.db);
    expect((await post(await createPlayer(ctx.db), body({ structure: { levels: TURBO } }))).statusCode).toBe(403);
    expect((await post(null, body({ structure: { levels: TURBO } }))).statusCode).toBe(401);
    const t = await created(sponsor, { structure: { levels: TURBO } });
    const other = await patch(await createSponsor(ctx.db), t.id, { structure: { levels: [level(1, 2)] } });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe("You can only manage your own tournaments");
    expect((await patch(await createPlayer(ctx.db), t.id, { structure: { levels: [level(1, 2)] } })).statusCode).toBe(403);
    expect((await storedRow(t.id)).structure).toEqual(TURBO);
  });
});
