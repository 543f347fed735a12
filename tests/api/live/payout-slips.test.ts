import { SLIP_MESSAGES } from "@core/contracts/payout-slips";
import { DAY_MS } from "@core/payback";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payoutSlips, payouts, specialTournaments, users } from "../../../src/server/db/schema/index";
import { createInvestor, createPlayer, createSponsor, injectAs, setupTestApp, type TestUser } from "../helpers";
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

// decision 238: payout slips, handed out by the sponsor; the backers' 7 days start then
const ctx = setupTestApp();

/**
 * 10 entrants at $500 on 50/30/20 (a $5,000 pool: $2,500 / $1,500 / $1,000), Alice (who appears as "Player N" on
 * public screens) and Bob each sold 10% to a backer, played down to four: Alice, Bob and two others.
 */
async function downToFour() {
  const e = await createEvent(ctx.app, ctx.db, 2, "500");
  const table = await injectAs(ctx.app, e.sponsor, { method: "PATCH", url: `/api/special-tournaments/${e.id}`, payload: { prizePercentages: [50, 30, 20] } });
  expect(table.statusCode, table.body).toBe(200);
  await fillField(ctx.db, e.id, 8);
  const [alice, bob] = e.entrants;
  await ctx.db.update(users).set({ appearAsPlayerNumber: true }).where(eq(users.id, alice.user.id));
  const a = await linkedCampaign(ctx.db, alice, e, { buyIn: "500.00", targetAmount: "250.00", minStake: "50.00" });
  const b = await linkedCampaign(ctx.db, bob, e, { buyIn: "500.00", targetAmount: "250.00", minStake: "50.00" });
  const [x, y] = [await createInvestor(ctx.db), await createInvestor(ctx.db)];
  await back(ctx.app, x, a.id, "50.00");
  await back(ctx.app, y, b.id, "50.00");
  expect((await action(ctx.app, e.sponsor, e.id, { type: "start" })).statusCode).toBe(200);
  // the four kept: Alice, Bob and the first two others; the rest are out, 5th the last of them
  const others = await eliminateAllBut(ctx.app, e.sponsor, e.id, [alice, bob], 2);
  const seats = [await seatOf(ctx.app, e.sponsor, e.id, alice), await seatOf(ctx.app, e.sponsor, e.id, bob)];
  const { state } = await liveState(ctx.app, e.sponsor, e.id);
  const fifth = state.players.find((p) => p.isEliminated && p.position === 5)!.id;
  return { ...e, alice, bob, a, b, x, y, seats, others: others.map((o) => o.id), fifth };
}

/** Alice and Bob busted in one hand with equal stacks: they tie for 3rd-4th and share 3rd's $1,000. */
async function tiedForThird() {
  const e = await downToFour();
  const out = await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerIds: e.seats, stacks: [10_000, 10_000] });
  expect(out.statusCode, out.body).toBe(200);
  return e;
}

const slipsOf = (who: TestUser | null, id: number | string) => injectAs(ctx.app, who, { method: "GET", url: `/api/special-tournaments/${id}/slips` });
const handOut = (who: TestUser | null, id: number | string, playerId: string) =>
  injectAs(ctx.app, who, { method: "POST", url: `/api/special-tournaments/${id}/slips/${playerId}/handed-out` });
const stakeOf = async (investor: TestUser, campaignId: number) => {
  const res = await injectAs(ctx.app, investor, { method: "GET", url: "/api/investments/my" });
  expect(res.statusCode).toBe(200);
  return (res.json() as Array<{ campaignId: number; prizePaidAt: string | null; payoutDueAt: string | null }>).find((i) => i.campaignId === campaignId)!;
};

describe("payout slips (decision 238)", () => {
  it("lists a slip per paid player with the registrant's own name; the slips of the finished event total the pool", async () => {
    const e = await tiedForThird();
    const mid = await slipsOf(e.sponsor, e.id);
    expect(mid.statusCode, mid.body).toBe(200);
    expect(mid.json()).toMatchObject({ tournamentId: e.id, tournamentName: e.name, finished: false, prizePool: "5000.00", prizesTotal: "1000.00" });
    expect(
      mid
        .json()
        .slips.map((s: { playerId: string; name: string; placeLabel: string; prize: string; handedOutAt: null }) => [
          s.playerId,
          s.placeLabel,
          s.prize,
          s.handedOutAt,
        ]),
    ).toEqual([
      [e.seats[0], "3rd (tie)", "500.00", null],
      [e.seats[1], "3rd (tie)", "500.00", null],
    ]);
    // the public screens show Alice as "Player N"; her slip names her for the cashier
    const { state } = await liveState(ctx.app, null, e.id);
    expect(state.players.find((p) => p.id === e.seats[0])!.name).toMatch(/^Player \d+$/);
    expect(mid.json().slips[0].name).toBe(`${e.alice.user.firstName} ${e.alice.user.lastName}`);

    expect((await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: e.others[1] })).statusCode).toBe(200);
    const end = (await slipsOf(e.sponsor, e.id)).json();
    expect(end).toMatchObject({ finished: true, prizePool: "5000.00", prizesTotal: "5000.00", bountyTotal: "0.00" });
    expect(end.slips.map((s: { placeLabel: string; total: string }) => [s.placeLabel, s.total])).toEqual([
      ["1st", "2500.00"],
      ["2nd", "1500.00"],
      ["3rd (tie)", "500.00"],
      ["3rd (tie)", "500.00"],
    ]);
  });

  it("handing a slip out starts the backers' 7 days then; a second console gets the first date; the backer sees it", async () => {
    const e = await tiedForThird();
    const [owed] = await payoutsOf(ctx.db, e.a.id);
    expect(owed.amount).toBe("50.00");
    const first = await handOut(e.sponsor, e.id, e.seats[0]);
    expect(first.statusCode, first.body).toBe(200);
    const handedOutAt: string = first.json().handedOutAt;
    expect(first.json()).toMatchObject({ playerId: e.seats[0], placeLabel: "3rd (tie)", prize: "500.00", total: "500.00" });
    const [due] = await payoutsOf(ctx.db, e.a.id);
    expect(due.dueAt!.getTime()).toBe(new Date(handedOutAt).getTime() + 7 * DAY_MS);
    expect(due.dueAt!.getTime()).toBeGreaterThan(owed.dueAt!.getTime());

    // the other console, a moment later: the same slip and date; nothing moves
    await new Promise((r) => setTimeout(r, 5));
    const again = await handOut(e.sponsor, e.id, e.seats[0]);
    expect(again.statusCode).toBe(200);
    expect(again.json().handedOutAt).toBe(handedOutAt);
    expect((await payoutsOf(ctx.db, e.a.id))[0].dueAt!.getTime()).toBe(due.dueAt!.getTime());

    // Alice's backer sees the date and the due date that follows; Bob's slip is not handed out
    expect(await stakeOf(e.x, e.a.id)).toMatchObject({ prizePaidAt: handedOutAt, payoutDueAt: due.dueAt!.toISOString() });
    expect(await stakeOf(e.y, e.b.id)).toMatchObject({ prizePaidAt: null });
    // Alice sees it on what she owes; marking it paid answers the same
    const pending = await injectAs(ctx.app, e.alice, { method: "GET", url: "/api/pending-payouts" });
    expect(pending.json()).toMatchObject([{ id: owed.id, prizePaidAt: handedOutAt, dueAt: due.dueAt!.toISOString() }]);
    const paid = await injectAs(ctx.app, e.alice, { method: "PATCH", url: `/api/payouts/${owed.id}/mark-paid` });
    expect(paid.json()).toMatchObject({ id: owed.id, status: "paid", prizePaidAt: handedOutAt });
    const bobs = await injectAs(ctx.app, e.bob, { method: "GET", url: "/api/pending-payouts" });
    expect(bobs.json()).toMatchObject([{ prizePaidAt: null }]);
    const listed = (await slipsOf(e.sponsor, e.id)).json().slips;
    expect(listed.map((s: { handedOutAt: string | null }) => s.handedOutAt)).toEqual([handedOutAt, null]);
  });

  it("never moves a due date earlier", async () => {
    const e = await tiedForThird();
    const later = new Date(Date.now() + 30 * DAY_MS);
    await ctx.db.update(payouts).set({ dueAt: later }).where(eq(payouts.campaignId, e.a.id));
    expect((await handOut(e.sponsor, e.id, e.seats[0])).statusCode).toBe(200);
    expect((await payoutsOf(ctx.db, e.a.id))[0].dueAt!.getTime()).toBe(later.getTime());
  });

  it("two consoles at once: both answered with the one date, one row", async () => {
    const e = await tiedForThird();
    const [one, two] = await Promise.all([handOut(e.sponsor, e.id, e.seats[1]), handOut(e.sponsor, e.id, e.seats[1])]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(one.json().handedOutAt).toBe(two.json().handedOutAt);
    const rows = await ctx.db.select().from(payoutSlips).where(eq(payoutSlips.tournamentId, e.id));
    expect(rows.map((r) => [r.playerId, r.handedOutBy])).toEqual([[e.seats[1], e.sponsor.user.id]]);
  });

  it("attack: an elimination undone after a split was handed out is refused, with nothing changed", async () => {
    const e = await tiedForThird();
    expect((await handOut(e.sponsor, e.id, e.seats[0])).statusCode).toBe(200);
    const before = await liveState(ctx.app, e.sponsor, e.id);
    // Bob's undo would reinstate the whole hand, Alice's paid half included
    const undoBob = await action(ctx.app, e.sponsor, e.id, { type: "reinstate", playerId: e.seats[1] });
    expect(undoBob.statusCode).toBe(409);
    const aliceName = before.state.players.find((p) => p.id === e.seats[0])!.name;
    expect(undoBob.json().message).toBe(SLIP_MESSAGES.undoHandedOut(aliceName));
    // undoing 5th would push the tie back to 4th-5th, which pay nothing
    const undoFifth = await action(ctx.app, e.sponsor, e.id, { type: "reinstate", playerId: e.fifth });
    expect(undoFifth.statusCode).toBe(409);
    expect(undoFifth.json().message).toBe(SLIP_MESSAGES.undoHandedOut(aliceName));
    const after = await liveState(ctx.app, e.sponsor, e.id);
    expect(after.state.version).toBe(before.state.version);
    for (const c of [e.a, e.b]) expect(await campaignRow(ctx.db, c.id)).toMatchObject({ status: "completed", totalWinnings: "500.00" });
    // play goes on: an elimination changes no handed-out slip
    expect((await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: e.others[1] })).statusCode).toBe(200);
  });

  it("an undo before any slip is handed out still works; a slip then waits for a final finish", async () => {
    const e = await tiedForThird();
    expect((await action(ctx.app, e.sponsor, e.id, { type: "reinstate", playerId: e.seats[1] })).statusCode).toBe(200);
    const refused = await handOut(e.sponsor, e.id, e.seats[0]);
    expect(refused.statusCode).toBe(409);
    const { state } = await liveState(ctx.app, e.sponsor, e.id);
    expect(refused.json().message).toBe(SLIP_MESSAGES.stillPlaying(state.players.find((p) => p.id === e.seats[0])!.name));
    expect(await ctx.db.select().from(payoutSlips).where(eq(payoutSlips.tournamentId, e.id))).toEqual([]);
  });

  it("an undo racing a hand-out: one of them wins, never both", async () => {
    const e = await tiedForThird();
    const [slip, undo] = await Promise.all([
      handOut(e.sponsor, e.id, e.seats[0]),
      action(ctx.app, e.sponsor, e.id, { type: "reinstate", playerId: e.seats[1] }),
    ]);
    expect([slip.statusCode, undo.statusCode].sort()).toEqual([200, 409]);
    const rows = await ctx.db.select().from(payoutSlips).where(eq(payoutSlips.tournamentId, e.id));
    const { state } = await liveState(ctx.app, e.sponsor, e.id);
    const aliceOut = state.players.find((p) => p.id === e.seats[0])!.isEliminated;
    expect(rows.length === 1).toBe(aliceOut);
  });

  it("refuses a slip for a player still in, one outside the money, one not in the event, and bad ids", async () => {
    const e = await tiedForThird();
    const { state } = await liveState(ctx.app, e.sponsor, e.id);
    const name = (id: string) => state.players.find((p) => p.id === id)!.name;
    const playing = await handOut(e.sponsor, e.id, e.others[0]);
    expect([playing.statusCode, playing.json().message]).toEqual([409, SLIP_MESSAGES.stillPlaying(name(e.others[0]))]);
    const outside = await handOut(e.sponsor, e.id, e.fifth);
    expect([outside.statusCode, outside.json().message]).toEqual([409, SLIP_MESSAGES.nothingWon(name(e.fifth))]);
    const stranger = await handOut(e.sponsor, e.id, "r999999");
    expect([stranger.statusCode, stranger.json().message]).toEqual([404, SLIP_MESSAGES.noSuchPlayer]);
    for (const bad of ["abc", "r", "R12", "r1234567890123", "r1%20or%201"]) {
      const res = await handOut(e.sponsor, e.id, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toContain("playerId");
    }
    expect((await handOut(e.sponsor, "nope", e.seats[0])).statusCode).toBe(400);
    expect((await slipsOf(e.sponsor, "0")).statusCode).toBe(400);
    expect(await ctx.db.select().from(payoutSlips).where(eq(payoutSlips.tournamentId, e.id))).toEqual([]);
  });

  it("before the start nobody has a slip", async () => {
    const e = await createEvent(ctx.app, ctx.db, 2);
    const list = await slipsOf(e.sponsor, e.id);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ finished: false, slips: [] });
    const seat = await seatOf(ctx.app, e.sponsor, e.id, e.entrants[0]);
    const res = await handOut(e.sponsor, e.id, seat);
    expect([res.statusCode, res.json().message]).toEqual([409, SLIP_MESSAGES.notStarted]);
  });

  it("is the event's sponsor's only: 401 signed out, 403 for other roles and sponsors, 404 for no event or another's cancelled one", async () => {
    const e = await tiedForThird();
    const other = await createSponsor(ctx.db);
    const player = await createPlayer(ctx.db);
    expect((await slipsOf(null, e.id)).statusCode).toBe(401);
    expect((await handOut(null, e.id, e.seats[0])).statusCode).toBe(401);
    for (const who of [e.x, player, e.alice, other]) {
      const list = await slipsOf(who, e.id);
      expect(list.statusCode).toBe(403);
      expect(list.json().message).toBe("You can only manage your own tournaments");
      expect((await handOut(who, e.id, e.seats[0])).statusCode).toBe(403);
    }
    expect((await slipsOf(e.sponsor, 2_000_000_000)).statusCode).toBe(404);
    expect((await handOut(e.sponsor, 2_000_000_000, e.seats[0])).statusCode).toBe(404);
    expect(
      await ctx.db
        .select()
        .from(payoutSlips)
        .where(and(eq(payoutSlips.tournamentId, e.id))),
    ).toEqual([]);

    const cancelled = await createEvent(ctx.app, ctx.db, 1);
    await ctx.db.update(specialTournaments).set({ status: "cancelled" }).where(eq(specialTournaments.id, cancelled.id));
    expect((await slipsOf(other, cancelled.id)).statusCode).toBe(404);
  });
});
