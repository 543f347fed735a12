import { describe, expect, it } from "vitest";
import type { LiveStoredState } from "@core/live/schema/contracts";
import { numberedEntrants, sponsorEventOf } from "./live-event";
import { applyAction } from "@core/live/actions/reducers";
import { liveStateAt } from "@core/live/views/state-view";

// decision 164: the moves listed to make (the state the console and displays get) are the moves players still have to
// make. A player moved again before the first move was confirmed goes straight from where they sit to their new seat
// (one move, not two, so no display sends two players to one seat and their phone names the seat they are in), and
// a player who is out has none.

const T0 = Date.UTC(2026, 10, 26, 19, 0, 0);

function sponsor(entrants: number, seatsPerTable: number): LiveStoredState {
  return sponsorEventOf(numberedEntrants(entrants, "r", "P"), {
    tournamentId: "28",
    name: "Moves Cup",
    startingChips: 10_000,
    buyInCents: 10_000,
    seating: { seatsPerTable, tableThreshold: 2 },
  });
}

const key = (r: { table: number; seat: number }) => `${r.table}/${r.seat}`;

/**
 * Runs an event down to its final table, knocking out a player per step (`pick`), confirming the moves `confirm`
 * chooses after each step, and checks after every step: each player still in has at most one move to make, from
 * the seat they really sit in (drawn, or reached by a confirmed move) to the seat the tables give them; nobody out
 * has one; no two moves to make lead to one seat.
 */
function runDown(entrants: number, seatsPerTable: number, seed: number, confirm: (id: number, step: number) => boolean) {
  let s = applyAction(sponsor(entrants, seatsPerTable), { type: "start" }, T0, { seed });
  const sitting = new Map(s.tables.flatMap((t) => t.seats.map((x) => [x.playerId, key({ table: t.number, seat: x.seat })] as const)));
  let at = T0;
  let chained = 0;
  for (let step = 0; s.tables.length > 1; step++) {
    const left = s.players.filter((p) => !p.isEliminated);
    const before = new Set(s.moves.filter((m) => !m.done).map((m) => m.playerId));
    s = applyAction(s, { type: "eliminate", playerId: left[(step * 7) % left.length].id }, (at += 1000));
    const open = liveStateAt(s, at, { version: 1, updatedAt: null }).moves.filter((m) => !m.done);
    const inPlay = new Map(s.tables.flatMap((t) => t.seats.map((x) => [x.playerId, key({ table: t.number, seat: x.seat })] as const)));
    chained += open.filter((m) => before.has(m.playerId) && m.at === at).length;
    expect(new Set(open.map((m) => m.playerId)).size).toBe(open.length);
    expect(new Set(open.map((m) => key(m.to))).size).toBe(open.length);
    for (const m of open) {
      expect(inPlay.has(m.playerId), `a move to make for ${m.playerId}, who is out`).toBe(true);
      expect(key(m.from)).toBe(sitting.get(m.playerId));
      expect(key(m.to)).toBe(inPlay.get(m.playerId));
    }
    // a player with no move to make sits where the tables say
    for (const [playerId, seat] of inPlay) if (!open.some((m) => m.playerId === playerId)) expect(sitting.get(playerId)).toBe(seat);
    for (const m of open) {
      if (!confirm(m.id, step)) continue;
      s = applyAction(s, { type: "move-done", moveId: m.id }, at);
      sitting.set(m.playerId, key(m.to));
    }
  }
  return { s, chained };
}

describe("moves to make (decision 164)", () => {
  it("with no move confirmed: each player's one move goes from the drawn seat to the final table's", () => {
    const { s, chained } = runDown(30, 10, 11, () => false);
    // the run did move players who had a move still to make
    expect(chained).toBeGreaterThan(0);
    expect(s.tables).toHaveLength(1);
    const toMake = liveStateAt(s, T0, { version: 1, updatedAt: null }).moves.filter((m) => !m.done);
    expect(toMake).toHaveLength(10);
    expect(toMake.every((m) => m.to.table === s.tables[0].number)).toBe(true);
  });

  it("with some moves confirmed along the way, over several draws", () => {
    for (const seed of [1, 2, 3, 4, 5]) runDown(27, 9, seed, (id, step) => (id + step) % 3 === 0);
  });
});
