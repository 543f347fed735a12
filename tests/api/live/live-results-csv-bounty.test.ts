import type { LiveGetResponse } from "@core/live/schema/contracts";
import { resultsCsv } from "@core/live/prizes/results";
import { toCents } from "@core/money";
import { describe, expect, it } from "vitest";
import { tournamentBody } from "../../../src/server/seed/builders";
import { createInvestor, createPlayer, createSponsor, injectAs, setupTestApp, uniqueName, type TestUser } from "../helpers";
import { back, campaignRow, linkedCampaign, registerAs } from "../settlement/verified-helpers";

// decision 160: the console's results CSV (built from the controller's GET /api/live/:id) gives each player's
// bounty cash beside their prize; prize + bounty is what their backers are settled on.
const ctx = setupTestApp();

async function createEvent(players: number, bounty: string | null) {
  const sponsor = await createSponsor(ctx.db);
  const name = uniqueName("CSV Cup");
  const res = await injectAs(ctx.app, sponsor, {
    method: "POST",
    url: "/api/special-tournaments",
    payload: tournamentBody({
      name,
      date: "2030-06-01",
      buyIn: "110",
      ...(bounty ? { bounty } : {}),
      startingChips: 10000,
      maxSeats: 50,
      prizePercentages: [70, 30],
    }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const id: number = res.json().id;
  const entrants: TestUser[] = [];
  for (let i = 0; i < players; i++) entrants.push(await registerAs(ctx.app, await createPlayer(ctx.db), id, "player"));
  return { sponsor, id, name, entrants };
}

async function act(id: number, who: TestUser, payload: Record<string, unknown>) {
  const res = await injectAs(ctx.app, who, { method: "POST", url: `/api/live/${id}/actions`, payload });
  expect(res.statusCode, res.body).toBe(200);
}

async function csvOf(id: number, sponsor: TestUser) {
  const res = await injectAs(ctx.app, sponsor, { method: "GET", url: `/api/live/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json() as LiveGetResponse;
  const [header, ...rows] = resultsCsv(data.state, data.backers)
    .trim()
    .split("\r\n")
    .map((l) => l.split(","));
  return { data, header, rows: rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]]))) };
}

describe("the results CSV's Bounty column", () => {
  it("gives each player's bounty cash in dollars beside the prize, and prize + bounty is what the backers are settled on", async () => {
    const e = await createEvent(3, "10");
    const [ann, ben, cat] = e.entrants;
    const campaign = await linkedCampaign(ctx.db, ann, e, { buyIn: "110.00", targetAmount: "55.00", minStake: "10.00" });
    await back(ctx.app, await createInvestor(ctx.db), campaign.id, "11.00");
    const seats = (await csvOf(e.id, e.sponsor)).data.state.players;
    const [a, b, c] = [ann, ben, cat].map((who) => seats.find((p) => p.userId === who.user.id)!.id);
    await act(e.id, e.sponsor, { type: "start" });

    // Ann knocks out Cat ($5 cash, her head $15): her bounty is counted while she still plays, the prize not yet
    await act(e.id, e.sponsor, { type: "eliminate", playerId: c, eliminatorId: a });
    let csv = await csvOf(e.id, e.sponsor);
    expect(csv.header).toEqual(["Position", "Player", "Table", "Seat", "Status", "Chips", "Prize", "Bounty", "Staked"]);
    const byStatus = (rows: typeof csv.rows) => rows.map((r) => [r.Status, r.Prize, r.Bounty, r.Staked]);
    expect(byStatus(csv.rows)).toEqual([
      ["Playing", "", "5.00", "1"],
      ["Playing", "", "0.00", "0"],
      ["Eliminated", "0.00", "0.00", "0"],
    ]);

    // Ann knocks out Ben ($5 cash, $5 onto her $20 head, which the winner takes): $30 of bounties; the $300 pool
    // ($330 less $30 of heads) pays 70/30
    await act(e.id, e.sponsor, { type: "eliminate", playerId: b, eliminatorId: a });
    csv = await csvOf(e.id, e.sponsor);
    expect(byStatus(csv.rows)).toEqual([
      ["Winner", "210.00", "30.00", "1"],
      ["Eliminated", "90.00", "0.00", "0"],
      ["Eliminated", "0.00", "0.00", "0"],
    ]);
    const settled = await campaignRow(ctx.db, campaign.id);
    expect(settled.status).toBe("completed");
    expect(toCents(settled.totalWinnings)).toBe(210_00 + 30_00);
  });

  it("is empty in an event without bounties, the prize unchanged", async () => {
    const e = await createEvent(2, null);
    await act(e.id, e.sponsor, { type: "start" });
    const players = (await csvOf(e.id, e.sponsor)).data.state.players;
    await act(e.id, e.sponsor, { type: "eliminate", playerId: players[1].id, eliminatorId: players[0].id });
    const { rows } = await csvOf(e.id, e.sponsor);
    expect(rows.map((r) => [r.Status, r.Prize, r.Bounty])).toEqual([
      ["Winner", "154.00", ""],
      ["Eliminated", "66.00", ""],
    ]);
  });
});
