import { z } from "zod";

/**
 * One row of an event's structure (decision 160): a level, or a break between levels. The rules a sponsor's structure
 * must follow (blinds rising, ante at most the big blind, 1-120 minutes, at most 100 rows) are in structure.ts;
 * this is only its shape, as stored and sent.
 */
export const structureLevel = z.object({
  smallBlind: z.number().int().nonnegative(),
  bigBlind: z.number().int().positive(),
  ante: z.number().int().nonnegative(),
  minutes: z.number().int().positive(),
});
export const structureBreak = z.object({ break: z.literal(true), minutes: z.number().int().positive() });
export const structureRow = z.union([structureBreak, structureLevel]);
export type StructureLevel = z.infer<typeof structureLevel>;
export type StructureBreak = z.infer<typeof structureBreak>;
export type StructureRow = z.infer<typeof structureRow>;

/** Rebuys or re-entries (decision 160): allowed through level `untilLevel` (1-based), at most `maxPerPlayer` each. */
export const rebuyRules = z.object({
  kind: z.enum(["rebuy", "reentry"]),
  untilLevel: z.number().int().positive(),
  maxPerPlayer: z.number().int().positive(),
  priceCents: z.number().int().nonnegative(),
  chips: z.number().int().positive(),
});
export type RebuyRules = z.infer<typeof rebuyRules>;
/** One add-on per player at the end of the rebuy period. */
export const addOnRules = z.object({ priceCents: z.number().int().nonnegative(), chips: z.number().int().positive() });
export type AddOnRules = z.infer<typeof addOnRules>;
/** A payout table generated to fit the field (decision 160): paid share of entries, minimum cash, shape. */
export const PAYOUT_SHAPES = ["flat", "standard", "top-heavy"] as const;
export const payoutPlan = z.object({
  paidPercent: z.number().min(10).max(20),
  minCashMultiple: z.number().min(1.5).max(2),
  shape: z.enum(PAYOUT_SHAPES),
});
export type PayoutPlan = z.infer<typeof payoutPlan>;
