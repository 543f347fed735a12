import { describe, expect, it } from "vitest";
import { DAY_TWO_MESSAGES } from "@core/day-two";
import { END_DAY_MESSAGES } from "@core/live/field/end-day";
import { STAKING_CLOSED_MESSAGE } from "../../../src/server/investing/staking-closed";
import { tournamentBody } from "../../../src/server/seed/builders";
import { createInvestor, createPlayer, createSponsor, injectAs, setupTestApp, uniqueName } from "../helpers";
import { createIntent } from "../investing/investing-helpers";
import { action, back, campaignRow, fillField, investmentsOf, liveState, registerAs, seatOf } from "../settlement/verified-helpers";

/**
 * decision 170: Day-2 action is sold once, on the day it was priced, and bags are whole chip counts,
 * correctable until the next day starts while nobody has bought from the price they set.
 */
const ctx = setupTestApp();
const DAYS = ["Day 1", "Day 2", "Final Day"];

/** A $500 event, 25,000 starting chips, three days; alice and bob play, 6 more fill the field; started. */
async function startedEvent() {
  const sponsor = await createSponsor(ctx.db);
  const created = await injectAs(ctx.app, sponsor, {
    method: "POST",
    url: "/api/special-tournaments",
    payload: tournamentBody({ name: uniqueName("Main Event"), date: "2030-06-01", buyIn: "500", startingChips: 25000, maxSeats: 100, days: DAYS }),
  });
  expect(created.statusCode, created.body).toBe(201);
  const id: number = created.json().id;
  const [alice, bob] = [await createPlayer(ctx.db), await createPlayer(ctx.db)];
  for (const p of [alice, bob]) await registerAs(ctx.app, p, id, "player");
  await fillField(ctx.db, id, 6);
  expect((await action(ctx.app, sponsor, id, { type: "start" })).statusCode).toBe(200);
  return { sponsor, id, alice, bob, aliceSeat: await seatOf(ctx.app, sponsor, id, alice) };
}
type Event = Awaited<ReturnType<typeof startedEvent>>;

/** Ends the day being played with alice on `aliceBag` and everyone else on 30,000. */
async function endDay(e: Event, aliceBag: string) {
  const { state } = await liveState(ctx.app, e.sponsor, e.id);
  const bags = Object.fromEntries(state.players.filter((p) => !p.isEliminated).map((p) => [p.id, p.id === e.aliceSeat ? aliceBag : "30,000"]));
  return action(ctx.app, e.sponsor, e.id, { type: "end-day", bags });
}

const sell = (e: Event, percentage: number) =>
  injectAs(ctx.app, e.alice, { method: "POST", url: "/api/campaigns/day-two", payload: { tournamentId: e.id, percentage, markup: "1.00" } });
const campaign = async (id: number) => (await injectAs(ctx.app, null, { method: "GET", url: `/api/campaigns/${id}` })).json();

describe("Day-2 action is sold once, on the day it was priced (decision 170)", () => {
  it("a campaign priced from the Day-1 bag never sells again when Day 2 ends; Day 3 needs a new campaign from the Day-2 bag", async () => {
    const e = await startedEvent();
    expect((await endDay(e, "420,000")).statusCode).toBe(200);
    const day2 = await sell(e, 10);
    expect(day2.statusCode, day2.body).toBe(201);
    expect(day2.json()).toMatchObject({ day: 2, bagChips: 420_000, targetAmount: "840.00", minStake: "84.00", eventStarted: false });
    const c2: number = day2.json().id;

    // Day 2 starts: its sale closes
    expect((await action(ctx.app, e.sponsor, e.id, { type: "start" })).statusCode).toBe(200);
    const duringDay2 = await createIntent(ctx.app, await createInvestor(ctx.db), c2, "84.00");
    expect(duringDay2.statusCode).toBe(409);
    expect(duringDay2.json().message).toBe(STAKING_CLOSED_MESSAGE);

    // Day 2 ends on a 26,000 bag: the campaign priced from 420,000 stays closed (before: $840 bought 10%, worth $52)
    expect((await endDay(e, "26,000")).statusCode).toBe(200);
    const afterDay2 = await createIntent(ctx.app, await createInvestor(ctx.db), c2, "840.00");
    expect(afterDay2.statusCode).toBe(409);
    expect(afterDay2.json().message).toBe(STAKING_CLOSED_MESSAGE);
    expect(await campaign(c2)).toMatchObject({ day: 2, eventStarted: true });
    expect(await investmentsOf(ctx.db, c2)).toEqual([]);

    // the Final Day's action: a new campaign priced from the Day-2 bag, $5.20 per 1%
    const offer = await injectAs(ctx.app, e.alice, { method: "GET", url: `/api/campaigns/day-two?tournamentId=${e.id}` });
    expect(offer.json()).toMatchObject({ eligible: true, bag: 26_000, pricePerPercent: "5.20", dayName: "Final Day", campaignId: null });
    const day3 = await sell(e, 10);
    expect(day3.statusCode, day3.body).toBe(201);
    expect(day3.json()).toMatchObject({ day: 3, bagChips: 26_000, buyIn: "520.00", targetAmount: "52.00", minStake: "5.20", eventStarted: false });
    const c3: number = day3.json().id;
    expect((await sell(e, 5)).json().message).toBe(DAY_TWO_MESSAGES.duplicate);
    await back(ctx.app, await createInvestor(ctx.db), c3, "5.20");
    expect((await investmentsOf(ctx.db, c3)).map((i) => i.percentage)).toEqual(["1.0000"]);
    // the Day-2 campaign is still not on sale
    expect((await createIntent(ctx.app, await createInvestor(ctx.db), c2, "84.00")).statusCode).toBe(409);

    // the Final Day starts: the Day-3 sale closes too
    expect((await action(ctx.app, e.sponsor, e.id, { type: "start" })).statusCode).toBe(200);
    const late = await createIntent(ctx.app, await createInvestor(ctx.db), c3, "5.20");
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(STAKING_CLOSED_MESSAGE);
    expect(await campaign(c3)).toMatchObject({ day: 3, eventStarted: true });
  });

  it("a day cannot be ended again between days (the start that closes the sale comes first)", async () => {
    const e = await startedEvent();
    expect((await endDay(e, "420,000")).statusCode).toBe(200);
    const again = await endDay(e, "26,000");
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(END_DAY_MESSAGES.notResumed("Day 2"));
  });
});

describe("bags are whole chip counts, correctable until the next day (decision 170)", () => {
  it("an end-day with a bag of 30000.5 is a 400 naming the player, and changes nothing", async () => {
    const e = await startedEvent();
    const { state } = await liveState(ctx.app, e.sponsor, e.id);
    const name = state.players.find((p) => p.id === e.aliceSeat)!.name;
    for (const bad of ["30000.5", "1e5", "4.2M", "420k", "-30000"]) {
      const res = await endDay(e, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBe(`Enter ${name}'s bag as a whole number, like 420,000.`);
    }
    const chips = await action(ctx.app, e.sponsor, e.id, { type: "chips", counts: { [e.aliceSeat]: "30000.5" } });
    expect(chips.statusCode).toBe(400);
    expect(chips.json().message).toBe(`Enter ${name}'s chips as a whole number, like 420,000.`);
    const after = await liveState(ctx.app, e.sponsor, e.id);
    expect(after.state.version).toBe(state.version);
    expect(after.state.bags).toBeNull();
  });

  it("a bag corrected before anyone bought: the Day-2 price follows; after a buyer the correction is refused", async () => {
    const e = await startedEvent();
    // the bag was 42,000, typed 420,000
    expect((await endDay(e, "420,000")).statusCode).toBe(200);
    const created = await sell(e, 10);
    expect(created.statusCode, created.body).toBe(201);
    const id: number = created.json().id;

    const wrongRole = await action(ctx.app, e.alice, e.id, { type: "correct-bags", bags: { [e.aliceSeat]: "42,000" } });
    expect(wrongRole.statusCode).toBe(403);
    const bad = await action(ctx.app, e.sponsor, e.id, { type: "correct-bags", bags: { [e.aliceSeat]: "42000.5" } });
    expect(bad.statusCode).toBe(400);

    const fixed = await action(ctx.app, e.sponsor, e.id, { type: "correct-bags", bags: { [e.aliceSeat]: "42,000" } });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const s = fixed.json().state;
    expect(s.bags[e.aliceSeat]).toBe(42_000);
    expect(s.players.find((p: { id: string }) => p.id === e.aliceSeat).chips).toBe(42_000);
    // $500 x 42,000 / 25,000 / 100 = $8.40 per 1%
    expect(await campaign(id)).toMatchObject({ bagChips: 42_000, buyIn: "840.00", targetAmount: "84.00", minStake: "8.40", eventStarted: false });
    const offer = await injectAs(ctx.app, e.alice, { method: "GET", url: `/api/campaigns/day-two?tournamentId=${e.id}` });
    expect(offer.json()).toMatchObject({ bag: 42_000, pricePerPercent: "8.40", campaignId: id });

    // a backer buys 1% at the corrected price; the bag can no longer change under them
    await back(ctx.app, await createInvestor(ctx.db), id, "8.40");
    expect((await investmentsOf(ctx.db, id)).map((i) => i.percentage)).toEqual(["1.0000"]);
    const name = s.players.find((p: { id: string }) => p.id === e.aliceSeat).name;
    const refused = await action(ctx.app, e.sponsor, e.id, { type: "correct-bags", bags: { [e.aliceSeat]: "40,000" } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(DAY_TWO_MESSAGES.bagHasBackers(name));
    expect((await liveState(ctx.app, e.sponsor, e.id)).state.bags![e.aliceSeat]).toBe(42_000);
    expect(await campaignRow(ctx.db, id)).toMatchObject({ bagChips: 42_000, buyIn: "840.00" });

    // bob has no campaign: his bag is corrected freely; once the next day starts no bag is
    const bobSeat = await seatOf(ctx.app, e.sponsor, e.id, e.bob);
    expect((await action(ctx.app, e.sponsor, e.id, { type: "correct-bags", bags: { [bobSeat]: "31,500" } })).statusCode).toBe(200);
    await action(ctx.app, e.sponsor, e.id, { type: "start" });
    const tooLate = await action(ctx.app, e.sponsor, e.id, { type: "correct-bags", bags: { [bobSeat]: "31,000" } });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toBe(END_DAY_MESSAGES.notBetweenDays);
  });

  it("a correction that leaves the bag at or below the starting stack cannot price the campaign made from it", async () => {
    const e = await startedEvent();
    expect((await endDay(e, "420,000")).statusCode).toBe(200);
    const id: number = (await sell(e, 10)).json().id;
    const res = await action(ctx.app, e.sponsor, e.id, { type: "correct-bags", bags: { [e.aliceSeat]: "25,000" } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/cannot price the Day-2 campaign/);
    expect(await campaignRow(ctx.db, id)).toMatchObject({ bagChips: 420_000, buyIn: "8400.00" });
  });
});
