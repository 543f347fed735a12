import { describe, expect, it } from "vitest";
import { createCampaign, createInvestment } from "../factories";
import { createInvestor, createPlayer, createSponsor, injectAs, setupTestApp, uniqueName, type TestUser } from "../helpers";

const ctx = setupTestApp();

const backers = (who: TestUser | null, id: number | string) => injectAs(ctx.app, who, { method: "GET", url: `/api/campaigns/${id}/backers` });

describe("GET /api/campaigns/:id/backers", () => {
  it("gives the owner each investor once, by the name they go by (their username without one), with amounts and shares; no e-mail or refunded stake", async () => {
    const player = await createPlayer(ctx.db);
    const campaign = await createCampaign(ctx.db, player);
    const ann = await createInvestor(ctx.db, { firstName: "Ann", lastName: "Backer", email: "ann@example.com", username: uniqueName("annuser") });
    const noName = await createInvestor(ctx.db, { email: "hidden@example.com", username: uniqueName("secretuser") });
    const refunded = await createInvestor(ctx.db, { firstName: "Rita", lastName: "Refund" });
    await createInvestment(ctx.db, campaign, ann, "300.00");
    await createInvestment(ctx.db, campaign, ann, "200.00", { status: "completed" });
    await createInvestment(ctx.db, campaign, noName, "100.00");
    await createInvestment(ctx.db, campaign, refunded, "400.00", { status: "refunded" });

    const res = await backers(player, campaign.id);
    expect(res.statusCode).toBe(200);
    // buy-in $10,000: $500 is 5% of the winnings
    expect(res.json()).toEqual([
      { name: "Ann Backer", amount: "500.00", percentage: "5.00", stakes: 2 },
      // the player deals with them: by their username, never "User" (decision 143)
      { name: noName.user.username, amount: "100.00", percentage: "1.00", stakes: 1 },
    ]);
    for (const secret of [ann.user.username, "ann@example.com", "hidden@example.com", "Rita"]) expect(res.body).not.toContain(secret);
  });

  it("an empty list for a campaign nobody backed yet", async () => {
    const player = await createPlayer(ctx.db);
    const campaign = await createCampaign(ctx.db, player);
    const res = await backers(player, campaign.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("403 for an investor (even a backer), another player and a sponsor; 401 signed out; the names never leave", async () => {
    const player = await createPlayer(ctx.db);
    const campaign = await createCampaign(ctx.db, player);
    const backer = await createInvestor(ctx.db, { firstName: "Bea", lastName: "Private" });
    await createInvestment(ctx.db, campaign, backer, "100.00");
    for (const other of [backer, await createPlayer(ctx.db), await createSponsor(ctx.db)]) {
      const res = await backers(other, campaign.id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: "Only the campaign's player can see its backers", code: expect.any(String) });
    }
    const anonymous = await backers(null, campaign.id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain("Private");
  });

  it.each([
    ["999999999", 404],
    ["abc", 400],
    ["-1", 400],
    ["1.5", 400],
    ["99999999999999999999", 400],
  ])("id %s answers %i, never a 5xx", async (id, status) => {
    const player = await createPlayer(ctx.db);
    const res = await backers(player, id);
    expect(res.statusCode).toBe(status);
    expect(typeof res.json().message).toBe("string");
  });
});
