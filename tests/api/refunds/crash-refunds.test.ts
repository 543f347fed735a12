import { setTimeout as sleep } from "node:timers/promises";
import { toCents } from "@core/money";
import { inArray, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { auditMoney, formatMoneyAudit } from "../../../src/server/audit/money-audit";
import { campaigns, investments, refunds, sandboxPaymentIntents, type CampaignRow } from "../../../src/server/db/schema/index";
import { recordSucceededSandboxPayment } from "../../../src/server/payments/sandbox/gateway";
import { createCampaign, createInvestment } from "../factories";
import { createInvestor, createPlayer, setupTestApp, usingPostgres, type TestUser } from "../helpers";
import { freePort, killServer, startServer, type ServerProcess } from "../server-process";
import { createEvent, linkedCampaign } from "../settlement/verified-helpers";

const ctx = setupTestApp();
const STAKES = 40;
let server: ServerProcess | undefined;
// after each test, not all: each test starts its own servers, and one left running on a shared database would poll
// the mail outbox and the refunds of every other test file
afterEach(async () => {
  if (server) await killServer(server);
  server = undefined;
});

/** A stake whose payment the sandbox took: amount + fee charged, refundable at the gateway. */
async function paidStake(campaign: CampaignRow, investor: TestUser, amount: string) {
  const inv = await createInvestment(ctx.db, campaign, investor, amount);
  await recordSucceededSandboxPayment(ctx.db, { id: inv.paymentIntentId, amountCents: toCents(inv.amount)! + toCents(inv.platformFee)! });
  return inv;
}

/** The gateway's books for these payments: what it charged and what it gave back, and the refunds it made. */
async function gatewayBooks(paymentIds: string[]) {
  const books = await ctx.db.select().from(sandboxPaymentIntents).where(inArray(sandboxPaymentIntents.id, paymentIds));
  const made = (await ctx.db.execute(
    sql`select payment_intent_id, count(*)::int as n from sandbox_refunds where payment_intent_id = any(${sql.param(paymentIds)}::text[]) group by 1`,
  )) as {
    rows: Array<{ payment_intent_id: string; n: number }>;
  };
  return { books, refundsMade: new Map(made.rows.map((r) => [r.payment_intent_id, r.n])) };
}

async function post(url: string, who: TestUser, method = "POST") {
  const res = await fetch(url, { method, headers: { cookie: who.cookie } });
  return { status: res.status, body: await res.text() };
}

/**
 * A server that decides 40 refunds and is killed 250 ms later, mid-way through carrying them out (the sandbox takes
 * 50 ms a refund, like a real provider's round trip). After a restart every stake is refunded at the gateway exactly
 * once, in full (amount + fee), the retried request answers success, and the money audit finds nothing.
 */
async function killMidRefund(
  campaignId: number,
  start: (base: string) => Promise<unknown>,
  paymentIds: string[],
  retry: (base: string) => Promise<{ status: number; body: string }>,
) {
  const port = await freePort();
  const env = {
    DATABASE_URL: process.env.DATABASE_URL!,
    PAYMENTS: "sandbox",
    LINK_SECRET: "crash-refunds-test-link-secret-0123456789",
    SANDBOX_REFUND_DELAY_MS: "50",
    REFUND_POLL_MS: "1000",
    // the mail outbox is shared with every other test file on PostgreSQL: this server leaves it alone
    MAIL_POLL_MS: "0",
  };
  server = await startServer(env, port);
  const running = server;
  const request = start(running.url).catch(() => "connection lost");
  // 250 ms after the decision has committed (every refund owed), whatever the first request cost the new process
  for (let i = 0; ; i++) {
    const owed = await ctx.db.select({ id: refunds.id }).from(refunds).where(inArray(refunds.paymentIntentId, paymentIds));
    if (owed.length === paymentIds.length) break;
    if (i > 400) throw new Error(`the refunds were never decided: ${running.output()}`);
    await sleep(10);
  }
  await sleep(250);
  await killServer(running);
  await request;

  const { books: atCrash } = await gatewayBooks(paymentIds);
  const refundedAtCrash = atCrash.filter((b) => b.refundedCents > 0).length;
  // the kill landed mid-way: some refunds made, some not yet
  expect(refundedAtCrash).toBeGreaterThan(0);
  expect(refundedAtCrash).toBeLessThan(paymentIds.length);

  server = await startServer(env, port);
  const restarted = server;
  const again = await retry(restarted.url);
  expect(again.status, again.body).toBe(200);

  // the retried request carried out what it could; the worker the rest (a claim the killed server held lapses in 15 s)
  const deadline = Date.now() + 40_000;
  for (;;) {
    const pending = await ctx.db.select().from(refunds).where(inArray(refunds.paymentIntentId, paymentIds));
    if (pending.length === paymentIds.length && pending.every((r) => r.status === "succeeded")) break;
    if (Date.now() > deadline) throw new Error(`refunds still owed: ${JSON.stringify(pending.filter((r) => r.status !== "succeeded"))}\n${restarted.output()}`);
    await sleep(250);
  }
  const { books, refundsMade } = await gatewayBooks(paymentIds);
  expect(books).toHaveLength(paymentIds.length);
  for (const b of books) {
    expect({ id: b.id, refunded: b.refundedCents, made: refundsMade.get(b.id) }).toEqual({ id: b.id, refunded: b.amountCents, made: 1 });
  }
  const audit = await auditMoney(ctx.db, { graceSeconds: 0, campaignIds: [campaignId] });
  expect(audit.violations, formatMoneyAudit(audit)).toBe(0);
}

describe("a refund can never be lost", () => {
  // a second server process on the same database; PGlite lives inside one process
  it.skipIf(!usingPostgres)(
    "Cancel with 40 stakes, SIGKILL 250 ms later, restart: every stake refunded at the gateway exactly once, and a retried Cancel answers success",
    async () => {
      const player = await createPlayer(ctx.db);
      const campaign = await createCampaign(ctx.db, player, { buyIn: "10000.00", targetAmount: "5000.00", minStake: "50.00" });
      const paymentIds: string[] = [];
      for (let i = 0; i < STAKES; i++) paymentIds.push((await paidStake(campaign, await createInvestor(ctx.db), "100.00")).paymentIntentId);

      await killMidRefund(
        campaign.id,
        (base) => post(`${base}/api/campaigns/${campaign.id}/cancel`, player),
        paymentIds,
        (base) => post(`${base}/api/campaigns/${campaign.id}/cancel`, player),
      );
      const [c] = await ctx.db
        .select()
        .from(campaigns)
        .where(inArray(campaigns.id, [campaign.id]));
      expect(c.status).toBe("cancelled");
      const stakes = await ctx.db
        .select()
        .from(investments)
        .where(inArray(investments.campaignId, [campaign.id]));
      expect(stakes.every((s) => s.status === "refunded")).toBe(true);
    },
  );

  it.skipIf(!usingPostgres)(
    "a linked campaign refunded because its player unregistered: SIGKILL 250 ms later, restart: every stake refunded exactly once",
    async () => {
      const event = await createEvent(ctx.app, ctx.db, 2);
      const [alice] = event.entrants;
      const campaign = await linkedCampaign(ctx.db, alice, event, { buyIn: "10000.00", targetAmount: "5000.00" });
      const paymentIds: string[] = [];
      for (let i = 0; i < STAKES; i++) paymentIds.push((await paidStake(campaign, await createInvestor(ctx.db), "100.00")).paymentIntentId);

      await killMidRefund(
        campaign.id,
        (base) => post(`${base}/api/special-tournaments/${event.id}/registration`, alice, "DELETE"),
        paymentIds,
        // the player cancels the campaign again from their dashboard: it answers what was decided
        (base) => post(`${base}/api/campaigns/${campaign.id}/cancel`, alice),
      );
    },
  );
});
