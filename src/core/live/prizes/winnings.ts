import type { Cents } from "@core/money";
import type { LivePlayer, LiveStoredState } from "../schema/contracts";
import { dealPrizeCents } from "./deals";
import { prizeForFinish } from "./event-prizes";
import { sameHandResult } from "./same-hand";

/**
 * Everything the clock pays one player for their finish, the figure their backers are settled on: the prize
 * table's amount for the position (or a made deal's amount, plus what was left to play for; or, busted in the same
 * hand as others, the share of their places' prizes) and any bounty cash.
 */
export function playerWinningsCents(state: LiveStoredState, player: Pick<LivePlayer, "id" | "position" | "bountyWonCents" | "sameHand">): Cents {
  const deal = dealPrizeCents(state, player.id, player.position);
  // busted with others in one hand: their share of the places they hold (decision 234)
  const prize = deal ?? sameHandResult(state, player)?.amountCents ?? prizeForFinish(state, player.position);
  return prize + (player.bountyWonCents ?? 0);
}
