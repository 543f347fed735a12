import { z } from "zod";
import { idField, MAX_ID } from "./ids";
import { toCents } from "../money";
import { isDateInPast } from "../calendar-dates";
import { guaranteedPrizePoolField, prizePercentagesField } from "./tournament-prizes";
import { chipSetProblem, formatCreateFields, formatResponseFields, formatUpdateFields, rebuyFormatProblems } from "./tournament-format";
import { tableCreateFields, tableResponseFields, tableUpdateFields } from "./tournament-tables";
import { dayCreateFields, dayResponseFields, dayUpdateFields } from "./tournament-days";
import { SATELLITE_MESSAGES, satelliteCreateFields, satelliteResponseFields, satelliteUpdateFields } from "./tournament-satellite";
import { flightCreateFields, flightProblems, flightResponseFields } from "./tournament-flights";
import { blindStructureText, PRIZE_STRUCTURE_REQUIRED, prizeTableSummary } from "./tournament-texts";
import { feeField, feeProblem } from "./tournament-fee";

export const TOURNAMENT_STATUSES = ["upcoming", "active", "completed", "cancelled"] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

export const REGISTRANT_ROLES = ["player", "investor"] as const;

export const MAX_BUY_IN_CENTS = 100_000_000; // $1,000,000
export const MAX_SEATS = 10_000;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

const requiredText = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Free text that may be left empty (a summary is filled in its place, decision 220). */
const optionalText = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

/** A whole number typed in a form (string) or sent by a client (number). */
const wholeNumber = (label: string, min: number, max: number, minMessage: string) =>
  z
    .union([z.number(), z.string()], { message: `${label} is required` })
    .transform((v, ctx) => {
      const text = typeof v === "number" ? String(v) : v.replace(/[,\s]/g, "");
      if (text === "") {
        ctx.addIssue({ code: "custom", message: `${label} is required` });
        return z.NEVER;
      }
      if (!/^\d+$/.test(text)) {
        ctx.addIssue({ code: "custom", message: `${label} must be a whole number` });
        return z.NEVER;
      }
      return Number(text);
    })
    .refine((n) => n >= min, minMessage)
    .refine((n) => n <= max, `${label} must be at most ${max.toLocaleString("en-US")}`);

const buyInField = z.union([z.string(), z.number()], { message: "Buy-in is required" }).transform((v, ctx) => {
  if (typeof v === "string" && v.trim() === "") {
    ctx.addIssue({ code: "custom", message: "Buy-in is required" });
    return z.NEVER;
  }
  const cents = toCents(v);
  if (cents === null) {
    ctx.addIssue({ code: "custom", message: "Buy-in must be a valid dollar amount" });
    return z.NEVER;
  }
  if (cents < 0) {
    ctx.addIssue({ code: "custom", message: "Buy-in cannot be negative" });
    return z.NEVER;
  }
  if (cents > MAX_BUY_IN_CENTS) {
    ctx.addIssue({ code: "custom", message: "Buy-in must be at most $1,000,000" });
    return z.NEVER;
  }
  return cents;
});

const dateField = z
  .string({ message: "Tournament date is required" })
  .trim()
  .min(1, "Tournament date is required")
  .refine(isCalendarDate, "Tournament date must be a valid date (YYYY-MM-DD)")
  .refine((d) => !isDateInPast(d), "Tournament date cannot be in the past");

const timeField = z
  .string({ message: "Start time is required" })
  .trim()
  .min(1, "Start time is required")
  .regex(TIME_PATTERN, "Start time must be a valid time (HH:MM)");

/**
 * The series an event belongs to (decision 231): a series id (number or digits), or null / "" for none. The series
 * must be the sponsor's own (403) and hold the event's date (400): the service checks both.
 */
const seriesIdField = z
  .union([z.null(), z.literal(""), idField("seriesId")], { message: "seriesId must be a series id or null" })
  .transform((v) => (v === "" ? null : v));

const tournamentFields = {
  name: requiredText("Tournament name", 120),
  description: z.string({ message: "Description must be text" }).trim().max(2000, "Description must be at most 2000 characters").default(""),
  date: dateField,
  time: timeField,
  location: requiredText("Location", 200),
  /** dollars as typed ("250" or "1,500.00"); parsed into integer cents */
  buyIn: buyInField,
  /** required with the standard table; with a table of the sponsor's own or a generated one, empty takes the table's summary */
  prizeStructure: optionalText("Prize structure", 1000),
  format: requiredText("Format", 120),
  /** the levels' summary when empty: the structure (or the default schedule) says it (decision 220) */
  blindStructure: optionalText("Blind structure", 1000),
  startingChips: wholeNumber("Starting chips", 100, 10_000_000, "Starting chips must be at least 100"),
  maxSeats: wholeNumber("Max seats", 2, MAX_SEATS, "Max seats must be at least 2"),
  /** dollars; empty or null: no guarantee. Parsed into integer cents or null */
  guaranteedPrizePool: guaranteedPrizePoolField,
  /** 1st place first; null or empty: the spec table scaled to the field. Parsed into basis points or null */
  prizePercentages: prizePercentagesField,
};

/** A payout table is the sponsor's percentages or one generated to fit the field (payoutPlan), never both. */
export const BOTH_TABLES_MESSAGE =
  "Send either prizePercentages or payoutPlan, not both: the payout table is your own percentages or one generated to fit the field";

/** POST /api/special-tournaments; the same schema validates the create form. */
export const createTournamentInput = z
  .object({
    ...tournamentFields,
    prizeStructure: tournamentFields.prizeStructure.default(""),
    blindStructure: tournamentFields.blindStructure.default(""),
    guaranteedPrizePool: tournamentFields.guaranteedPrizePool.default(null),
    prizePercentages: tournamentFields.prizePercentages.default(null),
    seriesId: seriesIdField.default(null),
    /** the fee per entry, kept apart from the prize pool (decision 237); null: no fee */
    fee: feeField.default(null),
    ...formatCreateFields,
    ...tableCreateFields,
    ...dayCreateFields,
    ...satelliteCreateFields,
    /** multi-flight events (decision 242) */
    ...flightCreateFields,
  })
  .superRefine((o, ctx) => {
    // a satellite pays seats by its own rule, never a payout table (decision 240)
    if (o.satellite && (o.prizePercentages || o.payoutPlan))
      ctx.addIssue({ code: "custom", path: [o.prizePercentages ? "prizePercentages" : "payoutPlan"], message: SATELLITE_MESSAGES.withTable });
    for (const p of flightProblems(o)) ctx.addIssue({ code: "custom", path: [p.path], message: p.message });
    // the chip set must make every level of the structure: a 400 naming the row
    const problem = chipSetProblem(o.structure, o.chipSet);
    if (problem) ctx.addIssue({ code: "custom", path: ["chipSet"], message: problem });
    for (const p of rebuyFormatProblems(o)) ctx.addIssue({ code: "custom", path: [p.path], message: p.message });
    if (o.prizePercentages && o.payoutPlan) ctx.addIssue({ code: "custom", path: ["payoutPlan"], message: BOTH_TABLES_MESSAGE });
    const fee = feeProblem(o.buyIn, o.fee);
    if (fee) ctx.addIssue({ code: "custom", path: ["fee"], message: fee });
    // the text is asked for only when no table says what the event pays (the standard table is written by the sponsor)
    if (o.prizeStructure === "" && !o.prizePercentages && !o.payoutPlan && !o.satellite)
      ctx.addIssue({ code: "custom", path: ["prizeStructure"], message: PRIZE_STRUCTURE_REQUIRED });
  })
  .transform((o) => ({
    ...o,
    // a satellite's empty text is its seats' summary, written by the server once it knows the target (decision 240)
    prizeStructure: o.prizeStructure || (prizeTableSummary(o.prizePercentages, o.payoutPlan) ?? ""),
    blindStructure: o.blindStructure || blindStructureText(o.structure),
  }));
export type CreateTournamentInput = z.input<typeof createTournamentInput>;
export type CreateTournamentData = z.output<typeof createTournamentInput>;

/** PATCH /api/special-tournaments/{id}: any subset of the fields, validated by the same rules. */
export const updateTournamentInput = z
  .object({
    name: tournamentFields.name.optional(),
    description: z.string({ message: "Description must be text" }).trim().max(2000, "Description must be at most 2000 characters").optional(),
    date: tournamentFields.date.optional(),
    time: tournamentFields.time.optional(),
    location: tournamentFields.location.optional(),
    buyIn: tournamentFields.buyIn.optional(),
    prizeStructure: tournamentFields.prizeStructure.optional(),
    format: tournamentFields.format.optional(),
    blindStructure: tournamentFields.blindStructure.optional(),
    startingChips: tournamentFields.startingChips.optional(),
    maxSeats: tournamentFields.maxSeats.optional(),
    /** null removes the guarantee */
    guaranteedPrizePool: tournamentFields.guaranteedPrizePool.optional(),
    /** null goes back to the standard table */
    prizePercentages: tournamentFields.prizePercentages.optional(),
    /** null takes the event out of its series */
    seriesId: seriesIdField.optional(),
    /** null (or empty, or 0) removes the fee */
    fee: feeField.optional(),
    ...formatUpdateFields,
    ...tableUpdateFields,
    ...dayUpdateFields,
    ...satelliteUpdateFields,
  })
  .refine((o) => Object.values(o).some((v) => v !== undefined), "Nothing to update")
  .superRefine((o, ctx) => {
    // both in one update; a table or a satellite sent alone is checked against the stored other by the service
    if (o.satellite && (o.prizePercentages || o.payoutPlan))
      ctx.addIssue({ code: "custom", path: [o.prizePercentages ? "prizePercentages" : "payoutPlan"], message: SATELLITE_MESSAGES.withTable });
    for (const p of rebuyFormatProblems(o)) ctx.addIssue({ code: "custom", path: [p.path], message: p.message });
    if (o.prizePercentages && o.payoutPlan) ctx.addIssue({ code: "custom", path: ["payoutPlan"], message: BOTH_TABLES_MESSAGE });
    // emptied text: kept only with a table in the same update that says what the event pays
    if (o.prizeStructure === "" && !o.prizePercentages && !o.payoutPlan)
      ctx.addIssue({ code: "custom", path: ["prizeStructure"], message: PRIZE_STRUCTURE_REQUIRED });
    // both sent: checked here; one alone is checked against the stored other by the service
    if (o.structure === undefined || o.chipSet === undefined) return;
    const problem = chipSetProblem(o.structure, o.chipSet);
    if (problem) ctx.addIssue({ code: "custom", path: ["chipSet"], message: problem });
  })
  .transform((o) => ({
    ...o,
    ...(o.prizeStructure === "" ? { prizeStructure: prizeTableSummary(o.prizePercentages, o.payoutPlan) ?? "" } : {}),
    // an emptied blind text: the structure's summary (the one sent, else the default schedule's)
    ...(o.blindStructure === "" ? { blindStructure: blindStructureText(o.structure) } : {}),
  }));
export type UpdateTournamentData = z.output<typeof updateTournamentInput>;

export const registerTournamentInput = z.object({
  tournamentId: z.coerce
    .number({ message: "tournamentId is required" })
    .int("tournamentId must be a whole number")
    .positive("tournamentId must be positive")
    .max(MAX_ID, "tournamentId is too large"),
  userRole: z.enum(REGISTRANT_ROLES, { message: "userRole must be player or investor" }),
});
export type RegisterTournamentInput = z.infer<typeof registerTournamentInput>;

export const tournamentIdParams = z.object({
  id: idField("Tournament id"),
});

/** One registration as a public list shows it: a display name only, never an e-mail or username. */
export const tournamentRegistrationResponse = z.object({
  /** present only on the caller's own registration */
  userId: z.number().optional(),
  status: z.string(),
  playerName: z.string(),
  registeredAt: z.string(),
  /** present only for the sponsor who hosts the tournament */
  userRole: z.enum(REGISTRANT_ROLES).optional(),
});
export type TournamentRegistration = z.infer<typeof tournamentRegistrationResponse>;

/**
 * A player on the event's alternate list (decision 236), named as a registration is. Numbers are given in the order
 * players join once every seat is taken and never change while they wait; a seat that comes free goes to the lowest.
 */
export const tournamentAlternateResponse = tournamentRegistrationResponse.extend({
  alternate: z.number().int().positive().describe("the alternate's number: a seat that comes free goes to the lowest number waiting"),
});
export type TournamentAlternate = z.infer<typeof tournamentAlternateResponse>;

/** A special tournament as the API returns it (tournaments §3). */
export const tournamentResponse = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  status: z.enum(TOURNAMENT_STATUSES),
  date: z.string(),
  time: z.string(),
  location: z.string(),
  buyIn: z.string(),
  prizeStructure: z.string(),
  format: z.string(),
  blindStructure: z.string(),
  startingChips: z.number(),
  maxSeats: z.number(),
  /** the sponsor's guarantee as a decimal string, or null */
  guaranteedPrizePool: z.string().nullable(),
  /** the sponsor's own payout percentages, 1st first (e.g. [50, 30, 20]), or null for the standard table */
  prizePercentages: z.array(z.number()).nullable(),
  /** the fee per entry as a decimal string ("20.00"), kept apart from the prize pool (decision 237), or null: no fee */
  fee: z.string().nullable().optional(),
  /** how the event runs (decision 160): structure, chip set, rebuys, add-on, bounty, payout plan */
  ...formatResponseFields,
  /** the event's tables (decision 164) */
  ...tableResponseFields,
  /** a multi-day event's days (decision 170) */
  ...dayResponseFields,
  /** a satellite's seats (decision 240) */
  ...satelliteResponseFields,
  /** a multi-flight event's flights, or the event a flight feeds (decision 242) */
  ...flightResponseFields,
  /**
   * player registrations: the entrants who take a seat and share the pool (investors RSVP without a seat); once
   * the clock has started, the clock's field (late entries included)
   */
  entrants: z.number(),
  /**
   * the prize pool the clock pays, as a decimal string: before the start the clock's rule on the registered field,
   * max(entrants x (buy-in - bounty), guarantee); once the clock has started what it pays (late entries, rebuys and
   * add-ons included). Bounties are never in it: see bountyPool
   */
  prizePool: z
    .string()
    .describe("the prize pool the clock pays, bounties apart: before the start max(entrants x (buy-in - bounty), guarantee), after it the clock's own pool"),
  /** PKO: the bounty money on the entrants' heads (entries x bounty), as a decimal string apart from the prize pool; null without bounties */
  bountyPool: z
    .string()
    .nullable()
    .describe("bounties: the money the entries put on heads (PKO), apart from the prize pool; null when the event has no bounty"),
  registeredPlayers: z.number(),
  sponsorName: z.string().nullable(),
  /** the series the event belongs to (decision 231), or null; the server always sends it (optional for older callers' shapes) */
  series: z.object({ id: z.number(), name: z.string() }).nullable().optional(),
  registrations: z.array(tournamentRegistrationResponse),
  /** whether the signed-in caller holds a seat (false for visitors) */
  isRegistered: z.boolean(),
  /**
   * the alternate list (decision 236): players who registered once every seat was taken, lowest number first; a seat
   * that comes free (an unregistration before the start, a no-show released up to the end of late registration) goes
   * to the first. Never counted in registeredPlayers, entrants or the pool
   */
  alternates: z.array(tournamentAlternateResponse),
  /** the signed-in caller's alternate number while they wait for a seat; null when they hold one, RSVP'd or are not registered */
  alternate: z.number().int().positive().nullable(),
  createdAt: z.string(),
});
export type Tournament = z.infer<typeof tournamentResponse>;

export const tournamentListResponse = z.array(tournamentResponse);

export const registrationResultResponse = z.object({
  message: z.string(),
  tournament: tournamentResponse,
});

/** What registering came to (decision 236): a seat (or an investor's RSVP), or a number on the alternate list when every seat is taken. */
export const REGISTRATION_OUTCOMES = ["registered", "alternate"] as const;
export type RegistrationOutcome = (typeof REGISTRATION_OUTCOMES)[number];

/** POST /api/special-tournaments/register: a seat, or `{status: "alternate", alternate: n}` when the event is full. */
export const registerResultResponse = registrationResultResponse.extend({
  status: z.enum(REGISTRATION_OUTCOMES),
  /** the caller's alternate number when status is "alternate"; else null */
  alternate: z.number().int().positive().nullable(),
});
export type RegisterResult = z.infer<typeof registerResultResponse>;
