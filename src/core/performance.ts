import { centsToDollars, type Cents } from "./money";
import { isCashedFinish } from "./rating";
import { campaignRecordEvents, type PackageEventEntry } from "./record-events";

/**
 * Performance Overview figures (docs/decisions/030-payouts-figures.md). Pure: rows in, figures out, `now` given.
 * A settled result is one finished tournament seen from the user's side: what went in and what came back.
 */
export interface SettledResult {
  /** the tournament (campaign) it belongs to; results of one campaign count as one tournament */
  campaignId: number;
  /** a package's played event (its position among them, from 1): each is a tournament of its own (decision 241) */
  packageEvent?: number;
  stakeCents: Cents;
  returnCents: Cents;
  /** the tournament cashed: it won a prize (isCashedFinish), whatever the place */
  cashed: boolean;
  settledAt: Date;
}

export interface PerformancePoint {
  date: string;
  /** cumulative dollars put in, returned, and their difference, after this result */
  invested: number;
  returns: number;
  profit: number;
}

export interface Performance {
  /** ROI in percent, one decimal; null when nothing settled in the window */
  thisMonth: number | null;
  lastMonth: number | null;
  threeMonths: number | null;
  totalRoi: number | null;
  cashedTournaments: number;
  totalTournaments: number;
  /** cashed / total x 100, one decimal; 0 with no tournaments */
  cashRate: number;
  history: PerformancePoint[];
}

/** An investor's stake in a finished campaign. */
export interface InvestorStakeRow {
  campaignId: number;
  amountCents: Cents;
  payoutCents: Cents | null;
  /** the campaign's total winnings; null while it is still running */
  totalWinningsCents: Cents | null;
  /** the campaign's completion; null while it is still running */
  completedAt: Date | null;
  /** the investment's status; refunded stakes never count */
  status: string;
}

/** A player's campaign. */
export interface PlayerCampaignRow {
  id: number;
  status: string;
  buyInCents: Cents;
  totalWinningsCents: Cents | null;
  completedAt: Date | null;
  /** a package's events (decision 241); absent or empty for a campaign that is not one */
  packageEvents?: readonly PackageEventEntry[];
}

/** ROI in percent with one decimal: (returned - staked) / staked x 100. */
export function roiPercent(stakeCents: Cents, returnCents: Cents): number | null {
  if (stakeCents <= 0) return null;
  // integer arithmetic in tenths of a percent, rounded half away from zero
  const tenths = ((returnCents - stakeCents) * 1000) / stakeCents;
  // `|| 0` turns a rounded -0 into 0
  return (Math.sign(tenths) * Math.round(Math.abs(tenths))) / 10 || 0;
}

/** cashed / total x 100 with one decimal. */
export function cashRatePercent(cashed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((cashed * 1000) / total) / 10;
}

const monthStart = (now: Date, monthsBack: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1));

/** The calendar-month windows (UTC): this month so far, the previous month, and this month plus the two before it. */
export function performanceWindows(now: Date) {
  return {
    thisMonth: { from: monthStart(now, 0), to: now },
    lastMonth: { from: monthStart(now, 1), to: monthStart(now, 0) },
    threeMonths: { from: monthStart(now, 2), to: now },
  };
}

function roiOf(results: readonly SettledResult[]): number | null {
  if (!results.length) return null;
  const stake = results.reduce((sum, r) => sum + r.stakeCents, 0);
  const ret = results.reduce((sum, r) => sum + r.returnCents, 0);
  return roiPercent(stake, ret);
}

function inWindow(d: Date, from: Date, to: Date, toInclusive: boolean) {
  return d >= from && (toInclusive ? d <= to : d < to);
}

/** The overview from settled results. */
export function computePerformance(results: readonly SettledResult[], now: Date): Performance {
  const settled = results.filter((r) => r.settledAt <= now);
  const w = performanceWindows(now);
  const window = (from: Date, to: Date, toInclusive: boolean) => roiOf(settled.filter((r) => inWindow(r.settledAt, from, to, toInclusive)));

  const byCampaign = new Map<string, boolean>();
  for (const r of settled) {
    const key = `${r.campaignId}:${r.packageEvent ?? 0}`;
    byCampaign.set(key, (byCampaign.get(key) ?? false) || r.cashed);
  }
  const totalTournaments = byCampaign.size;
  const cashedTournaments = [...byCampaign.values()].filter(Boolean).length;

  const history: PerformancePoint[] = [];
  let invested = 0;
  let returned = 0;
  for (const r of [...settled].sort((a, b) => a.settledAt.getTime() - b.settledAt.getTime() || a.campaignId - b.campaignId)) {
    invested += r.stakeCents;
    returned += r.returnCents;
    history.push({
      date: r.settledAt.toISOString(),
      invested: centsToDollars(invested),
      returns: centsToDollars(returned),
      profit: centsToDollars(returned - invested),
    });
  }

  return {
    thisMonth: window(w.thisMonth.from, w.thisMonth.to, true),
    lastMonth: window(w.lastMonth.from, w.lastMonth.to, false),
    threeMonths: window(w.threeMonths.from, w.threeMonths.to, true),
    totalRoi: roiOf(settled),
    cashedTournaments,
    totalTournaments,
    cashRate: cashRatePercent(cashedTournaments, totalTournaments),
    history,
  };
}

/** An investor's results: each stake in a completed campaign, what it cost and what it paid out. */
export function investorResults(rows: readonly InvestorStakeRow[]): SettledResult[] {
  return rows
    .filter((r) => r.completedAt && r.status !== "refunded")
    .map((r) => ({
      campaignId: r.campaignId,
      stakeCents: r.amountCents,
      returnCents: r.payoutCents ?? 0,
      cashed: isCashedFinish(r.totalWinningsCents),
      settledAt: r.completedAt!,
    }));
}

/**
 * A player's results: each completed campaign's events for the record (campaignRecordEvents: a campaign is one
 * tournament, a package each event it played) as a tournament played, buy-in in, winnings out.
 */
export function playerResults(rows: readonly PlayerCampaignRow[]): SettledResult[] {
  return rows
    .filter((r) => r.status === "completed" && r.completedAt)
    .flatMap((r) =>
      campaignRecordEvents({ buyInCents: r.buyInCents, winningsCents: r.totalWinningsCents ?? 0 }, r.packageEvents).map((e, i) => ({
        campaignId: r.id,
        ...(e.packageEvent ? { packageEvent: i + 1 } : {}),
        stakeCents: e.buyInCents,
        returnCents: e.winningsCents,
        cashed: isCashedFinish(e.winningsCents),
        settledAt: r.completedAt!,
      })),
    );
}

export const investorPerformance = (rows: readonly InvestorStakeRow[], now: Date) => computePerformance(investorResults(rows), now);
export const playerPerformance = (rows: readonly PlayerCampaignRow[], now: Date) => computePerformance(playerResults(rows), now);
