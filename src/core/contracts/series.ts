import { z } from "zod";
import { isDateInPast } from "../calendar-dates";
import { isCalendarDate, SERIES_MESSAGES, seriesDatesProblem } from "../series-rules";
import { idField } from "./ids";
import { TOURNAMENT_STATUSES } from "./tournaments";

// A series (decision 231): a sponsor's events grouped under one name and venue over some days.

const requiredText = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const dateField = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine(isCalendarDate, `${label} must be a valid date (YYYY-MM-DD)`);

const seriesFields = {
  name: requiredText("Series name", 120),
  venue: requiredText("Venue", 160),
  startDate: dateField("Start date"),
  /** a series that has already ended cannot be created or moved into the past */
  endDate: dateField("End date").refine((d) => !isDateInPast(d), SERIES_MESSAGES.endInPast),
};

/** POST /api/series; the same schema validates the Create Series form. */
export const createSeriesInput = z.object(seriesFields).superRefine((o, ctx) => {
  const problem = seriesDatesProblem(o.startDate, o.endDate);
  if (problem) ctx.addIssue({ code: "custom", path: ["endDate"], message: problem });
});
export type CreateSeriesInput = z.input<typeof createSeriesInput>;
export type CreateSeriesData = z.output<typeof createSeriesInput>;

/** PATCH /api/series/{id}: any subset; one date alone is checked against the stored other by the service. */
export const updateSeriesInput = z
  .object({
    name: seriesFields.name.optional(),
    venue: seriesFields.venue.optional(),
    startDate: seriesFields.startDate.optional(),
    endDate: seriesFields.endDate.optional(),
  })
  .refine((o) => Object.values(o).some((v) => v !== undefined), "Nothing to update")
  .superRefine((o, ctx) => {
    if (o.startDate === undefined || o.endDate === undefined) return;
    const problem = seriesDatesProblem(o.startDate, o.endDate);
    if (problem) ctx.addIssue({ code: "custom", path: ["endDate"], message: problem });
  });
export type UpdateSeriesData = z.output<typeof updateSeriesInput>;

export const seriesIdParams = z.object({ id: idField("Series id") });

/** GET /api/series?page=N: 1-based pages of SERIES_PAGE_SIZE. */
export const seriesListQuery = z.object({
  page: z.coerce
    .number({ message: "page must be a whole number from 1" })
    .int("page must be a whole number from 1")
    .min(1, "page must be a whole number from 1")
    .max(100_000, "page must be at most 100000")
    .default(1)
    .describe("1-based page: current and upcoming series first (the soonest first), then past ones (the most recent first)"),
});

/** A series as lists show it. */
export const seriesSummaryResponse = z.object({
  id: z.number(),
  name: z.string(),
  venue: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  sponsor: z.object({ name: z.string() }),
  /** its events that are not cancelled */
  eventCount: z.number(),
  createdAt: z.string(),
});
export type SeriesSummary = z.infer<typeof seriesSummaryResponse>;

export const seriesPageResponse = z.object({
  series: z.array(seriesSummaryResponse),
  /** whether another page follows (?page=N+1) */
  hasMore: z.boolean(),
});
export type SeriesPage = z.infer<typeof seriesPageResponse>;

/** One event of a series' schedule: what the schedule row shows. Money as decimal strings. */
export const seriesEventResponse = z.object({
  id: z.number(),
  name: z.string(),
  date: z.string(),
  time: z.string(),
  status: z.enum(TOURNAMENT_STATUSES),
  location: z.string(),
  format: z.string(),
  buyIn: z.string(),
  guaranteedPrizePool: z.string().nullable(),
  /** the players in its field (the clock's once it has started, late entries included) */
  entrants: z.number(),
  maxSeats: z.number(),
  /** the pool the clock pays, as the event's own page says it: max(entrants x (buy-in - bounty), guarantee), then the clock's */
  prizePool: z.string(),
  bountyPool: z.string().nullable(),
});
export type SeriesEvent = z.infer<typeof seriesEventResponse>;

/** GET /api/series/{id}: the series with its schedule, ordered by date and time (cancelled events left out). */
export const seriesResponse = seriesSummaryResponse.extend({
  events: z.array(seriesEventResponse),
});
export type Series = z.infer<typeof seriesResponse>;

export const seriesListResponse = z.array(seriesSummaryResponse);
