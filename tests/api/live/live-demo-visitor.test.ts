import { randomBytes } from "node:crypto";
import type { LiveGetResponse } from "@core/live/schema/contracts";
import { VISITOR_DEMO_ID } from "@core/live/schema/demo-id";
import { eq, like } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { liveTournaments } from "../../../src/server/db/schema/index";
import { demoIdFor, newDemoToken } from "../../../src/server/live/visitor-demo";
import { setupTestApp } from "../helpers";

// behind one proxy, so X-Forwarded-Proto and -For decide the protocol and the address as in production
const ctx = setupTestApp({ TRUST_PROXY: 1 });

let addresses = 0;
/** Each visitor its own address, so one test's clocks never count against another's rate limit. */
const newAddress = () => `10.91.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

interface Visitor {
  address: string;
  cookie?: string;
}
const visitor = (): Visitor => ({ address: newAddress() });
const headersOf = (v: Visitor | null, extra: Record<string, string> = {}) => ({
  "x-forwarded-for": v?.address ?? newAddress(),
  ...(v?.cookie ? { cookie: v.cookie } : {}),
  ...extra,
});

/** POST /api/live/demo/mine as `v`, keeping the cookie it sets as a browser would. */
async function mine(v: Visitor, extra: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  const res = await ctx.app.inject({ method: "POST", url: "/api/live/demo/mine", headers: headersOf(v, extra) });
  const set = res.cookies.find((c) => c.name === "demo_clock");
  if (set) v.cookie = `demo_clock=${set.value}`;
  return res;
}
async function ownClock(v: Visitor = visitor()): Promise<{ v: Visitor; id: string }> {
  const res = await mine(v);
  expect(res.statusCode, res.body).toBe(200);
  return { v, id: res.json().id };
}
const act = (v: Visitor | null, id: string, type: string) =>
  ctx.app.inject({ method: "POST", url: `/api/live/${id}/actions`, headers: headersOf(v), payload: { type } });
async function get(v: Visitor | null, id: string): Promise<LiveGetResponse> {
  const res = await ctx.app.inject({ method: "GET", url: `/api/live/${id}`, headers: headersOf(v) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const stored = async (id: string) => (await ctx.db.select().from(liveTournaments).where(eq(liveTournaments.id, id)))[0];

describe("POST /api/live/demo/mine: a visitor's own demo clock", () => {
  it("sets a day-long httpOnly, SameSite=Lax demo_clock cookie and answers a stored demo-<16> id", async () => {
    const v = visitor();
    const res = await mine(v);
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json();
    expect(id).toMatch(VISITOR_DEMO_ID);
    const [c] = res.cookies;
    expect(c).toMatchObject({ name: "demo_clock", httpOnly: true, sameSite: "Lax", path: "/", maxAge: 86_400 });
    expect(c.secure).toBeFalsy();
    // the cookie is a secret the id is derived from, never the id a spectator link shows
    expect(c.value).not.toContain(id.slice(5));
    expect((await stored(id))?.state).toMatchObject({ tournamentId: id, kind: "demo" });

    const secure = await mine(visitor(), { "x-forwarded-proto": "https" });
    expect(secure.cookies[0]).toMatchObject({ name: "demo_clock", secure: true, httpOnly: true });
  });

  it("gives the same cookie the same clock, and every other visitor a clock of their own", async () => {
    const { v, id } = await ownClock();
    expect((await mine(v)).json().id).toBe(id);
    const other = await ownClock();
    expect(other.id).not.toBe(id);
    // a cookie of the wrong shape counts as none: a new clock and a new cookie
    const bad = { address: newAddress(), cookie: "demo_clock=demo-aaaaaaaaaaaaaaaa" };
    const res = await mine(bad);
    expect(res.json().id).not.toBe("demo-aaaaaaaaaaaaaaaa");
    expect(bad.cookie).not.toBe("demo_clock=demo-aaaaaaaaaaaaaaaa");
  });

  it("answers the clock's state with its id, as GET /api/live/:id shows it to the cookie's holder (one call for a demo page)", async () => {
    const v = visitor();
    const first = await mine(v);
    const { id, ...live } = first.json();
    expect(Object.keys(first.json()).sort()).toEqual(["canControl", "id", "serverTime", "state"]);
    // a new clock: the demo's 8 players at level 1, stopped, not yet changed; its holder controls it; no backers
    expect(live.canControl).toBe(true);
    expect(live.state).toMatchObject({ tournamentId: id, kind: "demo", status: "stopped", currentLevel: 1, activePlayers: 8, version: 0 });
    expect(live.serverTime).toBeGreaterThan(Date.now() - 60_000);
    const read = await get(v, id);
    expect({ ...live, serverTime: undefined }).toEqual({ ...read, serverTime: undefined });

    // coming back: the clock as it stands now, what a spectator's GET (and its stream) shows, never more
    expect((await act(v, id, "start")).statusCode).toBe(200);
    const again = (await mine(v)).json();
    expect(again.id).toBe(id);
    expect(again.state).toMatchObject({ status: "running", isPlaying: true, version: 1 });
    const spectator = await get(null, id);
    const withoutTime = (s: LiveGetResponse["state"]) => ({ ...s, timeRemaining: 0 });
    expect(withoutTime(again.state)).toEqual(withoutTime(spectator.state));
    expect(Math.abs(again.state.timeRemaining - spectator.state.timeRemaining)).toBeLessThanOrEqual(1);
  });

  it("is controlled only by its cookie's holder: the spectator link's holders get 403 and change nothing", async () => {
    const { v, id } = await ownClock();
    expect((await get(v, id)).canControl).toBe(true);
    expect((await get(null, id)).canControl).toBe(false);
    const stranger = await ownClock();
    expect((await get(stranger.v, id)).canControl).toBe(false);

    for (const who of [null, stranger.v]) {
      const res = await act(who, id, "start");
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("This demo clock belongs to the visitor who opened it. Open the demo console to get a clock of your own.");
    }
    expect((await stored(id))!.version).toBe(0);
    expect((await get(null, id)).state.status).toBe("stopped");

    expect((await act(v, id, "start")).statusCode).toBe(200);
    expect((await get(null, id)).state.status).toBe("running");
  });

  it("runs apart from the shared demo and from every other visitor's; restart keeps its id", async () => {
    const a = await ownClock();
    const b = await ownClock();
    expect((await act(a.v, a.id, "start")).statusCode).toBe(200);
    expect((await get(null, a.id)).state.status).toBe("running");
    expect((await get(null, b.id)).state.status).toBe("stopped");
    expect((await act(a.v, a.id, "restart")).json().state.tournamentId).toBe(a.id);
  });

  it("stores no clock for an id the endpoint never issued, whoever asks", async () => {
    // a well-formed id nobody was given, and one a visitor computed from a secret of their own
    const token = newDemoToken();
    const minted = { address: newAddress(), cookie: `demo_clock=${token}` };
    for (const [who, id] of [
      [null, `demo-${randomBytes(8).toString("hex")}`],
      [minted, demoIdFor(token)],
    ] as const) {
      const res = await act(who, id, "start");
      expect(res.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, id).toBeLessThan(500);
      expect(await stored(id), id).toBeUndefined();
    }
    const res = await act(minted, demoIdFor(token), "start");
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("This demo clock was forgotten after a day unused. Reload the page to get it back.");
  });

  it("refuses ids that are not demo, demo-<16 lowercase letters or digits> or a tournament number", async () => {
    for (const id of ["demo-", "demo-abc", `demo-${"a".repeat(17)}`, "demo-ABCDEFGHIJKLMNOP", "demox"]) {
      const res = await ctx.app.inject({ method: "GET", url: `/api/live/${id}` });
      expect(res.statusCode, id).toBe(400);
      expect((await act(null, id, "start")).statusCode, id).toBe(400);
    }
  });

  // the shared demo is left alone here: other test files drive it at the same time on the same database
  it("forgets visitors' clocks untouched for a day when a new one is issued; the same cookie gets it back new", async () => {
    const old = await ownClock();
    const fresh = await ownClock();
    for (const c of [old, fresh]) expect((await act(c.v, c.id, "start")).statusCode).toBe(200);
    const dayAndMinuteAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000);
    await ctx.db.update(liveTournaments).set({ updatedAt: dayAndMinuteAgo }).where(eq(liveTournaments.id, old.id));
    await ownClock();
    expect(await stored(old.id)).toBeUndefined();
    expect(await stored(fresh.id)).toBeDefined();
    // a forgotten clock reads as a new demo, refuses actions until the console asks for it again
    expect((await get(null, old.id)).state.status).toBe("stopped");
    expect((await act(old.v, old.id, "start")).statusCode).toBe(409);
    expect((await mine(old.v)).json().id).toBe(old.id);
    expect((await act(old.v, old.id, "start")).statusCode).toBe(200);
  });

  it("issues at most 30 new clocks a minute to one address; coming back to a stored clock is not counted", async () => {
    const address = newAddress();
    const first = await ownClock({ address });
    for (let i = 1; i < 30; i++) expect((await mine({ address })).statusCode).toBe(200);
    const visitorClocks = () => ctx.db.select({ id: liveTournaments.id }).from(liveTournaments).where(like(liveTournaments.id, "demo-%"));
    const before = await visitorClocks();
    const refused = await mine({ address });
    expect(refused.statusCode).toBe(429);
    expect(refused.cookies).toHaveLength(0);
    // a made-up secret has no stored clock, so it is counted like a new visitor
    expect((await mine({ address, cookie: `demo_clock=${newDemoToken()}` })).statusCode).toBe(429);
    expect(await visitorClocks()).toHaveLength(before.length);
    const back = await mine(first.v);
    expect(back.statusCode).toBe(200);
    expect(back.json().id).toBe(first.id);
  });
});
