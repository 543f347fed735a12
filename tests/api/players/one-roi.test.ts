import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaigns } from "../../../src/server/db/schema/index";
import { tournamentBody } from "../../../src/server/seed/builders";
import { createCampaign as insertCampaign } from "../factories";
import { toCents } from "../../../src/core/money";
import { createPlayer, createSponsor, injectAs, setupTestApp, uniqueName } from "../helpers";
import { action, fillField, linkedCampaign, registerAs, seatOf } from "../settlement/verified-helpers";

const ctx = setupTestApp();

const getPlayer = (username: string) => injectAs(ctx.app, null, { method: "GET", url: `/api/players/${encodeURIComponent(username)}` });

/**
 * Issue 37 item 6, as the walk saw it: a $100 event with a $100 rebuy and a $100 add-on; the player fires all three,
 * wins, and her campaign settles from the clock.
 */
async function rebuyWinner() {
  const sponsor = await createSponsor(ctx.db);
  const created = await injectAs(ctx.app, sponsor, {
    method: "POST",
    url: "/api/special-tournaments",
    payload: tournamentBody({
      name: uniqueName("Rebuy Cup"),
      date: "2030-06-01",
      location: "Las Vegas",
      buyIn: "100",
      startingChips: 10000,
      maxSeats: 100,
      rebuys: { kind: "rebuy", untilLevel: 1, maxPerPlayer: 2, price: "100", chips: 10000 },
      addOn: { price: "100", chips: 10000 },
    }),
  });
  expect(created.statusCode, created.body).toBe(201);
  const event = { id: created.json().id as number, name: created.json().name as string };
  const player = await registerAs(ctx.app, await createPlayer(ctx.db), event.id, "player");
  await fillField(ctx.db, event.id, 2);
  const campaign = await linkedCampaign(ctx.db, player, event, { buyIn: "100.00", targetAmount: "50.00", minStake: "10.00" });
  expect((await action(ctx.app, sponsor, event.id, { type: "start" })).statusCode).toBe(200);
  const me = await seatOf(ctx.app, sponsor, event.id, player);
  for (const type of ["rebuy", "addon"]) {
    const res = await action(ctx.app, sponsor, event.id, { type, playerId: me });
    expect(res.statusCode, res.body).toBe(200);
  }
  const { state } = (await injectAs(ctx.app, sponsor, { method: "GET", url: `/api/live/${event.id}` })).json();
  for (const p of state.players.filter((x: { id: string }) => x.id !== me)) {
    const out = await action(ctx.app, sponsor, event.id, { type: "eliminate", playerId: p.id });
    expect(out.statusCode, out.body).toBe(200);
  }
  const [row] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
  expect(row.status).toBe("completed");
  return { player, campaign: row, event };
}

describe("one ROI for a player (decision 210)", () => {
  it("counts the buy-in, the rebuy and the add-on the clock recorded: $300 in, not $100", async () => {
    const { player, campaign } = await rebuyWinner();
    // three entrants at $100, one rebuy and one add-on at $100: the winner takes what the table pays for 1st
    expect(toCents(campaign.totalWinnings)).toBeGreaterThan(0);

    // the walk's figure: the deal paid her $664.87; on $300 in that is +121.6%, not +564.9% on the $100 buy-in
    await ctx.db.update(campaigns).set({ totalWinnings: "664.87" }).where(eq(campaigns.id, campaign.id));
    const body = (await getPlayer(player.user.username)).json();
    expect(body.roi).toEqual({ roi: 121.6, basis: "verified", events: 1, in: "300.00", out: "664.87" });
    expect(body.verified.roi).toBe(121.6);
    expect(body.roiParts.verified).toEqual(body.roi);
    expect(body.roiParts.selfReported).toEqual({ roi: null, basis: null, events: 0, in: "0.00", out: "0.00" });

    // the campaign card (a list), the campaign page and its dialog's record carry the same figure
    const next = uniqueName("Next Event");
    const open = await insertCampaign(ctx.db, player, { tournament: next });
    const page = (await injectAs(ctx.app, null, { method: "GET", url: `/api/campaigns/${open.id}` })).json();
    expect(page.playerRoi).toEqual(body.roi);
    expect(page.playerRecord).toEqual({ events: 1, roiPercent: "121.6", smallSample: true });
    const list = (await injectAs(ctx.app, null, { method: "GET", url: `/api/campaigns?search=${encodeURIComponent(next)}` })).json();
    const items = Array.isArray(list) ? list : list.items;
    const card = items.find((c: { id: number }) => c.id === open.id);
    expect(card?.playerRoi).toEqual(body.roi);
  });

  it("a Day-2 campaign of the same event is the same event: counted once", async () => {
    const { player, campaign, event } = await rebuyWinner();
    await ctx.db.update(campaigns).set({ totalWinnings: "664.87" }).where(eq(campaigns.id, campaign.id));
    await linkedCampaign(ctx.db, player, event, {
      buyIn: "100.00",
      day: 2,
      status: "completed",
      totalWinnings: "664.87",
      completedAt: new Date(),
      finalPosition: 1,
    });
    const body = (await getPlayer(player.user.username)).json();
    expect(body.roi).toMatchObject({ roi: 121.6, events: 1, in: "300.00", out: "664.87" });
  });

  it("self-reported events alone: the card's ROI is the player page's and the dialog's (+111.4%), not the 0-100 rating", async () => {
    const p = await createPlayer(ctx.db);
    // the walk's self-reported record: two $1,000 events, one cashed for $4,228: 25 + 50 = a rating of 75
    await insertCampaign(ctx.db, p, { buyIn: "1000.00", status: "completed", totalWinnings: "4228.00", finalPosition: 1, completedAt: new Date() });
    await insertCampaign(ctx.db, p, { buyIn: "1000.00", status: "completed", totalWinnings: "0.00", finalPosition: 0, completedAt: new Date() });
    const open = await insertCampaign(ctx.db, p, { tournament: "Open One" });
    const page = (await injectAs(ctx.app, null, { method: "GET", url: `/api/campaigns/${open.id}` })).json();
    expect(page.rating).toBe(75);
    expect(page.playerRoi).toEqual({ roi: 111.4, basis: "self-reported", events: 2, in: "2000.00", out: "4228.00" });
    expect(page.playerRecord).toEqual({ events: 2, roiPercent: "111.4", smallSample: true });
    const body = (await getPlayer(p.user.username)).json();
    expect(body.roi).toEqual(page.playerRoi);
    expect(body.selfReported.roi).toBe(111.4);
  });

  it("a new player has no figure: null, no basis", async () => {
    const p = await createPlayer(ctx.db);
    const open = await insertCampaign(ctx.db, p);
    const page = (await injectAs(ctx.app, null, { method: "GET", url: `/api/campaigns/${open.id}` })).json();
    expect(page.playerRoi).toEqual({ roi: null, basis: null, events: 0, in: "0.00", out: "0.00" });
    // nothing else in the database moved
    const [{ n }] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(campaigns)
      .where(eq(campaigns.playerId, p.user.id));
    expect(n).toBe(1);
  });
});

describe("the player's open campaigns", () => {
  it("lists active campaigns only, with what is left to sell", async () => {
    const p = await createPlayer(ctx.db);
    const open = await insertCampaign(ctx.db, p, { tournament: "Open Event", targetAmount: "1000.00", currentAmount: "250.00" });
    await insertCampaign(ctx.db, p, { tournament: "Funded Event", status: "funded" });
    await insertCampaign(ctx.db, p, { tournament: "Closed Event", status: "completed", totalWinnings: "0.00", completedAt: new Date() });
    await insertCampaign(ctx.db, p, { tournament: "Cancelled Event", status: "cancelled" });
    const body = (await getPlayer(p.user.username)).json();
    expect(body.openCampaigns).toEqual([expect.objectContaining({ id: open.id, tournament: "Open Event", remaining: "750.00", verified: false })]);
  });
});
