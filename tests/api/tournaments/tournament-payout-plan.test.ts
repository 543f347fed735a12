import { BOTH_TABLES_MESSAGE } from "@core/contracts/tournaments";
import { livePrizeTable } from "@core/live/prizes/event-prizes";
import { describe, expect, it } from "vitest";
import { tournamentBody } from "../../../src/server/seed/builders";
import { termLockedMessage } from "../../../src/server/tournaments/messages";
import { createInvestor, createPlayer, createSponsor, injectAs, setupTestApp, uniqueName } from "../helpers";
import { action, back, campaignRow, fillField, linkedCampaign, liveState, registerAs, seatOf } from "../settlement/verified-helpers";

// decision 160: a sponsor's payout table generated to fit the field, paid by the clock and settlement.
const ctx = setupTestApp();

const PLAN = { paidPercent: 20, minCashMultiple: 1.5, shape: "standard" };

async function create(extra: Record<string, unknown>) {
  const sponsor = await createSponsor(ctx.db);
  const name = uniqueName("Fitted Cup");
  const res = await injectAs(ctx.app, sponsor, {
    method: "POST",
    url: "/api/special-tournaments",
    payload: tournamentBody({ name, date: "2030-06-01", location: "Las Vegas", buyIn: "100", startingChips: 10000, maxSeats: 100, ...extra }),
  });
  return { sponsor, name, res };
}

describe("an event with a payout plan", () => {
  it("is created and returned with its plan; the pool is still max(entries x buy-in, guarantee)", async () => {
    const { res } = await create({ payoutPlan: PLAN, guaranteedPrizePool: "500" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ payoutPlan: PLAN, prizePercentages: null, prizePool: "500.00" });
    const listed = (await injectAs(ctx.app, null, { method: "GET", url: `/api/special-tournaments/${res.json().id}` })).json();
    expect(listed).toMatchObject({ payoutPlan: PLAN, prizePool: "500.00" });
  });

  it("takes the sponsor's percentages or a plan, never both", async () => {
    const { res } = await create({ payoutPlan: PLAN, prizePercentages: [60, 40] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(BOTH_TABLES_MESSAGE);
  });

  it.each([
    [{ ...PLAN, paidPercent: 25 }, "Payout plan paid percent must be a number from 10 to 20"],
    [{ ...PLAN, minCashMultiple: 1 }, "Payout plan min cash must be a number from 1.5 to 2 (times the buy-in)"],
    [{ ...PLAN, shape: "steep" }, "Payout plan shape must be flat, standard or top-heavy"],
    ["generated", "Payout plan must be { paidPercent, minCashMultiple, shape } or null"],
  ])("refuses the plan %j with a 400 naming the field", async (payoutPlan, message) => {
    const { res } = await create({ payoutPlan });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("a plan chosen on edit replaces the sponsor's percentages, and percentages replace a plan", async () => {
    const { sponsor, res } = await create({ prizePercentages: [60, 40] });
    const id = res.json().id;
    const planned = await injectAs(ctx.app, sponsor, { method: "PATCH", url: `/api/special-tournaments/${id}`, payload: { payoutPlan: PLAN } });
    expect(planned.json()).toMatchObject({ payoutPlan: PLAN, prizePercentages: null });
    const own = await injectAs(ctx.app, sponsor, { method: "PATCH", url: `/api/special-tournaments/${id}`, payload: { prizePercentages: [70, 30] } });
    expect(own.json()).toMatchObject({ payoutPlan: null, prizePercentages: [70, 30] });
  });

  it("once a campaign is staked on the event, its plan is a fixed term like the percentages", async () => {
    const { sponsor, name, res } = await create({ payoutPlan: PLAN });
    const id: number = res.json().id;
    const player = await registerAs(ctx.app, await createPlayer(ctx.db), id, "player");
    await linkedCampaign(ctx.db, player, { id, name }, { buyIn: "100.00", targetAmount: "50.00", minStake: "10.00" });
    const same = await injectAs(ctx.app, sponsor, { method: "PATCH", url: `/api/special-tournaments/${id}`, payload: { payoutPlan: PLAN } });
    expect(same.statusCode, same.body).toBe(200);
    const moved = await injectAs(ctx.app, sponsor, {
      method: "PATCH",
      url: `/api/special-tournaments/${id}`,
      payload: { payoutPlan: { ...PLAN, shape: "top-heavy" } },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(termLockedMessage("prizePercentages"));
  });

  it("the clock pays the generated table and settlement pays backers from it: 7 x $100, top 20% = 2 places", async () => {
    const { sponsor, name, res } = await create({ payoutPlan: PLAN });
    const id: number = res.json().id;
    const [ann, ben] = [await createPlayer(ctx.db), await createPlayer(ctx.db)];
    for (const p of [ann, ben]) await registerAs(ctx.app, p, id, "player");
    await fillField(ctx.db, id, 5);
    const event = { id, name };
    const a = await linkedCampaign(ctx.db, ann, event, { buyIn: "100.00", targetAmount: "50.00", minStake: "10.00" });
    const b = await linkedCampaign(ctx.db, ben, event, { buyIn: "100.00", targetAmount: "50.00", minStake: "10.00" });
    await back(ctx.app, await createInvestor(ctx.db), a.id, "50.00");
    await back(ctx.app, await createInvestor(ctx.db), b.id, "50.00");
    expect((await action(ctx.app, sponsor, id, { type: "start" })).statusCode).toBe(200);

    // $700 pool, $150 min cash: 2nd 150 + 400 x (1/2) / 1.5 = $283.33 -> $283; 1st the rest, $417
    const { state } = await liveState(ctx.app, sponsor, id);
    expect(state.payoutPlan).toEqual(PLAN);
    expect(state.prizePool).toBe("700.00");
    expect(livePrizeTable(state).map((r) => [r.label, r.amountCents])).toEqual([
      ["1st", 417_00],
      ["2nd", 283_00],
    ]);

    const annSeat = await seatOf(ctx.app, sponsor, id, ann);
    const benSeat = await seatOf(ctx.app, sponsor, id, ben);
    const others = state.players.filter((p) => p.id !== annSeat && p.id !== benSeat);
    for (const p of [...others.map((o) => o.id), benSeat]) {
      const out = await action(ctx.app, sponsor, id, { type: "eliminate", playerId: p });
      expect(out.statusCode, out.body).toBe(200);
    }
    expect(await campaignRow(ctx.db, a.id)).toMatchObject({ status: "completed", finalPosition: 1, totalWinnings: "417.00" });
    expect(await campaignRow(ctx.db, b.id)).toMatchObject({ status: "completed", finalPosition: 2, totalWinnings: "283.00" });
  });
});
