import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ratingsQuery } from "../../../src/server/campaigns/service";
import type { Tx } from "../../../src/server/db/client";
import { campaignRatingKeys } from "../../../src/server/db/schema/index";
import { createCampaign as insertCampaign } from "../factories";
import { createPlayer, injectAs, setupTestApp, uniqueName, type TestContext, type TestUser } from "../helpers";

// Decision 241's addendum "the rating and ROI count each event": a package of 3 events of $1,000 that cashed $0,
// $3,500 and was skipped once is 2 events, $2,000 in buy-ins, $3,500 cashed: ROI +75.0%, and a rating of
// round(50 x 1/2 + min(50, 25 x 3,500 / 2,000)) = round(25 + 43.75) = 69, on every screen. Before it, the rating
// and the ROI read the campaign row: 1 event on $3,000 (ROI +16.7%, rating 79) while the player page counted 2.
const ctx: TestContext = setupTestApp();
const today = () => new Date().toISOString().slice(0, 10);

async function completedPackage(player: TestUser, name: string) {
  const created = await injectAs(ctx.app, player, {
    method: "POST",
    url: "/api/campaigns/packages",
    payload: {
      tournament: name,
      minStake: "30",
      targetAmount: "1500",
      playerOfferedPercentage: 50,
      events: [1, 2, 3].map((n) => ({ name: `Event #${n}`, date: today(), buyIn: "1000" })),
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as number;
  const { events } = (await injectAs(ctx.app, null, { method: "GET", url: `/api/campaigns/${id}/package` })).json() as { events: Array<{ id: number }> };
  const results = [{ outcome: "played", cash: "0" }, { outcome: "played", cash: "3500" }, { outcome: "skipped" }];
  for (const [i, body] of results.entries()) {
    const res = await injectAs(ctx.app, player, { method: "POST", url: `/api/campaigns/${id}/package/events/${events[i].id}/result`, payload: body });
    expect(res.statusCode, res.body).toBe(200);
  }
  return id;
}

const EXPECTED_ROI = { roi: 75, basis: "self-reported", events: 2, in: "2000.00", out: "3500.00" };

describe("a package in the rating and the ROI (decision 241 addendum)", () => {
  it("the player page, the player's API response, the campaign page and browse show one ROI, one event count and one rating", async () => {
    const player = await createPlayer(ctx.db);
    const name = uniqueName("Festival package");
    await completedPackage(player, name);
    const open = await insertCampaign(ctx.db, player, { tournament: `${name} next` });

    // the player's page (GET /api/players/:username): the record and the one ROI count the 2 played events
    const profile = (await injectAs(ctx.app, null, { method: "GET", url: `/api/players/${player.user.username}` })).json();
    expect(profile.roi).toEqual(EXPECTED_ROI);
    expect(profile.roiParts.selfReported).toEqual(EXPECTED_ROI);
    expect(profile.selfReported).toMatchObject({ events: 2, itmPercent: 50, roi: 75 });
    expect(profile.results).toHaveLength(2);

    // the campaign page and its invest dialog
    const page = (await injectAs(ctx.app, null, { method: "GET", url: `/api/campaigns/${open.id}` })).json();
    expect(page.playerRoi).toEqual(EXPECTED_ROI);
    expect(page.playerRecord).toMatchObject({ events: 2, roiPercent: "75.0" });
    expect(page.rating).toBe(69);
    expect(page.ratingBasis).toEqual({ verifiedEvents: 0, selfReportedEvents: 2 });

    // browse, newest and by rating: the card's rating, basis and ROI are the page's
    for (const sort of ["newest", "rating"]) {
      const list = (await injectAs(ctx.app, null, { method: "GET", url: `/api/campaigns?sort=${sort}&search=${encodeURIComponent(`${name} next`)}` })).json();
      const card = list.find((c: { id: number }) => c.id === open.id);
      expect(card, sort).toBeDefined();
      expect(card.playerRoi).toEqual(EXPECTED_ROI);
      expect(card.rating).toBe(69);
      expect(card.ratingBasis).toEqual({ verifiedEvents: 0, selfReportedEvents: 2 });
    }
    // the rating sort's key, kept in SQL by the triggers, is the same number the API shows
    const [key] = await ctx.db.select().from(campaignRatingKeys).where(eq(campaignRatingKeys.campaignId, open.id));
    expect(key.rating).toBe(69);

    // the player's own Performance Overview counts the same 2 tournaments and the same ROI
    const performance = (await injectAs(ctx.app, player, { method: "GET", url: "/api/performance" })).json();
    expect(performance).toMatchObject({ totalRoi: 75, totalTournaments: 2, cashedTournaments: 1, cashRate: 50 });
  });

  it("a package whose every event was skipped counts no event anywhere, and a plain campaign beside it still counts once", async () => {
    const player = await createPlayer(ctx.db);
    const created = await injectAs(ctx.app, player, {
      method: "POST",
      url: "/api/campaigns/packages",
      payload: {
        tournament: uniqueName("Skipped package"),
        minStake: "10",
        targetAmount: "500",
        playerOfferedPercentage: 50,
        events: [1, 2].map((n) => ({ name: `Event #${n}`, date: today(), buyIn: "500" })),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const { events } = (await injectAs(ctx.app, null, { method: "GET", url: `/api/campaigns/${id}/package` })).json();
    for (const e of events) {
      const res = await injectAs(ctx.app, player, {
        method: "POST",
        url: `/api/campaigns/${id}/package/events/${e.id}/result`,
        payload: { outcome: "skipped" },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await insertCampaign(ctx.db, player, { buyIn: "200.00", status: "completed", totalWinnings: "300.00", finalPosition: 2, completedAt: new Date() });
    const open = await insertCampaign(ctx.db, player);

    const expected = { roi: 50, basis: "self-reported", events: 1, in: "200.00", out: "300.00" };
    const profile = (await injectAs(ctx.app, null, { method: "GET", url: `/api/players/${player.user.username}` })).json();
    expect(profile.roi).toEqual(expected);
    expect(profile.selfReported).toMatchObject({ events: 1, roi: 50 });
    const page = (await injectAs(ctx.app, null, { method: "GET", url: `/api/campaigns/${open.id}` })).json();
    expect(page.playerRoi).toEqual(expected);
    // round(50 x 1/1 + min(50, 25 x 1.5)) = 88
    expect(page.rating).toBe(88);
    const [key] = await ctx.db.select().from(campaignRatingKeys).where(eq(campaignRatingKeys.campaignId, open.id));
    expect(key.rating).toBe(88);
  });

  it("the ratings read inlines campaign_record_events: no call per campaign (tests/unit/sql-function-languages.test.ts)", async () => {
    const player = await createPlayer(ctx.db);
    const q = ratingsQuery(ctx.db as unknown as Tx, [player.user.id]).toSQL();
    type Client = { query: (text: string, values: unknown[]) => Promise<{ rows: Array<Record<string, string>> }> };
    const plan = await (ctx.db as unknown as { $client: Client }).$client.query(`explain ${q.sql}`, q.params);
    const text = plan.rows.map((r) => r["QUERY PLAN"]).join("\n");
    expect(text).toContain("package_events");
    expect(text).not.toMatch(/Function Scan/);
    // and the campaigns still come from the player history index alone: the id the lookup needs is in it (0033)
    const indexOnly = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const rows = (await tx.execute(sql`explain ${ratingsQuery(tx, [player.user.id])}`)) as unknown as { rows: Array<Record<string, string>> };
      return rows.rows.map((r) => r["QUERY PLAN"]).join("\n");
    });
    expect(indexOnly).toMatch(/Index Only Scan using campaigns_player_history_idx/);
  });
});
