import { campaignFundedBuyInCents } from "@core/bullets";
import type { Activity, DashboardData, MyInvestment, PerformanceData } from "@core/contracts/payouts";
import type { StakeLiveStatus } from "@core/contracts/stake-live";
import { markupHundredthsOf } from "@core/markup";
import { isOverdue, payoutDueAt } from "@core/payback";
import { centsToDecimal, toCents } from "@core/money";
import { investorPerformance, playerPerformance, roiPercent } from "@core/performance";
import { stakePercentage } from "@core/stake";
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { activities, campaigns, investments, liveTournaments, payoutDisputes, payouts, specialTournaments, users, type UserRow } from "../db/schema/index";
import { confirmationView } from "../payouts/confirmation";
import { countsAsReceived } from "@core/payout-confirmation";
import { prizePaidAtByCampaign } from "../payouts/prize-paid-at";
import { packageEventsForRecord } from "../package-events/record";

const cents = (v: string | null) => toCents(v) ?? 0;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A linked tournament's standing on the clock, read from the stored live state (the clock is the truth, not the
 * tournament's status column): no state or no first start yet is upcoming; cancelled wins over everything.
 */
export function stakeLiveStatus(
  tournamentStatus: string | null,
  clock: { startedAt: string | null; finishedAt: string | null } | null,
): StakeLiveStatus | null {
  if (tournamentStatus === null) return null;
  if (tournamentStatus === "cancelled") return "cancelled";
  if (clock?.finishedAt) return "finished";
  if (clock?.startedAt) return "live";
  return "upcoming";
}

/** The investor's stakes with their campaigns' outcomes and payouts, newest first. */
export async function listMyInvestments(db: Db, investorId: number): Promise<MyInvestment[]> {
  const rows = await db
    .select({
      investment: investments,
      campaign: campaigns,
      payoutStatus: payouts.status,
      payoutDueAt: payouts.dueAt,
      payoutCreatedAt: payouts.createdAt,
      payout: payouts,
      dispute: payoutDisputes,
      playerUsername: users.username,
      tournamentStatus: specialTournaments.status,
      // ->> reads a JSON null as SQL NULL: a clock that never started, or has not finished
      clockStartedAt: sql<string | null>`${liveTournaments.state}->>'startedAt'`,
      clockFinishedAt: sql<string | null>`${liveTournaments.state}->>'finishedAt'`,
    })
    .from(investments)
    .innerJoin(campaigns, eq(campaigns.id, investments.campaignId))
    .innerJoin(users, eq(users.id, campaigns.playerId))
    .leftJoin(payouts, eq(payouts.investmentId, investments.id))
    .leftJoin(payoutDisputes, eq(payoutDisputes.payoutId, payouts.id))
    .leftJoin(specialTournaments, eq(specialTournaments.id, campaigns.specialTournamentId))
    // the live row's key is the tournament id as text: joining on it reads at most one row per stake
    .leftJoin(liveTournaments, eq(liveTournaments.id, sql`(${campaigns.specialTournamentId})::text`))
    .where(eq(investments.investorId, investorId))
    .orderBy(desc(investments.createdAt), desc(investments.id));
  const now = new Date();
  // the venue's payout slips: when each settled linked campaign's player was paid their prize (decision 238)
  const prizePaid = await prizePaidAtByCampaign(
    db,
    rows.filter((r) => r.campaign.status === "completed").map((r) => r.campaign),
  );
  return rows.map(
    ({
      investment: i,
      campaign: c,
      payoutStatus,
      payoutDueAt: dueAt,
      payoutCreatedAt,
      payout,
      dispute,
      playerUsername,
      tournamentStatus,
      clockStartedAt,
      clockFinishedAt,
    }) => ({
      id: i.id,
      campaignId: c.id,
      playerName: c.playerName,
      playerUsername,
      tournament: c.tournament,
      tournamentDate: iso(c.tournamentDate),
      buyIn: c.buyIn,
      amount: i.amount,
      platformFee: i.platformFee,
      // one decimal, as the invest dialog and the activity line show it: from the stake rule, not by rounding the
      // stored four-decimal share again (1.04995% is stored 1.0500, which rounds on to 1.1); over every bullet funded
      percentage: Number(stakePercentage(cents(i.amount), campaignFundedBuyInCents(c), 1, markupHundredthsOf(c.markup))),
      status: i.status,
      payout: i.payout,
      payoutStatus: payoutStatus ?? null,
      payoutDueAt: payoutCreatedAt ? (dueAt ?? payoutDueAt(payoutCreatedAt)).toISOString() : null,
      payoutOverdue: payoutCreatedAt !== null && payoutStatus !== "paid" && isOverdue({ paidAt: null, dueAt, createdAt: payoutCreatedAt }, now),
      prizePaidAt: iso(prizePaid.get(c.id) ?? null),
      payoutId: payout?.id ?? null,
      payoutPaidAt: iso(payout?.paidAt ?? null),
      ...confirmationView(payout, dispute),
      campaignStatus: c.status,
      finalPosition: c.finalPosition,
      totalWinnings: c.totalWinnings,
      completedAt: iso(c.completedAt),
      closedAt: iso(i.closedAt),
      createdAt: i.createdAt.toISOString(),
      playerId: c.playerId,
      specialTournamentId: c.specialTournamentId,
      liveStatus: stakeLiveStatus(tournamentStatus, { startedAt: clockStartedAt, finishedAt: clockFinishedAt }),
    }),
  );
}

async function investorStakeRows(db: Db, investorId: number) {
  const rows = await db
    .select({
      campaignId: investments.campaignId,
      amount: investments.amount,
      payout: investments.payout,
      status: investments.status,
      payoutStatus: payouts.status,
      confirmation: payouts.confirmation,
      ruling: payouts.ruling,
      campaignStatus: campaigns.status,
      totalWinnings: campaigns.totalWinnings,
      completedAt: campaigns.completedAt,
    })
    .from(investments)
    .innerJoin(campaigns, eq(campaigns.id, investments.campaignId))
    .leftJoin(payouts, eq(payouts.investmentId, investments.id))
    .where(eq(investments.investorId, investorId));
  return rows.map((r) => ({
    ...r,
    amountCents: cents(r.amount),
    payoutCents: r.payout === null ? null : cents(r.payout),
    totalWinningsCents: r.totalWinnings === null ? null : cents(r.totalWinnings),
    completedAt: r.campaignStatus === "completed" ? r.completedAt : null,
  }));
}

async function playerCampaignRows(db: Db, playerId: number) {
  const rows = await db.select().from(campaigns).where(eq(campaigns.playerId, playerId));
  // a completed package counts its played events (campaignRecordEvents in playerResults), as the player's page does
  const packages = await packageEventsForRecord(
    db,
    rows.filter((c) => c.status === "completed").map((c) => c.id),
  );
  return rows.map((c) => ({
    packageEvents: packages.get(c.id),
    id: c.id,
    status: c.status,
    buyInCents: cents(c.buyIn),
    currentCents: cents(c.currentAmount),
    totalWinningsCents: c.totalWinnings === null ? null : cents(c.totalWinnings),
    completedAt: c.completedAt,
  }));
}

/**
 * GET /api/dashboard (docs/decisions/030-payouts-figures.md). Investor figures from the caller's stakes; the
 * player block from the caller's campaigns and the payouts they owe. Both are filled for every role, since a
 * user can switch roles; the dashboard shows the block that matches the current one.
 */
export async function dashboardFor(db: Db, user: UserRow): Promise<DashboardData> {
  const stakes = await investorStakeRows(db, user.id);
  const counted = stakes.filter((s) => s.status !== "refunded");
  const settled = counted.filter((s) => s.completedAt);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  // a payout the backer disputes is not in their returns until an operator rules it paid: it is still owed to them
  const received = (s: (typeof counted)[number]) =>
    s.payoutStatus !== null && countsAsReceived({ status: s.payoutStatus, confirmation: s.confirmation, ruling: s.ruling });
  const paidCents = sum(counted.filter(received).map((s) => s.payoutCents ?? 0));
  const owedCents = sum(counted.filter((s) => s.payoutStatus && !received(s)).map((s) => s.payoutCents ?? 0));
  const roi = roiPercent(sum(settled.map((s) => s.amountCents)), sum(settled.map((s) => s.payoutCents ?? 0))) ?? 0;

  const own = await playerCampaignRows(db, user.id);
  const owedRows = await db.select({ amount: payouts.amount, status: payouts.status }).from(payouts).where(eq(payouts.playerId, user.id));
  return {
    totalInvested: centsToDecimal(sum(counted.map((s) => s.amountCents))),
    totalReturns: centsToDecimal(paidCents),
    pendingReturns: centsToDecimal(owedCents),
    roi,
    activeStakes: counted.filter((s) => s.status === "active" || s.status === "pending").length,
    player: {
      activeCampaigns: own.filter((c) => c.status === "active" || c.status === "funded").length,
      completedCampaigns: own.filter((c) => c.status === "completed").length,
      totalRaised: centsToDecimal(sum(own.filter((c) => c.status !== "cancelled").map((c) => c.currentCents))),
      totalWinnings: centsToDecimal(sum(own.filter((c) => c.status === "completed").map((c) => c.totalWinningsCents ?? 0))),
      paidToInvestors: centsToDecimal(sum(owedRows.filter((p) => p.status === "paid").map((p) => cents(p.amount)))),
      owedToInvestors: centsToDecimal(sum(owedRows.filter((p) => p.status !== "paid").map((p) => cents(p.amount)))),
      pendingPayouts: owedRows.filter((p) => p.status !== "paid").length,
    },
  };
}

/** Performance Overview: a player's own tournaments, anyone else's stakes. */
export async function performanceFor(db: Db, user: UserRow, now = new Date()): Promise<PerformanceData> {
  if (user.role === "player") return playerPerformance(await playerCampaignRows(db, user.id), now);
  return investorPerformance(await investorStakeRows(db, user.id), now);
}

export const ACTIVITY_LIMIT = 20;

/** The caller's own Recent Activity, newest first. */
export async function listActivities(db: Db, userId: number, limit = ACTIVITY_LIMIT): Promise<Activity[]> {
  const rows = await db.select().from(activities).where(eq(activities.userId, userId)).orderBy(desc(activities.createdAt), desc(activities.id)).limit(limit);
  return rows.map((a) => ({ id: a.id, type: a.type, description: a.description, createdAt: a.createdAt.toISOString() }));
}
