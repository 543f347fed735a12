import { z } from "zod";

const tally = z.object({ count: z.number().int(), amount: z.string() });

/**
 * GET /api/campaigns/:id/outcome: what happened to a finished campaign, for its public page. Completed: the result,
 * and its payouts to backers counted paid and pending (each by name for the campaign's player only: investors have
 * not agreed to be shown to each other). Cancelled: the stakes refunded and what went back to the cards (stake and
 * fee). An open campaign has no outcome yet.
 */
export const campaignOutcomeResponse = z.discriminatedUnion("status", [
  z.object({ status: z.literal("active") }),
  z.object({ status: z.literal("funded") }),
  z.object({
    status: z.literal("completed"),
    finalPosition: z.number().nullable(),
    totalWinnings: z.string(),
    completedAt: z.string().nullable(),
    /** stakes that shared in the result */
    stakes: z.number().int(),
    /** payouts above $0 owed to backers, all of them, then those marked paid and those still to pay */
    owed: tally,
    paid: tally,
    pending: tally,
    /** the campaign's player only: each payout by backer display name, largest first */
    payouts: z.array(z.object({ name: z.string(), amount: z.string(), status: z.enum(["paid", "pending"]) })).optional(),
  }),
  z.object({
    status: z.literal("cancelled"),
    cancelledAt: z.string(),
    /** stakes refunded, and the total owed back to the cards (stakes and fees) */
    refundedStakes: z.number().int(),
    refundedTotal: z.string(),
    /** refunds the payment provider has not confirmed yet */
    refundsPending: z.number().int(),
  }),
]);
export type CampaignOutcome = z.infer<typeof campaignOutcomeResponse>;
