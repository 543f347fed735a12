import type { Cents } from "@core/money";
import type { LivePlayer, LiveStoredState } from "../schema/contracts";
import { dealPrizeCents } from "./deals";
import { livePrizeTable } from "./event-prizes";
import { ordinal, type PrizeRow } from "./prize-table";

/**
 * What the clock pays, as the payout lists show it (decision 218). Before a deal it is the prize table; once a
 * deal is made the places it shared pay the deal's amounts, not the planned table, so the console and every view
 * list what the results and settlement pay (dealPrizeCents, the one rule behind playerWinningsCents).
 */

export interface PaidRow extends PrizeRow {
  /** who is paid this amount: a deal's player (the deal pays people, not places); null for a place of the table */
  name: string | null;
  playerId: string | null;
  /** the amount is the deal's, not the table's */
  byDeal: boolean;
}

export interface PaidList {
  rows: PaidRow[];
  /** what is still played for on top of the deal (0 when none, or once the event is over: it is in 1st's amount) */
  playForCents: Cents;
}

const share = (amountCents: Cents, poolCents: Cents) => (poolCents > 0 ? Math.round((amountCents * 10_000) / poolCents) / 100 : 0);

/**
 * The payout list: the prize table while no deal is made. After a made deal, each deal player's amount: by their
 * finish place once it is decided (an elimination after the deal, or the end of the event: 1st then includes what
 * was played for), else labelled "Deal" with their name while they still play for the rest; then the table's places
 * below the deal's, paid to those who finished before it.
 */
export function paidList(state: LiveStoredState): PaidList {
  const table = livePrizeTable(state);
  const deal = state.deal?.status === "made" ? state.deal : null;
  if (!deal) return { rows: table.map((r) => ({ ...r, name: null, playerId: null, byDeal: false })), playForCents: 0 };
  const pool = table.reduce((sum, r) => sum + r.amountCents, 0);
  const inDeal = state.players.filter((p) => deal.amounts[p.id] !== undefined);
  const decided = inDeal.filter((p) => p.isEliminated || state.finishedAt !== null).sort((a, b) => a.position - b.position);
  const playing = inDeal.filter((p) => !decided.includes(p)).sort((a, b) => deal.amounts[b.id] - deal.amounts[a.id] || a.position - b.position);
  const dealRow = (p: LivePlayer, place: number, label: string): PaidRow => {
    const amountCents = dealPrizeCents(state, p.id, p.position) ?? 0;
    return { place, label, percentage: share(amountCents, pool), amountCents, name: p.name, playerId: p.id, byDeal: true };
  };
  const rows = [...playing.map((p) => dealRow(p, 0, "Deal")), ...decided.map((p) => dealRow(p, p.position, ordinal(p.position)))];
  const below = table.filter((r) => r.place > inDeal.length).map((r) => ({ ...r, name: null, playerId: null, byDeal: false }));
  return { rows: [...rows, ...below], playForCents: state.finishedAt === null ? deal.playForCents : 0 };
}

/**
 * How the console's roster names a player out of the event: a deal player's finish says it was the deal's ("2nd
 * (deal)"), since the deal, not a bust, ended their event when it left nothing to play for; null for the rest
 * (knocked out or eliminated, as before).
 */
export function dealFinishLabel(state: Pick<LiveStoredState, "deal">, player: Pick<LivePlayer, "id" | "isEliminated" | "position">): string | null {
  const deal = state.deal?.status === "made" ? state.deal : null;
  if (!deal || !player.isEliminated || deal.amounts[player.id] === undefined) return null;
  return `${ordinal(player.position)} (deal)`;
}

/** The average stack the stats show: the chips in play over the players with chips; none once the event is over. */
export function averageStackOf(state: Pick<LiveStoredState, "finishedAt" | "totalChipsInPlay" | "players">): number | null {
  if (state.finishedAt !== null) return null;
  const withChips = state.players.filter((p) => !p.isEliminated && p.chips > 0).length;
  return withChips > 0 ? Math.round(state.totalChipsInPlay / withChips) : 0;
}
