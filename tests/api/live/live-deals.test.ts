import { markupHundredthsOf } from "@core/markup";
import { centsToDecimal, toCents } from "@core/money";
import { stakePayoutCents } from "@core/payouts";
import type { LiveSnapshot } from "@core/live/contracts";
import { describe, expect, it } from "vitest";
import { createInvestor, createPlayer, injectAs, setupTestApp } from "../helpers";
import { action, back, campaignRow, createEvent, linkedCampaign, liveState, payoutsOf, registerAs, seatOf } from "../settlement/verified-helpers";
import { tournamentStatus } from "./live-helpers";

// Issue 27 item 6: a three-way deal at a sponsor's final table, accepted by a player on their own device and by the
// controller for the others, settles each linked campaign on the deal amount.
const ctx = setupTestApp();

const accept = (who: Parameters<typeof injectAs>[1], id: number) => injectAs(ctx.app, who, { method: "POST", url: `/api/live/${id}/deal/accept` });

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
    expect((await action(ctx.app, e.players[0], e.id, { type: "deal-accept", playerId: e.seats[0] })).statusCode).toBe(403);

    const mine = await accept(e.players[0], e.id);
    expect(mine.statusCode, mine.body).toBe(200);
    expect((mine.json() as LiveSnapshot).state.deal).toMatchObject({ status: "proposed", accepted: [e.seats[0]] });
    // until everyone has accepted nothing changes
    expect((await campaignRow(ctx.db, e.campaigns[0].id)).status).not.toBe("completed");

    expect((await action(ctx.app, e.sponsor, e.id, { type: "deal-accept", playerId: e.seats[1] })).statusCode).toBe(200);
    const made = await action(ctx.app, e.sponsor, e.id, { type: "deal-accept", playerId: e.seats[2] });
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
});
