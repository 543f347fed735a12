import { z } from "zod";
import { addOnRules, payoutPlan, PAYOUT_SHAPES, rebuyRules, structureRow, type AddOnRules, type PayoutPlan, type RebuyRules, type StructureRow } from "../live/contracts";
import { centsToDecimal, toCents, type Cents } from "../money";

/**
 * How a sponsor's event runs (issue 27), as POST/PATCH/GET /api/special-tournaments take and return it. Each field
 * is optional on create (null: not used) and on update (null: back to not used). The rules of each live beside
 * it; amounts are dollars in, decimal strings out.
 */

// ---- structure and chip set (structure builder) ----

/** `structure: { levels: [...] }`; null: the spec's default schedule. */
export const structureField = z
  .union([z.object({ levels: z.array(structureRow, { message: "Structure levels must be a list" }) }, { message: "Structure must be { levels: [...] }" }), z.null()], {
    message: "Structure must be { levels: [...] }",
  })
  .transform((v): StructureRow[] | null => (v === null || v.levels.length === 0 ? null : v.levels));

/** Chip denominations in play; null or empty: not given. */
export const chipSetField = z
  .union([z.array(z.number({ message: "Chip denominations must be numbers" }).int("Chip denominations must be whole numbers").positive("Chip denominations must be above 0"), { message: "Chip set must be a list of denominations" }), z.null()], {
    message: "Chip set must be a list of denominations",
  })
  .transform((v): number[] | null => (v === null || v.length === 0 ? null : [...new Set(v)].sort((a, b) => a - b)));

// ---- rebuys, add-on and bounty ----

const dollarsToCents = (label: string) =>
  z.union([z.string(), z.number()], { message: `${label} must be a valid dollar amount` }).transform((v, ctx): Cents => {
    const cents = toCents(v);
    if (cents === null || cents < 0) {
      ctx.addIssue({ code: "custom", message: `${label} must be a valid dollar amount` });
      return z.NEVER;
    }
    return cents;
  });

export const rebuysField = z
  .union(
    [
      z.object({
        kind: rebuyRules.shape.kind,
        untilLevel: rebuyRules.shape.untilLevel,
        maxPerPlayer: rebuyRules.shape.maxPerPlayer,
        price: dollarsToCents("Rebuy price"),
        chips: rebuyRules.shape.chips,
      }),
      z.null(),
    ],
    { message: "Rebuys must be { kind, untilLevel, maxPerPlayer, price, chips } or null" },
  )
  .transform((v): RebuyRules | null => (v === null ? null : { kind: v.kind, untilLevel: v.untilLevel, maxPerPlayer: v.maxPerPlayer, priceCents: v.price, chips: v.chips }));

export const addOnField = z
  .union([z.object({ price: dollarsToCents("Add-on price"), chips: addOnRules.shape.chips }), z.null()], { message: "Add-on must be { price, chips } or null" })
  .transform((v): AddOnRules | null => (v === null ? null : { priceCents: v.price, chips: v.chips }));

/** The bounty part of the buy-in (PKO), dollars; null or empty: no bounties. */
export const bountyField = z
  .union([z.string(), z.number(), z.null()], { message: "Bounty must be a valid dollar amount" })
  .transform((v, ctx): Cents | null => {
    if (v === null || (typeof v === "string" && v.trim() === "")) return null;
    const cents = toCents(v);
    if (cents === null || cents <= 0) {
      ctx.addIssue({ code: "custom", message: "Bounty must be a valid dollar amount above $0 (leave it empty for no bounties)" });
      return z.NEVER;
    }
    return cents;
  });

// ---- payout plan (payout table generator) ----

export const payoutPlanField = z.union([payoutPlan, z.null()], { message: `Payout plan must be { paidPercent, minCashMultiple, shape: ${PAYOUT_SHAPES.join(" | ")} } or null` });

/** The create schema's fields (each defaults to null) and the update schema's (each optional). */
export const formatCreateFields = {
  structure: structureField.default(null),
  chipSet: chipSetField.default(null),
  rebuys: rebuysField.default(null),
  addOn: addOnField.default(null),
  bounty: bountyField.default(null),
  payoutPlan: payoutPlanField.default(null),
};
export const formatUpdateFields = {
  structure: structureField.optional(),
  chipSet: chipSetField.optional(),
  rebuys: rebuysField.optional(),
  addOn: addOnField.optional(),
  bounty: bountyField.optional(),
  payoutPlan: payoutPlanField.optional(),
};

/** What GET returns about the format. */
export const formatResponseFields = {
  structure: z.object({ levels: z.array(structureRow) }).nullable(),
  chipSet: z.array(z.number()).nullable(),
  rebuys: z.object({ kind: rebuyRules.shape.kind, untilLevel: z.number(), maxPerPlayer: z.number(), price: z.string(), chips: z.number() }).nullable(),
  addOn: z.object({ price: z.string(), chips: z.number() }).nullable(),
  bounty: z.string().nullable(),
  payoutPlan: payoutPlan.nullable(),
};

/** The stored columns as the API shows them. */
export function formatResponse(row: { structure: StructureRow[] | null; chipSet: number[] | null; rebuys: RebuyRules | null; addOn: AddOnRules | null; bountyCents: number | null; payoutPlan: PayoutPlan | null }) {
  return {
    structure: row.structure ? { levels: row.structure } : null,
    chipSet: row.chipSet ?? null,
    rebuys: row.rebuys ? { kind: row.rebuys.kind, untilLevel: row.rebuys.untilLevel, maxPerPlayer: row.rebuys.maxPerPlayer, price: centsToDecimal(row.rebuys.priceCents), chips: row.rebuys.chips } : null,
    addOn: row.addOn ? { price: centsToDecimal(row.addOn.priceCents), chips: row.addOn.chips } : null,
    bounty: row.bountyCents === null ? null : centsToDecimal(row.bountyCents),
    payoutPlan: row.payoutPlan ?? null,
  };
}

/** The parsed format back in the API's shape (the client's form sends what it validated). */
export function formatToApiInput(data: { structure: StructureRow[] | null; chipSet: number[] | null; rebuys: RebuyRules | null; addOn: AddOnRules | null; bounty: Cents | null; payoutPlan: PayoutPlan | null }) {
  const shown = formatResponse({ ...data, bountyCents: data.bounty });
  return { ...shown };
}

/** A tournament response's format fields when none is set. */
export const NO_FORMAT = { structure: null, chipSet: null, rebuys: null, addOn: null, bounty: null, payoutPlan: null } as const;
