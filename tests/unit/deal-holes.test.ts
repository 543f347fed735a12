import type { LiveAction, LiveStoredState, RebuyRules } from "@core/live/schema/contracts";
import { letteredEntrants, sponsorEventOf } from "./live-event";
import { clockPaymentProblems, clockPayments } from "@core/live/prizes/pool-audit";
import { applyAction, LiveRuleError } from "@core/live/actions/reducers";
import { describe, expect, it } from "vitest";

// decision 192: a deal pays exactly what is left of the pool, whatever the console does meanwhile; an
// acceptance stands only on the proposal the player saw; and the audit of a finished event sees what it pays.
const T0 = Date.UTC(2026, 10, 28, 20, 0, 0);
const REBUY: RebuyRules = { kind: "rebuy", untilLevel: 6, maxPerPlayer: 3, priceCents: 1000_00, chips: 10_000 };

/** Four players at $1,000 paying 50/30/20 of the $4,000 pool, the clock started, stacks counted. */
function fourHanded(): LiveStoredState {
  let s = sponsorEventOf(letteredEntrants(["a", "b", "c", "d"]), {
    tournamentId: "36",
    name: "Deal Holes",
    startingChips: 10_000,
    buyInCents: 1000_00,
    prizeBasisPoints: [5000, 3000, 2000],
    format: { rebuys: REBUY },
  });
  s = applyAction(s, { type: "start" }, T0);
  return applyAction(s, { type: "chips", counts: { a: "16,000", b: "12,000", c: "8,000", d: "4,000" } }, T0);
}
let clock = T0;
const act = (s: LiveStoredState, a: LiveAction) => applyAction(s, a, (clock += 1000));
const acceptAll = (s: LiveStoredState) =>
  Object.keys(s.deal!.amounts).reduce((x, id) => act(x, { type: "deal-accept", playerId: id, proposalId: s.deal!.id }), s);
const refused = (f: () => unknown, message: string) => expect(f).toThrow(new LiveRuleError(message));

describe("a proposed deal holds the pool, the field and its players' stacks", () => {
  it("(a) a rebuy while a deal is proposed is refused, so the deal never pays $4,000 of a $5,000 pool", () => {
    const proposed = act(fourHanded(), { type: "deal-propose", method: "icm" });
    expect(Object.values(proposed.deal!.amounts).reduce((x, y) => x + y, 0)).toBe(4000_00);
    refused(() => act(proposed, { type: "rebuy", playerId: "d" }), "Rebuys closed while a deal is proposed: cancel the deal first.");
    const made = acceptAll(proposed);
    expect(made.finishedAt).not.toBeNull();
    expect(clockPayments(made)).toMatchObject({ prizesCents: 4000_00, poolCents: 4000_00 });
    // cancelled, the rebuy goes in, and a new proposal shares the $5,000
    const again = act(act(act(proposed, { type: "deal-cancel" }), { type: "rebuy", playerId: "d" }), { type: "deal-propose", method: "chip_chop" });
    expect(Object.values(again.deal!.amounts).reduce((x, y) => x + y, 0)).toBe(5000_00);
    expect(clockPaymentProblems(acceptAll(again))).toEqual([]);
  });

  it("(b) a walk-in while a deal with nothing to play for is proposed is refused: no fifth finisher outside the deal", () => {
    const proposed = act(act(fourHanded(), { type: "eliminate", playerId: "d" }), { type: "deal-propose", method: "chip_chop" });
    refused(() => act(proposed, { type: "late-registration", name: "Walk In" }), "Late registration closed while a deal is proposed: cancel the deal first.");
    const made = acceptAll(proposed);
    expect(made.players).toHaveLength(4);
    expect(clockPaymentProblems(made)).toEqual([]);
  });

  it("(c) a finish before a made deal stands: undoing it is refused, so the deal never pays $5,900 of $4,000", () => {
    let s = act(fourHanded(), { type: "eliminate", playerId: "d" });
    s = acceptAll(act(s, { type: "deal-propose", method: "icm", playFor: "100" }));
    expect(s.deal?.status).toBe("made");
    refused(() => act(s, { type: "reinstate", playerId: "d" }), "Player D finished before the deal was made: that finish is final.");
    // a deal player busted after the deal may still be brought back: that only moves places inside the deal
    const bust = act(s, { type: "eliminate", playerId: "c" });
    expect(act(bust, { type: "reinstate", playerId: "c" }).players.find((p) => p.id === "c")?.isEliminated).toBe(false);
    const done = act(bust, { type: "eliminate", playerId: "b" });
    expect(done.finishedAt).not.toBeNull();
    expect(clockPayments(done)).toMatchObject({ prizesCents: 4000_00, poolCents: 4000_00 });
  });

  it("eliminations, reinstatements, the end of a day and a count that moves a deal player's stack wait for the proposal", () => {
    let s = act(fourHanded(), { type: "eliminate", playerId: "d" });
    s = act(s, { type: "deal-propose", method: "icm" });
    refused(() => act(s, { type: "eliminate", playerId: "c" }), "A deal is proposed: cancel it before eliminating a player.");
    refused(() => act(s, { type: "reinstate", playerId: "d" }), "A deal is proposed: cancel it before reinstating a player.");
    refused(() => act(s, { type: "chips", counts: { a: "20,000" } }), "A deal is proposed on these chip counts: cancel it before changing them.");
    refused(() => act(s, { type: "end-day", bags: { a: "16000", b: "12000", c: "8000" } }), "A deal is proposed: cancel it before ending the day.");
    // the same counts again change nothing and are fine; the clock keeps running
    expect(act(s, { type: "chips", counts: { a: "16,000" } }).deal?.status).toBe("proposed");
    expect(act(s, { type: "pause" }).status).toBe("paused");
  });
});

describe("an acceptance names the proposal it answers", () => {
  it("a player who saw one proposal does not accept the next: a re-proposal needs new acceptances", () => {
    const first = act(fourHanded(), { type: "deal-propose", method: "icm" });
    expect(first.deal?.id).toBe(1);
    const accepted = act(first, { type: "deal-accept", playerId: "d", proposalId: 1 });
    // cancelled and proposed again as a custom deal giving Player D $1.00
    const second = act(act(accepted, { type: "deal-cancel" }), {
      type: "deal-propose",
      method: "custom",
      amounts: { a: "1999", b: "1200", c: "800", d: "1" },
    });
    expect(second.deal).toMatchObject({ id: 2, accepted: [] });
    refused(
      () => act(second, { type: "deal-accept", playerId: "d", proposalId: 1 }),
      "The deal was proposed again with other amounts: look at the new amounts before accepting.",
    );
    expect(act(second, { type: "deal-accept", playerId: "d", proposalId: 2 }).deal?.accepted).toEqual(["d"]);
    // numbers are never used twice, even after the last proposal was cancelled
    expect(act(act(second, { type: "deal-cancel" }), { type: "deal-propose", method: "icm" }).deal?.id).toBe(3);
  });

  it("accepting again is no change at all: the very same state comes back", () => {
    const once = act(act(fourHanded(), { type: "deal-propose", method: "icm" }), { type: "deal-accept", playerId: "a", proposalId: 1 });
    expect(act(once, { type: "deal-accept", playerId: "a", proposalId: 1 })).toBe(once);
  });
});

describe("the audit of a finished event", () => {
  it("names prizes that do not sum to the pool, and bounty money that went missing", () => {
    const made = acceptAll(act(fourHanded(), { type: "deal-propose", method: "icm" }));
    expect(clockPaymentProblems(made)).toEqual([]);
    // what the rebuy hole left behind: the pool grew after the deal shared it out
    const grown = { ...made, entries: [{ playerId: "d", kind: "rebuy" as const, at: T0 }] };
    expect(clockPaymentProblems(grown)).toEqual(["its finishers are paid 4000.00 in prizes from a 5000.00 pool"]);
    const bounty = { ...made, bountyCents: 100_00 };
    expect(clockPaymentProblems(bounty)).toContain("its bounties account for 0.00 of the 400.00 the entries put up");
    // an event still running is not judged
    expect(clockPaymentProblems(fourHanded())).toEqual([]);
  });
});
