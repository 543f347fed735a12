import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { toCents } from "../../../src/core/money";
import { campaigns, investments } from "../../../src/server/db/schema/index";
import type { SandboxGateway } from "../../../src/server/payments/sandbox/gateway";
import { createCampaign } from "../factories";
import { createInvestor, createPlayer, setupTestApp } from "../helpers";
import { CARD_OK, confirmCard, createIntent, postInvestment } from "./investing-helpers";

// Meaningful on PostgreSQL (CI's second run: a pool of connections racing for the campaign row);
// on the embedded database the same assertions hold with the requests interleaved on one connection.
const ctx = setupTestApp();

describe("oversell-proof funding under concurrency", () => {
  it("50 investors race for room for 10 minimum stakes: exactly 10 succeed, the rest get 409", async () => {
    const player = await createPlayer(ctx.db);
    const c = await createCampaign(ctx.db, player, { buyIn: "10000.00", minStake: "100.00", targetAmount: "1000.00" });
    const investors = await Promise.all(Array.from({ length: 50 }, () => createInvestor(ctx.db)));

    const results = await Promise.all(
      investors.map(async (who) => {
        const intent = await createIntent(ctx.app, who, c.id, "100");
        if (intent.statusCode !== 200) return intent.statusCode;
        const paid = await confirmCard(ctx.app, who, intent.json().clientSecret);
        return paid.statusCode;
      }),
    );
    expect(results.filter((s) => s === 200)).toHaveLength(10);
    expect(results.filter((s) => s === 409)).toHaveLength(40);

    const [row] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, c.id));
    const rows = await ctx.db.select().from(investments).where(eq(investments.campaignId, c.id));
    const sum = rows.reduce((acc, r) => acc + toCents(r.amount)!, 0);
    expect(rows).toHaveLength(10);
    expect(toCents(row.currentAmount)).toBe(sum);
    expect(sum).toBeLessThanOrEqual(toCents(row.targetAmount)!);
    expect(row.status).toBe("funded");
  });

  it("odd amounts racing never push currentAmount past the target", async () => {
    const player = await createPlayer(ctx.db);
    const c = await createCampaign(ctx.db, player, { buyIn: "5000.00", minStake: "50.00", targetAmount: "2000.00" });
    const investors = await Promise.all(Array.from({ length: 30 }, () => createInvestor(ctx.db)));
    const amounts = ["50", "75.25", "120", "333.33", "410.10", "99.99"];
    await Promise.all(
      investors.map(async (who, i) => {
        const intent = await createIntent(ctx.app, who, c.id, amounts[i % amounts.length]);
        if (intent.statusCode === 200) await confirmCard(ctx.app, who, intent.json().clientSecret);
      }),
    );
    const [row] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, c.id));
    const rows = await ctx.db.select().from(investments).where(eq(investments.campaignId, c.id));
    const sum = rows.reduce((acc, r) => acc + toCents(r.amount)!, 0);
    expect(toCents(row.currentAmount)).toBe(sum);
    expect(sum).toBeLessThanOrEqual(200000);
  });

  it("the same payment posted 20 times at once gives one investment", async () => {
    const player = await createPlayer(ctx.db);
    const investor = await createInvestor(ctx.db);
    const c = await createCampaign(ctx.db, player);
    const intent = (await createIntent(ctx.app, investor, c.id, "500")).json();
    await (ctx.app.payments as SandboxGateway).confirmCard(intent.clientSecret, CARD_OK);

    const body = { campaignId: c.id, amount: "500.00", paymentIntentId: intent.paymentIntentId };
    const responses = await Promise.all(Array.from({ length: 20 }, () => postInvestment(ctx.app, investor, body)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([...Array(19).fill(200), 201]);
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    const rows = await ctx.db.select().from(investments).where(eq(investments.campaignId, c.id));
    expect(rows).toHaveLength(1);
    const [row] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, c.id));
    expect(row.currentAmount).toBe("500.00");
  });

  it("the same card confirmed 20 times at once charges and records once, and every confirm answers 200", async () => {
    // several rounds: a confirm that read the intent before another one recorded it is a narrow window
    for (let round = 0; round < 8; round++) {
      const player = await createPlayer(ctx.db);
      const investor = await createInvestor(ctx.db);
      const c = await createCampaign(ctx.db, player);
      const intent = (await createIntent(ctx.app, investor, c.id, "500")).json();
      const responses = await Promise.all(Array.from({ length: 20 }, () => confirmCard(ctx.app, investor, intent.clientSecret)));
      expect(responses.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);
      const rows = await ctx.db.select().from(investments).where(eq(investments.campaignId, c.id));
      expect(rows).toHaveLength(1);
      const [row] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, c.id));
      expect(row.currentAmount).toBe("500.00");
    }
  });
});
