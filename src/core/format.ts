import { groupThousands, mulDivRoundHalfUp, toCents } from "./money";
// Dates are written out by hand, not with Intl.DateTimeFormat: the first DateTimeFormat a page creates costs
// 20-40 ms of main thread while ICU loads its date patterns (about 100 ms on a throttled phone, measured on the
// staking and browse pages; decision 110). The output is en-US, as Intl gave it (tests/unit/format-dates.test.ts).
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

function toDate(value: string | Date): Date | null {
  const d = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Short month, day, year ("Mar 15, 2026"); "TBD" when missing. Dates are calendar dates, shown in UTC. */
export function formatDate(value: string | Date | null | undefined, missing = "TBD"): string {
  if (!value) return missing;
  const d = toDate(value);
  return d ? `${MONTHS[d.getUTCMonth()].slice(0, 3)} ${d.getUTCDate()}, ${d.getUTCFullYear()}` : missing;
}

/** Weekday, month, day, year ("Sunday, March 15, 2026"), in UTC as formatDate. */
export function formatLongDate(value: string | Date | null | undefined, missing = "TBD"): string {
  if (!value) return missing;
  const d = toDate(value);
  return d ? `${WEEKDAYS[d.getUTCDay()]}, ${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}` : missing;
}

/**
 * Activity ages: Just now, Nh ago, Nd ago (the spec's three), and Nm ago within the first hour: "Just now" on
 * 30-minute-old activity misled (decision 214), so it stays for the first minute only.
 */
export function formatAge(createdAt: string | Date, now: Date = new Date()): string {
  const d = toDate(createdAt);
  if (!d) return "";
  const ms = now.getTime() - d.getTime();
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return "Just now";
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(ms / 3_600_000);
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}

/**
 * Funding progress as a whole percent, half up, capped at 100. In cents, not floats: 57 / 200 * 100 is
 * 28.499999... in floating point, which rounded a campaign exactly 28.5% funded down to 28.
 */
export function progressPercent(current: string | number, target: string | number): number {
  const c = toCents(current);
  const t = toCents(target);
  if (c === null || t === null || !(t > 0) || !(c > 0)) return 0;
  return Math.min(100, mulDivRoundHalfUp(c, 100, t));
}

/** A count with thousands separators, "1,234" (Intl's en-US text, without loading ICU for it). */
export function formatInteger(value: number): string {
  if (!Number.isSafeInteger(value)) return new Intl.NumberFormat("en-US").format(value);
  return value < 0 ? `-${groupThousands(-value)}` : groupThousands(value);
}

/**
 * An event's day and time as people write them in a mail or next to a date field: "Friday, 27 November 2026, 7:00 PM".
 * `date` is the calendar date YYYY-MM-DD (or an ISO date, read in UTC); `time` the local time HH:MM as the host typed
 * it, left out when missing. The one formatter for dates in mails and notifications; the input itself when it is
 * not a date.
 */
export function formatEventDateTime(date: string, time?: string | null): string {
  const d = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : toDate(date);
  if (!d) return date;
  const day = `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
  const m = time ? /^(\d{1,2}):(\d{2})/.exec(time) : null;
  if (!m) return day;
  const hours = Number(m[1]);
  if (hours > 23 || Number(m[2]) > 59) return day;
  return `${day}, ${hours % 12 === 0 ? 12 : hours % 12}:${m[2]} ${hours < 12 ? "AM" : "PM"}`;
}
