import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payouts } from "../../../src/server/db/schema/index";
import { injectAs, setupTestApp, type TestUser } from "../helpers";
import { action, activityLines, campaignRow, eliminateAllBut, investmentsOf, liveState, payoutsOf, seatOf, stakedEvent } from "./verified-helpers";

const ctx = setupTestApp();

const close = (who: TestUser, campaignId: number) =>
  injectAs(ctx.app, who, {
    method: "POST",
    url: "/api/campaigns/close",
    payload: { campaignId, finalPosition: 1, totalWinnings: "99999", closingDate: new Date().toISOString().slice(0, 10) },
  });

describe("a verified event settles its campaigns from the clock", () => {
  it("the whole path: 3rd place completes one campaign with its payouts, the winner settles at the finish", async () => {
    const e = await stakedEvent(ctx.app, ctx.db);
    const view = await liveState(ctx.app, e.sponsor, e.id);
    // only player registrations are entrants, each seat carrying its user
    expect(view.state.totalPlayers).toBe(14);
    expect(view.state.prizePool).toBeDefined();
    const aliceSeat = await seatOf(ctx.app, e.sponsor, e.id, e.alice);
    const bobSeat = await seatOf(ctx.app, e.sponsor, e.id, e.bob);
    // the console learns how many back each player, and nobody else does
    expect(view.backers).toEqual({ [aliceSeat]: 2, [bobSeat]: 1 });
    expect((await liveState(ctx.app, null, e.id)).backers).toBeUndefined();
    expect((await liveState(ctx.app, e.x, e.id)).backers).toBeUndefined();

    // the player cannot type a result for it
    const manual = await close(e.alice, e.a.id);
    expect(manual.statusCode).toBe(403);
    expect(manual.json().message).toBe("This campaign is settled by its tournament's clock: the result cannot be entered by hand");

    expect((await action(ctx.app, e.sponsor, e.id, { type: "start" })).statusCode).toBe(200);
    const [lastOther] = await eliminateAllBut(ctx.app, e.sponsor, e.id, [e.alice, e.bob]);
    expect((await campaignRow(ctx.db, e.a.id)).status).toBe("funded");

    const out = await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: aliceSeat });
    expect(out.statusCode).toBe(200);
    expect(out.json().state.players.find((p: { id: string }) => p.id === aliceSeat).position).toBe(3);
    const a = await campaignRow(ctx.db, e.a.id);
    expect(a).toMatchObject({ status: "completed", finalPosition: 3, totalWinnings: "2800.00", payoutCompleted: false });
    // 30% and 20% of $2,800
    expect((await payoutsOf(ctx.db, e.a.id)).map((p) => [p.investorId, p.amount, p.status])).toEqual([
      [e.x.user.id, "840.00", "pending"],
      [e.y.user.id, "560.00", "pending"],
    ]);
    expect((await investmentsOf(ctx.db, e.a.id)).map((i) => [i.status, i.payout])).toEqual([
      ["closed", "840.00"],
      ["closed", "560.00"],
    ]);
    expect(await activityLines(ctx.db, e.alice)).toContain(`Settled from the tournament clock: 3rd, $2,800.00. ${e.name}: $1,400.00 owed to investors`);
    expect(await activityLines(ctx.db, e.y)).toContain(
      `Settled from the tournament clock: 3rd, $2,800.00. ${e.a.playerName} in ${e.name}: your payout is $560.00`,
    );
    // Bob is still playing: his campaign is untouched
    expect((await campaignRow(ctx.db, e.b.id)).status).toBe("active");
    // the player sees what they owe, as after a manual close
    const owed = await injectAs(ctx.app, e.alice, { method: "GET", url: "/api/pending-payouts" });
    expect(owed.json().map((p: { amount: number }) => p.amount)).toEqual([840, 560]);

    // the last unstaked player out: Bob wins, $7,000
    expect((await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: lastOther.id })).statusCode).toBe(200);
    expect(await campaignRow(ctx.db, e.b.id)).toMatchObject({ status: "completed", finalPosition: 1, totalWinnings: "7000.00" });
    // 25% of $7,000
    expect((await payoutsOf(ctx.db, e.b.id)).map((p) => p.amount)).toEqual(["1750.00"]);
    expect(await activityLines(ctx.db, e.bob)).toContain(`Settled from the tournament clock: 1st, $7,000.00. ${e.name}: $1,750.00 owed to investors`);
  });

  it("a player out of the money settles at $0: the stakes close, nothing is owed", async () => {
    const e = await stakedEvent(ctx.app, ctx.db);
    await action(ctx.app, e.sponsor, e.id, { type: "start" });
    const res = await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: await seatOf(ctx.app, e.sponsor, e.id, e.alice) });
    expect(res.statusCode).toBe(200);
    expect(await campaignRow(ctx.db, e.a.id)).toMatchObject({ status: "completed", finalPosition: 14, totalWinnings: "0.00", payoutCompleted: true });
    expect(await payoutsOf(ctx.db, e.a.id)).toEqual([]);
    expect(await activityLines(ctx.db, e.x)).toContain(`Settled from the tournament clock: 14th, $0.00. ${e.a.playerName} in ${e.name}: no payout is due`);
  });

  it("undoing an elimination reverts its settlement; the next elimination settles again", async () => {
    const e = await stakedEvent(ctx.app, ctx.db);
    await action(ctx.app, e.sponsor, e.id, { type: "start" });
    await eliminateAllBut(ctx.app, e.sponsor, e.id, [e.alice, e.bob]);
    const aliceSeat = await seatOf(ctx.app, e.sponsor, e.id, e.alice);
    await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: aliceSeat });
    expect((await campaignRow(ctx.db, e.a.id)).status).toBe("completed");

    // only the sponsor may undo
    expect((await action(ctx.app, e.alice, e.id, { type: "reinstate", playerId: aliceSeat })).statusCode).toBe(403);
    const undo = await action(ctx.app, e.sponsor, e.id, { type: "reinstate", playerId: aliceSeat });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().state.players.find((p: { id: string }) => p.id === aliceSeat)).toMatchObject({ isEliminated: false, chips: 0, status: "inactive" });
    expect(await campaignRow(ctx.db, e.a.id)).toMatchObject({
      status: "funded",
      finalPosition: null,
      totalWinnings: null,
      completedAt: null,
      payoutCompleted: false,
    });
    expect(await payoutsOf(ctx.db, e.a.id)).toEqual([]);
    expect((await investmentsOf(ctx.db, e.a.id)).map((i) => [i.status, i.payout])).toEqual([
      ["active", null],
      ["active", null],
    ]);
    expect((await activityLines(ctx.db, e.x)).at(-1)).toBe(
      `The tournament clock undid an elimination: 3rd no longer stands. ${e.a.playerName} in ${e.name}: your stake is open again`,
    );

    await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: aliceSeat });
    expect(await campaignRow(ctx.db, e.a.id)).toMatchObject({ status: "completed", finalPosition: 3, totalWinnings: "2800.00" });
    expect((await payoutsOf(ctx.db, e.a.id)).map((p) => p.amount)).toEqual(["840.00", "560.00"]);
  });

  it("an undo is refused once a payout of that settlement was marked paid, and nothing changes", async () => {
    const e = await stakedEvent(ctx.app, ctx.db);
    await action(ctx.app, e.sponsor, e.id, { type: "start" });
    await eliminateAllBut(ctx.app, e.sponsor, e.id, [e.alice, e.bob]);
    const aliceSeat = await seatOf(ctx.app, e.sponsor, e.id, e.alice);
    await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: aliceSeat });
    const [first] = await payoutsOf(ctx.db, e.a.id);
    expect((await injectAs(ctx.app, e.alice, { method: "PATCH", url: `/api/payouts/${first.id}/mark-paid` })).statusCode).toBe(200);
    const before = await liveState(ctx.app, e.sponsor, e.id);

    const undo = await action(ctx.app, e.sponsor, e.id, { type: "reinstate", playerId: aliceSeat });
    expect(undo.statusCode).toBe(409);
    expect(undo.json().message).toBe("This elimination cannot be undone: a backer has already been paid from its settlement");
    const after = await liveState(ctx.app, e.sponsor, e.id);
    expect(after.state.version).toBe(before.state.version);
    expect(after.state.players.find((p) => p.id === aliceSeat)!.isEliminated).toBe(true);
    expect((await campaignRow(ctx.db, e.a.id)).status).toBe("completed");
    expect((await ctx.db.select().from(payouts).where(eq(payouts.campaignId, e.a.id))).length).toBe(2);
  });

  it("a linked campaign cannot be cancelled by hand once its tournament has started", async () => {
    const e = await stakedEvent(ctx.app, ctx.db);
    await action(ctx.app, e.sponsor, e.id, { type: "start" });
    const res = await injectAs(ctx.app, e.alice, { method: "POST", url: `/api/campaigns/${e.a.id}/cancel` });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("This campaign's tournament has started: its result now comes from the tournament clock");
    expect((await campaignRow(ctx.db, e.a.id)).status).toBe("funded");
  });
});
