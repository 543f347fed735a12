import { formatMarkup, NO_MARKUP } from "./markup";
import type { Cents } from "./money";
import { roiFromTotals, roiTotals } from "./player-roi";

/**
 * A backer who pays buyIn x markup for the whole action gets it back when the player wins buyIn x markup,
 * so the break-even return is the markup over face value (the investment fee is left out: it is shown apart).
 */
export function breakEvenReturnPercent(markupHundredths: number): number {
  return markupHundredths - NO_MARKUP;
}

/** The guidance line shown next to the markup in the invest dialog and on the campaign page. */
export function breakEvenText(markupHundredths: number): string {
  if (markupHundredths === NO_MARKUP) return "at 1.00 (no markup) you break even when the player does";
  return `at ${formatMarkup(markupHundredths)} the player must return ${breakEvenReturnPercent(markupHundredths)}% over the buy-in on average for you to break even`;
}

/** Below this many closed events a record says little: the page labels it "small sample". */
export const SMALL_SAMPLE_EVENTS = 10;

export interface PlayerRecord {
  events: number;
  /** the player's one ROI (src/core/player-roi.ts) as text, one decimal, half away from zero; null with no events */
  roiPercent: string | null;
  smallSample: boolean;
}

/** The record the fair-price guidance shows, from the player's one ROI (src/core/player-roi.ts). */
export function recordOfRoi(r: { roi: number | null; events: number }): PlayerRecord {
  return { events: r.events, roiPercent: r.roi === null ? null : r.roi.toFixed(1), smallSample: r.events < SMALL_SAMPLE_EVENTS };
}

/** The record from closed events of one kind (one entry per closed event), by the one ROI rule. */
export function playerRecord(closed: ReadonlyArray<{ buyInCents: Cents; winningsCents: Cents }>): PlayerRecord {
  return recordOfRoi(roiFromTotals(roiTotals(closed.map((c) => ({ verified: false, inCents: c.buyInCents, outCents: c.winningsCents }))), "self-reported"));
}
