import { describe, expect, it } from "vitest";
import { tournamentBody } from "../../../src/server/seed/builders";
import { createPlayer, createSponsor, injectAs, setupTestApp, uniqueName, type TestUser } from "../helpers";
import { registerAs } from "../settlement/verified-helpers";
import { liveRoutes } from "./live-helpers";

// decision 160: rebuys, re-entries and the add-on recorded on the clock, counted in the pool.
const ctx = setupTestApp();
const { act, ok: okSnapshot, get } = liveRoutes(ctx);
const ok = async (id: number | string, who: TestUser, payload: Record<string, unknown>) => (await okSnapshot(id, who, payload)).state;
const REBUYS = { kind: "rebuy", untilLevel: 2, maxPerPlayer: 2, price: "50", chips: 5000 };

async function createEvent(format: Record<string, unknown>, players = 3, buyIn = "100") {
  const sponsor = await createSponsor(ctx.db);
  const res = await injectAs(ctx.app, sponsor, {
    method: "POST",
    url: "/api/special-tournaments",
    payload: tournamentBody({ name: uniqueName("Rebuy Cup"), date: "2030-06-01", buyIn, startingChips: 10000, maxSeats: 50, ...format }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = String(res.json().id);
  const entrants: TestUser[] = [];
  for (let i = 0; i < players; i++) entrants.push(await registerAs(ctx.app, await createPlayer(ctx.db), Number(id), "player"));
  return { sponsor, id, entrants, created: res.json() };
}

describe("rebuys and add-ons on the clock", () => {
  it("the event keeps its rebuy and add-on rules; bad ones are a 400 naming the field", async () => {
    const { created } = await createEvent({ rebuys: REBUYS, addOn: { price: "40", chips: 8000 } }, 0);
    expect(created).toMatchObject({
      rebuys: { kind: "rebuy", untilLevel: 2, maxPerPlayer: 2, price: "50.00", chips: 5000 },
      addOn: { price: "40.00", chips: 8000 },
    });
    const sponsor = await createSponsor(ctx.db);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ rebuys: { ...REBUYS, untilLevel: 0 } }, /^Rebuys until level must be a whole number from 1 to 100/],
      [{ rebuys: { ...REBUYS, untilLevel: 101 } }, /^Rebuys until level must be a whole number from 1 to 100/],
      [{ rebuys: { ...REBUYS, maxPerPlayer: 11 } }, /^Rebuys per player must be a whole number from 1 to 10/],
      [{ rebuys: { ...REBUYS, price: "1000000.01" } }, /^Rebuy price must be a dollar amount from \$0 to \$1,000,000/],
      [{ rebuys: { ...REBUYS, chips: 10_000_001 } }, /^Rebuy chips must be a whole number from 1 to 10,000,000/],
      [{ rebuys: { ...REBUYS, kind: "double" } }, /^Rebuy kind must be rebuy or reentry/],
      [{ rebuys: "yes" }, /^Rebuys must be/],
      [{ addOn: { price: "40", chips: 0 }, rebuys: REBUYS }, /^Add-on chips must be a whole number from 1 to 10,000,000/],
      [{ addOn: { price: "40", chips: 8000 } }, /^An add-on needs rebuys or re-entries/],
      [{ bounty: "100" }, /^Bounty must be less than the buy-in/],
      [{ bounty: "-5" }, /^Bounty must be a dollar amount above \$0/],
    ];
    // an update is checked against what is stored
    const plain = await createEvent({}, 0);
    const withAddOn = await createEvent({ rebuys: REBUYS, addOn: { price: "40", chips: 8000 } }, 0);
    const patches: [typeof plain, Record<string, unknown>, RegExp][] = [
      [plain, { bounty: "100" }, /^Bounty must be less than the buy-in/],
      [plain, { addOn: { price: "40", chips: 8000 } }, /^An add-on needs rebuys or re-entries/],
      [withAddOn, { rebuys: null }, /^An add-on needs rebuys or re-entries/],
      [withAddOn, { buyIn: "5", bounty: "5" }, /^Bounty must be less than the buy-in/],
    ];
    for (const [event, payload, message] of patches) {
      const res = await injectAs(ctx.app, event.sponsor, { method: "PATCH", url: `/api/special-tournaments/${event.id}`, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toMatch(message);
    }
    const cleared = await injectAs(ctx.app, withAddOn.sponsor, {
      method: "PATCH",
      url: `/api/special-tournaments/${withAddOn.id}`,
      payload: { rebuys: null, addOn: null, bounty: "10" },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ rebuys: null, addOn: null, bounty: "10.00" });

    for (const [format, message] of cases) {
      const res = await injectAs(ctx.app, sponsor, {
        method: "POST",
        url: "/api/special-tournaments",
        payload: tournamentBody({ name: uniqueName("Bad"), date: "2030-06-01", buyIn: "100", ...format }),
      });
      expect(res.statusCode, JSON.stringify(format)).toBe(400);
      expect(res.json().message, JSON.stringify(format)).toMatch(message);
    }
  });

  it("records rebuys and an add-on through the console, grows the chips and the pool, and refuses what the rules forbid", async () => {
    const { sponsor, id, entrants } = await createEvent({ rebuys: REBUYS, addOn: { price: "40", chips: 8000 }, guaranteedPrizePool: null });
    const seat = async (i: number) => (await get(id, sponsor)).state.players.find((p) => p.userId === entrants[i].user.id)!.id;
    const [a, b, c] = [await seat(0), await seat(1), await seat(2)];

    // before the clock starts, nothing to rebuy
    let res = await act(id, sponsor, { type: "rebuy", playerId: a });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Start the clock before recording rebuys.");
    await ok(id, sponsor, { type: "start" });

    // only the sponsor, a player id required
    expect((await act(id, entrants[0], { type: "rebuy", playerId: a })).statusCode).toBe(403);
    res = await act(id, sponsor, { type: "rebuy" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Please select a player.");

    let state = await ok(id, sponsor, { type: "rebuy", playerId: a });
    expect(state.players.find((p) => p.id === a)!.chips).toBe(15000);
    expect(state).toMatchObject({ totalChipsInPlay: 35000, prizePool: "350.00" });
    expect(state.entries).toMatchObject([{ playerId: a, kind: "rebuy" }]);

    res = await act(id, sponsor, { type: "rebuy", playerId: a });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/has more than the starting stack/);
    res = await act(id, sponsor, { type: "rebuy", playerId: "nobody" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("That player is not in this tournament.");

    // the add-on waits for the last rebuy level
    res = await act(id, sponsor, { type: "addon", playerId: b });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("The add-on opens at level 2, the last rebuy level.");
    await ok(id, sponsor, { type: "next" });
    state = await ok(id, sponsor, { type: "addon", playerId: b });
    expect(state.players.find((p) => p.id === b)!.chips).toBe(18000);
    res = await act(id, sponsor, { type: "addon", playerId: b });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/has already taken the add-on/);
    await ok(id, sponsor, { type: "rebuy", playerId: c });

    // the period is over after level 2
    await ok(id, sponsor, { type: "next" });
    res = await act(id, sponsor, { type: "rebuy", playerId: c });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Rebuys closed after level 2.");
    res = await act(id, sponsor, { type: "addon", playerId: c });
    expect(res.json().message).toBe("The add-on closed after level 2.");

    // 3 x $100 + 2 rebuys x $50 + 1 add-on x $40, what anyone watching sees
    const seen = (await get(id)).state;
    expect(seen).toMatchObject({ prizePool: "440.00", totalChipsInPlay: 30000 + 10000 + 8000 });
    expect(seen.entries).toHaveLength(3);
  });

  it("a re-entry brings an eliminated player back; the guarantee stays the floor; an event without rebuys refuses them", async () => {
    const { sponsor, id, entrants } = await createEvent({ rebuys: { ...REBUYS, kind: "reentry", maxPerPlayer: 1 }, guaranteedPrizePool: "320" });
    const players = (await get(id, sponsor)).state.players;
    const a = players.find((p) => p.userId === entrants[0].user.id)!.id;
    await ok(id, sponsor, { type: "start" });
    expect((await get(id)).state.prizePool).toBe("320.00");
    let res = await act(id, sponsor, { type: "rebuy", playerId: a });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/is still in: a re-entry is for an eliminated player/);
    await ok(id, sponsor, { type: "eliminate", playerId: a });
    const state = await ok(id, sponsor, { type: "rebuy", playerId: a });
    expect(state.players.find((p) => p.id === a)).toMatchObject({ isEliminated: false, chips: 5000 });
    expect(state).toMatchObject({ prizePool: "350.00", eliminatedPlayers: 0 });
    await ok(id, sponsor, { type: "eliminate", playerId: a });
    res = await act(id, sponsor, { type: "rebuy", playerId: a });
    expect(res.json().message).toMatch(/has reached the limit of 1 re-entry per player/);

    const plain = await createEvent({});
    await ok(plain.id, plain.sponsor, { type: "start" });
    const p = (await get(plain.id)).state.players[0].id;
    res = await act(plain.id, plain.sponsor, { type: "rebuy", playerId: p });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Rebuys are not available in this tournament.");
    res = await act(plain.id, plain.sponsor, { type: "addon", playerId: p });
    expect(res.json().message).toBe("Add-ons are not available in this tournament.");
  });
});
