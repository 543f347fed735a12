import { LEVEL_DURATION_MS } from "@core/live/clock/blind-schedule";
import { liveActionInput, type LiveStoredState } from "@core/live/schema/contracts";
import { prizeForFinish } from "@core/live/prizes/event-prizes";
import { demoLiveState } from "@core/live/actions/initial-state";
import { numberedEntrants, sponsorEventOf } from "./live-event";
import { applyAction, applyLateEntry, checkLateRegistrationOpen, LATE_REGISTRATION_LAST_LEVEL } from "@core/live/actions/reducers";
import { describe, expect, it } from "vitest";

const T0 = Date.UTC(2026, 10, 23, 20, 0, 0);

function sponsorState(entrants: number): LiveStoredState {
  return sponsorEventOf(numberedEntrants(entrants, "r", "P"), { tournamentId: "7", name: "Cup", startingChips: 30_000, buyInCents: 25_000 });
}

describe("Late registration", () => {
  it("seats a walk-in with the starting stack at a free seat and counts them in the totals and the pool", () => {
    let s = applyAction(demoLiveState(), { type: "start" }, T0);
    s = applyAction(s, { type: "late-registration", name: "Walk In" }, T0 + 1000);
    expect(s.totalPlayers).toBe(9);
    expect(s.totalChipsInPlay).toBe(9 * 25_000);
    const added = s.players.find((p) => p.name === "Walk In")!;
    // the demo's 8 sit at one table (seats 1-8): the 9th takes seat 9 there
    expect(added).toMatchObject({ id: "w9", chips: 25_000, position: 9, tableNumber: 1, seatNumber: 9, status: "active", userId: null, isEliminated: false });
    // a full table: the next one opens table 2
    s = applyAction(s, { type: "late-registration", name: "Second" }, T0 + 2000);
    expect(s.players.find((p) => p.name === "Second")).toMatchObject({ id: "w10", tableNumber: 2, seatNumber: 1, position: 10 });
    expect(new Set(s.players.map((p) => p.id)).size).toBe(10);
  });

  it("moves those already eliminated one place down, so finish positions stay total minus eliminated", () => {
    let s = applyAction(sponsorState(4), { type: "start" }, T0);
    s = applyAction(s, { type: "eliminate", playerId: "r2" }, T0 + 1000);
    expect(s.players.find((p) => p.id === "r2")!.position).toBe(4);
    s = applyAction(s, { type: "late-registration", name: "Late" }, T0 + 2000);
    expect(s.totalPlayers).toBe(5);
    expect(s.players.find((p) => p.id === "r2")!.position).toBe(5);
    // the pool grew by one buy-in
    expect(prizeForFinish(s, 1) + prizeForFinish(s, 2) + prizeForFinish(s, 3) + prizeForFinish(s, 4) + prizeForFinish(s, 5)).toBe(5 * 25_000);
    s = applyAction(s, { type: "eliminate", playerId: "r1" }, T0 + 3000);
    expect(s.players.find((p) => p.id === "r1")!.position).toBe(4);
    expect(s.players.map((p) => p.position).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it("is open through level 6 only, not after the finish, and for a sponsor only once the clock has started", () => {
    expect(() => applyAction(sponsorState(3), { type: "late-registration", name: "Early" }, T0)).toThrow(/Late registration opens when the clock starts/);
    let s = applyAction(demoLiveState(), { type: "start" }, T0);
    s = { ...s, levelIndex: LATE_REGISTRATION_LAST_LEVEL - 1, remainingMs: LEVEL_DURATION_MS, runningSince: T0 };
    expect(applyAction(s, { type: "late-registration", name: "Level Six" }, T0).totalPlayers).toBe(9);
    // one second past level 6's end the clock is at level 7
    expect(() => applyAction(s, { type: "late-registration", name: "Too Late" }, T0 + LEVEL_DURATION_MS + 1000)).toThrow(
      "Late registration closed after level 6.",
    );
    const finished = { ...demoLiveState(), finishedAt: T0 };
    expect(() => applyAction(finished, { type: "late-registration", name: "Over" }, T0)).toThrow(/tournament is over/);
  });

  it("the name is trimmed and required, at most 60 characters", () => {
    expect(liveActionInput.parse({ type: "late-registration", name: "  Ann  " })).toEqual({ type: "late-registration", name: "Ann" });
    for (const name of ["", "   ", "x".repeat(61), 5, undefined]) {
      const r = liveActionInput.safeParse({ type: "late-registration", name });
      expect(r.success).toBe(false);
      expect(r.error!.issues[0].message).toMatch(/player's name/);
    }
  });
});

describe("Late entry of a site user", () => {
  it("takes the registration's id and the user's id; the same user twice, or an unresolved username, is refused", () => {
    const s = applyAction(sponsorState(3), { type: "start" }, T0);
    const after = applyLateEntry(s, { id: "r40", name: "Lena", userId: 40 }, T0 + 1000);
    expect(after.players.find((p) => p.id === "r40")).toMatchObject({ name: "Lena", userId: 40, chips: 30_000, isEliminated: false });
    expect(after.totalPlayers).toBe(4);
    expect(() => applyLateEntry(after, { id: "r41", name: "Lena Again", userId: 40 }, T0 + 2000)).toThrow("Lena Again is already in the field.");
    expect(() => applyLateEntry(s, { id: "r1", name: "Clash", userId: 99 }, T0 + 2000)).toThrow("Clash is already in the field.");
    // only the server can turn a username into a registration
    expect(() => applyAction(s, { type: "late-registration", name: "Lena", username: "lena" }, T0 + 1000)).toThrow(/needs their registration/);
  });

  it("checkLateRegistrationOpen refuses as the action would: before the start and once the clock has passed level 6", () => {
    expect(() => checkLateRegistrationOpen(sponsorState(3), T0)).toThrow(/opens when the clock starts/);
    const s = applyAction(sponsorState(3), { type: "start" }, T0);
    expect(() => checkLateRegistrationOpen(s, T0 + 1000)).not.toThrow();
    // the clock runs on by itself: 6 levels later it is level 7
    expect(() => checkLateRegistrationOpen(s, T0 + LATE_REGISTRATION_LAST_LEVEL * LEVEL_DURATION_MS + 1000)).toThrow(
      `Late registration closed after level ${LATE_REGISTRATION_LAST_LEVEL}.`,
    );
  });
});
