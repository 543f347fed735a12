import type { LiveStoredState } from "@core/live/schema/contracts";
import { numberedEntrants, sponsorEventOf } from "./live-event";
import { chipLeaders } from "@core/live/views/leaders";
import { applyAction } from "@core/live/actions/reducers";
import { describe, expect, it } from "vitest";

const T0 = Date.UTC(2026, 10, 28, 19, 0, 0);

// issue 37's walk: a $100 PKO, 12 players, rebuys through level 3 and an add-on at its end
function walkEvent(): LiveStoredState {
  const s = sponsorEventOf(numberedEntrants(12, "p", "Player "), {
    tournamentId: "37",
    name: "PKO",
    startingChips: 20_000,
    buyInCents: 100_00,
    format: {
      rebuys: { kind: "rebuy", untilLevel: 3, maxPerPlayer: 1, priceCents: 100_00, chips: 25_000 },
      addOn: { priceCents: 100_00, chips: 15_000 },
      bountyCents: 25_00,
    },
  });
  const started = applyAction(s, { type: "start" }, T0);
  // the floor's last count, at the last rebuy level
  const counted = applyAction(
    { ...started, levelIndex: 2 },
    {
      type: "chips",
      counts: {
        p1: "55000",
        p2: "50000",
        p3: "38000",
        p4: "35000",
        p5: "32000",
        p6: "30000",
        p7: "25000",
        p8: "0",
        p9: "20000",
        p10: "15000",
        p11: "12000",
        p12: "10000",
      },
    },
    T0 + 1000,
  );
  return counted;
}

const act = (s: LiveStoredState, type: "rebuy" | "addon", playerId: string) => applyAction(s, { type, playerId }, T0 + 2000);
const names = (s: LiveStoredState, n: number) => chipLeaders(s.players, n).map((p) => [p.name, p.chips]);

describe("chip leaders", () => {
  it("re-ranks at once after rebuys and add-ons: the 40,000 stack joins the top 5 and 65,000 leads 55,000", () => {
    let s = walkEvent();
    // Player 8 busted and rebuys (25,000), then takes the add-on (40,000); Player 2 adds on to 65,000
    s = act(s, "rebuy", "p8");
    s = act(s, "addon", "p8");
    s = act(s, "addon", "p2");
    expect(names(s, 5)).toEqual([
      ["Player 2", 65_000],
      ["Player 1", 55_000],
      ["Player 8", 40_000],
      ["Player 3", 38_000],
      ["Player 4", 35_000],
    ]);
    expect(chipLeaders(s.players, 5).map((p) => p.rank)).toEqual([1, 2, 3, 4, 5]);
    // the clock's own order was not re-ranked by the rebuy and add-ons: what the leaders used to show
    expect(
      s.players
        .filter((p) => !p.isEliminated)
        .sort((a, b) => a.position - b.position)
        .slice(0, 2)
        .map((p) => p.chips),
    ).toEqual([55_000, 65_000]);
  });

  it("leaves out the eliminated and the empty stacks, and ties keep the clock's order", () => {
    let s = walkEvent();
    s = applyAction(s, { type: "eliminate", playerId: "p12" }, T0 + 3000);
    const all = chipLeaders(s.players);
    expect(all.map((p) => p.id)).not.toContain("p12");
    expect(all.map((p) => p.id)).not.toContain("p8");
    const tie = chipLeaders([
      { id: "a", chips: 10, position: 2, isEliminated: false },
      { id: "b", chips: 10, position: 1, isEliminated: false },
    ]);
    expect(tie.map((p) => p.id)).toEqual(["b", "a"]);
  });
});
