import type { LiveSnapshot } from "@core/live/schema/contracts";
import { applyStatePatch, type LiveStatePatch } from "@core/live/views/state-patch";
import { describe, expect, it } from "vitest";
import { createSponsor, listeningApp, setupTestApp, type TestUser } from "../helpers";
import { createLiveTournament, sseReader } from "./live-helpers";

// decision 180: a display that asks for patches gets, after an action, only the fields that changed
const ctx = setupTestApp();
const server = listeningApp(ctx);

describe("GET /api/live/{id}/events?patch=1", () => {
  async function open(id: string, query = "") {
    const res = await fetch(server.url(`/api/live/${id}/events${query}`), { signal: server.signal() });
    return { res, next: sseReader(res.body!) };
  }
  async function act(sponsor: TestUser, id: string, type: string) {
    const res = await fetch(server.url(`/api/live/${id}/actions`), {
      method: "POST",
      headers: { "content-type": "application/json", cookie: sponsor.cookie },
      body: JSON.stringify({ type }),
    });
    expect(res.status).toBe(200);
  }

  it("sends the whole state first and before the start, then patches that merge into the same state the others get", async () => {
    const sponsor = await createSponsor(ctx.db);
    const { tournament } = await createLiveTournament(ctx.db, sponsor, 12);
    const id = String(tournament.id);
    const patched = await open(id, "?patch=1");
    const whole = await open(id);
    expect(patched.res.status).toBe(200);
    const first = await patched.next();
    expect(first.event).toBe("state");
    await whole.next();

    // before the clock starts every display gets the whole state (a late display reads the registrants of its moment)
    await act(sponsor, id, "next");
    expect((await patched.next()).event).toBe("state");
    await whole.next();
    await act(sponsor, id, "start");
    let held = (JSON.parse((await patched.next()).data) as LiveSnapshot).state;
    await whole.next();
    expect(held.startedAt).not.toBeNull();

    for (const type of ["next", "pause", "previous"]) {
      await act(sponsor, id, type);
      const event = await patched.next();
      expect(event.event).toBe("patch");
      const patch = JSON.parse(event.data) as LiveStatePatch;
      expect(patch.base).toBe(held.version);
      // the field of 12 and its tables are not sent again for a clock action
      expect(Object.keys(patch.state)).not.toContain("players");
      expect(Object.keys(patch.state)).not.toContain("tables");
      const full = await whole.next();
      expect(full.event).toBe("state");
      const snapshot = JSON.parse(full.data) as LiveSnapshot;
      expect(patch.serverTime).toBe(snapshot.serverTime);
      const merged = applyStatePatch(held, patch);
      expect(merged).toEqual({ kind: "applied", state: snapshot.state });
      if (merged.kind === "applied") held = merged.state;
    }
    expect(held.currentLevel).toBe(2);
    expect(held.isPlaying).toBe(false);

    // a display that connects now starts with the whole state, then gets patches too
    const late = await open(id, "?patch=1");
    expect((await late.next()).event).toBe("state");
    await act(sponsor, id, "start");
    expect((await late.next()).event).toBe("patch");
  });

  it("refuses a patch value other than 0 or 1 with 400 before any stream", async () => {
    const res = await fetch(server.url(`/api/live/demo/events?patch=yes`));
    expect(res.status).toBe(400);
  });
});
