import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CashierReportResponse } from "@core/contracts/cashier-report";
import { FEE_MESSAGES } from "@core/contracts/tournament-fee";
import { CASHIER_MESSAGES } from "@core/live/prizes/cashier-report";
import type { LiveStoredState } from "@core/live/schema/contracts";
import { liveTournaments, specialTournaments } from "../../../src/server/db/schema/index";
import { tournamentBody } from "../../../src/server/seed/builders";
import { createInvestor, createPlayer, createSponsor, injectAs, setupTestApp, uniqueName, type TestUser } from "../helpers";
import { action, back, createEvent, fillField, linkedCampaign, liveState, payoutsOf, registerAs } from "../settlement/verified-helpers";

// Decision 237: a fee per entry kept apart from the prize pool, and the cashier's report the sponsor
// prints, downloads and closes the event from. The worked case: 100 entries of $200 + $20 fee and 30 rebuys of $200:
// $28,000 collected, $2,000 fees, a $26,000 prize pool.
const ctx = setupTestApp();

const REBUYS = { kind: "rebuy", untilLevel: 4, maxPerPlayer: 3, price: "200", chips: 20000 };

async function create(sponsor: TestUser, body: Record<string, unknown>) {
  return injectAs(ctx.app, sponsor, {
    method: "POST",
    url: "/api/special-tournaments",
    payload: tournamentBody({ name: uniqueName("Cashier Cup"), date: "2030-06-01", buyIn: "200", maxSeats: 120, startingChips: 20000, ...body }),
  });
}

const report = (who: TestUser | null, id: number) => injectAs(ctx.app, who, { method: "GET", url: `/api/special-tournaments/${id}/cashier` });
const csv = (who: TestUser | null, id: number) => injectAs(ctx.app, who, { method: "GET", url: `/api/special-tournaments/${id}/cashier.csv` });
const close = (who: TestUser | null, id: number) => injectAs(ctx.app, who, { method: "POST", url: `/api/special-tournaments/${id}/cashier/close` });

/** Everyone still in but the first busts in one hand, then the last but one: the event is finished. */
async function playOut(sponsor: TestUser, id: number) {
  const { state } = await liveState(ctx.app, sponsor, id);
  const inPlay = state.players.filter((p) => !p.isEliminated);
  const busted = inPlay.slice(2);
  if (busted.length > 0) {
    const res = await action(ctx.app, sponsor, id, { type: "eliminate", playerIds: busted.map((p) => p.id), stacks: busted.map((_, i) => 1000 + i) });
    expect(res.statusCode, res.body).toBe(200);
  }
  const last = await action(ctx.app, sponsor, id, { type: "eliminate", playerId: inPlay[1].id });
  expect(last.statusCode, last.body).toBe(200);
  expect(last.json().state.finishedAt).not.toBeNull();
}

/** The worked case, started: 100 entries of $200 + $20 fee, and 30 rebuys. */
async function workedCase() {
  const sponsor = await createSponsor(ctx.db);
  const created = await create(sponsor, { fee: "20", rebuys: REBUYS, prizePercentages: [50, 30, 20] });
  expect(created.statusCode, created.body).toBe(201);
  const id: number = created.json().id;
  await fillField(ctx.db, id, 100);
  expect((await action(ctx.app, sponsor, id, { type: "start" })).statusCode).toBe(200);
  const { state } = await liveState(ctx.app, sponsor, id);
  for (const p of state.players.slice(0, 30)) expect((await action(ctx.app, sponsor, id, { type: "rebuy", playerId: p.id })).statusCode).toBe(200);
  return { sponsor, id };
}

describe("the fee per entry (decision 237)", () => {
  it("is kept on the event and shown apart from the pool", async () => {
    const sponsor = await createSponsor(ctx.db);
    const res = await create(sponsor, { fee: "20" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ buyIn: "200.00", fee: "20.00" });
    const id = res.json().id;
    const one = await injectAs(ctx.app, null, { method: "GET", url: `/api/special-tournaments/${id}` });
    expect(one.json().fee).toBe("20.00");
    // no fee, or $0: none
    expect((await create(sponsor, {})).json().fee).toBeNull();
    expect((await create(sponsor, { fee: "0" })).json().fee).toBeNull();
  });

  it("is validated like the buy-in, and refused on a freeroll with a clear 400", async () => {
    const sponsor = await createSponsor(ctx.db);
    for (const [fee, message] of [
      ["abc", FEE_MESSAGES.invalid],
      ["-5", FEE_MESSAGES.negative],
      ["100000.01", FEE_MESSAGES.tooLarge],
      [true, FEE_MESSAGES.invalid],
    ] as const) {
      const res = await create(sponsor, { fee });
      expect(res.statusCode, String(fee)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const freeroll = await create(sponsor, { buyIn: "0", fee: "20" });
    expect(freeroll.statusCode).toBe(400);
    expect(freeroll.json().message).toContain(FEE_MESSAGES.freeroll);
    // a freeroll without a fee is fine
    expect((await create(sponsor, { buyIn: "0" })).statusCode).toBe(201);
  });

  it("is editable before the start (not into a freeroll), and fixed once the clock has started", async () => {
    const e = await createEvent(ctx.app, ctx.db, 2, "200");
    const patch = (payload: Record<string, unknown>) => injectAs(ctx.app, e.sponsor, { method: "PATCH", url: `/api/special-tournaments/${e.id}`, payload });
    const set = await patch({ fee: "15.50" });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().fee).toBe("15.50");
    // the buy-in edited to $0 while a fee stands: a freeroll with a fee
    const free = await patch({ buyIn: "0" });
    expect(free.statusCode).toBe(400);
    expect(free.json().message).toBe(FEE_MESSAGES.freeroll);
    expect((await patch({ buyIn: "0", fee: null })).json()).toMatchObject({ buyIn: "0.00", fee: null });
    expect((await patch({ buyIn: "200", fee: "20" })).json()).toMatchObject({ buyIn: "200.00", fee: "20.00" });
    expect((await action(ctx.app, e.sponsor, e.id, { type: "start" })).statusCode).toBe(200);
    const late = await patch({ fee: "25" });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("Only upcoming tournaments can be changed");
  });

  it("never reaches a backer: the same finish pays a backer the same with and without a fee", async () => {
    const paidTo = async (fee: string | null) => {
      const e = await createEvent(ctx.app, ctx.db, 3, "1000");
      if (fee)
        expect((await injectAs(ctx.app, e.sponsor, { method: "PATCH", url: `/api/special-tournaments/${e.id}`, payload: { fee } })).statusCode).toBe(200);
      const [alice] = e.entrants;
      const c = await linkedCampaign(ctx.db, alice, e, { buyIn: "1000.00", targetAmount: "500.00", minStake: "50.00" });
      await back(ctx.app, await createInvestor(ctx.db), c.id, "100.00");
      expect((await action(ctx.app, e.sponsor, e.id, { type: "start" })).statusCode).toBe(200);
      const { state } = await liveState(ctx.app, e.sponsor, e.id);
      for (const p of state.players.filter((p) => p.userId !== alice.user.id))
        expect((await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: p.id })).statusCode).toBe(200);
      const r = (await report(e.sponsor, e.id)).json() as CashierReportResponse;
      return { payouts: (await payoutsOf(ctx.db, c.id)).map((p) => p.amount), pool: r.prizePool, fees: r.fees };
    };
    const without = await paidTo(null);
    const withFee = await paidTo("100");
    expect(withFee.fees).toEqual({ count: 3, each: "100.00", amount: "300.00" });
    expect(without.fees).toBeNull();
    expect(withFee.pool).toBe(without.pool);
    expect(withFee.payouts).toEqual(without.payouts);
    expect(withFee.payouts.length).toBe(1);
  });
});

describe("the cashier's report (decision 237)", () => {
  it("the worked case: $28,000 collected, $2,000 fees, a $26,000 pool; closes at $0.00 once finished, once", async () => {
    const { sponsor, id } = await workedCase();
    let r = (await report(sponsor, id)).json() as CashierReportResponse;
    expect(r).toMatchObject({
      entries: { count: 100, each: "200.00", amount: "20000.00" },
      rebuys: { count: 30, each: "200.00", amount: "6000.00" },
      rebuyKind: "rebuy",
      addOns: null,
      fees: { count: 100, each: "20.00", amount: "2000.00" },
      collected: "28000.00",
      prizePool: "26000.00",
      guaranteeOverlay: "0.00",
      paid: "0.00",
      difference: "26000.00",
      finished: false,
      closedAt: null,
      closeRefusal: CASHIER_MESSAGES.notFinished,
    });
    const early = await close(sponsor, id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(CASHIER_MESSAGES.notFinished);

    await playOut(sponsor, id);
    r = (await report(sponsor, id)).json() as CashierReportResponse;
    expect(r.places.map((p) => [p.label, p.total])).toEqual([
      ["1st", "13000.00"],
      ["2nd", "7800.00"],
      ["3rd", "5200.00"],
    ]);
    expect(r).toMatchObject({ paid: "26000.00", difference: "0.00", finished: true, closeRefusal: null });
    // the places are named as the sponsor knows the registrants, never "Player N"
    expect(r.places.every((p) => p.name.startsWith("Pat Player"))).toBe(true);

    const file = await csv(sponsor, id);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toContain("text/csv");
    expect(file.headers["content-disposition"]).toMatch(/^attachment; filename="cashier-cup-[a-z0-9-]+-\d+-cashier\.csv"$/);
    const lines = file.body.trim().split("\r\n");
    expect(lines).toContain("Collected,Total collected,,28000.00,");
    expect(lines).toContain("Collected,Fees at 20.00,100,2000.00,");
    expect(lines).toContain("Pool,Prize pool,,26000.00,");
    expect(lines).toContain("Paid,Total paid,,26000.00,");
    expect(lines.at(-1)).toBe("Balance,Difference,,0.00,");

    // two tabs: one closes, the other is told it already is
    const [a, b] = await Promise.all([close(sponsor, id), close(sponsor, id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().message).toBe(CASHIER_MESSAGES.alreadyClosed);
    const closed = (await report(sponsor, id)).json() as CashierReportResponse;
    expect(closed.closedAt).not.toBeNull();
    expect(closed.closeRefusal).toBe(CASHIER_MESSAGES.alreadyClosed);
    const [row] = await ctx.db.select({ at: specialTournaments.cashierClosedAt }).from(specialTournaments).where(eq(specialTournaments.id, id));
    expect(row.at?.toISOString()).toBe(closed.closedAt);

    // a closed event's results stand: the clock takes no more actions (an undo would move a prize)
    const { state } = await liveState(ctx.app, sponsor, id);
    const undo = await action(ctx.app, sponsor, id, { type: "reinstate", playerId: state.players.find((p) => p.position === 2)!.id });
    expect(undo.statusCode).toBe(409);
    expect(undo.json().message).toBe(CASHIER_MESSAGES.closedEvent);
  });

  it("refuses to close while it does not balance, naming the amount", async () => {
    const sponsor = await createSponsor(ctx.db);
    const created = await create(sponsor, { buyIn: "1000", bounty: "500", fee: "20", prizePercentages: [100] });
    const id: number = created.json().id;
    await fillField(ctx.db, id, 3);
    expect((await action(ctx.app, sponsor, id, { type: "start" })).statusCode).toBe(200);
    const { state } = await liveState(ctx.app, sponsor, id);
    const [w, x, y] = state.players;
    for (const p of [x, y]) expect((await action(ctx.app, sponsor, id, { type: "eliminate", playerId: p.id, eliminatorId: w.id })).statusCode).toBe(200);
    let r = (await report(sponsor, id)).json() as CashierReportResponse;
    expect(r).toMatchObject({ prizePool: "1500.00", bounties: { putUp: "1500.00", paid: "1500.00", unclaimed: "0.00" }, paid: "3000.00", difference: "0.00" });
    expect(r.places[0]).toMatchObject({ label: "1st", prize: "1500.00", bounty: "1500.00", total: "3000.00" });

    // a stored state that pays $500 less than it holds (written around the rules): the report says so and stays open
    const [row] = await ctx.db
      .select()
      .from(liveTournaments)
      .where(eq(liveTournaments.id, String(id)));
    const stored = row.state as LiveStoredState;
    const players = stored.players.map((p) => (p.id === w.id ? { ...p, bountyWonCents: p.bountyWonCents - 500_00 } : p));
    await ctx.db
      .update(liveTournaments)
      .set({ state: { ...stored, players } })
      .where(eq(liveTournaments.id, String(id)));
    r = (await report(sponsor, id)).json() as CashierReportResponse;
    expect(r.difference).toBe("500.00");
    expect(r.closeRefusal).toBe("The report does not balance: $500.00 is unaccounted for.");
    const refused = await close(sponsor, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("The report does not balance: $500.00 is unaccounted for.");
  });

  it("a close racing an undo: one of them wins, never both (the report closed on stays what was paid)", async () => {
    const sponsor = await createSponsor(ctx.db);
    const id: number = (await create(sponsor, { fee: "20", prizePercentages: [70, 30] })).json().id;
    await fillField(ctx.db, id, 4);
    expect((await action(ctx.app, sponsor, id, { type: "start" })).statusCode).toBe(200);
    await playOut(sponsor, id);
    const { state } = await liveState(ctx.app, sponsor, id);
    const second = state.players.find((p) => p.position === 2)!.id;
    const [closing, undo] = await Promise.all([close(sponsor, id), action(ctx.app, sponsor, id, { type: "reinstate", playerId: second })]);
    expect([closing.statusCode, undo.statusCode].sort()).toEqual([200, 409]);
    const r = (await report(sponsor, id)).json() as CashierReportResponse;
    if (closing.statusCode === 200) {
      expect(undo.json().message).toBe(CASHIER_MESSAGES.closedEvent);
      expect(r).toMatchObject({ finished: true, difference: "0.00" });
      expect(r.closedAt).not.toBeNull();
    } else {
      expect(closing.json().message).toBe(CASHIER_MESSAGES.notFinished);
      expect(r).toMatchObject({ finished: false, closedAt: null });
    }
  });

  it("is the event's sponsor's only: 401 signed out, 403 to other roles and sponsors, 404 for no event", async () => {
    const e = await createEvent(ctx.app, ctx.db, 1, "200");
    const other = await createSponsor(ctx.db);
    const player = await registerAs(ctx.app, await createPlayer(ctx.db), e.id, "player");
    const investor = await createInvestor(ctx.db);
    for (const call of [report, csv, close]) {
      expect((await call(null, e.id)).statusCode).toBe(401);
      for (const who of [player, investor, other]) {
        const res = await call(who, e.id);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe("You can only manage your own tournaments");
      }
      expect((await call(e.sponsor, 2_000_000_000)).statusCode).toBe(404);
      expect((await call(e.sponsor, "abc" as unknown as number)).statusCode).toBe(400);
    }
    // before the start: the registered field, nothing paid, nothing to close
    const r = (await report(e.sponsor, e.id)).json() as CashierReportResponse;
    expect(r).toMatchObject({ entries: { count: 2, amount: "400.00" }, fees: null, prizePool: "400.00", finished: false });
  });
});
