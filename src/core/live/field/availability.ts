import { breakDueMs } from "../clock/clock";
import { eventSchedule, LAST_LEVEL_INDEX } from "../clock/schedule";
import type { LiveStoredState } from "../schema/contracts";
import { DEAL_HOLD_MESSAGES, dealMade, dealProposed } from "./deal-guards";
import { remainingPlayers } from "./players";
import { awaitingFirstStart, clockMode } from "../schema/clock-mode";

/**
 * Why an action cannot be taken on the clock as it stands (null: it can), one function per action. The reducer throws
 * these words (LiveRuleError) and the console greys its buttons with them (consoleActions, actions/console-actions.ts),
 * so the two never disagree. Each takes the state brought up to now (settleClock), as the reducer does.
 */
export type WhyNot = string | null;

/** Late registration stays open through this level (1-based): the first levels, while stacks are still deep. */
export const LATE_REGISTRATION_LAST_LEVEL = 6;
/** However many walk-ins arrive, the public demo's state stays small (a sponsor's event is capped by its seats: late-registration.ts). */
export const MAX_LIVE_ENTRANTS = 500;

export const OVER = "The tournament is over: one player remains.";

/** A sponsor's entrants follow the registrations until the first start, and what changes the field waits for it. */
const beforeStart = (state: LiveStoredState, message: string): WhyNot => (awaitingFirstStart(state) ? message : null);

/** Entries change the pool and the field: refused by a made deal for good, by a proposed one until it is cancelled. */
export function entriesHeld(state: Pick<LiveStoredState, "deal">, what: string): WhyNot {
  if (dealMade(state)) return DEAL_HOLD_MESSAGES.closedByMade(what);
  if (dealProposed(state)) return DEAL_HOLD_MESSAGES.closedByProposal(what);
  return null;
}

export function lateRegistrationClosed(state: LiveStoredState): WhyNot {
  if (state.finishedAt !== null) return OVER;
  return (
    beforeStart(state, "Late registration opens when the clock starts; until then players register for the tournament.") ??
    entriesHeld(state, "Late registration") ??
    (state.levelIndex >= LATE_REGISTRATION_LAST_LEVEL ? `Late registration closed after level ${LATE_REGISTRATION_LAST_LEVEL}.` : null) ??
    (clockMode(state).capsWalkIns && state.players.length >= MAX_LIVE_ENTRANTS ? "Tournament is full" : null)
  );
}

/**
 * Release Seat (decision 236): the seat of a registered player who never sat down goes back to the event, for the next
 * alternate, while late registration is open (a seat drawn for an alternate is a late entry). A player who has played
 * keeps it (release-seat.ts says which).
 */
export function seatReleaseUnavailable(state: LiveStoredState): WhyNot {
  if (!clockMode(state).registersLateEntrants) return "Only a sponsor's event has registered seats to release.";
  if (state.finishedAt !== null) return OVER;
  return (
    beforeStart(state, "Start the clock before releasing a seat; until then a player gives their seat back by cancelling their registration.") ??
    entriesHeld(state, "Releasing a seat") ??
    (state.levelIndex >= LATE_REGISTRATION_LAST_LEVEL
      ? `Late registration closed after level ${LATE_REGISTRATION_LAST_LEVEL}: seats are no longer released.`
      : null)
  );
}

/**
 * Whether the event's alternate list is over (decision 236): once late registration has closed for good (past its last
 * level, the event over, a deal made) no seat comes free any more, so the alternates still waiting are dropped. Null
 * while a seat may still come free: before the start, during late registration, and while a deal is only proposed.
 */
export function alternateListClosed(state: LiveStoredState): WhyNot {
  if (awaitingFirstStart(state)) return null;
  if (state.finishedAt !== null) return OVER;
  if (dealMade(state)) return DEAL_HOLD_MESSAGES.closedByMade("Late registration");
  return state.levelIndex >= LATE_REGISTRATION_LAST_LEVEL ? `Late registration closed after level ${LATE_REGISTRATION_LAST_LEVEL}.` : null;
}

/** Any elimination, whoever it is: a proposed deal holds the field, and the last player standing is the winner. */
export function eliminationUnavailable(state: LiveStoredState): WhyNot {
  if (dealProposed(state)) return DEAL_HOLD_MESSAGES.proposed("eliminating a player");
  return beforeStart(state, "Start the clock before eliminating players.") ?? (remainingPlayers(state.players).length <= 1 ? "Only one player remains." : null);
}

/** Rebuys, re-entries and add-ons (the console's one dialog); each has its own level limit past this. */
export function rebuysClosed(state: LiveStoredState): WhyNot {
  const rules = state.rebuys;
  if (!rules) return "Rebuys are not available in this tournament.";
  const word = rules.kind === "reentry" ? "Re-entries" : "Rebuys";
  if (state.finishedAt !== null) return OVER;
  return beforeStart(state, `Start the clock before recording ${word.toLowerCase()}.`) ?? entriesHeld(state, word);
}

export function breakUnavailable(state: LiveStoredState): WhyNot {
  if (state.finishedAt !== null) return OVER;
  if (state.levelIndex >= LAST_LEVEL_INDEX) return "There is no level after this one to break before.";
  if (state.remainingMs === 0 && breakDueMs(state, eventSchedule(state.structure), state.levelIndex) > 0) return "A break is already running.";
  return null;
}

/** Chip counts: someone must still be in. */
export function chipsUnavailable(state: LiveStoredState): WhyNot {
  if (state.finishedAt !== null) return OVER;
  return remainingPlayers(state.players).length < 1 ? "No player is left to count." : null;
}

export const MIN_DEAL_PLAYERS = 2;
/** ICM's own limit (MAX_ICM_PLAYERS, prizes/icm.ts, which this floor cannot import: tests/unit/console-actions.test.ts keeps them equal). */
export const MAX_DEAL_PLAYERS = 10;

/** Why no deal can be proposed now (null: it can), for the console to say before the dialog opens. */
export function dealUnavailable(state: LiveStoredState): WhyNot {
  if (state.finishedAt !== null) return OVER;
  if (awaitingFirstStart(state)) return "Start the clock before proposing a deal.";
  // a deal shares cash: a satellite's seats cannot be shared out (decision 240)
  if (state.satellite) return "A satellite awards seats, which cannot be shared in a deal.";
  if (state.deal?.status === "made") return "A deal is already made.";
  if (state.deal?.status === "proposed") return "A deal is already proposed: cancel it before proposing another.";
  const n = remainingPlayers(state.players).length;
  if (n < MIN_DEAL_PLAYERS || n > MAX_DEAL_PLAYERS) return `A deal needs ${MIN_DEAL_PLAYERS} to ${MAX_DEAL_PLAYERS} players left; ${n} are left.`;
  return null;
}
