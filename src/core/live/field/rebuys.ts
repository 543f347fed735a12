import type { Cents } from "@core/money";
import type { LivePlayer, LiveStoredState } from "../schema/contracts";
import { closedByDeal } from "./deal-guards";
import { rebuysClosed } from "./availability";
import { LiveRuleError } from "../schema/live-rule-error";
import { awaitingFirstStart } from "../schema/clock-mode";

/**
 * Rebuys, re-entries and the add-on (decision 160).
 *
 * - A rebuy is for a player still in whose stack is at or below the starting stack (the usual rule: you rebuy when
 *   short or busted, not to pile chips on a big stack); it adds the rebuy's chips.
 * - A re-entry is for a player who was eliminated: they come back in with a fresh stack as the same entrant (so
 *   their backers' stake and their seat follow them), their finish is undone like a reinstate does and everyone
 *   eliminated after them moves one place back, so finish positions stay the field minus those eliminated.
 * - Both are allowed through level `untilLevel` (and the break after it), at most `maxPerPlayer` each.
 * - The add-on is once per player still in, during the last rebuy level or the break after it.
 * Each adds its chips to the player and to the chips in play and is recorded in `entries`; the pool counts them
 * (prize-pool.ts). In a bounty event a re-entry's price carries a fresh bounty like the buy-in did; a rebuy and
 * the add-on buy chips only.
 */

const OVER = "The tournament is over: one player remains.";

/** The level on the clock now, 1-based. */
export const currentLevelNumber = (state: Pick<LiveStoredState, "levelIndex">) => state.levelIndex + 1;

/** Rebuys (or re-entries) one player has used. */
export const rebuysUsed = (state: Pick<LiveStoredState, "entries">, playerId: string) =>
  state.entries.filter((e) => e.playerId === playerId && e.kind === "rebuy").length;
export const hasAddOn = (state: Pick<LiveStoredState, "entries">, playerId: string) => state.entries.some((e) => e.playerId === playerId && e.kind === "addon");

/** How many rebuys and add-ons the clock has recorded, for the stats. */
export function entryCounts(state: Pick<LiveStoredState, "entries">): { rebuys: number; addOns: number } {
  let rebuys = 0;
  let addOns = 0;
  for (const e of state.entries ?? []) {
    if (e.kind === "rebuy") rebuys += 1;
    else addOns += 1;
  }
  return { rebuys, addOns };
}

/** The bounty part of one rebuy's price: a re-entry brings a new head (never more than its price), a rebuy none. */
export function rebuyBountyCents(state: Pick<LiveStoredState, "rebuys" | "bountyCents">): Cents {
  if (!state.rebuys || state.rebuys.kind !== "reentry" || !state.bountyCents) return 0;
  return Math.min(state.bountyCents, state.rebuys.priceCents);
}

function findPlayer(state: LiveStoredState, playerId: string): LivePlayer {
  const player = state.players.find((p) => p.id === playerId);
  if (!player) throw new LiveRuleError("That player is not in this tournament.");
  return player;
}

function checkClockOn(state: LiveStoredState, what: string): void {
  if (state.finishedAt !== null) throw new LiveRuleError(OVER);
  if (awaitingFirstStart(state)) throw new LiveRuleError(`Start the clock before recording ${what}.`);
}

function withChips(state: LiveStoredState, chips: number): number {
  const total = state.totalChipsInPlay + chips;
  if (!Number.isSafeInteger(total)) throw new LiveRuleError("The chip counts add up to more than can be tracked.");
  return total;
}

const statusFor = (chips: number) => (chips > 0 ? ("active" as const) : ("inactive" as const));

/** A rebuy (or re-entry) for one player: their chips, one more entry in the pool. */
export function applyRebuy(state: LiveStoredState, playerId: string, now: number): LiveStoredState {
  const closed = rebuysClosed(state);
  if (closed !== null) throw new LiveRuleError(closed);
  const rules = state.rebuys!;
  const word = rules.kind === "reentry" ? "Re-entries" : "Rebuys";
  if (currentLevelNumber(state) > rules.untilLevel) throw new LiveRuleError(`${word} closed after level ${rules.untilLevel}.`);
  const player = findPlayer(state, playerId);
  if (rebuysUsed(state, playerId) >= rules.maxPerPlayer) {
    const noun = rules.kind === "reentry" ? "re-entr" : "rebuy";
    const plural = rules.kind === "reentry" ? (rules.maxPerPlayer === 1 ? "y" : "ies") : rules.maxPerPlayer === 1 ? "" : "s";
    throw new LiveRuleError(`${player.name} has reached the limit of ${rules.maxPerPlayer} ${noun}${plural} per player.`);
  }
  const entry = { playerId, kind: "rebuy" as const, at: now };
  const totalChipsInPlay = withChips(state, rules.chips);

  if (rules.kind === "rebuy") {
    if (player.isEliminated) throw new LiveRuleError(`${player.name} is eliminated: reinstate them first to record a rebuy.`);
    if (player.chips > state.startingChips) {
      throw new LiveRuleError(
        `${player.name} has more than the starting stack (${state.startingChips.toLocaleString("en-US")}): a rebuy is for a short or busted stack.`,
      );
    }
    const chips = player.chips + rules.chips;
    const players = state.players.map((p) => (p.id === playerId ? { ...p, chips, status: statusFor(chips) } : p));
    return { ...state, players, totalChipsInPlay, entries: [...state.entries, entry] };
  }

  if (!player.isEliminated) throw new LiveRuleError(`${player.name} is still in: a re-entry is for an eliminated player.`);
  // an unclaimed head (nobody was named for the knockout) is still theirs; a claimed one was paid out
  const head = (player.eliminatedBy === null ? player.bountyCents : 0) + rebuyBountyCents(state);
  // back in last in seat order (as a reinstate is), the fresh stack counted in; those out after them move back a place
  const moved = state.players.map((p) => {
    if (p.id === playerId)
      return {
        ...p,
        isEliminated: false,
        chips: rules.chips,
        position: state.players.length + 1,
        status: statusFor(rules.chips),
        bountyCents: head,
        eliminatedBy: null,
      };
    if (p.isEliminated && p.position < player.position) return { ...p, position: p.position + 1 };
    return p;
  });
  const playing = moved.filter((p) => !p.isEliminated).sort((a, b) => a.position - b.position);
  const out = moved.filter((p) => p.isEliminated).sort((a, b) => a.position - b.position);
  const players = [...playing.map((p, i) => ({ ...p, position: i + 1 })), ...out];
  return { ...state, players, totalChipsInPlay, entries: [...state.entries, entry] };
}

/** The one add-on for one player at the end of the rebuy period. */
export function applyAddOn(state: LiveStoredState, playerId: string, now: number): LiveStoredState {
  const rules = state.addOn;
  if (!rules || !state.rebuys) throw new LiveRuleError("Add-ons are not available in this tournament.");
  checkClockOn(state, "add-ons");
  closedByDeal(state, "Add-ons");
  const level = currentLevelNumber(state);
  const last = state.rebuys.untilLevel;
  if (level < last) throw new LiveRuleError(`The add-on opens at level ${last}, the last ${state.rebuys.kind === "reentry" ? "re-entry" : "rebuy"} level.`);
  if (level > last) throw new LiveRuleError(`The add-on closed after level ${last}.`);
  const player = findPlayer(state, playerId);
  if (player.isEliminated) throw new LiveRuleError(`${player.name} is eliminated: only a player still in can take the add-on.`);
  if (hasAddOn(state, playerId)) throw new LiveRuleError(`${player.name} has already taken the add-on.`);
  const totalChipsInPlay = withChips(state, rules.chips);
  const players = state.players.map((p) => (p.id === playerId ? { ...p, chips: p.chips + rules.chips, status: statusFor(p.chips + rules.chips) } : p));
  return { ...state, players, totalChipsInPlay, entries: [...state.entries, { playerId, kind: "addon" as const, at: now }] };
}
