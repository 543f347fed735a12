import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activities, paymentIntents } from "../../../src/server/db/schema/index";
import { createCampaign } from "../factories";
import { createInvestor, createPlayer, injectAs, setupTestApp } from "../helpers";
import { createIntent, invest } from "./investing-helpers";

// Checkout that tells the truth (decision 094) and the investor's own line in Recent Activity (item 9);
// docs/decisions/094-checkout-holds-and-receipts.md.
const ctx = setupTestApp();

async function holdStatus(id: string) {
  const [row] = await ctx.db.select({ status: paymentIntents.status }).from(paymentIntents).where(eq(paymentIntents.id, id));
  return row?.status;
}

describe("GET /api/campaigns/:id reservedAmount", () => {
  it("is what other investors' open checkouts hold, leaving out the viewer's own", async () => {
    const player = await createPlayer(ctx.db);
    const campaign = await createCampaign(ctx.db, player, { targetAmount: "1000.00" });
    const [a, b] = [await createInvestor(ctx.db), await createInvestor(ctx.db)];
    expect((await createIntent(ctx.app, a, campaign.id, "300")).statusCode).toBe(200);
    expect((await createIntent(ctx.app, b, campaign.id, "200")).statusCode).toBe(200);

    const asAnonymous = await injectAs(ctx.app, null, { method: "GET", url: `/api/campaigns/${campaign.id}` });
    expect(asAnonymous.statusCode).toBe(200);
    expect(asAnonymous.json().reservedAmount).toBe("500.00");
    const asA = await injectAs(ctx.app, a, { method: "GET", url: `/api/campaigns/${campaign.id}` });
    expect(asA.json().reservedAmount).toBe("200.00");
    // so A's Max is 1000 - 0 sold - 200 others hold: a checkout for exactly that is placed, a cent more is not
    expect((await createIntent(ctx.app, a, campaign.id, "800.01")).statusCode).toBe(409);
    expect((await createIntent(ctx.app, a, campaign.id, "800")).statusCode).toBe(200);
  });

  it("is 0.00 without open checkouts and leaves out lapsed ones", async () => {
    const player = await createPlayer(ctx.db);
    const campaign = await createCampaign(ctx.db, player);
    const investor = await createInvestor(ctx.db);
    const { paymentIntentId } = (await createIntent(ctx.app, investor, campaign.id, "100")).json();
    await ctx.db
      .update(paymentIntents)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentIntents.id, paymentIntentId));
    const res = await injectAs(ctx.app, null, { method: "GET", url: `/api/campaigns/${campaign.id}` });
    expect(res.json().reservedAmount).toBe("0.00");
  });
});

describe("POST /api/payments/release from navigator.sendBeacon", () => {
  it("takes the JSON body a beacon sends as text/plain, with the page's own Origin", async () => {
    const player = await createPlayer(ctx.db);
    const campaign = await createCampaign(ctx.db, player);
    const investor = await createInvestor(ctx.db);
    const { paymentIntentId } = (await createIntent(ctx.app, investor, campaign.id, "100")).json();
    const res = await injectAs(ctx.app, investor, {
      method: "POST",
      url: "/api/payments/release",
      headers: { "content-type": "text/plain;charset=UTF-8", origin: "http://localhost:5000", host: "localhost:5000", "sec-fetch-site": "same-origin" },
      payload: JSON.stringify({ paymentIntentId }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ released: true });
    expect(await holdStatus(paymentIntentId)).toBe("canceled");
  });

  it("refuses text/plain that is not JSON with a 400 and releases nothing", async () => {
    const player = await createPlayer(ctx.db);
    const campaign = await createCampaign(ctx.db, player);
    const investor = await createInvestor(ctx.db);
    const { paymentIntentId } = (await createIntent(ctx.app, investor, campaign.id, "100")).json();
    const res = await injectAs(ctx.app, investor, {
      method: "POST",
      url: "/api/payments/release",
      headers: { "content-type": "text/plain" },
      payload: `paymentIntentId=${paymentIntentId}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("The body must be JSON.");
    expect(await holdStatus(paymentIntentId)).toBe("pending");
  });

  it("still refuses another investor's hold and a beacon from another site", async () => {
    const player = await createPlayer(ctx.db);
    const campaign = await createCampaign(ctx.db, player);
    const [owner, other] = [await createInvestor(ctx.db), await createInvestor(ctx.db)];
    const { paymentIntentId } = (await createIntent(ctx.app, owner, campaign.id, "100")).json();
    const body = { method: "POST" as const, url: "/api/payments/release", payload: JSON.stringify({ paymentIntentId }) };
    const foreign = await injectAs(ctx.app, other, { ...body, headers: { "content-type": "text/plain" } });
    expect(foreign.statusCode).toBe(403);
    const crossSite = await injectAs(ctx.app, owner, {
      ...body,
      headers: { "content-type": "text/plain", origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await holdStatus(paymentIntentId)).toBe("pending");
  });
});

describe("the investor's stake in Recent Activity", () => {
  it("writes one line for the investor with the amount, stake and total charged, also when the stake is recorded twice", async () => {
    const player = await createPlayer(ctx.db, { firstName: "Ada", lastName: "Stack" });
    const campaign = await createCampaign(ctx.db, player, { tournament: "Sunday Million" });
    const investor = await createInvestor(ctx.db);
    const paymentIntentId = await invest(ctx.app, investor, campaign.id, "250");
    // the browser's own record call after the sandbox already recorded it
    const again = await injectAs(ctx.app, investor, {
      method: "POST",
      url: "/api/investments",
      payload: { campaignId: campaign.id, amount: "250", paymentIntentId },
    });
    expect(again.statusCode).toBe(200);

    const res = await injectAs(ctx.app, investor, { method: "GET", url: "/api/activities" });
    expect(res.statusCode).toBe(200);
    const lines = res.json().filter((a: { type: string }) => a.type === "investment_made");
    expect(lines.map((a: { description: string }) => a.description)).toEqual([
      "You staked $250.00 on Ada Stack in Sunday Million (2.5% stake); charged $262.50 with the fee",
    ]);
    // the player's line is still the database function's
    const playerLines = await ctx.db.select().from(activities).where(eq(activities.userId, player.user.id));
    expect(playerLines.map((a) => a.type)).toEqual(["investment_received"]);
  });
});
