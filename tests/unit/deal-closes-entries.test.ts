import type { LiveStoredState, RebuyRules } from "@core/live/schema/contracts";
import { FINAL_TABLE_TERMS, letteredEntrants, sponsorEventOf } from "./live-event";
import { applyAction, checkLateRegistrationOpen, LiveRuleError } from "@core/live/actions/reducers";
import { describe, expect, it } from "vitest";

// Decision 160, "Left open": once a deal is made the field and the pool it shared out are fixed, so a
// rebuy, a re-entry, an add-on or a late entry is refused with a message that says why.
const T0 = Date.UTC(2026, 10, 26, 20, 0, 0);
const REBUY: RebuyRules = { kind: "rebuy", untilLevel: 3, maxPerPlayer: 2, priceCents: 100_00, chips: 5_000 };

function threeHanded(rebuys: RebuyRules = REBUY): LiveStoredState {
  let s = sponsorEventOf(letteredEntrants(["a", "b", "c"]), {
    tournamentId: "9",
    name: "Deal Cup",
    ...FINAL_TABLE_TERMS,
    format: { rebuys, addOn: { priceCents: 50_00, chips: 5_000 } },
  });
  s = applyAction(s, { type: "start" }, T0);
  return applyAction(s, { type: "chips", counts: { a: "5000", b: "3000", c: "2000" } }, T0);
}
const act = (s: LiveStoredState, a: Parameters<typeof applyAction>[1]) => applyAction(s, a, T0 + 1000);

/** A chip chop with $30 left to play for, accepted by all three: made, and the event still runs. */
function dealMade(s: LiveStoredState): LiveStoredState {
  let out = act(s, { type: "deal-propose", method: "chip_chop", playFor: "30" });
  for (const id of ["a", "b", "c"]) out = act(out, { type: "deal-accept", playerId: id, proposalId: 1 });
  expect(out.deal?.status).toBe("made");
  expect(out.finishedAt).toBeNull();
  return out;
}

describe("a made deal closes rebuys, re-entries, add-ons and late registration", () => {
  it("refuses a rebuy after the deal, though the same rebuy was allowed before it", () => {
    const before = threeHanded();
    expect(act(before, { type: "rebuy", playerId: "c" }).entries).toHaveLength(1);
    const after = dealMade(before);
    expect(() => act(after, { type: "rebuy", playerId: "c" })).toThrow(new LiveRuleError("Rebuys closed when the deal was made."));
  });

  it("refuses a re-entry after the deal", () => {
    const reentry: RebuyRules = { ...REBUY, kind: "reentry" };
    const s = act(dealMade(threeHanded(reentry)), { type: "eliminate", playerId: "c" });
    expect(() => act(s, { type: "rebuy", playerId: "c" })).toThrow(new LiveRuleError("Re-entries closed when the deal was made."));
  });

  it("refuses the add-on after the deal, at the level where it is open", () => {
    const atLast = (s: LiveStoredState): LiveStoredState => ({ ...s, levelIndex: 2 });
    expect(act(atLast(threeHanded()), { type: "addon", playerId: "a" }).entries).toHaveLength(1);
    expect(() => act(atLast(dealMade(threeHanded())), { type: "addon", playerId: "a" })).toThrow(new LiveRuleError("Add-ons closed when the deal was made."));
  });

  it("refuses a late entry after the deal, on the action and on the server's early check", () => {
    const before = threeHanded();
    expect(act(before, { type: "late-registration", name: "Walk In" }).players).toHaveLength(4);
    const after = dealMade(before);
    const message = "Late registration closed when the deal was made.";
    expect(() => act(after, { type: "late-registration", name: "Walk In" })).toThrow(new LiveRuleError(message));
    expect(() => checkLateRegistrationOpen(after, T0 + 1000)).toThrow(message);
  });

  it("a deal only proposed holds entries until it is made or cancelled: its amounts stand on the pool they shared", () => {
    const proposed = act(threeHanded(), { type: "deal-propose", method: "icm" });
    expect(proposed.deal?.status).toBe("proposed");
    expect(() => act(proposed, { type: "rebuy", playerId: "c" })).toThrow(new LiveRuleError("Rebuys closed while a deal is proposed: cancel the deal first."));
    const cancelled = act(proposed, { type: "deal-cancel" });
    expect(act(cancelled, { type: "rebuy", playerId: "c" }).entries).toHaveLength(1);
  });
});
