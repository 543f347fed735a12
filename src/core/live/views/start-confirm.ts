import type { LiveStoredState } from "../schema/contracts";
import { awaitingFirstStart } from "../schema/clock-mode";

/**
 * The console's first Start of a sponsor's event asks first (decision 218): it draws the seats, fixes the field
 * to the registrations, opens late entries, marks the event live and closes staking on it, which no Pause undoes. When the
 * event is dated another day than today it says so plainly. The demo, and any later start, need no confirmation.
 */

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Mon 30 Nov" for 2026-11-30 (with the year when it is not `today`'s year); null for anything but YYYY-MM-DD. */
export function shortEventDate(date: string, today: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const at = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (Number.isNaN(at.getTime())) return null;
  const text = `${WEEKDAYS[at.getUTCDay()]} ${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]}`;
  return today.slice(0, 4) === m[1] ? text : `${text} ${m[1]}`;
}

export interface StartConfirmation {
  title: string;
  description: string;
}

/**
 * What the console asks before Start, or null when Start needs no confirmation (the demo, an event already started
 * once, a finished one). `eventDate` is the event's date (YYYY-MM-DD; null while unknown), `today` the console's
 * own calendar date.
 */
export function startConfirmation(
  state: Pick<LiveStoredState, "kind" | "startedAt" | "finishedAt">,
  eventDate: string | null,
  today: string,
): StartConfirmation | null {
  if (!awaitingFirstStart(state) || state.finishedAt !== null) return null;
  const dated = eventDate !== null && eventDate !== today ? shortEventDate(eventDate, today) : null;
  return {
    title: "Start the tournament?",
    description: dated
      ? `This tournament is dated ${dated}. Start it now?`
      : "Level 1 begins, the seats are drawn, the event shows as Live and staking on it closes. The field is the players registered now.",
  };
}
