import { describe, expect, it } from "vitest";
import type { LiveStoredState } from "@core/live/schema/contracts";
import { fourPlayerEvent } from "./live-event";
import { applyAction } from "@core/live/actions/reducers";
import { seatViewContext, seatViewFor } from "@core/live/views/seat-view";

const T0 = 1_800_000_000_000;

const event = (): LiveStoredState => fourPlayerEvent("Phone Cup");

describe("a player's phone view (decision 164)", () => {
  it("has no seat before the start, then their seat, stack in big blinds, the level, players left and average", () => {
    const before = seatViewFor(seatViewContext(event(), T0, 1), "r2")!;
    expect(before).toMatchObject({
      started: false,
      player: { name: "Bo Lind", table: null, seat: null, chips: 10_000, bigBlinds: 200 },
      move: null,
      deal: null,
    });

    let s = applyAction(event(), { type: "start" }, T0);
    s = applyAction(s, { type: "chips", counts: { r1: "16000", r2: "8000", r3: "8000", r4: "8000" } }, T0 + 1000);
    const v = seatViewFor(seatViewContext(s, T0 + 60_000, 5), "r2")!;
    expect(v).toMatchObject({
      started: true,
      playersLeft: 4,
      averageStack: 10_000,
      version: 5,
      level: { number: 1, bigBlind: 50 },
      player: { chips: 8000, bigBlinds: 160 },
    });
    expect(v.player.table).toBe(
      s.tables.length > 0 ? s.tables.find((t) => t.seats.some((x) => x.playerId === "r2"))!.number : s.players.find((p) => p.id === "r2")!.tableNumber,
    );
    expect(v.level.secondsLeft).toBe(20 * 60 - 60);
    expect(JSON.stringify(v)).not.toMatch(/Ana|Cy Park|Di Moss|"r1"|"r3"|"r4"/);
    expect(seatViewFor(seatViewContext(s, T0, 1), "nobody")).toBeNull();
  });

  it("shows place and prize once out, a move not yet done, and a deal that includes them", () => {
    let s = applyAction(event(), { type: "start" }, T0);
    s = applyAction(s, { type: "eliminate", playerId: "r4" }, T0 + 1000);
    const out = seatViewFor(seatViewContext(s, T0 + 2000, 2), "r4")!;
    expect(out.player).toMatchObject({ status: "eliminated", place: 4, prizeCents: 0, chips: 0, bigBlinds: null, table: null });
    expect(out.playersLeft).toBe(3);

    const moved: LiveStoredState = {
      ...s,
      moves: [{ id: 1, playerId: "r1", from: { table: 2, seat: 4 }, to: { table: 1, seat: 2 }, reason: "balance", at: T0, done: false }],
    };
    expect(seatViewFor(seatViewContext(moved, T0, 3), "r1")!.move).toEqual({ from: { table: 2, seat: 4 }, to: { table: 1, seat: 2 }, reason: "balance" });
    expect(seatViewFor(seatViewContext(moved, T0, 3), "r2")!.move).toBeNull();
    const done: LiveStoredState = { ...moved, moves: moved.moves.map((m) => ({ ...m, done: true })) };
    expect(seatViewFor(seatViewContext(done, T0, 4), "r1")!.move).toBeNull();

    const deal = applyAction(s, { type: "deal-propose", method: "chip_chop" }, T0 + 3000);
    const mine = seatViewFor(seatViewContext(deal, T0 + 3000, 5), "r1")!.deal!;
    expect(mine).toMatchObject({ status: "proposed", accepted: false, waitingFor: 3 });
    expect(mine.amountCents).toBe(deal.deal!.amounts.r1);
    expect(seatViewFor(seatViewContext(deal, T0 + 3000, 5), "r4")!.deal).toBeNull();
  });

  it("revoke-view raises only that player's view version", () => {
    const s = applyAction(event(), { type: "revoke-view", playerId: "r3" }, T0);
    expect(s.players.map((p) => p.viewVersion)).toEqual([0, 0, 1, 0]);
    expect(() => applyAction(s, { type: "revoke-view", playerId: "zz" }, T0)).toThrow("That player is not in this tournament.");
  });
});
