import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, setupTestApp, type TestUser } from "../helpers";

/**
 * decision 141: the bell's streams (GET /api/notifications/events) have the live displays' per-address cap
 * (LIVE_STREAMS_PER_ADDRESS), so one client cannot hold the instance's streams by signing in as many accounts.
 */
const ctx = setupTestApp({ TRUST_PROXY: ["127.0.0.1"], LIVE_STREAMS_PER_ADDRESS: 3 });
const open: http.ClientRequest[] = [];
let port = 0;
beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  const address = ctx.app.server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  port = address.port;
});
afterAll(() => open.splice(0).forEach((r) => r.destroy()));

/** Opens a bell's stream on a connection of its own; `from` is the client address the trusted proxy reports. */
function openStream(who: TestUser, from: string): Promise<{ status: number; body: { message: string } | null; close: () => void }> {
  return new Promise((resolve, reject) => {
    const req = http.get({
      host: "127.0.0.1",
      port,
      path: "/api/notifications/events",
      agent: false,
      headers: { cookie: who.cookie, "x-forwarded-for": from },
    });
    open.push(req);
    req.on("error", reject);
    req.on("response", (res) => {
      const status = res.statusCode ?? 0;
      if (status === 200) return resolve({ status, body: null, close: () => req.destroy() });
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status, body: JSON.parse(text) as { message: string }, close: () => req.destroy() }));
    });
  });
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
    const until = Date.now() + 10_000;
    let again = await openStream(accounts[3]!, "198.51.100.7");
    while (again.status !== 200 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 50));
      again = await openStream(accounts[3]!, "198.51.100.7");
    }
    expect(again.status).toBe(200);
  });
});
