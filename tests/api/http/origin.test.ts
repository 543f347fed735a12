import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { createInvestor, injectAs, setupTestApp, type TestUser } from "../helpers";

const REFUSED = { message: "Cross-site request refused", code: "forbidden" };
const HOST = "localhost:5000";

/** A harmless mutation that needs the session: 200 when the call gets through, 403 when refused. */
const formatLocation = (app: FastifyInstance, who: TestUser, headers: Record<string, string>, url = "/api/format-location") =>
  injectAs(app, who, { method: "POST", url, payload: { location: "reno, nv" }, headers: { host: HOST, ...headers } });

describe("origin check (no proxy trusted)", () => {
  const ctx = setupTestApp();

  it("lets our own origin through, and a request without Origin (server-to-server, webhooks)", async () => {
    const me = await createInvestor(ctx.db);
    const own = await formatLocation(ctx.app, me, { origin: "http://localhost:5000" });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ formattedAddress: "Reno, NV" });
    expect((await formatLocation(ctx.app, me, {})).statusCode).toBe(200);
    expect((await formatLocation(ctx.app, me, { "sec-fetch-site": "same-origin" })).statusCode).toBe(200);
  });

  it("refuses Origin: null", async () => {
    const me = await createInvestor(ctx.db);
    const res = await formatLocation(ctx.app, me, { origin: "null" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(REFUSED);
  });

  it.each([
    "http://evil-localhost:5000",
    "http://localhost.evil.com:5000",
    "http://evillocalhost:5000",
    "http://localhost:5001",
    "http://localhost",
    "http://evil.com@localhost:5000",
    "http://localhost:5000/path",
    "HTTP://LOCALHOST:5000",
    "ftp://localhost:5000",
    "localhost:5000",
    "",
  ])("refuses the look-alike origin %j", async (origin) => {
    const me = await createInvestor(ctx.db);
    const res = await formatLocation(ctx.app, me, { origin });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(REFUSED);
  });

  it("ignores X-Forwarded-Host: a foreign origin naming itself there is still refused", async () => {
    const me = await createInvestor(ctx.db);
    const res = await formatLocation(ctx.app, me, { origin: "https://evil.example", "x-forwarded-host": "evil.example" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(REFUSED);
  });

  it("refuses a request the browser marks as started by another site, even without Origin", async () => {
    const me = await createInvestor(ctx.db);
    for (const site of ["cross-site", "same-site"]) {
      const res = await formatLocation(ctx.app, me, { "sec-fetch-site": site });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(REFUSED);
    }
  });

  it("checks by the matched route, however the URL spells /api/", async () => {
    const before = await ctx.app.inject({ method: "GET", url: "/api/live/demo" });
    for (const url of ["/%61pi/live/demo/actions", "/%61%70%69/live/demo/actions", "/api/live/demo/%61ctions"]) {
      const res = await ctx.app.inject({
        method: "POST",
        url,
        payload: { type: "start" },
        headers: { host: HOST, origin: "https://evil.example" },
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual(REFUSED);
    }
    const after = await ctx.app.inject({ method: "GET", url: "/api/live/demo" });
    expect(after.json().state.version).toBe(before.json().state.version);
  });

  it("refuses a foreign origin on URLs no route matches too", async () => {
    const res = await ctx.app.inject({ method: "DELETE", url: "/%61pi/no-such-thing", headers: { host: HOST, origin: "https://evil.example" } });
    expect(res.statusCode).toBe(403);
  });

  it("reads the session for an API route however its URL is spelled", async () => {
    const me = await createInvestor(ctx.db);
    const res = await injectAs(ctx.app, me, { method: "GET", url: "/%61pi/auth/user" });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(me.user.id);
    const post = await formatLocation(ctx.app, me, { origin: "http://localhost:5000" }, "/%61pi/format-location");
    expect(post.statusCode).toBe(200);
  });
});

describe("origin check behind a trusted proxy (TRUST_PROXY=1)", () => {
  const ctx = setupTestApp({ TRUST_PROXY: 1 });

  it("takes our host from X-Forwarded-Host", async () => {
    const me = await createInvestor(ctx.db);
    const proxied = { host: "app-internal:5000", "x-forwarded-host": "stakeline.example" };
    const own = await injectAs(ctx.app, me, {
      method: "POST",
      url: "/api/format-location",
      payload: { location: "reno, nv" },
      headers: { ...proxied, origin: "https://stakeline.example" },
    });
    expect(own.statusCode).toBe(200);
    const foreign = await injectAs(ctx.app, me, {
      method: "POST",
      url: "/api/format-location",
      payload: { location: "reno, nv" },
      headers: { ...proxied, origin: "https://app-internal:5000" },
    });
    expect(foreign.statusCode).toBe(403);
  });
});
