import type { LiveStoredState } from "../schema/contracts";
import { LiveRuleError } from "../schema/live-rule-error";

/**
 * What a deal freezes (decision 192). A proposal's amounts share the prizes left of the pool among the players
 * left, by their stacks then; an acceptance stands only on those amounts. So while a deal is proposed nothing may
 * change the pool, the field or a deal player's chips (the console cancels it first and proposes again), and once it
 * is made the pool and the field it shared out are fixed for good: the finishes before it are final.
 */

type DealState = Pick<LiveStoredState, "deal">;

/** A deal every player accepted: the console's rebuy, add-on and late entry buttons go grey with it. */
export const dealMade = (state: DealState): boolean => state.deal?.status === "made";

/** A deal waiting for acceptances. */
export const dealProposed = (state: DealState): boolean => state.deal?.status === "proposed";

/** Whether entries (late registration, rebuys, re-entries, add-ons) are closed by a deal, proposed or made. */
export const entriesHeldByDeal = (state: DealState): boolean => state.deal !== null && state.deal !== undefined;

export const DEAL_HOLD_MESSAGES = {
  closedByMade: (what: string) => `${what} closed when the deal was made.`,
  closedByProposal: (what: string) => `${what} closed while a deal is proposed: cancel the deal first.`,
  proposed: (doing: string) => `A deal is proposed: cancel it before ${doing}.`,
  chipsProposed: "A deal is proposed on these chip counts: cancel it before changing them.",
  finishStands: (name: string) => `${name} finished before the deal was made: that finish is final.`,
} as const;

/** Entries change the pool and the field: refused by a made deal for good, by a proposed one until it is cancelled. */
export function closedByDeal(state: DealState, what: string): void {
  if (dealMade(state)) throw new LiveRuleError(DEAL_HOLD_MESSAGES.closedByMade(what));
  if (dealProposed(state)) throw new LiveRuleError(DEAL_HOLD_MESSAGES.closedByProposal(what));
}

/** Anything else that changes the field (an elimination, a reinstatement, the end of a day) waits for no proposal. */
export function heldByProposal(state: DealState, doing: string): void {
  if (dealProposed(state)) throw new LiveRuleError(DEAL_HOLD_MESSAGES.proposed(doing));
}
