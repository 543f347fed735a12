import { formatMarkup, NO_MARKUP } from "./markup";
import type { Cents } from "./money";

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
  /** (sum winnings - sum buy-ins) / sum buy-ins x 100, one decimal, half away from zero; null with no events */
  roiPercent: string | null;
  smallSample: boolean;
}

/** One decimal of num/den x 100, rounded half away from zero, exactly (BigInt). */
function percentOneDecimal(num: bigint, den: bigint): string {
  const negative = num < 0n;
  const abs = negative ? -num : num;
  const tenths = (abs * 1000n * 2n + den) / (den * 2n);
  const text = `${tenths / 10n}.${tenths % 10n}`;
  return negative && tenths !== 0n ? `-${text}` : text;
}

/** The player's record from their closed campaigns (one entry per closed campaign). */
export function playerRecord(closed: ReadonlyArray<{ buyInCents: Cents; winningsCents: Cents }>): PlayerRecord {
  const events = closed.length;
  let buyIns = 0n;
  let winnings = 0n;
  for (const c of closed) {
    buyIns += BigInt(c.buyInCents);
    winnings += BigInt(c.winningsCents);
  }
  const roiPercent = events === 0 || buyIns <= 0n ? null : percentOneDecimal(winnings - buyIns, buyIns);
  return { events, roiPercent, smallSample: events < SMALL_SAMPLE_EVENTS };
}
