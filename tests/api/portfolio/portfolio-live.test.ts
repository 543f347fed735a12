import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { specialTournaments } from "../../../src/server/db/schema/index";
import { createCampaign, createInvestment } from "../factories";
import { createInvestor, createSponsor, injectAs, setupTestApp, type TestUser } from "../helpers";
import { createLiveTournament } from "../live/live-helpers";

const ctx = setupTestApp();

interface Stake {
  campaignId: number;
  playerId: number;
  specialTournamentId: number | null;
  liveStatus: string | null;
}

async function myStakes(investor: TestUser): Promise<Stake[]> {
  const res = await injectAs(ctx.app, investor, { method: "GET", url: "/api/investments/my" });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const act = (sponsor: TestUser, id: number, payload: Record<string, unknown>) =>
  injectAs(ctx.app, sponsor, { method: "POST", url: `/api/live/${id}/actions`, payload });

/** A sponsor's 3-player event, a campaign by its first entrant linked to it, an investor in it, and an unlinked campaign beside it. */
async function linkedStake() {
  const sponsor = await createSponsor(ctx.db);
  const { tournament, entrants } = await createLiveTournament(ctx.db, sponsor, 3);
  const player = entrants[0];
  const investor = await createInvestor(ctx.db);
  const linked = await createCampaign(ctx.db, player, {
    specialTournamentId: tournament.id,
    tournament: tournament.name,
    buyIn: tournament.buyIn,
    targetAmount: "100.00",
    minStake: "10.00",
  });
  const plain = await createCampaign(ctx.db, player);
  await createInvestment(ctx.db, linked, investor, "50.00");
  await createInvestment(ctx.db, plain, investor, "500.00");
  const stakeIn = async (campaignId: number) => (await myStakes(investor)).find((s) => s.campaignId === campaignId)!;
  return { sponsor, tournament, player, investor, linked, plain, stakeIn };
}

describe("GET /api/investments/my: what a stake's live line needs", () => {
  it("a linked stake carries its tournament and player, and follows the clock: upcoming, live (paused too), finished", async () => {
    const { sponsor, tournament, player, linked, plain, stakeIn } = await linkedStake();
    expect(await stakeIn(linked.id)).toMatchObject({ specialTournamentId: tournament.id, playerId: player.user.id, liveStatus: "upcoming" });
    expect(await stakeIn(plain.id)).toMatchObject({ specialTournamentId: null, playerId: player.user.id, liveStatus: null });

    expect((await act(sponsor, tournament.id, { type: "start" })).statusCode).toBe(200);
    expect((await stakeIn(linked.id)).liveStatus).toBe("live");
    expect((await act(sponsor, tournament.id, { type: "pause" })).statusCode).toBe(200);
    // a paused clock is a break in a running event, not the end of it
    expect((await stakeIn(linked.id)).liveStatus).toBe("live");

    const state = (await injectAs(ctx.app, null, { method: "GET", url: `/api/live/${tournament.id}` })).json().state as { players: Array<{ id: string }> };
    for (const p of state.players.slice(0, 2)) expect((await act(sponsor, tournament.id, { type: "eliminate", playerId: p.id })).statusCode).toBe(200);
    expect((await stakeIn(linked.id)).liveStatus).toBe("finished");
    expect((await stakeIn(plain.id)).liveStatus).toBeNull();
  });

  it("a stopped (reset to level 1) clock that has run once is still live; a cancelled event is cancelled", async () => {
    const { sponsor, tournament, linked, stakeIn } = await linkedStake();
    await act(sponsor, tournament.id, { type: "start" });
    await act(sponsor, tournament.id, { type: "stop" });
    expect((await stakeIn(linked.id)).liveStatus).toBe("live");
    await ctx.db.update(specialTournaments).set({ status: "cancelled" }).where(eq(specialTournaments.id, tournament.id));
    expect((await stakeIn(linked.id)).liveStatus).toBe("cancelled");
  });

  it("lists only the caller's own stakes: another investor sees none of them", async () => {
    const { sponsor, tournament } = await linkedStake();
    await act(sponsor, tournament.id, { type: "start" });
    expect(await myStakes(await createInvestor(ctx.db))).toEqual([]);
  });

  it("one row per stake however many live rows exist (the join reads the live state by its key)", async () => {
    const { sponsor, tournament, investor, linked } = await linkedStake();
    await createInvestment(ctx.db, linked, investor, "20.00");
    await act(sponsor, tournament.id, { type: "start" });
    const linkedRows = (await myStakes(investor)).filter((s) => s.campaignId === linked.id);
    expect(linkedRows).toHaveLength(2);
    expect(linkedRows.every((s) => s.liveStatus === "live")).toBe(true);
  });
});
