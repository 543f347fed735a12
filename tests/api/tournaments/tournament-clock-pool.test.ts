import type { LiveSnapshot } from "@core/live/schema/contracts";
import type { Tournament } from "@core/contracts/tournaments";
import { describe, expect, it } from "vitest";
import { createSponsor, injectAs, setupTestApp, type TestUser } from "../helpers";
import { createLiveTournament } from "../live/live-helpers";

const ctx = setupTestApp();

async function ok(id: string, who: TestUser, body: Record<string, unknown>): Promise<LiveSnapshot> {
  const res = await injectAs(ctx.app, who, { method: "POST", url: `/api/live/${id}/actions`, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function listed(url: string, who: TestUser | null, id: number): Promise<Tournament> {
  const res = await injectAs(ctx.app, who, { method: "GET", url });
  expect(res.statusCode, res.body).toBe(200);
  const found = (res.json() as Tournament[]).find((t) => t.id === id);
  expect(found, `${url} lists tournament ${id}`).toBeDefined();
  return found!;
}

describe("the cards show the pool the clock paid", () => {
  it("a late registration after the start grows the pool on the public list, the sponsor's list and the event", async () => {
    const sponsor = await createSponsor(ctx.db);
    // 3 registered at $250; dated last, so on a database other test files share it heads the finished events'
    // first page (newest first) however many of theirs finish
    const { tournament } = await createLiveTournament(ctx.db, sponsor, 3, { date: "2099-12-31" });
    const id = String(tournament.id);
    // before the clock starts, the registrations are the field
    expect(await listed("/api/special-tournaments/my", sponsor, tournament.id)).toMatchObject({ entrants: 3, prizePool: "750.00", registeredPlayers: 3 });

    await ok(id, sponsor, { type: "start" });
    const late = await ok(id, sponsor, { type: "late-registration", name: "Walk In" });
    expect(late.state.prizePool).toBe("1000.00");
    // down to one player: the clock finishes the event
    const order = late.state.players.map((p) => p.id);
    let last: LiveSnapshot = late;
    for (const playerId of order.slice(1)) last = await ok(id, sponsor, { type: "eliminate", playerId });
    expect(last.state.finishedAt).not.toBeNull();
    expect(last.state.prizePool).toBe("1000.00");

    const mine = await listed("/api/special-tournaments/my", sponsor, tournament.id);
    expect(mine).toMatchObject({ status: "completed", entrants: 4, prizePool: "1000.00", registeredPlayers: 3 });
    const pub = await listed("/api/special-tournaments", null, tournament.id);
    expect(pub).toMatchObject({ entrants: 4, prizePool: "1000.00" });
    const one = await injectAs(ctx.app, null, { method: "GET", url: `/api/special-tournaments/${tournament.id}` });
    expect(one.json()).toMatchObject({ entrants: 4, prizePool: "1000.00" });
  });

  it("a guarantee above the clock's field stays the pool", async () => {
    const sponsor = await createSponsor(ctx.db);
    const { tournament } = await createLiveTournament(ctx.db, sponsor, 2, { guaranteedPrizePool: "5000" });
    const id = String(tournament.id);
    await ok(id, sponsor, { type: "start" });
    await ok(id, sponsor, { type: "late-registration", name: "Walk In" });
    expect(await listed("/api/special-tournaments/my", sponsor, tournament.id)).toMatchObject({ entrants: 3, prizePool: "5000.00" });
  });
});
