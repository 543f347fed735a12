import { chipAudit } from "@core/live/field/chip-audit";
import type { LiveState } from "@core/live/schema/contracts";
import { describe, expect, it } from "vitest";
import { tournamentBody } from "../../../src/server/seed/builders";
import { createInvestor, createPlayer, createSponsor, injectAs, setupTestApp, uniqueName, type TestUser } from "../helpers";
import { registerAs } from "../settlement/verified-helpers";
import { liveRoutes, rewindClock } from "./live-helpers";

// decision 239: the chips counted at a break or in the bags at a day's end, against the chips the event put in play.
const ctx = setupTestApp();
const { act, ok: okSnapshot, get } = liveRoutes(ctx);
const ok = async (id: string, who: TestUser, payload: Record<string, unknown>) => (await okSnapshot(id, who, payload)).state;
const MIN = 60_000;

/**
 * Decision 239's figures: 4 entrants x 500,000 + 2 rebuys x 200,000 + 2 add-ons x 100,000 = 2,600,000 in play. The clock
 * is started and every rebuy and add-on recorded in level 1.
 */
async function eventInPlay(days: string[] | null = null) {
  const sponsor = await createSponsor(ctx.db);
  const res = await injectAs(ctx.app, sponsor, {
    method: "POST",
    url: "/api/special-tournaments",
    payload: tournamentBody({
      name: uniqueName("Audit Cup"),
      date: "2030-06-01",
      buyIn: "100",
      startingChips: 500_000,
      maxSeats: 50,
      rebuys: { kind: "rebuy", untilLevel: 1, maxPerPlayer: 2, price: "100", chips: 200_000 },
      addOn: { price: "50", chips: 100_000 },
      ...(days ? { days } : {}),
    }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = String(res.json().id);
  const entrants: TestUser[] = [];
  for (let i = 0; i < 4; i++) entrants.push(await registerAs(ctx.app, await createPlayer(ctx.db), Number(id), "player"));
  let state = await ok(id, sponsor, { type: "start" });
  const [a, b, c, d] = state.players.map((p) => p.id);
  await ok(id, sponsor, { type: "rebuy", playerId: a });
  await ok(id, sponsor, { type: "rebuy", playerId: b });
  await ok(id, sponsor, { type: "addon", playerId: c });
  state = await ok(id, sponsor, { type: "addon", playerId: d });
  return { sponsor, id, entrants, ids: [a, b, c, d], state };
}

/** Counts adding up to `total`: the first player takes what is left over 600,000 each for the others. */
function countsOf(ids: string[], total: number): Record<string, string> {
  const [first, ...rest] = ids;
  return { [first]: (total - 600_000 * rest.length).toLocaleString("en-US"), ...Object.fromEntries(rest.map((pid) => [pid, "600,000"])) };
}

const sentenceOf = (state: LiveState) => (state.chipAudit ? chipAudit(state.chipAudit.counted, state.chipAudit.expected).sentence : null);

describe("chip totals that add up (decision 239)", () => {
  it("a full count at a break is checked and kept, with the issue's sentence; play is never blocked", async () => {
    const e = await eventInPlay();
    // a count during a level is not checked: only partial counts are typical then
    let state = await ok(e.id, e.sponsor, { type: "chips", counts: countsOf(e.ids, 2_540_000) });
    expect(state.chipAudit).toBeNull();
    // the break after level 1, started at once with Next
    await ok(e.id, e.sponsor, { type: "break", minutes: 15 });
    await ok(e.id, e.sponsor, { type: "next" });
    // one table's count at the break is not checked either
    state = await ok(e.id, e.sponsor, { type: "chips", counts: { [e.ids[0]]: "700,000" } });
    expect(state.chipAudit).toBeNull();
    state = await ok(e.id, e.sponsor, { type: "chips", counts: countsOf(e.ids, 2_540_000) });
    expect(state.chipAudit).toMatchObject({ counted: 2_540_000, expected: 2_600_000, kind: "break", level: 1, day: null });
    expect(sentenceOf(state)).toBe("counted 2,540,000 of 2,600,000: 2.3% short");
    expect(state.totalChipsInPlay).toBe(2_540_000);

    // a second console (a GET, as a page opening) sees it; so does the sponsor's stream of states (the public state)
    expect((await get(e.id, e.sponsor)).state.chipAudit).toEqual(state.chipAudit);
    // play goes on: the clock runs, players are eliminated, counts are taken
    await rewindClock(ctx.db, e.id, 16 * MIN);
    state = await ok(e.id, e.sponsor, { type: "eliminate", playerId: e.ids[3] });
    expect(state.currentLevel).toBe(2);
    expect(sentenceOf(state)).toBe("counted 2,540,000 of 2,600,000: 2.3% short");
  });

  it("chips raced off at a colour-up come off the expected total; they can be corrected, and are refused with their message", async () => {
    const e = await eventInPlay();
    let state = await ok(e.id, e.sponsor, { type: "race-off", chips: 1_300 });
    expect(state.racedOffChips).toBe(1_300);
    await ok(e.id, e.sponsor, { type: "break", minutes: 15 });
    await ok(e.id, e.sponsor, { type: "next" });
    state = await ok(e.id, e.sponsor, { type: "chips", counts: countsOf(e.ids, 2_598_700) });
    expect(sentenceOf(state)).toBe("counted 2,598,700 of 2,598,700: exact");

    for (const chips of [0, -100, 12.5, "1,300", null]) {
      const res = await act(e.id, e.sponsor, { type: "race-off", chips });
      expect(res.statusCode, JSON.stringify(chips)).toBe(400);
      expect(res.json().message).toContain("Enter the chips raced off as a whole number above 0.");
    }
    const missing = await act(e.id, e.sponsor, { type: "race-off" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain("Enter the chips raced off as a whole number above 0.");
    const tooMany = await act(e.id, e.sponsor, { type: "race-off", chips: 2_598_701 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe("The chips raced off can be at most the chips in play (2,598,700).");
    const badTotal = await act(e.id, e.sponsor, { type: "race-off-correct", racedOffChips: -1 });
    expect(badTotal.statusCode).toBe(400);
    expect(badTotal.json().message).toContain("Enter the corrected total raced off as a whole number (0 to undo every race-off).");
    const totalTooMany = await act(e.id, e.sponsor, { type: "race-off-correct", racedOffChips: 2_600_001 });
    expect(totalTooMany.statusCode).toBe(409);
    expect(totalTooMany.json().message).toBe("The chips raced off can be at most the chips the event put in play (2,600,000).");

    // the same race-off entered twice, then corrected; 0 undoes them all
    await ok(e.id, e.sponsor, { type: "race-off", chips: 1_300 });
    expect((await ok(e.id, e.sponsor, { type: "race-off-correct", racedOffChips: 1_300 })).racedOffChips).toBe(1_300);
    expect((await ok(e.id, e.sponsor, { type: "race-off-correct", racedOffChips: 0 })).racedOffChips).toBe(0);
  });

  it("two consoles entering race-offs at once both count: neither overwrites the other", async () => {
    const e = await eventInPlay();
    const [one, two] = await Promise.all([act(e.id, e.sponsor, { type: "race-off", chips: 500 }), act(e.id, e.sponsor, { type: "race-off", chips: 700 })]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect((await get(e.id, e.sponsor)).state.racedOffChips).toBe(1_200);
  });

  it("a race-off before the start is refused; only the sponsor may enter one", async () => {
    const sponsor = await createSponsor(ctx.db);
    const created = await injectAs(ctx.app, sponsor, {
      method: "POST",
      url: "/api/special-tournaments",
      payload: tournamentBody({ name: uniqueName("Not Yet"), date: "2030-06-01", buyIn: "100", startingChips: 10_000, maxSeats: 50 }),
    });
    const id = String(created.json().id);
    await registerAs(ctx.app, await createPlayer(ctx.db), Number(id), "player");
    const early = await act(id, sponsor, { type: "race-off", chips: 100 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("Start the clock before entering chips raced off.");

    const e = await eventInPlay();
    const cases: [TestUser | null, number, string][] = [
      [null, 403, "Sign in as the tournament's sponsor to control its clock"],
      [await createSponsor(ctx.db), 403, "Only the tournament's sponsor can control its clock"],
      [e.entrants[0], 403, "Only the tournament's sponsor can control its clock"],
      [await createInvestor(ctx.db), 403, "Only the tournament's sponsor can control its clock"],
    ];
    for (const [who, status, message] of cases) {
      for (const payload of [
        { type: "race-off", chips: 100 },
        { type: "race-off-correct", racedOffChips: 0 },
      ]) {
        const res = await act(e.id, who, payload);
        expect(res.statusCode).toBe(status);
        expect(res.json().message).toBe(message);
      }
    }
    expect((await get(e.id, e.sponsor)).state.racedOffChips).toBe(0);
  });

  it("the bags at the end of a day are checked, and checked again when one is corrected", async () => {
    const e = await eventInPlay(["Day 1", "Day 2"]);
    let state = await ok(e.id, e.sponsor, { type: "end-day", bags: countsOf(e.ids, 2_621_000) });
    expect(state.chipAudit).toMatchObject({ counted: 2_621_000, expected: 2_600_000, kind: "end-day", day: "Day 1" });
    expect(sentenceOf(state)).toBe("counted 2,621,000 of 2,600,000: 0.8% over");
    state = await ok(e.id, e.sponsor, { type: "correct-bags", bags: { [e.ids[0]]: "800,000" } });
    expect(state.chipAudit).toMatchObject({ counted: 2_600_000, expected: 2_600_000, kind: "end-day" });
    expect(sentenceOf(state)).toBe("counted 2,600,000 of 2,600,000: exact");
  });

  it("a spectator's state carries the check as the console's does (it is worked out from public figures)", async () => {
    const e = await eventInPlay();
    await ok(e.id, e.sponsor, { type: "break", minutes: 15 });
    await ok(e.id, e.sponsor, { type: "next" });
    const state = await ok(e.id, e.sponsor, { type: "chips", counts: countsOf(e.ids, 2_540_000) });
    const spectator = await get(e.id, null);
    expect(spectator.canControl).toBe(false);
    expect(spectator.state.chipAudit).toEqual(state.chipAudit);
    // counted is the chips in play the displays already show, expected follows from the entrants, rebuys and add-ons
    expect(spectator.state.chipAudit?.counted).toBe(spectator.state.totalChipsInPlay);
  });
});
