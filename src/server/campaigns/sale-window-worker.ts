import { campaignFundedBuyInCents } from "@core/bullets";
import { markupHundredthsOf } from "@core/markup";
import { toCents } from "@core/money";
import { decideSale, type SaleDecision } from "@core/sale-window";
import { and, asc, inArray, isNotNull, isNull, lte, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { campaigns } from "../db/schema/index";
import { lockCampaign } from "../db/row-locks";
import { startPassesWhenReady } from "../http/interval-job";
import { recordEvent } from "../notifications/record-event";
import { backersOf } from "../notifications/recipients";
import { cancelIntentsAtGateway, cancelOpenHolds } from "../payouts/open-holds";
import { markCampaignCancelled, type PayoutDeps } from "../payouts/service";
import { carryOutRefunds } from "../refunds/worker";

/*
 * The sale window's job (decision 233): at a campaign's saleEndsAt it decides, once, from what was
 * sold. Below the minimum the campaign is cancelled by the player's own cancel path (markCampaignCancelled: its open
 * holds cancelled, every stake marked refunded and its refund owed, in the same transaction; the refund worker carries
 * them out); at or above it the campaign stops selling (status funded, its open holds cancelled) and goes on with
 * what was sold, the rest of the winnings the player's own. The player and every backer are told (sale_closed).
 *
 * Safe on several instances: each campaign is decided in one transaction holding its row lock (the lock every funding
 * change takes), and only while sale_closed_at is still null, which that transaction sets. A second instance that
 * picked the same campaign waits for the lock, then finds it closed and does nothing. A payment racing the job is
 * either recorded before the lock is ours (and counted in the decision) or after it (and refused: the campaign is no
 * longer active, so record_investment refunds it).
 */

/** due campaigns taken per statement; a pass goes on until none is left */
const BATCH = 20;

export type SaleWindowDeps = PayoutDeps;

export interface SaleClosed {
  campaignId: number;
  decision: SaleDecision;
}

/** What one campaign's decision left to do after its commit: intents to cancel at the gateway, refunds to carry out. */
interface Decided extends SaleClosed {
  releasedIntents: string[];
  refundIds: number[];
}

/**
 * Decides one campaign's sale, if it is due and still undecided, in one transaction with its row locked: null when
 * there was nothing to decide (another instance did, the deadline moved, or the campaign no longer sells).
 */
async function decideOne(deps: SaleWindowDeps, campaignId: number, now: Date): Promise<Decided | null> {
  return deps.db.transaction(async (tx) => {
    const c = await lockCampaign(tx, campaignId);
    // read under the lock: another instance's decision, committed before we got it, is seen here
    if (!c || c.saleClosedAt !== null || c.saleEndsAt === null || c.saleEndsAt.getTime() > now.getTime()) return null;
    // cancelled, or closed with its result, before its deadline: there is no sale left to close
    if (c.status !== "active" && c.status !== "funded") return null;
    const decision = decideSale({
      soldCents: toCents(c.currentAmount) ?? 0,
      fundedBuyInCents: campaignFundedBuyInCents(c),
      markupHundredths: markupHundredthsOf(c.markup),
      minFillPercent: c.minFillPercent,
    });
    // told before the cancel marks their stakes refunded (backersOf counts stakes that still stand)
    const investorIds = await backersOf(tx, c.id);
    let releasedIntents: string[];
    let refundIds: number[] = [];
    if (decision.outcome === "cancel") {
      await tx.update(campaigns).set({ saleClosedAt: now }).where(eq(campaigns.id, c.id));
      // the player's own Cancel path: status, open holds, every stake refunded and owed, the player's line
      const cancelled = await markCampaignCancelled(tx, c, now, "below_minimum", "campaign_cancelled");
      releasedIntents = cancelled.releasedIntents;
      refundIds = cancelled.stakes.refundIds;
    } else {
      // no longer active: place_payment_hold and record_investment (payment_fits) refuse any further payment
      await tx.update(campaigns).set({ saleClosedAt: now, status: "funded", updatedAt: now }).where(eq(campaigns.id, c.id));
      releasedIntents = await cancelOpenHolds(tx, c.id);
    }
    await recordEvent(tx, {
      kind: "sale_closed",
      campaignId: c.id,
      playerId: c.playerId,
      playerName: c.playerName,
      tournament: c.tournament,
      investorIds,
      outcome: decision.outcome,
      soldPercent: decision.soldPercent,
      keptPercent: decision.keptPercent,
      minFillPercent: c.minFillPercent,
    });
    return { campaignId: c.id, decision, releasedIntents, refundIds };
  });
}

/**
 * One pass: every campaign whose sale has ended and is not yet decided, each in its own transaction; then, after each
 * commit, its released intents are cancelled with the gateway and its refunds carried out (what the gateway does not
 * confirm stays owed; the refund worker retries it). `campaignIds` narrows the pass (tests on a shared database).
 */
export async function closeDueSales(deps: SaleWindowDeps, options: { now?: Date; campaignIds?: number[] } = {}): Promise<SaleClosed[]> {
  const now = options.now ?? new Date();
  const out: SaleClosed[] = [];
  const tried = new Set<number>();
  for (;;) {
    const conditions = [
      isNotNull(campaigns.saleEndsAt),
      isNull(campaigns.saleClosedAt),
      lte(campaigns.saleEndsAt, now),
      inArray(campaigns.status, ["active", "funded"]),
    ];
    if (options.campaignIds) conditions.push(inArray(campaigns.id, options.campaignIds));
    // the partial index campaigns_sale_due_idx holds exactly the undecided deadlines
    const due = await deps.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(...conditions, tried.size > 0 ? sql`${campaigns.id} <> all(${sql.param([...tried])}::int[])` : undefined))
      .orderBy(asc(campaigns.saleEndsAt), asc(campaigns.id))
      .limit(BATCH);
    if (due.length === 0) break;
    for (const { id } of due) {
      tried.add(id);
      const decided = await decideOne(deps, id, now);
      if (!decided) continue;
      out.push({ campaignId: decided.campaignId, decision: decided.decision });
      await cancelIntentsAtGateway(deps.payments, deps.log, decided.releasedIntents);
      await carryOutRefunds(deps, { ids: decided.refundIds, now });
    }
  }
  return out;
}

/**
 * Every instance runs a pass on start-up and every `intervalMs` (SALE_WINDOW_POLL_MS, default 2 s: a deadline is
 * honoured within a few seconds); the row locks keep instances apart. 0: never by itself (tests call closeDueSales).
 */
export function scheduleSaleWindowWorker(app: FastifyInstance, deps: () => SaleWindowDeps, intervalMs: number): void {
  if (intervalMs <= 0) return;
  // each pass waits for the one before it: two passes of one instance never run at once
  let last: Promise<unknown> = Promise.resolve();
  const pass = () =>
    (last = last
      .then(async () => {
        const closed = await closeDueSales(deps());
        if (closed.length > 0) app.log.info({ salesClosed: closed.length }, "sale windows closed");
      })
      .catch((err: unknown) => app.log.error({ err }, "sale-window pass failed; retrying at the next one")));
  startPassesWhenReady(app, intervalMs, pass);
}
