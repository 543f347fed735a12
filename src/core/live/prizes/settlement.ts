import type { Cents } from "@core/money";
import type { LiveStoredState } from "../schema/contracts";
import { sameHandResult } from "./same-hand";
import { playerWinningsCents } from "./winnings";

/** A registered entrant whose finish the clock has made final, and what the event's prize table pays for it. */
export interface ClockFinish {
  playerId: string;
  userId: number;
  position: number;
  prizeCents: Cents;
}

/**
 * Finishes that are final in the clock: each eliminated registered entrant at their position, and once one
 * player remains, that player as 1st. Walk-ins and the demo's players (no userId) have no stakes to settle.
 */
export function finalFinishes(state: LiveStoredState): ClockFinish[] {
  const finished = state.finishedAt !== null;
  return state.players.flatMap((p) => {
    if (p.userId === null || !(p.isEliminated || finished)) return [];
    // a tie in one hand settles both at the place they share (decision 234)
    const position = sameHandResult(state, p)?.place ?? p.position;
    return [{ playerId: p.id, userId: p.userId, position, prizeCents: playerWinningsCents(state, p) }];
  });
}

export interface SettlementChanges {
  /** settled before the action, and no longer final (or final at another position): undo their settlement */
  revert: ClockFinish[];
  /** final after the action and not settled so before (or settled at another position): settle them */
  settle: ClockFinish[];
}

const sameFinish = (a: ClockFinish, b: ClockFinish) => a.position === b.position && a.prizeCents === b.prizeCents;

/**
 * What one console action changed about the final finishes. An elimination settles one player (two when it
 * leaves a winner); undoing one reverts that player and re-settles everyone eliminated after them, whose
 * positions moved back by one.
 */
export function settlementChanges(before: LiveStoredState, after: LiveStoredState): SettlementChanges {
  const was = new Map(finalFinishes(before).map((f) => [f.userId, f]));
  const now = new Map(finalFinishes(after).map((f) => [f.userId, f]));
  const revert = [...was.values()].filter((f) => {
    const next = now.get(f.userId);
    return !next || !sameFinish(f, next);
  });
  const settle = [...now.values()].filter((f) => {
    const prev = was.get(f.userId);
    return !prev || !sameFinish(prev, f);
  });
  return { revert, settle };
}
