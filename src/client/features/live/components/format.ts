import { formatInteger } from "@core/format";

export const formatChips = (chips: number) => formatInteger(chips);

/** A stack in big blinds, e.g. "41.7 BB". */
export function bigBlinds(chips: number, bigBlind: number): string {
  if (bigBlind <= 0) return "";
  return `${new Intl.NumberFormat("en-US", { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(chips / bigBlind)} BB`;
}

/** Average stack of the players with chips, whole chips. */
export function averageStack(totalChips: number, activePlayers: number): number {
  return activePlayers > 0 ? Math.round(totalChips / activePlayers) : 0;
}
