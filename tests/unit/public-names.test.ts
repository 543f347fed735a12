import { describe, expect, it } from "vitest";
import { whereToFind } from "@client/features/live/components/find-player";
import { seatedPlayers } from "@core/live/actions/initial-state";

// Issue 37 item 3 (decision 212): a backer finds their player on the displays.
describe("whereToFind", () => {
  const players = seatedPlayers(
    [
      { id: "r1", name: "Ana Ruiz", userId: 11 },
      { id: "r2", name: "Player 2", userId: 12 },
      { id: "w3", name: "Walk In" },
    ],
    20000,
  );
  const tables = [
    {
      number: 2,
      button: null,
      seats: [
        { seat: 4, playerId: "r1" },
        { seat: 7, playerId: "r2" },
      ],
    },
  ];

  it("gives the table and seat, and the displays' name when it is not the one the backer knows", () => {
    expect(whereToFind({ players, tables }, 11, "Ana Ruiz")).toBe("Table 2, seat 4");
    expect(whereToFind({ players, tables }, 12, "Hedda Quiet")).toBe('Table 2, seat 7 · on the displays as "Player 2"');
    // before the draw: only the name, if it differs
    expect(whereToFind({ players, tables: [] }, 12, "Hedda Quiet")).toBe('On the displays as "Player 2"');
    expect(whereToFind({ players, tables: [] }, 11, "Ana Ruiz")).toBeNull();
  });

  it("nothing for a player who is out, not in the field, or before the state arrives", () => {
    const out = players.map((p) => (p.id === "r1" ? { ...p, isEliminated: true } : p));
    expect(whereToFind({ players: out, tables }, 11, "Ana Ruiz")).toBeNull();
    expect(whereToFind({ players, tables }, 99, "Nobody")).toBeNull();
    expect(whereToFind(undefined, 11, "Ana Ruiz")).toBeNull();
  });
});
