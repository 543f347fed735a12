import { z } from "zod";
import { playerRoiResponse } from "./player-roi";

/** A player needs this many verified (clock-settled) events to rank among the landing page's Top ROI Players. */
export const LANDING_MIN_VERIFIED_EVENTS = 3;

/**
 * GET /api/landing/players (decision 210): the landing page's Top ROI Players and Elite Players from the
 * database. `sample` is true only on an empty database (no closed event and no open campaign): then the page shows
 * the spec's sample cards, marked as examples.
 */
export const landingPlayersResponse = z.object({
  sample: z.boolean(),
  minVerifiedEvents: z.number().int(),
  /** best verified ROI first, at least minVerifiedEvents verified events each; at most 4 */
  topPlayers: z.array(
    z.object({
      username: z.string(),
      name: z.string(),
      /** the player's one ROI, here always over their verified events */
      roi: playerRoiResponse,
      /** % of those events that won a prize, one decimal */
      itmPercent: z.number(),
      /** backers who staked in the player's closed campaigns */
      backers: z.number().int(),
      /** the latest verified event's name */
      recentTournament: z.string().nullable(),
    }),
  ),
  /** open campaigns, the players with the best verified record first, one per player; at most 3 */
  openCampaigns: z.array(
    z.object({
      id: z.number().int(),
      username: z.string(),
      name: z.string(),
      tournament: z.string(),
      buyIn: z.string(),
      /** % of the winnings the player sells */
      selling: z.number(),
      /** % of the target sold so far, whole */
      soldPercent: z.number().int(),
      markup: z.string(),
      verified: z.boolean(),
      roi: playerRoiResponse,
    }),
  ),
});
export type LandingPlayers = z.infer<typeof landingPlayersResponse>;
