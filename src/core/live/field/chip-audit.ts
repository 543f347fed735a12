import { clockAt } from "../clock/clock";
import type { LiveStoredState } from "../schema/contracts";
import { awaitingFirstStart } from "../schema/clock-mode";
import { LiveRuleError } from "../schema/live-rule-error";
import { OVER } from "./availability";
import { chipCountRefusal, remainingPlayers } from "./players";
import { entryCounts } from "./rebuys";

/**
 * Chip totals that add up (decision 239). At each break and each end of day the floor counts the chips; the count is
 * compared with the chips the event put in play, so a miscount, a lost rack or chips slipped in shows before it
 * decides a deal, a bag or a Day-2 price. The check flags, it never blocks: play and the count go on regardless.
 */

/** A difference above this share of the expected chips is flagged: 0.5%, in tenths of a percent (exactly 0.5% is not). */
export const TOLERANCE_TENTHS_PERCENT = 5;

/** The fields the expected total is worked out from. */
export type ExpectedChipsFields = Pick<LiveStoredState, "startingChips" | "totalPlayers" | "entries" | "rebuys" | "addOn" | "racedOffChips">;

/**
 * The chips in play by what the event sold: the starting stack for every entrant (late registrations included: each
 * one counts in totalPlayers), a rebuy's chips for every rebuy or re-entry, an add-on's chips for every add-on,
 * less the chips raced off at colour-ups. Eliminations move chips between players and change nothing here.
 * `totalChipsInPlay` is not this: it is the last count plus what was bought since (decision 239).
 */
export function chipsExpected(state: ExpectedChipsFields): number {
  const { rebuys, addOns } = entryCounts(state);
  return state.startingChips * state.totalPlayers + (state.rebuys?.chips ?? 0) * rebuys + (state.addOn?.chips ?? 0) * addOns - (state.racedOffChips ?? 0);
}

/** What one count says against the expected total. */
export interface ChipAuditResult {
  counted: number;
  expected: number;
  /** counted - expected: below 0 short, above 0 over */
  difference: number;
  /** the difference's share of the expected chips, in percent to one decimal (null: nothing was expected) */
  percent: number | null;
  /** over the 0.5% tolerance: the console flags it */
  flagged: boolean;
  /** "counted 2,540,000 of 2,600,000: 2.3% short" */
  sentence: string;
}

const chipsText = (n: number) => n.toLocaleString("en-US");

/** |difference| / expected in tenths of a percent, rounded half up, in exact integer arithmetic (totals reach 10^14). */
function tenthsOfPercent(difference: number, expected: number): number {
  const d = BigInt(Math.abs(difference));
  const e = BigInt(expected);
  return Number((d * 2000n + e) / (2n * e));
}

/**
 * A count against the expected chips: the difference, its percentage to one decimal, whether it is over the 0.5%
 * tolerance (exactly 0.5% is not), and the sentence the console shows: "counted 2,540,000 of 2,600,000: 2.3% short",
 * "... 0.8% over" when more were counted. A difference too small to show at one decimal reads "under 0.1% short";
 * none reads "exact"; with nothing expected, any chip counted is flagged and the sentence names the chips.
 */
export function chipAudit(counted: number, expected: number): ChipAuditResult {
  const difference = counted - expected;
  const side = difference < 0 ? "short" : "over";
  const head = `counted ${chipsText(counted)} of ${chipsText(expected)}`;
  if (difference === 0) return { counted, expected, difference, percent: 0, flagged: false, sentence: `${head}: exact` };
  if (expected <= 0) return { counted, expected, difference, percent: null, flagged: true, sentence: `${head}: ${chipsText(Math.abs(difference))} ${side}` };
  // the exact comparison, not the rounded one: 0.54% rounds to 0.5% but is over the tolerance
  const flagged = BigInt(Math.abs(difference)) * 1000n > BigInt(expected) * BigInt(TOLERANCE_TENTHS_PERCENT);
  const tenths = tenthsOfPercent(difference, expected);
  const shown = tenths === 0 ? "under 0.1%" : `${(tenths / 10).toFixed(1)}%`;
  return { counted, expected, difference, percent: tenths / 10, flagged, sentence: `${head}: ${shown} ${side}` };
}

/** The chips counted now: every stack still in play (the eliminated hold none). */
export const chipsCounted = (state: Pick<LiveStoredState, "players">) => remainingPlayers(state.players).reduce((sum, p) => sum + p.chips, 0);

/**
 * The chips a dialog's counts come to as they are typed (the chip dialog at a break, the bags at a day's end): each
 * player still in at their typed count, or their stack when the form has none for them; null while a typed count is
 * blank or not a whole number, so the console never checks a total the clock would refuse.
 */
export function typedChipsCounted(state: Pick<LiveStoredState, "players">, typed: Readonly<Record<string, string>>): number | null {
  let total = 0;
  for (const p of remainingPlayers(state.players)) {
    const raw = typed[p.id];
    if (raw === undefined) total += p.chips;
    else if (chipCountRefusal(raw, p.name) !== null) return null;
    else total += Number(raw.replace(/\D/g, ""));
  }
  return total;
}

/** Whether a break is running on the clock brought up to `now` (a paused break too): the counts made then are checked. */
export const onBreakAt = (state: LiveStoredState, now: number) => clockAt(state, now).breakMs !== null;

export type ChipAuditKind = "break" | "end-day";

/** The audit kept on the state: the latest check, until the next one replaces it. */
function withAudit(state: LiveStoredState, kind: ChipAuditKind, now: number): LiveStoredState {
  const counted = chipsCounted(state);
  const expected = chipsExpected(state);
  const days = state.days ?? [];
  // an end of day is checked after the day moved on: the day that ended is the one before
  const day = kind === "end-day" ? (days[state.dayIndex - 1] ?? null) : (days[state.dayIndex] ?? null);
  return { ...state, chipAudit: { counted, expected, at: now, kind, level: state.levelIndex + 1, day } };
}

/**
 * After a chips action: a full count at a break (every player still in was given a count) is checked and kept; a count
 * outside a break, or of some players only (one table's), is not: only partial counts are typical then, and comparing
 * them with the whole event's chips would flag every time. `before` is the clock brought up to the action's time.
 */
export function auditBreakCount(before: LiveStoredState, after: LiveStoredState, counts: Readonly<Record<string, string>>, now: number): LiveStoredState {
  if (!onBreakAt(before, now)) return after;
  if (!remainingPlayers(before.players).every((p) => counts[p.id] !== undefined)) return after;
  return withAudit(after, "break", now);
}

/** After the bags are entered at the end of a day, or corrected between days: the bags are the count. */
export const auditEndOfDay = (after: LiveStoredState, now: number): LiveStoredState => withAudit(after, "end-day", now);

export const RACE_OFF_MESSAGES = {
  notStarted: "Start the clock before entering chips raced off.",
  over: OVER,
  tooMany: (inPlay: number) => `The chips raced off can be at most the chips in play (${chipsText(inPlay)}).`,
  correctTooMany: (inPlay: number) => `The chips raced off can be at most the chips the event put in play (${chipsText(inPlay)}).`,
} as const;

function raceOffOpen(state: LiveStoredState): void {
  if (state.finishedAt !== null) throw new LiveRuleError(RACE_OFF_MESSAGES.over);
  if (awaitingFirstStart(state) || state.startedAt === null) throw new LiveRuleError(RACE_OFF_MESSAGES.notStarted);
}

/**
 * Chips raced off at a colour-up (decision 239): the odd small chips that left play without coming back as larger
 * ones. They come off the expected total; at most the chips in play now.
 */
export function raceOff(state: LiveStoredState, chips: number): LiveStoredState {
  raceOffOpen(state);
  const inPlay = chipsExpected(state);
  if (chips > inPlay) throw new LiveRuleError(RACE_OFF_MESSAGES.tooMany(inPlay));
  return { ...state, racedOffChips: state.racedOffChips + chips };
}

/** The total raced off so far, corrected (0 undoes every race-off entered): at most the chips the event put in play. */
export function correctRaceOff(state: LiveStoredState, total: number): LiveStoredState {
  raceOffOpen(state);
  const gross = chipsExpected({ ...state, racedOffChips: 0 });
  if (total > gross) throw new LiveRuleError(RACE_OFF_MESSAGES.correctTooMany(gross));
  return { ...state, racedOffChips: total };
}
