import { describe, expect, it } from "vitest";
import { demoLiveState, newLiveState, withCurrentEntrants } from "@core/live/actions/initial-state";
import { applyAction, MAX_LIVE_ENTRANTS } from "@core/live/actions/reducers";
import { isRevokedVersion, seatLinkHolder, withUnrevokedViews } from "@core/live/seating/seat-view-versions";
import type { LiveStoredState } from "@core/live/schema/contracts";

// decision 196: a revoked seat-link version is never good again, whoever comes back under the player id.
const NOW = 1_800_000_000_000;
const field = (ids: string[]): LiveStoredState =>
  newLiveState({
    tournamentId: "7",
    name: "Cup",
    kind: "sponsor",
    entrants: ids.map((id, i) => ({ id, name: `P ${i + 1}`, userId: i + 1 })),
    startingChips: 10_000,
    buyInCents: 10_000,
    payoutPercent: 100,
  });

describe("seat-link versions", () => {
  it("revoke-view raises the version and keeps the revoked one by player id", () => {
    const once = applyAction(field(["r1", "r2"]), { type: "revoke-view", playerId: "r1" }, NOW);
    expect(once.players.find((p) => p.id === "r1")!.viewVersion).toBe(1);
    expect(once.revokedViews).toEqual({ r1: 0 });
    const twice = applyAction(once, { type: "revoke-view", playerId: "r1" }, NOW);
    expect(twice.players.find((p) => p.id === "r1")!.viewVersion).toBe(2);
    expect(twice.revokedViews).toEqual({ r1: 1 });
    expect(seatLinkHolder(twice, "r1", 0)).toBe("revoked");
    expect(seatLinkHolder(twice, "r1", 1)).toBe("revoked");
    expect(seatLinkHolder(twice, "r1", 2)).toMatchObject({ id: "r1" });
    expect(seatLinkHolder(twice, "r9", 0)).toBe("not-in-field");
    expect(() => applyAction(twice, { type: "revoke-view", playerId: "r9" }, NOW)).toThrow("That player is not in this tournament.");
  });

  it("before the start, a player who left and registered again under the same id comes back above every revoked version", () => {
    const revoked = applyAction(field(["r1", "r2"]), { type: "revoke-view", playerId: "r1" }, NOW);
    // r1 unregisters: the field follows the registrations, and the revoked version stays on record
    const without = withCurrentEntrants(revoked, field(["r2"]));
    expect(without.players.map((p) => p.id)).toEqual(["r2"]);
    expect(without.revokedViews).toEqual({ r1: 0 });
    // r1 registers again (same registration, same id), with version 0 from the registrations
    const back = withCurrentEntrants(without, field(["r2", "r1"]));
    const r1 = back.players.find((p) => p.id === "r1")!;
    expect(r1.viewVersion).toBe(1);
    expect(isRevokedVersion(back.revokedViews, "r1", 0)).toBe(true);
    expect(seatLinkHolder(back, "r1", 0)).toBe("revoked");
    expect(seatLinkHolder(back, "r1", 1)).toMatchObject({ id: "r1" });
    // and the record survives the start
    const started = applyAction(back, { type: "start" }, NOW, { seed: 1 });
    expect(started.revokedViews).toEqual({ r1: 0 });
    expect(seatLinkHolder(started, "r1", 0)).toBe("revoked");
  });

  it("withUnrevokedViews lifts only a player whose version was revoked, and changes nothing otherwise", () => {
    const s = { ...field(["r1", "r2"]), revokedViews: { r1: 3 } };
    const lifted = withUnrevokedViews(s);
    expect(lifted.players.map((p) => p.viewVersion)).toEqual([4, 0]);
    expect(withUnrevokedViews(lifted)).toBe(lifted);
  });
});

describe("the late-entry cap", () => {
  it(`the demo stays capped at ${MAX_LIVE_ENTRANTS} entrants; a sponsor's field is capped by its seats on the server, not here`, () => {
    let demo = applyAction(demoLiveState(), { type: "start" }, NOW);
    for (let i = demo.players.length; i < MAX_LIVE_ENTRANTS; i++) demo = applyAction(demo, { type: "late-registration", name: `W ${i}` }, NOW);
    expect(demo.players).toHaveLength(MAX_LIVE_ENTRANTS);
    expect(() => applyAction(demo, { type: "late-registration", name: "One More" }, NOW)).toThrow("Tournament is full");

    const big = applyAction(field(Array.from({ length: MAX_LIVE_ENTRANTS }, (_, i) => `r${i + 1}`)), { type: "start" }, NOW, { seed: 1 });
    const after = applyAction(big, { type: "late-registration", name: "Entrant 501" }, NOW);
    expect(after.totalPlayers).toBe(MAX_LIVE_ENTRANTS + 1);
  });
});
