import { z } from "zod";

/** One investor's stakes in a campaign, as only the campaign's player sees them. */
export const campaignBacker = z.object({
  /** a display name (first and last name); never a username or an e-mail */
  name: z.string(),
  /** dollars, two decimals */
  amount: z.string(),
  /** share of the player's winnings, percent */
  percentage: z.string(),
  stakes: z.number().int(),
});
export type CampaignBacker = z.infer<typeof campaignBacker>;

export const campaignBackersResponse = z.array(campaignBacker);
