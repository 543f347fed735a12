import type { LiveStoredState } from "@core/live/schema/contracts";
import { dealPrizeCents, dealUnavailable, planDeal, unpaidPrizesCents } from "@core/live/prizes/deals";
import { demoLiveState, newLiveState } from "@core/live/actions/initial-state";
import { FINAL_TABLE_TERMS, letteredEntrants, sponsorEventOf } from "./live-event";
import { applyAction } from "@core/live/actions/reducers";
import { finalFinishes } from "@core/live/prizes/settlement";
import { playerWinningsCents } from "@core/live/prizes/winnings";
import { describe, expect, it } from "vitest";

const T0 = Date.UTC(2026, 10, 26, 20, 0, 0);

/** Three players left of three, $100 each, paying 50/30/20 of $300: 150/90/60; stacks 5000/3000/2000. */
function threeHanded(bountyCents: number | null = null): LiveStoredState {
  let s = sponsorEventOf(letteredEntrants(["a", "b", "c"]), { format: { bountyCents }, tournamentId: "7", name: "Final", ...FINAL_TABLE_TERMS });
  s = applyAction(s, { type: "start" }, T0);
  return applyAction(s, { type: "chips", counts: { a: "5,000", b: "3000", c: "2000" } }, T0);
}
const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);
const act = (s: LiveStoredState, a: Parameters<typeof applyAction>[1]) => applyAction(s, a, T0 + 1000);
const acceptAll = (s: LiveStoredState) => ["a", "b", "c"].reduce((x, id) => act(x, { type: "deal-accept", playerId: id, proposalId: 1 }), s);

describe("deals at the final table", () => {
  it("shares the unpaid prizes by ICM: 38.39/32.75/28.86% of $300", () => {
    const s = threeHanded();
    expect(unpaidPrizesCents(s)).toEqual([150_00, 90_00, 60_00]);
    const plan = planDeal(s, { method: "icm" });
    expect(sum(plan.amounts)).toBe(300_00);
    expect(Math.abs(plan.amounts.a - 115_17)).toBeLessThanOrEqual(1);
    expect(Math.abs(plan.amounts.b - 98_25)).toBeLessThanOrEqual(1);
    expect(Math.abs(plan.amounts.c - 86_58)).toBeLessThanOrEqual(1);
  });

  it("changes nothing until everyone accepts; then the deal is made and, with nothing to play for, ends the event", () => {
    let s = act(threeHanded(), { type: "deal-propose", method: "icm" });
    expect(s.deal).toMatchObject({ status: "proposed", accepted: [] });
    expect(dealPrizeCents(s, "a", 1)).toBeNull();
    s = act(s, { type: "deal-accept", playerId: "b", proposalId: 1 });
    s = act(s, { type: "deal-accept", playerId: "b", proposalId: 1 });
    s = act(s, { type: "deal-accept", playerId: "a", proposalId: 1 });
    expect(s.deal).toMatchObject({ status: "proposed", accepted: ["b", "a"] });
    expect(s.finishedAt).toBeNull();
    s = act(s, { type: "deal-accept", playerId: "c", proposalId: 1 });
    expect(s.deal).toMatchObject({ status: "made", madeAt: T0 + 1000 });
    expect(s.finishedAt).toBe(T0 + 1000);
    expect(s.players.map((p) => [p.id, p.position, p.isEliminated])).toEqual([
      ["a", 1, false],
      ["b", 2, true],
      ["c", 3, true],
    ]);
    // settlement pays each player's deal amount, not the table's
    const finishes = finalFinishes(s);
    expect(finishes.map((f) => f.prizeCents)).toEqual(["a", "b", "c"].map((id) => s.deal!.amounts[id]));
    expect(finishes.reduce((t, f) => t + f.prizeCents, 0)).toBe(300_00);
  });

  it("leaves an amount to play for off first prize; eliminations then only decide who takes it", () => {
    let s = act(threeHanded(), { type: "deal-propose", method: "chip_chop", playFor: "30" });
    // $120/$90/$60 shared: $60 each and $90 by chips (50/30/20)
    expect(s.deal!.amounts).toEqual({ a: 105_00, b: 87_00, c: 78_00 });
    expect(s.deal!.playForCents).toBe(30_00);
    s = acceptAll(s);
    expect(s.deal!.status).toBe("made");
    expect(s.finishedAt).toBeNull();
    s = act(s, { type: "eliminate", playerId: "a" });
    expect(
      playerWinningsCents(
        s,
        s.players.find((p) => p.id === "a")!,
      ),
    ).toBe(105_00);
    s = act(s, { type: "eliminate", playerId: "b" });
    expect(s.finishedAt).not.toBeNull();
    const c = s.players.find((p) => p.id === "c")!;
    expect(c.position).toBe(1);
    expect(playerWinningsCents(s, c)).toBe(78_00 + 30_00);
    expect(finalFinishes(s).reduce((t, f) => t + f.prizeCents, 0)).toBe(300_00);
  });

  it("a deal that ends a bounty event gives each player in it their own head as cash", () => {
    const s = acceptAll(act(threeHanded(10_00), { type: "deal-propose", method: "icm" }));
    expect(s.finishedAt).not.toBeNull();
    for (const p of s.players) {
      expect(p).toMatchObject({ bountyCents: 0, bountyWonCents: 10_00 });
      expect(playerWinningsCents(s, p)).toBe(s.deal!.amounts[p.id] + 10_00);
    }
  });

  it("custom amounts must add up to the prizes left, less what is played for", () => {
    const s = threeHanded();
    const plan = planDeal(s, { method: "custom", amounts: { a: "120", b: "100", c: "70.00" }, playFor: "10" });
    expect(plan.amounts).toEqual({ a: 120_00, b: 100_00, c: 70_00 });
    expect(() => planDeal(s, { method: "custom", amounts: { a: "120", b: "100", c: "70" } })).toThrow(
      "The amounts add up to $290.00; they must add up to $300.00, the prizes left less what is played for.",
    );
    expect(() => planDeal(s, { method: "custom", amounts: { a: "120", b: "100" } })).toThrow("Give Player C an amount in dollars, like 100 or 100.50.");
    expect(() => planDeal(s, { method: "custom", amounts: { a: "1", b: "1", c: "1", zz: "297" } })).toThrow("only give amounts to the players left");
  });

  it("flags a chip-chop amount above first prize before anyone accepts", () => {
    let s = threeHanded();
    s = act(s, { type: "chips", counts: { a: "98", b: "1", c: "1" } });
    s = act(s, { type: "deal-propose", method: "chip_chop" });
    expect(s.deal!.warnings).toEqual(["Player A gets $177.60 by chip chop, more than first prize ($150.00)."]);
  });

  it("refuses what does not fit", () => {
    const s = threeHanded();
    expect(() => act(s, { type: "deal-accept", playerId: "a", proposalId: 1 })).toThrow("No deal is proposed.");
    expect(() => act(s, { type: "deal-cancel" })).toThrow("No deal is proposed.");
    expect(() => act(s, { type: "deal-propose", method: "icm", playFor: "151" })).toThrow("at most first prize ($150.00)");
    expect(() => act(s, { type: "deal-propose", method: "icm", playFor: "lots" })).toThrow("must be an amount in dollars");
    const zero = act(s, { type: "chips", counts: { c: "0" } });
    expect(() => act(zero, { type: "deal-propose", method: "icm" })).toThrow("Player C has no chips counted: eliminate them or count the chips before a deal.");
    const proposed = act(s, { type: "deal-propose", method: "icm" });
    expect(() => act(proposed, { type: "deal-propose", method: "icm" })).toThrow("A deal is already proposed: cancel it before proposing another.");
    expect(() => act(proposed, { type: "deal-accept", playerId: "zz", proposalId: 1 })).toThrow("That player is not in the deal.");
    expect(() => act(proposed, { type: "eliminate", playerId: "c" })).toThrow("A deal is proposed: cancel it before eliminating a player.");
    expect(act(proposed, { type: "deal-cancel" }).deal).toBeNull();
    const made = acceptAll(act(s, { type: "deal-propose", method: "icm", playFor: "10" }));
    expect(() => act(made, { type: "deal-cancel" })).toThrow("A deal that is made stands: it cannot be cancelled.");
    expect(() => act(made, { type: "deal-propose", method: "icm" })).toThrow("A deal is already made.");
    const finished = acceptAll(act(s, { type: "deal-propose", method: "icm" }));
    expect(() => act(finished, { type: "deal-propose", method: "icm" })).toThrow("The tournament is over: one player remains.");
    const eleven = newLiveState({
      tournamentId: "9",
      name: "x",
      kind: "demo",
      entrants: Array.from({ length: 11 }, (_, i) => ({ id: `p${i}`, name: `P${i}` })),
      startingChips: 100,
      buyInCents: 1,
      payoutPercent: 100,
    });
    expect(dealUnavailable(eleven)).toBe("A deal needs 2 to 10 players left; 11 are left.");
    const notStarted = newLiveState({
      tournamentId: "8",
      name: "x",
      kind: "sponsor",
      entrants: [
        { id: "a", name: "A" },
        { id: "b", name: "B" },
      ],
      startingChips: 100,
      buyInCents: 1,
      payoutPercent: 100,
    });
    expect(dealUnavailable(notStarted)).toBe("Start the clock before proposing a deal.");
  });

  it("the demo proposes a three-way ICM deal after five eliminations", () => {
    let s = applyAction(demoLiveState(), { type: "start" }, T0);
    for (const id of ["p1", "p2", "p3", "p4", "p5"]) s = act(s, { type: "eliminate", playerId: id });
    expect(dealUnavailable(s)).toBeNull();
    s = act(s, { type: "deal-propose", method: "icm" });
    const prizes = unpaidPrizesCents(s);
    expect(sum(s.deal!.amounts)).toBe(prizes.reduce((a, b) => a + b, 0));
  });
});
