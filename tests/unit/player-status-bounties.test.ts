import type { LiveAction, LiveStoredState } from "@core/live/schema/contracts";
import { letteredEntrants, sponsorEventOf } from "./live-event";
import { playerLiveStatus } from "@core/live/views/player-status";
import { applyAction } from "@core/live/actions/reducers";
import { describe, expect, it } from "vitest";
import { bountyText } from "../../src/client/features/live/components/bounty-text";

// decision 160 on the player's and the backers' views: the head on a player and the bounty cash they won travel
// with their live status, and the sweat line says them. The worked case: a $10 bounty, a knockout pays $5 and
// the eliminator's head becomes $15.
const T0 = 1_700_000_000_000;

function pko(bountyCents: number | null = 10_00): LiveStoredState {
  const s = sponsorEventOf(letteredEntrants(["a", "b", "c"], 101), {
    format: { bountyCents },
    tournamentId: "5",
    name: "PKO Cup",
    startingChips: 10_000,
    buyInCents: 100_00,
    prizeBasisPoints: [7000, 3000],
  });
  return applyAction(s, { type: "start" }, T0);
}
const run = (s: LiveStoredState, ...actions: LiveAction[]) => actions.reduce((x, a) => applyAction(x, a, T0 + 1000), s);
const at = (s: LiveStoredState, userId: number) => playerLiveStatus(s, userId, T0 + 2000);

describe("bounties in a player's live status", () => {
  it("a player still in carries the head on them and the cash won; the line says both", () => {
    const s = run(pko(), { type: "eliminate", playerId: "c", eliminatorId: "a" });
    const a = at(s, 101);
    expect(a).toMatchObject({ kind: "playing", bounty: { headCents: 15_00, wonCents: 5_00 } });
    expect(bountyText(a)).toBe("bounty $15 · won $5 in bounties");
    const b = at(s, 102);
    expect(b).toMatchObject({ kind: "playing", bounty: { headCents: 10_00, wonCents: 0 } });
    expect(bountyText(b)).toBe("bounty $10");
  });

  it("after the finish: the cash only, already in the prize; the winner's own head is cash too", () => {
    const s = run(pko(), { type: "eliminate", playerId: "c", eliminatorId: "a" }, { type: "eliminate", playerId: "b", eliminatorId: "a" });
    // b's $10 head: $5 cash, $5 onto a's $15; a wins and takes the $20 head: $5 + $5 + $20 = $30 cash
    const a = at(s, 101);
    expect(a).toMatchObject({ kind: "won", bounty: { headCents: 0, wonCents: 30_00 } });
    // the prize counts the bounty cash: 70% of the $270 pool ($300 less $30 of bounties) is $189, plus $30
    expect(a.kind === "won" && a.prizeCents).toBe(189_00 + 30_00);
    expect(bountyText(a)).toBe("won $30 in bounties (in the prize)");
    const b = at(s, 102);
    expect(b).toMatchObject({ kind: "eliminated", bounty: { headCents: 0, wonCents: 0 } });
    expect(bountyText(b)).toBe("");
  });

  it("odd cents show as money: a $7.50 knockout", () => {
    const s = run(pko(15_00), { type: "eliminate", playerId: "c", eliminatorId: "b" });
    expect(bountyText(at(s, 102))).toBe("bounty $22.50 · won $7.50 in bounties");
  });

  it("an event without bounties carries none and says none", () => {
    const s = run(pko(null), { type: "eliminate", playerId: "c", eliminatorId: "a" });
    const a = at(s, 101);
    expect(a).not.toHaveProperty("bounty");
    expect(bountyText(a)).toBe("");
  });
});
