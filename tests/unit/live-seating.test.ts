import { describe, expect, it } from "vitest";
import { liveActionInput, type LiveStoredState } from "@core/live/schema/contracts";
import { demoLiveState } from "@core/live/actions/initial-state";
import { numberedEntrants, sponsorEventOf } from "./live-event";
import { applyAction } from "@core/live/actions/reducers";
import { KEPT_MOVES, LiveInputError } from "@core/live/seating/seating";

const T0 = Date.UTC(2026, 10, 26, 19, 0, 0);

function sponsor(entrants: number, seating = { seatsPerTable: 9, tableThreshold: 2 }): LiveStoredState {
  return sponsorEventOf(numberedEntrants(entrants, "r", "P"), { tournamentId: "28", name: "Table Cup", startingChips: 10_000, buyInCents: 10_000, seating });
}

const sizes = (s: LiveStoredState) => s.tables.map((t) => t.seats.length);

/** Every player still in sits at exactly one seat, which their tableNumber/seatNumber name; nobody out sits. */
function expectConsistent(s: LiveStoredState) {
  const seen = new Set<string>();
  for (const t of s.tables) {
    expect(t.seats.length).toBeGreaterThan(0);
    expect(t.seats.length).toBeLessThanOrEqual(s.seatsPerTable);
    expect(new Set(t.seats.map((x) => x.seat)).size).toBe(t.seats.length);
    for (const { seat, playerId } of t.seats) {
      expect(seen.has(playerId)).toBe(false);
      seen.add(playerId);
      expect(seat).toBeGreaterThanOrEqual(1);
      expect(seat).toBeLessThanOrEqual(s.seatsPerTable);
      expect(s.players.find((p) => p.id === playerId)).toMatchObject({ isEliminated: false, tableNumber: t.number, seatNumber: seat });
    }
  }
  expect(seen.size).toBe(s.players.filter((p) => !p.isEliminated).length);
}

const start = (s: LiveStoredState, seed = 7) => applyAction(s, { type: "start" }, T0, { seed });
const out = (s: LiveStoredState, playerId: string, at = T0 + 1000) => applyAction(s, { type: "eliminate", playerId }, at);

describe("the draw at the first start", () => {
  it("30 entrants over 4 tables of 9 as 8, 8, 7, 7, and the seed kept", () => {
    const s = start(sponsor(30), 1234);
    expect(sizes(s)).toEqual([8, 8, 7, 7]);
    expect(s.seatSeed).toBe(1234);
    expectConsistent(s);
  });

  it("the same seed draws the same seats; another seed another draw", () => {
    expect(start(sponsor(30), 5).tables).toEqual(start(sponsor(30), 5).tables);
    expect(start(sponsor(30), 5).tables).not.toEqual(start(sponsor(30), 6).tables);
  });

  it("a later start draws nothing again", () => {
    let s = start(sponsor(12));
    const drawn = s.tables;
    s = applyAction(s, { type: "pause" }, T0 + 10);
    s = applyAction(s, { type: "start" }, T0 + 20, { seed: 99 });
    expect(s.tables).toEqual(drawn);
    expect(s.seatSeed).toBe(7);
  });

  it("the demo keeps its 8 players at table 1, seats 1-8", () => {
    const s = start(demoLiveState());
    expect(s.tables).toEqual([{ number: 1, button: null, seats: Array.from({ length: 8 }, (_, i) => ({ seat: i + 1, playerId: `p${i + 1}` })) }]);
    expect(s.moves).toEqual([]);
  });
});

describe("balancing after each elimination", () => {
  it("moves a player from the largest table when it has 2 more than the smallest, and lists the move", () => {
    let s = start(sponsor(18)); // 9, 9
    const t2 = s.tables[1].seats.map((x) => x.playerId);
    s = out(s, t2[0]);
    expect(sizes(s)).toEqual([9, 8]);
    expect(s.moves).toEqual([]);
    s = out(s, t2[1], T0 + 2000);
    expect(sizes(s)).toEqual([8, 8]);
    expect(s.moves).toHaveLength(1);
    const [m] = s.moves;
    expect(m).toMatchObject({ id: 1, from: { table: 1 }, to: { table: 2 }, reason: "balance", at: T0 + 2000, done: false });
    expect(s.players.find((p) => p.id === m.playerId)).toMatchObject({ tableNumber: 2, seatNumber: m.to.seat });
    expect(s.movedIds).toEqual([m.playerId]);
    expectConsistent(s);
  });

  it("the TDA setting waits for 3 apart (with three tables or more)", () => {
    const run = (threshold: number) => {
      let s = start(sponsor(27, { seatsPerTable: 9, tableThreshold: threshold })); // 9, 9, 9
      const t3 = s.tables[2].seats.map((x) => x.playerId);
      s = out(s, t3[0]);
      s = out(s, t3[1], T0 + 2000);
      return s;
    };
    expect(sizes(run(3))).toEqual([9, 9, 7]);
    expect(sizes(run(2)).sort()).toEqual([8, 8, 9]);
  });

  it("27 players on three 9-seat tables down to 18 become two full tables; at 9 the final table is drawn", () => {
    let s = start(sponsor(27));
    let at = T0;
    // always the lowest-numbered player still in: whichever table they sit at
    while (s.players.filter((p) => !p.isEliminated).length > 18) {
      s = out(s, s.players.filter((p) => !p.isEliminated).sort((a, b) => a.id.localeCompare(b.id))[0].id, (at += 1000));
      expectConsistent(s);
    }
    expect(sizes(s)).toEqual([9, 9]);
    expect(s.moves.some((m) => m.reason === "break")).toBe(true);
    while (s.players.filter((p) => !p.isEliminated).length > 9) s = out(s, s.players.find((p) => !p.isEliminated)!.id, (at += 1000));
    expect(s.tables).toHaveLength(1);
    expect(sizes(s)).toEqual([9]);
    expect(s.moves.filter((m) => m.reason === "final-table")).toHaveLength(9);
    expectConsistent(s);
    // ids count on, each move at the time of the elimination that made it
    const ids = s.moves.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keeps every move still to make and only the newest confirmed ones", () => {
    let s = start(sponsor(120));
    let at = T0;
    const made = new Map<number, string>();
    while (s.players.filter((p) => !p.isEliminated).length > 10) {
      s = out(s, s.players.filter((p) => !p.isEliminated).at(-1)!.id, (at += 1000));
      for (const m of s.moves) made.set(m.id, m.playerId);
      for (const m of s.moves) if (!m.done && m.id % 3 !== 0) s = applyAction(s, { type: "move-done", moveId: m.id }, at);
    }
    // every move never confirmed by a player still in is still listed
    const inPlay = new Set(s.players.filter((p) => !p.isEliminated).map((p) => p.id));
    const open = [...made].filter(([id, playerId]) => id % 3 === 0 && inPlay.has(playerId)).map(([id]) => id);
    expect(open.length).toBeGreaterThan(0);
    expect(s.moves.map((m) => m.id)).toEqual(expect.arrayContaining(open));
    const older = s.moves.slice(0, -KEPT_MOVES);
    // beyond the newest 50: only moves still to make, by players still in
    expect(older.length).toBeGreaterThan(0);
    for (const m of older) {
      expect(m).toMatchObject({ done: false });
      expect(m.id % 3).toBe(0);
      expect(s.players.find((p) => p.id === m.playerId)!.isEliminated).toBe(false);
    }
    expect(s.moves.filter((m) => m.done).length).toBeLessThanOrEqual(KEPT_MOVES);
    expectConsistent(s);
  });
});

describe("late entries and reinstating", () => {
  it("a late entrant sits at a table with the fewest players, then the tables balance", () => {
    let s = start(sponsor(17)); // 9, 8
    s = applyAction(s, { type: "late-registration", name: "Late" }, T0 + 1000);
    const late = s.players.find((p) => p.name === "Late")!;
    expect(late.tableNumber).toBe(2);
    expect(sizes(s)).toEqual([9, 9]);
    s = applyAction(s, { type: "late-registration", name: "Later" }, T0 + 2000);
    // every table full: a third opens, and the tables balance to 7, 6, 6 or so
    expect(s.tables).toHaveLength(3);
    expect(Math.max(...sizes(s)) - Math.min(...sizes(s))).toBeLessThanOrEqual(1);
    expectConsistent(s);
  });

  it("a reinstated player sits back in their seat when it is free, without undoing the moves made", () => {
    let s = start(sponsor(18));
    const victim = s.tables[1].seats[0];
    s = out(s, victim.playerId);
    s = applyAction(s, { type: "reinstate", playerId: victim.playerId }, T0 + 2000);
    expect(s.players.find((p) => p.id === victim.playerId)).toMatchObject({ tableNumber: 2, seatNumber: victim.seat, isEliminated: false });
    expectConsistent(s);

    // out, a move fills the gap's table from the other, back in: a move made stands
    const t2 = s.tables[1].seats.map((x) => x.playerId);
    s = out(s, t2[0], T0 + 3000);
    s = out(s, t2[1], T0 + 4000);
    const moved = s.moves[0];
    s = applyAction(s, { type: "reinstate", playerId: t2[1] }, T0 + 5000);
    expect(s.moves[0]).toEqual(moved);
    expect(s.players.find((p) => p.id === moved.playerId)).toMatchObject({ tableNumber: moved.to.table, seatNumber: moved.to.seat });
    expectConsistent(s);
  });
});

describe("re-entry", () => {
  it("a re-entry sits down at a table with the fewest players, like a late entrant", () => {
    let s = sponsorEventOf(numberedEntrants(17, "r", "P"), {
      tournamentId: "28",
      name: "Re-entry Cup",
      startingChips: 10_000,
      buyInCents: 10_000,
      format: { rebuys: { kind: "reentry", untilLevel: 6, maxPerPlayer: 2, priceCents: 10_000, chips: 10_000 } },
    });
    s = start(s); // 9, 8
    const victim = s.tables[0].seats[0].playerId;
    s = out(s, victim); // 8, 8
    s = out(s, s.tables[1].seats[0].playerId, T0 + 2000); // 8, 7
    s = applyAction(s, { type: "rebuy", playerId: victim }, T0 + 3000);
    expect(s.players.find((p) => p.id === victim)).toMatchObject({ isEliminated: false, tableNumber: 2 });
    expect(sizes(s)).toEqual([8, 8]);
    expectConsistent(s);
  });
});

describe("move-done and button", () => {
  it("confirms a move (twice is the same), refuses an unknown one as input", () => {
    let s = start(sponsor(18));
    const t2 = s.tables[1].seats.map((x) => x.playerId);
    s = out(s, t2[0]);
    s = out(s, t2[1]);
    s = applyAction(s, { type: "move-done", moveId: 1 }, T0 + 3000);
    expect(s.moves[0].done).toBe(true);
    expect(applyAction(s, { type: "move-done", moveId: 1 }, T0 + 4000).moves).toEqual(s.moves);
    expect(() => applyAction(s, { type: "move-done", moveId: 9 }, T0)).toThrow(new LiveInputError("There is no move 9 to confirm."));
  });

  it("with the button entered, the player moved is the next big blind", () => {
    let s = start(sponsor(18));
    // table 1's button at its first occupied seat: the big blind next hand is the third occupied seat after it
    const t1 = s.tables[0].seats;
    s = applyAction(s, { type: "button", table: 1, seat: t1[0].seat }, T0 + 10);
    expect(s.tables[0].button).toBe(t1[0].seat);
    const t2 = s.tables[1].seats.map((x) => x.playerId);
    s = out(s, t2[0]);
    s = out(s, t2[1]);
    expect(s.moves[0]).toMatchObject({ playerId: t1[3].playerId, from: { table: 1, seat: t1[3].seat } });
  });

  it("refuses a table not in play and a seat off the table; before the draw there are no tables", () => {
    const s = start(sponsor(12, { seatsPerTable: 6, tableThreshold: 2 }));
    expect(() => applyAction(s, { type: "button", table: 3, seat: 1 }, T0)).toThrow(new LiveInputError("There is no table 3 in play."));
    expect(() => applyAction(s, { type: "button", table: 1, seat: 7 }, T0)).toThrow(new LiveInputError("Table 1 has seats 1 to 6."));
    expect(() => applyAction(sponsor(12), { type: "button", table: 1, seat: 1 }, T0)).toThrow("The tables are drawn when the clock starts.");
  });

  it("validates the actions' shapes with their messages", () => {
    const issue = (body: unknown) => {
      const r = liveActionInput.safeParse(body);
      return r.success ? null : r.error.issues[0].message;
    };
    expect(issue({ type: "move-done" })).toBe("Please select a move.");
    expect(issue({ type: "move-done", moveId: 0 })).toBe("Please select a move.");
    expect(issue({ type: "button", seat: 1 })).toBe("Please select a table.");
    expect(issue({ type: "button", table: 1, seat: 11 })).toBe("The button's seat must be a seat from 1 to 10.");
    expect(issue({ type: "button", table: 1, seat: 3 })).toBeNull();
  });
});
