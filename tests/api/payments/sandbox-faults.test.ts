import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../src/server/config";
import { campaigns, investments, paymentIntents, refunds, sandboxPaymentIntents } from "../../../src/server/db/schema/index";
import { PROVIDER_UNAVAILABLE_MESSAGE } from "../../../src/server/investing/gateway";
import { NO_FAULTS, rollFault, type SandboxFaults } from "../../../src/server/payments/sandbox/faults";
import type { SandboxGateway } from "../../../src/server/payments/sandbox/gateway";
import { carryOutRefunds } from "../../../src/server/refunds/worker";
import { createCampaign } from "../factories";
import { createInvestor, createPlayer, injectAs, setupTestApp } from "../helpers";
import { confirmCard, createIntent } from "../investing/investing-helpers";

const ctx = setupTestApp();
const gateway = () => ctx.app.payments as SandboxGateway;
/** The next calls' fates, in order: each roll a fixed number (below failureRate / 2 fails before acting, and so on). */
function scripted(...rolls: number[]): SandboxFaults {
  return { failureRate: 0.2, slowRate: 0.2, slowMs: 300, random: () => rolls.shift() ?? 0.99 };
}
const FAIL_BEFORE = 0.05;
const FAIL_AFTER = 0.15;
const SLOW = 0.3;

async function campaignWithInvestor() {
  const player = await createPlayer(ctx.db);
  const c = await createCampaign(ctx.db, player);
  return { player, c, investor: await createInvestor(ctx.db) };
}
const campaignOf = async (id: number) => (await ctx.db.select().from(campaigns).where(eq(campaigns.id, id)))[0];

describe("the sandbox's fault plan (decision 222)", () => {
  it("rolls fail-before, fail-after, slow and ok in the shares the settings give, and nothing without them", () => {
    const faults = (r: number): SandboxFaults => ({ failureRate: 0.1, slowRate: 0.1, slowMs: 2000, random: () => r });
    expect([0.01, 0.07, 0.15, 0.5].map((r) => rollFault(faults(r)))).toEqual(["fail-before", "fail-after", "slow", "ok"]);
    expect(rollFault({ ...NO_FAULTS, random: () => 0 })).toBe("ok");
  });

  it("is the sandbox's only: refused with Stripe, and outside 0-1", () => {
    const stripe = {
      PAYMENTS: "stripe",
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      VITE_STRIPE_PUBLIC_KEY: "pk_test_x",
      DATA_DIR: "memory://",
    };
    expect(() => loadConfig({ ...stripe, SANDBOX_FAILURE_RATE: "0.1" })).toThrow(/SANDBOX_FAILURE_RATE/);
    expect(() => loadConfig({ DATA_DIR: "memory://", SANDBOX_SLOW_RATE: "1.5" })).toThrow(/SANDBOX_SLOW_RATE/);
    expect(loadConfig({ DATA_DIR: "memory://", SANDBOX_FAILURE_RATE: "0.1", SANDBOX_SLOW_RATE: "0.1" })).toMatchObject({
      SANDBOX_FAILURE_RATE: 0.1,
      SANDBOX_SLOW_MS: 2000,
    });
  });

  it("a provider that fails before acting: 503 with a message, no hold, the campaign untouched; a retry goes through", async () => {
    const { c, investor } = await campaignWithInvestor();
    gateway().faults = scripted(FAIL_BEFORE);
    const refused = await createIntent(ctx.app, investor, c.id, "300");
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ code: "unavailable", message: PROVIDER_UNAVAILABLE_MESSAGE });
    expect(await ctx.db.select().from(paymentIntents).where(eq(paymentIntents.campaignId, c.id))).toHaveLength(0);
    const retried = await createIntent(ctx.app, investor, c.id, "300");
    expect(retried.statusCode).toBe(200);
    gateway().faults = NO_FAULTS;
  });

  it("a charge whose answer is lost: 503, the card charged and nothing recorded; the retried confirm records it once", async () => {
    const { c, investor } = await campaignWithInvestor();
    const intent = (await createIntent(ctx.app, investor, c.id, "300")).json() as { clientSecret: string; paymentIntentId: string };
    gateway().faults = scripted(FAIL_AFTER);
    const lost = await confirmCard(ctx.app, investor, intent.clientSecret);
    expect(lost.statusCode).toBe(503);
    const [books] = await ctx.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, intent.paymentIntentId));
    expect(books.status).toBe("succeeded");
    expect(await ctx.db.select().from(investments).where(eq(investments.paymentIntentId, intent.paymentIntentId))).toHaveLength(0);
    const again = await confirmCard(ctx.app, investor, intent.clientSecret);
    expect(again.statusCode).toBe(200);
    expect(await confirmCard(ctx.app, investor, intent.clientSecret)).toMatchObject({ statusCode: 200 });
    expect(await ctx.db.select().from(investments).where(eq(investments.paymentIntentId, intent.paymentIntentId))).toHaveLength(1);
    expect((await campaignOf(c.id)).currentAmount).toBe("300.00");
    gateway().faults = NO_FAULTS;
  });

  it("a slow provider answers after its delay, and the payment goes through", async () => {
    const { c, investor } = await campaignWithInvestor();
    gateway().faults = scripted(SLOW);
    const from = Date.now();
    const intent = await createIntent(ctx.app, investor, c.id, "300");
    expect(intent.statusCode).toBe(200);
    expect(Date.now() - from).toBeGreaterThanOrEqual(290);
    expect((await confirmCard(ctx.app, investor, intent.json().clientSecret)).statusCode).toBe(200);
    gateway().faults = NO_FAULTS;
  });

  it("a refund whose answer is lost stays owed and is made once when the worker tries again", async () => {
    const { player, c, investor } = await campaignWithInvestor();
    const intent = (await createIntent(ctx.app, investor, c.id, "300")).json() as { clientSecret: string; paymentIntentId: string };
    expect((await confirmCard(ctx.app, investor, intent.clientSecret)).statusCode).toBe(200);
    // the cancel carries its refund out after its commit: the provider makes it and the answer is lost
    gateway().faults = scripted(FAIL_AFTER);
    expect((await injectAs(ctx.app, player, { method: "POST", url: `/api/campaigns/${c.id}/cancel` })).statusCode).toBe(200);
    const deps = { db: ctx.db, payments: ctx.app.payments, log: ctx.app.log };
    const [owed] = await ctx.db.select().from(refunds).where(eq(refunds.paymentIntentId, intent.paymentIntentId));
    expect(owed).toMatchObject({ status: "pending", lastError: PROVIDER_UNAVAILABLE_MESSAGE });
    gateway().faults = NO_FAULTS;
    // the retry is due after its backoff; the gateway already gave the money back and answers the same refund
    const later = new Date(Date.now() + 10 * 60_000);
    expect(await carryOutRefunds(deps, { campaignIds: [c.id], now: later })).toEqual({ succeeded: 1, failed: 0 });
    const [books] = await ctx.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, intent.paymentIntentId));
    expect(books.refundedCents).toBe(books.amountCents);
    expect((await ctx.db.select().from(refunds).where(eq(refunds.paymentIntentId, intent.paymentIntentId)))[0].status).toBe("succeeded");
  });
});
