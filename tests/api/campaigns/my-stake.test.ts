import { describe, expect, it } from "vitest";
import { createCampaign, createInvestment } from "../factories";
import { createInvestor, createPlayer, injectAs, setupTestApp, type TestUser } from "../helpers";

const ctx = setupTestApp();

const page = (who: TestUser | null, id: number) => injectAs(ctx.app, who, { method: "GET", url: `/api/campaigns/${id}` });

describe("GET /api/campaigns/:id myStake (decision 174: 'You own 3.0% for $300')", () => {
  it("adds up the viewer's own stakes not refunded, at the campaign's terms", async () => {
    const player = await createPlayer(ctx.db);
    const investor = await createInvestor(ctx.db);
    // a $10,000 buy-in at markup 1.00: $300 owns 3.0%
    const campaign = await createCampaign(ctx.db, player, { buyIn: "10000.00", targetAmount: "5000.00", markup: "1.00" });
    await createInvestment(ctx.db, campaign, investor, "100.00");
    await createInvestment(ctx.db, campaign, investor, "200.00");
    await createInvestment(ctx.db, campaign, investor, "400.00", { status: "refunded" });
    const someone = await createInvestor(ctx.db);
    await createInvestment(ctx.db, campaign, someone, "1000.00");

    expect((await page(investor, campaign.id)).json().myStake).toEqual({ amount: "300.00", percentage: "3.0" });
    expect((await page(someone, campaign.id)).json().myStake).toEqual({ amount: "1000.00", percentage: "10.0" });
    expect((await page(await createInvestor(ctx.db), campaign.id)).json().myStake).toBeNull();
    expect((await page(player, campaign.id)).json().myStake).toBeNull();
    expect((await page(null, campaign.id)).json().myStake).toBeNull();
  });

  it("at a markup the share is the stake over buy-in x markup", async () => {
    const investor = await createInvestor(ctx.db);
    const campaign = await createCampaign(ctx.db, await createPlayer(ctx.db), { buyIn: "1000.00", targetAmount: "500.00", markup: "1.25" });
    await createInvestment(ctx.db, campaign, investor, "125.00");
    expect((await page(investor, campaign.id)).json().myStake).toEqual({ amount: "125.00", percentage: "10.0" });
  });
});
