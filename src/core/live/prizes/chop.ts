import { toCents, type Cents } from "@core/money";
import { aboveFirstPrize, chipChopCents } from "./chip-chop";
import { icmEquityCents } from "./icm";

export const CHOP_METHODS = ["icm", "chip_chop"] as const;
export type ChopMethod = (typeof CHOP_METHODS)[number];

export interface Chop {
  /** in the order of the stacks, summing exactly to the prizes */
  amountsCents: Cents[];
  /** indexes of the amounts above first prize (a chip chop can pay a big stack more than winning would) */
  aboveFirst: number[];
}

/** The one chop rule the public calculator, the console's deal dialog and the clock's deals all use. */
export function chop(method: ChopMethod, stacks: readonly number[], prizesCents: readonly Cents[]): Chop {
  const amountsCents = method === "icm" ? icmEquityCents(stacks, prizesCents) : chipChopCents(stacks, prizesCents);
  return { amountsCents, aboveFirst: aboveFirstPrize(amountsCents, prizesCents) };
}

const DOLLARS = /^\d{1,10}(\.\d{1,2})?$/;

/** Cents of an amount in dollars as typed ("57", "57.5", "1,057.50"), or null when it is not one (or negative). */
export function parseDollars(text: string): Cents | null {
  const clean = text.trim().replace(/^\$/, "").replace(/,/g, "");
  return DOLLARS.test(clean) ? toCents(clean) : null;
}
