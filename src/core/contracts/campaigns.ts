import { z } from "zod";

export const CAMPAIGN_STATUSES = ["active", "funded", "completed", "cancelled"] as const;

/** A campaign as the API returns it (marketplace §3): money as decimal strings, dates as ISO strings. */
export const campaignResponse = z.object({
  id: z.number(),
  playerId: z.number(),
  playerName: z.string(),
  tournament: z.string(),
  tournamentDate: z.string().nullable(),
  buyIn: z.string(),
  minStake: z.string(),
  targetAmount: z.string(),
  currentAmount: z.string(),
  playerOfferedPercentage: z.number(),
  description: z.string(),
  /** 0-100 from the player's closed-campaign history; null when the player has none (see docs/decisions) */
  rating: z.number().nullable(),
  status: z.enum(CAMPAIGN_STATUSES),
  finalPosition: z.number().nullable(),
  totalWinnings: z.string().nullable(),
  payoutCompleted: z.boolean(),
  completedAt: z.string().nullable(),
  updatedAt: z.string(),
  createdAt: z.string(),
});
export type Campaign = z.infer<typeof campaignResponse>;
