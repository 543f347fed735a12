import type { LiveAction, LiveStoredState } from "@core/live/schema/contracts";
import { letteredEntrants, sponsorEventOf } from "./live-event";
import { playerLiveStatus } from "@core/live/views/player-status";
import { applyAction } from "@core/live/actions/reducers";
import { describe, expect, it } from "vitest";
import { staleAfter } from "../../src/client/lib/changes";
import { campaignMilestone } from "../../src/client/features/live/components/campaign-refresh";

// A page open during an event (the campaign page's sweat, the portfolio) reads its campaigns again when the clock
// changes them on the server: staking closes at the start, a final finish settles, the end cancels the unplaced.
const T0 = 1_700_000_000_000;

function event(): LiveStoredState {
  return sponsorEventOf(letteredEntrants(["a", "b", "c"], 101), {
    tournamentId: "7",
    name: "Milestone Cup",
    startingChips: 10_000,
    buyInCents: 100_00,
    prizeBasisPoints: [7000, 3000],
  });
}
const run = (s: LiveStoredState, ...actions: LiveAction[]) => actions.reduce((x, a, i) => applyAction(x, a, T0 + 1000 * (i + 1)), s);
const milestone = (s: LiveStoredState, at = T0 + 60_000) => campaignMilestone(s, [playerLiveStatus(s, 101, at), playerLiveStatus(s, 102, at)]);

describe("the milestone after which a live page reads its campaigns again", () => {
  it("moves at the start, at each backed player's final finish and at the end; not with levels, chips or time", () => {
    const waiting = event();
    const started = run(waiting, { type: "start" });
    expect(milestone(started)).not.toBe(milestone(waiting));

    const moved = run(started, { type: "next" }, { type: "chips", counts: { a: "20,000", b: "5,000", c: "5,000" } });
    expect(milestone(moved, T0 + 600_000)).toBe(milestone(started));

    const bOut = run(moved, { type: "eliminate", playerId: "b" });
    expect(milestone(bOut)).not.toBe(milestone(moved));
    // the undo reopens b's campaign
    const undone = run(bOut, { type: "reinstate", playerId: "b" });
    expect(milestone(undone)).toBe(milestone(moved));

    const finished = run(bOut, { type: "eliminate", playerId: "c" });
    expect(finished.finishedAt).not.toBeNull();
    expect(milestone(finished)).not.toBe(milestone(bOut));
  });

  it("is null until the state has loaded, and refreshes the campaigns, stakes, payouts and events", () => {
    expect(campaignMilestone(undefined, [])).toBeNull();
    expect(staleAfter("clock-settled")).toEqual(expect.arrayContaining(["tournaments", "campaigns", "investments", "pending-payouts", "dashboard"]));
  });
});
