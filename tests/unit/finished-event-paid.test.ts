import type { LiveStoredState } from "@core/live/schema/contracts";
import { livePrizeTable } from "@core/live/prizes/event-prizes";
import { finalResults } from "@core/live/prizes/final-results";
import { FINAL_TABLE_TERMS, numberedEntrants, sponsorEventOf } from "./live-event";
import { averageStackOf, dealFinishLabel, paidList } from "@core/live/prizes/paid-list";
import { applyAction } from "@core/live/actions/reducers";
import { shortEventDate, startConfirmation } from "@core/live/views/start-confirm";
import { liveStateAt } from "@core/live/views/state-view";
import { describe, expect, it } from "vitest";

// Decision 218: a finished event shows what was paid. After a deal the payout list is the deal's amounts (and what
// was played for), not the planned table; the deal's 2nd and 3rd are not "Eliminated"; a finished event has no
// average stack and no moves left to make. Item 10: a sponsor's first Start asks, naming a date that is not today.

const T0 = Date.UTC(2026, 10, 26, 20, 0, 0);
let tick = 0;
const act = (s: LiveStoredState, a: Parameters<typeof applyAction>[1]) => applyAction(s, a, T0 + 1000 * ++tick);

/** `n` players at $100 paying 50/30/20, started. */
function event(n: number, seatsPerTable = 9): LiveStoredState {
  const s = sponsorEventOf(numberedEntrants(n, "p", "Player "), {
    tournamentId: "37",
    name: "Paid Cup",
    ...FINAL_TABLE_TERMS,
    seating: { seatsPerTable, tableThreshold: 2 },
  });
  return applyAction(s, { type: "start" }, T0, { seed: 7 });
}

/** Four players, the 4th out, then a chip chop among three ($400 pool: 200/120/80 planned) accepted by all. */
function threeWayDeal(playFor?: string): LiveStoredState {
  let s = act(event(4), { type: "eliminate", playerId: "p4" });
  s = act(s, { type: "chips", counts: { p1: "9000", p2: "6000", p3: "5000" } });
  s = act(s, { type: "deal-propose", method: "chip_chop", playFor });
  for (const id of ["p1", "p2", "p3"]) s = act(s, { type: "deal-accept", playerId: id, proposalId: 1 });
  expect(s.deal?.status).toBe("made");
  return s;
}

describe("the payout list after a deal (paidList)", () => {
  it("is the prize table while no deal is made", () => {
    const s = act(event(4), { type: "eliminate", playerId: "p4" });
    expect(paidList(s).rows.map((r) => [r.label, r.amountCents, r.name])).toEqual(livePrizeTable(s).map((r) => [r.label, r.amountCents, null]));
  });

  it("after a deal with nothing to play for lists the deal's amounts by place, as the results pay them, not the planned table", () => {
    const s = threeWayDeal();
    expect(s.finishedAt).not.toBeNull();
    const { rows, playForCents } = paidList(s);
    const planned = livePrizeTable(s).map((r) => r.amountCents);
    expect(planned).toEqual([200_00, 120_00, 80_00]);
    const results = finalResults(s)!.rows.filter((r) => r.byDeal);
    expect(rows.map((r) => [r.label, r.name, r.amountCents, r.byDeal])).toEqual(results.map((r) => [r.label, r.name, r.prizeCents, true]));
    // a chip chop of 9000/6000/5000 over $400 is not 200/120/80
    expect(rows.map((r) => r.amountCents)).not.toEqual(planned);
    expect(rows.reduce((sum, r) => sum + r.amountCents, 0)).toBe(400_00);
    expect(playForCents).toBe(0);
    // the 4th finished before the deal: 50/30/20 pays three places, so no row below the deal's
    expect(rows).toHaveLength(3);
  });

  it("while the rest is played for lists each deal player's amount and what is played for; the winner's row takes it at the end", () => {
    let s = threeWayDeal("40");
    expect(s.finishedAt).toBeNull();
    let list = paidList(s);
    expect(list.playForCents).toBe(40_00);
    expect(list.rows.every((r) => r.byDeal && r.label === "Deal" && r.name !== null)).toBe(true);
    expect(list.rows.reduce((sum, r) => sum + r.amountCents, 0)).toBe(360_00);

    s = act(s, { type: "eliminate", playerId: "p3" });
    list = paidList(s);
    expect(list.rows.map((r) => r.label)).toEqual(["Deal", "Deal", "3rd"]);
    s = act(s, { type: "eliminate", playerId: "p2" });
    list = paidList(s);
    expect(list.playForCents).toBe(0);
    expect(list.rows.map((r) => [r.label, r.name])).toEqual([
      ["1st", "Player 1"],
      ["2nd", "Player 2"],
      ["3rd", "Player 3"],
    ]);
    expect(list.rows[0].amountCents).toBe(s.deal!.amounts.p1 + 40_00);
    expect(list.rows.map((r) => r.amountCents)).toEqual(
      finalResults(s)!
        .rows.filter((r) => r.byDeal)
        .map((r) => r.prizeCents),
    );
  });
});

describe("a finished event's statuses and stats", () => {
  it("names the deal's 2nd and 3rd by their finish, not Eliminated; a bust before the deal keeps its own", () => {
    const s = threeWayDeal();
    const label = (id: string) =>
      dealFinishLabel(
        s,
        s.players.find((p) => p.id === id)!,
      );
    const second = s.players.find((p) => p.position === 2)!;
    const third = s.players.find((p) => p.position === 3)!;
    expect(dealFinishLabel(s, second)).toBe("2nd (deal)");
    expect(dealFinishLabel(s, third)).toBe("3rd (deal)");
    expect(label("p4")).toBeNull();
    // the winner is not out
    expect(
      dealFinishLabel(
        s,
        s.players.find((p) => p.position === 1)!,
      ),
    ).toBeNull();
  });

  it("shows no average stack once the event is over (chips in play over one player is nobody's stack after a deal)", () => {
    const s = threeWayDeal();
    expect(averageStackOf(s)).toBeNull();
    const during = act(event(4), { type: "eliminate", playerId: "p4" });
    expect(averageStackOf(during)).toBe(Math.round(during.totalChipsInPlay / 3));
  });
});

describe("moves are cleared when the event finishes", () => {
  it("leaves no move to make, in the state or on any display, after the last bust", () => {
    // 12 players at 6-seat tables: two tables, then the final table's redraw, nobody confirming a move
    let s = event(12, 6);
    let beforeLast: LiveStoredState | null = null;
    while (s.finishedAt === null) {
      const left = s.players.filter((p) => !p.isEliminated);
      if (left.length === 2) beforeLast = s;
      s = act(s, { type: "eliminate", playerId: left[left.length - 1].id });
    }
    // the winner still had a move to make when the last bust came
    expect(beforeLast!.moves.some((m) => !m.done && !beforeLast!.players.find((p) => p.id === m.playerId)!.isEliminated)).toBe(true);
    expect(s.moves).toEqual([]);
    expect(s.movedIds).toEqual([]);
    expect(liveStateAt(s, T0 + 1000 * tick, { version: 1, updatedAt: null }).moves).toEqual([]);
  });

  it("leaves no move after a deal that ends the event", () => {
    let s = event(12, 6);
    for (let i = 12; i > 3; i--) s = act(s, { type: "eliminate", playerId: `p${i}` });
    const pending = s.moves.filter((m) => !m.done).length;
    s = act(s, { type: "chips", counts: { p1: "30000", p2: "20000", p3: "10000" } });
    s = act(s, { type: "deal-propose", method: "chip_chop" });
    for (const id of ["p1", "p2", "p3"]) s = act(s, { type: "deal-accept", playerId: id, proposalId: 1 });
    expect(s.finishedAt).not.toBeNull();
    expect(pending).toBeGreaterThan(0);
    expect(s.moves).toEqual([]);
    // the deal's 2nd and 3rd leave the table with the event: only the winner is still seated
    const winner = s.players.find((p) => !p.isEliminated)!;
    expect(s.tables.flatMap((t) => t.seats.map((x) => x.playerId))).toEqual([winner.id]);
  });

  it("a finished state stored with moves shows none (stored before moves were cleared)", () => {
    const s = threeWayDeal();
    const stale: LiveStoredState = {
      ...s,
      moves: [{ id: 1, playerId: "p1", from: { table: 2, seat: 1 }, to: { table: 1, seat: 4 }, reason: "final-table", at: T0, done: false }],
    };
    expect(liveStateAt(stale, T0 + 1000 * tick, { version: 1, updatedAt: null }).moves).toEqual([]);
  });
});

describe("the first Start asks (startConfirmation)", () => {
  const fresh = { kind: "sponsor" as const, startedAt: null, finishedAt: null };
  it("asks before a sponsor's first start and names a date that is not today", () => {
    expect(startConfirmation(fresh, "2026-11-30", "2026-11-29")?.description).toBe("This tournament is dated Mon 30 Nov. Start it now?");
    expect(startConfirmation(fresh, "2026-11-29", "2026-11-29")?.description).not.toMatch(/dated/);
    expect(startConfirmation(fresh, null, "2026-11-29")).not.toBeNull();
  });

  it("does not ask for the demo, a later start or a finished event", () => {
    expect(startConfirmation({ ...fresh, kind: "demo" }, null, "2026-11-29")).toBeNull();
    expect(startConfirmation({ ...fresh, startedAt: T0 }, "2026-11-30", "2026-11-29")).toBeNull();
    expect(startConfirmation({ ...fresh, finishedAt: T0 }, "2026-11-30", "2026-11-29")).toBeNull();
  });

  it("writes the year only when it is another year's", () => {
    expect(shortEventDate("2027-01-04", "2026-11-29")).toBe("Mon 4 Jan 2027");
    expect(shortEventDate("not a date", "2026-11-29")).toBeNull();
  });
});
