import type { LiveGetResponse, LiveSnapshot } from "@core/live/schema/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { liveTournaments, tournamentRegistrations, users } from "../../../src/server/db/schema/index";
import { createPlayer, createSponsor, injectAs, listeningApp, setupTestApp, uniqueName, type TestUser } from "../helpers";
import { createLiveTournament, sseReader } from "./live-helpers";

const ctx = setupTestApp();
const server = listeningApp(ctx);

describe("the names public live views show", () => {
  it("a registrant's public name (given name, else username), or 'Player N' by their choice; never an e-mail or legal name", async () => {
    const sponsor = await createSponsor(ctx.db);
    // two named registrants first, then one with only a first name, one with no name, one who appears as Player N
    const { tournament, entrants } = await createLiveTournament(ctx.db, sponsor, 2);
    const firstOnly = await createPlayer(ctx.db, { firstName: "Lena", lastName: null, username: uniqueName("lena_login") });
    const nameless = await createPlayer(ctx.db, {
      firstName: null,
      lastName: "  ",
      username: uniqueName("shark_login"),
      email: `${uniqueName("shark")}@example.com`,
    });
    const hidden = await createPlayer(ctx.db, { firstName: "Greta", lastName: "Hidden", username: uniqueName("greta_login") });
    await ctx.db.update(users).set({ appearAsPlayerNumber: true, verifiedName: "Greta Legal Hidden" }).where(eq(users.id, hidden.user.id));
    await ctx.db.update(users).set({ verifiedName: "Sharkey Legalname" }).where(eq(users.id, nameless.user.id));
    for (const p of [firstOnly, nameless, hidden]) {
      await ctx.db.insert(tournamentRegistrations).values({ tournamentId: tournament.id, userId: p.user.id, userRole: "player" });
    }
    const everyone: TestUser[] = [...entrants, firstOnly, nameless, hidden];
    // decision 212: the name the player page shows; the one who chose it is Player 5
    const expected = [...entrants.map((e) => `${e.user.firstName} ${e.user.lastName}`), "Lena", nameless.user.username, "Player 5"];
    const id = String(tournament.id);
    const secrets = [...everyone.map((u) => u.user.email ?? ""), hidden.user.username, "Greta", "Legal", "Legalname"].filter(Boolean);
    const leaks = (text: string) => secrets.filter((s) => text.includes(s));

    const before = await ctx.app.inject({ method: "GET", url: `/api/live/${id}` });
    expect(before.statusCode).toBe(200);
    expect((before.json() as LiveGetResponse).state.players.map((p) => p.name)).toEqual(expected);
    expect(leaks(before.body)).toEqual([]);

    // the stream, and the players list stored when the clock starts, carry the same names
    const res = await fetch(server.url(`/api/live/${id}/events`), { signal: server.signal() });
    const next = sseReader(res.body!);
    const first = await next();
    expect((JSON.parse(first.data) as LiveSnapshot).state.players.map((p) => p.name)).toEqual(expected);
    expect(leaks(first.data)).toEqual([]);

    expect((await injectAs(ctx.app, sponsor, { method: "POST", url: `/api/live/${id}/actions`, payload: { type: "start" } })).statusCode).toBe(200);
    const started = await next();
    expect(leaks(started.data)).toEqual([]);
    const [row] = await ctx.db.select().from(liveTournaments).where(eq(liveTournaments.id, id));
    expect(row.state.players.map((p) => p.name)).toEqual(expected);
    expect(leaks(JSON.stringify(row.state))).toEqual([]);

    const after = await ctx.app.inject({ method: "GET", url: `/api/live/${id}` });
    expect(leaks(after.body)).toEqual([]);
  });
});
