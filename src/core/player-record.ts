import { isCashedFinish } from "./rating";
import { centsToDecimal, type Cents } from "./money";
import { roiOf } from "./player-roi";

/** One closed campaign of a player, as the player page counts it. */
export interface ClosedEvent {
  verified: boolean;
  buyInCents: Cents;
  winningsCents: Cents;
  /** what the backers put in (stakes not refunded) */
  stakedCents: Cents;
  /** what the backers were owed back from the result */
  paidBackCents: Cents;
}

/** The figures of one part of a record (verified or self-reported); amounts as decimal strings. */
export interface RecordFigures {
  events: number;
  /** share of events that won a prize, % to one decimal; null with no events */
  itmPercent: number | null;
  /** (winnings - buy-ins) / buy-ins x 100, to one decimal; null with no events */
  roi: number | null;
  staked: string;
  /** what the backers got back minus what they put in */
  backersNet: string;
}

const oneDecimal = (x: number) => Math.round(x * 10) / 10;

/** The figures of one part; the caller passes the events of that part only, so the two parts never mix. */
export function recordFigures(closed: readonly ClosedEvent[]): RecordFigures {
  let buyIns = 0;
  let winnings = 0;
  let staked = 0;
  let paid = 0;
  let cashed = 0;
  for (const e of closed) {
    buyIns += e.buyInCents;
    winnings += Math.max(0, e.winningsCents);
    staked += e.stakedCents;
    paid += e.paidBackCents;
    if (isCashedFinish(e.winningsCents)) cashed += 1;
  }
  const n = closed.length;
  return {
    events: n,
    itmPercent: n === 0 ? null : oneDecimal((100 * cashed) / n),
    // from the buy-ins alone here; the player page replaces it with the one ROI over every entry (src/core/player-roi.ts)
    roi: n === 0 ? null : roiOf(buyIns, winnings),
    staked: centsToDecimal(staked),
    backersNet: centsToDecimal(paid - staked),
  };
}

/** Both parts of a record, split by how each result was recorded. */
export function splitRecord(closed: readonly ClosedEvent[]): { verified: RecordFigures; selfReported: RecordFigures } {
  return { verified: recordFigures(closed.filter((e) => e.verified)), selfReported: recordFigures(closed.filter((e) => !e.verified)) };
}

export interface ChartPoint {
  date: string;
  /** the running total of prize minus buy-in, in cents */
  totalCents: Cents;
}

/** The cumulative results line of the player page: oldest first, one point per event. */
export function cumulativeResults(results: ReadonlyArray<{ date: string; prizeCents: Cents; buyInCents: Cents }>): ChartPoint[] {
  const sorted = [...results].sort((a, b) => a.date.localeCompare(b.date));
  let total = 0;
  return sorted.map((r) => {
    total += r.prizeCents - r.buyInCents;
    return { date: r.date, totalCents: total };
  });
}

/** Reviews summed up as the page says them: "4.6 from 23 backers", or "No reviews yet". */
export function reviewSummaryText(average: number | null, count: number): string {
  if (average === null || count === 0) return "No reviews yet";
  return `${average.toFixed(1)} from ${count} backer${count === 1 ? "" : "s"}`;
}

/** The average of 1-5 ratings to one decimal; null with none. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  return oneDecimal(ratings.reduce((s, r) => s + r, 0) / ratings.length);
}
