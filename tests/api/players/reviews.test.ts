import { describe, expect, it } from "vitest";
import { createCampaign, createInvestment } from "../factories";
import { createInvestor, createPlayer, injectAs, setupTestApp, type TestUser } from "../helpers";
import { REVIEW_MESSAGES } from "../../../src/server/players/reviews";
import { selfReported } from "./player-helpers";

const ctx = setupTestApp();

const review = (who: TestUser | null, campaignId: number, payload: unknown) =>
  injectAs(ctx.app, who, { method: "POST", url: `/api/campaigns/${campaignId}/reviews`, payload: payload as Record<string, unknown> });
const answer = (who: TestUser | null, reviewId: number, payload: unknown) =>
  injectAs(ctx.app, who, { method: "POST", url: `/api/reviews/${reviewId}/answer`, payload: payload as Record<string, unknown> });

async function settled() {
  const player = await createPlayer(ctx.db);
  const backer = await createInvestor(ctx.db);
  const campaign = await selfReported(ctx.app, ctx.db, player, backer, "500.00", 3, "12000");
  return { player, backer, campaign };
}

describe("reviews from backers only", () => {
  it("a backer reviews a settled campaign once; the player answers once; the player page shows them", async () => {
    // stakes whose ids run ahead of the campaigns' (the "did you back it" subquery once matched the stake's own id)
    const other = await createCampaign(ctx.db, await createPlayer(ctx.db));
    for (let i = 0; i < 3; i++) await createInvestment(ctx.db, other, await createInvestor(ctx.db), "100.00");
    const { player, backer, campaign } = await settled();
    const second = await createInvestor(ctx.db, { firstName: "Dana", lastName: "Backer" });
    await createInvestment(ctx.db, campaign, second, "100.00", { status: "closed" });

    const state = await injectAs(ctx.app, backer, { method: "GET", url: `/api/campaigns/${campaign.id}/review-state` });
    expect(state.json()).toEqual({ canReview: true, reviewed: false });

    const res = await review(backer, campaign.id, { rating: 5, comment: "  Paid the same day.  " });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ campaignId: campaign.id, rating: 5, comment: "Paid the same day.", answer: null });
    expect((await review(second, campaign.id, { rating: 4 })).statusCode).toBe(201);
    expect((await injectAs(ctx.app, backer, { method: "GET", url: `/api/campaigns/${campaign.id}/review-state` })).json()).toEqual({
      canReview: false,
      reviewed: true,
    });

    // a second review by the same backer
    const twice = await review(backer, campaign.id, { rating: 1, comment: "changed my mind" });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(REVIEW_MESSAGES.twice);

    const reply = await answer(player, res.json().id, { answer: "Thanks for the trust" });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().answer).toBe("Thanks for the trust");
    const again = await answer(player, res.json().id, { answer: "And again" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REVIEW_MESSAGES.answered);

    const page = (await injectAs(ctx.app, null, { method: "GET", url: `/api/players/${player.user.username}` })).json();
    expect(page.rating).toEqual({ average: 4.5, count: 2 });
    expect(page.reviews.map((r: { rating: number; backerName: string }) => [r.rating, r.backerName])).toEqual(expect.arrayContaining([[4, "Dana B."]]));
    // the backers' usernames stay off the public page
    expect(JSON.stringify(page)).not.toContain(second.user.username);
  });

  it("403 for the player rating themselves and for anyone who did not back the campaign", async () => {
    const { player, campaign } = await settled();
    const own = await review(player, campaign.id, { rating: 5 });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(REVIEW_MESSAGES.ownCampaign);

    const stranger = await review(await createInvestor(ctx.db), campaign.id, { rating: 1 });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe(REVIEW_MESSAGES.notBacker);

    // a backer whose stake was refunded is not a backer
    const refunded = await createInvestor(ctx.db);
    await createInvestment(ctx.db, campaign, refunded, "100.00", { status: "refunded" });
    expect((await review(refunded, campaign.id, { rating: 2 })).statusCode).toBe(403);

    expect((await review(null, campaign.id, { rating: 2 })).statusCode).toBe(401);
  });

  it("409 before the campaign settles", async () => {
    const player = await createPlayer(ctx.db);
    const backer = await createInvestor(ctx.db);
    const campaign = await createCampaign(ctx.db, player);
    await createInvestment(ctx.db, campaign, backer, "200.00");
    const res = await review(backer, campaign.id, { rating: 4 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(REVIEW_MESSAGES.notSettled);
  });

  it("400 for a bad rating or a comment over 500 characters; 404 for an unknown campaign or review", async () => {
    const { player, backer, campaign } = await settled();
    for (const rating of [0, 6, 4.5, "5", null]) {
      const res = await review(backer, campaign.id, { rating });
      expect(res.statusCode, String(rating)).toBe(400);
      expect(res.json().message).toContain("rating");
    }
    const long = await review(backer, campaign.id, { rating: 3, comment: "x".repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain("comment");
    expect((await review(backer, 2_000_000_000, { rating: 3 })).statusCode).toBe(404);
    expect((await answer(player, 2_000_000_000, { answer: "hi" })).statusCode).toBe(404);
  });

  it("403 for anyone but the campaign's player answering; 400 for an empty answer", async () => {
    const { player, backer, campaign } = await settled();
    const created = (await review(backer, campaign.id, { rating: 2, comment: "Slow to pay" })).json();
    const other = await answer(await createPlayer(ctx.db), created.id, { answer: "Not mine" });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(REVIEW_MESSAGES.notPlayer);
    expect((await answer(backer, created.id, { answer: "Me neither" })).statusCode).toBe(403);
    expect((await answer(player, created.id, { answer: "   " })).statusCode).toBe(400);
  });
});
