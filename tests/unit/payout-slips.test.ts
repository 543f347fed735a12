import { applyAction } from "@core/live/actions/reducers";
import { changedHandedOutSlips, payoutSlips } from "@core/live/prizes/payout-slips";
import { clockPayments } from "@core/live/prizes/pool-audit";
import type { LiveStoredState } from "@core/live/schema/contracts";
import { describe, expect, it } from "vitest";
import { numberedEntrants, sponsorEvent, sponsorEventOf } from "./live-event";

// decision 238: one slip per paid player, from the clock's own figures, totalling the pool
const T0 = Date.UTC(2026, 10, 29, 20, 0, 0);
const act = (s: LiveStoredState, a: Parameters<typeof applyAction>[1]) => applyAction(s, a, T0 + 1000);
const row = (s: ReturnType<typeof payoutSlips>["slips"][number]) => [s.playerId, s.placeLabel, s.prizeCents, s.byDeal, s.bountyCents, s.totalCents];

/** Six at $100 paying 50/30/20 of $600 ($300 / $180 / $120), started, with 6th and 5th out. */
function sixDownToFour(): LiveStoredState {
  let s = sponsorEvent(["Ana", "Bo", "Cy", "Di", "Ed", "Flo"], {
    tournamentId: "12",
    name: "Sunday Major",
    startingChips: 10_000,
    buyInCents: 100_00,
    prizeBasisPoints: [5000, 3000, 2000],
  });
  s = act(s, { type: "start" });
  s = act(s, { type: "eliminate", playerId: "r1" });
  return act(s, { type: "eliminate", playerId: "r2" });
}

describe("payout slips (decision 238)", () => {
  it("a same-hand tie shares 3rd, a deal pays the last two: the slips' prizes total the $600 pool", () => {
    let s = sixDownToFour();
    // nobody in the money is out yet: no slip (5th and 6th took nothing home)
    expect(payoutSlips(s).slips).toEqual([]);
    s = act(s, { type: "eliminate", playerIds: ["r3", "r4"], stacks: [10_000, 10_000] });
    // they tie for 3rd-4th and share 3rd's $120: a slip each, final before the event is over
    expect(payoutSlips(s)).toMatchObject({ finished: false, poolCents: 600_00, prizesCents: 120_00 });
    expect(payoutSlips(s).slips.map(row)).toEqual([
      ["r3", "3rd (tie)", 60_00, false, 0, 60_00],
      ["r4", "3rd (tie)", 60_00, false, 0, 60_00],
    ]);

    s = act(s, { type: "chips", counts: { r5: "25,000", r6: "15,000" } });
    s = act(s, { type: "deal-propose", method: "custom", amounts: { r5: "260", r6: "220" } });
    s = act(s, { type: "deal-accept", playerId: "r5", proposalId: 1 });
    s = act(s, { type: "deal-accept", playerId: "r6", proposalId: 1 });
    // nothing left to play for: the deal ended the event, the bigger stack 1st
    expect(s.finishedAt).not.toBeNull();
    const slips = payoutSlips(s);
    expect(slips.slips.map(row)).toEqual([
      ["r5", "1st", 260_00, true, 0, 260_00],
      ["r6", "2nd", 220_00, true, 0, 220_00],
      ["r3", "3rd (tie)", 60_00, false, 0, 60_00],
      ["r4", "3rd (tie)", 60_00, false, 0, 60_00],
    ]);
    expect(slips).toMatchObject({ finished: true, poolCents: 600_00, prizesCents: 600_00, bountyCents: 0 });
    // the same figures the pool audit and settlement read
    expect(slips.prizesCents).toBe(clockPayments(s).prizesCents);
  });

  it("a PKO knockout's cash gives a slip to a player who finished outside the money; the winner's own head is on theirs", () => {
    // four at $110, $10 on each head: a $400 pool paying one place
    let s = sponsorEventOf(numberedEntrants(4, "r", "Player "), {
      tournamentId: "3",
      name: "PKO",
      startingChips: 10_000,
      buyInCents: 110_00,
      format: { bountyCents: 10_00 },
    });
    s = act(s, { type: "start" });
    s = act(s, { type: "eliminate", playerId: "r1", eliminatorId: "r2" });
    s = act(s, { type: "eliminate", playerId: "r2", eliminatorId: "r3" });
    s = act(s, { type: "eliminate", playerId: "r4", eliminatorId: "r3" });
    const slips = payoutSlips(s);
    expect(slips.slips.map(row)).toEqual([
      // 1st: the $400 pool, plus $7.50 and $5 of knockouts and their own $22.50 head
      ["r3", "1st", 400_00, false, 35_00, 435_00],
      // 3rd pays nothing; the $5 knockout of r1 is theirs
      ["r2", "3rd", 0, false, 5_00, 5_00],
    ]);
    expect(slips).toMatchObject({ poolCents: 400_00, prizesCents: 400_00, bountyCents: 40_00 });
    // r1 and r4 took nothing home (the $10 head r4 had went to r3): no slip
    expect(slips.slips.some((x) => x.playerId === "r1" || x.playerId === "r4")).toBe(false);
  });

  it("an undo that would change a handed-out slip is found: the tied player's partner, and everyone busted after it", () => {
    let s = sixDownToFour();
    s = act(s, { type: "eliminate", playerIds: ["r3", "r4"], stacks: [10_000, 10_000] });
    // undoing r4 reinstates the whole hand: r3's handed-out slip would be gone
    const undoHand = act(s, { type: "reinstate", playerId: "r4" });
    expect(changedHandedOutSlips(s, undoHand, new Set(["r3"])).map((x) => x.playerId)).toEqual(["r3"]);
    // undoing 5th moves the tie back a place: 4th-5th pay nothing, so what r4 was handed would change
    const undoFifth = act(s, { type: "reinstate", playerId: "r2" });
    expect(changedHandedOutSlips(s, undoFifth, new Set(["r4"])).map((x) => [x.playerId, x.prizeCents])).toEqual([["r4", 60_00]]);
    // with no slip handed out, or an unrelated action, nothing is in the way
    expect(changedHandedOutSlips(s, undoFifth, new Set())).toEqual([]);
    expect(changedHandedOutSlips(s, act(s, { type: "pause" }), new Set(["r3", "r4"]))).toEqual([]);
  });
});
