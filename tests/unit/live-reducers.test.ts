import type { LiveStoredState } from "@core/live/schema/contracts";
import { demoLiveState, seat } from "@core/live/actions/initial-state";
import { applyAction, countActive, formatChipInput, parseChipInput } from "@core/live/actions/reducers";
import { resultsCsv } from "@core/live/prizes/results";
import { describe, expect, it } from "vitest";

const T0 = Date.UTC(2026, 10, 22, 20, 0, 0);
const ids = (s: LiveStoredState) => s.players.map((p) => p.id);

describe("elimination", () => {
  it("gives each eliminated player the next finish position and keeps them last", () => {
    let s = demoLiveState();
    s = applyAction(s, { type: "eliminate", playerId: "p3" }, T0);
    expect(s.players.find((p) => p.id === "p3")).toMatchObject({ position: 8, isEliminated: true, status: "eliminated", chips: 0 });
    s = applyAction(s, { type: "eliminate", playerId: "p1" }, T0);
    expect(s.players.find((p) => p.id === "p1")!.position).toBe(7);
    expect(ids(s).slice(-2)).toEqual(["p1", "p3"]);
    expect(s.players.slice(0, 6).map((p) => p.position)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(s.totalChipsInPlay).toBe(200_000);
    expect(() => applyAction(s, { type: "eliminate", playerId: "p1" }, T0)).toThrow("Alex Chen is already eliminated.");
  });

  it("finishes the tournament when one player remains, who is 1st", () => {
    let s = applyAction(demoLiveState(), { type: "start" }, T0);
    for (const id of ["p1", "p2", "p3", "p4", "p5", "p6", "p7"]) s = applyAction(s, { type: "eliminate", playerId: id }, T0 + 1000);
    expect(s.players.map((p) => [p.id, p.position])).toEqual([
      ["p8", 1],
      ["p7", 2],
      ["p6", 3],
      ["p5", 4],
      ["p4", 5],
      ["p3", 6],
      ["p2", 7],
      ["p1", 8],
    ]);
    expect(s).toMatchObject({ finishedAt: T0 + 1000, status: "stopped" });
    expect(() => applyAction(s, { type: "eliminate", playerId: "p8" }, T0)).toThrow("Only one player remains.");
    expect(() => applyAction(s, { type: "start" }, T0)).toThrow(/over/);
  });
});

describe("chip counts", () => {
  it("parses whole counts with thousands separators; anything else is refused, never read by dropping characters; a count without digits is refused, not 0", () => {
    expect(parseChipInput("12,500")).toBe(12500);
    expect(parseChipInput("  45 000 ")).toBe(45000);
    expect(parseChipInput("0")).toBe(0);
    for (const bad of ["1,2,3", "45 000 chips!", "-300", "1.5k"])
      expect(() => parseChipInput(bad, "Alex Chen")).toThrow("Enter Alex Chen's chips as a whole number, like 420,000.");
    expect(() => parseChipInput("")).toThrow("Enter a chip count for every player (0 if they have no chips).");
    expect(() => parseChipInput("abc")).toThrow("Enter a chip count for every player (0 if they have no chips).");
    expect(() => parseChipInput("9".repeat(20))).toThrow(/at most/);
    expect(formatChipInput("1234567")).toBe("1,234,567");
    expect(formatChipInput("0012,34")).toBe("1,234");
    // not a count: left as typed, for the dialog to show the refusal
    expect(formatChipInput("00x12,34")).toBe("00x12,34");
    expect(formatChipInput("")).toBe("");
  });

  it("re-ranks players by chips, keeps the eliminated last, recomputes the total", () => {
    let s = applyAction(demoLiveState(), { type: "eliminate", playerId: "p2" }, T0);
    expect(s.chipCountsUpdated).toBe(false);
    s = applyAction(s, { type: "chips", counts: { p1: "10,000", p2: "999", p3: "80,000", p4: "0", p5: "55,500", p6: "55,500", p7: "0", p8: "120000" } }, T0);
    expect(s.players.map((p) => [p.id, p.chips, p.position])).toEqual([
      ["p8", 120000, 1],
      ["p3", 80000, 2],
      ["p5", 55500, 3],
      ["p6", 55500, 4],
      ["p1", 10000, 5],
      ["p4", 0, 6],
      ["p7", 0, 7],
      ["p2", 0, 8],
    ]);
    expect(s.totalChipsInPlay).toBe(321_000);
    expect(s.chipCountsUpdated).toBe(true);
    expect(countActive(s.players)).toBe(5);
    expect(s.players.find((p) => p.id === "p4")!.status).toBe("inactive");
  });

  it("leaves a player not in the counts as they were", () => {
    const s = applyAction(demoLiveState(), { type: "chips", counts: { p1: "1" } }, T0);
    expect(s.players[s.players.length - 1]).toMatchObject({ id: "p1", chips: 1, position: 8 });
    expect(s.totalChipsInPlay).toBe(7 * 25_000 + 1);
  });
});

describe("seating and results", () => {
  it("spreads players evenly over 9-seat tables", () => {
    expect([0, 7].map((i) => seat(i, 8))).toEqual([
      { tableNumber: 1, seatNumber: 1 },
      { tableNumber: 1, seatNumber: 8 },
    ]);
    expect([0, 1, 2, 9].map((i) => seat(i, 10))).toEqual([
      { tableNumber: 1, seatNumber: 1 },
      { tableNumber: 2, seatNumber: 1 },
      { tableNumber: 1, seatNumber: 2 },
      { tableNumber: 2, seatNumber: 5 },
    ]);
  });

  it("exports finish positions and prizes as CSV", () => {
    let s = applyAction(demoLiveState(), { type: "eliminate", playerId: "p4" }, T0);
    s = { ...s, players: s.players.map((p) => (p.id === "p1" ? { ...p, name: '=Alex "Ace", Chen' } : p)) };
    const lines = resultsCsv(s).trim().split("\r\n");
    expect(lines[0]).toBe("Position,Player,Table,Seat,Status,Chips,Prize,Bounty,Staked");
    expect(lines[1]).toBe(`1,"'=Alex ""Ace"", Chen",1,1,Playing,25000,,,`);
    // the demo's 8 players are paid over 2 places (its table fits its field), so 8th place pays nothing
    expect(lines[8]).toBe("8,Sarah Johnson,1,4,Eliminated,0,0.00,,");
  });
});
