import { settleClock } from "../clock/clock";
import {
  breakUnavailable,
  chipsUnavailable,
  dealUnavailable,
  eliminationUnavailable,
  lateRegistrationClosed,
  rebuysClosed,
  seatReleaseUnavailable,
  type WhyNot,
} from "../field/availability";
import type { LiveStoredState } from "../schema/contracts";

/** The console's actions that can be unavailable, each with why not (null: available). */
export interface ConsoleActions {
  eliminate: WhyNot;
  chips: WhyNot;
  lateRegistration: WhyNot;
  /** the Rebuy / Add-on dialog; null for an event without rebuys, whose console has no such button */
  rebuys: WhyNot;
  scheduleBreak: WhyNot;
  /** Propose Deal, or Deal Acceptances while one is proposed */
  deal: WhyNot;
  /** Release Seat (decision 236): a sponsor's event only, while late registration is open */
  releaseSeat: WhyNot;
}

/**
 * Which of the console's actions can be taken at `now` (the server's time), and why not: the same functions the
 * reducer refuses with (field/availability.ts), on the clock brought up to `now` as the reducer
 * brings it, so a button is grey exactly when its action would be refused.
 */
export function consoleActions(state: LiveStoredState, now: number): ConsoleActions {
  const s = settleClock(state, now);
  return {
    eliminate: eliminationUnavailable(s),
    chips: chipsUnavailable(s),
    lateRegistration: lateRegistrationClosed(s),
    rebuys: s.rebuys ? rebuysClosed(s) : null,
    scheduleBreak: breakUnavailable(s),
    deal: s.deal?.status === "proposed" ? null : dealUnavailable(s),
    releaseSeat: seatReleaseUnavailable(s),
  };
}
