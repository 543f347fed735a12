import type { LivePlayer } from "../schema/contracts";
import { BLANK_CHIPS_MESSAGE } from "../schema/limits";
import { LiveRuleError } from "../schema/live-rule-error";
import { LiveInputError } from "../seating/seating";

/**
 * The field's players: chip input, status and display order. Apart from the reducers so the rules that build on
 * them (a day's end, results, the player views) import them without importing every action.
 */

/** The largest chip count accepted from the chip dialog. */
export const MAX_CHIPS = 1_000_000_000_000;

/** Whether a typed chip count has a number in it at all. */
export const hasChipDigits = (raw: string) => /\d/.test(raw);

/**
 * A whole chip count as typed (decision 170): digits, either plain ("420000") or grouped in threes by one kind of
 * thousands separator, a comma or a space ("420,000", "420 000", "1,250,000"). Nothing else: a sign, a decimal point,
 * an exponent or a suffix ("30000.5", "-30000", "1e5", "4.2M", "420k") is refused, never read by dropping characters.
 */
const WHOLE_CHIPS = /^(?:\d+|\d{1,3}(?:,\d{3})+|\d{1,3}(?:[ \u00a0\u202f]\d{3})+)$/;

/** What the count is of, in the refusal: a chip count during play, a bag at the end of a day. */
export type ChipCountKind = "chips" | "bag";

/** The refusal of a count that is not a whole number, naming the player: "Enter Alice's bag as a whole number, like 420,000." */
export const wholeChipsMessage = (name: string, kind: ChipCountKind = "chips") => `Enter ${name}'s ${kind} as a whole number, like 420,000.`;

export const MAX_CHIPS_MESSAGE = `Chip counts must be at most ${MAX_CHIPS.toLocaleString("en-US")}.`;

/**
 * Why a typed count is refused, or null when it is a whole chip count: the one rule the console's dialogs show before
 * sending and the clock applies. A blank (no digit) is the caller's to word (a forgotten field, a missing bag).
 */
export function chipCountRefusal(raw: string, name: string, kind: ChipCountKind = "chips"): string | null {
  const typed = raw.trim();
  if (!hasChipDigits(typed)) return BLANK_CHIPS_MESSAGE;
  if (!WHOLE_CHIPS.test(typed)) return wholeChipsMessage(name, kind);
  const value = Number(typed.replace(/\D/g, ""));
  if (!Number.isSafeInteger(value) || value > MAX_CHIPS) return MAX_CHIPS_MESSAGE;
  return null;
}

/**
 * Chip input (§5, decision 170): a whole count, thousands separators allowed (WHOLE_CHIPS). A count with no digit
 * at all (blank) is refused rather than read as 0; anything else that is not a whole count is the caller's
 * input, refused with a 400 naming the player (LiveInputError); a count above MAX_CHIPS is a rule's 409.
 */
export function parseChipInput(raw: string, name = "each player", kind: ChipCountKind = "chips"): number {
  const refused = chipCountRefusal(raw, name, kind);
  if (refused === BLANK_CHIPS_MESSAGE || refused === MAX_CHIPS_MESSAGE) throw new LiveRuleError(refused);
  if (refused !== null) throw new LiveInputError(refused);
  return Number(raw.replace(/\D/g, ""));
}

/**
 * What the chip input shows while typing: a count of digits and separators regrouped with commas ("1234567" ->
 * "1,234,567"); anything else is left as typed, so the dialog shows the refusal rather than a number it made up.
 */
export function formatChipInput(raw: string): string {
  if (!/^[\d, \u00a0\u202f]*$/.test(raw)) return raw;
  const digits = raw.replace(/\D/g, "").replace(/^0+(?=\d)/, "");
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

export function playerStatus(p: Pick<LivePlayer, "isEliminated" | "chips">): LivePlayer["status"] {
  if (p.isEliminated) return "eliminated";
  return p.chips > 0 ? "active" : "inactive";
}

/** Players still in the tournament (not eliminated), whatever their chip count. */
export const remainingPlayers = (players: readonly LivePlayer[]) => players.filter((p) => !p.isEliminated);
/** §4: active players are those with chips above 0. */
export const countActive = (players: readonly LivePlayer[]) => players.filter((p) => !p.isEliminated && p.chips > 0).length;
export const countEliminated = (players: readonly LivePlayer[]) => players.filter((p) => p.isEliminated).length;

/**
 * Players in display order: those still playing by position (renumbered from 1, order kept), then the
 * eliminated by finish position, best first.
 */
export function orderPlayers(players: readonly LivePlayer[], rankBy: "position" | "chips" = "position"): LivePlayer[] {
  const playing = remainingPlayers(players).sort((a, b) => (rankBy === "chips" ? b.chips - a.chips || a.position - b.position : a.position - b.position));
  const out = players.filter((p) => p.isEliminated).sort((a, b) => a.position - b.position);
  return [...playing.map((p, i) => ({ ...p, position: i + 1, status: playerStatus(p) })), ...out];
}
