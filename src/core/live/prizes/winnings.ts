import type { Cents } from "@core/money";
import type { LivePlayer, LiveStoredState } from "../schema/contracts";
import { dealPrizeCents } from "./deals";
import { prizeForFinish } from "./event-prizes";

/**
 * Everything the clock pays one player for their finish, the figure their backers are settled on: the prize
 * table's amount for the position (or a made deal's amount, plus what was left to play for) and any bounty cash.
 */
export function playerWinningsCents(state: LiveStoredState, player: Pick<LivePlayer, "id" | "position" | "bountyWonCents">): Cents {
  const deal = dealPrizeCents(state, player.id, player.position);
  return (deal ?? prizeForFinish(state, player.position)) + (player.bountyWonCents ?? 0);
}
