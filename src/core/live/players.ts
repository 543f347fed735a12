import type { LivePlayer } from "./contracts";
import { BLANK_CHIPS_MESSAGE } from "./limits";
import { LiveRuleError } from "./live-rule-error";

/**
 * The field's players: chip input, status and display order. Apart from the reducers so the rules that build on
 * them (a day's end, results, the player views) import them without importing every action.
 */

/** The largest chip count accepted from the chip dialog. */
export const MAX_CHIPS = 1_000_000_000_000;

/** Whether a typed chip count has a number in it at all. */
export const hasChipDigits = (raw: string) => /\d/.test(raw);

/**
 * Chip input (§5): anything but digits and commas is dropped, commas are thousands separators. A count with no
 * digit at all (blank) is refused rather than read as 0 (issue 15).
 */
export function parseChipInput(raw: string): number {
  const digits = raw.replace(/[^\d,]/g, "").replace(/,/g, "");
  if (digits === "") throw new LiveRuleError(BLANK_CHIPS_MESSAGE);
  const value = Number(digits);
  if (!Number.isSafeInteger(value) || value > MAX_CHIPS) throw new LiveRuleError(`Chip counts must be at most ${MAX_CHIPS.toLocaleString("en-US")}.`);
  return value;
}

/** What the chip input shows while typing: digits with thousands separators. */
export function formatChipInput(raw: string): string {
  const digits = raw.replace(/[^\d]/g, "").replace(/^0+(?=\d)/, "");
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

