import type { Cents } from "@core/money";
import { isBountyEvent } from "../field/bounties";
import { clockView } from "../clock/clock";
import type { ClockStatus, LiveStoredState } from "../schema/contracts";
import { playerWinningsCents } from "../prizes/winnings";
import { remainingPlayers } from "../field/players";

interface LevelFacts {
  /** 1-based, as the console shows it */
  currentLevel: number;
  smallBlind: number;
  bigBlind: number;
  ante: number;
  /** left in the level at `now`, and whether the clock runs (a paused clock is a break, not the end) */
  remainingMs: number;
  /** left of a break running at `now` (the level's clock stands at 00:00), null when not on a break */
  breakRemainingMs: number | null;
  clockStatus: ClockStatus;
  /** remaining players, eliminated excluded */
  playersLeft: number;
  totalPlayers: number;
}

/**
 * A PKO event's bounties for one player (decision 160): the head on them now (0 once they are out or have won,
 * their own head then counted in the cash) and the bounty cash they have won, which is part of their winnings.
 */
export interface PlayerBounty {
  headCents: Cents;
  wonCents: Cents;
}

/**
 * A staked player's situation in a live tournament, for their backers (decision 082, live sweat):
 * - `not_started`: the clock has not run yet (nothing to show);
 * - `not_seated`: the clock runs but this user has no seat (registered after the start, or not at all);
 * - `playing`: still in, with chips, big blinds and rank by chips (null until the floor has counted chips,
 *   since before that every stack is the starting stack and a rank would be invented);
 * - `eliminated`: out, with the finish position and what the prize table pays for it (0 outside the places);
 * - `won`: the last player left once the clock finished.
 * In a bounty event a seated player's status also carries `bounty` (absent in an event without bounties).
 */
export type PlayerLiveStatus =
  | { kind: "not_started" }
  | ({ kind: "not_seated" } & LevelFacts)
  | ({ kind: "playing"; name: string; chips: number; bigBlinds: number; rank: number | null; bounty?: PlayerBounty } & LevelFacts)
  | ({ kind: "eliminated"; name: string; position: number; prizeCents: Cents; bounty?: PlayerBounty } & LevelFacts)
  | ({ kind: "won"; name: string; position: 1; prizeCents: Cents; bounty?: PlayerBounty } & LevelFacts);

/** What a backer sees for `userId` in `state` at time `now`: levels and blinds from the event's one schedule, as every display. */
export function playerLiveStatus(state: LiveStoredState, userId: number, now: number): PlayerLiveStatus {
  if (state.startedAt === null) return { kind: "not_started" };
  const view = clockView(state, now);
  const left = remainingPlayers(state.players);
  const facts: LevelFacts = {
    currentLevel: view.currentLevel,
    smallBlind: view.level.smallBlind,
    bigBlind: view.level.bigBlind,
    ante: view.level.ante,
    remainingMs: view.remainingMs,
    breakRemainingMs: view.breakRemainingMs,
    clockStatus: view.status,
    playersLeft: left.length,
    totalPlayers: state.totalPlayers,
  };
  const player = state.players.find((p) => p.userId === userId);
  if (!player) return { kind: "not_seated", ...facts };
  // the head an eliminated player had went to their eliminator (or stays unclaimed): not theirs any more
  const bounty = isBountyEvent(state) ? { bounty: { headCents: player.isEliminated ? 0 : player.bountyCents, wonCents: player.bountyWonCents } } : {};
  if (player.isEliminated)
    return { kind: "eliminated", name: player.name, position: player.position, prizeCents: playerWinningsCents(state, player), ...bounty, ...facts };
  if (state.finishedAt !== null && left.length === 1)
    return { kind: "won", name: player.name, position: 1, prizeCents: playerWinningsCents(state, { ...player, position: 1 }), ...bounty, ...facts };
  // ties share the better rank: two equal stacks are both "2nd", the next is "4th"
  const rank = state.chipCountsUpdated ? 1 + left.filter((p) => p.chips > player.chips).length : null;
  return {
    kind: "playing",
    name: player.name,
    chips: player.chips,
    bigBlinds: facts.bigBlind > 0 ? player.chips / facts.bigBlind : 0,
    rank,
    ...bounty,
    ...facts,
  };
}
