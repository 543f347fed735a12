import { z } from "zod";
import { CHOP_METHODS, parseDollars } from "../live/prizes/chop";
import { MAX_ICM_PLAYERS } from "../live/prizes/icm";

/** The chip chop takes a whole field (decision 160: fields up to 1,000); ICM stops at MAX_ICM_PLAYERS. */
export const MAX_CHOP_STACKS = 1000;
export const MAX_STACK = 1_000_000_000_000;
/** Cents of a prize as the calculator takes it ("57", "57.5", "1,057.50"), or null when it is not one. */
export const prizeCents = parseDollars;

/** POST /api/tools/chop. Each refusal names the field (and the row) it is about. */
export const chopToolInput = z
  .object({
    method: z.enum(CHOP_METHODS, { message: "method must be icm or chip_chop" }),
    stacks: z
      .array(z.number({ message: "stacks must be a list of chip counts" }), { message: "stacks must be a list of chip counts" })
      .max(MAX_CHOP_STACKS, `stacks: at most ${MAX_CHOP_STACKS}`),
    prizes: z
      .array(z.string({ message: "prizes must be a list of dollar amounts as strings" }), { message: "prizes must be a list of dollar amounts as strings" })
      .max(MAX_CHOP_STACKS, `prizes: at most ${MAX_CHOP_STACKS}`),
  })
  .superRefine((body, ctx) => {
    if (body.stacks.length === 0) ctx.addIssue({ code: "custom", path: ["stacks"], message: "stacks: give at least one stack" });
    body.stacks.forEach((s, i) => {
      if (!Number.isInteger(s) || s <= 0 || s > MAX_STACK)
        ctx.addIssue({ code: "custom", path: ["stacks", i], message: `stacks[${i}] must be a whole number of chips above 0` });
    });
    if (body.method === "icm" && body.stacks.length > MAX_ICM_PLAYERS)
      ctx.addIssue({ code: "custom", path: ["stacks"], message: `stacks: ICM takes at most ${MAX_ICM_PLAYERS} stacks` });
    if (body.prizes.length === 0) ctx.addIssue({ code: "custom", path: ["prizes"], message: "prizes: give at least one prize" });
    if (body.prizes.length > body.stacks.length && body.stacks.length > 0)
      ctx.addIssue({ code: "custom", path: ["prizes"], message: "prizes: more prizes than stacks" });
    body.prizes.forEach((p, i) => {
      if (prizeCents(p) === null) ctx.addIssue({ code: "custom", path: ["prizes", i], message: `prizes[${i}] must be an amount in dollars, like 57 or 57.50` });
    });
  });
export type ChopToolInput = z.infer<typeof chopToolInput>;

export const chopToolResponse = z.object({
  /** in the order of stacks, decimal dollars, summing exactly to the prizes' total */
  amounts: z.array(z.string()),
  /** e.g. a chip-chop amount above first prize */
  warnings: z.array(z.string()).optional(),
});
export type ChopToolResponse = z.infer<typeof chopToolResponse>;
