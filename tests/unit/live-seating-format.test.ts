import { describe, expect, it } from "vitest";
import { MOVE_SHOWN_MS } from "@core/live/views/state-view";
import {
  consoleMoves,
  movesAt,
  moveText,
  namesOf,
  playersLabel,
  recentMoves,
  seatRows,
  tableParam,
  type MoveView,
} from "@client/features/live/components/seating-format";

const NOW = 1_800_000_000_000;

function move(id: number, from: [number, number], to: [number, number], at: number, done: boolean, playerName = `Player ${id}`): MoveView {
  return { id, playerId: `p${id}`, playerName, from: { table: from[0], seat: from[1] }, to: { table: to[0], seat: to[1] }, reason: "balance", at, done };
}

describe("table moves and seats on the live pages (decision 164)", () => {
  it("writes a move in the issue's words, with the console's name when it has one", () => {
    const m = move(1, [3, 5], [1, 2], NOW, false, "Ana Ruiz");
    expect(moveText(m)).toBe("Table 3 seat 5 -> Table 1 seat 2: Ana Ruiz");
    expect(moveText(m, "ana_r")).toBe("Table 3 seat 5 -> Table 1 seat 2: ana_r");
    const nameOf = namesOf([{ id: "p1", name: "ana_r" }]);
    expect(nameOf("p1", "Player 1")).toBe("ana_r");
    expect(nameOf("p9", "Player 9")).toBe("Player 9");
  });

  it("displays show the moves of the last 5 minutes, newest first, done or not", () => {
    const moves = [
      move(1, [1, 1], [2, 1], NOW - MOVE_SHOWN_MS, true),
      move(2, [1, 2], [2, 2], NOW - MOVE_SHOWN_MS + 1, true),
      move(3, [1, 3], [2, 3], NOW - 1000, false),
      move(4, [1, 4], [2, 4], NOW - 1000, false),
      move(5, [1, 5], [2, 5], NOW - MOVE_SHOWN_MS - 60_000, false),
    ];
    expect(recentMoves(moves, NOW).map((m) => m.id)).toEqual([4, 3, 2]);
    expect(recentMoves([], NOW)).toEqual([]);
  });

  it("the console lists the moves still to make first, oldest first, then the confirmed ones of the last 5 minutes", () => {
    const moves = [
      move(1, [1, 1], [2, 1], NOW - 4 * 60_000, true),
      move(2, [1, 2], [2, 2], NOW - 60_000, true),
      move(3, [1, 3], [2, 3], NOW - 30_000, false),
      move(4, [1, 4], [2, 4], NOW - 10 * 60_000, false),
      move(5, [1, 5], [2, 5], NOW - 10 * 60_000, true),
    ];
    expect(consoleMoves(moves, NOW).map((m) => m.id)).toEqual([4, 3, 2, 1]);
  });

  it("a table's moves are those to it and those from it", () => {
    const moves = [move(1, [3, 5], [1, 2], NOW, false), move(2, [2, 1], [3, 9], NOW, false), move(3, [2, 4], [1, 7], NOW, false)];
    expect(movesAt(moves, 3).map((m) => m.id)).toEqual([1, 2]);
    expect(movesAt(moves, 1).map((m) => m.id)).toEqual([1, 3]);
    expect(movesAt(moves, 4)).toEqual([]);
  });

  it("reads ?table=N and ignores anything but a table number", () => {
    expect(tableParam("table=3")).toBe(3);
    expect(tableParam("?table=12&x=1")).toBe(12);
    expect(tableParam("")).toBeNull();
    for (const bad of ["table=0", "table=-1", "table=abc", "table=1.5", "table=", "table=01", "table=99999"]) expect(tableParam(bad), bad).toBeNull();
  });

  it("lists every seat of a table, empty ones without a player", () => {
    const rows = seatRows(
      {
        seats: [
          { seat: 2, playerId: "a", playerName: "A", chips: 100 },
          { seat: 6, playerId: "b", playerName: "B", chips: 0 },
        ],
      },
      6,
    );
    expect(rows.map((r) => [r.seat, r.player?.playerId ?? null])).toEqual([
      [1, null],
      [2, "a"],
      [3, null],
      [4, null],
      [5, null],
      [6, "b"],
    ]);
    // a seat past the setting (drawn before it changed) still shows
    expect(seatRows({ seats: [{ seat: 9, playerId: "c", playerName: "C", chips: 0 }] }, 6)).toHaveLength(9);
    expect(playersLabel(1)).toBe("1 player");
    expect(playersLabel(7)).toBe("7 players");
  });
});
