import type { Cents } from "@core/money";
import type { LivePlayer, LiveStoredState } from "../schema/contracts";
import { finishRow } from "./final-results";
import { clockPoolCents } from "./prize-pool";

/**
 * Payout slips (decision 238): the paper the cashier pays each player's prize against, at the venue. One slip per
 * player whose finish is final (eliminated, or the last player left once the event is over) and who took money
 * home: a place's prize, a deal's amount, bounty cash. Every figure is the clock's own (finishRow: the one rule the
 * results, the payout lists and settlement read), so the slips of a finished event total its pool exactly.
 */

export interface PayoutSlip {
  playerId: string;
  /** the clock's name; the console may know the registrant's own name (decision 212) */
  name: string;
  /** the registered account, null for a walk-in: whose linked campaigns the slip's date settles */
  userId: number | null;
  place: number;
  /** "1st", "60th (tie)" */
  placeLabel: string;
  /** the prize of the place (or the deal's amount), without the bounty cash */
  prizeCents: Cents;
  /** the amount is the deal's, not the prize table's */
  byDeal: boolean;
  /** bounty cash won by knockouts (the winner's own head included) */
  bountyCents: Cents;
  /** what the cashier hands over: prize + bounty cash */
  totalCents: Cents;
}

export interface PayoutSlips {
  slips: PayoutSlip[];
  /** the pool the clock pays (clockPoolCents): the slips' prizes of a finished event sum to it */
  poolCents: Cents;
  /** the slips' prizes, bounty cash apart */
  prizesCents: Cents;
  bountyCents: Cents;
  /** every finish is final: the prizes total the pool */
  finished: boolean;
}

/** The player's finish if it is final: their slip's figures (with or without money), else null. */
export function finalSlip(state: LiveStoredState, player: LivePlayer): PayoutSlip | null {
  const finished = state.finishedAt !== null;
  if (!player.isEliminated && !finished) return null;
  // the last player left is 1st, as the final results and settlement take them
  const row = finishRow(state, player, player.isEliminated ? player.position : 1);
  const prizeCents = row.prizeCents - row.bountyCents;
  return {
    playerId: player.id,
    name: player.name,
    userId: player.userId,
    place: row.place,
    placeLabel: row.label,
    prizeCents,
    byDeal: row.byDeal,
    bountyCents: row.bountyCents,
    totalCents: row.prizeCents,
  };
}

/** Every slip of the event so far, best place first (a tie by the clock's order); only players paid something. */
export function payoutSlips(state: LiveStoredState): PayoutSlips {
  const order = new Map(state.players.map((p, i) => [p.id, i]));
  const slips = state.players
    .map((p) => finalSlip(state, p))
    .filter((s): s is PayoutSlip => s !== null && s.totalCents > 0)
    .sort((a, b) => a.place - b.place || order.get(a.playerId)! - order.get(b.playerId)!);
  return {
    slips,
    poolCents: clockPoolCents(state),
    prizesCents: slips.reduce((sum, s) => sum + s.prizeCents, 0),
    bountyCents: slips.reduce((sum, s) => sum + s.bountyCents, 0),
    finished: state.finishedAt !== null,
  };
}

/** Whether a slip's figures differ from another's: what the cashier handed over no longer matches the clock. */
export const slipChanged = (was: PayoutSlip, now: PayoutSlip | null): boolean =>
  now === null || now.place !== was.place || now.prizeCents !== was.prizeCents || now.bountyCents !== was.bountyCents;

/**
 * The handed-out slips an action would change (decision 238): each player in `handedOut` whose final slip before the
 * action differs after it (an elimination undone moves the places after it; a same-hand group is reinstated whole;
 * a late entry grows the pool). The cashier already paid those figures, so the action must be refused.
 */
export function changedHandedOutSlips(before: LiveStoredState, after: LiveStoredState, handedOut: ReadonlySet<string>): PayoutSlip[] {
  if (handedOut.size === 0) return [];
  return before.players.flatMap((p) => {
    if (!handedOut.has(p.id)) return [];
    const was = finalSlip(before, p);
    if (!was) return [];
    const next = after.players.find((q) => q.id === p.id);
    return slipChanged(was, next ? finalSlip(after, next) : null) ? [was] : [];
  });
}
