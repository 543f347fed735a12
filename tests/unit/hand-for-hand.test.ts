import { demoLiveState, newLiveState } from "@core/live/actions/initial-state";
import { applyAction, LiveRuleError } from "@core/live/actions/reducers";
import { livePaidPlaces, suggestHandForHand, tablesInPlay, tablesToReport } from "@core/live/prizes/hand-for-hand";
import { livePrizeTable } from "@core/live/prizes/event-prizes";
import { clockPaymentProblems } from "@core/live/prizes/pool-audit";
import { settlementChanges } from "@core/live/prizes/settlement";
import { playerWinningsCents } from "@core/live/prizes/winnings";
import { remainingPlayers } from "@core/live/field/players";
import { liveActionInput, type LiveAction, type LiveStoredState } from "@core/live/schema/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

// decision 235: hand-for-hand at the bubble
const T0 = Date.UTC(2026, 10, 29, 20, 0, 0);
const player = (s: LiveStoredState, id: string) => s.players.find((p) => p.id === id)!;
const won = (s: LiveStoredState, id: string) => playerWinningsCents(s, player(s, id));
const act = (s: LiveStoredState, a: LiveAction, at = T0) => applyAction(s, a, at, { seed: 7 });
const refusal = (s: LiveStoredState, a: LiveAction) => {
  try {
    act(s, a);
  } catch (err) {
    if (err instanceof LiveRuleError) return err.message;
    throw err;
  }
  throw new Error("not refused");
};

/**
 * 100 registered entrants at $1,000 (a $100,000 pool) on a table paying 60 places, 60th $1,000 (1%), ten to a table,
 * started and played down to 61: the worked case of issue 42.
 */
function bubbleOf61(): LiveStoredState {
  const entrants = Array.from({ length: 100 }, (_, i) => ({ id: `r${i + 1}`, name: `Player ${i + 1}`, userId: i + 1 }));
  let s = newLiveState({
    tournamentId: "1",
    name: "Bubble",
    kind: "sponsor",
    entrants,
    startingChips: 10_000,
    buyInCents: 100_000,
    payoutPercent: 100,
    prizeBasisPoints: [4_100, ...Array.from({ length: 59 }, () => 100)],
    seating: { seatsPerTable: 10, tableThreshold: 2 },
  });
  s = act(s, { type: "start" });
  // one by one from the last registered: 39 out, 61 left
  for (let i = 100; i > 61; i--) s = act(s, { type: "eliminate", playerId: `r${i}` });
  return s;
}

/** Two players still in, at two different tables. */
function atTwoTables(s: LiveStoredState): [{ id: string; table: number }, { id: string; table: number }] {
  const left = remainingPlayers(s.players);
  const a = left[0];
  const b = left.find((p) => p.tableNumber !== a.tableNumber)!;
  return [
    { id: a.id, table: a.tableNumber },
    { id: b.id, table: b.tableNumber },
  ];
}

describe("when the console suggests hand-for-hand", () => {
  it("suggests it with one more player than the paid places, or within a table's worth, never once the bubble burst", () => {
    const s = bubbleOf61();
    expect(livePaidPlaces(s)).toBe(60);
    expect(livePrizeTable(s)[59].amountCents).toBe(100_000);
    expect(suggestHandForHand(s)).toBe(true);
    // 70 left with 10 seats a table: within a table's worth; 71: not yet
    const wider = { ...s, seatsPerTable: 9 };
    expect(suggestHandForHand(wider)).toBe(true);
    const early = (left: number) => ({
      ...s,
      players: s.players.map((p, i) =>
        i < left
          ? { ...p, isEliminated: false, status: "active" as const, chips: 10_000 }
          : { ...p, isEliminated: true, status: "eliminated" as const, chips: 0 },
      ),
    });
    expect(suggestHandForHand(early(70))).toBe(true);
    expect(suggestHandForHand(early(71))).toBe(false);
    expect(suggestHandForHand(early(60))).toBe(false);
    // once on, or before the start, it is not suggested
    expect(suggestHandForHand(act(s, { type: "hand-for-hand", on: true }))).toBe(false);
    expect(suggestHandForHand({ ...s, startedAt: null })).toBe(false);
  });

  it("never at one table, where every hand is already hand for hand: the demo (8 players, 2 paid) is within a table's worth", () => {
    const s = act(demoLiveState(), { type: "start" });
    expect(tablesInPlay(s)).toEqual([1]);
    expect(suggestHandForHand(s)).toBe(false);
    // it can still be switched on
    expect(act(s, { type: "hand-for-hand", on: true }).handForHand).toMatchObject({ hand: 1 });
  });
});

describe("hand-for-hand on the clock (decision 235)", () => {
  it("the clock pauses at the first report and the next hand starts, running again, when every table has reported", () => {
    const s = act(bubbleOf61(), { type: "hand-for-hand", on: true });
    expect(s.handForHand).toEqual({ hand: 1, reported: [], resumeRunning: false, bustGroup: null });
    const tables = tablesInPlay(s);
    expect(tables.length).toBeGreaterThan(1);
    const first = act(s, { type: "hand-done", table: tables[1], hand: 1 }, T0 + 1_000);
    expect(first).toMatchObject({ status: "paused", runningSince: null, handForHand: { hand: 1, reported: [tables[1]], resumeRunning: true } });
    expect(tablesToReport(first)).toEqual(tables.filter((t) => t !== tables[1]));
    let t = first;
    for (const table of tables.slice(0, -1).filter((x) => x !== tables[1])) t = act(t, { type: "hand-done", table, hand: 1 }, T0 + 2_000);
    expect(t.status).toBe("paused");
    const next = act(t, { type: "hand-done", table: tables[tables.length - 1], hand: 1 }, T0 + 30_000);
    expect(next).toMatchObject({ status: "running", runningSince: T0 + 30_000, handForHand: { hand: 2, reported: [], resumeRunning: false } });
    // the level's clock lost only the second it ran before the first report
    expect(next.remainingMs).toBe(s.remainingMs - 1_000);
  });

  it("a second report of a table's hand is refused, as are an old hand, a hand not begun and a table not in play: no hand is skipped", () => {
    const s = act(bubbleOf61(), { type: "hand-for-hand", on: true });
    const [a] = tablesInPlay(s);
    const once = act(s, { type: "hand-done", table: a, hand: 1 });
    expect(refusal(once, { type: "hand-done", table: a, hand: 1 })).toBe(`Table ${a} has already reported hand 1.`);
    expect(refusal(once, { type: "hand-done", table: a, hand: 2 })).toBe("Hand 2 has not started: hand 1 is being played.");
    expect(refusal(once, { type: "hand-done", table: 99, hand: 1 })).toBe("Table 99 is not in play.");
    let done = once;
    for (const t of tablesInPlay(s).slice(1)) done = act(done, { type: "hand-done", table: t, hand: 1 });
    expect(done.handForHand!.hand).toBe(2);
    expect(refusal(done, { type: "hand-done", table: a, hand: 1 })).toBe("Hand 1 is over: hand 2 is being played.");
    expect(refusal(bubbleOf61(), { type: "hand-done", table: a, hand: 1 })).toBe("Hand-for-hand is off.");
  });

  it("a clock the director paused before the first report stays paused when the hand completes", () => {
    let s = act(act(bubbleOf61(), { type: "hand-for-hand", on: true }), { type: "pause" });
    for (const table of tablesInPlay(s)) s = act(s, { type: "hand-done", table, hand: 1 });
    expect(s).toMatchObject({ status: "paused", handForHand: { hand: 2 } });
  });

  it("switching it on twice changes nothing; off resumes the clock its report paused; on is refused before the start and after the bubble", () => {
    const on = act(bubbleOf61(), { type: "hand-for-hand", on: true });
    expect(act(on, { type: "hand-for-hand", on: true })).toBe(on);
    const paused = act(on, { type: "hand-done", table: tablesInPlay(on)[0], hand: 1 }, T0 + 5_000);
    expect(act(paused, { type: "hand-for-hand", on: false }, T0 + 9_000)).toMatchObject({ handForHand: null, status: "running", runningSince: T0 + 9_000 });
    const off = bubbleOf61();
    expect(act(off, { type: "hand-for-hand", on: false })).toBe(off);
    const unstarted = newLiveState({ tournamentId: "2", name: "x", kind: "sponsor", entrants: [], startingChips: 1, buyInCents: 0, payoutPercent: 100 });
    expect(refusal(unstarted, { type: "hand-for-hand", on: true })).toBe("Hand-for-hand begins once the clock has started.");
    const burst = act(bubbleOf61(), { type: "eliminate", playerId: "r61" });
    expect(refusal(burst, { type: "hand-for-hand", on: true })).toBe("The bubble has burst: every player left is paid, so there is no hand-for-hand.");
  });

  it("parses its two actions and refuses a bad report as a 400 would", () => {
    expect(liveActionInput.safeParse({ type: "hand-for-hand", on: true }).success).toBe(true);
    expect(liveActionInput.safeParse({ type: "hand-done", table: 2, hand: 3 }).success).toBe(true);
    const bad = liveActionInput.safeParse({ type: "hand-done", table: 0, hand: 1.5 });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.message)).toEqual(["Please select a table.", "Name the hand the table finished."]);
    expect(liveActionInput.safeParse({ type: "hand-for-hand" }).error!.issues[0].message).toBe("Say whether hand-for-hand is on (true) or off (false).");
  });
});

describe("busts in one hand, hand-for-hand, are one same-hand group (issue 42's worked case)", () => {
  /** A (8,000 or 10,000) busts at one table, then B (12,000 or 10,000) at another, in the same hand. */
  function twoBusts(stackA: number, stackB: number) {
    const s = act(bubbleOf61(), { type: "hand-for-hand", on: true });
    const [a, b] = atTwoTables(s);
    const one = act(s, { type: "eliminate", playerId: a.id, stacks: [stackA] });
    const two = act(one, { type: "eliminate", playerId: b.id, stacks: [stackB] });
    return { s, one, two, a: a.id, b: b.id, tables: [a.table, b.table] };
  }

  it("8,000 and 12,000: B is 60th with $1,000, A 61st with $0, whatever order they were entered in", () => {
    const { one, two, a, b } = twoBusts(8_000, 12_000);
    // alone so far, A held 61st
    expect(player(one, a)).toMatchObject({ position: 61, sameHand: { stack: 8_000 } });
    expect(player(two, b)).toMatchObject({ position: 60, isEliminated: true, sameHand: { stack: 12_000 } });
    expect(player(two, a)).toMatchObject({ position: 61, sameHand: { stack: 8_000 } });
    expect(player(two, a).sameHand!.hand).toBe(player(two, b).sameHand!.hand);
    expect([won(two, b), won(two, a)]).toEqual([100_000, 0]);
    // the other way round: the later bust with the smaller stack takes the worse place
    const r = twoBusts(12_000, 8_000);
    expect([player(r.two, r.a).position, player(r.two, r.b).position]).toEqual([60, 61]);
    expect([won(r.two, r.a), won(r.two, r.b)]).toEqual([100_000, 0]);
  });

  it("10,000 each: they tie for 60th and take $500 each, and the settlement moves A's finish with B's bust", () => {
    const { one, two, a, b } = twoBusts(10_000, 10_000);
    expect([won(two, a), won(two, b)]).toEqual([50_000, 50_000]);
    expect(clockPaymentProblems(two)).toEqual([]);
    const changes = settlementChanges(one, two);
    expect(changes.revert.map((f) => [f.playerId, f.position, f.prizeCents])).toEqual([[a, 61, 0]]);
    expect(changes.settle.map((f) => [f.playerId, f.position, f.prizeCents]).sort()).toEqual(
      [
        [a, 60, 50_000],
        [b, 60, 50_000],
      ].sort(),
    );
  });

  it("several at once join the hand's group too, and a bust in the next hand starts a group of its own", () => {
    const s = act(bubbleOf61(), { type: "hand-for-hand", on: true });
    const left = remainingPlayers(s.players).map((p) => p.id);
    const one = act(s, { type: "eliminate", playerId: left[0], stacks: [5_000] });
    const two = act(one, { type: "eliminate", playerIds: [left[1], left[2]], stacks: [9_000, 5_000] });
    expect(player(two, left[1]).position).toBe(59);
    // 5,000 and 5,000 tie for 60th-61st: registration order holds the positions, the prize is shared
    expect([player(two, left[0]).position, player(two, left[2]).position].sort()).toEqual([60, 61]);
    expect(won(two, left[0]) + won(two, left[2])).toBe(100_000);
    expect(new Set([left[0], left[1], left[2]].map((id) => player(two, id).sameHand!.hand)).size).toBe(1);
    let next = two;
    for (const table of tablesInPlay(two)) next = act(next, { type: "hand-done", table, hand: 1 });
    // 58 left, 60 paid: the bubble burst in hand 1, so hand-for-hand is off
    expect(next.handForHand).toBeNull();
  });

  it("the next hand's bust is not in the last hand's group", () => {
    const s = act(bubbleOf61(), { type: "hand-for-hand", on: true });
    // turn the event into one paying 50 so the bubble is still ahead after a bust
    const wide: LiveStoredState = { ...s, prizeBasisPoints: [5_100, ...Array.from({ length: 49 }, () => 100)] };
    const left = remainingPlayers(wide.players).map((p) => p.id);
    let t = act(wide, { type: "eliminate", playerId: left[0], stacks: [4_000] });
    for (const table of tablesInPlay(t)) t = act(t, { type: "hand-done", table, hand: 1 });
    expect(t.handForHand).toMatchObject({ hand: 2, bustGroup: null });
    t = act(t, { type: "eliminate", playerId: left[1], stacks: [3_000] });
    expect(player(t, left[1]).sameHand!.hand).not.toBe(player(t, left[0]).sameHand!.hand);
    expect([player(t, left[0]).position, player(t, left[1]).position]).toEqual([61, 60]);
  });

  it("a stack is needed for each bust: refused for a player with no chip count", () => {
    const s = act(bubbleOf61(), { type: "hand-for-hand", on: true });
    const [a] = atTwoTables(s);
    const uncounted = { ...s, players: s.players.map((p) => (p.id === a.id ? { ...p, chips: 0, status: "inactive" as const } : p)) };
    expect(refusal(uncounted, { type: "eliminate", playerId: a.id })).toBe(`Enter ${player(s, a.id).name}'s stack at the start of hand 1.`);
    // with a chip count, it stands for the stack at the start of the hand
    expect(player(act(s, { type: "eliminate", playerId: a.id }), a.id).sameHand).toMatchObject({ stack: 10_000 });
  });

  it("undoing one of the hand's busts restores the whole hand (decision 234)", () => {
    const { two, a, b } = twoBusts(10_000, 10_000);
    const undone = act(two, { type: "reinstate", playerId: a });
    for (const id of [a, b]) expect(player(undone, id)).toMatchObject({ isEliminated: false, status: "inactive" });
    expect(remainingPlayers(undone.players)).toHaveLength(61);
    const changes = settlementChanges(two, undone);
    expect(changes.revert.map((f) => f.playerId).sort()).toEqual([a, b].sort());
    // busted again in the same hand, they group again
    const again = act(act(undone, { type: "eliminate", playerId: a, stacks: [10_000] }), { type: "eliminate", playerId: b, stacks: [10_000] });
    expect([won(again, a), won(again, b)]).toEqual([50_000, 50_000]);
  });

  it("a table emptied mid-hand no longer has to report", () => {
    const s = act(bubbleOf61(), { type: "hand-for-hand", on: true });
    const tables = tablesInPlay(s);
    const last = tables[tables.length - 1];
    let t = s;
    for (const table of tables.slice(0, -1)) t = act(t, { type: "hand-done", table, hand: 1 });
    // the last table's players leave it (the balancing broke it): every table left has reported
    const emptied: LiveStoredState = { ...t, tables: t.tables.map((x) => (x.number === last ? { ...x, seats: [] } : x)) };
    expect(tablesToReport(emptied)).toEqual([]);
    const id = remainingPlayers(t.players).find((p) => p.tableNumber === tables[0])!.id;
    const after = act(emptied, { type: "eliminate", playerId: id, stacks: [1_000] });
    expect(after.handForHand).toBeNull();
  });

  it("a later bust joining the hand never moves an earlier one to a worse place or a smaller prize (a property)", () => {
    const base = act(bubbleOf61(), { type: "hand-for-hand", on: true });
    const left = remainingPlayers(base.players).map((p) => p.id);
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: 1, max: 4 }).map((k) => k * 5_000),
          { minLength: 2, maxLength: 5 },
        ),
        (stacks) => {
          let s = base;
          stacks.forEach((stack, i) => {
            const next = act(s, { type: "eliminate", playerId: left[i], stacks: [stack] });
            for (const id of left.slice(0, i)) {
              expect(player(next, id).position).toBeLessThanOrEqual(player(s, id).position);
              expect(won(next, id)).toBeGreaterThanOrEqual(won(s, id));
            }
            s = next;
          });
          // the hand's busts share exactly the prizes of the places they hold
          const places = left.slice(0, stacks.length).map((id) => player(s, id).position);
          const table = livePrizeTable(s);
          const prizes = places.reduce((sum, place) => sum + (table.find((r) => r.place === place)?.amountCents ?? 0), 0);
          expect(left.slice(0, stacks.length).reduce((sum, id) => sum + won(s, id), 0)).toBe(prizes);
        },
      ),
      { numRuns: 40 },
    );
  });
});
