import { z } from "zod";

/**
 * A player's ROI as every screen receives it (src/core/player-roi.ts): the figure, what it rests on, and the money
 * in and out behind it, as decimal strings.
 */
export const playerRoiResponse = z.object({
  /** percent, one decimal; null with no closed events */
  roi: z.number().nullable(),
  /** the events it rests on: the verified ones when there are any, else the self-reported ones; null with none */
  basis: z.enum(["verified", "self-reported"]).nullable(),
  events: z.number().int(),
  /** what the player put into those events: every entry, rebuy and add-on */
  in: z.string(),
  /** what those events paid */
  out: z.string(),
});
export type PlayerRoiResponse = z.infer<typeof playerRoiResponse>;
