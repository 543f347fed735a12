// Calendar dates as YYYY-MM-DD text, for the tournament contract's schema and the rules alike: a file of their own keeps
// the contract and tournament-rules.ts from importing each other.

/** Calendar date YYYY-MM-DD of an instant shifted by `offsetMinutes` from UTC. */
export function calendarDate(now: Date, offsetMinutes = 0): string {
  return new Date(now.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/**
 * A date is in the past when it is before today everywhere on Earth (UTC-12), so a sponsor in any time
 * zone can schedule for their own today, and the browser and server agree.
 */
export function isDateInPast(date: string, now: Date = new Date()): boolean {
  return date < calendarDate(now, -12 * 60);
}

/** Today in the browser's own time zone, for the date input's minimum. */
export function localToday(now: Date = new Date()): string {
  return calendarDate(now, -now.getTimezoneOffset());
}
