// A series' rules without zod (decision 231), so the public series page's chunk carries no schema library: its
// dates, whether an event's date falls within them, and its schedule grouped by day.

/** The longest a series may run, first day and last day included: a festival of one or two weeks, with room. */
export const MAX_SERIES_DAYS = 60;

/** Series per page of the public list (GET /api/series?page=N). */
export const SERIES_PAGE_SIZE = 20;

/** Series one sponsor may create in any 24 hours. */
export const SERIES_PER_DAY = 10;

/** The messages a series' rules answer with, word for word the same in the form and in the API's 400s. */
export const SERIES_MESSAGES = {
  notFound: "Series not found",
  notYours: "You can only manage your own series",
  onlySponsors: "Only sponsors can create series",
  eventNotYourSeries: "You can only add tournaments to your own series",
  endBeforeStart: "End date cannot be before the start date",
  tooLong: `A series can run at most ${MAX_SERIES_DAYS} days`,
  endInPast: "End date cannot be in the past",
  dailyQuota: `You can create at most ${SERIES_PER_DAY} series a day. Try again tomorrow.`,
} as const;

const DAY_MS = 86_400_000;

/** Whether `value` is a real calendar date written YYYY-MM-DD ("2026-02-30" is not). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
const dayNumber = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;

/** How many calendar days a series runs, both ends included ("2026-12-01" to "2026-12-01" is 1). */
export function seriesDayCount(startDate: string, endDate: string): number {
  return dayNumber(endDate) - dayNumber(startDate) + 1;
}

/** What is wrong with a series' dates (valid YYYY-MM-DD dates), or null: the end not before the start, at most MAX_SERIES_DAYS. */
export function seriesDatesProblem(startDate: string, endDate: string): string | null {
  if (endDate < startDate) return SERIES_MESSAGES.endBeforeStart;
  if (seriesDayCount(startDate, endDate) > MAX_SERIES_DAYS) return SERIES_MESSAGES.tooLong;
  return null;
}

/** Whether an event dated `date` belongs within the series' dates (both ends included). */
export function isWithinSeries(date: string, s: { startDate: string; endDate: string }): boolean {
  return date >= s.startDate && date <= s.endDate;
}

/** The 400 for an event dated outside its series. */
export function outsideSeriesMessage(s: { name: string; startDate: string; endDate: string }): string {
  return `Tournament date must fall within the series "${s.name}" (${s.startDate} to ${s.endDate})`;
}

/** The 400 for series dates that would leave out events already in it. */
export function datesExcludeEventsMessage(count: number, first: { name: string; date: string }): string {
  const others = count > 1 ? ` and ${count - 1} more` : "";
  return `The series' dates must include every tournament in it: "${first.name}" (${first.date})${others} would fall outside. Move or remove those tournaments first.`;
}

/** One day of a series' schedule: its date and its events in the order given. */
export interface ScheduleDay<E> {
  date: string;
  events: E[];
}

/** A schedule grouped by day: one entry per date, in date order, each event in its day by time (then as given). */
export function groupByDay<E extends { date: string; time: string }>(events: readonly E[]): ScheduleDay<E>[] {
  const sorted = events
    .map((e, i) => ({ e, i }))
    .sort((a, b) => (a.e.date === b.e.date ? (a.e.time === b.e.time ? a.i - b.i : a.e.time < b.e.time ? -1 : 1) : a.e.date < b.e.date ? -1 : 1));
  const days: ScheduleDay<E>[] = [];
  for (const { e } of sorted) {
    const last = days[days.length - 1];
    if (last && last.date === e.date) last.events.push(e);
    else days.push({ date: e.date, events: [e] });
  }
  return days;
}
