import { campaignFundedBuyInCents } from "@core/bullets";
import { markupHundredthsOf } from "@core/markup";
import {
  completionTime,
  finalPositionLabel,
  type CancelCampaignResult,
  type CloseCampaignInput,
  type CloseCampaignResult,
  type PendingPayout,
} from "@core/contracts/payouts";
import { centsToDecimal, centsToDollars, toCents } from "@core/money";
import { planPayouts } from "@core/payouts";
import { isOverdue, payoutDueAt } from "@core/payback";
import { knownAsName } from "@core/user-display";
import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { CancelCause, RecordedEvent, Settlement } from "../notifications/event-facts";
import { refundLine } from "../notifications/event-wording";
import { recordEvent } from "../notifications/record-event";
import { OPEN_INVESTMENT_STATUSES, refundOpenStakesOf, stakeRefundsOf, type RefundReason, type StakesRefunded } from "../refunds/obligations";
import { carryOutRefunds } from "../refunds/worker";
import { maskBankAccount } from "../auth/public-user";
import type { Db, Tx } from "../db/client";
import {
  campaigns,
  investments,
  payoutDisputes,
  payouts,
  specialTournaments,
  users,
  type CampaignRow,
  type InvestmentRow,
  type UserRow,
} from "../db/schema/index";
import { conflict, forbidden, notFound, specificError } from "../errors";
import type { PaymentGateway } from "../investing/gateway";
import { recordTrail } from "../trust/trail";
import { confirmationView, payoutState } from "./confirmation";
import { cancelIntentsAtGateway, cancelOpenHolds } from "./open-holds";
import { lockCampaign, lockPayout } from "../db/row-locks";
import { prizePaidAtByCampaign } from "./prize-paid-at";
import { rowsOf } from "../db/rows";
import { hasPackageEntries, isPackage, PACKAGE_CANCEL_AFTER_RESULTS, PACKAGE_CLOSES_BY_RESULTS } from "../package-events/entries";

/** What closing and cancelling need: the database, the gateway that refunds and cancels intents, and a log. */
export interface PayoutDeps {
  db: Db;
  payments: PaymentGateway;
  log: FastifyBaseLogger;
}

/** A person's name as the users who deal with them see it (knownAsName: the name they gave, else their username). */
export function personName(u: Pick<UserRow, "firstName" | "lastName" | "username">): string {
  return knownAsName(u);
}

const cents = (v: string | null) => toCents(v) ?? 0;

async function lockOwnCampaign(tx: Tx, playerId: number, campaignId: number, action: string): Promise<CampaignRow> {
  const campaign = await lockCampaign(tx, campaignId);
  if (!campaign) throw notFound("Campaign not found");
  if (campaign.playerId !== playerId) throw forbidden(`Only the campaign's player can ${action} it`);
  return campaign;
}

/** The result a campaign closes with, and who decided it (its player and each investor are told accordingly). */
export interface Completion {
  finalPosition: number;
  totalWinningsCents: number;
  completedAt: Date;
  now: Date;
  settlement: Settlement;
  /**
   * More to tell, written with the completion's own events in one statement: built from what each investor is owed
   * by this completion (their payouts summed, largest first, then by investor id).
   */
  alsoTell?: (owed: ReadonlyArray<{ investor: UserRow; amountCents: number }>) => RecordedEvent[];
}

export interface Completed {
  result: CloseCampaignResult;
  /** intents whose holds were canceled here: cancel them with the gateway once the transaction has committed */
  releasedIntents: string[];
}

/**
 * Completes a campaign whose row the caller has locked in `tx`: the pool and every payout computed by the
 * server, each stake closed, a pending payout for each one above $0, the open payment holds canceled, the
 * player and every investor told. The one computation behind both the manual close and the clock's settlement.
 */
export async function completeCampaign(tx: Tx, campaign: CampaignRow, c: Completion): Promise<Completed> {
  const [done] = await completeCampaigns(tx, [{ campaign, completion: c }]);
  return done!;
}

/** A locked campaign and the result it completes with. */
export interface CampaignCompletion {
  campaign: CampaignRow;
  completion: Completion;
}

/**
 * Completes several locked campaigns at once, as completeCampaign does each (one console action can settle many:
 * the last elimination settles first and second, a deal the whole final table): three statements in all, however
 * many campaigns and stakes (decision 241's bench: a festival settles hundreds of campaigns from its clocks). Their
 * events are told in the campaigns' order, each campaign's as completeCampaign tells them.
 */
export async function completeCampaigns(tx: Tx, list: ReadonlyArray<CampaignCompletion>): Promise<Completed[]> {
  if (list.length === 0) return [];
  const rows = await tx
    .select({ investment: investments, investor: users })
    .from(investments)
    .innerJoin(users, eq(users.id, investments.investorId))
    .where(
      and(
        inArray(
          investments.campaignId,
          list.map((l) => l.campaign.id),
        ),
        inArray(investments.status, [...OPEN_INVESTMENT_STATUSES]),
      ),
    )
    .orderBy(asc(investments.id));

  const told: RecordedEvent[] = [];
  const writes: CompletionWrite[] = [];
  const results = list.map(({ campaign, completion: c }) => {
    const stakes = rows.filter((r) => r.investment.campaignId === campaign.id);
    const plan = planPayouts({
      // a campaign funding several bullets sold its share of all of them: a stake owns amount / (the entries' price x markup)
      buyInCents: campaignFundedBuyInCents(campaign),
      offeredPercentage: campaign.playerOfferedPercentage,
      totalWinningsCents: c.totalWinningsCents,
      stakes: stakes.map((s) => ({ id: s.investment.id, amountCents: cents(s.investment.amount) })),
      // a stake bought at a markup owns amount / (buyIn x markup) of the winnings
      markupHundredths: markupHundredthsOf(campaign.markup),
    });
    const payoutOf = new Map(plan.payouts.map((p) => [p.id, p.payoutCents]));
    const result: CloseCampaignResult["payouts"] = [];
    // an open campaign has no payouts (completion writes them, a reopen deletes them): the ones made here are all of
    // its payouts, so an investor's first one here is their first of the campaign
    const paidHere = new Map<number, { investor: UserRow; amountCents: number }>();
    const settled: SettledStake[] = [];
    for (const { investment, investor } of stakes) {
      const payoutCents = payoutOf.get(investment.id) ?? 0;
      const firstPayout = payoutCents > 0 && !paidHere.has(investor.id);
      if (payoutCents > 0) {
        const owed = paidHere.get(investor.id) ?? { investor, amountCents: 0 };
        owed.amountCents += payoutCents;
        paidHere.set(investor.id, owed);
      }
      settled.push({ investment_id: investment.id, investor_id: investor.id, payout: centsToDecimal(payoutCents) });
      result.push(settleStake(campaign, c, { investment, investor, payoutCents, firstPayout }, told));
    }
    // nothing owed means nothing left to pay
    const payoutCompleted = plan.totalCents === 0;
    writes.push({ campaign, completion: c, stakes: settled, payoutCompleted });
    told.push(completedEvent(campaign, c, plan.totalCents));
    if (c.alsoTell) {
      const owed = [...paidHere.values()].sort((a, b) => b.amountCents - a.amountCents || a.investor.id - b.investor.id);
      told.push(...c.alsoTell(owed));
    }
    return {
      campaignId: campaign.id,
      status: "completed" as const,
      finalPosition: c.finalPosition,
      totalWinnings: centsToDecimal(c.totalWinningsCents),
      playerPrizePool: centsToDecimal(plan.poolCents),
      totalPayouts: centsToDecimal(plan.totalCents),
      completedAt: c.completedAt.toISOString(),
      payoutCompleted,
      payouts: result,
    };
  });
  const released = await writeCompletions(tx, writes);
  await recordEvent(tx, ...told);
  return results.map((result) => ({ result, releasedIntents: released.get(result.campaignId) ?? [] }));
}

/** One stake's line in the completion's write: its payout as a decimal string ("0.00" for none). */
interface SettledStake {
  investment_id: number;
  investor_id: number;
  payout: string;
}

interface CompletionWrite {
  campaign: CampaignRow;
  completion: Completion;
  stakes: SettledStake[];
  payoutCompleted: boolean;
}

/**
 * The completions' writes in one statement: each campaign's open payment holds canceled (answered by campaign, to
 * cancel with the gateway after commit), each stake closed with its payout, a pending payout owed for each one above
 * $0 (in the campaigns' and stakes' order, so their ids rise as they did one by one), and each campaign marked
 * completed with its result. Every data-modifying part of a WITH runs to completion whether or not the last select
 * reads it.
 */
async function writeCompletions(tx: Tx, writes: CompletionWrite[]): Promise<Map<number, string[]>> {
  const stakes = writes.flatMap((w) =>
    w.stakes.map((s) => ({
      ...s,
      campaign_id: w.campaign.id,
      player_id: w.campaign.playerId,
      created_at: w.completion.now.toISOString(),
      due_at: payoutDueAt(w.completion.now).toISOString(),
    })),
  );
  const done = writes.map((w) => ({
    id: w.campaign.id,
    final_position: w.completion.finalPosition,
    total_winnings: centsToDecimal(w.completion.totalWinningsCents),
    completed_at: w.completion.completedAt.toISOString(),
    payout_completed: w.payoutCompleted,
    updated_at: w.completion.now.toISOString(),
  }));
  const rows = await rowsOf<{ campaign_id: number; ids: string[] }>(
    tx,
    sql`
    -- released: cancelOpenHolds (./open-holds.ts) for these campaigns, folded into this statement
    with released as (
      update payment_intents set status = 'canceled', updated_at = ${new Date().toISOString()}::timestamptz
      where campaign_id = any(${`{${writes.map((w) => w.campaign.id).join(",")}}`}::integer[]) and status = 'pending'
      returning id, campaign_id
    ), stakes as (
      select * from rows from (jsonb_to_recordset(${JSON.stringify(stakes)}::jsonb) as (
        investment_id integer, investor_id integer, payout numeric, campaign_id integer, player_id integer, created_at timestamptz, due_at timestamptz
      )) with ordinality as s(investment_id, investor_id, payout, campaign_id, player_id, created_at, due_at, n)
    ), closed as (
      update investments i set status = 'closed', payout = s.payout, closed_at = s.created_at
      from stakes s where i.id = s.investment_id
      returning i.id
    ), owed as (
      insert into payouts (campaign_id, investment_id, investor_id, player_id, amount, status, created_at, due_at)
      select s.campaign_id, s.investment_id, s.investor_id, s.player_id, s.payout, 'pending', s.created_at, s.due_at
      from stakes s where s.payout > 0
      order by s.n
      returning id
    ), done as (
      update campaigns c set status = 'completed', final_position = d.final_position, total_winnings = d.total_winnings,
        completed_at = d.completed_at, payout_completed = d.payout_completed, updated_at = d.updated_at
      from jsonb_to_recordset(${JSON.stringify(done)}::jsonb) as d(
        id integer, final_position integer, total_winnings numeric, completed_at timestamptz, payout_completed boolean, updated_at timestamptz
      )
      where c.id = d.id
      returning c.id
    )
    select campaign_id, array_agg(id) as ids from released group by campaign_id
  `,
  );
  return new Map(rows.map((r) => [Number(r.campaign_id), r.ids]));
}

/**
 * One stake settled with the campaign's result (closed with its payout, a pending payout owed when above $0: the
 * completion's write), its investor told (and asked for a payout method they lack). Answers the stake's line of the
 * close's result.
 */
function settleStake(
  campaign: CampaignRow,
  c: Completion,
  { investment, investor, payoutCents, firstPayout }: { investment: InvestmentRow; investor: UserRow; payoutCents: number; firstPayout: boolean },
  told: RecordedEvent[],
): CloseCampaignResult["payouts"][number] {
  // an investor who saved no PayPal e-mail and no bank account is asked for a payout method, or the player has nowhere
  // to send this: once per campaign however many stakes they hold in it (their first payout here), on the investor
  // row read with the stakes
  const asked =
    firstPayout && !investor.paypalEmail && !investor.bankAccount
      ? [
          {
            kind: "payout_method_needed",
            investorId: investor.id,
            campaignId: campaign.id,
            playerName: campaign.playerName,
            tournament: campaign.tournament,
            at: c.now,
            byClock: campaign.specialTournamentId !== null,
          } as const,
        ]
      : [];
  told.push(...asked, {
    kind: "stake_settled",
    investorId: investor.id,
    campaignId: campaign.id,
    playerName: campaign.playerName,
    tournament: campaign.tournament,
    payoutCents,
    settlement: c.settlement,
  });
  return { investmentId: investment.id, investorName: personName(investor), amount: centsToDecimal(payoutCents) };
}

/** The completion's word to its player: the result, and what it owes. */
function completedEvent(campaign: CampaignRow, c: Completion, owedCents: number): RecordedEvent {
  return {
    kind: "campaign_completed",
    playerId: campaign.playerId,
    tournament: campaign.tournament,
    totalWinningsCents: c.totalWinningsCents,
    owedCents,
    settlement: c.settlement,
  };
}

export const SETTLED_BY_CLOCK = "This campaign is settled by its tournament's clock: the result cannot be entered by hand";

/**
 * Closes a campaign with the result the player typed, in one transaction with the campaign row locked (a
 * second close waits, then sees it completed and gets 409). Then the held intents are canceled with the
 * gateway, so none can be paid any more. A campaign linked to a sponsored tournament is closed by the clock only.
 */
export async function closeCampaign(deps: PayoutDeps, player: UserRow, input: CloseCampaignInput, now = new Date()): Promise<CloseCampaignResult> {
  const { result, releasedIntents } = await deps.db.transaction(async (tx) => {
    const campaign = await lockOwnCampaign(tx, player.id, input.campaignId, "close");
    if (campaign.specialTournamentId !== null) throw forbidden(SETTLED_BY_CLOCK);
    // a package (decision 241) settles on its events' results, the last one closing it
    if (await isPackage(tx, campaign.id)) throw forbidden(PACKAGE_CLOSES_BY_RESULTS);
    if (campaign.status === "completed") throw conflict("This campaign has already been closed");
    if (campaign.status === "cancelled") throw conflict("This campaign has been cancelled and cannot be closed");
    return completeCampaign(tx, campaign, {
      finalPosition: input.finalPosition,
      totalWinningsCents: toCents(input.totalWinnings) ?? 0,
      completedAt: completionTime(input.closingDate, now),
      now,
      settlement: { by: "player", finalPosition: input.finalPosition, position: finalPositionLabel(input.finalPosition) },
    });
  });
  await cancelIntentsAtGateway(deps.payments, deps.log, releasedIntents);
  return result;
}

export interface CampaignCancelled {
  /** intents whose holds were canceled here: cancel them with the gateway once the transaction has committed */
  releasedIntents: string[];
  stakes: StakesRefunded;
}

/**
 * Marks a campaign the caller has locked in `tx` cancelled, cancels its open payment holds (no new investment can
 * land) and, in the same transaction, marks every open stake refunded and owes its refund. After the commit: cancel
 * the released intents with the gateway and let the refund worker carry the refunds out (carryOutRefunds).
 */
export async function markCampaignCancelled(tx: Tx, campaign: CampaignRow, now: Date, cause: CancelCause, reason: RefundReason): Promise<CampaignCancelled> {
  await tx.update(campaigns).set({ status: "cancelled", updatedAt: now }).where(eq(campaigns.id, campaign.id));
  const releasedIntents = await cancelOpenHolds(tx, campaign.id);
  // each investor reads their line once their card has the money back
  const stakes = await refundOpenStakesOf(tx, campaign.id, reason, now, (totalCents) =>
    refundLine(cause, campaign.playerName, campaign.tournament, totalCents),
  );
  await recordEvent(tx, { kind: "campaign_cancelled", playerId: campaign.playerId, tournament: campaign.tournament, cause });
  return { releasedIntents, stakes };
}

export const LINKED_CANCEL_AFTER_START = "This campaign's tournament has started: its result now comes from the tournament clock";

/**
 * Cancels a campaign before it is closed and refunds every stake (amount + fee). One transaction, with the
 * campaign row locked, marks it cancelled, cancels its open payment holds and owes each stake's refund; after the
 * commit the held intents are canceled with the gateway and the refunds carried out (a refund the gateway does not
 * confirm stays owed and the worker retries it). A Cancel repeated (a double click, a retry after a crash) answers
 * what the first decided and carries out whatever is still owed. A campaign linked to a sponsored tournament can be
 * cancelled only while that tournament is upcoming: once it has started the clock settles it (else a player deep in
 * the money could hand the stakes back and keep the prize).
 */
export async function cancelCampaign(deps: PayoutDeps, player: UserRow, campaignId: number, now = new Date()): Promise<CancelCampaignResult> {
  const decided = await deps.db.transaction(async (tx) => {
    const c = await lockOwnCampaign(tx, player.id, campaignId, "cancel");
    if (c.status === "completed") throw conflict("This campaign has already been closed and cannot be cancelled");
    if (c.status === "cancelled") {
      const owed = await stakeRefundsOf(tx, c.id);
      return { releasedIntents: [] as string[], refundIds: owed.pendingIds, refundedInvestments: owed.refundedInvestments, refundedCents: owed.refundedCents };
    }
    // a package with a result or skip entered (decision 241) completes by its results: a skip's refund is paid already
    if (await hasPackageEntries(tx, c.id)) throw conflict(PACKAGE_CANCEL_AFTER_RESULTS);
    if (c.specialTournamentId !== null) {
      const [t] = await tx
        .select({
          status: specialTournaments.status,
          // a multi-flight event's play begins with its first flight (decision 242): its campaigns (Day 1, and Day-2
          // resale priced from an advancing bag) settle on Day 2 from then on, as an event's do once it starts
          // (the event's id written out qualified: a one-table select names its columns bare, and "id" would be the flight's)
          flightStarted: sql<boolean>`exists (select 1 from special_tournaments f where f.flight_of = "special_tournaments"."id" and f.status not in ('upcoming', 'cancelled'))`,
        })
        .from(specialTournaments)
        .where(eq(specialTournaments.id, c.specialTournamentId));
      if (t && t.status !== "cancelled" && (t.status !== "upcoming" || t.flightStarted)) throw forbidden(LINKED_CANCEL_AFTER_START);
    }
    const { releasedIntents, stakes } = await markCampaignCancelled(tx, c, now, "by_player", "campaign_cancelled");
    return { releasedIntents, ...stakes };
  });
  await cancelIntentsAtGateway(deps.payments, deps.log, decided.releasedIntents);
  await carryOutRefunds(deps, { ids: decided.refundIds, now });
  return { campaignId, status: "cancelled" as const, refundedInvestments: decided.refundedInvestments, refundedTotal: centsToDecimal(decided.refundedCents) };
}

/** How the investor wants to be paid, from their profile: PayPal first, else the bank account (masked). */
export function paymentMethodOf(investor: Pick<UserRow, "paypalEmail" | "bankAccount" | "routingNumber">): {
  paymentMethod: string | null;
  paymentDetails: string | null;
} {
  if (investor.paypalEmail) return { paymentMethod: "PayPal", paymentDetails: investor.paypalEmail };
  if (investor.bankAccount) {
    const routing = investor.routingNumber ? `, routing ${investor.routingNumber}` : "";
    return { paymentMethod: "Bank Transfer", paymentDetails: `Account ${maskBankAccount(investor.bankAccount)}${routing}` };
  }
  return { paymentMethod: null, paymentDetails: null };
}

type PayoutJoin = {
  payout: typeof payouts.$inferSelect;
  investor: UserRow;
  tournament: string;
  sharePercent: string;
  totalWinnings: string | null;
  dispute: typeof payoutDisputes.$inferSelect | null;
  /** the player's payout slip handed out at the venue (decision 238) */
  prizePaidAt: Date | null;
};

/**
 * The investor as their player sees them (named as they go by: personName). Only an address the investor confirmed
 * is shown (as their e-mail and their contact): an unconfirmed one may be mistyped or someone else's, and the player
 * would write to a stranger about the investor's money.
 */
function toPendingPayout({ payout, investor, tournament, sharePercent, totalWinnings, dispute, prizePaidAt }: PayoutJoin): PendingPayout {
  const verifiedEmail = investor.email && investor.emailVerifiedAt ? investor.email : null;
  return {
    id: payout.id,
    campaignId: payout.campaignId,
    investorName: personName(investor),
    investorEmail: verifiedEmail,
    tournament,
    amount: centsToDollars(cents(payout.amount)),
    status: payout.status,
    createdAt: payout.createdAt.toISOString(),
    paidAt: payout.paidAt ? payout.paidAt.toISOString() : null,
    dueAt: (payout.dueAt ?? payoutDueAt(payout.createdAt)).toISOString(),
    prizePaidAt: prizePaidAt ? prizePaidAt.toISOString() : null,
    overdue: payout.status !== "paid" && isOverdue({ paidAt: null, dueAt: payout.dueAt, createdAt: payout.createdAt }, new Date()),
    ...paymentMethodOf(investor),
    payoutMethods: {
      paypalEmail: investor.paypalEmail || null,
      bankAccount: maskBankAccount(investor.bankAccount),
      routingNumber: investor.routingNumber || null,
    },
    investorContact: { email: verifiedEmail, phone: investor.phone || null },
    sharePercent,
    totalWinnings: centsToDecimal(cents(totalWinnings)),
    ...confirmationView(payout, dispute),
  };
}

/** The player's payouts to investors: unpaid first (oldest first, pay in order), then paid (newest first). */
export async function listPlayerPayouts(db: Db, playerId: number): Promise<PendingPayout[]> {
  const rows = await db
    .select({
      payout: payouts,
      investor: users,
      tournament: campaigns.tournament,
      sharePercent: investments.percentage,
      totalWinnings: campaigns.totalWinnings,
      dispute: payoutDisputes,
      specialTournamentId: campaigns.specialTournamentId,
    })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.investorId))
    .innerJoin(campaigns, eq(campaigns.id, payouts.campaignId))
    .innerJoin(investments, eq(investments.id, payouts.investmentId))
    .leftJoin(payoutDisputes, eq(payoutDisputes.payoutId, payouts.id))
    .where(eq(payouts.playerId, playerId))
    .orderBy(
      sql`case when ${payouts.status} = 'paid' then 1 else 0 end`,
      sql`case when ${payouts.status} = 'paid' then null else ${payouts.createdAt} end asc`,
      desc(payouts.paidAt),
      asc(payouts.id),
    );
  // the venue's payout slips: when each linked campaign's player was paid their prize (decision 238)
  const prizePaid = await prizePaidAtByCampaign(
    db,
    rows.map((r) => ({ id: r.payout.campaignId, specialTournamentId: r.specialTournamentId, playerId: r.payout.playerId })),
  );
  return rows.map((r) => toPendingPayout({ ...r, prizePaidAt: prizePaid.get(r.payout.campaignId) ?? null }));
}

/**
 * Marks one payout paid, once. The campaign row is locked so that concurrent marks on one campaign serialize:
 * the last one to finish sees every payout paid and sets payoutCompleted.
 */
export async function markPayoutPaid(db: Db, player: UserRow, payoutId: number, how: { method?: string; reference?: string } = {}, now = new Date()) {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ campaignId: payouts.campaignId }).from(payouts).where(eq(payouts.id, payoutId));
    if (!found) throw notFound("Payout not found");
    const campaign = await lockOwnCampaign(tx, player.id, found.campaignId, "pay out");

    const before = await lockPayout(tx, payoutId);
    // paid, and now waiting for its backer to confirm (decision 200)
    const [paid] = await tx
      .update(payouts)
      .set({ status: "paid", paidAt: now, confirmation: "awaiting", confirmedAt: null, paidMethod: how.method ?? null, paidReference: how.reference ?? null })
      .where(and(eq(payouts.id, payoutId), ne(payouts.status, "paid")))
      .returning();
    if (!paid || !before) throw specificError("already_paid", "This payout has already been marked as paid");
    const [stake] = await tx
      .update(investments)
      .set({ status: "completed" })
      .where(eq(investments.id, paid.investmentId))
      .returning({ percentage: investments.percentage });
    await recordTrail(tx, {
      actorId: player.id,
      action: "payout.marked_paid",
      subjectType: "payout",
      subjectId: paid.id,
      before: payoutState(before),
      after: payoutState(paid),
    });

    const [investor] = await tx.select().from(users).where(eq(users.id, paid.investorId));
    await recordEvent(tx, {
      kind: "payout_paid",
      investorId: paid.investorId,
      playerId: player.id,
      investmentId: paid.investmentId,
      playerName: campaign.playerName,
      investorName: personName(investor),
      tournament: campaign.tournament,
      amount: paid.amount,
      payoutId: paid.id,
      method: paid.paidMethod,
      reference: paid.paidReference,
      ...(before.ruling === "unpaid" ? { markedAgainAt: now } : {}),
    });

    const [{ unpaid }] = await tx
      .select({ unpaid: sql<number>`count(*)::int` })
      .from(payouts)
      .where(and(eq(payouts.campaignId, campaign.id), ne(payouts.status, "paid")));
    const campaignPayoutCompleted = unpaid === 0;
    if (campaignPayoutCompleted) {
      await tx.update(campaigns).set({ payoutCompleted: true, updatedAt: now }).where(eq(campaigns.id, campaign.id));
    }
    const [dispute] = await tx.select().from(payoutDisputes).where(eq(payoutDisputes.payoutId, paid.id));
    const basis = { sharePercent: stake!.percentage, totalWinnings: campaign.totalWinnings };
    const prizePaidAt = (await prizePaidAtByCampaign(tx, [campaign])).get(campaign.id) ?? null;
    return {
      ...toPendingPayout({ payout: paid, investor, tournament: campaign.tournament, ...basis, dispute: dispute ?? null, prizePaidAt }),
      campaignPayoutCompleted,
    };
  });
}
