import type { LiveAction, LiveStoredState, RebuyRules } from "@core/live/schema/contracts";
import { newLiveState } from "@core/live/actions/initial-state";
import { applyAction, LiveRuleError } from "@core/live/actions/reducers";
import { consoleActions, type ConsoleActions } from "@core/live/actions/console-actions";
import { LEVEL_DURATION_MS } from "@core/live/clock/blind-schedule";
import { MAX_DEAL_PLAYERS } from "@core/live/field/availability";
import { MAX_ICM_PLAYERS } from "@core/live/prizes/icm";
import { describe, expect, it } from "vitest";

// The console greys a button exactly when the reducer would refuse its action, in the reducer's words (decision 160:
// the console had re-derived rules in JSX: a literal 10 for deals, late registration without the demo's entrant cap).
const T0 = Date.UTC(2026, 10, 29, 20, 0, 0);
const REBUY: RebuyRules = { kind: "rebuy", untilLevel: 6, maxPerPlayer: 3, priceCents: 100_00, chips: 10_000 };

function event(n: number, kind: "sponsor" | "demo" = "sponsor"): LiveStoredState {
  return newLiveState({
    tournamentId: kind === "demo" ? "demo" : "9",
    name: "Console Cup",
    kind,
    entrants: Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}`, userId: kind === "demo" ? null : i + 1 })),
    startingChips: 10_000,
    buyInCents: 100_00,
    payoutPercent: 100,
    prizeBasisPoints: [5000, 3000, 2000],
    format: { rebuys: REBUY },
  });
}
const started = (s: LiveStoredState) => applyAction(s, { type: "start" }, T0);
const counted = (s: LiveStoredState) =>
  applyAction(s, { type: "chips", counts: Object.fromEntries(s.players.filter((p) => !p.isEliminated).map((p, i) => [p.id, String(10_000 + i * 1000)])) }, T0);
const bust = (s: LiveStoredState, ids: string[]) => ids.reduce((x, id) => applyAction(x, { type: "eliminate", playerId: id }, T0), s);

/** The action each button sends, on a player still in. */
function actionFor(key: keyof ConsoleActions, s: LiveStoredState): LiveAction {
  const player = s.players.find((p) => !p.isEliminated)?.id ?? "p1";
  switch (key) {
    case "eliminate":
      return { type: "eliminate", playerId: player };
    case "chips":
      return { type: "chips", counts: { [player]: "12,000" } };
    case "lateRegistration":
      return { type: "late-registration", name: "Walk In" };
    case "rebuys":
      return { type: "rebuy", playerId: player };
    case "scheduleBreak":
      return { type: "break", minutes: 10 };
    case "deal":
      // while one is proposed the button opens its acceptances
      return s.deal?.status === "proposed" ? { type: "deal-accept", playerId: player, proposalId: s.deal.id } : { type: "deal-propose", method: "chip_chop" };
    case "releaseSeat":
      return { type: "release-seat", playerId: player };
  }
}

const STATES: Array<[string, () => LiveStoredState]> = [
  ["a sponsor's event before its first start", () => event(4)],
  ["a running event of four, stacks counted", () => counted(started(event(4)))],
  ["eleven players left", () => counted(started(event(11)))],
  ["past level 6", () => ({ ...counted(started(event(4))), levelIndex: 6 })],
  ["a deal proposed", () => applyAction(counted(started(event(4))), { type: "deal-propose", method: "chip_chop" }, T0)],
  ["the event over", () => bust(counted(started(event(3))), ["p3", "p2"])],
  ["the demo at its 500 entrants", () => counted(started(event(500, "demo")))],
];

describe("consoleActions", () => {
  for (const [name, make] of STATES) {
    it(`says why not exactly when the reducer refuses, and in its words: ${name}`, () => {
      const state = make();
      const can = consoleActions(state, T0 + 1000);
      for (const key of Object.keys(can) as (keyof ConsoleActions)[]) {
        const why = can[key];
        if (why === null) continue;
        expect(() => applyAction(state, actionFor(key, state), T0 + 1000), `${key}: ${why}`).toThrow(new LiveRuleError(why));
      }
      // what the console offers, the reducer takes (a rebuy and a count also answer for the player or the stacks they name)
      for (const key of ["eliminate", "lateRegistration", "scheduleBreak", "deal"] as const) {
        if (can[key] === null) expect(() => applyAction(state, actionFor(key, state), T0 + 1000), key).not.toThrow();
      }
    });
  }

  it("refuses deals by the players left, not a literal: 11 left is too many, 10 is not", () => {
    const eleven = counted(started(event(11)));
    expect(consoleActions(eleven, T0).deal).toBe("A deal needs 2 to 10 players left; 11 are left.");
    expect(consoleActions(bust(eleven, ["p11"]), T0).deal).toBeNull();
  });

  it("makes deals among as many players as ICM shares by", () => {
    expect(MAX_DEAL_PLAYERS).toBe(MAX_ICM_PLAYERS);
  });

  it("closes late registration at the demo's entrant cap, which the console did not know", () => {
    expect(consoleActions(counted(started(event(500, "demo"))), T0).lateRegistration).toBe("Tournament is full");
    expect(consoleActions(counted(started(event(499, "demo"))), T0).lateRegistration).toBeNull();
  });

  it("reads the clock at the time given: level 7 begins while nobody touched the console", () => {
    const running = counted(started(event(4)));
    expect(consoleActions(running, T0 + 1000).lateRegistration).toBeNull();
    expect(consoleActions(running, T0 + 6 * LEVEL_DURATION_MS + 1000).lateRegistration).toBe("Late registration closed after level 6.");
  });
});
