import { mulDivFloor, type Cents } from "./money";
import { percentToBasisPoints } from "./contracts/prize-percent";
import { fitsWholeEvent, roomUnits, type EventShares } from "./event-share";

/*
 * Swaps between players (decision 174): two players registered in the same event each give the other p% of
 * their winnings in it. Percentages are kept in hundredths of a percent (10% = 1000, 12.5% = 1250), exactly as
 * numeric(5,2) stores them: no floating-point arithmetic. No zod here, so the dashboard can format swaps without
 * downloading the schemas (decision 110).
 */

/** 1% and 20%, in hundredths of a percent. */
export const SWAP_MIN_HUNDREDTHS = 100;
export const SWAP_MAX_HUNDREDTHS = 2000;
/** 100% of a player's winnings, in hundredths. */
export const FULL_HUNDREDTHS = 10_000;

export const SWAP_PERCENT_MESSAGE = "Swap percentage must be from 1 to 20, with at most 2 decimals";

/** "10", "12.5", 12.5 or "10.00" into hundredths of a percent (1000, 1250); null unless 1..20 with at most 2 decimals. */
export function swapPercentHundredths(value: string | number): number | null {
  const h = percentToBasisPoints(value);
  if (h === null || h < SWAP_MIN_HUNDREDTHS || h > SWAP_MAX_HUNDREDTHS) return null;
  return h;
}

/** Hundredths of a percent as people write it: 1000 -> "10%", 1250 -> "12.5%", 1005 -> "10.05%". */
export function formatPercentHundredths(h: number): string {
  const whole = Math.trunc(h / 100);
  const frac = Math.abs(h % 100);
  if (frac === 0) return `${whole}%`;
  const digits = String(frac).padStart(2, "0").replace(/0$/, "");
  return `${whole}.${digits}%`;
}

/** A stored percentage ("10.00") in hundredths, or 0 when unreadable. */
export function storedPercentHundredths(value: string | number): number {
  return percentToBasisPoints(typeof value === "number" ? value : value.trim()) ?? 0;
}

/** Hundredths as the decimal string numeric(5,2) stores: 1250 -> "12.50". */
export function hundredthsToDecimal(h: number): string {
  return `${Math.trunc(h / 100)}.${String(Math.abs(h % 100)).padStart(2, "0")}`;
}

export interface SwapNet {
  /** who owes the net amount: the side that won more ("by" offered the swap, "to" accepted it); null when nothing is owed */
  payer: "by" | "to" | null;
  netCents: Cents;
}

/**
 * What a settled swap leaves owed. Each side owes the other p% of their own winnings; the two debts cancel down
 * to one: the larger winner owes p% of the difference, net = p% x (a - b). Rounding: down to the cent, so the
 * payer never owes more than the exact share (as payouts are rounded down, decision 104). Equal winnings, or a
 * difference too small to be a cent, leave nothing owed (payer null).
 * Worked case: 10% (1000), $50,000 and $100,000: the second owes the first floor(5,000,000 x 1000 / 10,000) = $5,000.
 */
export function swapNet(percentHundredths: number, byCents: Cents, toCents: Cents): SwapNet {
  const diff = Math.abs(byCents - toCents);
  const netCents = mulDivFloor(diff, percentHundredths, FULL_HUNDREDTHS);
  if (netCents === 0) return { payer: null, netCents: 0 };
  return { payer: byCents > toCents ? "by" : "to", netCents };
}

/**
 * What one player has given away of their winnings in one event (the 100% rule): src/core/event-share.ts, in units of
 * 1/10,000 of a percent. A swap's percent is in hundredths, 100 units each.
 */
export type Commitments = EventShares;

/** The 100% rule: sold % plus swapped % never exceeds 100% of the player's winnings. Whether `adding` more (hundredths) still fits. */
export function fitsHundredPercent(c: Commitments, addingHundredths: number): boolean {
  return fitsWholeEvent(c, addingHundredths * 100);
}

/** How much more the player may still swap in the event (0 when none), in hundredths, never above 20%. */
export function swapRoomHundredths(c: Commitments): number {
  return Math.min(SWAP_MAX_HUNDREDTHS, Math.floor(roomUnits(c) / 100));
}
