import { z } from "zod";
import { FLIGHT_RULES } from "../live/prizes/flights";
import { isDateInPast } from "../calendar-dates";

/**
 * Multi-flight events (decision 242): POST /api/special-tournaments takes `flights` (2-8 Day 1 flights, each a name,
 * a date and an optional start time) and `flightRule` (the re-entry rule across them). Each flight is stored as an
 * event row of its own (special_tournaments.flight_of = the parent); the parent is the event people see and its own
 * clock is Day 2. The dates are checked against the parent's (Day 2) date in the create schema's superRefine.
 */
export const MIN_FLIGHTS = 2;
export const MAX_FLIGHTS_PER_EVENT = 8;
export const MAX_FLIGHT_NAME = 40;

export const FLIGHT_MESSAGES = {
  count: `Flights must be a list of ${MIN_FLIGHTS} to ${MAX_FLIGHTS_PER_EVENT} Day 1 flights (leave it empty for a single-start event)`,
  name: `Each flight's name must be 1 to ${MAX_FLIGHT_NAME} characters`,
  namesDiffer: "Each flight must have its own name",
  date: "Each flight's date must be a valid date (YYYY-MM-DD)",
  pastDate: "A flight's date cannot be in the past",
  time: "A flight's start time must be a valid time (HH:MM)",
  afterDay2: (flight: string) => `${flight} must be played on or before the event's date (its Day 2)`,
  ruleRequired: "Choose the re-entry rule across flights: best-stack or first-stack",
  ruleWithoutFlights: "A re-entry rule across flights needs flights",
  rule: "The re-entry rule across flights must be best-stack or first-stack",
  bounty: "A multi-flight event has no bounties: its flights feed one prize pool",
  flightDays: "A multi-flight event's days are its flights and Day 2: leave days empty",
} as const;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const isCalendarDate = (value: string) => {
  if (!DATE_PATTERN.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
};

const flightInput = z.object(
  {
    name: z.string({ message: FLIGHT_MESSAGES.name }).trim().min(1, FLIGHT_MESSAGES.name).max(MAX_FLIGHT_NAME, FLIGHT_MESSAGES.name),
    date: z
      .string({ message: FLIGHT_MESSAGES.date })
      .trim()
      .refine(isCalendarDate, FLIGHT_MESSAGES.date)
      .refine((d) => !isDateInPast(d), FLIGHT_MESSAGES.pastDate),
    /** empty or absent: the event's start time */
    time: z
      .union([z.string({ message: FLIGHT_MESSAGES.time }), z.null()], { message: FLIGHT_MESSAGES.time })
      .optional()
      .transform((t) => (t == null || t.trim() === "" ? null : t.trim()))
      .refine((t) => t === null || TIME_PATTERN.test(t), FLIGHT_MESSAGES.time),
  },
  { message: FLIGHT_MESSAGES.name },
);

export type FlightInput = z.output<typeof flightInput>;

/** The flights, in the order given (1A, 1B, ...); null or an empty list: not a multi-flight event. */
export const flightsField = z
  .union([z.array(flightInput, { message: FLIGHT_MESSAGES.count }), z.null()], { message: FLIGHT_MESSAGES.count })
  .transform((list, ctx): FlightInput[] | null => {
    if (list === null || list.length === 0) return null;
    if (list.length < MIN_FLIGHTS || list.length > MAX_FLIGHTS_PER_EVENT) {
      ctx.addIssue({ code: "custom", message: FLIGHT_MESSAGES.count });
      return z.NEVER;
    }
    if (new Set(list.map((f) => f.name.toLowerCase())).size !== list.length) {
      ctx.addIssue({ code: "custom", message: FLIGHT_MESSAGES.namesDiffer });
      return z.NEVER;
    }
    return list;
  });

export const flightRuleField = z.union([z.enum(FLIGHT_RULES, { message: FLIGHT_MESSAGES.rule }), z.null()], { message: FLIGHT_MESSAGES.rule });

export const flightCreateFields = { flights: flightsField.default(null), flightRule: flightRuleField.default(null) };

/** The problems of a create body's flights against the rest of it, each with the field it belongs to. */
export function flightProblems(o: {
  date: string;
  flights: FlightInput[] | null;
  flightRule: string | null;
  bounty?: number | null;
  days?: string[] | null;
}): { path: string; message: string }[] {
  if (o.flights === null) return o.flightRule === null ? [] : [{ path: "flightRule", message: FLIGHT_MESSAGES.ruleWithoutFlights }];
  const out: { path: string; message: string }[] = [];
  if (o.flightRule === null) out.push({ path: "flightRule", message: FLIGHT_MESSAGES.ruleRequired });
  const late = o.flights.find((f) => f.date > o.date);
  if (late) out.push({ path: "flights", message: FLIGHT_MESSAGES.afterDay2(late.name) });
  if ((o.bounty ?? 0) > 0) out.push({ path: "bounty", message: FLIGHT_MESSAGES.bounty });
  if (o.days) out.push({ path: "days", message: FLIGHT_MESSAGES.flightDays });
  return out;
}

/** A flight as its event lists it. */
export const flightSummary = z.object({
  id: z.number(),
  name: z.string(),
  date: z.string(),
  time: z.string(),
  status: z.string(),
  /** its entries: registered players before its clock starts, the clock's field after */
  entries: z.number(),
});
export type FlightSummary = z.infer<typeof flightSummary>;

export const flightResponseFields = {
  /** a multi-flight event's Day 1 flights in order (decision 242); null: not a multi-flight event */
  flights: z.array(flightSummary).nullable().optional(),
  /** the re-entry rule across its flights; null: not a multi-flight event */
  flightRule: z.enum(FLIGHT_RULES).nullable().optional(),
  /** a flight: the event it feeds and the flight's own name; null: not a flight */
  flightOf: z.object({ id: z.number(), name: z.string(), flightName: z.string() }).nullable().optional(),
};
