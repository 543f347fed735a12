import type { LiveSnapshot } from "@core/live/schema/contracts";
import { describe, expect, it } from "vitest";
import { createSponsor, listeningApp, setupTestApp, type TestUser } from "../helpers";
import { createLiveTournament, sseReader } from "./live-helpers";

const ctx = setupTestApp();
const server = listeningApp(ctx);

describe("GET /api/live/{id}/events", () => {
  async function open(id: string) {
    const res = await fetch(server.url(`/api/live/${id}/events`), { signal: server.signal() });
    return { res, next: sseReader(res.body!) };
  }

  it("sends the current state at once, then every change with the server's time", async () => {
    // the tests of each file share PostgreSQL with the other files: a tournament of its own, not the demo
    const sponsor: TestUser = await createSponsor(ctx.db);
    const { tournament } = await createLiveTournament(ctx.db, sponsor, 3);
    const id = String(tournament.id);
    const a = await open(id);
    expect(a.res.status).toBe(200);
    expect(a.res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const first = await a.next();
    expect(first.event).toBe("state");
    const initial = JSON.parse(first.data) as LiveSnapshot;
    expect(initial.state.currentLevel).toBe(1);
    expect(Math.abs(initial.serverTime - Date.now())).toBeLessThan(5000);

    const b = await open(id);
    await b.next();

    const posted = await fetch(server.url(`/api/live/${id}/actions`), {
      method: "POST",
      headers: { "content-type": "application/json", cookie: sponsor.cookie },
      body: JSON.stringify({ type: "next" }),
    });
    expect(posted.status).toBe(200);
    for (const display of [a, b]) {
      const change = await display.next();
      expect(change.event).toBe("state");
      const snap = JSON.parse(change.data) as LiveSnapshot;
      expect(snap.state.currentLevel).toBe(2);
      expect(snap.state.version).toBe(initial.state.version + 1);
    }

    // a display that reconnects gets the state as it is now, at once
    const c = await open(id);
    const now = JSON.parse((await c.next()).data) as LiveSnapshot;
    expect(now.state.currentLevel).toBe(2);
  });

  it("answers an unknown tournament with 404 before any stream", async () => {
    const res = await fetch(server.url(`/api/live/999999998/events`));
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe("Tournament not found");
  });
});
