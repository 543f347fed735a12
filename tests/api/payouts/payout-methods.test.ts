import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payouts } from "../../../src/server/db/schema/index";
import { createCampaign, createInvestment } from "../factories";
import { createInvestor, createPlayer, injectAs, setupTestApp, uniqueName } from "../helpers";

const ctx = setupTestApp();
const today = () => new Date().toISOString().slice(0, 10);
// a confirmed address (the player sees no other; tests/api/payouts/payout-methods-ask.test.ts), unique as a verified one must be
const confirmed = (name: string) => ({ email: `${uniqueName(name)}@example.com`, emailVerifiedAt: new Date() });

/** A closed campaign owing three investors: one with both methods and a phone, one with PayPal only, one with nothing. */
async function owed() {
  const player = await createPlayer(ctx.db);
  const campaign = await createCampaign(ctx.db, player, { buyIn: "10000.00", targetAmount: "5000.00", playerOfferedPercentage: 50 });
  const both = await createInvestor(ctx.db, {
    firstName: "Cy",
    lastName: "Both",
    ...confirmed("cy"),
    phone: "+1 555 0100",
    paypalEmail: "cy@paypal.example",
    bankAccount: "000987654321",
    routingNumber: "021000021",
  });
  const paypalOnly = await createInvestor(ctx.db, { firstName: "Di", lastName: "Pal", ...confirmed("di"), paypalEmail: "di@paypal.example" });
  const none = await createInvestor(ctx.db, { firstName: "Ed", lastName: "None", ...confirmed("ed") });
  for (const who of [both, paypalOnly, none]) await createInvestment(ctx.db, campaign, who, "1000.00");
  const res = await injectAs(ctx.app, player, {
    method: "POST",
    url: "/api/campaigns/close",
    payload: { campaignId: campaign.id, finalPosition: 1, totalWinnings: "20000", closingDate: today() },
  });
  expect(res.statusCode).toBe(200);
  return { player, campaign, both, paypalOnly, none };
}

describe("pending payouts carry every saved payout method and the investor's contact", () => {
  it("lists PayPal and the bank account (masked, routing as stored) and the e-mail and phone", async () => {
    const { player, both, paypalOnly, none } = await owed();
    const res = await injectAs(ctx.app, player, { method: "GET", url: "/api/pending-payouts" });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<Record<string, unknown>>;
    const by = (name: string) => list.find((p) => p.investorName === name);

    expect(by("Cy Both")).toMatchObject({
      payoutMethods: { paypalEmail: "cy@paypal.example", bankAccount: "****4321", routingNumber: "021000021" },
      investorContact: { email: both.user.email, phone: "+1 555 0100" },
    });
    expect(by("Di Pal")).toMatchObject({
      payoutMethods: { paypalEmail: "di@paypal.example", bankAccount: null, routingNumber: null },
      investorContact: { email: paypalOnly.user.email, phone: null },
    });
    expect(by("Ed None")).toMatchObject({
      payoutMethods: { paypalEmail: null, bankAccount: null, routingNumber: null },
      investorContact: { email: none.user.email, phone: null },
    });
    expect(res.body).not.toContain("000987654321");
  });

  it("the mark-paid answer carries them too, still masked", async () => {
    const { player, both } = await owed();
    const [p] = await ctx.db.select().from(payouts).where(eq(payouts.investorId, both.user.id));
    const res = await injectAs(ctx.app, player, { method: "PATCH", url: `/api/payouts/${p.id}/mark-paid` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ payoutMethods: { bankAccount: "****4321" }, investorContact: { phone: "+1 555 0100" } });
    expect(res.body).not.toContain("000987654321");
  });

  it("only the campaign's own player sees them: another player gets none, an investor or a visitor is refused", async () => {
    const { both } = await owed();
    const stranger = await injectAs(ctx.app, await createPlayer(ctx.db), { method: "GET", url: "/api/pending-payouts" });
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json()).toEqual([]);

    const investor = await injectAs(ctx.app, both, { method: "GET", url: "/api/pending-payouts" });
    expect(investor.statusCode).toBe(403);
    expect(investor.body).not.toContain("paypal.example");
    const visitor = await injectAs(ctx.app, null, { method: "GET", url: "/api/pending-payouts" });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.body).not.toContain("paypal.example");
  });
});
