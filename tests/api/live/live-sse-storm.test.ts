import type { LiveSnapshot } from "@core/live/schema/contracts";
import { describe, expect, it } from "vitest";
import { RECONNECT_JITTER_MS } from "../../../src/server/http/event-stream";
import { createSponsor, listeningApp, setupTestApp } from "../helpers";
import { createLiveTournament, sseReader } from "./live-helpers";

// Decision 243: displays that open together share their reads of the clock; none may miss a change made meanwhile.
// every display of the storm comes from this test's one address
const ctx = setupTestApp({ LIVE_STREAMS_PER_ADDRESS: 1000, LIVE_STREAMS_MAX: 1000 });
const server = listeningApp(ctx);

describe("a reconnect storm on one clock", () => {
  it("brings every display to the clock's latest version, with a change committed in the middle of the storm", async () => {
    const sponsor = await createSponsor(ctx.db);
    const { tournament } = await createLiveTournament(ctx.db, sponsor, 3);
    const id = String(tournament.id);
    const act = () =>
      fetch(server.url(`/api/live/${id}/actions`), {
        method: "POST",
        headers: { "content-type": "application/json", cookie: sponsor.cookie },
        body: JSON.stringify({ type: "next" }),
      });

    const open = async () => {
      const res = await fetch(server.url(`/api/live/${id}/events`), { signal: server.signal() });
      expect(res.status).toBe(200);
      return { next: sseReader(res.body!) };
    };
    const early = Array.from({ length: 30 }, open);
    const posted = act();
    const late = Array.from({ length: 30 }, open);
    expect((await posted).status).toBe(200);
    const displays = await Promise.all([...early, ...late]);
    const final = ((await (await fetch(server.url(`/api/live/${id}`))).json()) as LiveSnapshot).state.version;

    for (const d of displays) {
      let version = -1;
      while (version < final) version = (JSON.parse((await d.next()).data) as LiveSnapshot).state.version;
      expect(version).toBe(final);
    }
  });

  it("tells each display its own reconnect wait, between 0.5 and 2.5 s", async () => {
    const sponsor = await createSponsor(ctx.db);
    const { tournament } = await createLiveTournament(ctx.db, sponsor, 3);
    const waits = new Set<number>();
    for (let i = 0; i < 8; i++) {
      const controller = new AbortController();
      const res = await fetch(server.url(`/api/live/${tournament.id}/events`), { signal: controller.signal });
      const reader = res.body!.getReader();
      let text = "";
      while (!/retry: \d+\n\n/.test(text)) text += new TextDecoder().decode((await reader.read()).value);
      const wait = Number(/retry: (\d+)/.exec(text)![1]);
      expect(wait).toBeGreaterThanOrEqual(RECONNECT_JITTER_MS.min);
      expect(wait).toBeLessThanOrEqual(RECONNECT_JITTER_MS.max);
      waits.add(wait);
      controller.abort();
    }
    // drawn per stream: eight streams with one wait would bring them back in one instant
    expect(waits.size).toBeGreaterThan(1);
  });
});
