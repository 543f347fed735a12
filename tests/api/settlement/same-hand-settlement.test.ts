import { describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { investments, notifications } from "../../../src/server/db/schema/index";
import { createInvestor, injectAs, setupTestApp } from "../helpers";
import { action, back, campaignRow, createEvent, eliminateAllBut, fillField, linkedCampaign, liveState, payoutsOf, seatOf } from "./verified-helpers";

// decision 234: players busted in the same hand finish by their stacks at its start; equal stacks share the prizes
const ctx = setupTestApp();

/**
 * 10 entrants at $500 on 50/30/20 (a $5,000 pool: 3rd pays $1,000), Alice and Bob each sold 10% to a backer ($50 of
 * the $500 buy-in), and play down to four: Alice, Bob and two others.
 */
async function downToFour() {
  const e = await createEvent(ctx.app, ctx.db, 2, "500");
  const table = await injectAs(ctx.app, e.sponsor, { method: "PATCH", url: `/api/special-tournaments/${e.id}`, payload: { prizePercentages: [50, 30, 20] } });
  expect(table.statusCode, table.body).toBe(200);
  await fillField(ctx.db, e.id, 8);
  const [alice, bob] = e.entrants;
  const a = await linkedCampaign(ctx.db, alice, e, { buyIn: "500.00", targetAmount: "250.00", minStake: "50.00" });
  const b = await linkedCampaign(ctx.db, bob, e, { buyIn: "500.00", targetAmount: "250.00", minStake: "50.00" });
  const [x, y] = [await createInvestor(ctx.db), await createInvestor(ctx.db)];
  await back(ctx.app, x, a.id, "50.00");
  await back(ctx.app, y, b.id, "50.00");
  expect((await action(ctx.app, e.sponsor, e.id, { type: "start" })).statusCode).toBe(200);
  await eliminateAllBut(ctx.app, e.sponsor, e.id, [alice, bob], 2);
  const seats = [await seatOf(ctx.app, e.sponsor, e.id, alice), await seatOf(ctx.app, e.sponsor, e.id, bob)];
  return { ...e, alice, bob, a, b, x, y, seats };
}

describe("players busted in the same hand, settled from the clock (decision 234)", () => {
  it("with equal stacks they tie for 3rd and take $500 each; a 10% backer of either is paid $50", async () => {
    const e = await downToFour();
    const out = await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerIds: e.seats, stacks: [10_000, 10_000] });
    expect(out.statusCode, out.body).toBe(200);
    const { state } = await liveState(ctx.app, e.sponsor, e.id);
    expect(state.prizePool).toBe("5000.00");
    expect(state.players.filter((p) => e.seats.includes(p.id)).map((p) => p.position)).toEqual([3, 4]);
    for (const c of [e.a, e.b]) {
      expect(await campaignRow(ctx.db, c.id)).toMatchObject({ status: "completed", finalPosition: 3, totalWinnings: "500.00" });
      expect((await payoutsOf(ctx.db, c.id)).map((p) => [p.amount, p.status])).toEqual([["50.00", "pending"]]);
    }
  });

  it("settles both campaigns in the one action: each stake closed with its payout, each backer and player told", async () => {
    const e = await downToFour();
    const out = await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerIds: e.seats, stacks: [8_000, 12_000] });
    expect(out.statusCode, out.body).toBe(200);
    const stakes = await ctx.db
      .select()
      .from(investments)
      .where(inArray(investments.campaignId, [e.a.id, e.b.id]));
    expect(stakes.map((s) => [s.campaignId, s.status, s.payout]).sort()).toEqual(
      [
        [e.a.id, "closed", "0.00"],
        [e.b.id, "closed", "100.00"],
      ].sort(),
    );
    const toldTo = async (userId: number) =>
      (await ctx.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => `${n.type}: ${n.body}`);
    const settled = async (userId: number) => (await toldTo(userId)).filter((n) => n.startsWith("clock_settled: ") && !n.includes("payout method"));
    expect(await settled(e.x.user.id)).toEqual([expect.stringMatching(/settled from its verified clock\. Your payout: \$0\.00\.$/)]);
    expect(await settled(e.y.user.id)).toEqual([expect.stringMatching(/settled from its verified clock\. Your payout: \$100\.00\.$/)]);
    // the backer with a payout and no payout method is asked for one, once
    expect((await toldTo(e.y.user.id)).filter((n) => n.includes("payout method"))).toHaveLength(1);
    expect(await settled(e.alice.user.id)).toEqual([expect.stringMatching(/: 4th, \$0\.00\. You owe your backers nothing\.$/)]);
    expect(await settled(e.bob.user.id)).toEqual([expect.stringMatching(/: 3rd, \$1,000\.00\./)]);
  });

  it("with 8,000 and 12,000 the bigger stack is 3rd with $1,000 and the other 4th with $0", async () => {
    const e = await downToFour();
    const out = await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerIds: e.seats, stacks: [8_000, 12_000] });
    expect(out.statusCode, out.body).toBe(200);
    expect(await campaignRow(ctx.db, e.b.id)).toMatchObject({ status: "completed", finalPosition: 3, totalWinnings: "1000.00" });
    expect((await payoutsOf(ctx.db, e.b.id)).map((p) => p.amount)).toEqual(["100.00"]);
    expect(await campaignRow(ctx.db, e.a.id)).toMatchObject({ status: "completed", finalPosition: 4, totalWinnings: "0.00" });
    expect(await payoutsOf(ctx.db, e.a.id)).toEqual([]);
  });

  it("undoing one of them restores both and reverts both settlements; refused once a split was paid", async () => {
    const e = await downToFour();
    await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerIds: e.seats, stacks: [10_000, 10_000] });
    const undo = await action(ctx.app, e.sponsor, e.id, { type: "reinstate", playerId: e.seats[1] });
    expect(undo.statusCode, undo.body).toBe(200);
    for (const id of e.seats)
      expect(undo.json().state.players.find((p: { id: string }) => p.id === id)).toMatchObject({ isEliminated: false, status: "inactive" });
    for (const c of [e.a, e.b]) {
      expect(await campaignRow(ctx.db, c.id)).toMatchObject({ finalPosition: null, totalWinnings: null });
      expect(await payoutsOf(ctx.db, c.id)).toEqual([]);
    }

    // busted together again; Alice pays her backer his $50, and the hand can no longer be undone
    expect((await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerIds: e.seats, stacks: [10_000, 10_000] })).statusCode).toBe(200);
    const [paid] = await payoutsOf(ctx.db, e.a.id);
    expect((await injectAs(ctx.app, e.alice, { method: "PATCH", url: `/api/payouts/${paid.id}/mark-paid` })).statusCode).toBe(200);
    const before = await liveState(ctx.app, e.sponsor, e.id);
    const refused = await action(ctx.app, e.sponsor, e.id, { type: "reinstate", playerId: e.seats[1] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("This elimination cannot be undone: a backer has already been paid from its settlement");
    const after = await liveState(ctx.app, e.sponsor, e.id);
    expect(after.state.version).toBe(before.state.version);
    for (const id of e.seats) expect(after.state.players.find((p) => p.id === id)!.isEliminated).toBe(true);
    expect(await campaignRow(ctx.db, e.b.id)).toMatchObject({ status: "completed", totalWinnings: "500.00" });
  });

  it("refuses a bad list as a 400 and a rule's refusal as a 409, changing nothing", async () => {
    const e = await downToFour();
    const dup = await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerIds: [e.seats[0], e.seats[0]], stacks: [1, 1] });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toMatch(/Each busted player once/);
    const short = await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerIds: e.seats, stacks: [1] });
    expect(short.statusCode).toBe(400);
    const { state } = await liveState(ctx.app, e.sponsor, e.id);
    const everyone = state.players.filter((p) => !p.isEliminated).map((p) => p.id);
    const all = await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerIds: everyone, stacks: everyone.map(() => 5) });
    expect(all.statusCode).toBe(409);
    expect(all.json().message).toBe("Someone won the hand: at least one player must remain.");
  });
});
