import { z } from "zod";
import { parseDollars } from "../live/prizes/chop";
import type { Cents } from "../money";
import { MAX_STACK } from "./chop-tool";

/** The calculator takes 2 to 10 players busted in one hand (decision 234; the clock itself takes any number). */
export const MIN_SPLIT_PLAYERS = 2;
export const MAX_SPLIT_PLAYERS = 10;

const PRIZES = `prizes must be a list of ${MIN_SPLIT_PLAYERS} to ${MAX_SPLIT_PLAYERS} dollar amounts as strings, best place first`;
const STACKS = `stacks must be a list of ${MIN_SPLIT_PLAYERS} to ${MAX_SPLIT_PLAYERS} chip counts`;

/** Cents of a prize as the calculator takes it ("1000", "1,000.00"), or null when it is not one. */
export const splitPrizeCents = (text: string): Cents | null => parseDollars(text);

/**
 * POST /api/tools/split (decision 234): the prizes of the places the players busted in one hand share, best place
 * first, and their stacks at the start of that hand, one per prize. Each refusal names its field (and the row).
 */
export const splitToolInput = z
  .object(
    {
      prizes: z
        .array(z.string({ message: PRIZES }), { message: PRIZES })
        .describe('the prizes of the places the busted players share, best place first, in dollars ("1000.00"; "0.00" for an unpaid place)'),
      stacks: z
        .array(z.number({ message: STACKS }), { message: STACKS })
        .describe("each busted player's chips at the start of the hand, one per prize; on equal stacks the earlier in the list takes the odd cents"),
    },
    { message: "A JSON body { prizes, stacks } is required" },
  )
  .superRefine((body, ctx) => {
    const { prizes, stacks } = body;
    if (prizes.length < MIN_SPLIT_PLAYERS || prizes.length > MAX_SPLIT_PLAYERS) {
      ctx.addIssue({
        code: "custom",
        path: ["prizes"],
        message: `prizes: give ${MIN_SPLIT_PLAYERS} to ${MAX_SPLIT_PLAYERS} prizes, one per player busted in the hand`,
      });
      return;
    }
    const cents = prizes.map(splitPrizeCents);
    const bad = cents.findIndex((c) => c === null);
    if (bad >= 0) {
      ctx.addIssue({ code: "custom", path: ["prizes", bad], message: `prizes[${bad}] must be an amount in dollars, like "1000" or "1000.00"` });
      return;
    }
    const rising = cents.findIndex((c, i) => i > 0 && c! > cents[i - 1]!);
    if (rising > 0) {
      ctx.addIssue({
        code: "custom",
        path: ["prizes", rising],
        message: `prizes go from the best place down: prizes[${rising}] is more than prizes[${rising - 1}]`,
      });
      return;
    }
    const badStack = stacks.findIndex((s) => !Number.isInteger(s) || s <= 0 || s > MAX_STACK);
    if (badStack >= 0) {
      ctx.addIssue({ code: "custom", path: ["stacks", badStack], message: `stacks[${badStack}] must be a whole number of chips above 0` });
      return;
    }
    if (stacks.length !== prizes.length) {
      ctx.addIssue({ code: "custom", path: ["stacks"], message: `stacks: give one stack per prize (${prizes.length} prizes, ${stacks.length} stacks)` });
    }
  });
export type SplitToolInput = z.infer<typeof splitToolInput>;

export const splitToolResponse = z.object({
  /** in the order of stacks, decimal dollars, summing exactly to the prizes' total */
  amounts: z.array(z.string()).describe("what each player is paid, in the stacks' order, summing exactly to the prizes"),
});
export type SplitToolResponse = z.infer<typeof splitToolResponse>;
