import net from "node:net";
import { describe, expect, it } from "vitest";
import { listenForStreams, type StreamAnswer } from "../capped-streams";
import { createSponsor, injectAs, setupTestApp } from "../helpers";
import { eventually } from "../listening";
import { LiveHub } from "../../../src/server/live/hub";
import { createLiveTournament } from "./live-helpers";

/** A display's stream of tournament `id`; `from` is the client address a trusted proxy would report. */
function openStream(server: ReturnType<typeof listenForStreams>, id: string, from?: string): Promise<StreamAnswer> {
  return server.open(`/api/live/${id}/events`, from ? { "x-forwarded-for": from } : {});
}

describe("caps on open live streams", () => {
  // the proxy on 127.0.0.1 is trusted, so X-Forwarded-For names each test's client address
  const ctx = setupTestApp({ TRUST_PROXY: ["127.0.0.1"], LIVE_STREAMS_PER_ADDRESS: 20, LIVE_STREAMS_MAX: 25 });
  const server = listenForStreams(ctx);

  it("refuses the 21st stream from one address with a 429 and a message, and counts addresses apart", async () => {
    const sponsor = await createSponsor(ctx.db);
    const { tournament } = await createLiveTournament(ctx.db, sponsor, 2);
    const id = String(tournament.id);

    // unknown tournaments answer 404 and hold no slot
    for (let i = 0; i < 25; i++) expect((await openStream(server, "999999997", "203.0.113.1")).status).toBe(404);

    const first: Array<Awaited<ReturnType<typeof openStream>>> = [];
    for (let i = 0; i < 20; i++) {
      const s = await openStream(server, id, "203.0.113.1");
      expect(s.status).toBe(200);
      first.push(s);
    }
    const refused = await openStream(server, id, "203.0.113.1");
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: "Too many live displays are open from your address. Close one and try again.", code: expect.any(String) });

    // another address still gets its own streams, up to the instance's total (25)
    for (let i = 0; i < 5; i++) expect((await openStream(server, id, "203.0.113.2")).status).toBe(200);
    const full = await openStream(server, id, "203.0.113.3");
    expect(full.status).toBe(429);
    expect(full.body).toEqual({ message: "Too many live displays are open on this server. Try again in a minute.", code: expect.any(String) });

    // a display that goes away gives its slot back
    first[0].close();
    const again = await eventually("a freed slot", async () => {
      const s = await openStream(server, id, "203.0.113.1");
      return s.status === 200 ? s : undefined;
    });
    expect(again.status).toBe(200);
  });
});

describe("a display that stops reading", () => {
  // one stream in all: the stalled display holds the only slot until the server drops it
  const ctx = setupTestApp({ LIVE_STREAMS_MAX: 1 });
  const server = listenForStreams(ctx);

  it("is dropped once its unsent events pile up, and its slot is freed; the actions never fail", async () => {
    const sponsor = await createSponsor(ctx.db);
    // a long name makes every state event about 100 kB, so the socket's buffers fill within a few actions
    const { tournament } = await createLiveTournament(ctx.db, sponsor, 2, { name: `Stalled ${"x".repeat(100_000)}` });
    const id = String(tournament.id);

    const stalled = net.connect(server.port, "127.0.0.1");
    await new Promise<void>((resolve) => stalled.once("connect", resolve));
    stalled.write(`GET /api/live/${id}/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    // never reads: what the server writes stays in the kernel's buffers, then in the server's memory
    stalled.pause();
    stalled.on("error", () => undefined);
    try {
      await eventually("the stalled display to hold the slot", async () => ((await openStream(server, id)).status === 429 ? true : undefined));

      let actions = 0;
      const freed = await eventually(
        "the stalled display to be dropped",
        async () => {
          const res = await injectAs(ctx.app, sponsor, {
            method: "POST",
            url: `/api/live/${id}/actions`,
            payload: { type: actions % 2 === 0 ? "next" : "previous" },
          });
          expect(res.statusCode).toBe(200);
          actions += 1;
          const s = await openStream(server, id);
          if (s.status === 200) return s;
          expect(s.status).toBe(429);
          return undefined;
        },
        30_000,
      );
      expect(freed.status).toBe(200);
      // dropped well before a gigabyte of states had piled up for it
      expect(actions).toBeLessThan(200);
    } finally {
      stalled.destroy();
    }
  }, 60_000);
});

describe("closing the server with a display that stops reading", () => {
  const ctx = setupTestApp();
  const server = listenForStreams(ctx);

  it("ends its stream and does not wait for it for ever", async () => {
    const sponsor = await createSponsor(ctx.db);
    const { tournament } = await createLiveTournament(ctx.db, sponsor, 2);
    const stalled = net.connect(server.port, "127.0.0.1");
    stalled.on("error", () => undefined);
    await new Promise<void>((resolve) => stalled.once("connect", resolve));
    stalled.write(`GET /api/live/${tournament.id}/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    // it never reads, so it never sees the server's end of the stream nor answers it with its own
    stalled.pause();
    const subscribed = await eventually("the stream to start", async () =>
      (await openStream(server, String(tournament.id))).status === 200 ? true : undefined,
    );
    expect(subscribed).toBe(true);
    server.closeAll();
    try {
      const started = Date.now();
      await ctx.app.close();
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      stalled.destroy();
    }
  }, 30_000);
});

describe("a display still being served when the server begins closing", () => {
  const ctx = setupTestApp();

  it("is ended at once, not left open for the server's close to wait on", async () => {
    const hub = new LiveHub(ctx.database, { perAddress: 20, total: 100 });
    await hub.close();
    let ended = 0;
    const unsubscribe = await hub.subscribe("demo", { version: -1, write: () => undefined, end: () => void (ended += 1) });
    expect(ended).toBe(1);
    expect(hub.size).toBe(0);
    unsubscribe();
  });
});
