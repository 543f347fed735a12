import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditMoney, formatMoneyAudit } from "../../../src/server/audit/money-audit";
import { openDatabase, type Database } from "../../../src/server/db/client";
import { seedDemoData } from "../../../src/server/seed/index";
import { campaigns, liveTournaments, paymentIntents, payoutDisputes, payouts } from "../../../src/server/db/schema/index";
import { recordSucceededSandboxPayment } from "../../../src/server/payments/sandbox/gateway";
import { createCampaign, createInvestment } from "../factories";
import { createInvestor, createPlayer, createSponsor } from "../helpers";
import { createLiveTournament } from "../live/live-helpers";
import { newLiveState } from "../../../src/core/live/actions/initial-state";
import { applyAction } from "../../../src/core/live/actions/reducers";

const run = promisify(execFile);

// its own embedded database, never the one other test files share: the rows planted here break invariants on purpose
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory://" });
});
afterAll(async () => database?.close());

const violationsOf = async (campaignIds?: number[]) => {
  const audit = await auditMoney(database.db, { graceSeconds: 0, campaignIds });
  return Object.fromEntries(audit.checks.map((c) => [c.name, c.violations.map((v) => `${v.subject}: ${v.detail}`)]));
};

describe("the money audit", () => {
  it("finds nothing on the demo data, booked through the real rules", async () => {
    const demo = await openDatabase({ dataDir: "memory://" });
    try {
      expect(await seedDemoData(demo.db)).toBe(true);
      const audit = await auditMoney(demo.db, { graceSeconds: 0 });
      expect(audit.violations, formatMoneyAudit(audit)).toBe(0);
      expect(audit.checks.map((c) => c.name)).toEqual(["charges", "payments", "campaigns", "refunds", "payouts", "events", "holds", "trail"]);
    } finally {
      await demo.close();
    }
  });

  it("names the row that breaks each invariant", async () => {
    const db = database.db;
    const player = await createPlayer(db);
    const investor = await createInvestor(db);

    // charges: the sandbox took money that is neither a stake nor refunded, and one refunded only in part
    const charged = await createCampaign(db, player);
    await db.insert(paymentIntents).values({
      id: "pi_audit_lost",
      provider: "sandbox",
      campaignId: charged.id,
      investorId: investor.user.id,
      amount: "100.00",
      platformFee: "5.00",
      totalAmount: "105.00",
      status: "canceled",
      expiresAt: new Date(),
    });
    await recordSucceededSandboxPayment(db, { id: "pi_audit_lost", amountCents: 10_500 });
    // payments: marked succeeded by us with no stake
    await db.insert(paymentIntents).values({
      id: "pi_audit_nostake",
      provider: "sandbox",
      campaignId: charged.id,
      investorId: investor.user.id,
      amount: "100.00",
      platformFee: "5.00",
      totalAmount: "105.00",
      status: "succeeded",
      expiresAt: new Date(),
    });

    // campaigns: raised more than its stakes
    const drifted = await createCampaign(db, player);
    await createInvestment(db, drifted, investor, "200.00");
    await db.update(campaigns).set({ currentAmount: "300.00" }).where(eq(campaigns.id, drifted.id));

    // refunds: a stake marked refunded with no refund owed or made (the crash this issue found)
    const cancelled = await createCampaign(db, player, { status: "cancelled" });
    const lost = await createInvestment(db, cancelled, investor, "150.00", { status: "refunded" });

    // payouts: more than the share sold pays
    const closed = await createCampaign(db, player, { status: "completed", totalWinnings: "1000.00", finalPosition: 1 });
    const stake = await createInvestment(db, closed, investor, "1000.00", { status: "closed" });
    await db
      .insert(payouts)
      .values({ campaignId: closed.id, investmentId: stake.id, investorId: investor.user.id, playerId: player.user.id, amount: "500.00" });

    // holds: open on a completed campaign
    await db.insert(paymentIntents).values({
      id: "pi_audit_hold",
      provider: "sandbox",
      campaignId: closed.id,
      investorId: investor.user.id,
      amount: "50.00",
      platformFee: "5.00",
      totalAmount: "55.00",
      status: "pending",
      expiresAt: new Date(Date.now() + 60_000),
    });

    // trail: a dispute marked ruled with no dispute.ruled row on its payout's trail
    const disputed = await createCampaign(db, player, { status: "completed", totalWinnings: "1000.00", finalPosition: 1 });
    const disputedStake = await createInvestment(db, disputed, investor, "100.00", { status: "completed" });
    const [disputedPayout] = await db
      .insert(payouts)
      .values({
        campaignId: disputed.id,
        investmentId: disputedStake.id,
        investorId: investor.user.id,
        playerId: player.user.id,
        amount: "10.00",
        status: "paid",
        paidAt: new Date(),
      })
      .returning();
    const [untrailed] = await db
      .insert(payoutDisputes)
      .values({
        payoutId: disputedPayout.id,
        investorId: investor.user.id,
        playerId: player.user.id,
        reason: "The money never arrived.",
        status: "ruled",
        outcome: "paid",
        note: "ok",
      })
      .returning();

    // events: a finished event whose stored state cannot be read back
    const sponsor = await createSponsor(db);
    const { tournament } = await createLiveTournament(db, sponsor, 2);
    await db.insert(liveTournaments).values({ id: String(tournament.id), specialTournamentId: tournament.id, state: { finishedAt: "2026-01-01" } as never });

    const found = await violationsOf();
    expect(found.charges).toEqual(["payment pi_audit_lost: charged 105.00, refunded 0.00, 0 stake(s)"]);
    expect(found.payments).toEqual(["payment pi_audit_nostake: marked succeeded with no investment"]);
    expect(found.campaigns).toEqual([`campaign ${drifted.id} (active): raised 300.00 of 5000.00, stakes 200.00`]);
    expect(found.refunds).toEqual([`stake ${lost.id}: marked refunded with no refund owed or made`]);
    expect(found.payouts).toEqual([`campaign ${closed.id}: payouts 500.00 on winnings 1000.00, the share sold pays at most 100.00`]);
    expect(found.events).toEqual([`event ${tournament.id}: its stored clock state does not parse`]);
    expect(found.holds).toEqual([`hold pi_audit_hold: still open on campaign ${closed.id}, which is completed`]);
    expect(found.trail).toEqual([`payout ${disputedPayout.id}: dispute ${untrailed.id} ruled paid with no dispute.ruled trail row`]);

    // scoped to some campaigns, the others' rows are not named
    const scoped = await violationsOf([drifted.id]);
    expect(Object.values(scoped).flat()).toEqual([`campaign ${drifted.id} (active): raised 300.00 of 5000.00, stakes 200.00`]);

    // a refund owed is on its way, not a violation, until it is overdue
    await db.execute(sql`insert into refunds (payment_intent_id, investment_id, campaign_id, investor_id, amount_cents, reason)
      values (${lost.paymentIntentId}, ${lost.id}, ${cancelled.id}, ${investor.user.id}, 15750, 'campaign_cancelled')`);
    expect((await violationsOf([cancelled.id])).refunds).toEqual([]);
    await db.execute(
      sql`update refunds set created_at = now() - interval '2 hours', attempts = 7, last_error = 'card network unavailable' where investment_id = ${lost.id}`,
    );
    expect((await violationsOf([cancelled.id])).refunds).toEqual([
      expect.stringMatching(/^refund \d+: owed since .* \(7 attempts, last error: card network unavailable\)$/),
    ]);
  });

  it("sees what a finished event's clock pays, not only its prize table (decision 192)", async () => {
    const { db } = database;
    const sponsor = await createSponsor(db);
    const { tournament } = await createLiveTournament(db, sponsor, 4);
    // four $1,000 entrants, a deal made on the $4,000 pool, then a rebuy the deal never shared: the hole of decision 198
    let s = newLiveState({
      tournamentId: String(tournament.id),
      name: "Audit",
      kind: "sponsor",
      entrants: ["a", "b", "c", "d"].map((id, i) => ({ id, name: `Player ${i + 1}`, userId: null })),
      startingChips: 10_000,
      buyInCents: 1000_00,
      payoutPercent: 100,
      prizeBasisPoints: [5000, 3000, 2000],
    });
    s = applyAction(s, { type: "start" }, 1);
    s = applyAction(s, { type: "deal-propose", method: "chip_chop" }, 2);
    for (const id of ["a", "b", "c", "d"]) s = applyAction(s, { type: "deal-accept", playerId: id, proposalId: 1 }, 3);
    expect(s.finishedAt).not.toBeNull();
    await db.insert(liveTournaments).values({ id: String(tournament.id), specialTournamentId: tournament.id, state: s });
    expect((await violationsOf()).events.filter((v) => v.startsWith(`event ${tournament.id}:`))).toEqual([]);
    const grown = {
      ...s,
      entries: [{ playerId: "d", kind: "rebuy" as const, at: 2 }],
      rebuys: { kind: "rebuy" as const, untilLevel: 3, maxPerPlayer: 1, priceCents: 1000_00, chips: 10_000 },
    };
    await db
      .update(liveTournaments)
      .set({ state: grown })
      .where(eq(liveTournaments.id, String(tournament.id)));
    expect((await violationsOf()).events).toContain(`event ${tournament.id}: its finishers are paid 4000.00 in prizes from a 5000.00 pool`);
  });

  it("npm run audit:money exits 1 naming the rows, 0 when every invariant holds", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "audit-"));
    try {
      const onDisk = await openDatabase({ dataDir: dir });
      const player = await createPlayer(onDisk.db);
      const c = await createCampaign(onDisk.db, player, { currentAmount: "42.00" });
      await onDisk.close();

      const env = { ...process.env, DATABASE_URL: "", DATA_DIR: dir };
      const failed = await run(process.execPath, ["--import", "tsx", "scripts/audit-money.ts"], { env }).catch((e: { code: number; stdout: string }) => e);
      expect("code" in failed ? failed.code : 0).toBe(1);
      expect(failed.stdout).toContain(`FAIL campaigns:`);
      expect(failed.stdout).toContain(`campaign ${c.id} (active): raised 42.00 of 5000.00, stakes 0.00`);

      const fixed = await openDatabase({ dataDir: dir });
      await fixed.db.update(campaigns).set({ currentAmount: "0" }).where(eq(campaigns.id, c.id));
      await fixed.close();
      const ok = await run(process.execPath, ["--import", "tsx", "scripts/audit-money.ts"], { env });
      expect(ok.stdout).toContain("money audit: every invariant holds");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // two runs of the script, each starting tsx and the embedded database: slow on a loaded 2-core machine
  }, 180_000);
});
