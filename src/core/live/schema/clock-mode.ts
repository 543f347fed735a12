import type { LiveStoredState } from "./contracts";

/**
 * The demo and a sponsor's event run one clock through one path; what the kind of clock changes is its row here,
 * read through these questions, never a test of `kind` anywhere else. The demo is the public practice clock: its
 * field is whoever the console adds, seated where the console puts them, its pool a percent of the buy-ins, and it
 * restarts when over. A sponsor's clock runs a registered event: the field is the registrations until the first
 * start, seats are drawn, the pool is the event's (entries, rebuys, guarantee) paid by the event's table.
 */
export interface ClockMode {
  /** Until the first start the field is the event's registrations, and play (eliminations, deals, entries) waits for it. */
  readonly registeredField: boolean;
  /** Seats are drawn and late entrants seated at random; otherwise players sit where the console put them. */
  readonly drawsSeats: boolean;
  /** The pool is payoutPercent of the buy-ins, paid by the spec's table; otherwise the event's pool and table. */
  readonly percentPool: boolean;
  /** Walk-ins are capped at MAX_LIVE_ENTRANTS (a sponsor's event is capped by its seats, server-side). */
  readonly capsWalkIns: boolean;
  /** Late entrants are registered for the event (a registration row each), not only added to the clock. */
  readonly registersLateEntrants: boolean;
  /** Once over, the console may start it again. */
  readonly restarts: boolean;
}

const MODES: Readonly<Record<LiveStoredState["kind"], ClockMode>> = {
  demo: { registeredField: false, drawsSeats: false, percentPool: true, capsWalkIns: true, registersLateEntrants: false, restarts: true },
  sponsor: { registeredField: true, drawsSeats: true, percentPool: false, capsWalkIns: false, registersLateEntrants: true, restarts: false },
};

export const clockMode = (state: Pick<LiveStoredState, "kind">): ClockMode => MODES[state.kind];

/** A registered event before its first start: the field follows the registrations and play waits. */
export const awaitingFirstStart = (state: Pick<LiveStoredState, "kind" | "startedAt">): boolean => clockMode(state).registeredField && state.startedAt === null;
