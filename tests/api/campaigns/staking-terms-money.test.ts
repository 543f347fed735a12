import { capCents, capMessage } from "@core/stake";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { toCents } from "@core/money";
import { campaigns, investments } from "../../../src/server/db/schema/index";
import { createCampaign, createInvestment } from "../factories";
import { createInvestor, createPlayer, injectAs, setupTestApp } from "../helpers";
import { confirmCard, createIntent, invest, placeHold, recordDirectly } from "../investing/investing-helpers";

const ctx = setupTestApp();
const today = () => new Date().toISOString().slice(0, 10);

/** buy-in $1,000 at 1.25 with a 20% per-backer cap: one investor may own $250 of stake price (20% of the winnings). */
async function cappedCampaign() {
  const player = await createPlayer(ctx.db);
  const campaign = await createCampaign(ctx.db, player, { buyIn: "1000.00", targetAmount: "600.00", minStake: "10.00", markup: "1.25", maxPerInvestor: 20 });
  return { player, campaign };
}

describe("the per-backer cap, enforced by the server", () => {
  it("refuses an amount past the cap with 409 naming the most the investor can still buy, counting their stakes", async () => {
    const { campaign } = await cappedCampaign();
    const investor = await createInvestor(ctx.db);
    expect(capCents(100_000, 125, 20)).toBe(25_000);

    const first = await createIntent(ctx.app, investor, campaign.id, "260");
    expect(first.statusCode).toBe(409);
    expect(first.json().message).toBe(capMessage(25_000, 20));

    await invest(ctx.app, investor, campaign.id, "200");
    const past = await createIntent(ctx.app, investor, campaign.id, "60");
    expect(past.statusCode).toBe(409);
    expect(past.json().message).toBe("You can buy at most $50 more in this campaign: the player caps each backer at 20% of the winnings.");
    await invest(ctx.app, investor, campaign.id, "50");
    // at the cap: any amount is refused with the message that says so
    const atCap = await createIntent(ctx.app, investor, campaign.id, "10");
    expect(atCap.statusCode).toBe(409);
    expect(atCap.json().message).toBe("You already own the most this player allows one backer: 20% of the winnings.");
    // another investor has their own room
    expect((await createIntent(ctx.app, await createInvestor(ctx.db), campaign.id, "250")).statusCode).toBe(200);
  });

  it("is the database's rule too: place_payment_hold refuses past the cap, record_investment refunds a payment that would pass it", async () => {
    const { campaign } = await cappedCampaign();
    const investor = await createInvestor(ctx.db);
    await createInvestment(ctx.db, campaign, investor, "200.00");
    expect((await placeHold(ctx.db, { campaignId: campaign.id, investorId: investor.user.id, amount: "50.01" })).placed).toBe(false);
    const hold = await placeHold(ctx.db, { campaignId: campaign.id, investorId: investor.user.id, amount: "50.00" });
    expect(hold.placed).toBe(true);
    // a second payment of theirs got recorded meanwhile (its hold replaced, the provider charged it anyway)
    await createInvestment(ctx.db, campaign, investor, "10.00");
    expect(await recordDirectly(ctx.db, hold.id)).toBe("no_room");
  });

  it("refuses a campaign's terms out of range in the database itself", async () => {
    const player = await createPlayer(ctx.db);
    await expect(createCampaign(ctx.db, player, { markup: "1.51" })).rejects.toThrow();
    await expect(createCampaign(ctx.db, player, { maxPerInvestor: 0 })).rejects.toThrow();
  });
});

describe("a stake bought at a markup", () => {
  it("owns amount / (buy-in x markup) of the winnings, and is paid that share on close", async () => {
    const { player, campaign } = await cappedCampaign();
    const investor = await createInvestor(ctx.db);
    await invest(ctx.app, investor, campaign.id, "200");
    const [stake] = await ctx.db.select().from(investments).where(eq(investments.campaignId, campaign.id));
    // 200 / (1,000 x 1.25) = 16%
    expect(stake.percentage).toBe("16.0000");

    const closed = await injectAs(ctx.app, player, {
      method: "POST",
      url: "/api/campaigns/close",
      payload: { campaignId: campaign.id, finalPosition: 1, totalWinnings: "10000.01", closingDate: today() },
    });
    expect(closed.statusCode).toBe(200);
    // floor(1,000,001 cents x 200 / 1,250) = 160,000.16 -> 160,000 cents: $1,600.00 (at face value it would be $2,000.00)
    expect(closed.json().payouts).toEqual([expect.objectContaining({ amount: "1600.00" })]);
  });
});

// meaningful on PostgreSQL (CI's second run: pooled connections racing for the campaign row and the investor's lock)
describe("racing checkouts at a markup of 1.25 with a 20% cap", () => {
  it("never oversell the campaign and never take an investor past the cap", async () => {
    const { campaign } = await cappedCampaign();
    const investors = await Promise.all(Array.from({ length: 5 }, () => createInvestor(ctx.db)));
    // each investor tries three $100 stakes at once, two tabs more than the $250 cap allows
    await Promise.all(
      investors.flatMap((who) =>
        [0, 1, 2].map(async () => {
          const intent = await createIntent(ctx.app, who, campaign.id, "100");
          if (intent.statusCode === 200) await confirmCard(ctx.app, who, intent.json().clientSecret);
        }),
      ),
    );
    const [row] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    const rows = await ctx.db.select().from(investments).where(eq(investments.campaignId, campaign.id));
    const live = rows.filter((r) => r.status !== "refunded");
    const sum = live.reduce((acc, r) => acc + toCents(r.amount)!, 0);
    expect(sum).toBeGreaterThan(0);
    expect(toCents(row.currentAmount)).toBe(sum);
    expect(sum).toBeLessThanOrEqual(60_000);
    for (const who of investors) {
      const owned = live.filter((r) => r.investorId === who.user.id).reduce((acc, r) => acc + toCents(r.amount)!, 0);
      expect(owned).toBeLessThanOrEqual(25_000);
    }
  });
});
