import type { LiveStoredState } from "../schema/contracts";
import { LiveRuleError } from "../schema/live-rule-error";
import { hasChipDigits, orderPlayers, parseChipInput, playerStatus } from "./players";

/**
 * End of a day in a multi-day event (decision 170): the controller enters every surviving player's bag, the clock
 * stops, the next day becomes the current one, each stack becomes its bag and the bags are kept as the verified
 * counts Day-2 campaigns are priced from. The bags stay until the clock starts the next day (reducers.ts "start"
 * clears them): between days is exactly while `bags` is not null, when Day-2 action is on sale.
 */
export const END_DAY_MESSAGES = {
  oneDay: "This event is played in one day: there is no day to end.",
  lastDay: "This is the last day: the event ends when one player remains.",
  notStarted: "Start the clock before ending a day.",
  over: "The tournament is over: one player remains.",
  missing: (name: string) => `Enter the bag of every player still in: ${name} has none.`,
  unknown: "A bag was entered for someone who is not in the field.",
  eliminated: (name: string) => `${name} is eliminated: only surviving players bag chips.`,
  zero: (name: string) => `${name} bagged 0 chips: eliminate them instead.`,
  notResumed: (next: string) => `Start ${next} before ending it: until then the bags can only be corrected.`,
  notBetweenDays: "Bags can be corrected between days only, until the clock starts the next day.",
  noBag: (name: string) => `${name} has no bag to correct: only the bags entered when the day ended can be.`,
  noCorrection: "Enter the corrected bag of at least one player.",
} as const;

/** The name of the day being played, and of the next one (null on the last day or in a one-day event). */
export function dayNames(state: Pick<LiveStoredState, "days" | "dayIndex">): { current: string | null; next: string | null } {
  const days = state.days ?? [];
  return { current: days[state.dayIndex] ?? null, next: days[state.dayIndex + 1] ?? null };
}

export function endDay(state: LiveStoredState, raw: Record<string, string>): LiveStoredState {
  const days = state.days ?? [];
  if (days.length < 2) throw new LiveRuleError(END_DAY_MESSAGES.oneDay);
  if (state.finishedAt !== null) throw new LiveRuleError(END_DAY_MESSAGES.over);
  if (state.startedAt === null) throw new LiveRuleError(END_DAY_MESSAGES.notStarted);
  if (state.dayIndex >= days.length - 1) throw new LiveRuleError(END_DAY_MESSAGES.lastDay);
  // between days the bags are corrected, never ended again: the next day starts first, which closes the sale priced
  // from them (src/server/campaigns/day-two-staking.ts)
  if (state.bags !== null) throw new LiveRuleError(END_DAY_MESSAGES.notResumed(days[state.dayIndex] ?? "the next day"));
  for (const id of Object.keys(raw)) {
    const p = state.players.find((x) => x.id === id);
    if (!p) throw new LiveRuleError(END_DAY_MESSAGES.unknown);
    if (p.isEliminated) throw new LiveRuleError(END_DAY_MESSAGES.eliminated(p.name));
  }
  const bags: Record<string, number> = {};
  for (const p of state.players) {
    if (p.isEliminated) continue;
    const typed = raw[p.id];
    if (typed === undefined || !hasChipDigits(typed)) throw new LiveRuleError(END_DAY_MESSAGES.missing(p.name));
    bags[p.id] = parseBag(p.name, typed);
  }
  return {
    ...withBags(state, bags),
    dayIndex: state.dayIndex + 1,
    // the day is over: the clock waits, the level's timer kept as it stood, until the controller starts the next day
    status: "stopped",
    runningSince: null,
  };
}

/** A bag as typed: a whole chip count above 0, or refused naming the player (a 400 for anything but a whole count). */
function parseBag(name: string, typed: string): number {
  const chips = parseChipInput(typed, name, "bag");
  if (chips === 0) throw new LiveRuleError(END_DAY_MESSAGES.zero(name));
  return chips;
}

/** The bags kept, each player's stack set to theirs, the field ranked by chips and the total recounted. */
function withBags(state: LiveStoredState, bags: Record<string, number>): LiveStoredState {
  const players = orderPlayers(
    state.players.map((p) =>
      p.isEliminated || bags[p.id] === undefined ? p : { ...p, chips: bags[p.id], status: playerStatus({ isEliminated: false, chips: bags[p.id] }) },
    ),
    "chips",
  );
  const totalChipsInPlay = players.reduce((sum, p) => (p.isEliminated ? sum : sum + p.chips), 0);
  if (!Number.isSafeInteger(totalChipsInPlay)) throw new LiveRuleError("The chip counts add up to more than can be tracked.");
  return { ...state, players, totalChipsInPlay, chipCountsUpdated: true, bags };
}

/**
 * A bag miscounted when the day ended, corrected by the controller between days (decision 170): only the bags
 * entered then, only until the next start clears them. The stack follows the bag; so does the price of a Day-2
 * campaign priced from it, which the server refuses to change once anyone has bought (src/server/campaigns/day-two.ts).
 */
export function correctBags(state: LiveStoredState, raw: Record<string, string>): LiveStoredState {
  if (state.bags === null || state.finishedAt !== null) throw new LiveRuleError(END_DAY_MESSAGES.notBetweenDays);
  const ids = Object.keys(raw);
  if (ids.length === 0) throw new LiveRuleError(END_DAY_MESSAGES.noCorrection);
  const bags = { ...state.bags };
  for (const id of ids) {
    const p = state.players.find((x) => x.id === id);
    if (!p) throw new LiveRuleError(END_DAY_MESSAGES.unknown);
    if (p.isEliminated) throw new LiveRuleError(END_DAY_MESSAGES.eliminated(p.name));
    if (state.bags[id] === undefined) throw new LiveRuleError(END_DAY_MESSAGES.noBag(p.name));
    if (!hasChipDigits(raw[id])) throw new LiveRuleError(END_DAY_MESSAGES.missing(p.name));
    bags[id] = parseBag(p.name, raw[id]);
  }
  return withBags(state, bags);
}

/**
 * The console's day button, from the same rules as the actions: between days it corrects the bags of the day that
 * ended ("Correct Day 1 Bags"), otherwise it ends the day being played ("End Day 2"); null in a one-day event.
 */
export function dayButton(
  state: Pick<LiveStoredState, "days" | "dayIndex" | "bags" | "startedAt" | "finishedAt">,
): { mode: "end" | "correct"; label: string; disabled: boolean } | null {
  const days = state.days ?? [];
  if (days.length < 2) return null;
  if (state.bags !== null && state.finishedAt === null) return { mode: "correct", label: `Correct ${days[state.dayIndex - 1] ?? "Day"} Bags`, disabled: false };
  return {
    mode: "end",
    label: `End ${days[state.dayIndex] ?? "Day"}`,
    disabled: state.finishedAt !== null || state.startedAt === null || state.dayIndex >= days.length - 1,
  };
}
