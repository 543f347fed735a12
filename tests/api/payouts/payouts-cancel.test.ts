import { and, asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activities, campaigns, investments, refunds, sandboxPaymentIntents } from "../../../src/server/db/schema/index";
import type { PaymentGateway } from "../../../src/server/investing/gateway";
import { cancelCampaign } from "../../../src/server/payouts/service";
import { carryOutRefunds, refundIdempotencyKey } from "../../../src/server/refunds/worker";
import { createCampaign, createInvestment } from "../factories";
import { createInvestor, createPlayer, injectAs, setupTestApp, usingPostgres, type TestUser } from "../helpers";

const ctx = setupTestApp();
const card = { number: "4242 4242 4242 4242", expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: "123" };

/** An investment made the real way: payment intent, sandbox card confirmation, then recording it. */
async function invest(investor: TestUser, campaignId: number, amount: string) {
  const intent = await injectAs(ctx.app, investor, { method: "POST", url: "/api/create-payment-intent", payload: { campaignId, amount } });
  expect(intent.statusCode).toBe(200);
  const { clientSecret, paymentIntentId } = intent.json();
  const confirm = await injectAs(ctx.app, investor, { method: "POST", url: "/api/payments/sandbox/confirm", payload: { clientSecret, card } });
  expect(confirm.statusCode).toBe(200);
  const recorded = await injectAs(ctx.app, investor, { method: "POST", url: "/api/investments", payload: { campaignId, amount, paymentIntentId } });
  expect(recorded.statusCode).toBeLessThan(300);
  return paymentIntentId as string;
}

const cancel = (who: TestUser | null, id: number) => injectAs(ctx.app, who, { method: "POST", url: `/api/campaigns/${id}/cancel` });

describe("POST /api/campaigns/{id}/cancel", () => {
  it("cancels, refunds amount + fee of every investment through the gateway and tells each investor", async () => {
    const player = await createPlayer(ctx.db);
    const campaign = await createCampaign(ctx.db, player, { buyIn: "10000.00", targetAmount: "5000.00", minStake: "50.00" });
    const a = await createInvestor(ctx.db);
    const b = await createInvestor(ctx.db);
    const piA = await invest(a, campaign.id, "1000.00"); // fee $50
    const piB = await invest(b, campaign.id, "60.00"); // fee $5 (the minimum)

    const res = await cancel(player, campaign.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ campaignId: campaign.id, status: "cancelled", refundedInvestments: 2, refundedTotal: "1115.00" });

    const books = await ctx.db.select().from(sandboxPaymentIntents);
    expect(books.find((x) => x.id === piA)!.refundedCents).toBe(105_000);
    expect(books.find((x) => x.id === piB)!.refundedCents).toBe(6_500);
    const invs = await ctx.db.select().from(investments).where(eq(investments.campaignId, campaign.id));
    expect(invs.every((i) => i.status === "refunded")).toBe(true);
    const [c] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(c.status).toBe("cancelled");
    for (const who of [a, b]) {
      const acts = await ctx.db.select().from(activities).where(eq(activities.userId, who.user.id));
      expect(acts.some((x) => x.type === "investment_refunded" && x.description.includes(campaign.tournament))).toBe(true);
    }
    // the refunded stakes are gone from the investors' figures
    expect((await injectAs(ctx.app, a, { method: "GET", url: "/api/dashboard" })).json()).toMatchObject({ totalInvested: "0.00", activeStakes: 0 });

    // a Cancel repeated (a double click, a retry after a crash) answers what the first decided and refunds nothing more
    const again = await cancel(player, campaign.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ campaignId: campaign.id, status: "cancelled", refundedInvestments: 2, refundedTotal: "1115.00" });
    const after = await ctx.db.select().from(sandboxPaymentIntents);
    expect(after.find((x) => x.id === piA)!.refundedCents).toBe(105_000);
    expect(after.find((x) => x.id === piB)!.refundedCents).toBe(6_500);
  });

  it("owner only: 403 another player or an investor, 401 signed out, 404 unknown; 409 once closed", async () => {
    const player = await createPlayer(ctx.db);
    const campaign = await createCampaign(ctx.db, player);
    expect((await cancel(await createPlayer(ctx.db), campaign.id)).statusCode).toBe(403);
    expect((await cancel(await createInvestor(ctx.db), campaign.id)).statusCode).toBe(403);
    expect((await cancel(null, campaign.id)).statusCode).toBe(401);
    expect((await cancel(player, 2_000_000_000)).statusCode).toBe(404);
    const completed = await createCampaign(ctx.db, player, { status: "completed" });
    expect((await cancel(player, completed.id)).statusCode).toBe(409);
    const [c] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(c.status).toBe("active");
  });

  it("a refund the gateway does not confirm stays owed: the stake is refunded, the refund retried until confirmed, the investor told once", async () => {
    const player = await createPlayer(ctx.db);
    const campaign = await createCampaign(ctx.db, player);
    const investor = await createInvestor(ctx.db);
    const ok = await createInvestment(ctx.db, campaign, investor, "200.00");
    const bad = await createInvestment(ctx.db, campaign, investor, "300.00");
    const calls: Array<[string, number | undefined, string | undefined]> = [];
    let failOn: string | null = bad.paymentIntentId;
    const gateway = {
      name: "sandbox",
      refund: async (id: string, cents?: number, key?: string) => {
        if (id === failOn) throw new Error("card network unavailable");
        calls.push([id, cents, key]);
        return { id: `re_${id}`, status: "succeeded" };
      },
    } as unknown as PaymentGateway;

    const deps = { db: ctx.db, payments: gateway, log: ctx.app.log };
    const result = await cancelCampaign(deps, player.user, campaign.id);
    expect(result).toMatchObject({ refundedInvestments: 2, refundedTotal: "525.00" });
    expect(calls.map(([id, cents]) => [id, cents])).toEqual([[ok.paymentIntentId, 21_000]]);
    // a retried row is rewritten, so PostgreSQL returns the rows in no fixed order
    const owed = await ctx.db.select().from(refunds).where(eq(refunds.campaignId, campaign.id)).orderBy(asc(refunds.amountCents));
    expect(owed.map((r) => [r.paymentIntentId, r.status, r.amountCents])).toEqual([
      [ok.paymentIntentId, "succeeded", 21_000],
      [bad.paymentIntentId, "pending", 31_500],
    ]);
    expect(owed[1].lastError).toBe("card network unavailable");
    // the stake no longer counts; the investor is told only once their card has the money back
    const [stake] = await ctx.db.select().from(investments).where(eq(investments.id, bad.id));
    expect(stake.status).toBe("refunded");
    const told = async () =>
      (
        await ctx.db
          .select()
          .from(activities)
          .where(and(eq(activities.userId, investor.user.id), eq(activities.type, "investment_refunded")))
      ).length;
    expect(await told()).toBe(1);

    // not due yet (backoff), then due: the worker refunds it with the refund's own idempotency key
    failOn = null;
    // only this campaign's: other test files' refunds share the table on PostgreSQL
    const mine = { campaignIds: [campaign.id] };
    expect(await carryOutRefunds(deps, mine)).toEqual({ succeeded: 0, failed: 0 });
    expect(await carryOutRefunds(deps, { ...mine, now: new Date(Date.now() + 31_000) })).toEqual({ succeeded: 1, failed: 0 });
    expect(calls[1]).toEqual([bad.paymentIntentId, 31_500, refundIdempotencyKey(owed[1].id)]);
    expect(await told()).toBe(2);
    // a Cancel repeated answers the whole decision and asks the gateway for nothing more
    expect(await cancelCampaign(deps, player.user, campaign.id)).toMatchObject({ refundedInvestments: 2, refundedTotal: "525.00" });
    expect(await carryOutRefunds(deps, { ...mine, now: new Date(Date.now() + 3_600_000) })).toEqual({ succeeded: 0, failed: 0 });
    expect(calls).toHaveLength(2);
  });
});

describe("two cancels at once", () => {
  // only PostgreSQL runs the two requests on separate connections at the same time; PGlite serializes them
  it.skipIf(!usingPostgres)("refund each stake exactly once: the provider's books and the refunds recorded agree", async () => {
    for (let round = 0; round < 3; round++) {
      const player = await createPlayer(ctx.db);
      const campaign = await createCampaign(ctx.db, player, { buyIn: "10000.00", targetAmount: "5000.00", minStake: "50.00" });
      const investors = await Promise.all(Array.from({ length: 6 }, () => createInvestor(ctx.db)));
      const paid: string[] = [];
      for (const who of investors) paid.push(await invest(who, campaign.id, "100.00")); // $105 with the $5 fee

      const answers = await Promise.all([cancel(player, campaign.id), cancel(player, campaign.id)]);
      // the second waits for the first's decision, then answers it: both say the six stakes are refunded
      for (const a of answers) expect(a.statusCode, a.body).toBe(200);
      expect(answers.map((a) => a.json().refundedInvestments)).toEqual([6, 6]);

      const books = await ctx.db.select().from(sandboxPaymentIntents).where(inArray(sandboxPaymentIntents.id, paid));
      expect(books.map((b) => b.refundedCents)).toEqual(paid.map(() => 10_500));
      const invs = await ctx.db.select().from(investments).where(eq(investments.campaignId, campaign.id));
      expect(invs.map((i) => i.status)).toEqual(paid.map(() => "refunded"));
      const notices = await ctx.db
        .select()
        .from(activities)
        .where(
          and(
            eq(activities.type, "investment_refunded"),
            inArray(
              activities.userId,
              investors.map((i) => i.user.id),
            ),
          ),
        );
      expect(notices).toHaveLength(6);
    }
  });
});
