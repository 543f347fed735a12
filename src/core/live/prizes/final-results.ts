import type { Cents } from "@core/money";
import type { LiveDeal, LivePlayer, LiveStoredState } from "../schema/contracts";
import { livePrizeTable } from "./event-prizes";
import { ordinal } from "./prize-table";
import { sameHandResult } from "./same-hand";
import { playerWinningsCents } from "./winnings";

export interface FinalResultRow {
  place: number;
  /** "1st", "2nd", ... */
  label: string;
  playerId: string;
  name: string;
  /** everything the clock pays this finish: the table's prize or the deal's amount, plus bounty cash */
  prizeCents: Cents;
  /** the bounty cash inside prizeCents */
  bountyCents: Cents;
  /** the amount came from the deal, not the table */
  byDeal: boolean;
}

export interface FinalResults {
  winner: FinalResultRow;
  /** the paid places, then anyone else who took money home (bounty cash, a deal), by finish */
  rows: FinalResultRow[];
  /** how many places the prize table pays */
  paidPlaces: number;
  deal: { method: LiveDeal["method"]; players: number; playForCents: Cents } | null;
}

/**
 * One player's finish as the results and the payout slips show it: the place (players tied in one hand share the
 * best of their places, decision 234, labelled "60th (tie)"), and what the clock pays them for it
 * (playerWinningsCents, what settlement pays their backers on), its bounty cash and whether a deal set it.
 * `position` is the finish position the clock gives them (1 for the last player left).
 */
export function finishRow(state: LiveStoredState, p: LivePlayer, position: number): FinalResultRow {
  const made = state.deal?.status === "made" ? state.deal : null;
  const tie = sameHandResult(state, p);
  const place = tie?.place ?? position;
  return {
    place,
    label: tie?.tied ? `${ordinal(place)} (tie)` : ordinal(place),
    playerId: p.id,
    name: p.name,
    prizeCents: playerWinningsCents(state, { ...p, position }),
    bountyCents: p.bountyWonCents ?? 0,
    byDeal: made !== null && made.amounts[p.id] !== undefined,
  };
}

/**
 * What a finished event shows instead of its clock (decision 160): the winner, each paid place with who finished
 * there and what the clock pays them (playerWinningsCents: what settlement pays their backers), and the deal if one
 * was made. Null while more than one player remains.
 */
export function finalResults(state: LiveStoredState): FinalResults | null {
  if (state.finishedAt === null) return null;
  const winnerPlayer = state.players.find((p) => !p.isEliminated);
  if (!winnerPlayer) return null;
  const paidPlaces = livePrizeTable(state).length;
  const made = state.deal?.status === "made" ? state.deal : null;
  const rowOf = (p: LivePlayer, position: number) => finishRow(state, p, position);
  const winner = rowOf(winnerPlayer, 1);
  const byId = new Map(state.players.map((p) => [p.id, p.position]));
  const others = state.players
    .filter((p) => p.isEliminated)
    .map((p) => rowOf(p, p.position))
    .filter((r) => r.place <= paidPlaces || r.prizeCents > 0)
    .sort((a, b) => a.place - b.place || (byId.get(a.playerId) ?? 0) - (byId.get(b.playerId) ?? 0));
  return {
    winner,
    rows: [winner, ...others],
    paidPlaces,
    deal: made ? { method: made.method, players: Object.keys(made.amounts).length, playForCents: made.playForCents } : null,
  };
}
