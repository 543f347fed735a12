import { z } from "zod";

/**
 * GET/PATCH /api/profile/public-name (decision 212): the name public screens show the player by
 * (the one their player page goes by) and whether they appear as "Player N" instead on displays, table displays,
 * moves and results. Their phone, the console and their backers still see the name.
 */
export const publicNameSettings = z.object({
  publicName: z.string(),
  appearAsPlayerNumber: z.boolean(),
});
export type PublicNameSettings = z.infer<typeof publicNameSettings>;

export const PUBLIC_NAME_MESSAGES = {
  choice: "appearAsPlayerNumber must be true or false",
  playersOnly: "Only players appear on live screens.",
} as const;

export const updatePublicNameInput = z
  .object({ appearAsPlayerNumber: z.boolean({ message: PUBLIC_NAME_MESSAGES.choice }) }, { message: PUBLIC_NAME_MESSAGES.choice })
  .strict();
