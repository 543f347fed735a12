import { describe, expect, it } from "vitest";
import type { LiveStoredState } from "@core/live/schema/contracts";
import { fourPlayerEvent } from "./live-event";
import { applyAction } from "@core/live/actions/reducers";
import { seatViewContext, seatViewFor } from "@core/live/views/seat-view";
import { liveStateAt } from "@core/live/views/state-view";
import { averageStack } from "@client/features/live/components/format";

const T0 = 1_800_000_000_000;

const event = (): LiveStoredState => fourPlayerEvent("Average Cup");

/** The displays' Average Stack (stats.tsx): the chips in play over the players with chips. */
function displaysAverage(s: LiveStoredState): number {
  const v = liveStateAt(s, T0, { version: 1, updatedAt: null });
  return averageStack(v.totalChipsInPlay, v.activePlayers);
}

// the phone's average is the displays' one: a knocked-out player's chips stay in play, with the others
describe("a player's phone shows the same average stack as the displays", () => {
  it("after eliminations with no chip count entered: the chips in play over the players left", () => {
    let s = applyAction(event(), { type: "start" }, T0);
    s = applyAction(s, { type: "eliminate", playerId: "r4" }, T0 + 1000);
    const v = seatViewFor(seatViewContext(s, T0 + 2000, 2), "r1")!;
    // 40,000 chips over 3 players
    expect(v.averageStack).toBe(13_333);
    expect(v.averageStack).toBe(displaysAverage(s));
  });

  it("after a chip count, and with a player counted at no chips", () => {
    let s = applyAction(event(), { type: "start" }, T0);
    s = applyAction(s, { type: "eliminate", playerId: "r4" }, T0 + 1000);
    s = applyAction(s, { type: "chips", counts: { r1: "25000", r2: "15000", r3: "0" } }, T0 + 2000);
    const v = seatViewFor(seatViewContext(s, T0 + 3000, 3), "r1")!;
    expect(v.averageStack).toBe(20_000);
    expect(v.averageStack).toBe(displaysAverage(s));
    expect(v.playersLeft).toBe(3);
  });

  it("has no average with nobody left", () => {
    const s = { ...applyAction(event(), { type: "start" }, T0), players: event().players.map((p) => ({ ...p, isEliminated: true, chips: 0 })) };
    expect(seatViewFor(seatViewContext(s, T0, 1), "r1")!.averageStack).toBeNull();
  });
});
