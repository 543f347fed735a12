import type { SeatLink, SeatLinks, SeatViewResponse } from "@core/live/views/seat-view-contracts";
import { describe, expect, it } from "vitest";
import { SEAT_VIEW_MESSAGES } from "../../../src/server/live/seat-view-routes";
import { createInvestor, createPlayer, injectAs, listeningApp, setupTestApp, type TestUser } from "../helpers";
import { action, createEvent, registerAs, seatOf } from "../settlement/verified-helpers";
import { sseReader } from "./live-helpers";

// decision 164: every entrant's phone view, by a signed, revocable link that needs no sign-in.
const ctx = setupTestApp();
const server = listeningApp(ctx);

/** An event with two named registered players (and a third with no name), not started. */
async function event() {
  const e = await createEvent(ctx.app, ctx.db, 0, "100");
  const ana = await createPlayer(ctx.db, { firstName: "Ana", lastName: "Ruiz" });
  const bo = await createPlayer(ctx.db, { firstName: "Bo", lastName: "Lind" });
  const cy = await createPlayer(ctx.db, { firstName: null, lastName: null });
  for (const p of [ana, bo, cy]) await registerAs(ctx.app, p, e.id, "player");
  return { ...e, ana, bo, cy };
}

async function myLink(who: TestUser | null, id: number) {
  return injectAs(ctx.app, who, { method: "GET", url: `/api/special-tournaments/${id}/my-seat-link` });
}
const view = (token: string) => injectAs(ctx.app, null, { method: "GET", url: `/api/seat-view/${token}` });

describe("GET /api/special-tournaments/:id/my-seat-link", () => {
  it("gives a registered player their link (from registration on); 401 signed out, 403 for anyone not in the field", async () => {
    const e = await event();
    const res = await myLink(e.ana, e.id);
    expect(res.statusCode, res.body).toBe(200);
    const link = res.json() as SeatLink;
    const id = await seatOf(ctx.app, e.sponsor, e.id, e.ana);
    expect(id).toMatch(/^r\d+$/);
    expect(link).toMatchObject({
      playerId: id,
      name: "Ana Ruiz",
      table: null,
      seat: null,
      path: `/seat/${link.token}`,
      qrPath: `/api/seat-view/${link.token}/qr.svg`,
    });
    expect(link.token.startsWith(`${e.id}.${id}.0.`)).toBe(true);

    expect((await myLink(null, e.id)).statusCode).toBe(401);
    for (const who of [await createPlayer(ctx.db), await createInvestor(ctx.db), e.sponsor]) {
      const refused = await myLink(who, e.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(SEAT_VIEW_MESSAGES.notRegistered);
    }
    expect((await myLink(e.ana, 999_999_999)).statusCode).toBe(404);
  });
});

describe("GET /api/seat-view/:token", () => {
  it("shows only that player's view without a sign-in: seat, stack, big blinds, level, players left, average", async () => {
    const e = await event();
    const token = ((await myLink(e.ana, e.id)).json() as SeatLink).token;
    const before = await view(token);
    expect(before.statusCode, before.body).toBe(200);
    expect((before.json() as SeatViewResponse).view).toMatchObject({ started: false, player: { name: "Ana Ruiz", table: null, seat: null, chips: 10000 } });

    expect((await action(ctx.app, e.sponsor, e.id, { type: "start" })).statusCode).toBe(200);
    const [anaId, boId, cyId] = [
      await seatOf(ctx.app, e.sponsor, e.id, e.ana),
      await seatOf(ctx.app, e.sponsor, e.id, e.bo),
      await seatOf(ctx.app, e.sponsor, e.id, e.cy),
    ];
    const chips = await action(ctx.app, e.sponsor, e.id, { type: "chips", counts: { [anaId]: "12,000", [boId]: "9000", [cyId]: "9000" } });
    expect(chips.statusCode, chips.body).toBe(200);

    const res = await view(token);
    expect(res.statusCode, res.body).toBe(200);
    const { view: v, serverTime } = res.json() as SeatViewResponse;
    expect(Math.abs(serverTime - Date.now())).toBeLessThan(5000);
    expect(v).toMatchObject({
      started: true,
      playersLeft: 3,
      totalPlayers: 3,
      averageStack: 10000,
      level: { number: 1, smallBlind: 25, bigBlind: 50, ante: 0 },
      player: { id: anaId, name: "Ana Ruiz", status: "active", chips: 12000, bigBlinds: 240, place: null, prizeCents: null },
      move: null,
      deal: null,
    });
    expect(v.player.table).toBeGreaterThan(0);
    expect(v.player.seat).toBeGreaterThan(0);
    expect(v.level.secondsLeft).toBeGreaterThan(0);
    // nothing about anyone else: no other name, id or username
    for (const other of [e.bo, e.cy]) expect(res.body).not.toContain(other.user.username);
    expect(res.body).not.toContain("Bo Lind");
    expect(res.body).not.toContain(boId);
    expect(res.body).not.toContain(cyId);

    // out: their place and prize
    const out = await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: anaId });
    expect(out.statusCode, out.body).toBe(200);
    const after = (await view(token)).json() as SeatViewResponse;
    expect(after.view.player).toMatchObject({ status: "eliminated", place: 3, chips: 0, table: null, seat: null, prizeCents: 0 });
    expect(after.view.playersLeft).toBe(2);
  });

  it("a forged, malformed or unknown token is a 404 with a clear message", async () => {
    const e = await event();
    const token = ((await myLink(e.ana, e.id)).json() as SeatLink).token;
    const [tid, pid, ver, sig] = token.split(".");
    const forged = [
      `${tid}.${pid}.${ver}.${sig!.slice(0, -1)}${sig!.endsWith("A") ? "B" : "A"}`,
      `${tid}.${pid}.${Number(ver) + 1}.${sig}`,
      `${tid}.r1.${ver}.${sig}`,
      "nonsense",
      `${tid}.${pid}.${ver}`,
    ];
    for (const bad of forged) {
      const res = await view(encodeURIComponent(bad));
      expect(res.statusCode, bad).toBe(404);
      expect(res.json().message).toBe(SEAT_VIEW_MESSAGES.invalid);
      expect((await injectAs(ctx.app, null, { method: "GET", url: `/api/seat-view/${encodeURIComponent(bad)}/qr.svg` })).statusCode).toBe(404);
    }
    // longer than any token: refused before it is read (fastify's 414 for a long path parameter), never a 5xx
    const long = (await view("x".repeat(300))).statusCode;
    expect(long >= 400 && long < 500, String(long)).toBe(true);
  });

  it("revoke-view (the controller only) makes the old link 404 and issues a new one; 403 for anyone else", async () => {
    const e = await event();
    const old = ((await myLink(e.ana, e.id)).json() as SeatLink).token;
    const anaId = await seatOf(ctx.app, e.sponsor, e.id, e.ana);

    const stranger = await action(ctx.app, e.ana, e.id, { type: "revoke-view", playerId: anaId });
    expect(stranger.statusCode).toBe(403);
    expect((await action(ctx.app, null, e.id, { type: "revoke-view", playerId: anaId })).statusCode).toBe(403);
    expect((await view(old)).statusCode).toBe(200);
    const unknown = await action(ctx.app, e.sponsor, e.id, { type: "revoke-view", playerId: "r999999" });
    expect(unknown.statusCode).toBe(409);

    // revoked before the clock starts: it stays revoked while the field follows the registrations
    const revoked = await action(ctx.app, e.sponsor, e.id, { type: "revoke-view", playerId: anaId });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const res = await view(old);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(SEAT_VIEW_MESSAGES.revoked);
    const fresh = ((await myLink(e.ana, e.id)).json() as SeatLink).token;
    expect(fresh).not.toBe(old);
    expect(fresh.startsWith(`${e.id}.${anaId}.1.`)).toBe(true);
    expect((await action(ctx.app, e.sponsor, e.id, { type: "start" })).statusCode).toBe(200);
    expect((await view(old)).statusCode).toBe(404);
    expect((await view(fresh)).statusCode).toBe(200);
  });

  it("the QR code is an SVG of the page's address", async () => {
    const e = await event();
    const link = (await myLink(e.ana, e.id)).json() as SeatLink;
    const res = await injectAs(ctx.app, null, { method: "GET", url: link.qrPath });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(res.body).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(res.body).toContain("<path");
  });
});

describe("GET /api/live/:id/seat-links", () => {
  it("gives the controller every entrant's link (usernames for those with no name); 403 for anyone else", async () => {
    const e = await event();
    expect((await action(ctx.app, e.sponsor, e.id, { type: "start" })).statusCode).toBe(200);
    const res = await injectAs(ctx.app, e.sponsor, { method: "GET", url: `/api/live/${e.id}/seat-links` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as SeatLinks;
    expect(body.started).toBe(true);
    expect(body.links.map((l) => l.name).sort()).toEqual(["Ana Ruiz", "Bo Lind", e.cy.user.username].sort());
    for (const l of body.links) {
      expect(l.table).toBeGreaterThan(0);
      // the phone names its player as the card does (no one's own phone says "Player N")
      expect((await view(l.token)).json().view.player.name).toBe(l.name);
    }
    for (const who of [e.ana, await createInvestor(ctx.db), null]) {
      expect((await injectAs(ctx.app, who, { method: "GET", url: `/api/live/${e.id}/seat-links` })).statusCode).toBe(403);
    }
  });
});

describe("GET /api/seat-view/:token/events", () => {
  it("streams the player's own view at once and on every console action; a revoked link ends it and reconnecting is a 404", async () => {
    const e = await event();
    expect((await action(ctx.app, e.sponsor, e.id, { type: "start" })).statusCode).toBe(200);
    const token = ((await myLink(e.bo, e.id)).json() as SeatLink).token;
    const res = await fetch(server.url(`/api/seat-view/${token}/events`), { signal: server.signal() });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const next = sseReader(res.body!);
    const first = await next();
    expect(first.event).toBe("view");
    expect((JSON.parse(first.data) as SeatViewResponse).view).toMatchObject({ level: { number: 1 }, player: { name: "Bo Lind" } });

    expect((await action(ctx.app, e.sponsor, e.id, { type: "next" })).statusCode).toBe(200);
    let ev = await next();
    while (ev.event !== "view") ev = await next();
    const second = JSON.parse(ev.data) as SeatViewResponse;
    expect(second.view.level).toMatchObject({ number: 2, smallBlind: 50, bigBlind: 100 });
    expect(second.view.player.bigBlinds).toBe(100);
    expect(ev.data).not.toContain("Ana Ruiz");

    const boId = await seatOf(ctx.app, e.sponsor, e.id, e.bo);
    expect((await action(ctx.app, e.sponsor, e.id, { type: "revoke-view", playerId: boId })).statusCode).toBe(200);
    await expect(async () => {
      for (;;) await next();
    }).rejects.toThrow("stream ended");
    const again = await fetch(server.url(`/api/seat-view/${token}/events`));
    expect(again.status).toBe(404);
    expect(((await again.json()) as { message: string }).message).toBe(SEAT_VIEW_MESSAGES.revoked);

    const bad = await fetch(server.url(`/api/seat-view/${e.id}.r1.0.AAAAAAAAAAAAAAAAAAAAAA/events`));
    expect(bad.status).toBe(404);
  });
});
