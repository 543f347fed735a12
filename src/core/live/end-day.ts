import type { LiveStoredState } from "./contracts";
import { LiveRuleError } from "./live-rule-error";
import { orderPlayers, parseChipInput, playerStatus } from "./players";

/**
 * End of a day in a multi-day event (issue 29 item 4): the controller enters every surviving player's bag, the clock
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
  for (const id of Object.keys(raw)) {
    const p = state.players.find((x) => x.id === id);
    if (!p) throw new LiveRuleError(END_DAY_MESSAGES.unknown);
    if (p.isEliminated) throw new LiveRuleError(END_DAY_MESSAGES.eliminated(p.name));
  }
  const bags: Record<string, number> = {};
  for (const p of state.players) {
    if (p.isEliminated) continue;
    const typed = raw[p.id];
    if (typed === undefined || !/\d/.test(typed)) throw new LiveRuleError(END_DAY_MESSAGES.missing(p.name));
    const chips = parseChipInput(typed);
    if (chips === 0) throw new LiveRuleError(END_DAY_MESSAGES.zero(p.name));
    bags[p.id] = chips;
  }
  const players = orderPlayers(
    state.players.map((p) => (p.isEliminated ? p : { ...p, chips: bags[p.id], status: playerStatus({ isEliminated: false, chips: bags[p.id] }) })),
    "chips",
  );
  const totalChipsInPlay = Object.values(bags).reduce((sum, c) => sum + c, 0);
  if (!Number.isSafeInteger(totalChipsInPlay)) throw new LiveRuleError("The chip counts add up to more than can be tracked.");
  return {
    ...state,
    players,
    totalChipsInPlay,
    chipCountsUpdated: true,
    bags,
    dayIndex: state.dayIndex + 1,
    // the day is over: the clock waits, the level's timer kept as it stood, until the controller starts the next day
    status: "stopped",
    runningSince: null,
  };
}
