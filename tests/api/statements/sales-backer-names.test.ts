import { describe, expect, it } from "vitest";
import { createInvestor, createPlayer, injectAs, setupTestApp, uniqueName } from "../helpers";
import { selfReported } from "../players/player-helpers";

// decision 196 (docs/security.md, "Backers' identities"): the player's sales CSV names each backer as the backers
// list does (knownAsName, decision 143): the name they gave, else their username; never an e-mail address.
const ctx = setupTestApp();

describe("GET /api/statements (a player's sales)", () => {
  it("names a backer who gave no name by their username, never by e-mail", async () => {
    const player = await createPlayer(ctx.db);
    const email = `${uniqueName("hidden")}@example.com`;
    const backer = await createInvestor(ctx.db, { firstName: null, lastName: null, email, username: uniqueName("nameless") });
    await selfReported(ctx.app, ctx.db, player, backer, "500.00", 1, "20000");
    const res = await injectAs(ctx.app, player, { method: "GET", url: `/api/statements?year=${new Date().getUTCFullYear()}` });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.body.trimEnd().split("\r\n");
    expect(rows[0]!.split(",")[3]).toBe("Backer");
    expect(rows).toHaveLength(2);
    expect(rows[1]!.split(",")[3]).toBe(backer.user.username);
    expect(res.body).not.toContain(email);
  });
});
