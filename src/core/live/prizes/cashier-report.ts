import { centsToDecimal, formatMoney2, type Cents } from "@core/money";
import type { LiveDeal, LiveStoredState } from "../schema/contracts";
import { isBountyEvent } from "../field/bounties";
import { entryCounts } from "../field/rebuys";
import { bountyPaidInCents, clockPoolCents, entriesPoolCents } from "./prize-pool";
import { finalResults } from "./final-results";
import { ordinal } from "./prize-table";
import { sameHandResult } from "./same-hand";
import { playerWinningsCents } from "./winnings";

/**
 * The cashier's report (decision 237): what an event took in, what it paid out and whether the two agree, from the
 * clock's own state and the same rules every screen pays by (one pool, decision 216): clockPoolCents for the pool,
 * bountyPaidInCents for the heads, playerWinningsCents (finalResults once finished) for each place. Nothing here is a
 * second formula for the pool: the report only adds up what those rules say and what the entries paid.
 *
 * The fee (per entry, "$200 + $20") is the room's: it is collected with the buy-in and kept apart, never in the pool
 * or a backer's share. A re-entry is a new entry and pays it again; a rebuy and the add-on buy chips only (the same
 * line the bounty draws: rebuyBountyCents).
 */

export interface CashierLine {
  count: number;
  /** the price of one, in cents */
  eachCents: Cents;
  amountCents: Cents;
}

export interface CashierPlace {
  /** the finish place (a tie's best place), or null for a player still playing who has won bounty cash */
  place: number | null;
  /** "1st", "2nd (tie)", or "Playing" */
  label: string;
  playerId: string;
  name: string;
  /** the prize for the place (the table's, the tie's share or the deal's amount), bounty cash apart */
  prizeCents: Cents;
  /** PKO bounty cash this player won */
  bountyCents: Cents;
  /** prize + bounty: what the cashier hands over */
  totalCents: Cents;
  byDeal: boolean;
}

export interface CashierReport {
  entries: CashierLine;
  /** rebuys or re-entries (which one: rebuyKind); null when the event has none */
  rebuys: CashierLine | null;
  rebuyKind: "rebuy" | "reentry" | null;
  addOns: CashierLine | null;
  /** null when the event has no fee */
  fees: CashierLine | null;
  /** everything the players paid: entries, rebuys, add-ons and fees */
  collectedCents: Cents;
  /** what the entries put into the pool (bounties and fees apart) */
  entriesPoolCents: Cents;
  /** the sponsor's addition when the guarantee is above what the entries put in (0 otherwise) */
  guaranteeOverlayCents: Cents;
  /** the pool the clock pays: entries' part, or the guarantee when more */
  prizePoolCents: Cents;
  /** PKO only (null otherwise): the money the entries put on heads, the cash paid out of it, and heads nobody won */
  bounties: { putUpCents: Cents; paidCents: Cents; unclaimedCents: Cents } | null;
  places: CashierPlace[];
  deal: { method: LiveDeal["method"]; players: number; playForCents: Cents } | null;
  /** prizes and bounty cash handed over */
  paidCents: Cents;
  /**
   * prize pool + bounties put up - paid - bounties unclaimed: 0 when every cent the pool and the heads hold has been
   * handed to a player; while the event runs, what is still to be paid out
   */
  differenceCents: Cents;
  finished: boolean;
}

const line = (count: number, eachCents: Cents): CashierLine => ({ count, eachCents, amountCents: count * eachCents });

/** The places paid so far while the event runs: each player out with money, and bounty cash won by those still in. */
function placesSoFar(state: LiveStoredState): CashierPlace[] {
  const deal = state.deal?.status === "made" ? state.deal : null;
  const out = state.players
    .filter((p) => p.isEliminated)
    .map((p): CashierPlace => {
      const tie = sameHandResult(state, p);
      const place = tie?.place ?? p.position;
      const totalCents = playerWinningsCents(state, p);
      return {
        place,
        label: tie?.tied ? `${ordinal(place)} (tie)` : ordinal(place),
        playerId: p.id,
        name: p.name,
        prizeCents: totalCents - p.bountyWonCents,
        bountyCents: p.bountyWonCents,
        totalCents,
        byDeal: deal !== null && deal.amounts[p.id] !== undefined,
      };
    })
    .filter((r) => r.totalCents > 0)
    .sort((a, b) => (a.place ?? 0) - (b.place ?? 0));
  const playing = state.players
    .filter((p) => !p.isEliminated && p.bountyWonCents > 0)
    .map((p): CashierPlace => ({
      place: null,
      label: "Playing",
      playerId: p.id,
      name: p.name,
      prizeCents: 0,
      bountyCents: p.bountyWonCents,
      totalCents: p.bountyWonCents,
      byDeal: false,
    }));
  return [...out, ...playing];
}

/** The places a finished event paid: its final results (the rows every finished screen shows). */
function finalPlaces(state: LiveStoredState): CashierPlace[] | null {
  const results = finalResults(state);
  if (!results) return null;
  return results.rows.map((r) => ({
    place: r.place,
    label: r.label,
    playerId: r.playerId,
    name: r.name,
    prizeCents: r.prizeCents - r.bountyCents,
    bountyCents: r.bountyCents,
    totalCents: r.prizeCents,
    byDeal: r.byDeal,
  }));
}

/**
 * The report for a sponsor's event from its clock's state and its fee per entry (cents; null: none). `names` are the
 * controller's names for players shown as "Player N" (decision 212): the cashier pays people, so they are named.
 */
export function cashierReport(state: LiveStoredState, feeCents: Cents | null, names: Readonly<Record<string, string>> = {}): CashierReport {
  const { rebuys: rebuyCount, addOns: addOnCount } = entryCounts(state);
  const entries = line(state.totalPlayers, state.buyInCents);
  const rebuys = state.rebuys ? line(rebuyCount, state.rebuys.priceCents) : null;
  const addOns = state.addOn ? line(addOnCount, state.addOn.priceCents) : null;
  const reentries = state.rebuys?.kind === "reentry" ? rebuyCount : 0;
  const fees = feeCents !== null && feeCents > 0 ? line(state.totalPlayers + reentries, feeCents) : null;
  const collectedCents = entries.amountCents + (rebuys?.amountCents ?? 0) + (addOns?.amountCents ?? 0) + (fees?.amountCents ?? 0);

  const fromEntries = entriesPoolCents(state);
  const prizePoolCents = clockPoolCents(state);
  const finished = state.finishedAt !== null;
  const places = (finished ? finalPlaces(state) : null) ?? placesSoFar(state);
  const named = places.map((p) => ({ ...p, name: names[p.playerId] ?? p.name }));
  const paidCents = named.reduce((sum, p) => sum + p.totalCents, 0);

  let bounties: CashierReport["bounties"] = null;
  if (isBountyEvent(state)) {
    const unclaimedCents = state.players.reduce((sum, p) => sum + (p.isEliminated && p.eliminatedBy === null ? p.bountyCents : 0), 0);
    bounties = {
      putUpCents: bountyPaidInCents(state),
      paidCents: state.players.reduce((sum, p) => sum + p.bountyWonCents, 0),
      unclaimedCents,
    };
  }
  const made = state.deal?.status === "made" ? state.deal : null;
  return {
    entries,
    rebuys,
    rebuyKind: state.rebuys?.kind ?? null,
    addOns,
    fees,
    collectedCents,
    entriesPoolCents: fromEntries,
    guaranteeOverlayCents: Math.max(0, prizePoolCents - fromEntries),
    prizePoolCents,
    bounties,
    places: named,
    deal: made ? { method: made.method, players: Object.keys(made.amounts).length, playForCents: made.playForCents } : null,
    paidCents,
    differenceCents: prizePoolCents + (bounties?.putUpCents ?? 0) - paidCents - (bounties?.unclaimedCents ?? 0),
    finished,
  };
}

/** Why the event cannot be marked closed yet, in words; null when it can. */
export const CASHIER_MESSAGES = {
  alreadyClosed: "This event is already closed.",
  notFinished: "The event can be marked closed once it is finished: one player must remain.",
  unbalanced: (differenceCents: Cents) =>
    differenceCents > 0
      ? `The report does not balance: ${formatMoney2(centsToDecimal(differenceCents))} is unaccounted for.`
      : `The report does not balance: ${formatMoney2(centsToDecimal(-differenceCents))} more was paid out than the pool and bounties hold.`,
  closedEvent: "This event is closed: its cashier's report balanced and was marked closed.",
} as const;

export function closeRefusal(report: Pick<CashierReport, "finished" | "differenceCents">, closedAt: string | Date | null): string | null {
  if (closedAt !== null) return CASHIER_MESSAGES.alreadyClosed;
  if (!report.finished) return CASHIER_MESSAGES.notFinished;
  if (report.differenceCents !== 0) return CASHIER_MESSAGES.unbalanced(report.differenceCents);
  return null;
}

/** The rebuy line's name as the console says it. */
export const rebuyLabel = (kind: CashierReport["rebuyKind"]) => (kind === "reentry" ? "Re-entries" : "Rebuys");
