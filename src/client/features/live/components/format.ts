import { formatInteger } from "@core/format";

export const formatChips = (chips: number) => formatInteger(chips);

/**
 * A stack in big blinds to one decimal, halves rounded up, e.g. "41.7 BB". Worked out in whole tenths rather than
 * with Intl.NumberFormat, which costs the display 20-50 ms the first time ICU loads (decision 110).
 */
export function bigBlinds(chips: number, bigBlind: number): string {
  if (bigBlind <= 0) return "";
  const numerator = chips * 20 + bigBlind;
  // whole numbers below 2^52 divide exactly enough for the floor; anything else (never a real stack) goes to Intl
  if (!Number.isInteger(chips) || chips < 0 || !Number.isInteger(bigBlind) || numerator >= 2 ** 52) {
    return `${new Intl.NumberFormat("en-US", { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(chips / bigBlind)} BB`;
  }
  const tenths = Math.floor(numerator / (2 * bigBlind));
  return `${formatInteger(Math.floor(tenths / 10))}.${tenths % 10} BB`;
}

/** Average stack of the players with chips, whole chips. */
export function averageStack(totalChips: number, activePlayers: number): number {
  return activePlayers > 0 ? Math.round(totalChips / activePlayers) : 0;
}
