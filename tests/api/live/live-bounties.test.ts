import { livePrizeTable } from "@core/live/prizes/event-prizes";
import { liveStoredState } from "@core/live/schema/contracts";
import { centsToDecimal } from "@core/money";
import { describe, expect, it } from "vitest";
import { tournamentBody } from "../../../src/server/seed/builders";
import { createInvestor, createPlayer, createSponsor, injectAs, setupTestApp, uniqueName, type TestUser } from "../helpers";
import { back, campaignRow, linkedCampaign, registerAs } from "../settlement/verified-helpers";
import { liveRoutes } from "./live-helpers";

// decision 160: PKO bounties on the clock, and a backed player's bounty cash in their settlement.
const ctx = setupTestApp();
const { act, ok: okSnapshot, get } = liveRoutes(ctx);
const ok = async (id: number | string, who: TestUser, payload: Record<string, unknown>) => (await okSnapshot(id, who, payload)).state;

async function createPko(players: number, buyIn = "110", bounty = "10") {
  const sponsor = await createSponsor(ctx.db);
  const name = uniqueName("PKO Cup");
  const res = await injectAs(ctx.app, sponsor, {
    method: "POST",
    url: "/api/special-tournaments",
    payload: tournamentBody({ name, date: "2030-06-01", buyIn, bounty, startingChips: 10000, maxSeats: 50 }),
  });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().bounty).toBe(Number(bounty).toFixed(2));
  const id: number = res.json().id;
  const entrants: TestUser[] = [];
  for (let i = 0; i < players; i++) entrants.push(await registerAs(ctx.app, await createPlayer(ctx.db), id, "player"));
  return { sponsor, id, name, entrants };
}

describe("PKO bounties on the clock", () => {
  it("the worked case: a knockout pays $5 and makes a $15 head; that player knocked out pays $7.50 and makes $17.50", async () => {
    const { sponsor, id, entrants } = await createPko(4);
    const players = (await get(id, sponsor)).state.players;
    const [a, b, c] = entrants.map((e) => players.find((p) => p.userId === e.user.id)!.id);
    await ok(id, sponsor, { type: "start" });
    // $110 buy-ins with $10 on each head: $400 in the pool, $40 on heads
    expect((await get(id)).state).toMatchObject({ prizePool: "400.00" });
    expect(players.every((p) => p.bountyCents === 10_00)).toBe(true);

    let state = await ok(id, sponsor, { type: "eliminate", playerId: b, eliminatorId: a });
    expect(state.players.find((p) => p.id === a)).toMatchObject({ bountyWonCents: 5_00, bountyCents: 15_00 });
    expect(state.players.find((p) => p.id === b)).toMatchObject({ eliminatedBy: a, isEliminated: true });
    state = await ok(id, sponsor, { type: "eliminate", playerId: a, eliminatorId: c });
    expect(state.players.find((p) => p.id === c)).toMatchObject({ bountyWonCents: 7_50, bountyCents: 17_50 });

    // undoing a knockout whose bounty has moved on is refused; in order, each is given back exactly
    let res = await act(id, sponsor, { type: "reinstate", playerId: b });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Reinstate .+ first: the bounty they won from .+ has moved on with their own\.$/);
    state = await ok(id, sponsor, { type: "reinstate", playerId: a });
    expect(state.players.find((p) => p.id === c)).toMatchObject({ bountyWonCents: 0, bountyCents: 10_00 });
    expect(state.players.find((p) => p.id === a)).toMatchObject({ bountyWonCents: 5_00, bountyCents: 15_00, eliminatedBy: null });

    // the eliminator must be someone still in, and not the player going out
    res = await act(id, sponsor, { type: "eliminate", playerId: c, eliminatorId: c });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("A player cannot knock themselves out.");
    res = await act(id, sponsor, { type: "eliminate", playerId: c, eliminatorId: b });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/is already eliminated and cannot knock anyone out\.$/);
    res = await act(id, sponsor, { type: "eliminate", playerId: c, eliminatorId: "" });
    expect(res.statusCode).toBe(400);
  });

  it("a backed player's bounty cash is in their campaign's settlement", async () => {
    const e = await createPko(3, "1000", "200");
    const [ann, ben, cat] = e.entrants;
    const a = await linkedCampaign(ctx.db, ann, e, { buyIn: "1000.00" });
    const c = await linkedCampaign(ctx.db, cat, e, { buyIn: "1000.00" });
    await back(ctx.app, await createInvestor(ctx.db), a.id, "250.00");
    await back(ctx.app, await createInvestor(ctx.db), c.id, "250.00");
    const players = (await get(e.id, e.sponsor)).state.players;
    const [pa, pb, pc] = [ann, ben, cat].map((u) => players.find((p) => p.userId === u.user.id)!.id);
    await ok(e.id, e.sponsor, { type: "start" });
    // Ann knocks Ben out ($100 cash, her head $300), then Cat knocks Ann out ($150 cash) and wins with her head ($350)
    await ok(e.id, e.sponsor, { type: "eliminate", playerId: pb, eliminatorId: pa });
    const last = await ok(e.id, e.sponsor, { type: "eliminate", playerId: pa, eliminatorId: pc });
    expect(last.finishedAt).not.toBeNull();
    expect(last.players.find((p) => p.id === pc)).toMatchObject({ position: 1, bountyWonCents: 500_00, bountyCents: 0 });
    expect(last.prizePool).toBe("2400.00");

    const table = livePrizeTable(liveStoredState.parse(last));
    const prize = (place: number) => table.find((r) => r.place === place)?.amountCents ?? 0;
    expect(await campaignRow(ctx.db, a.id)).toMatchObject({ finalPosition: 2, totalWinnings: centsToDecimal(prize(2) + 100_00) });
    expect(await campaignRow(ctx.db, c.id)).toMatchObject({ finalPosition: 1, totalWinnings: centsToDecimal(prize(1) + 500_00) });
  });
});
