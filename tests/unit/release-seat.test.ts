import type { LiveStoredState, RebuyRules } from "@core/live/schema/contracts";
import { newLiveState } from "@core/live/actions/initial-state";
import { applyAction, applyLateEntry, LiveRuleError } from "@core/live/actions/reducers";
import { LEVEL_DURATION_MS } from "@core/live/clock/blind-schedule";
import { settleClock } from "@core/live/clock/clock";
import { alternateListClosed, seatReleaseUnavailable } from "@core/live/field/availability";
import { releasableSeats } from "@core/live/field/release-seat";
import { clockPoolCents } from "@core/live/prizes/prize-pool";
import { alternateLabel, nextAlternateNumber, registerButtonState } from "@core/tournament-rules";
import { alternateDisclosure } from "@core/invest-limits";
import { describe, expect, it } from "vitest";

// Release Seat and the end of the alternate list (decision 236).
const T0 = Date.UTC(2026, 10, 30, 20, 0, 0);
const REBUY: RebuyRules = { kind: "rebuy", untilLevel: 6, maxPerPlayer: 3, priceCents: 100_00, chips: 10_000 };

function event(n: number, kind: "sponsor" | "demo" = "sponsor"): LiveStoredState {
  return newLiveState({
    tournamentId: kind === "demo" ? "demo" : "9",
    name: "Alternate Cup",
    kind,
    entrants: Array.from({ length: n }, (_, i) => ({ id: `r${i + 1}`, name: `P${i + 1}`, userId: kind === "demo" ? null : i + 1 })),
    startingChips: 10_000,
    buyInCents: 100_00,
    payoutPercent: 100,
    prizeBasisPoints: [5000, 3000, 2000],
    format: { rebuys: REBUY },
  });
}
const started = (s: LiveStoredState) => applyAction(s, { type: "start" }, T0, { seed: 7 });
const release = (s: LiveStoredState, id: string) => applyAction(s, { type: "release-seat", playerId: id }, T0 + 1000);

describe("releaseSeat", () => {
  it("undoes the no-show's entry: one entrant, one buy-in and their chips fewer, their seat empty, those out one place better", () => {
    const running = applyAction(started(event(6)), { type: "eliminate", playerId: "r6" }, T0 + 500);
    expect(running.players.find((p) => p.id === "r6")!.position).toBe(6);
    const after = release(running, "r2");
    expect(after.totalPlayers).toBe(5);
    expect(after.totalChipsInPlay).toBe(running.totalChipsInPlay - 10_000);
    expect(clockPoolCents(after)).toBe(5 * 100_00);
    expect(after.players.some((p) => p.id === "r2")).toBe(false);
    expect(after.tables.flatMap((t) => t.seats).some((s) => s.playerId === "r2")).toBe(false);
    expect(after.players.find((p) => p.id === "r6")!.position).toBe(5);
    // an alternate's late entry takes the seat again: the field and the finishes as before
    const refilled = applyLateEntry(after, { id: "r7", name: "Alt One", userId: 7 }, T0 + 2000);
    expect(refilled.totalPlayers).toBe(6);
    expect(refilled.players.find((p) => p.id === "r6")!.position).toBe(6);
    expect(refilled.tables.flatMap((t) => t.seats).some((s) => s.playerId === "r7")).toBe(true);
  });

  it("refuses a player the clock has seen play, a walk-in, and an unknown id", () => {
    let s = started(event(6));
    s = applyAction(s, { type: "chips", counts: { r1: "12,000", r2: "8,000" } }, T0 + 100);
    s = applyAction(s, { type: "rebuy", playerId: "r3" }, T0 + 200);
    s = applyAction(s, { type: "eliminate", playerId: "r4" }, T0 + 300);
    s = applyAction(s, { type: "late-registration", name: "Walk In" }, T0 + 400);
    const walkIn = s.players.find((p) => p.userId === null)!;
    expect(() => release(s, "r1")).toThrow(new LiveRuleError("P1 has played: their chip count is above the starting stack."));
    expect(() => release(s, "r3")).toThrow(new LiveRuleError("P3 has played: a rebuy or add-on is recorded for them."));
    expect(() => release(s, "r4")).toThrow(new LiveRuleError("P4 has played: they are out of the tournament."));
    expect(() => release(s, walkIn.id)).toThrow(new LiveRuleError("Walk In entered at the desk: only a registered player's seat is released."));
    expect(() => release(s, "nobody")).toThrow(new LiveRuleError("That player is not in this tournament."));
    // blinded below the starting stack is what an empty seat loses: still releasable
    expect(release(s, "r2").players.some((p) => p.id === "r2")).toBe(false);
    expect(releasableSeats(s).map((p) => p.id)).toEqual(expect.arrayContaining(["r2", "r5", "r6"]));
    expect(releasableSeats(s).map((p) => p.id)).not.toContain("r1");
  });

  it("only while late registration is open, in a sponsor's event, never while a deal holds the field", () => {
    expect(seatReleaseUnavailable(event(4))).toMatch(/Start the clock before releasing a seat/);
    expect(seatReleaseUnavailable(started(event(4, "demo")))).toBe("Only a sponsor's event has registered seats to release.");
    const running = started(event(4));
    expect(seatReleaseUnavailable(settleClock(running, T0 + 5 * LEVEL_DURATION_MS + 1000))).toBeNull();
    const late = settleClock(running, T0 + 6 * LEVEL_DURATION_MS + 1000);
    expect(seatReleaseUnavailable(late)).toBe("Late registration closed after level 6: seats are no longer released.");
    expect(() => applyAction(running, { type: "release-seat", playerId: "r1" }, T0 + 6 * LEVEL_DURATION_MS + 1000)).toThrow(
      "Late registration closed after level 6: seats are no longer released.",
    );
    const proposed = applyAction(
      applyAction(running, { type: "chips", counts: { r1: "10,000", r2: "10,000", r3: "10,000", r4: "10,000" } }, T0),
      { type: "deal-propose", method: "chip_chop" },
      T0,
    );
    expect(seatReleaseUnavailable(proposed)).toBe("Releasing a seat closed while a deal is proposed: cancel the deal first.");
  });
});

describe("alternateListClosed", () => {
  it("is open before the start and through level 6, closed past it, at the finish and once a deal is made", () => {
    expect(alternateListClosed(event(4))).toBeNull();
    const running = started(event(4));
    expect(alternateListClosed(settleClock(running, T0 + 5 * LEVEL_DURATION_MS + 1000))).toBeNull();
    expect(alternateListClosed(settleClock(running, T0 + 6 * LEVEL_DURATION_MS + 1000))).toBe("Late registration closed after level 6.");
    const over = ["r4", "r3", "r2"].reduce((s, id) => applyAction(s, { type: "eliminate", playerId: id }, T0 + 100), running);
    expect(alternateListClosed(over)).toBe("The tournament is over: one player remains.");
    expect(alternateListClosed({ ...running, deal: { ...dealOf(running), status: "proposed" } })).toBeNull();
    expect(alternateListClosed({ ...running, deal: { ...dealOf(running), status: "made" } })).toBe("Late registration closed when the deal was made.");
  });
});

function dealOf(s: LiveStoredState): NonNullable<LiveStoredState["deal"]> {
  return {
    id: 1,
    method: "chip_chop",
    status: "proposed",
    amounts: Object.fromEntries(s.players.map((p) => [p.id, 0])),
    playForCents: 0,
    accepted: [],
    proposedAt: T0,
    madeAt: null,
    warnings: [],
  };
}

describe("the alternate's words on every screen", () => {
  it("names the number, the next one and the campaign notice", () => {
    expect(alternateLabel(3)).toBe("Alternate #3");
    expect(nextAlternateNumber({ alternates: [] })).toBe(1);
    expect(nextAlternateNumber({ alternates: [{ alternate: 1 }, { alternate: 4 }] as never })).toBe(5);
    expect(alternateDisclosure(3)).toBe(
      "Alternate #3: the player has no seat yet; if they are never seated this campaign is cancelled and every stake refunded.",
    );
  });

  it("shows the alternate's place while the event is upcoming or running, Register as Alternate when full", () => {
    const t = { status: "upcoming" as const, registeredPlayers: 2, maxSeats: 2, isRegistered: false };
    expect(registerButtonState({ ...t, alternate: null })).toBe("full");
    expect(registerButtonState({ ...t, alternate: 2 })).toBe("alternate");
    expect(registerButtonState({ ...t, status: "active", alternate: 2 })).toBe("alternate");
    expect(registerButtonState({ ...t, status: "completed", alternate: null })).toBe("closed");
    expect(registerButtonState({ ...t, isRegistered: true, alternate: null })).toBe("registered");
  });
});
