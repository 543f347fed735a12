import type { SeatLink } from "@core/live/views/seat-view-contracts";
import { describe, expect, it } from "vitest";
import { SEAT_VIEW_MESSAGES } from "../../../src/server/live/seat-view-routes";
import { createPlayer, injectAs, setupTestApp, type TestUser } from "../helpers";
import { action, createEvent, registerAs, seatOf } from "../settlement/verified-helpers";

// decision 196: a seat link revoked before the start stays dead when its player unregisters and registers again
// (same registration, so the same live id) and the console saves anything; a revoked version is never reused.
const ctx = setupTestApp();

async function event() {
  const e = await createEvent(ctx.app, ctx.db, 0, "100");
  const ana = await createPlayer(ctx.db, { firstName: "Ana", lastName: "Ruiz" });
  const bo = await createPlayer(ctx.db, { firstName: "Bo", lastName: "Lind" });
  for (const p of [ana, bo]) await registerAs(ctx.app, p, e.id, "player");
  return { ...e, ana, bo };
}

const myLink = async (who: TestUser, id: number) => {
  const res = await injectAs(ctx.app, who, { method: "GET", url: `/api/special-tournaments/${id}/my-seat-link` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as SeatLink).token;
};
const view = (token: string) => injectAs(ctx.app, null, { method: "GET", url: `/api/seat-view/${token}` });
const unregister = async (who: TestUser, id: number) => {
  const res = await injectAs(ctx.app, who, { method: "DELETE", url: `/api/special-tournaments/${id}/registration` });
  expect(res.statusCode, res.body).toBe(200);
};

async function expectRevoked(token: string) {
  const res = await view(token);
  expect(res.statusCode, res.body).toBe(404);
  expect(res.json().message).toBe(SEAT_VIEW_MESSAGES.revoked);
  expect((await injectAs(ctx.app, null, { method: "GET", url: `/api/seat-view/${token}/qr.svg` })).statusCode).toBe(404);
}

/** Revokes Ana's first link, then she gives her seat back and the console saves an action while she is out of the field. */
async function revokedThenUnregistered() {
  const e = await event();
  const old = await myLink(e.ana, e.id);
  const anaId = await seatOf(ctx.app, e.sponsor, e.id, e.ana);
  expect((await action(ctx.app, e.sponsor, e.id, { type: "revoke-view", playerId: anaId })).statusCode).toBe(200);
  await expectRevoked(old);
  await unregister(e.ana, e.id);
  // any action: the stored field follows the registrations, without her
  const boId = await seatOf(ctx.app, e.sponsor, e.id, e.bo);
  const saved = await action(ctx.app, e.sponsor, e.id, { type: "chips", counts: { [boId]: "12000" } });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json().state.players.some((p: { id: string }) => p.id === anaId)).toBe(false);
  return { ...e, old, anaId, boId };
}

describe("a seat link revoked before the start", () => {
  it("stays dead after the player unregisters, registers again under the same registration and the console saves", async () => {
    const e = await revokedThenUnregistered();
    await registerAs(ctx.app, e.ana, e.id, "player");
    // the same registration row, so the same live id the old link names
    expect(await seatOf(ctx.app, e.sponsor, e.id, e.ana)).toBe(e.anaId);
    await expectRevoked(e.old);

    const saved = await action(ctx.app, e.sponsor, e.id, { type: "chips", counts: { [e.boId]: "11000" } });
    expect(saved.statusCode, saved.body).toBe(200);
    await expectRevoked(e.old);

    // her link now has a version never used before, and it works
    const fresh = await myLink(e.ana, e.id);
    expect(fresh).not.toBe(e.old);
    expect(fresh.startsWith(`${e.id}.${e.anaId}.1.`)).toBe(true);
    expect((await view(fresh)).statusCode).toBe(200);

    // through the start, and a second revoke takes the next version, not one used before
    expect((await action(ctx.app, e.sponsor, e.id, { type: "start" })).statusCode).toBe(200);
    await expectRevoked(e.old);
    expect((await view(fresh)).statusCode).toBe(200);
    expect((await action(ctx.app, e.sponsor, e.id, { type: "revoke-view", playerId: e.anaId })).statusCode).toBe(200);
    await expectRevoked(fresh);
    await expectRevoked(e.old);
    const third = await myLink(e.ana, e.id);
    expect(third.startsWith(`${e.id}.${e.anaId}.2.`)).toBe(true);
    expect((await view(third)).statusCode).toBe(200);
  });

  it("stays dead when the console enters the player late under the registration they cancelled", async () => {
    const e = await revokedThenUnregistered();
    expect((await action(ctx.app, e.sponsor, e.id, { type: "start" })).statusCode).toBe(200);
    const late = await action(ctx.app, e.sponsor, e.id, { type: "late-registration", name: "Ana Ruiz", username: e.ana.user.username });
    expect(late.statusCode, late.body).toBe(200);
    expect(await seatOf(ctx.app, e.sponsor, e.id, e.ana)).toBe(e.anaId);
    await expectRevoked(e.old);
    const fresh = await myLink(e.ana, e.id);
    expect(fresh.startsWith(`${e.id}.${e.anaId}.1.`)).toBe(true);
    expect((await view(fresh)).statusCode).toBe(200);
  });
});
