import type { Cents } from "@core/money";
import type { LivePlayer, LiveStoredState } from "../schema/contracts";
import { LiveRuleError } from "../schema/live-rule-error";
import { prizeForFinish } from "./event-prizes";

/** Where one player busted in the hand finishes, and what they are paid. */
export interface SameHandFinish {
  /** the place: the best of the places their group of equal stacks shares */
  place: number;
  amountCents: Cents;
  /** the player's finish is shared with other equal stacks */
  tied: boolean;
}

export interface SameHandOptions {
  /** the place prizesCents[0] is for (1 when left out) */
  bestPlace?: number;
  /** each player's registration order, smaller first (the stacks' order when left out): who takes a tie's odd cents */
  registration?: readonly number[];
}

/**
 * Players busted in the same hand (decision 234): they finish by their stacks at the start of that hand, the bigger
 * stack the better place. Equal stacks tie: they share the prizes of the places they occupy equally, the odd cents
 * one each to the earlier-registered. `prizesCents` are the prizes of the places the players share, best place first
 * (one per player, 0 for an unpaid place); the answer is in the stacks' order and sums exactly to the prizes. With
 * the prizes falling from the best place, a bigger stack is never paid less than a smaller one.
 */
export function sameHandFinishes(prizesCents: readonly Cents[], stacks: readonly number[], options: SameHandOptions = {}): SameHandFinish[] {
  const bestPlace = options.bestPlace ?? 1;
  const registration = options.registration ?? stacks.map((_, i) => i);
  if (prizesCents.length !== stacks.length || registration.length !== stacks.length) {
    throw new LiveRuleError("one prize and one registration for each player busted in the hand");
  }
  if (prizesCents.some((p) => !Number.isSafeInteger(p) || p < 0)) throw new LiveRuleError("the prizes are whole cents, none negative");
  if (stacks.some((s) => !Number.isSafeInteger(s) || s <= 0))
    throw new LiveRuleError("each stack at the start of the hand is a positive whole number of chips");
  if (!Number.isSafeInteger(bestPlace) || bestPlace < 1) throw new LiveRuleError("the best place is a positive whole number");

  const byStack = sameHandOrder(stacks, registration);
  const out: SameHandFinish[] = stacks.map(() => ({ place: 0, amountCents: 0, tied: false }));
  for (let k = 0; k < byStack.length;) {
    let end = k + 1;
    while (end < byStack.length && stacks[byStack[end]] === stacks[byStack[k]]) end += 1;
    // the group byStack[k..end) occupies places k..end-1 (byStack already puts the earlier-registered first)
    const group = byStack.slice(k, end);
    const total = prizesCents.slice(k, end).reduce((a, b) => a + b, 0);
    const each = Math.floor(total / group.length);
    const odd = total - each * group.length;
    group.forEach((i, n) => {
      out[i] = { place: bestPlace + k, amountCents: each + (n < odd ? 1 : 0), tied: group.length > 1 };
    });
    k = end;
  }
  return out;
}

/**
 * The order players busted in one hand finish in, best first (indexes into stacks): the bigger stack first, equal
 * stacks by registration (the earlier first). The clock gives them consecutive positions in this order.
 */
export function sameHandOrder(stacks: readonly number[], registration: readonly number[]): number[] {
  return stacks.map((_, i) => i).sort((a, b) => stacks[b] - stacks[a] || registration[a] - registration[b] || a - b);
}

const WALK_IN = 2 ** 40;

/**
 * Who registered earlier, from a player's id: a registration's number (`r12`, and the demo's `p3`) in order, then
 * walk-ins added at the clock (`w9`) after every registration, in the order they came.
 */
export function registrationRank(playerId: string): number {
  const m = /^([a-z])(\d{1,12})$/.exec(playerId);
  if (!m) return 2 * WALK_IN;
  return (m[1] === "w" ? WALK_IN : 0) + Number(m[2]);
}

/** Those eliminated in the same hand as `player` (themselves included), best position first. */
export function sameHandGroup(state: Pick<LiveStoredState, "players">, player: Pick<LivePlayer, "sameHand">): LivePlayer[] {
  const hand = player.sameHand?.hand;
  if (hand === undefined) return [];
  return state.players.filter((p) => p.isEliminated && p.sameHand?.hand === hand).sort((a, b) => a.position - b.position);
}

/**
 * Where a player busted in the same hand as others finishes and what the prize table pays them for it: the rule
 * above over the prizes of the positions the group holds. Null for a player eliminated alone (or still in).
 */
export function sameHandResult(
  state: Parameters<typeof prizeForFinish>[0] & Pick<LiveStoredState, "players">,
  player: Pick<LivePlayer, "id" | "sameHand">,
): SameHandFinish | null {
  const group = sameHandGroup(state, player);
  const at = group.findIndex((p) => p.id === player.id);
  if (group.length < 2 || at < 0) return null;
  const finishes = sameHandFinishes(
    group.map((p) => prizeForFinish(state, p.position)),
    group.map((p) => p.sameHand!.stack),
    { bestPlace: group[0].position, registration: group.map((p) => registrationRank(p.id)) },
  );
  return finishes[at];
}
