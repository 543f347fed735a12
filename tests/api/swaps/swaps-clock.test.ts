import { SWAP_MESSAGES } from "@core/contracts/swaps";
import { liveStoredState } from "@core/live/schema/contracts";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { liveTournaments, notifications, playerSwaps } from "../../../src/server/db/schema/index";
import { setupTestApp, type TestUser } from "../helpers";
import { action, seatOf } from "../settlement/verified-helpers";
import { accepted, markPaid, offer, offered, refused, swapAction, swapEvent, swapsOf } from "./swap-helpers";

const ctx = setupTestApp();

const row = async (id: number) => (await ctx.db.select().from(playerSwaps).where(eq(playerSwaps.id, id)))[0];
const out = async (e: { id: number; sponsor: TestUser }, who: TestUser) => {
  const res = await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: await seatOf(ctx.app, e.sponsor, e.id, who) });
  expect(res.statusCode, res.body).toBe(200);
};
const undo = async (e: { id: number; sponsor: TestUser }, who: TestUser) => {
  const res = await action(ctx.app, e.sponsor, e.id, { type: "reinstate", playerId: await seatOf(ctx.app, e.sponsor, e.id, who) });
  expect(res.statusCode, res.body).toBe(200);
};
const name = (u: TestUser) => `${u.user.firstName} ${u.user.lastName}`;

describe("swaps are locked once the event starts", () => {
  it("the start cancels offers nobody accepted; nothing can be offered, accepted or cancelled after it", async () => {
    const e = await swapEvent(ctx.app, ctx.db, 3);
    const [alice, bob, carol] = e.entrants;
    const agreed = await accepted(ctx.app, alice, bob, e.id, 10);
    const pending = await offered(ctx.app, carol, alice, e.id, 5);
    expect((await action(ctx.app, e.sponsor, e.id, { type: "start" })).statusCode).toBe(200);

    expect((await row(pending.id)).status).toBe("cancelled");
    expect((await row(agreed.id)).status).toBe("accepted");
    refused(await swapAction(ctx.app, alice, pending.id, "accept"), 409, SWAP_MESSAGES.locked);
    refused(await swapAction(ctx.app, alice, agreed.id, "cancel"), 409, SWAP_MESSAGES.locked);
    refused(await swapAction(ctx.app, bob, agreed.id, "cancel"), 409, SWAP_MESSAGES.locked);
    refused(await offer(ctx.app, carol, { tournamentId: e.id, toUsername: bob.user.username, percent: 5 }), 409, SWAP_MESSAGES.locked);
    const seen = (await swapsOf(ctx.app, alice)).find((s) => s.id === agreed.id)!;
    expect(seen).toMatchObject({ status: "accepted", canCancel: false });
    refused(await markPaid(ctx.app, bob, agreed.id), 409, SWAP_MESSAGES.notSettled);
  });
});

describe("the clock settles swaps with the prizes", () => {
  it("the worked case: a 10% swap, $50,000 and $100,000: the bigger winner owes $5,000 net and marks it paid", async () => {
    // 4 entrants, a $200,000 pool paid 50/25/25: 1st $100,000, 2nd and 3rd $50,000
    const e = await swapEvent(ctx.app, ctx.db, 4);
    const [alice, bob, carol, dave] = e.entrants;
    const swap = await accepted(ctx.app, alice, bob, e.id, 10);
    expect((await action(ctx.app, e.sponsor, e.id, { type: "start" })).statusCode).toBe(200);
    await out(e, dave);
    await out(e, alice);
    // Alice's finish is final (3rd, $50,000); Bob still plays: nothing to settle yet
    expect(await row(swap.id)).toMatchObject({ status: "accepted", netPayerId: null, netAmount: null });
    await out(e, carol);
    // Bob wins $100,000: he owes Alice 10% x ($100,000 - $50,000)
    expect(await row(swap.id)).toMatchObject({ status: "settled", netPayerId: bob.user.id, netAmount: "5000.00", paidAt: null });

    const [forAlice] = await swapsOf(ctx.app, alice);
    expect(forAlice).toMatchObject({ id: swap.id, status: "settled", netAmount: "5000.00", owedBy: "them", canMarkPaid: false, canCancel: false });
    const [forBob] = await swapsOf(ctx.app, bob);
    expect(forBob).toMatchObject({ id: swap.id, status: "settled", netAmount: "5000.00", owedBy: "me", canMarkPaid: true });
    const told = async (who: TestUser) =>
      (
        await ctx.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, who.user.id), eq(notifications.type, "swap_settled")))
      ).map((n) => n.body);
    expect(await told(alice)).toEqual([`Your 10% swap with ${name(bob)} in ${e.name} is settled: ${name(bob)} owes you $5,000.00 net.`]);
    expect(await told(bob)).toEqual([
      `Your 10% swap with ${name(alice)} in ${e.name} is settled: you owe ${name(alice)} $5,000.00 net. Mark it paid on your dashboard once sent.`,
    ]);

    refused(await markPaid(ctx.app, alice, swap.id), 403, SWAP_MESSAGES.onlyPayer);
    const paid = await markPaid(ctx.app, bob, swap.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: "settled", canMarkPaid: false, netAmount: "5000.00" });
    expect(paid.json().paidAt).not.toBeNull();
    const again = await markPaid(ctx.app, bob, swap.id);
    refused(again, 409, SWAP_MESSAGES.alreadyPaid);
    expect(again.json().code).toBe("already_paid");
    expect((await swapsOf(ctx.app, alice))[0].paidAt).not.toBeNull();
  });

  it("an undone elimination puts the swap back to accepted, and the next result settles it again", async () => {
    // 5 entrants: still 3 paid places, $100,000 / $50,000 / $50,000
    const e = await swapEvent(ctx.app, ctx.db, 5);
    const [alice, bob, carol, dave, erin] = e.entrants;
    const swap = await accepted(ctx.app, bob, alice, e.id, "12.5");
    await action(ctx.app, e.sponsor, e.id, { type: "start" });
    await out(e, erin);
    await out(e, alice);
    await out(e, bob);
    // Alice 4th $0, Bob 3rd $50,000: Bob owes Alice 12.5% x $50,000
    expect(await row(swap.id)).toMatchObject({ status: "settled", netPayerId: bob.user.id, netAmount: "6250.00" });
    expect((await swapsOf(ctx.app, alice))[0]).toMatchObject({ owedBy: "them", netAmount: "6250.00", canMarkPaid: false });

    // Bob's elimination undone: his finish is no longer final
    await undo(e, bob);
    expect(await row(swap.id)).toMatchObject({ status: "accepted", netPayerId: null, netAmount: null, settledAt: null });
    expect((await swapsOf(ctx.app, bob))[0]).toMatchObject({ status: "accepted", owedBy: null, netAmount: null, canMarkPaid: false });
    refused(await markPaid(ctx.app, bob, swap.id), 409, SWAP_MESSAGES.notSettled);
    // Dave goes out 3rd instead, then Carol beats Bob heads-up: Bob 2nd, $50,000, the same net
    await out(e, dave);
    await out(e, bob);
    expect(await row(swap.id)).toMatchObject({ status: "settled", netPayerId: bob.user.id, netAmount: "6250.00" });
    expect((await swapsOf(ctx.app, bob))[0]).toMatchObject({ owedBy: "me", netAmount: "6250.00", canMarkPaid: true });
    expect(carol).toBeDefined();
  });

  it("equal winnings leave nothing owed either way", async () => {
    const e = await swapEvent(ctx.app, ctx.db, 4);
    const [alice, bob, , dave] = e.entrants;
    const swap = await accepted(ctx.app, alice, bob, e.id, 20);
    await action(ctx.app, e.sponsor, e.id, { type: "start" });
    await out(e, dave);
    await out(e, alice);
    await out(e, bob);
    // Alice 3rd and Bob 2nd: $50,000 each
    expect(await row(swap.id)).toMatchObject({ status: "settled", netPayerId: null, netAmount: "0.00" });
    expect((await swapsOf(ctx.app, alice))[0]).toMatchObject({ owedBy: "nobody", netAmount: "0.00", canMarkPaid: false });
    refused(await markPaid(ctx.app, bob, swap.id), 409, SWAP_MESSAGES.nothingOwed);
  });

  it("a swap marked paid stands when a result moves afterwards", async () => {
    const e = await swapEvent(ctx.app, ctx.db, 4);
    const [alice, bob, carol, dave] = e.entrants;
    const swap = await accepted(ctx.app, alice, bob, e.id, 10);
    await action(ctx.app, e.sponsor, e.id, { type: "start" });
    await out(e, alice);
    await out(e, bob);
    // Alice 4th $0, Bob 3rd $50,000: Bob owes Alice $5,000 while Carol and Dave play on
    expect(await row(swap.id)).toMatchObject({ status: "settled", netPayerId: bob.user.id, netAmount: "5000.00" });
    expect((await markPaid(ctx.app, bob, swap.id)).statusCode).toBe(200);
    // Alice's elimination undone: her finish is no longer final, but the money has changed hands
    await undo(e, alice);
    expect(await row(swap.id)).toMatchObject({ status: "settled", netPayerId: bob.user.id, netAmount: "5000.00" });
    expect([carol, dave]).toHaveLength(2);
  });

  it("the finish cancels an accepted swap one of whose players has no result", async () => {
    const e = await swapEvent(ctx.app, ctx.db, 3);
    const [alice, bob, carol] = e.entrants;
    const swap = await accepted(ctx.app, alice, bob, e.id, 10);
    await action(ctx.app, e.sponsor, e.id, { type: "start" });
    // Bob's seat is disowned as a walk-in's in the database: the clock's field no longer names his account
    const [live] = await ctx.db
      .select()
      .from(liveTournaments)
      .where(eq(liveTournaments.id, String(e.id)));
    const state = liveStoredState.parse(live.state);
    await ctx.db
      .update(liveTournaments)
      .set({ state: { ...state, players: state.players.map((p) => (p.userId === bob.user.id ? { ...p, userId: null } : p)) } })
      .where(eq(liveTournaments.id, String(e.id)));
    const { state: now } = (await ctx.app.inject({ method: "GET", url: `/api/live/${e.id}` })).json();
    const others = now.players.filter((p: { userId: number | null }) => p.userId !== alice.user.id);
    expect((await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: others[0].id })).statusCode).toBe(200);
    expect((await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: others[1].id })).statusCode).toBe(200);
    expect(carol).toBeDefined();
    expect(await row(swap.id)).toMatchObject({ status: "cancelled", netAmount: null });
  });
});
