import { z } from "zod";
import { payoutPlan, rebuyRules, structureRow, type AddOnRules, type RebuyRules, type StructureRow } from "../live/schema/event-setup";
import type { EventFormat } from "../live/actions/initial-state";
import { centsToDecimal, toCents, type Cents } from "../money";
import { payoutPlanInput } from "./payout-plan";
import { firstChipSetProblem } from "../live/clock/chip-set";
import { readStructureRows, structureProblems } from "../live/clock/structure-rules";
import { DEFAULT_TEMPLATE, structureTemplate } from "../live/clock/structure-templates";

/**
 * How a sponsor's event runs (decision 160), as POST/PATCH/GET /api/special-tournaments take and return it. Each field
 * is optional on create (null: not used) and on update (null: back to not used). The rules of each live beside
 * it; amounts are dollars in, decimal strings out.
 */

// ---- structure and chip set (structure builder) ----

/**
 * `structure: { levels: [...] }`; null or no levels: the spec's default schedule. Each row is read and the
 * structure's rules applied here (structure.ts), so every 400 names its row ("Row 3: ...").
 */
export const structureField = z
  .union(
    [
      z.object({
        levels: z
          .array(z.unknown(), { message: "Structure levels must be a list" })
          .describe("First to last: a level { smallBlind, bigBlind, ante, minutes } or a break { break: true, minutes }; at most 100 rows, minutes 1-120"),
      }),
      z.null(),
    ],
    { message: "Structure must be { levels: [...] }" },
  )
  .transform((v, ctx): StructureRow[] | null => {
    if (v === null || v.levels.length === 0) return null;
    const { rows, problems } = readStructureRows(v.levels);
    const all = problems.length > 0 ? problems : structureProblems(rows);
    if (all.length === 0) return rows;
    for (const message of all) ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  });

const MAX_DENOMINATIONS = 20;
const CHIP_SET_TEXT = "Chip set must be whole numbers above 0, separated by commas";

/** Chip denominations in play, as a list or as typed ("25, 100, 500"); null or empty: not given. Smallest first. */
export const chipSetField = z
  .union(
    [
      z.string(),
      z.array(
        z
          .number({ message: "Chip denominations must be numbers" })
          .int("Chip denominations must be whole numbers")
          .positive("Chip denominations must be above 0"),
        {
          message: "Chip set must be a list of denominations",
        },
      ),
      z.null(),
    ],
    { message: "Chip set must be a list of denominations" },
  )
  .transform((v, ctx): number[] | null => {
    let list: number[];
    if (typeof v === "string") {
      const parts = v.split(/[\s,]+/).filter((p) => p !== "");
      if (parts.some((p) => !/^\d+$/.test(p) || Number(p) <= 0 || !Number.isSafeInteger(Number(p)))) {
        ctx.addIssue({ code: "custom", message: CHIP_SET_TEXT });
        return z.NEVER;
      }
      list = parts.map(Number);
    } else list = v ?? [];
    const set = [...new Set(list)].sort((a, b) => a - b);
    if (set.length > MAX_DENOMINATIONS) {
      ctx.addIssue({ code: "custom", message: `Chip set can have at most ${MAX_DENOMINATIONS} denominations` });
      return z.NEVER;
    }
    return set.length === 0 ? null : set;
  });

/** The chip set's first problem with the structure (null: the default schedule, as the clock runs it), or null. */
export function chipSetProblem(structure: StructureRow[] | null, chipSet: number[] | null): string | null {
  return firstChipSetProblem(structure ?? structureTemplate(DEFAULT_TEMPLATE), chipSet);
}

// ---- rebuys, add-on and bounty ----

export const REBUY_LIMITS = { untilLevel: [1, 100], maxPerPlayer: [1, 10], chips: [1, 10_000_000] } as const;
/** The most a rebuy, an add-on or a bounty may cost: $1,000,000. */
export const MAX_ENTRY_PRICE_CENTS = 1_000_000_00;

const wholeFrom = (label: string, [min, max]: readonly [number, number]) => {
  const message = `${label} must be a whole number from ${min.toLocaleString("en-US")} to ${max.toLocaleString("en-US")}`;
  return z.number({ message }).int(message).min(min, message).max(max, message);
};

/** Dollars as typed or a number, $0 to $1,000,000, into cents. */
const priceToCents = (label: string) => {
  const message = `${label} must be a dollar amount from $0 to $1,000,000`;
  return z.union([z.string(), z.number()], { message }).transform((v, ctx): Cents => {
    const cents = toCents(v);
    if (cents === null || cents < 0 || cents > MAX_ENTRY_PRICE_CENTS) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return cents;
  });
};

/** Rebuys or re-entries, through level `untilLevel`, at most `maxPerPlayer` each; null: none. */
export const rebuysField = z
  .object(
    {
      kind: z.enum(["rebuy", "reentry"], { message: "Rebuy kind must be rebuy or reentry" }),
      untilLevel: wholeFrom("Rebuys until level", REBUY_LIMITS.untilLevel),
      maxPerPlayer: wholeFrom("Rebuys per player", REBUY_LIMITS.maxPerPlayer),
      price: priceToCents("Rebuy price"),
      chips: wholeFrom("Rebuy chips", REBUY_LIMITS.chips),
    },
    { message: "Rebuys must be { kind, untilLevel, maxPerPlayer, price, chips } or null" },
  )
  .nullable()
  .transform((v): RebuyRules | null =>
    v === null ? null : { kind: v.kind, untilLevel: v.untilLevel, maxPerPlayer: v.maxPerPlayer, priceCents: v.price, chips: v.chips },
  );

/** One add-on per player at the end of the rebuy period; null: none. */
export const addOnField = z
  .object({ price: priceToCents("Add-on price"), chips: wholeFrom("Add-on chips", REBUY_LIMITS.chips) }, { message: "Add-on must be { price, chips } or null" })
  .nullable()
  .transform((v): AddOnRules | null => (v === null ? null : { priceCents: v.price, chips: v.chips }));

const BOUNTY_MESSAGE = "Bounty must be a dollar amount above $0 and at most $1,000,000 (leave it empty for no bounties)";

/** The bounty part of the buy-in (PKO), dollars; null or empty: no bounties. */
export const bountyField = z.union([z.string(), z.number(), z.null()], { message: BOUNTY_MESSAGE }).transform((v, ctx): Cents | null => {
  if (v === null || (typeof v === "string" && v.trim() === "")) return null;
  const cents = toCents(v);
  if (cents === null || cents <= 0 || cents > MAX_ENTRY_PRICE_CENTS) {
    ctx.addIssue({ code: "custom", message: BOUNTY_MESSAGE });
    return z.NEVER;
  }
  return cents;
});

/**
 * What the rebuy, add-on and bounty fields get wrong together (each a path and a message): the bounty is a part of
 * the buy-in, so less than it; an add-on ends a rebuy period, so needs rebuys. A field left undefined (an update
 * that does not send it) is not checked.
 */
export function rebuyFormatProblems(o: {
  buyIn?: Cents;
  bounty?: Cents | null;
  rebuys?: RebuyRules | null;
  addOn?: AddOnRules | null;
}): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  if (o.bounty != null && o.buyIn !== undefined && o.bounty >= o.buyIn)
    problems.push({ path: "bounty", message: "Bounty must be less than the buy-in: it is the part of the buy-in on each player's head" });
  if (o.addOn != null && o.rebuys === null)
    problems.push({ path: "addOn", message: "An add-on needs rebuys or re-entries: it is taken at the end of the rebuy period" });
  return problems;
}

// ---- payout plan (payout table generator) ----

/** `payoutPlan: { paidPercent, minCashMultiple, shape }`; null: the sponsor's percentages or the standard table. */
export const payoutPlanField = payoutPlanInput;

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
export function formatResponse(row: EventFormat) {
  return {
    structure: row.structure ? { levels: row.structure } : null,
    chipSet: row.chipSet ?? null,
    rebuys: row.rebuys
      ? {
          kind: row.rebuys.kind,
          untilLevel: row.rebuys.untilLevel,
          maxPerPlayer: row.rebuys.maxPerPlayer,
          price: centsToDecimal(row.rebuys.priceCents),
          chips: row.rebuys.chips,
        }
      : null,
    addOn: row.addOn ? { price: centsToDecimal(row.addOn.priceCents), chips: row.addOn.chips } : null,
    bounty: row.bountyCents === null ? null : centsToDecimal(row.bountyCents),
    payoutPlan: row.payoutPlan ?? null,
  };
}

/** The parsed format back in the API's shape (the client's form sends what it validated). */
export function formatToApiInput(data: Omit<EventFormat, "bountyCents"> & { bounty: Cents | null }) {
  const shown = formatResponse({ ...data, bountyCents: data.bounty });
  return { ...shown };
}

/** A tournament response's format fields when none is set. */
export const NO_FORMAT = { structure: null, chipSet: null, rebuys: null, addOn: null, bounty: null, payoutPlan: null } as const;
