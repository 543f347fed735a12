import { centsToDecimal, formatMoney2, type Cents } from "@core/money";
import { payWinnerOwnBounty } from "../field/bounties";
import { chop, parseDollars } from "./chop";
import type { LiveAction, LiveDeal, LivePlayer, LiveStoredState } from "../schema/contracts";
import { livePrizeTable } from "./event-prizes";
import { dealUnavailable } from "../field/availability";
import { LiveRuleError } from "../schema/live-rule-error";

/**
 * Deals at the final table (decision 160).
 *
 * - The controller proposes one with 2-10 players left: ICM or chip chop over their chip counts and the unpaid
 *   prizes (places 1..n of the event's prize table for the n left), or custom amounts summing to those prizes.
 * - An amount left to play for comes off the top: it is taken from first prize before the prizes are shared, and the
 *   eventual winner takes it on top of their deal amount (the usual way a deal "leaves something to play for").
 * - Nothing changes until every player in the deal has accepted (on their own device, or recorded by the
 *   controller); then the deal is made and its amounts are those players' prizes, whatever their finish.
 * - After a made deal play goes on only for what is left to play for: eliminations set the finish positions, but
 *   they pay the deal amount; the last player left takes the play-for amount as well. A deal that leaves nothing to
 *   play for ends the event when it is made: the players finish in chip order (the biggest stack 1st).
 * - A proposed deal can be cancelled; a made one stands.
 * - Each proposal has its own number and an acceptance names it: it stands only on the amounts the player saw.
 *   While one is proposed nothing may change the pool, the field or the stacks it shares by (deal-guards.ts).
 */

type DealAction = Extract<LiveAction, { type: "deal-propose" | "deal-accept" | "deal-cancel" }>;
export type DealInput = Omit<Extract<LiveAction, { type: "deal-propose" }>, "type">;

export { dealUnavailable, MAX_DEAL_PLAYERS, MIN_DEAL_PLAYERS } from "../field/availability";

const OVER = "The tournament is over: one player remains.";
const NONE_PROPOSED = "No deal is proposed.";

const left = (state: LiveStoredState) => state.players.filter((p) => !p.isEliminated).sort((a, b) => a.position - b.position);

/** The prizes still to be paid: the event's table for places 1..n, n the players left (0 past the paid places). */
export function unpaidPrizesCents(state: LiveStoredState): Cents[] {
  const table = livePrizeTable(state);
  return left(state).map((_, i) => table.find((r) => r.place === i + 1)?.amountCents ?? 0);
}

export interface DealPlan {
  /** player id -> deal amount in cents, for every player left */
  amounts: Record<string, Cents>;
  playForCents: Cents;
  warnings: string[];
}

/**
 * What a proposal would give each player left; the console's dialog previews it with this same function. Throws a
 * LiveRuleError saying what is wrong.
 */
export function planDeal(state: LiveStoredState, input: DealInput): DealPlan {
  const unavailable = dealUnavailable(state);
  if (unavailable) throw new LiveRuleError(unavailable);
  const players = left(state);
  const prizes = unpaidPrizesCents(state);
  const total = prizes.reduce((a, b) => a + b, 0);
  if (total === 0) throw new LiveRuleError("No prizes are left to share among the players left.");
  const playForCents = input.playFor === undefined || input.playFor.trim() === "" ? 0 : parseDollars(input.playFor);
  if (playForCents === null) throw new LiveRuleError("The amount to play for must be an amount in dollars, like 100 or 100.50.");
  if (playForCents > prizes[0]) throw new LiveRuleError(`The amount to play for can be at most first prize (${money(prizes[0])}).`);
  const shared = [prizes[0] - playForCents, ...prizes.slice(1)];
  if (input.method === "custom") return { amounts: customAmounts(players, input.amounts ?? {}, total - playForCents), playForCents, warnings: [] };

  // a player the floor has not counted (or whose bust was not recorded) has no stack to share by
  const empty = players.find((p) => p.chips <= 0);
  if (empty) throw new LiveRuleError(`${empty.name} has no chips counted: eliminate them or count the chips before a deal.`);
  const { amountsCents, aboveFirst } = chop(
    input.method,
    players.map((p) => p.chips),
    shared,
  );
  const warnings =
    input.method === "chip_chop"
      ? aboveFirst.map((i) => `${players[i].name} gets ${money(amountsCents[i])} by chip chop, more than first prize (${money(prizes[0])}).`)
      : [];
  return { amounts: Object.fromEntries(players.map((p, i) => [p.id, amountsCents[i]])), playForCents, warnings };
}

function customAmounts(players: LivePlayer[], typed: Record<string, string>, expected: Cents): Record<string, Cents> {
  const stranger = Object.keys(typed).find((id) => !players.some((p) => p.id === id));
  if (stranger !== undefined) throw new LiveRuleError("A custom deal can only give amounts to the players left.");
  const amounts: Record<string, Cents> = {};
  for (const p of players) {
    const cents = typed[p.id] === undefined ? null : parseDollars(typed[p.id]);
    if (cents === null) throw new LiveRuleError(`Give ${p.name} an amount in dollars, like 100 or 100.50.`);
    amounts[p.id] = cents;
  }
  const sum = Object.values(amounts).reduce((a, b) => a + b, 0);
  if (sum !== expected)
    throw new LiveRuleError(`The amounts add up to ${money(sum)}; they must add up to ${money(expected)}, the prizes left less what is played for.`);
  return amounts;
}

const money = (cents: Cents) => formatMoney2(centsToDecimal(cents));

export function applyDealAction(state: LiveStoredState, action: DealAction, now: number): LiveStoredState {
  switch (action.type) {
    case "deal-propose": {
      const plan = planDeal(state, action);
      // a number never used in this event before, so no acceptance of an earlier proposal can match this one
      const id = Math.max(state.dealProposals, state.deal?.id ?? 0) + 1;
      const deal: LiveDeal = { id, method: action.method, status: "proposed", ...plan, accepted: [], proposedAt: now, madeAt: null };
      return { ...state, deal, dealProposals: id };
    }
    case "deal-accept":
      return accept(state, action.playerId, action.proposalId, now);
    case "deal-cancel":
      if (!state.deal) throw new LiveRuleError(NONE_PROPOSED);
      if (state.deal.status === "made") throw new LiveRuleError("A deal that is made stands: it cannot be cancelled.");
      return { ...state, deal: null };
  }
}

export const DEAL_CHANGED = "The deal was proposed again with other amounts: look at the new amounts before accepting.";

/**
 * Whether accepting changes nothing: this player already accepted this very proposal. The clock then writes and
 * pushes nothing (a repeated tap, a retry), instead of a new version of the same state to every display.
 */
export function alreadyAccepted(state: Pick<LiveStoredState, "deal" | "finishedAt">, playerId: string, proposalId: number): boolean {
  const deal = state.deal;
  return state.finishedAt === null && deal?.status === "proposed" && deal.id === proposalId && deal.accepted.includes(playerId);
}

function accept(state: LiveStoredState, playerId: string, proposalId: number, now: number): LiveStoredState {
  const deal = state.deal;
  if (state.finishedAt !== null) throw new LiveRuleError(OVER);
  if (!deal || deal.status !== "proposed") throw new LiveRuleError(deal?.status === "made" ? "The deal is already made." : NONE_PROPOSED);
  const player = state.players.find((p) => p.id === playerId);
  if (!player || deal.amounts[playerId] === undefined) throw new LiveRuleError("That player is not in the deal.");
  if (deal.id !== proposalId) throw new LiveRuleError(DEAL_CHANGED);
  // the deal shared the prizes among the players then left: once one is out it no longer fits the table
  const gone = state.players.find((p) => p.isEliminated && deal.amounts[p.id] !== undefined);
  if (gone) throw new LiveRuleError(`${gone.name} was eliminated after the deal was proposed: cancel it and propose again.`);
  if (deal.accepted.includes(playerId)) return state;
  const accepted = [...deal.accepted, playerId];
  const everyone = Object.keys(deal.amounts).every((id) => accepted.includes(id));
  if (!everyone) return { ...state, deal: { ...deal, accepted } };
  const made: LiveDeal = { ...deal, accepted, status: "made", madeAt: now };
  return made.playForCents === 0 ? finishByDeal({ ...state, deal: made }, now) : { ...state, deal: made };
}

/**
 * Nothing left to play for: the event ends now, the players left finishing in chip order (ties keep their order).
 * In a bounty event each of them takes their own head as cash, as the last player standing does.
 */
function finishByDeal(state: LiveStoredState, now: number): LiveStoredState {
  const order = left(state).sort((a, b) => b.chips - a.chips || a.position - b.position);
  const place = new Map(order.map((p, i) => [p.id, i + 1]));
  const players = payWinnerOwnBounty(state, state.players)
    .map((p): LivePlayer => {
      const position = place.get(p.id);
      if (position === undefined) return p;
      if (position === 1) return { ...p, position };
      return { ...p, position, isEliminated: true, chips: 0, status: "eliminated" };
    })
    .sort((a, b) => a.position - b.position);
  return { ...state, players, finishedAt: now, status: "stopped", runningSince: null };
}

/** What a made deal pays this player in cents (plus what was played for, to the winner once it is over); else null. */
export function dealPrizeCents(state: LiveStoredState, playerId: string, position: number): number | null {
  const deal = state.deal;
  if (!deal || deal.status !== "made") return null;
  const amount = deal.amounts[playerId];
  if (amount === undefined) return null;
  return amount + (state.finishedAt !== null && position === 1 ? deal.playForCents : 0);
}
