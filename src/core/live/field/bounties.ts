import type { Cents } from "@core/money";
import type { LivePlayer, LiveStoredState } from "../schema/contracts";
import { LiveRuleError } from "../schema/live-rule-error";

/**
 * Progressive knockout bounties (decision 160). Every entry puts the event's bounty on the player's head. A
 * knockout with a named eliminator pays that head out: half to the eliminator in cash, half onto the eliminator's
 * own head. The cash half is rounded down, so an odd cent stays on the head and keeps travelling (a $0.05 head
 * pays $0.02 and adds $0.03). The eliminated player's row keeps the head they had when they went out: that is what
 * an undo gives back. A knockout with nobody named pays nobody: the head stays on the eliminated row, unclaimed
 * (and comes back with them if they re-enter). The last player standing takes their own head as cash.
 */

/** How a head splits on a knockout: the cash half rounded down, the rest (odd cent included) onto the next head. */
export function bountySplit(headCents: Cents): { cashCents: Cents; headCents: Cents } {
  const cashCents = Math.floor(headCents / 2);
  return { cashCents, headCents: headCents - cashCents };
}

export const isBountyEvent = (state: Pick<LiveStoredState, "bountyCents">) => state.bountyCents !== null && state.bountyCents > 0;

/**
 * The eliminator a console names, checked: a player still in who is not the one going out. Null when none is named.
 */
export function checkEliminator(players: readonly LivePlayer[], eliminatedId: string, eliminatorId: string | undefined | null): LivePlayer | null {
  if (eliminatorId === undefined || eliminatorId === null) return null;
  if (eliminatorId === eliminatedId) throw new LiveRuleError("A player cannot knock themselves out.");
  const eliminator = players.find((p) => p.id === eliminatorId);
  if (!eliminator) throw new LiveRuleError("The player who knocked them out is not in this tournament.");
  if (eliminator.isEliminated) throw new LiveRuleError(`${eliminator.name} is already eliminated and cannot knock anyone out.`);
  return eliminator;
}

/** The eliminated player's head paid to their eliminator, in a bounty event; unchanged otherwise. */
export function payKnockout(
  state: Pick<LiveStoredState, "bountyCents">,
  players: LivePlayer[],
  eliminated: LivePlayer,
  eliminatorId: string | null,
): LivePlayer[] {
  if (!isBountyEvent(state) || eliminatorId === null) return players;
  const { cashCents, headCents } = bountySplit(eliminated.bountyCents);
  return players.map((p) => (p.id === eliminatorId ? { ...p, bountyWonCents: p.bountyWonCents + cashCents, bountyCents: p.bountyCents + headCents } : p));
}

/**
 * Undoes payKnockout exactly: the eliminator gives back the cash and the half of the head they took. When the
 * eliminator has been knocked out since, that half went on with their own head, so their elimination is undone
 * first; a head smaller than the half (they re-entered with a fresh one) is refused the same way.
 */
export function undoKnockout(state: Pick<LiveStoredState, "bountyCents">, players: LivePlayer[], eliminated: LivePlayer): LivePlayer[] {
  if (!isBountyEvent(state) || eliminated.eliminatedBy === null) return players;
  const eliminator = players.find((p) => p.id === eliminated.eliminatedBy);
  if (!eliminator) return players;
  const { cashCents, headCents } = bountySplit(eliminated.bountyCents);
  if (eliminator.isEliminated || eliminator.bountyCents < headCents || eliminator.bountyWonCents < cashCents) {
    throw new LiveRuleError(`Reinstate ${eliminator.name} first: the bounty they won from ${eliminated.name} has moved on with their own.`);
  }
  return players.map((p) => (p.id === eliminator.id ? { ...p, bountyWonCents: p.bountyWonCents - cashCents, bountyCents: p.bountyCents - headCents } : p));
}

/** Once one player remains, the winner takes their own head as cash. */
export function payWinnerOwnBounty(state: Pick<LiveStoredState, "bountyCents">, players: LivePlayer[]): LivePlayer[] {
  if (!isBountyEvent(state)) return players;
  return players.map((p) => (p.isEliminated || p.bountyCents === 0 ? p : { ...p, bountyWonCents: p.bountyWonCents + p.bountyCents, bountyCents: 0 }));
}

/**
 * All the bounty money the players' entries put up, wherever it is now: heads of players still in, cash won, and
 * heads left unclaimed by knockouts nobody was named for. Equal to bountyPaidInCents through any sequence of
 * knockouts, undos and re-entries.
 */
export function bountyMoneyCents(players: readonly LivePlayer[]): Cents {
  return players.reduce((sum, p) => sum + p.bountyWonCents + (!p.isEliminated || p.eliminatedBy === null ? p.bountyCents : 0), 0);
}
