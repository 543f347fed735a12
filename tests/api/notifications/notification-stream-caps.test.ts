import { describe, expect, it } from "vitest";
import { listenForStreams, type StreamAnswer } from "../capped-streams";
import { createUser, setupTestApp, type TestUser } from "../helpers";
import { eventually } from "../listening";

/**
 * decision 141: the bell's streams (GET /api/notifications/events) have the live displays' per-address cap
 * (LIVE_STREAMS_PER_ADDRESS), so one client cannot hold the instance's streams by signing in as many accounts.
 */
const ctx = setupTestApp({ TRUST_PROXY: ["127.0.0.1"], LIVE_STREAMS_PER_ADDRESS: 3 });
const server = listenForStreams(ctx);

/** A bell's stream for `who`; `from` is the client address the trusted proxy reports. */
function openStream(who: TestUser, from: string): Promise<StreamAnswer> {
  return server.open("/api/notifications/events", { cookie: who.cookie, "x-forwarded-for": from });
}

describe("notification streams per address", () => {
  it("refuses one more than LIVE_STREAMS_PER_ADDRESS from one address, whichever accounts, with a 429 and a message", async () => {
    const accounts = await Promise.all(Array.from({ length: 5 }, () => createUser(ctx.db)));
    const streams = [];
    for (const who of accounts.slice(0, 3)) {
      const s = await openStream(who, "198.51.100.7");
      expect(s.status).toBe(200);
      streams.push(s);
    }
    const refused = await openStream(accounts[3]!, "198.51.100.7");
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: "Too many notification streams are open from your address. Close a tab and try again.", code: expect.any(String) });

    // another address has its own
    expect((await openStream(accounts[4]!, "198.51.100.8")).status).toBe(200);

    // a stream that closes gives its slot back
    streams[0]!.close();
    const again = await eventually("a freed slot", async () => {
      const s = await openStream(accounts[3]!, "198.51.100.7");
      return s.status === 200 ? s : undefined;
    });
    expect(again.status).toBe(200);
  });
});
