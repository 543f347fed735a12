import type { LiveStoredState, RebuyRules } from "@core/live/schema/contracts";
import { demoLiveState } from "@core/live/actions/initial-state";
import { numberedEntrants, sponsorEventOf } from "./live-event";
import { clockPoolCents, entriesPoolCents } from "@core/live/prizes/prize-pool";
import { livePrizeTable } from "@core/live/prizes/event-prizes";
import { applyAction, countEliminated, LiveRuleError } from "@core/live/actions/reducers";
import { entryCounts } from "@core/live/field/rebuys";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const T0 = Date.UTC(2026, 10, 22, 20, 0, 0);
const REBUY: RebuyRules = { kind: "rebuy", untilLevel: 3, maxPerPlayer: 2, priceCents: 50_00, chips: 5_000 };

function event(n: number, format: Partial<LiveStoredState> = {}, started = true): LiveStoredState {
  const s = sponsorEventOf(numberedEntrants(n, "p", "P"), {
    tournamentId: "1",
    name: "Rebuy Cup",
    startingChips: 10_000,
    buyInCents: 100_00,
    format: { rebuys: REBUY, addOn: { priceCents: 40_00, chips: 8_000 }, ...format },
  });
  return started ? applyAction(s, { type: "start" }, T0) : s;
}
const at = (s: LiveStoredState, level: number): LiveStoredState => ({ ...s, levelIndex: level - 1 });
const act = (s: LiveStoredState, type: "rebuy" | "addon", playerId: string) => applyAction(s, { type, playerId }, T0 + 1000);
const who = (s: LiveStoredState, id: string) => s.players.find((p) => p.id === id)!;

describe("rebuys", () => {
  it("adds the chips to the player and the chips in play, records the entry and grows the pool", () => {
    const s = act(event(4), "rebuy", "p1");
    expect(who(s, "p1").chips).toBe(15_000);
    expect(s.totalChipsInPlay).toBe(45_000);
    expect(s.entries).toEqual([{ playerId: "p1", kind: "rebuy", at: T0 + 1000 }]);
    expect(clockPoolCents(s)).toBe(4 * 100_00 + 50_00);
  });

  it("refuses each case with a clear message", () => {
    expect(() => act({ ...event(4), rebuys: null }, "rebuy", "p1")).toThrow("Rebuys are not available in this tournament.");
    expect(() => act(demoLiveState(), "rebuy", "p1")).toThrow("Rebuys are not available in this tournament.");
    expect(() => act(event(4, {}, false), "rebuy", "p1")).toThrow("Start the clock before recording rebuys.");
    expect(() => act(at(event(4), 4), "rebuy", "p1")).toThrow("Rebuys closed after level 3.");
    expect(() => act(event(4), "rebuy", "nobody")).toThrow("That player is not in this tournament.");
    // 15,000 chips after one rebuy: more than the starting stack
    expect(() => act(act(event(4), "rebuy", "p1"), "rebuy", "p1")).toThrow(
      "P1 has more than the starting stack (10,000): a rebuy is for a short or busted stack.",
    );
    let s = act(event(4), "rebuy", "p1");
    s = applyAction(s, { type: "chips", counts: { p1: "0" } }, T0 + 1000);
    s = act(s, "rebuy", "p1");
    s = applyAction(s, { type: "chips", counts: { p1: "0" } }, T0 + 1000);
    expect(() => act(s, "rebuy", "p1")).toThrow("P1 has reached the limit of 2 rebuys per player.");
    const out = applyAction(event(4), { type: "eliminate", playerId: "p2" }, T0 + 1000);
    expect(() => act(out, "rebuy", "p2")).toThrow("P2 is eliminated: reinstate them first to record a rebuy.");
    let over = event(2);
    over = applyAction(over, { type: "eliminate", playerId: "p2" }, T0 + 1000);
    expect(() => act(over, "rebuy", "p1")).toThrow("The tournament is over: one player remains.");
  });

  it("a rebuy is allowed through the last rebuy level and the break after it", () => {
    const s = at(event(4), 3);
    expect(act(s, "rebuy", "p1").entries).toHaveLength(1);
    expect(act({ ...s, remainingMs: 0, breakAfterLevel: 2, breakMs: 600_000, status: "paused", runningSince: null }, "rebuy", "p1").entries).toHaveLength(1);
  });
});

describe("re-entries", () => {
  const reentry = (n: number) => event(n, { rebuys: { ...REBUY, kind: "reentry", maxPerPlayer: 1 } });

  it("brings an eliminated player back with a fresh stack; those out after them move back a place", () => {
    let s = reentry(5);
    s = applyAction(s, { type: "eliminate", playerId: "p1" }, T0 + 1000);
    s = applyAction(s, { type: "eliminate", playerId: "p2" }, T0 + 1000);
    expect([who(s, "p1").position, who(s, "p2").position]).toEqual([5, 4]);
    s = act(s, "rebuy", "p1");
    expect(who(s, "p1")).toMatchObject({ isEliminated: false, chips: 5_000, status: "active", position: 4 });
    expect(who(s, "p2").position).toBe(5);
    expect(s.totalChipsInPlay).toBe(55_000);
    // finish positions stay the field minus those eliminated
    expect(s.totalPlayers - countEliminated(s.players)).toBe(4);
    s = applyAction(s, { type: "eliminate", playerId: "p3" }, T0 + 1000);
    expect(who(s, "p3").position).toBe(4);
    expect(() => act(s, "rebuy", "p4")).toThrow("P4 is still in: a re-entry is for an eliminated player.");
    s = applyAction(s, { type: "eliminate", playerId: "p1" }, T0 + 1000);
    expect(() => act(s, "rebuy", "p1")).toThrow("P1 has reached the limit of 1 re-entry per player.");
    expect(() => act(at(s, 4), "rebuy", "p3")).toThrow("Re-entries closed after level 3.");
  });

  it("in a bounty event a re-entry puts a fresh head on the player and its bounty part does not go to the pool", () => {
    let s = event(3, { rebuys: { ...REBUY, kind: "reentry", priceCents: 100_00 }, bountyCents: 20_00 });
    s = applyAction(s, { type: "eliminate", playerId: "p1", eliminatorId: "p2" }, T0 + 1000);
    s = act(s, "rebuy", "p1");
    expect(who(s, "p1").bountyCents).toBe(20_00);
    expect(clockPoolCents(s)).toBe(3 * 80_00 + 80_00);
  });
});

describe("add-on", () => {
  it("once per player still in, during the last rebuy level or the break after it", () => {
    expect(() => act(at(event(3), 2), "addon", "p1")).toThrow("The add-on opens at level 3, the last rebuy level.");
    expect(() => act(at(event(3), 4), "addon", "p1")).toThrow("The add-on closed after level 3.");
    let s = at(event(3), 3);
    s = act(s, "addon", "p1");
    expect(who(s, "p1").chips).toBe(18_000);
    expect(entryCounts(s)).toEqual({ rebuys: 0, addOns: 1 });
    expect(clockPoolCents(s)).toBe(3 * 100_00 + 40_00);
    expect(() => act(s, "addon", "p1")).toThrow("P1 has already taken the add-on.");
    s = applyAction(s, { type: "eliminate", playerId: "p2" }, T0 + 1000);
    expect(() => act(s, "addon", "p2")).toThrow("P2 is eliminated: only a player still in can take the add-on.");
    expect(() => act({ ...s, addOn: null }, "addon", "p3")).toThrow("Add-ons are not available in this tournament.");
    expect(() => act({ ...at(event(3, {}, false), 3) }, "addon", "p3")).toThrow("Start the clock before recording add-ons.");
  });
});

describe("the pool", () => {
  it("is max(entries + rebuys + add-ons at their prices, guarantee), and the prize table sums to it", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 100_000_00 }),
        fc.option(fc.integer({ min: 0, max: 5_000_000_00 })),
        fc.option(fc.integer({ min: 1, max: 99_99 })),
        (n, rebuys, addOns, priceCents, guarantee, bounty) => {
          const base = event(1, { rebuys: { ...REBUY, priceCents }, bountyCents: bounty });
          const s: LiveStoredState = {
            ...base,
            guaranteedPrizePoolCents: guarantee,
            totalPlayers: n,
            entries: [
              ...Array.from({ length: rebuys }, () => ({ playerId: "p1", kind: "rebuy" as const, at: 0 })),
              ...Array.from({ length: addOns }, () => ({ playerId: "p1", kind: "addon" as const, at: 0 })),
            ],
          };
          const entries = n * (100_00 - (bounty ?? 0)) + rebuys * priceCents + addOns * 40_00;
          expect(entriesPoolCents(s)).toBe(entries);
          expect(clockPoolCents(s)).toBe(Math.max(entries, guarantee ?? 0));
          expect(livePrizeTable(s).reduce((a, r) => a + r.amountCents, 0)).toBe(clockPoolCents(s));
        },
      ),
      { numRuns: 200 },
    );
  });

  it("any refused action leaves the state as it was", () => {
    const s = at(event(3), 4);
    expect(() => act(s, "rebuy", "p1")).toThrow(LiveRuleError);
    expect(s.entries).toEqual([]);
  });
});
