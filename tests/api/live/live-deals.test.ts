import { markupHundredthsOf } from "@core/markup";
import { centsToDecimal, toCents } from "@core/money";
import { stakePayoutCents } from "@core/payouts";
import type { LiveSnapshot } from "@core/live/schema/contracts";
import { describe, expect, it } from "vitest";
import { createInvestor, createPlayer, injectAs, setupTestApp } from "../helpers";
import { action, back, campaignRow, createEvent, linkedCampaign, liveState, payoutsOf, registerAs, seatOf } from "../settlement/verified-helpers";
import { tournamentStatus } from "./live-helpers";
import { LIVE_ACTION_RATE_LIMIT_MAX } from "../../../src/server/live/action-rate-limit";

// decision 160: a three-way deal at a sponsor's final table, accepted by a player on their own device and by the
// controller for the others, settles each linked campaign on the deal amount.
const ctx = setupTestApp();

const accept = (who: Parameters<typeof injectAs>[1], id: number, proposalId: unknown = 1) =>
  injectAs(ctx.app, who, { method: "POST", url: `/api/live/${id}/deal/accept`, payload: { proposalId } });

async function finalTable() {
  const e = await createEvent(ctx.app, ctx.db, 0, "1000");
  const table = await injectAs(ctx.app, e.sponsor, { method: "PATCH", url: `/api/special-tournaments/${e.id}`, payload: { prizePercentages: [50, 30, 20] } });
  expect(table.statusCode, table.body).toBe(200);
  const players = [await createPlayer(ctx.db), await createPlayer(ctx.db), await createPlayer(ctx.db)];
  const campaigns = [];
  for (const p of players) {
    await registerAs(ctx.app, p, e.id, "player");
    const c = await linkedCampaign(ctx.db, p, e);
    await back(ctx.app, await createInvestor(ctx.db), c.id, "250.00");
    campaigns.push(c);
  }
  expect((await action(ctx.app, e.sponsor, e.id, { type: "start" })).statusCode).toBe(200);
  const seats = [];
  for (const p of players) seats.push(await seatOf(ctx.app, e.sponsor, e.id, p));
  const chips = await action(ctx.app, e.sponsor, e.id, { type: "chips", counts: { [seats[0]]: "5000", [seats[1]]: "3000", [seats[2]]: "2000" } });
  expect(chips.statusCode, chips.body).toBe(200);
  return { ...e, players, campaigns, seats };
}

describe("deals at a sponsor's final table", () => {
  it("ICM proposed by the controller, accepted by a player's own session and recorded for the others, settles share x deal amount", async () => {
    const e = await finalTable();
    // nothing proposed yet: the player's accept is a conflict
    expect((await accept(e.players[0], e.id)).statusCode).toBe(409);

    const proposed = await action(ctx.app, e.sponsor, e.id, { type: "deal-propose", method: "icm" });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const deal = (proposed.json() as LiveSnapshot).state.deal!;
    expect(deal).toMatchObject({ method: "icm", status: "proposed", accepted: [], playForCents: 0 });
    const amounts = e.seats.map((s) => deal.amounts[s]);
    // 38.39/32.75/28.86% of the $3,000 left (published to a hundredth of a percent: 15 cents here)
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(3000_00);
    [1151_70, 982_50, 865_80].forEach((x, i) => expect(Math.abs(amounts[i] - x)).toBeLessThanOrEqual(15));

    // only a player in the deal accepts for themselves; the controller's own route stays the sponsor's
    expect((await accept(null, e.id)).statusCode).toBe(401);
    const stranger = await accept(await createInvestor(ctx.db), e.id);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe("Only a player in the deal can accept it");
    expect((await action(ctx.app, e.players[0], e.id, { type: "deal-accept", playerId: e.seats[0], proposalId: 1 })).statusCode).toBe(403);

    const mine = await accept(e.players[0], e.id);
    expect(mine.statusCode, mine.body).toBe(200);
    expect((mine.json() as LiveSnapshot).state.deal).toMatchObject({ status: "proposed", accepted: [e.seats[0]] });
    // until everyone has accepted nothing changes
    expect((await campaignRow(ctx.db, e.campaigns[0].id)).status).not.toBe("completed");

    expect((await action(ctx.app, e.sponsor, e.id, { type: "deal-accept", playerId: e.seats[1], proposalId: 1 })).statusCode).toBe(200);
    const made = await action(ctx.app, e.sponsor, e.id, { type: "deal-accept", playerId: e.seats[2], proposalId: 1 });
    expect(made.statusCode, made.body).toBe(200);
    const { state } = made.json() as LiveSnapshot;
    expect(state.deal).toMatchObject({ status: "made" });
    // nothing left to play for: the event is over, in chip order
    expect(state.finishedAt).not.toBeNull();
    expect(await tournamentStatus(ctx.db, e.id)).toBe("completed");

    for (const [i, c] of e.campaigns.entries()) {
      const row = await campaignRow(ctx.db, c.id);
      expect(row).toMatchObject({ status: "completed", finalPosition: i + 1, totalWinnings: centsToDecimal(amounts[i]) });
      const [payout] = await payoutsOf(ctx.db, c.id);
      const share = stakePayoutCents(amounts[i], 250_00, toCents(c.buyIn)!, markupHundredthsOf(c.markup));
      expect(payout.amount).toBe(centsToDecimal(share));
    }
    // a made deal takes no more acceptances
    expect((await accept(e.players[1], e.id)).statusCode).toBe(409);
    expect((await liveState(ctx.app, null, e.id)).state.deal!.status).toBe("made");
  });

  it("a player eliminated before the deal cannot accept it; the controller can cancel a proposal", async () => {
    const e = await finalTable();
    expect((await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: e.seats[2] })).statusCode).toBe(200);
    const proposed = await action(ctx.app, e.sponsor, e.id, { type: "deal-propose", method: "chip_chop", playFor: "100" });
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect((await accept(e.players[2], e.id)).statusCode).toBe(403);
    const cancelled = await action(ctx.app, e.sponsor, e.id, { type: "deal-cancel" });
    expect((cancelled.json() as LiveSnapshot).state.deal).toBeNull();
    const refused = await action(ctx.app, e.sponsor, e.id, { type: "deal-propose", method: "icm", playFor: "5000" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("The amount to play for can be at most first prize ($1,500.00).");
  });

  it("an acceptance names its proposal: a re-proposal needs a new one, a repeat writes and pushes nothing (decision 192)", async () => {
    const e = await finalTable();
    expect((await action(ctx.app, e.sponsor, e.id, { type: "deal-propose", method: "icm" })).statusCode).toBe(200);
    // the proposal is named, as a positive whole number
    for (const bad of [null, "1", 0, 1.5]) {
      const res = await accept(e.players[0], e.id, bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().message).toBe("Name the deal proposal you accept (its id).");
    }
    const first = await accept(e.players[0], e.id, 1);
    expect(first.statusCode, first.body).toBe(200);
    const version = (first.json() as LiveSnapshot).state.version;
    // 20 more taps change nothing: no new version, nothing pushed to the displays
    for (let i = 0; i < 20; i++) expect((await accept(e.players[0], e.id, 1)).statusCode).toBe(200);
    const recorded = await action(ctx.app, e.sponsor, e.id, { type: "deal-accept", playerId: e.seats[0], proposalId: 1 });
    expect((recorded.json() as LiveSnapshot).state.version).toBe(version);
    expect((await liveState(ctx.app, null, e.id)).state.version).toBe(version);

    // cancelled and proposed again with other amounts: the acceptance of proposal 1 does not carry over
    expect((await action(ctx.app, e.sponsor, e.id, { type: "deal-cancel" })).statusCode).toBe(200);
    const custom = { [e.seats[0]]: "1", [e.seats[1]]: "1500", [e.seats[2]]: "1499" };
    const again = await action(ctx.app, e.sponsor, e.id, { type: "deal-propose", method: "custom", amounts: custom });
    expect((again.json() as LiveSnapshot).state.deal).toMatchObject({ id: 2, accepted: [] });
    const stale = await accept(e.players[0], e.id, 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe("The deal was proposed again with other amounts: look at the new amounts before accepting.");
    const staleByConsole = await action(ctx.app, e.sponsor, e.id, { type: "deal-accept", playerId: e.seats[0], proposalId: 1 });
    expect(staleByConsole.statusCode).toBe(409);
    expect((await liveState(ctx.app, null, e.id)).state.deal).toMatchObject({ id: 2, accepted: [] });
    expect((await accept(e.players[0], e.id, 2)).statusCode).toBe(200);

    // the console's per-account budget: a flood of taps ends in 429 long before it could flood the displays
    let status = 200;
    for (let i = 0; i < LIVE_ACTION_RATE_LIMIT_MAX + 5 && status === 200; i++) status = (await accept(e.players[0], e.id, 2)).statusCode;
    expect(status).toBe(429);
    expect((await liveState(ctx.app, null, e.id)).state.deal).toMatchObject({ id: 2, accepted: [e.seats[0]] });
  });

  it("while a deal is proposed the field holds: eliminations and walk-ins are refused with a message (decision 192)", async () => {
    const e = await finalTable();
    expect((await action(ctx.app, e.sponsor, e.id, { type: "deal-propose", method: "icm" })).statusCode).toBe(200);
    const bust = await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: e.seats[2] });
    expect(bust.statusCode).toBe(409);
    expect(bust.json().message).toBe("A deal is proposed: cancel it before eliminating a player.");
    const walkIn = await action(ctx.app, e.sponsor, e.id, { type: "late-registration", name: "Walk In" });
    expect(walkIn.statusCode).toBe(409);
    expect(walkIn.json().message).toBe("Late registration closed while a deal is proposed: cancel the deal first.");
    const count = await action(ctx.app, e.sponsor, e.id, { type: "chips", counts: { [e.seats[0]]: "6000" } });
    expect(count.statusCode).toBe(409);
    expect((await liveState(ctx.app, null, e.id)).state.players.filter((p) => !p.isEliminated)).toHaveLength(3);
  });
});
