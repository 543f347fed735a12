import type { LiveSnapshot, LiveState } from "@core/live/schema/contracts";
import { describe, expect, it } from "vitest";
import { createPlayer, createSponsor, setupTestApp } from "../helpers";
import { createLiveTournament, liveRoutes } from "./live-helpers";

// decision 164: the seat draw at the start, balancing and table breaks after eliminations, the final
// table, and the console's move-done and button actions, as GET /api/live/:id shows them.
const ctx = setupTestApp();
const { act, ok, get } = liveRoutes(ctx);

async function started(players: number, seating: { seatsPerTable?: number; tableThreshold?: number } = {}) {
  const sponsor = await createSponsor(ctx.db);
  const live = await createLiveTournament(ctx.db, sponsor, players, { maxSeats: 60, ...seating });
  const id = String(live.tournament.id);
  await ok(id, sponsor, { type: "start" });
  return { sponsor, id, ...live };
}

const sizes = (s: LiveState) => s.tables.map((t) => t.seats.length);
const stillIn = (s: LiveState) => s.players.filter((p) => !p.isEliminated);

/** The named tables agree with the players' seats: each player still in at one seat, by name; nobody out seated. */
function expectSeated(s: LiveState) {
  const seen = new Set<string>();
  for (const t of s.tables) {
    expect(t.seats.length).toBeLessThanOrEqual(s.seatsPerTable);
    expect(new Set(t.seats.map((x) => x.seat)).size).toBe(t.seats.length);
    for (const seat of t.seats) {
      const p = s.players.find((x) => x.id === seat.playerId)!;
      expect(p).toMatchObject({ isEliminated: false, tableNumber: t.number, seatNumber: seat.seat, name: seat.playerName });
      seen.add(p.id);
    }
  }
  expect(seen.size).toBe(stillIn(s).length);
}

describe("the draw", () => {
  it("30 entrants are drawn over 4 tables of 9 (8, 8, 7, 7) when the clock starts; before it there are no tables", async () => {
    const sponsor = await createSponsor(ctx.db);
    const { tournament } = await createLiveTournament(ctx.db, sponsor, 30, { maxSeats: 60 });
    const id = String(tournament.id);
    expect((await get(id)).state).toMatchObject({ tables: [], moves: [], seatsPerTable: 9, tableThreshold: 2 });
    const { state } = await ok(id, sponsor, { type: "start" });
    expect(sizes(state)).toEqual([8, 8, 7, 7]);
    expect(state.tables.map((t) => t.number)).toEqual([1, 2, 3, 4]);
    expect(state.seatSeed).toBeGreaterThanOrEqual(0);
    expectSeated(state);
    // the stored state and every reader agree
    const seen = (await get(id)).state;
    expect(seen.tables).toEqual(state.tables);
    expect(seen.tables[0].seats[0]).toEqual({ seat: expect.any(Number), playerId: expect.any(String), playerName: expect.any(String), chips: 30_000 });
  });

  it("the demo keeps its 8 players at table 1, seats 1-8", async () => {
    // a visitor's own demo clock: the shared one is other test files' (they run beside this one on PostgreSQL);
    // from an address of its own, since the per-address limit on new demo clocks is counted in the shared database
    const remoteAddress = "198.51.100.28";
    const mine = await ctx.app.inject({ method: "POST", url: "/api/live/demo/mine", remoteAddress });
    expect(mine.statusCode, mine.body).toBe(200);
    const cookie = mine.cookies.find((c) => c.name === "demo_clock")!;
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/live/${mine.json().id}/actions`,
      headers: { cookie: `demo_clock=${cookie.value}` },
      payload: { type: "start" },
      remoteAddress,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { state } = res.json() as LiveSnapshot;
    expect(state.tables).toHaveLength(1);
    expect(state.tables[0].seats.map((s) => [s.seat, s.playerName])).toEqual([
      [1, "Alex Chen"],
      [2, "Maria Santos"],
      [3, "James Wilson"],
      [4, "Sarah Johnson"],
      [5, "Mike Rodriguez"],
      [6, "Emma Thompson"],
      [7, "David Kim"],
      [8, "Lisa Anderson"],
    ]);
  });
});

describe("balancing after eliminations", () => {
  it("a 30-player event runs down to a final table: balancing moves, table breaks, then the final-table redraw", async () => {
    const { sponsor, id } = await started(30);
    let state = (await get(id)).state;
    const tableCounts: number[] = [state.tables.length];
    let sawBreak = false;
    for (let k = 0; stillIn(state).length > 9; k++) {
      // from the largest table's first seat: the rule, not the draw, decides what follows
      const largest = [...state.tables].sort((a, b) => b.seats.length - a.seats.length || a.number - b.number)[0];
      state = (await ok(id, sponsor, { type: "eliminate", playerId: largest.seats[0].playerId })).state;
      expectSeated(state);
      if (state.tables.length > 1) expect(Math.max(...sizes(state)) - Math.min(...sizes(state))).toBeLessThanOrEqual(1);
      if (tableCounts.at(-1) !== state.tables.length) tableCounts.push(state.tables.length);
      sawBreak ||= state.moves.some((m) => m.reason === "break");
      // a table breaks as soon as the players fit in one fewer
      expect(state.tables.length).toBe(stillIn(state).length <= 9 ? 1 : Math.ceil(stillIn(state).length / 9));
    }
    expect(tableCounts).toEqual([4, 3, 2, 1]);
    expect(sizes(state)).toEqual([9]);
    const all = (await get(id, sponsor)).state.moves;
    expect(all.filter((m) => m.reason === "final-table")).toHaveLength(9);
    expect(sawBreak).toBe(true);
    // none confirmed: each of the nine has one move to make, the final table's (an earlier one still to make took
    // its new seat), and nobody out has one
    expect(all.map((m) => m.playerId).sort()).toEqual(state.tables[0].seats.map((s) => s.playerId).sort());
    // every move names its player, as the displays show it ("Table 3 seat 5 -> Table 1 seat 2: Ana Ruiz")
    for (const m of all) {
      expect(m).toMatchObject({
        playerName: expect.stringMatching(/\S/),
        from: { table: expect.any(Number), seat: expect.any(Number) },
        to: { table: expect.any(Number), seat: expect.any(Number) },
        done: false,
      });
    }
    const ids = all.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it("tables of 10, 9 and 7 with T = 3 (10 seats, TDA) become 9, 9 and 8: one move from table 1 to table 3", async () => {
    const { sponsor, id } = await started(28, { seatsPerTable: 10, tableThreshold: 3 });
    let state = (await get(id)).state;
    expect(sizes(state)).toEqual([10, 9, 9]);
    state = (await ok(id, sponsor, { type: "eliminate", playerId: state.tables[2].seats[0].playerId })).state;
    expect(sizes(state)).toEqual([10, 9, 8]);
    expect(state.moves).toEqual([]);
    state = (await ok(id, sponsor, { type: "eliminate", playerId: state.tables[2].seats[0].playerId })).state;
    expect(sizes(state)).toEqual([9, 9, 8]);
    expect(state.moves).toHaveLength(1);
    const [move] = state.moves;
    expect(move).toMatchObject({ id: 1, from: { table: 1 }, to: { table: 3 }, reason: "balance", done: false });
    expect(state.tables[2].seats.find((s) => s.seat === move.to.seat)).toMatchObject({ playerId: move.playerId, playerName: move.playerName });
  });

  it("27 players on three 9-seat tables down to 18 become two full tables", async () => {
    const { sponsor, id } = await started(27);
    let state = (await get(id)).state;
    expect(sizes(state)).toEqual([9, 9, 9]);
    // one from each table in turn, so no balancing is due before the break
    for (let k = 0; k < 9; k++) {
      const table = state.tables[k % state.tables.length];
      state = (await ok(id, sponsor, { type: "eliminate", playerId: table.seats[0].playerId })).state;
    }
    expect(sizes(state)).toEqual([9, 9]);
    const breaks = state.moves.filter((m) => m.reason === "break");
    expect(breaks).toHaveLength(6);
    const broken = breaks[0].from.table;
    expect(breaks.every((m) => m.from.table === broken && m.to.table !== broken)).toBe(true);
    expectSeated(state);
  });

  it("a late entrant is seated at the smallest table; a reinstated player gets their seat back", async () => {
    const { sponsor, id } = await started(17); // 9 and 8
    let state = (await ok(id, sponsor, { type: "late-registration", name: "Lou Late" })).state;
    expect(state.players.find((p) => p.name === "Lou Late")).toMatchObject({ tableNumber: 2 });
    expect(sizes(state)).toEqual([9, 9]);
    const victim = state.tables[0].seats[4];
    await ok(id, sponsor, { type: "eliminate", playerId: victim.playerId });
    state = (await ok(id, sponsor, { type: "reinstate", playerId: victim.playerId })).state;
    expect(state.tables[0].seats[4]).toMatchObject({ seat: victim.seat, playerId: victim.playerId });
    expectSeated(state);
  });
});

describe("move-done and button", () => {
  async function withMove() {
    const run = await started(18);
    const t2 = (await get(run.id)).state.tables[1].seats;
    await ok(run.id, run.sponsor, { type: "eliminate", playerId: t2[0].playerId });
    const { state } = await ok(run.id, run.sponsor, { type: "eliminate", playerId: t2[1].playerId });
    expect(state.moves).toHaveLength(1);
    return { ...run, move: state.moves[0] };
  }

  it("the sponsor confirms a move as made; it stays on the displays, done", async () => {
    const { sponsor, id, move } = await withMove();
    const { state } = await ok(id, sponsor, { type: "move-done", moveId: move.id });
    expect(state.moves).toEqual([{ ...move, done: true }]);
    expect((await get(id)).state.moves[0]).toMatchObject({ id: move.id, playerName: move.playerName, from: move.from, to: move.to, done: true });
  });

  it("an unknown move is a 400 that changes nothing; a bad id is a 400 with its message", async () => {
    const { sponsor, id } = await withMove();
    const before = (await get(id)).state.version;
    const unknown = await act(id, sponsor, { type: "move-done", moveId: 99 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("There is no move 99 to confirm.");
    const blank = await act(id, sponsor, { type: "move-done" });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe("Please select a move.");
    expect((await get(id)).state.version).toBe(before);
  });

  it("only the sponsor acts: another sponsor, a player, a visitor get 403", async () => {
    const { id, move, entrants } = await withMove();
    for (const who of [await createSponsor(ctx.db), entrants[0], await createPlayer(ctx.db), null]) {
      expect((await act(id, who, { type: "move-done", moveId: move.id })).statusCode).toBe(403);
      expect((await act(id, who, { type: "button", table: 1, seat: 1 })).statusCode).toBe(403);
    }
    expect((await get(id)).state.moves[0].done).toBe(false);
  });

  it("the sponsor enters a table's button; the next player moved from it is the next big blind", async () => {
    const { sponsor, id } = await started(18);
    const t1 = (await get(id)).state.tables[0].seats;
    const { state } = await ok(id, sponsor, { type: "button", table: 1, seat: t1[0].seat });
    expect(state.tables[0].button).toBe(t1[0].seat);
    const t2 = state.tables[1].seats;
    await ok(id, sponsor, { type: "eliminate", playerId: t2[0].playerId });
    const after = (await ok(id, sponsor, { type: "eliminate", playerId: t2[1].playerId })).state;
    // small blind t1[1], big blind t1[2]: t1[3] posts the big blind next
    expect(after.moves[0]).toMatchObject({ playerId: t1[3].playerId, from: { table: 1, seat: t1[3].seat }, to: { table: 2 } });
  });

  it.each([
    [{ table: 5, seat: 1 }, "There is no table 5 in play."],
    [{ table: 1, seat: 11 }, "The button's seat must be a seat from 1 to 10."],
    [{ table: 1 }, "Please select the button's seat."],
    [{ seat: 2 }, "Please select a table."],
  ])("refuses the button %j with a 400", async (body, message) => {
    const { sponsor, id } = await started(12, { seatsPerTable: 6 });
    const res = await act(id, sponsor, { type: "button", ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("a seat past the event's seats per table is a 400", async () => {
    const { sponsor, id } = await started(12, { seatsPerTable: 6 });
    const res = await act(id, sponsor, { type: "button", table: 1, seat: 7 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Table 1 has seats 1 to 6.");
  });
});
