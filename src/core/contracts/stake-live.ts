import { z } from "zod";

/**
 * Where a linked campaign's tournament stands on the clock (decision 082, live sweat): `upcoming` until the clock
 * first starts, `live` from then until one player remains, `finished` after, `cancelled` if the sponsor
 * cancelled it. Null for a campaign that names its tournament in free text.
 */
export const STAKE_LIVE_STATUSES = ["upcoming", "live", "finished", "cancelled"] as const;
export type StakeLiveStatus = (typeof STAKE_LIVE_STATUSES)[number];

/** What a stake carries so the portfolio and dashboard can show its player's live line. */
export const stakeLiveFields = z.object({
  /** the staked player's user id: how the live state's players are matched */
  playerId: z.number(),
  specialTournamentId: z.number().nullable(),
  liveStatus: z.enum(STAKE_LIVE_STATUSES).nullable(),
});
