import type { PublicNameSettings } from "@core/contracts/public-name";
import { PUBLIC_NAME_MESSAGES } from "@core/contracts/public-name";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../../src/server/db/schema/index";
import { createInvestor, createPlayer, createSponsor, injectAs, setupTestApp, uniqueName } from "../helpers";

// Issue 37 item 3 (decision 212): a player's own "Appear as 'Player N' on public screens" setting.
const ctx = setupTestApp();
const URL = "/api/profile/public-name";

const flagOf = async (id: number) => (await ctx.db.select({ f: users.appearAsPlayerNumber }).from(users).where(eq(users.id, id)))[0].f;

describe("GET/PATCH /api/profile/public-name", () => {
  it("gives the player's public name and choice; the player changes their own only", async () => {
    const player = await createPlayer(ctx.db, { firstName: "Ana", lastName: "Ruiz" });
    const other = await createPlayer(ctx.db);
    const got = await injectAs(ctx.app, player, { method: "GET", url: URL });
    expect(got.statusCode, got.body).toBe(200);
    expect(got.json()).toEqual({ publicName: "Ana Ruiz", appearAsPlayerNumber: false } satisfies PublicNameSettings);

    const on = await injectAs(ctx.app, player, { method: "PATCH", url: URL, payload: { appearAsPlayerNumber: true } });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ publicName: "Ana Ruiz", appearAsPlayerNumber: true });
    expect(await flagOf(player.user.id)).toBe(true);
    expect(await flagOf(other.user.id)).toBe(false);

    const off = await injectAs(ctx.app, player, { method: "PATCH", url: URL, payload: { appearAsPlayerNumber: false } });
    expect(off.json()).toMatchObject({ appearAsPlayerNumber: false });

    // no name given: the username, as the player page shows it
    const nameless = await createPlayer(ctx.db, { firstName: null, lastName: null, username: uniqueName("nameless") });
    expect((await injectAs(ctx.app, nameless, { method: "GET", url: URL })).json()).toEqual({
      publicName: nameless.user.username,
      appearAsPlayerNumber: false,
    });
  });

  it("400 with a clear message for a bad body, changing nothing; 401 signed out; 403 for investors and sponsors", async () => {
    const player = await createPlayer(ctx.db);
    for (const payload of [{ appearAsPlayerNumber: "yes" }, {}, { appearAsPlayerNumber: true, userId: 1 }, [true]]) {
      const res = await injectAs(ctx.app, player, { method: "PATCH", url: URL, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(/appearAsPlayerNumber|Unrecognized|must be true or false/);
    }
    expect(await flagOf(player.user.id)).toBe(false);

    expect((await injectAs(ctx.app, null, { method: "GET", url: URL })).statusCode).toBe(401);
    expect((await injectAs(ctx.app, null, { method: "PATCH", url: URL, payload: { appearAsPlayerNumber: true } })).statusCode).toBe(401);
    for (const who of [await createInvestor(ctx.db), await createSponsor(ctx.db)]) {
      const res = await injectAs(ctx.app, who, { method: "PATCH", url: URL, payload: { appearAsPlayerNumber: true } });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(PUBLIC_NAME_MESSAGES.playersOnly);
      expect(await flagOf(who.user.id)).toBe(false);
    }
  });
});
