import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LANDING_MIN_VERIFIED_EVENTS } from "@core/contracts/landing";
import { campaigns, users } from "../../../src/server/db/schema/index";
import { forgetLandingPlayers } from "../../../src/server/players/landing";
import { createCampaign, createInvestment } from "../factories";
import { createInvestor, createPlayer, injectAs, setupTestApp, usingPostgres, type TestUser } from "../helpers";
import { selfReported, verifiedBust } from "../players/player-helpers";
import { action, back, createEvent, linkedCampaign, seatOf } from "../settlement/verified-helpers";

const ctx = setupTestApp();

async function landing() {
  forgetLandingPlayers(ctx.db);
  const res = await injectAs(ctx.app, null, { method: "GET", url: "/api/landing/players" });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

/** A verified win for `player`: a 2-entrant event at $1,000 whose other entrant is out first. */
async function verifiedWin(player: TestUser, investor: TestUser) {
  const event = await createEvent(ctx.app, ctx.db, 1);
  const [other] = event.entrants;
  await injectAs(ctx.app, player, { method: "POST", url: "/api/special-tournaments/register", payload: { tournamentId: event.id, userRole: "player" } });
  const campaign = await linkedCampaign(ctx.db, player, event);
  await back(ctx.app, investor, campaign.id, "100.00");
  expect((await action(ctx.app, event.sponsor, event.id, { type: "start" })).statusCode).toBe(200);
  const out = await action(ctx.app, event.sponsor, event.id, { type: "eliminate", playerId: await seatOf(ctx.app, event.sponsor, event.id, other) });
  expect(out.statusCode, out.body).toBe(200);
  return campaign;
}

describe("GET /api/landing/players", () => {
  // first in the file: the embedded database starts empty (a shared PostgreSQL holds other files' rows)
  it.skipIf(usingPostgres)("on an empty database says so: the page shows the spec's sample cards, marked as examples", async () => {
    const res = await landing();
    expect(res.json()).toEqual({ sample: true, minVerifiedEvents: LANDING_MIN_VERIFIED_EVENTS, topPlayers: [], openCampaigns: [] });
    expect(res.headers["cache-control"]).toBe("public, max-age=30");
  });

  it("ranks players by their verified ROI, with at least 3 verified events; self-reported results never rank", async () => {
    const investor = await createInvestor(ctx.db);
    const star = await createPlayer(ctx.db, { firstName: "Nora", lastName: "Quist" });
    for (let i = 0; i < LANDING_MIN_VERIFIED_EVENTS; i++) await verifiedWin(star, investor);
    // two verified events only: not enough to rank, however good
    const rookie = await createPlayer(ctx.db);
    for (let i = 0; i < LANDING_MIN_VERIFIED_EVENTS - 1; i++) await verifiedWin(rookie, investor);
    // a typed result of +200% never puts its player here
    const typer = await createPlayer(ctx.db);
    for (let i = 0; i < LANDING_MIN_VERIFIED_EVENTS; i++) await selfReported(ctx.app, ctx.db, typer, investor, "100.00", 1, "30000");
    // a verified loser with enough events ranks after the winner
    const loser = await createPlayer(ctx.db);
    for (let i = 0; i < LANDING_MIN_VERIFIED_EVENTS; i++)
      await verifiedBust(ctx.app, ctx.db, investor, "50.00").then(async ({ player, campaign }) => {
        await ctx.db.update(campaigns).set({ playerId: loser.user.id }).where(eq(campaigns.id, campaign.id));
        return player;
      });

    const open = await createCampaign(ctx.db, star, { tournament: "Star's Next Event", targetAmount: "1000.00", currentAmount: "250.00" });
    await createInvestment(ctx.db, await createCampaign(ctx.db, typer, { tournament: "Typer's Event" }), investor, "10.00");

    const body = (await landing()).json();
    expect(body.sample).toBe(false);
    // on a shared PostgreSQL other files' players may rank too: ours, in their order
    const ours = new Set([star, rookie, typer, loser].map((u) => u.user.username));
    expect(body.topPlayers.map((p: { username: string }) => p.username).filter((u: string) => ours.has(u))).toEqual([star.user.username, loser.user.username]);
    const first = body.topPlayers.find((p: { username: string }) => p.username === star.user.username);
    expect(first).toMatchObject({ name: "Nora Quist", itmPercent: 100, backers: 1, roi: { basis: "verified", events: LANDING_MIN_VERIFIED_EVENTS } });
    expect(first.roi.roi).toBeGreaterThan(0);
    // the figure is the one the player page shows
    const page = (await injectAs(ctx.app, null, { method: "GET", url: `/api/players/${star.user.username}` })).json();
    expect(first.roi).toEqual(page.roi);

    // open campaigns: the verified record first, one per player, with how much is sold (the first three of a database of ours only)
    if (usingPostgres) return;
    expect(body.openCampaigns[0]).toMatchObject({ id: open.id, username: star.user.username, name: "Nora Quist", soldPercent: 25, roi: first.roi });
    expect(body.openCampaigns.map((c: { username: string }) => c.username)).toContain(typer.user.username);
  });

  it("leaves out suspended players and campaigns no longer selling", async () => {
    const p = await createPlayer(ctx.db);
    const c = await createCampaign(ctx.db, p, { tournament: "Suspended Player's Event", createdAt: new Date(Date.now() + 60_000) });
    await ctx.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, p.user.id));
    const funded = await createCampaign(ctx.db, await createPlayer(ctx.db), { status: "funded", createdAt: new Date(Date.now() + 60_000) });
    const ids = (await landing()).json().openCampaigns.map((x: { id: number }) => x.id);
    expect(ids).not.toContain(c.id);
    expect(ids).not.toContain(funded.id);
  });
});
