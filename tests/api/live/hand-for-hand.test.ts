import { describe, expect, it } from "vitest";
import { createInvestor, injectAs, setupTestApp } from "../helpers";
import {
  action,
  back,
  campaignRow,
  createEvent,
  eliminateAllBut,
  fillField,
  linkedCampaign,
  liveState,
  payoutsOf,
  seatOf,
} from "../settlement/verified-helpers";

// decision 235: hand-for-hand at the bubble; the busts of one hand are one same-hand group (decision 234)
const ctx = setupTestApp();

/**
 * 10 entrants at $500 on 50/30/20 (a $5,000 pool: 3rd pays $1,000), Alice and Bob each sold 10% to a backer, played
 * down to the bubble: four left (Alice, Bob and two others), three paid; hand-for-hand is on.
 */
async function atTheBubble() {
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
  const on = await action(ctx.app, e.sponsor, e.id, { type: "hand-for-hand", on: true });
  expect(on.statusCode, on.body).toBe(200);
  expect(on.json().state.handForHand).toEqual({ hand: 1, reported: [], resumeRunning: false, bustGroup: null });
  const seats = [await seatOf(ctx.app, e.sponsor, e.id, alice), await seatOf(ctx.app, e.sponsor, e.id, bob)];
  return { ...e, alice, bob, a, b, x, y, seats };
}

const tablesOf = (state: { players: { isEliminated: boolean; tableNumber: number }[] }) =>
  [...new Set(state.players.filter((p) => !p.isEliminated).map((p) => p.tableNumber))].sort((p, q) => p - q);

describe("hand-for-hand at the bubble, settled from the clock (decision 235)", () => {
  it("Alice and Bob bust one after the other in one hand with 10,000 each: they tie for 3rd, $500 each, and each backer is owed $50", async () => {
    const e = await atTheBubble();
    const first = await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: e.seats[0], stacks: [10_000] });
    expect(first.statusCode, first.body).toBe(200);
    // alone so far, Alice is 4th and unpaid
    expect(await campaignRow(ctx.db, e.a.id)).toMatchObject({ status: "completed", finalPosition: 4, totalWinnings: "0.00" });
    const second = await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: e.seats[1], stacks: [10_000] });
    expect(second.statusCode, second.body).toBe(200);
    const players = second.json().state.players as { id: string; position: number; sameHand?: { hand: number; stack: number } }[];
    const [pa, pb] = e.seats.map((id) => players.find((p) => p.id === id)!);
    expect(pa.sameHand!.hand).toBe(pb.sameHand!.hand);
    for (const c of [e.a, e.b]) {
      expect(await campaignRow(ctx.db, c.id)).toMatchObject({ status: "completed", finalPosition: 3, totalWinnings: "500.00" });
      expect((await payoutsOf(ctx.db, c.id)).map((p) => [p.amount, p.status])).toEqual([["50.00", "pending"]]);
    }
  });

  it("8,000 and 12,000 in one hand: Bob is 3rd with $1,000, Alice 4th with $0", async () => {
    const e = await atTheBubble();
    expect((await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: e.seats[0], stacks: [8_000] })).statusCode).toBe(200);
    expect((await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: e.seats[1], stacks: [12_000] })).statusCode).toBe(200);
    expect(await campaignRow(ctx.db, e.b.id)).toMatchObject({ status: "completed", finalPosition: 3, totalWinnings: "1000.00" });
    expect((await payoutsOf(ctx.db, e.b.id)).map((p) => p.amount)).toEqual(["100.00"]);
    expect(await campaignRow(ctx.db, e.a.id)).toMatchObject({ status: "completed", finalPosition: 4, totalWinnings: "0.00" });
  });

  it("every table reports the hand: the clock pauses at the first report, the bubble has burst, so it switches off and runs on", async () => {
    const e = await atTheBubble();
    await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerIds: e.seats, stacks: [10_000, 10_000] });
    const { state } = await liveState(ctx.app, e.sponsor, e.id);
    const tables = tablesOf(state);
    let last = state;
    for (const [i, table] of tables.entries()) {
      const done = await action(ctx.app, e.sponsor, e.id, { type: "hand-done", table, hand: 1 });
      expect(done.statusCode, done.body).toBe(200);
      last = done.json().state;
      if (i < tables.length - 1) expect(last).toMatchObject({ status: "paused", handForHand: { reported: tables.slice(0, i + 1) } });
    }
    expect(last).toMatchObject({ status: "running", handForHand: null });
    // a report after it went off is refused
    const late = await action(ctx.app, e.sponsor, e.id, { type: "hand-done", table: tables[0], hand: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("Hand-for-hand is off.");
  });

  it("two consoles report the same table's hand at once: one is taken, the other refused, and no hand is skipped", async () => {
    const e = await atTheBubble();
    const { state } = await liveState(ctx.app, e.sponsor, e.id);
    const tables = tablesOf(state);
    const report = () => action(ctx.app, e.sponsor, e.id, { type: "hand-done", table: tables[0], hand: 1 });
    const answers = await Promise.all([report(), report()]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    // at one table the first report ends the hand, so the second names an old hand; at several, a table's second report
    expect(answers.find((r) => r.statusCode === 409)!.json().message).toBe(
      tables.length === 1 ? "Hand 1 is over: hand 2 is being played." : `Table ${tables[0]} has already reported hand 1.`,
    );
    const after = await liveState(ctx.app, e.sponsor, e.id);
    expect(after.state.version).toBe(state.version + 1);
    expect(after.state.handForHand).toMatchObject({ hand: tables.length === 1 ? 2 : 1 });
    // an old or a future hand is refused as well
    const future = await action(ctx.app, e.sponsor, e.id, { type: "hand-done", table: tables[0], hand: 5 });
    expect(future.statusCode).toBe(409);
    expect(future.json().message).toMatch(/^Hand 5 has not started: hand \d is being played\.$/);
  });

  it("an elimination undone after a backer was paid from the split is refused, and undone before it restores the whole hand", async () => {
    const e = await atTheBubble();
    await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: e.seats[0], stacks: [10_000] });
    await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: e.seats[1], stacks: [10_000] });
    const undo = await action(ctx.app, e.sponsor, e.id, { type: "reinstate", playerId: e.seats[0] });
    expect(undo.statusCode, undo.body).toBe(200);
    for (const id of e.seats) expect(undo.json().state.players.find((p: { id: string }) => p.id === id)).toMatchObject({ isEliminated: false });
    for (const c of [e.a, e.b]) expect(await payoutsOf(ctx.db, c.id)).toEqual([]);

    // busted again in the same hand; Bob pays his backer the $50 of his half
    await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: e.seats[0], stacks: [10_000] });
    await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: e.seats[1], stacks: [10_000] });
    const [paid] = await payoutsOf(ctx.db, e.b.id);
    expect(paid.amount).toBe("50.00");
    expect((await injectAs(ctx.app, e.bob, { method: "PATCH", url: `/api/payouts/${paid.id}/mark-paid` })).statusCode).toBe(200);
    const before = await liveState(ctx.app, e.sponsor, e.id);
    const refused = await action(ctx.app, e.sponsor, e.id, { type: "reinstate", playerId: e.seats[0] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("This elimination cannot be undone: a backer has already been paid from its settlement");
    const after = await liveState(ctx.app, e.sponsor, e.id);
    expect(after.state.version).toBe(before.state.version);
    expect(await campaignRow(ctx.db, e.a.id)).toMatchObject({ status: "completed", finalPosition: 3, totalWinnings: "500.00" });
  });

  it("only the sponsor switches it or reports a hand; bad input is a 400, a rule's refusal a 409", async () => {
    const e = await atTheBubble();
    const investor = await createInvestor(ctx.db);
    for (const who of [investor, e.alice]) {
      const res = await action(ctx.app, who, e.id, { type: "hand-done", table: 1, hand: 1 });
      expect(res.statusCode).toBe(403);
    }
    expect((await action(ctx.app, null, e.id, { type: "hand-for-hand", on: false })).statusCode).toBe(403);
    const bad = await action(ctx.app, e.sponsor, e.id, { type: "hand-done", table: "two", hand: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Please select a table\./);
    const noFlag = await action(ctx.app, e.sponsor, e.id, { type: "hand-for-hand" });
    expect(noFlag.statusCode).toBe(400);
    expect(noFlag.json().message).toMatch(/Say whether hand-for-hand is on \(true\) or off \(false\)\./);
    const nowhere = await action(ctx.app, e.sponsor, e.id, { type: "hand-done", table: 40, hand: 1 });
    expect(nowhere.statusCode).toBe(409);
    expect(nowhere.json().message).toBe("Table 40 is not in play.");
    // on again while on changes nothing (no new version); off, then on once the bubble burst, is refused
    const v = (await liveState(ctx.app, e.sponsor, e.id)).state.version;
    expect((await action(ctx.app, e.sponsor, e.id, { type: "hand-for-hand", on: true })).statusCode).toBe(200);
    expect((await liveState(ctx.app, e.sponsor, e.id)).state.version).toBe(v);
    await action(ctx.app, e.sponsor, e.id, { type: "hand-for-hand", on: false });
    await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: e.seats[0] });
    const burst = await action(ctx.app, e.sponsor, e.id, { type: "hand-for-hand", on: true });
    expect(burst.statusCode).toBe(409);
    expect(burst.json().message).toBe("The bubble has burst: every player left is paid, so there is no hand-for-hand.");
  });
});
