import type { LiveStoredState } from "@core/live/schema/contracts";
import { newLiveState } from "@core/live/actions/initial-state";
import { sponsorEvent } from "./live-event";
import { applyAction } from "@core/live/actions/reducers";
import { resultsCsv } from "@core/live/prizes/results";
import { finalFinishes, settlementChanges } from "@core/live/prizes/settlement";
import { describe, expect, it } from "vitest";

const T0 = Date.UTC(2026, 10, 22, 20, 0, 0);

/** A sponsor's event of `n` registered players (users 101, 102, ...) at $1,000, plus walk-ins without a user. */
function event(n: number, walkIns = 0, extra: Partial<Parameters<typeof newLiveState>[0]> = {}): LiveStoredState {
  const entrants = [
    ...Array.from({ length: n }, (_, i) => ({ id: `r${i + 1}`, name: `Player ${i + 1}`, userId: 101 + i })),
    ...Array.from({ length: walkIns }, (_, i) => ({ id: `w${i + 1}`, name: `Walk-in ${i + 1}` })),
  ];
  const s = newLiveState({
    tournamentId: "7",
    name: "Cup",
    kind: "sponsor",
    entrants,
    startingChips: 10_000,
    buyInCents: 1000_00,
    payoutPercent: 100,
    ...extra,
  });
  return applyAction(s, { type: "start" }, T0);
}

const act = (s: LiveStoredState, type: "eliminate" | "reinstate", playerId: string) => applyAction(s, { type, playerId }, T0 + 1000);

describe("settlement from the clock", () => {
  it("settles an eliminated player at their position with the table's prize", () => {
    // 20 entrants: 3 paid places of 50/30/20% of $20,000
    let s = event(20);
    for (let i = 1; i <= 17; i++) s = act(s, "eliminate", `r${i}`);
    const before = s;
    s = act(s, "eliminate", "r18");
    expect(settlementChanges(before, s)).toEqual({ revert: [], settle: [{ playerId: "r18", userId: 118, position: 3, prizeCents: 4000_00 }] });
  });

  it("pays nothing outside the paid places", () => {
    const s = event(20);
    const out = act(s, "eliminate", "r5");
    expect(settlementChanges(s, out).settle).toEqual([{ playerId: "r5", userId: 105, position: 20, prizeCents: 0 }]);
  });

  it("settles the last two at once when the clock finishes: the winner as 1st", () => {
    let s = event(3);
    s = act(s, "eliminate", "r1");
    const before = s;
    s = act(s, "eliminate", "r3");
    // 3 entrants: 1 paid place, the whole $3,000 pool
    expect(settlementChanges(before, s).settle).toEqual([
      { playerId: "r2", userId: 102, position: 1, prizeCents: 3000_00 },
      { playerId: "r3", userId: 103, position: 2, prizeCents: 0 },
    ]);
  });

  it("follows the sponsor's own table and guarantee", () => {
    let s = event(4, 0, { guaranteedPrizePoolCents: 10_000_00, prizeBasisPoints: [7000, 3000] });
    s = act(s, "eliminate", "r1");
    s = act(s, "eliminate", "r2");
    const before = s;
    s = act(s, "eliminate", "r3");
    expect(settlementChanges(before, s).settle.map((f) => [f.userId, f.position, f.prizeCents])).toEqual([
      [104, 1, 7000_00],
      [103, 2, 3000_00],
    ]);
  });

  it("never settles walk-ins, who have no account to stake", () => {
    let s = event(2, 2);
    s = act(s, "eliminate", "w1");
    expect(finalFinishes(s)).toEqual([]);
  });

  it("an undo reverts that player and re-settles those eliminated after them one place back", () => {
    // 8 entrants: 2 paid places (62.5% / 37.5% of $8,000)
    let s = event(8);
    for (const id of ["r1", "r2", "r3", "r4", "r5"]) s = act(s, "eliminate", id);
    // r5 went out 4th, r6 next would be 3rd; undo r4 (5th): r5 moves back to 5th
    const before = s;
    s = act(s, "reinstate", "r4");
    const r4 = s.players.find((p) => p.id === "r4")!;
    expect(r4).toMatchObject({ isEliminated: false, chips: 0, status: "inactive", position: 4 });
    expect(s.players.find((p) => p.id === "r5")!.position).toBe(5);
    expect(s.totalChipsInPlay).toBe(before.totalChipsInPlay);
    const { revert, settle } = settlementChanges(before, s);
    expect(revert.sort((a, b) => a.userId - b.userId)).toEqual([
      { playerId: "r4", userId: 104, position: 5, prizeCents: 0 },
      { playerId: "r5", userId: 105, position: 4, prizeCents: 0 },
    ]);
    expect(settle).toEqual([{ playerId: "r5", userId: 105, position: 5, prizeCents: 0 }]);
    // the next elimination takes the free position
    s = act(s, "eliminate", "r4");
    expect(s.players.find((p) => p.id === "r4")!.position).toBe(4);
  });

  it("refuses an undo once the tournament is over, and of a player still in", () => {
    let s = event(2);
    expect(() => act(s, "reinstate", "r1")).toThrow("Player 1 is not eliminated.");
    s = act(s, "eliminate", "r1");
    expect(() => act(s, "reinstate", "r1")).toThrow("The tournament is over: its results are final.");
    expect(() => act(s, "reinstate", "nobody")).toThrow("The tournament is over");
  });

  it("an elimination in a sponsor's event needs the clock started (its entrants follow the registrations until then)", () => {
    const s = sponsorEvent(["A", "B"], {
      tournamentId: "7",
      name: "Cup",
      startingChips: 1,
      buyInCents: 1,
    });
    expect(() => act(s, "eliminate", "r1")).toThrow("Start the clock before eliminating players.");
  });
});

describe("the results CSV's Staked column", () => {
  it("gives each player's backer count from the console, 0 for the unstaked, empty without counts", () => {
    let s = event(3);
    s = act(s, "eliminate", "r3");
    const rows = (csv: string) =>
      csv
        .trim()
        .split("\r\n")
        .map((l) => l.split(","));
    const [header, ...withCounts] = rows(resultsCsv(s, { r1: 2, r3: 1 }));
    expect(header.at(-1)).toBe("Staked");
    expect(withCounts.map((r) => [r[1], r.at(-1)])).toEqual([
      ["Player 1", "2"],
      ["Player 2", "0"],
      ["Player 3", "1"],
    ]);
    expect(
      rows(resultsCsv(s))
        .slice(1)
        .map((r) => r.at(-1)),
    ).toEqual(["", "", ""]);
  });
});
