import { breakDueMs, settleClock } from "../clock/clock";
import { eventSchedule, LAST_LEVEL_INDEX, levelMs } from "../clock/schedule";
import { SEATS_PER_TABLE } from "./initial-state";
import type { LiveAction, LivePlayer, LiveStoredState } from "../schema/contracts";
import { alreadyAccepted, applyDealAction } from "../prizes/deals";
import { registrationRank, sameHandGroup, sameHandOrder } from "../prizes/same-hand";
import { correctBags, endDay } from "../field/end-day";
import { auditBreakCount, auditEndOfDay, correctRaceOff, raceOff } from "../field/chip-audit";
import { LiveRuleError } from "../schema/live-rule-error";
import { breakUnavailable, chipsUnavailable, eliminationUnavailable, lateRegistrationClosed, type WhyNot } from "../field/availability";
import { countEliminated, orderPlayers, parseChipInput, playerStatus, remainingPlayers } from "../field/players";
import { applyAddOn, applyRebuy } from "../field/rebuys";
import { DEAL_HOLD_MESSAGES, heldByProposal } from "../field/deal-guards";
import { checkEliminator, payKnockout, payWinnerOwnBounty, undoKnockout } from "../field/bounties";
import { clearMovesAtFinish, confirmMove, drawTables, seatAfterElimination, seatLateEntry, seatReinstated, setButton } from "../seating/seating";
import { revokeSeatView } from "../seating/seat-view-versions";
import { eliminatedInHand, reportHandDone, switchHandForHand } from "../prizes/hand-for-hand";
import { releaseSeat } from "../field/release-seat";

export { LiveRuleError };

export {
  countActive,
  countEliminated,
  formatChipInput,
  hasChipDigits,
  MAX_CHIPS,
  orderPlayers,
  parseChipInput,
  playerStatus,
  remainingPlayers,
} from "../field/players";

/** The full length of level index i in the event's own schedule. */
const fullLevelMs = (state: LiveStoredState, levelIndex: number) => levelMs(eventSchedule(state.structure), levelIndex);

/** Moving to another level by hand (Next, Previous) starts it with its own full minutes; a console break belonged to the level left. */
function withLevel(state: LiveStoredState, levelIndex: number, now: number): LiveStoredState {
  return {
    ...state,
    levelIndex,
    remainingMs: fullLevelMs(state, levelIndex),
    breakAfterLevel: null,
    breakMs: 0,
    runningSince: state.status === "running" ? now : null,
  };
}

/** The current level's timer back to its full minutes (Reset, Stop); a break due after it, or under way, still follows it. */
function withFullTimer(state: LiveStoredState, now: number): LiveStoredState {
  return { ...state, remainingMs: fullLevelMs(state, state.levelIndex), runningSince: state.status === "running" ? now : null };
}

/**
 * Next Level: during a break it ends the break and starts the level that follows; when a break is due after this
 * level and has not begun (the console's or the structure's) it starts that break, so pressing Next never skips one.
 */
function nextLevel(state: LiveStoredState, now: number): LiveStoredState {
  const due = breakDueMs(state, eventSchedule(state.structure), state.levelIndex);
  if (due > 0 && state.remainingMs > 0)
    return { ...state, remainingMs: 0, breakAfterLevel: state.levelIndex, breakMs: due, runningSince: state.status === "running" ? now : null };
  if (state.levelIndex >= LAST_LEVEL_INDEX) throw new LiveRuleError("This is the last level.");
  return withLevel(state, state.levelIndex + 1, now);
}

function scheduleBreak(state: LiveStoredState, minutes: number): LiveStoredState {
  refuse(breakUnavailable(state));
  return { ...state, breakAfterLevel: state.levelIndex, breakMs: minutes * 60_000 };
}

/** Throws the refusal an availability check gave (field/availability.ts), if any. */
function refuse(why: WhyNot): void {
  if (why !== null) throw new LiveRuleError(why);
}

/** What the server chooses for an action: the seed of the seat draw at the first start (decision 164); absent: seatSeed. */
export interface ActionEnv {
  seed?: number;
}

export function applyAction(current: LiveStoredState, action: LiveAction, now: number, env: ActionEnv = {}): LiveStoredState {
  const after = applyOne(current, action, now, env);
  // the action that finishes the event leaves no move to make (the last bust, a deal with nothing to play for)
  return after !== current && after.finishedAt !== null && current.finishedAt === null ? clearMovesAtFinish(after) : after;
}

function applyOne(current: LiveStoredState, action: LiveAction, now: number, env: ActionEnv): LiveStoredState {
  const state = settleClock(current, now);
  switch (action.type) {
    case "start":
      if (state.finishedAt !== null) throw new LiveRuleError("The tournament is over: one player remains.");
      // the next day begins: the bags of the day before are no longer between days (end-day.ts)
      // the first start draws the seats (decision 164)
      if (state.startedAt === null)
        return drawTables({ ...state, status: "running", runningSince: now, startedAt: now, bags: null }, env.seed ?? state.seatSeed);
      return { ...state, status: "running", runningSince: now, startedAt: state.startedAt, bags: null };
    case "pause":
      if (state.status !== "running") return state;
      return { ...state, status: "paused", runningSince: null };
    case "reset":
      return withFullTimer(state, now);
    case "stop":
      return withFullTimer({ ...state, status: "stopped", runningSince: null }, now);
    case "next":
      return nextLevel(state, now);
    case "previous":
      if (state.levelIndex === 0) throw new LiveRuleError("Previous Level is only available above level 1.");
      return withLevel(state, state.levelIndex - 1, now);
    case "eliminate": {
      const ids = action.playerIds ?? [action.playerId!];
      const after =
        ids.length > 1
          ? eliminateSameHand(state, ids, action.stacks ?? null, now, action.eliminatorId ?? null)
          : seatAfterElimination(eliminate(state, ids[0], now, action.eliminatorId ?? null), ids[0], now);
      // hand-for-hand: everyone busted in the hand being played is one same-hand group (decision 235)
      return eliminatedInHand(state, after, ids, action.stacks ?? null, now);
    }
    case "reinstate":
      return reinstateHand(state, action.playerId, now);
    case "chips":
      // a full count at a break is checked against the chips in play (decision 239)
      return auditBreakCount(state, updateChips(state, action.counts), action.counts, now);
    case "break":
      return scheduleBreak(state, action.minutes);
    case "late-registration":
      // a site user's entry needs their registration, which only the server can make (applyLateEntry)
      if (action.username) throw new LiveRuleError("A registered player's late entry needs their registration.");
      return lateRegistration(state, { name: action.name, userId: null }, now);
    case "rebuy": {
      const after = applyRebuy(state, action.playerId, now);
      // a re-entry comes back in at a seat drawn as a late entrant's (decision 164)
      const reentered = state.players.some((p) => p.id === action.playerId && p.isEliminated);
      return reentered ? seatLateEntry(after, action.playerId, now) : after;
    }
    case "addon":
      return applyAddOn(state, action.playerId, now);
    case "deal-accept":
      // a repeated acceptance is no change: the same state object back, which the server neither writes nor pushes
      if (alreadyAccepted(state, action.playerId, action.proposalId)) return current;
      return applyDealAction(state, action, now);
    case "deal-propose":
    case "deal-cancel":
      return applyDealAction(state, action, now);
    case "revoke-view":
      return revokeView(state, action.playerId);
    case "release-seat":
      // the no-show's entry undone; in a sponsor's event the server seats the next alternate in the same action
      return releaseSeat(state, action.playerId, now);
    case "end-day":
      heldByProposal(state, "ending the day");
      // the bags are the day's count, checked against the chips in play (decision 239)
      return auditEndOfDay(endDay(state, action.bags), now);
    case "correct-bags":
      heldByProposal(state, "correcting a bag");
      return auditEndOfDay(correctBags(state, action.bags), now);
    case "move-done":
      return confirmMove(state, action.moveId);
    case "button":
      return setButton(state, action.table, action.seat);
    case "race-off":
      return raceOff(state, action.chips);
    case "race-off-correct":
      return correctRaceOff(state, action.racedOffChips);
    case "hand-for-hand": {
      const next = switchHandForHand(state, action.on, now);
      return next === state ? current : next;
    }
    case "hand-done":
      return reportHandDone(state, action.table, action.hand, now);
    case "restart":
      throw new LiveRuleError("Only the demo tournament can be restarted.");
  }
}

export { LATE_REGISTRATION_LAST_LEVEL, MAX_LIVE_ENTRANTS } from "../field/availability";

/** The emptiest table still in play (lowest number on a tie) and its lowest free seat; a new table when all are full. */
function freeSeat(players: readonly LivePlayer[]): { tableNumber: number; seatNumber: number } {
  const seated = remainingPlayers(players);
  const byTable = new Map<number, Set<number>>();
  for (const p of seated) byTable.set(p.tableNumber, (byTable.get(p.tableNumber) ?? new Set<number>()).add(p.seatNumber));
  const open = [...byTable.entries()].filter(([, seats]) => seats.size < SEATS_PER_TABLE).sort(([a, x], [b, y]) => x.size - y.size || a - b);
  if (open.length === 0) return { tableNumber: Math.max(0, ...seated.map((p) => p.tableNumber)) + 1, seatNumber: 1 };
  const [tableNumber, seats] = open[0];
  let seatNumber = 1;
  while (seats.has(seatNumber)) seatNumber += 1;
  return { tableNumber, seatNumber };
}

/** Who enters late: a walk-in (userId null, id chosen here) or a site user under the id of their registration. */
export interface LateEntrant {
  name: string;
  userId: number | null;
  id?: string;
}

function assertLateRegistrationOpen(state: LiveStoredState): void {
  refuse(lateRegistrationClosed(state));
}

/**
 * Throws the clock's refusal (over, not started, past level 6) as the action would at `now`, so the server can
 * refuse before it looks up a username or writes a registration.
 */
export function checkLateRegistrationOpen(current: LiveStoredState, now: number): void {
  assertLateRegistrationOpen(settleClock(current, now));
}

/** A registered site user's late entry, under the id and user the server's registration gives them. */
export function applyLateEntry(current: LiveStoredState, entrant: LateEntrant & { id: string; userId: number }, now: number): LiveStoredState {
  return lateRegistration(settleClock(current, now), entrant, now);
}

/**
 * Someone buys in: the starting stack at a free seat, one more entrant in the totals and the pool. Those
 * already eliminated finished behind everyone still playing, so each moves one place down (and a registered
 * one's settlement follows, through settlementChanges). A sponsor's field before the first start is its
 * registrations, so late entries join once the clock has run.
 */
function lateRegistration(state: LiveStoredState, who: LateEntrant, now: number): LiveStoredState {
  assertLateRegistrationOpen(state);
  if (who.userId !== null && state.players.some((p) => p.userId === who.userId)) throw new LiveRuleError(`${who.name} is already in the field.`);
  if (who.id !== undefined && state.players.some((p) => p.id === who.id)) throw new LiveRuleError(`${who.name} is already in the field.`);
  let n = state.players.length + 1;
  while (state.players.some((p) => p.id === `w${n}`)) n += 1;
  const entrant: LivePlayer = {
    id: who.id ?? `w${n}`,
    name: who.name,
    chips: state.startingChips,
    position: remainingPlayers(state.players).length + 1,
    ...freeSeat(state.players),
    isEliminated: false,
    status: playerStatus({ isEliminated: false, chips: state.startingChips }),
    userId: who.userId,
    bountyCents: state.bountyCents ?? 0,
    bountyWonCents: 0,
    eliminatedBy: null,
    viewVersion: 0,
  };
  const moved = state.players.map((p) => (p.isEliminated ? { ...p, position: p.position + 1 } : p));
  const totalChipsInPlay = state.totalChipsInPlay + state.startingChips;
  if (!Number.isSafeInteger(totalChipsInPlay)) throw new LiveRuleError("The chip counts add up to more than can be tracked.");
  // once the tables are drawn the entrant takes a seat there, and the tables are balanced (seating.ts)
  return seatLateEntry({ ...state, players: orderPlayers([...moved, entrant]), totalPlayers: state.totalPlayers + 1, totalChipsInPlay }, entrant.id, now);
}

/**
 * A player goes out at the next finish position. Naming who knocked them out records it, and in a bounty event pays
 * their head to that player (bounties.ts); the last one standing also takes their own head.
 */
function eliminate(state: LiveStoredState, playerId: string, now: number, eliminatorId: string | null = null): LiveStoredState {
  const player = state.players.find((p) => p.id === playerId);
  if (!player) throw new LiveRuleError("That player is not in this tournament.");
  if (player.isEliminated) throw new LiveRuleError(`${player.name} is already eliminated.`);
  // a sponsor's entrants follow the registrations until the first start, and an elimination settles stakes
  refuse(eliminationUnavailable(state));
  const left = remainingPlayers(state.players).length;
  checkEliminator(state.players, playerId, eliminatorId);
  // §4: the next finish position is the total minus those eliminated so far
  const position = state.totalPlayers - countEliminated(state.players);
  const out = state.players.map((p) =>
    p.id === playerId ? { ...withoutSameHand(p), isEliminated: true, chips: 0, position, status: "eliminated" as const, eliminatedBy: eliminatorId } : p,
  );
  const finished = left - 1 === 1;
  const paid = payKnockout(state, out, player, eliminatorId);
  const players = orderPlayers(finished ? payWinnerOwnBounty(state, paid) : paid);
  return {
    ...state,
    players,
    // the loser's chips went to the table, so the chips in play do not change
    ...(finished ? { finishedAt: now, status: "stopped" as const, runningSince: null } : {}),
  };
}

/** A player without a same-hand record (decision 234): eliminated alone, or back in. */
function withoutSameHand(p: LivePlayer): LivePlayer {
  if (p.sameHand === undefined) return p;
  const { sameHand, ...rest } = p;
  void sameHand;
  return rest;
}

/**
 * Several players busted in the same hand (decision 234), at one table or, hand for hand, at several: they take the
 * next finish positions by their stacks at the start of the hand, the bigger stack the better place, equal stacks in
 * registration order. Each keeps the hand's number and their stack, so what they are paid follows from the rule
 * (prizes/same-hand.ts: equal stacks share their places' prizes). The stacks are the director's, else the console's
 * last chip counts. A named eliminator knocked out each of them.
 */
function eliminateSameHand(
  state: LiveStoredState,
  ids: readonly string[],
  stacks: readonly number[] | null,
  now: number,
  eliminatorId: string | null,
): LiveStoredState {
  const busted = ids.map((id) => {
    const player = state.players.find((p) => p.id === id);
    if (!player) throw new LiveRuleError("That player is not in this tournament.");
    if (player.isEliminated) throw new LiveRuleError(`${player.name} is already eliminated.`);
    return player;
  });
  refuse(eliminationUnavailable(state));
  const left = remainingPlayers(state.players).length;
  if (busted.length >= left) throw new LiveRuleError("Someone won the hand: at least one player must remain.");
  const eliminator = busted.find((p) => p.id === eliminatorId);
  if (eliminator) throw new LiveRuleError(`${eliminator.name} busted in the same hand and cannot knock anyone out.`);
  for (const p of busted) checkEliminator(state.players, p.id, eliminatorId);
  const uncounted = stacks === null ? busted.find((p) => p.chips <= 0) : undefined;
  if (uncounted) throw new LiveRuleError(`Enter the stacks at the start of the hand: ${uncounted.name} has no chip count.`);
  const starts = stacks ?? busted.map((p) => p.chips);
  // §4: the next finish positions are the total minus those eliminated so far, counting up from the worst
  const best = state.totalPlayers - countEliminated(state.players) - busted.length + 1;
  const order = sameHandOrder(
    starts,
    busted.map((p) => registrationRank(p.id)),
  );
  const positionOf = new Map(order.map((i, k) => [busted[i].id, best + k]));
  const stackOf = new Map(busted.map((p, i) => [p.id, starts[i]]));
  const hand = 1 + Math.max(0, ...state.players.map((p) => p.sameHand?.hand ?? 0));
  let players = state.players.map((p): LivePlayer => {
    const position = positionOf.get(p.id);
    if (position === undefined) return p;
    return { ...p, isEliminated: true, chips: 0, position, status: "eliminated", eliminatedBy: eliminatorId, sameHand: { hand, stack: stackOf.get(p.id)! } };
  });
  for (const p of busted) players = payKnockout(state, players, p, eliminatorId);
  const finished = left - busted.length === 1;
  let after: LiveStoredState = {
    ...state,
    players: orderPlayers(finished ? payWinnerOwnBounty(state, players) : players),
    ...(finished ? { finishedAt: now, status: "stopped" as const, runningSince: null } : {}),
  };
  for (const p of busted) after = seatAfterElimination(after, p.id, now);
  return after;
}

/**
 * Undoes an elimination, and with it everyone busted in the same hand (decision 234): each is reinstated, the best
 * finish first, so everyone eliminated after them moves back by the number restored.
 */
function reinstateHand(state: LiveStoredState, playerId: string, now: number): LiveStoredState {
  const player = state.players.find((p) => p.id === playerId);
  const group = player?.isEliminated ? sameHandGroup(state, player) : [];
  const ids = group.length > 1 ? group.map((p) => p.id) : [playerId];
  return ids.reduce((s, id) => seatReinstated(reinstate(s, id), id, now), state);
}

/**
 * Undoes an elimination while the tournament is still on: the player is back in with 0 chips (inactive until
 * the next chip count: their stack went to the table), and everyone eliminated after them moves one place back
 * so finish positions stay total minus eliminated. Once one player remains the results are final.
 */
function reinstate(state: LiveStoredState, playerId: string): LiveStoredState {
  if (state.finishedAt !== null) throw new LiveRuleError("The tournament is over: its results are final.");
  const player = state.players.find((p) => p.id === playerId);
  if (!player) throw new LiveRuleError("That player is not in this tournament.");
  if (!player.isEliminated) throw new LiveRuleError(`${player.name} is not eliminated.`);
  heldByProposal(state, "reinstating a player");
  // the deal shared out what was left after the finishes before it: those stand, or the pool would be paid twice
  if (state.deal?.status === "made" && state.deal.amounts[playerId] === undefined) throw new LiveRuleError(DEAL_HOLD_MESSAGES.finishStands(player.name));
  // a bounty paid for the knockout goes back first (refused when it has moved on: bounties.ts)
  const players = orderPlayers(
    undoKnockout(state, state.players, player).map((p) => {
      if (p.id === playerId)
        return { ...withoutSameHand(p), isEliminated: false, chips: 0, position: state.totalPlayers + 1, status: "inactive" as const, eliminatedBy: null };
      if (p.isEliminated && p.position < player.position) return { ...p, position: p.position + 1 };
      return p;
    }),
  );
  return { ...state, players };
}

function updateChips(state: LiveStoredState, counts: Record<string, string>): LiveStoredState {
  refuse(chipsUnavailable(state));
  const updated = state.players.map((p) => {
    if (p.isEliminated) return p;
    const raw = counts[p.id];
    const chips = raw === undefined ? p.chips : parseChipInput(raw, p.name);
    return { ...p, chips, status: playerStatus({ isEliminated: false, chips }) };
  });
  // a proposed deal shares by the stacks it was proposed on (ICM, chip chop): a count that changes one waits for it
  const deal = state.deal;
  if (deal?.status === "proposed" && updated.some((p, i) => deal.amounts[p.id] !== undefined && p.chips !== state.players[i].chips)) {
    throw new LiveRuleError(DEAL_HOLD_MESSAGES.chipsProposed);
  }
  const players = orderPlayers(updated, "chips");
  const totalChipsInPlay = players.reduce((sum, p) => (p.isEliminated ? sum : sum + p.chips), 0);
  if (!Number.isSafeInteger(totalChipsInPlay)) throw new LiveRuleError("The chip counts add up to more than can be tracked.");
  return { ...state, players, totalChipsInPlay, chipCountsUpdated: true };
}

/**
 * A player's phone links stop working (decision 164): their view's version goes up, so every token signed before fails,
 * and the revoked version is kept by player id, so it stays dead if they leave the field and come back (decision 196).
 */
function revokeView(state: LiveStoredState, playerId: string): LiveStoredState {
  return revokeSeatView(state, playerId);
}
