import type { HandForHand, LivePlayer, LiveStoredState } from "../schema/contracts";
import { LiveRuleError } from "../schema/live-rule-error";
import { livePrizeTable, prizeForFinish } from "./event-prizes";
import { registrationRank, sameHandOrder, sameHandResult } from "./same-hand";
import { ordinal } from "./prize-table";
import type { Cents } from "@core/money";
import { OVER } from "../field/availability";
import { orderPlayers, remainingPlayers } from "../field/players";

/**
 * Hand-for-hand at the bubble (decision 235). Every table plays one hand at a time: the clock pauses between hands,
 * each table reports its hand done, and the next hand starts once every table still in play has reported. Everyone
 * busted during one hand, at whichever tables and in however many eliminations, is one same-hand group (decision
 * 234): ranked by their stacks at the start of the hand, equal stacks sharing the prizes of the places they hold.
 */

/** The words the console, the displays and the phones share. */
export const HAND_FOR_HAND_MESSAGES = {
  notStarted: "Hand-for-hand begins once the clock has started.",
  burst: "The bubble has burst: every player left is paid, so there is no hand-for-hand.",
  off: "Hand-for-hand is off.",
  notInPlay: (table: number) => `Table ${table} is not in play.`,
  already: (table: number, hand: number) => `Table ${table} has already reported hand ${hand}.`,
  over: (hand: number, current: number) => `Hand ${hand} is over: hand ${current} is being played.`,
  notYet: (hand: number, current: number) => `Hand ${hand} has not started: hand ${current} is being played.`,
  stack: (name: string, hand: number) => `Enter ${name}'s stack at the start of hand ${hand}.`,
  /** the console's note when the hand just finished switched hand-for-hand off by itself */
  burstOff: "The bubble has burst: hand-for-hand is off and the clock runs as usual.",
} as const;

/** The places the prize table pays (the table's rows; a made deal shares the pool instead). */
export function livePaidPlaces(state: Parameters<typeof livePrizeTable>[0]): number {
  return livePrizeTable(state).length;
}

/**
 * Whether the console suggests hand-for-hand: the clock has started and is not over, it is off, the players left are
 * more than the paid places but one more than them, or within a table's worth (seatsPerTable) of them, and more than
 * one table is in play (at one table every hand is already played hand for hand).
 */
export function suggestHandForHand(state: LiveStoredState): boolean {
  if (state.startedAt === null || state.finishedAt !== null || state.handForHand !== null || state.deal?.status === "made") return false;
  const left = remainingPlayers(state.players).length;
  const paid = livePaidPlaces(state);
  return left > paid && (left === paid + 1 || left - paid <= state.seatsPerTable) && tablesInPlay(state).length > 1;
}

/**
 * The tables still in play, by number: those with a player still in (the seats drawn at the first start, else the
 * players' own table numbers, as the demo seats them). A table broken or emptied mid-hand no longer has to report.
 */
export function tablesInPlay(state: Pick<LiveStoredState, "tables" | "players">): number[] {
  const inPlay = new Set(remainingPlayers(state.players).map((p) => p.id));
  const numbers =
    state.tables.length > 0
      ? state.tables.filter((t) => t.seats.some((s) => inPlay.has(s.playerId))).map((t) => t.number)
      : remainingPlayers(state.players).map((p) => p.tableNumber);
  return [...new Set(numbers)].sort((a, b) => a - b);
}

/** The tables still to report the hand being played. */
export function tablesToReport(state: Pick<LiveStoredState, "tables" | "players" | "handForHand">): number[] {
  const reported = new Set(state.handForHand?.reported ?? []);
  return tablesInPlay(state).filter((t) => !reported.has(t));
}

/** The clock runs again after a pause hand-for-hand made (not one the director made before the first report). */
function resumed(state: LiveStoredState, h: HandForHand, now: number): LiveStoredState {
  return h.resumeRunning && state.status === "paused" ? { ...state, status: "running", runningSince: now } : state;
}

/**
 * Switches hand-for-hand on (at hand 1) or off; the same state back when it already is. Off resumes the clock if a
 * report had paused it. Refused before the first start, once over, and on once every player left is paid.
 */
export function switchHandForHand(state: LiveStoredState, on: boolean, now: number): LiveStoredState {
  const h = state.handForHand;
  if (!on) return h === null ? state : { ...resumed(state, h, now), handForHand: null };
  if (h !== null) return state;
  if (state.finishedAt !== null) throw new LiveRuleError(OVER);
  if (state.startedAt === null) throw new LiveRuleError(HAND_FOR_HAND_MESSAGES.notStarted);
  if (remainingPlayers(state.players).length <= livePaidPlaces(state)) throw new LiveRuleError(HAND_FOR_HAND_MESSAGES.burst);
  return { ...state, handForHand: { hand: 1, reported: [], resumeRunning: false, bustGroup: null } };
}

/**
 * A table reports its hand done. The hand's number makes a second report (another console, a table's display)
 * a clear refusal, never a skipped hand: the same table's same hand again, an old hand, a hand not begun. The first
 * report pauses a running clock; the last one starts the next hand (completeHand).
 */
export function reportHandDone(state: LiveStoredState, table: number, hand: number, now: number): LiveStoredState {
  const h = state.handForHand;
  if (h === null) throw new LiveRuleError(HAND_FOR_HAND_MESSAGES.off);
  if (hand < h.hand) throw new LiveRuleError(HAND_FOR_HAND_MESSAGES.over(hand, h.hand));
  if (hand > h.hand) throw new LiveRuleError(HAND_FOR_HAND_MESSAGES.notYet(hand, h.hand));
  if (h.reported.includes(table)) throw new LiveRuleError(HAND_FOR_HAND_MESSAGES.already(table, hand));
  if (!tablesInPlay(state).includes(table)) throw new LiveRuleError(HAND_FOR_HAND_MESSAGES.notInPlay(table));
  const first = h.reported.length === 0;
  const pausing = first && state.status === "running";
  const reported = [...h.reported, table].sort((a, b) => a - b);
  const paused: LiveStoredState = pausing ? { ...state, status: "paused", runningSince: null } : state;
  return completeHand({ ...paused, handForHand: { ...h, reported, resumeRunning: first ? pausing : h.resumeRunning } }, now);
}

/**
 * Once every table still in play has reported, the next hand starts and the clock resumes; when the bubble burst in
 * the hand just played (every player left is paid) hand-for-hand switches off instead.
 */
export function completeHand(state: LiveStoredState, now: number): LiveStoredState {
  const h = state.handForHand;
  if (h === null || h.reported.length === 0 || tablesToReport(state).length > 0) return state;
  const running = resumed(state, h, now);
  if (remainingPlayers(state.players).length <= livePaidPlaces(state)) return { ...running, handForHand: null };
  return { ...running, handForHand: { hand: h.hand + 1, reported: [], resumeRunning: false, bustGroup: null } };
}

/**
 * An elimination entered while hand-for-hand is on (`after` is the clock once the base rule has put `ids` out of
 * `before`): the busted join everyone busted earlier in the same hand, and the whole group takes the places they
 * hold between them by their stacks at the start of the hand (prizes/same-hand.ts). The stacks are the director's
 * (`stacks`, in the order of ids), else the console's last counts, refused for a player with none. A table the
 * busts emptied no longer has to report; the last bust ends hand-for-hand with the event.
 */
export function eliminatedInHand(
  before: LiveStoredState,
  after: LiveStoredState,
  ids: readonly string[],
  stacks: readonly number[] | null,
  now: number,
): LiveStoredState {
  const h = before.handForHand;
  if (h === null) return after;
  const starts = ids.map((id, i) => {
    const p = before.players.find((x) => x.id === id)!;
    const stack = stacks?.[i] ?? p.chips;
    if (stack <= 0) throw new LiveRuleError(HAND_FOR_HAND_MESSAGES.stack(p.name, h.hand));
    return stack;
  });
  if (after.finishedAt !== null) return { ...after, handForHand: null };
  const newIds = new Set(ids);
  const group = h.bustGroup ?? 1 + Math.max(0, ...before.players.map((p) => p.sameHand?.hand ?? 0));
  const earlier = after.players.filter((p) => p.isEliminated && !newIds.has(p.id) && p.sameHand?.hand === group);
  const members: { player: LivePlayer; stack: number }[] = [
    ...earlier.map((p) => ({ player: p, stack: p.sameHand!.stack })),
    ...ids.map((id, i) => ({ player: after.players.find((p) => p.id === id)!, stack: starts[i] })),
  ];
  // the places the group holds between them, best first: each earlier bust's and the ones just taken
  const places = members.map((m) => m.player.position).sort((a, b) => a - b);
  const order = sameHandOrder(
    members.map((m) => m.stack),
    members.map((m) => registrationRank(m.player.id)),
  );
  const placed = new Map(order.map((i, k) => [members[i].player.id, { position: places[k], stack: members[i].stack }]));
  const players = after.players.map((p): LivePlayer => {
    const at = placed.get(p.id);
    return at ? { ...p, position: at.position, sameHand: { hand: group, stack: at.stack } } : p;
  });
  return completeHand({ ...after, players: orderPlayers(players), handForHand: { ...h, bustGroup: group } }, now);
}

/** One player busted in a hand, as the console and the displays list the hand's busts. */
export interface HandBust {
  id: string;
  name: string;
  place: number;
  /** "10th", or "10th (tie)" when equal stacks share the place */
  label: string;
  tied: boolean;
  prizeCents: Cents;
}

/**
 * Those busted in same-hand group `group` (the hand being played's, or the latest one's), best place first, each with
 * the place and the prize the rule gives them (decision 234: a tie shares its places' prizes; bounties apart).
 */
export function handBusts(state: LiveStoredState, group: number | null): HandBust[] {
  if (group === null) return [];
  return state.players
    .filter((p) => p.isEliminated && p.sameHand?.hand === group)
    .sort((a, b) => a.position - b.position)
    .map((p) => {
      const shared = sameHandResult(state, p);
      const place = shared?.place ?? p.position;
      const tied = shared?.tied ?? false;
      return {
        id: p.id,
        name: p.name,
        place,
        tied,
        label: `${ordinal(place)}${tied ? " (tie)" : ""}`,
        prizeCents: shared?.amountCents ?? prizeForFinish(state, p.position),
      };
    });
}

/** The latest same-hand group (the highest number), or null when nobody has busted in one. */
export function latestHandGroup(state: Pick<LiveStoredState, "players">): number | null {
  const groups = state.players.filter((p) => p.isEliminated && p.sameHand !== undefined).map((p) => p.sameHand!.hand);
  return groups.length > 0 ? Math.max(...groups) : null;
}
