import { playerRating } from "@core/rating";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaignRatingKeys, campaigns } from "../../../src/server/db/schema/index";
import { createCampaign } from "../factories";
import { createPlayer, injectAs, setupTestApp, uniqueName, usingPostgres } from "../helpers";

// the rating sort reads campaign_rating_keys, which triggers keep at commit (docs/decisions/184-a-million-campaigns.md):
// these tests change histories the ways the app does and check the sort and the shown rating still agree
const ctx = setupTestApp();

type Listed = { id: number; rating: number | null };
const today = () => new Date().toISOString().slice(0, 10);

async function byRating(tag: string) {
  const res = await ctx.app.inject({ method: "GET", url: `/api/campaigns?sort=rating&search=${tag}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as Listed[]).map((r) => [r.id, r.rating]);
}

/** Each listed campaign's stored key against the rating the API shows for it. */
async function keysAgreeWithShown(ids: number[]) {
  const keys = await ctx.db.select().from(campaignRatingKeys).where(inArray(campaignRatingKeys.campaignId, ids));
  for (const k of keys) {
    const shown = (await ctx.app.inject({ method: "GET", url: `/api/campaigns/${k.campaignId}` })).json().rating;
    expect(k.rating, `campaign ${k.campaignId}`).toBe(shown);
  }
  return keys.length;
}

describe("the rating sort's keys", () => {
  it("follow a close through the API, a corrected result and a reopened campaign", async () => {
    const tag = uniqueName("Keys");
    const p = await createPlayer(ctx.db);
    const q = await createPlayer(ctx.db);
    // q: cashed 1 of 2, winnings = half the buy-ins: 25 + 12.5 = 37.5 -> 38
    await createCampaign(ctx.db, q, { status: "completed", finalPosition: 3, totalWinnings: "10000.00", buyIn: "10000.00" });
    await createCampaign(ctx.db, q, { status: "completed", finalPosition: 0, totalWinnings: "0.00", buyIn: "10000.00" });
    const pOpen = await createCampaign(ctx.db, p, { tournament: `${tag} p` });
    const qOpen = await createCampaign(ctx.db, q, { tournament: `${tag} q` });
    const pPlayed = await createCampaign(ctx.db, p, { buyIn: "10000.00", targetAmount: "5000.00" });
    expect(await byRating(tag)).toEqual([
      [qOpen.id, 38],
      [pOpen.id, null],
    ]);

    // the player closes a campaign (the payouts service): 1 of 1 cashed for 2x -> 100
    const closed = await injectAs(ctx.app, p, {
      method: "POST",
      url: "/api/campaigns/close",
      payload: { campaignId: pPlayed.id, finalPosition: 1, totalWinnings: "20000.00", closingDate: today() },
    });
    expect(closed.statusCode).toBe(200);
    expect(await byRating(tag)).toEqual([
      [pOpen.id, 100],
      [qOpen.id, 38],
    ]);

    // a corrected result, written straight to the row as the clock settlement and the SQL functions do: 0 of 1 -> 0
    await ctx.db.update(campaigns).set({ finalPosition: 40, totalWinnings: "0.00" }).where(eq(campaigns.id, pPlayed.id));
    expect(await byRating(tag)).toEqual([
      [qOpen.id, 38],
      [pOpen.id, 0],
    ]);

    // reopened (a withdrawn settlement): no history left, and the campaign is listed again with a key of its own
    await ctx.db.update(campaigns).set({ status: "active", finalPosition: null, totalWinnings: null, completedAt: null }).where(eq(campaigns.id, pPlayed.id));
    expect(await byRating(tag)).toEqual([
      [qOpen.id, 38],
      [pOpen.id, null],
    ]);
    expect(await keysAgreeWithShown([pOpen.id, qOpen.id, pPlayed.id])).toBe(3);

    // cancelled: no longer listed, so no key
    await ctx.db.update(campaigns).set({ status: "cancelled" }).where(eq(campaigns.id, pPlayed.id));
    expect(await keysAgreeWithShown([pPlayed.id])).toBe(0);
  });

  it("give a new campaign its player's rating, and a campaign moved to another player that player's", async () => {
    const tag = uniqueName("Moved");
    const rated = await createPlayer(ctx.db);
    const fresh = await createPlayer(ctx.db);
    await createCampaign(ctx.db, rated, { status: "completed", finalPosition: 1, totalWinnings: "5000.00", buyIn: "10000.00" });
    const a = await createCampaign(ctx.db, fresh, { tournament: `${tag} a` });
    const b = await createCampaign(ctx.db, rated, { tournament: `${tag} b` });
    // cashed 1 of 1 (50) + 25 x 0.5 (12.5) = 62.5 -> 63
    expect(await byRating(tag)).toEqual([
      [b.id, 63],
      [a.id, null],
    ]);
    await ctx.db.update(campaigns).set({ playerId: rated.user.id }).where(eq(campaigns.id, a.id));
    expect(await keysAgreeWithShown([a.id, b.id])).toBe(2);
    expect((await byRating(tag)).map(([, r]) => r)).toEqual([63, 63]);
  });

  it("hold the rating src/core/rating.ts gives, to the last half point", async () => {
    // histories in whole cents, many landing on or next to x.5, where a rounding other than Math.round's would differ
    let seed = 184;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    const cases = Array.from({ length: 400 }, (_, i) => {
      const closed = 1 + next(12);
      const cashed = next(closed + 1);
      const buyIns = (1 + next(2_000)) * (i % 3 === 0 ? 100_00 : 1);
      const winnings = i % 4 === 0 ? Math.round(buyIns * (next(9) / 4)) : next(5_000_000);
      return { closed, cashed, winnings, buyIns };
    });
    cases.push(
      { closed: 4, cashed: 1, winnings: 0, buyIns: 100 },
      { closed: 2, cashed: 1, winnings: 1, buyIns: 2 },
      { closed: 3, cashed: 0, winnings: 0, buyIns: 0 },
    );
    const cents = (c: number) => (c / 100).toFixed(2);
    const res = (await ctx.db.execute(sql`
      select campaign_rating(c, k, w, b) as r
      from unnest(${`{${cases.map((x) => x.closed)}}`}::bigint[], ${`{${cases.map((x) => x.cashed)}}`}::bigint[],
                  ${`{${cases.map((x) => cents(x.winnings))}}`}::numeric[], ${`{${cases.map((x) => cents(x.buyIns))}}`}::numeric[]) with ordinality as t(c, k, w, b, n)
      order by n`)) as unknown as { rows: Array<{ r: number | null }> };
    const expected = cases.map((x) => playerRating({ closedCount: x.closed, cashedCount: x.cashed, winningsCents: x.winnings, buyInsCents: x.buyIns }));
    expect(res.rows.map((r) => r.r)).toEqual(expected);
  });

  it.runIf(usingPostgres)("stay right when two transactions close two of one player's campaigns at once", async () => {
    const tag = uniqueName("Race");
    const p = await createPlayer(ctx.db);
    const open = await createCampaign(ctx.db, p, { tournament: `${tag} open` });
    const [x, y] = [await createCampaign(ctx.db, p), await createCampaign(ctx.db, p)];
    // both rows are written before either commits, so neither transaction's reads see the other's close
    let wrote = 0;
    let bothWrote: () => void = () => {};
    const gate = new Promise<void>((resolve) => (bothWrote = resolve));
    const close = (id: number, winnings: string) =>
      ctx.db.transaction(async (tx) => {
        await tx.update(campaigns).set({ status: "completed", finalPosition: 1, totalWinnings: winnings }).where(eq(campaigns.id, id));
        if (++wrote === 2) bothWrote();
        await gate;
      });
    await Promise.all([close(x.id, "30000.00"), close(y.id, "0.00")]);
    // 1 of 2 cashed (25) + 25 x 30,000 / 20,000 (37.5) = 62.5 -> 63
    expect(await byRating(tag)).toEqual([[open.id, 63]]);
  });
});
