import { demoLiveState } from "@core/live/actions/initial-state";
import { applyAction } from "@core/live/actions/reducers";
import { liveStateAt } from "@core/live/views/state-view";
import { applyStatePatch, type LiveStatePatch } from "@core/live/views/state-patch";
import type { LiveStoredState } from "@core/live/schema/contracts";
import { describe, expect, it } from "vitest";
import { stateEvent } from "../../src/server/live/hub";
import { encodeState, fullStateEvent, patchEvent } from "../../src/server/live/state-encoding";

const t0 = Date.UTC(2026, 0, 1, 18);
const dataOf = (event: string) => JSON.parse(/\ndata: (.*)\n\n$/s.exec(event)![1]) as unknown;

function field(entrants: number): LiveStoredState {
  let s = applyAction(demoLiveState(), { type: "start" }, t0, { seed: 7 });
  for (let i = 9; i <= entrants; i++) s = applyAction(s, { type: "late-registration", name: `Walk-in ${i}` }, t0);
  return s;
}

describe("a display's patch (decision 180)", () => {
  it("the whole event put together from the fields is byte for byte JSON.stringify's", () => {
    const stored = field(40);
    const record = { stored, version: 7, updatedAt: "2026-01-01T18:00:00.000Z" };
    expect(fullStateEvent(encodeState(liveStateAt(stored, t0 + 5000, record)), t0 + 5000)).toBe(stateEvent(record, t0 + 5000));
  });

  it("a clock action sends only the fields that changed, and merged it gives the whole new state", () => {
    const before = field(100);
    const after = applyAction(before, { type: "next" }, t0 + 60_000);
    const prev = liveStateAt(before, t0 + 1000, { version: 3, updatedAt: null });
    const next = liveStateAt(after, t0 + 60_000, { version: 4, updatedAt: null });
    const event = patchEvent(encodeState(prev), encodeState(next), t0 + 60_000);
    expect(event.startsWith("id: 4\nevent: patch\n")).toBe(true);
    const patch = dataOf(event) as LiveStatePatch;
    expect(patch.base).toBe(3);
    expect(patch.serverTime).toBe(t0 + 60_000);
    // the field of 100 is not sent again: the level is
    expect(Object.keys(patch.state)).not.toContain("players");
    expect(Object.keys(patch.state)).not.toContain("tables");
    expect(patch.state.currentLevel).toBe(2);
    expect(event.length).toBeLessThan(JSON.stringify(next).length / 20);
    const merged = applyStatePatch(prev, patch);
    expect(merged).toEqual({ kind: "applied", state: JSON.parse(JSON.stringify(next)) });
  });

  it("an elimination sends the players and tables that changed", () => {
    const before = field(30);
    const victim = before.players.find((p) => !p.isEliminated)!;
    const after = applyAction(before, { type: "eliminate", playerId: victim.id }, t0 + 2000);
    const prev = liveStateAt(before, t0 + 1000, { version: 10, updatedAt: null });
    const next = liveStateAt(after, t0 + 2000, { version: 11, updatedAt: null });
    const patch = dataOf(patchEvent(encodeState(prev), encodeState(next), t0 + 2000)) as LiveStatePatch;
    expect(Object.keys(patch.state)).toContain("players");
    expect(applyStatePatch(prev, patch)).toEqual({ kind: "applied", state: JSON.parse(JSON.stringify(next)) });
  });

  it("a field the new state no longer has is removed", () => {
    const prev = { ...liveStateAt(field(9), t0, { version: 1, updatedAt: null }), extra: 1 } as never;
    const next = liveStateAt(field(9), t0, { version: 2, updatedAt: null });
    const patch = dataOf(patchEvent(encodeState(prev), encodeState(next), t0)) as LiveStatePatch;
    expect(patch.removed).toEqual(["extra"]);
    const merged = applyStatePatch(prev, patch);
    expect(merged.kind === "applied" && "extra" in merged.state).toBe(false);
  });

  it("a display holding the new version ignores the patch; one holding another version reads the whole state", () => {
    const s1 = liveStateAt(field(9), t0, { version: 5, updatedAt: null });
    const patch: LiveStatePatch = { base: 5, state: { version: 6, currentLevel: 2 }, removed: [], serverTime: t0 };
    expect(applyStatePatch({ ...s1, version: 6 }, patch)).toEqual({ kind: "stale" });
    expect(applyStatePatch({ ...s1, version: 7 }, patch)).toEqual({ kind: "stale" });
    expect(applyStatePatch({ ...s1, version: 4 }, patch)).toEqual({ kind: "gap" });
    expect(applyStatePatch(undefined, patch)).toEqual({ kind: "gap" });
  });
});
