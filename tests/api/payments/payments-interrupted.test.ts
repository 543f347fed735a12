import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaigns, investments, paymentIntents, sandboxPaymentIntents } from "../../../src/server/db/schema/index";
import { settleInterruptedSandboxPayments } from "../../../src/server/payments/sandbox/interrupted";
import type { SandboxGateway } from "../../../src/server/payments/sandbox/gateway";
import { createCampaign } from "../factories";
import { createInvestor, createPlayer, injectAs, setupTestApp } from "../helpers";
import { CARD_OK, createIntent } from "../investing/investing-helpers";

const ctx = setupTestApp();
const deps = () => ({ db: ctx.db, payments: ctx.app.payments, log: ctx.app.log });

/** A card charged by the sandbox whose recording never happened (the server died in between). */
async function chargedNotRecorded(amount = "300") {
  const player = await createPlayer(ctx.db);
  const c = await createCampaign(ctx.db, player);
  const intent = await createIntent(ctx.app, await createInvestor(ctx.db), c.id, amount);
  expect(intent.statusCode).toBe(200);
  const { clientSecret, paymentIntentId } = intent.json() as { clientSecret: string; paymentIntentId: string };
  await (ctx.app.payments as SandboxGateway).confirmCard(clientSecret, CARD_OK);
  return { player, c, id: paymentIntentId };
}
const age = (id: string) =>
  ctx.db
    .update(sandboxPaymentIntents)
    .set({ updatedAt: sql`now() - interval '1 minute'` })
    .where(eq(sandboxPaymentIntents.id, id));
const books = async (id: string) => (await ctx.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id)))[0];
const investmentsOf = (id: string) => ctx.db.select().from(investments).where(eq(investments.paymentIntentId, id));
const campaignOf = async (id: number) => (await ctx.db.select().from(campaigns).where(eq(campaigns.id, id)))[0];

describe("sandbox payments interrupted by a crash are settled by the sweep", () => {
  it("records a charged payment that was never recorded, once", async () => {
    const { c, id } = await chargedNotRecorded("300");
    await age(id);
    await settleInterruptedSandboxPayments(deps());
    await settleInterruptedSandboxPayments(deps());
    expect(await investmentsOf(id)).toHaveLength(1);
    expect((await campaignOf(c.id)).currentAmount).toBe("300.00");
    expect((await books(id)).refundedCents).toBe(0);
  });

  it("leaves a charge of the last seconds to the request that is still recording it", async () => {
    const { id } = await chargedNotRecorded("300");
    await settleInterruptedSandboxPayments(deps());
    expect(await investmentsOf(id)).toHaveLength(0);
  });

  it("refunds in full a payment refused for lack of room whose refund never happened", async () => {
    const { c, id } = await chargedNotRecorded("300");
    // what record_investment leaves when it refuses a payment: the hold marked refunded, the refund still to do
    await ctx.db.update(paymentIntents).set({ status: "refunded" }).where(eq(paymentIntents.id, id));
    await age(id);
    await settleInterruptedSandboxPayments(deps());
    await settleInterruptedSandboxPayments(deps());
    expect(await books(id)).toMatchObject({ refundedCents: 31_500, amountCents: 31_500 });
    expect(await investmentsOf(id)).toHaveLength(0);
    expect((await campaignOf(c.id)).currentAmount).toBe("0.00");
  });

  it("refunds a card charged on a campaign cancelled meanwhile", async () => {
    const { player, c, id } = await chargedNotRecorded("300");
    expect((await injectAs(ctx.app, player, { method: "POST", url: `/api/campaigns/${c.id}/cancel` })).statusCode).toBe(200);
    await age(id);
    await settleInterruptedSandboxPayments(deps());
    expect((await books(id)).refundedCents).toBe(31_500);
    expect(await investmentsOf(id)).toHaveLength(0);
  });
});
