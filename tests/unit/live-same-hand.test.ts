import { demoLiveState } from "@core/live/actions/initial-state";
import { applyAction } from "@core/live/actions/reducers";
import { livePrizeTable } from "@core/live/prizes/event-prizes";
import { finalResults } from "@core/live/prizes/final-results";
import { clockPaymentProblems } from "@core/live/prizes/pool-audit";
import { registrationRank } from "@core/live/prizes/same-hand";
import { finalFinishes, settlementChanges } from "@core/live/prizes/settlement";
import { playerWinningsCents } from "@core/live/prizes/winnings";
import { liveActionInput, type LiveStoredState } from "@core/live/schema/contracts";
import { describe, expect, it } from "vitest";

const T0 = Date.UTC(2026, 10, 29, 20, 0, 0);
const player = (s: LiveStoredState, id: string) => s.players.find((p) => p.id === id)!;
const won = (s: LiveStoredState, id: string) => playerWinningsCents(s, player(s, id));

/** The demo (8 players, 2 paid places) with `out` eliminated one by one. */
function demoWithout(out: string[]): LiveStoredState {
  let s = demoLiveState();
  for (const id of out) s = applyAction(s, { type: "eliminate", playerId: id }, T0);
  return s;
}

describe("players busted in the same hand at the clock (decision 234)", () => {
  const [first, second] = livePrizeTable(demoLiveState()).map((r) => r.amountCents);

  it("ranks them by their stacks at the start of the hand: the bigger stack takes the better place and its prize", () => {
    const s = applyAction(demoWithout(["p1", "p2", "p3", "p4", "p5"]), { type: "eliminate", playerIds: ["p6", "p7"], stacks: [8_000, 12_000] }, T0);
    expect(player(s, "p7")).toMatchObject({ position: 2, isEliminated: true, status: "eliminated", chips: 0, sameHand: { stack: 12_000 } });
    expect(player(s, "p6")).toMatchObject({ position: 3, isEliminated: true, sameHand: { stack: 8_000 } });
    expect(player(s, "p6").sameHand!.hand).toBe(player(s, "p7").sameHand!.hand);
    // one player left: the event is over
    expect(s).toMatchObject({ finishedAt: T0, status: "stopped" });
    expect([won(s, "p8"), won(s, "p7"), won(s, "p6")]).toEqual([first, second, 0]);
    expect(finalResults(s)!.rows.map((r) => [r.playerId, r.place, r.label, r.prizeCents])).toEqual([
      ["p8", 1, "1st", first],
      ["p7", 2, "2nd", second],
    ]);
  });

  it("equal stacks tie: they share the prizes of the places they hold, and both finish at the better one", () => {
    const s = applyAction(demoWithout(["p1", "p2", "p3", "p4", "p5"]), { type: "eliminate", playerIds: ["p7", "p6"], stacks: [10_000, 10_000] }, T0);
    // the earlier registered holds the better position; the prize is shared all the same
    expect([player(s, "p6").position, player(s, "p7").position]).toEqual([2, 3]);
    expect(won(s, "p6") + won(s, "p7")).toBe(second);
    expect(Math.abs(won(s, "p6") - won(s, "p7"))).toBeLessThanOrEqual(1);
    expect(won(s, "p6")).toBe(Math.ceil(second / 2));
    expect(finalResults(s)!.rows.map((r) => [r.playerId, r.place, r.label])).toEqual([
      ["p8", 1, "1st"],
      ["p6", 2, "2nd (tie)"],
      ["p7", 2, "2nd (tie)"],
    ]);
    // the pool is paid out exactly
    expect(clockPaymentProblems(s)).toEqual([]);
  });

  it("settles registered players at the shared place and their share; an undo reverts them all", () => {
    const registered = (s: LiveStoredState): LiveStoredState => ({ ...s, players: s.players.map((p, i) => ({ ...p, userId: i + 1 })) });
    const before = registered(demoWithout(["p1", "p2", "p3", "p4"]));
    // 4 left, 2 paid: two tied for 3rd and 4th share nothing; then two tied for 2nd and 3rd share 2nd
    const s = applyAction(before, { type: "eliminate", playerIds: ["p5", "p6"], stacks: [500, 500] }, T0);
    const settled = settlementChanges(before, s);
    expect(settled.revert).toEqual([]);
    expect(settled.settle.map((f) => [f.playerId, f.position, f.prizeCents]).sort()).toEqual([
      ["p5", 3, 0],
      ["p6", 3, 0],
    ]);
    const undone = applyAction(s, { type: "reinstate", playerId: "p6" }, T0);
    for (const id of ["p5", "p6"]) expect(player(undone, id)).toMatchObject({ isEliminated: false, chips: 0, status: "inactive" });
    expect(player(undone, "p5")).not.toHaveProperty("sameHand");
    const reverted = settlementChanges(s, undone);
    expect(reverted.settle).toEqual([]);
    expect(reverted.revert.map((f) => f.playerId).sort()).toEqual(["p5", "p6"]);
    // another hand: two of the four tie for 3rd and 4th
    const again = applyAction(undone, { type: "eliminate", playerIds: ["p7", "p8"], stacks: [700, 700] }, T0);
    expect(
      finalFinishes(again)
        .filter((f) => f.playerId === "p7" || f.playerId === "p8")
        .map((f) => f.position),
    ).toEqual([3, 3]);
    // the earlier eliminations are where they were
    expect(undone.players.filter((p) => p.isEliminated).map((p) => [p.id, p.position])).toEqual(
      before.players.filter((p) => p.isEliminated).map((p) => [p.id, p.position]),
    );
  });

  it("an undo of a hand in the middle moves everyone busted after it back by the number restored", () => {
    let s = demoWithout(["p1"]);
    s = applyAction(s, { type: "eliminate", playerIds: ["p2", "p3", "p4"], stacks: [9_000, 3_000, 3_000] }, T0);
    expect([2, 3, 4].map((n) => player(s, `p${n}`).position)).toEqual([5, 6, 7]);
    s = applyAction(s, { type: "eliminate", playerId: "p5" }, T0);
    expect(player(s, "p5").position).toBe(4);
    s = applyAction(s, { type: "reinstate", playerId: "p4" }, T0);
    expect(s.players.filter((p) => p.isEliminated).map((p) => [p.id, p.position])).toEqual([
      ["p5", 7],
      ["p1", 8],
    ]);
    expect(s.players.filter((p) => !p.isEliminated)).toHaveLength(6);
  });

  it("keeps the single-player form, and a list of one is the same", () => {
    const one = applyAction(demoLiveState(), { type: "eliminate", playerId: "p3" }, T0);
    expect(applyAction(demoLiveState(), { type: "eliminate", playerIds: ["p3"] }, T0)).toEqual(one);
    expect(player(one, "p3")).not.toHaveProperty("sameHand");
  });

  it("takes the console's last chip counts when no stacks are given, and refuses a player without one", () => {
    let s = applyAction(demoLiveState(), { type: "chips", counts: { p1: "30,000", p2: "20,000", p3: "0" } }, T0);
    const out = applyAction(s, { type: "eliminate", playerIds: ["p2", "p1"] }, T0);
    expect([player(out, "p1").position, player(out, "p2").position]).toEqual([7, 8]);
    expect(() => applyAction(s, { type: "eliminate", playerIds: ["p1", "p3"] }, T0)).toThrow(
      `Enter the stacks at the start of the hand: ${player(s, "p3").name} has no chip count.`,
    );
    s = applyAction(s, { type: "eliminate", playerIds: ["p1", "p3"], stacks: [5, 5] }, T0);
    expect([player(s, "p1").position, player(s, "p3").position]).toEqual([7, 8]);
  });

  it("refuses what cannot have happened in one hand", () => {
    const s = demoWithout(["p1", "p2", "p3", "p4", "p5"]);
    expect(() => applyAction(s, { type: "eliminate", playerIds: ["p6", "p7", "p8"], stacks: [1, 2, 3] }, T0)).toThrow(
      "Someone won the hand: at least one player must remain.",
    );
    expect(() => applyAction(s, { type: "eliminate", playerIds: ["p6", "p1"], stacks: [1, 2] }, T0)).toThrow(/is already eliminated/);
    expect(() => applyAction(s, { type: "eliminate", playerIds: ["p6", "zz"], stacks: [1, 2] }, T0)).toThrow("That player is not in this tournament.");
    expect(() => applyAction(s, { type: "eliminate", playerIds: ["p6", "p7"], stacks: [1, 2], eliminatorId: "p7" }, T0)).toThrow(
      `${player(s, "p7").name} busted in the same hand and cannot knock anyone out.`,
    );
  });

  it("reads the action: playerId or playerIds, each once, one positive whole stack each", () => {
    const message = (body: unknown) => {
      const r = liveActionInput.safeParse(body);
      return r.success ? null : r.error.issues[0].message;
    };
    expect(message({ type: "eliminate", playerId: "p1" })).toBeNull();
    expect(message({ type: "eliminate", playerIds: ["p1", "p2"], stacks: [1, 2] })).toBeNull();
    expect(message({ type: "eliminate", playerIds: ["p1", "p2"] })).toBeNull();
    expect(message({ type: "eliminate" })).toBe("Please select a player to eliminate.");
    expect(message({ type: "eliminate", playerId: "p1", playerIds: ["p2"] })).toBe("Give playerId or playerIds, not both.");
    expect(message({ type: "eliminate", playerIds: [] })).toBe("Please select the players busted in the same hand.");
    expect(message({ type: "eliminate", playerIds: ["p1", "p1"] })).toBe("Each busted player once, please.");
    expect(message({ type: "eliminate", playerIds: ["p1", "p2"], stacks: [1] })).toBe("One stack for each busted player, in the order of playerIds.");
    for (const stacks of [
      [0, 1],
      [1.5, 1],
      [-1, 1],
      ["1", 1],
    ])
      expect(message({ type: "eliminate", playerIds: ["p1", "p2"], stacks })).toBe(
        "Enter each busted player's stack at the start of the hand, as a whole number of chips above 0.",
      );
  });

  it("orders registrations by their number, walk-ins after them", () => {
    expect(registrationRank("r12")).toBeLessThan(registrationRank("r13"));
    expect(registrationRank("r900")).toBeLessThan(registrationRank("w1"));
    expect(registrationRank("w1")).toBeLessThan(registrationRank("w2"));
    expect(registrationRank("p2")).toBeLessThan(registrationRank("p10"));
  });
});
