import { describe, expect, it } from "vitest";
import { setupTestApp } from "../helpers";

const ctx = setupTestApp();
const balance = (payload: unknown) => ctx.app.inject({ method: "POST", url: "/api/tools/balance", payload: payload as object });

describe("POST /api/tools/balance", () => {
  it("tables of 10, 9 and 7 with T = 3 become 9, 9 and 8, as published, without a session", async () => {
    const res = await balance({ seatsPerTable: 10, threshold: 3, tables: [10, 9, 7] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ tables: [9, 9, 8], moves: [{ from: 1, to: 3 }], broken: [] });
  });

  it("27 players on three 9-seat tables down to 18 become two full tables, one table broken", async () => {
    const res = await balance({ seatsPerTable: 9, threshold: 2, tables: [6, 6, 6] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ tables: [9, 9, 0], broken: [3] });
    const { moves } = res.json() as { moves: { from: number; to: number }[] };
    expect(moves).toHaveLength(6);
    expect(moves.filter((m) => m.from === 3 && m.to === 1)).toHaveLength(3);
    expect(moves.filter((m) => m.from === 3 && m.to === 2)).toHaveLength(3);
  });

  it("with T = 3, 9, 9 and 7 stay; with two tables the threshold is 2", async () => {
    expect((await balance({ seatsPerTable: 9, threshold: 3, tables: [9, 9, 7] })).json()).toEqual({ tables: [9, 9, 7], moves: [], broken: [] });
    expect((await balance({ seatsPerTable: 9, threshold: 3, tables: [9, 7] })).json()).toEqual({ tables: [8, 8], moves: [{ from: 1, to: 2 }], broken: [] });
  });

  it("at 9 players or fewer on 9-seat tables, the final table: only the players changing tables are listed", async () => {
    const res = await balance({ seatsPerTable: 9, threshold: 2, tables: [0, 5, 4] });
    expect(res.json()).toEqual({ tables: [0, 9, 0], moves: Array(4).fill({ from: 3, to: 2 }), broken: [3] });
  });

  it.each([
    [{ threshold: 2, tables: [9] }, "seatsPerTable must be a whole number from 6 to 10"],
    [{ seatsPerTable: 5, threshold: 2, tables: [5] }, "seatsPerTable must be a whole number from 6 to 10"],
    [{ seatsPerTable: 11, threshold: 2, tables: [5] }, "seatsPerTable must be a whole number from 6 to 10"],
    [{ seatsPerTable: 8.5, threshold: 2, tables: [5] }, "seatsPerTable must be a whole number from 6 to 10"],
    [{ seatsPerTable: 9, threshold: 4, tables: [5] }, "threshold must be 2 or 3"],
    [{ seatsPerTable: 9, tables: [5] }, "threshold must be 2 or 3"],
    [{ seatsPerTable: 9, threshold: 2 }, "tables must be a list of player counts"],
    [{ seatsPerTable: 9, threshold: 2, tables: ["9"] }, "tables must be a list of player counts"],
    [{ seatsPerTable: 9, threshold: 2, tables: [] }, "tables: give 1 to 100 tables"],
    [{ seatsPerTable: 9, threshold: 2, tables: Array(101).fill(1) }, "tables: give 1 to 100 tables"],
    [{ seatsPerTable: 9, threshold: 2, tables: [9, 10] }, "tables[1] must be a whole number of players from 0 to 9"],
    [{ seatsPerTable: 9, threshold: 2, tables: [-1] }, "tables[0] must be a whole number of players from 0 to 9"],
    [{ seatsPerTable: 9, threshold: 2, tables: [2.5] }, "tables[0] must be a whole number of players from 0 to 9"],
  ])("400 naming the field: %j", async (body, message) => {
    const res = await balance(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("100 full tables of 10 answer at once", async () => {
    const res = await balance({ seatsPerTable: 10, threshold: 2, tables: Array(100).fill(10) });
    expect(res.json()).toEqual({ tables: Array(100).fill(10), moves: [], broken: [] });
  });
});
