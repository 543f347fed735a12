import { z } from "zod";
import { isTournamentDateAllowed, TOURNAMENT_DATE_PAST_MESSAGE } from "../campaign-rules";
import { centsToDecimal, formatMoney, toCents } from "../money";
export { packageShareText, packageSummaryText } from "../package-texts";
import { MAX_PACKAGE_BUY_IN_CENTS, MAX_PACKAGE_EVENTS, MIN_PACKAGE_EVENTS } from "../package-stakes";
import { createCampaignInput, parseTournamentDate, type CreateCampaign } from "./campaigns";
import { idField } from "./ids";

/**
 * Packages (decision 241): one campaign sold over 2-30 events. The body is a typed campaign's, with `events` in place
 * of the tournament's date and buy-in: the campaign's buy-in is their sum and its date the first event's, and then
 * every rule of a campaign (markup, cap, target, minimum stake, sale window) is checked on that whole by
 * createCampaignInput itself, so a package can never pass a rule a campaign fails.
 */
export const PACKAGE_MESSAGES = {
  eventCount: `A package has ${MIN_PACKAGE_EVENTS} to ${MAX_PACKAGE_EVENTS} events`,
  nameRequired: (n: number) => `Event ${n}: Event name is required`,
  nameTooLong: (n: number) => `Event ${n}: Event name must be at most 200 characters`,
  dateRequired: (n: number) => `Event ${n}: Tournament date is required`,
  dateInvalid: (n: number) => `Event ${n}: Tournament date must be a valid date`,
  datePast: (n: number) => `Event ${n}: ${TOURNAMENT_DATE_PAST_MESSAGE}`,
  buyInRequired: (n: number) => `Event ${n}: Buy-in amount is required`,
  buyInInvalid: (n: number) => `Event ${n}: Buy-in amount must be an amount in dollars and cents greater than $0`,
  buyInTotal: `A package's buy-ins cannot exceed ${formatMoney(MAX_PACKAGE_BUY_IN_CENTS / 100)} in all`,
  notPackage: "This campaign is not a package",
  eventNotFound: "Event not found",
  alreadyEntered: "This event's result has already been entered",
  notYet: "You can enter this event's result once its day has come",
  cashRequired: "Please enter what you won in this event ($0 if you did not cash)",
  cashInvalid: "Winnings must be an amount in dollars and cents, $0 or more",
  closedCampaign: "This package is no longer open for results: it has been completed or cancelled",
  saleOpen: "The sale window is still open: you can enter results once it has closed",
  linkedEvent: "This event is settled by its tournament's clock: its result cannot be entered by hand",
  onlyPlayer: "Only the campaign's player can enter its results",
  linkedNotFound: (n: number) => `Event ${n}: Sponsored event not found`,
  linkedNotUpcoming: (n: number) => `Event ${n}: This sponsored event has started, ended or been cancelled`,
  linkedNotRegistered: (n: number) => `Event ${n}: You are not registered in this sponsored event`,
  linkedHost: (n: number) => `Event ${n}: You host this sponsored event, so you cannot play in it`,
  linkedTwice: (n: number) => `Event ${n}: This sponsored event is already in the package`,
  linkedInvalid: (n: number) => `Event ${n}: Sponsored event id must be a positive whole number`,
  /** the 100% rule per event (src/core/event-share.ts): the package's % is its % of each of its events */
  linkedOver: (n: number) =>
    `Event ${n}: With what you already sold or swapped of this sponsored event, this package would sell more than 100% of your winnings in it`,
  /** a flight never settles (decision 242): its result is its event's Day 2 */
  linkedFlight: (n: number) => `Event ${n}: This is a flight of a multi-flight event, which settles on its Day 2: a package cannot include a flight`,
} as const;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

export interface PackageEventInput {
  /** a sponsored event (decision 241 addendum): its name, date and buy-in are the event's, filled in by the server */
  specialTournamentId?: number;
  name: string;
  /** ISO */
  date: string;
  /** decimal string */
  buyIn: string;
}

/** One event row, numbered from 1 in the messages as the form numbers them. */
function parseEvent(raw: unknown, n: number, issue: (message: string, field: string) => void): PackageEventInput | null {
  const e = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  // a linked sponsored event: its name, date and buy-in come from the event (the server reads and checks it)
  if (!blank(e.specialTournamentId)) {
    const id = e.specialTournamentId;
    if (typeof id !== "number" || !Number.isSafeInteger(id) || id <= 0) {
      issue(PACKAGE_MESSAGES.linkedInvalid(n), "specialTournamentId");
      return null;
    }
    return { specialTournamentId: id, name: "", date: "", buyIn: "0.00" };
  }
  let ok = true;
  const fail = (message: string, field: string) => {
    issue(message, field);
    ok = false;
  };
  const name = typeof e.name === "string" ? e.name.trim() : "";
  if (name === "") fail(PACKAGE_MESSAGES.nameRequired(n), "name");
  else if (name.length > 200) fail(PACKAGE_MESSAGES.nameTooLong(n), "name");
  let date: Date | null = null;
  if (blank(e.date)) fail(PACKAGE_MESSAGES.dateRequired(n), "date");
  else {
    date = typeof e.date === "string" ? parseTournamentDate(e.date) : null;
    if (!date) fail(PACKAGE_MESSAGES.dateInvalid(n), "date");
    else if (!isTournamentDateAllowed(date)) fail(PACKAGE_MESSAGES.datePast(n), "date");
  }
  let buyInCents: number | null = null;
  if (blank(e.buyIn)) fail(PACKAGE_MESSAGES.buyInRequired(n), "buyIn");
  else {
    buyInCents = typeof e.buyIn === "string" || typeof e.buyIn === "number" ? toCents(e.buyIn) : null;
    if (buyInCents === null || buyInCents <= 0 || (typeof e.buyIn === "string" && /\.\d{3,}\s*$/.test(e.buyIn)))
      fail(PACKAGE_MESSAGES.buyInInvalid(n), "buyIn");
  }
  return ok && date && buyInCents !== null ? { name, date: date.toISOString(), buyIn: centsToDecimal(buyInCents) } : null;
}

export interface PackageEventIssue {
  /** ["events"] for the list, ["events", index, field] for one row's field */
  path: Array<string | number>;
  message: string;
}

/**
 * The events of a package body, each row's every refusal named with its number, or the list's own (2-30 events, the
 * buy-ins' total): the server's check and the create form's, which shows each message beside its row.
 */
export function checkPackageEvents(raw: unknown): { events: PackageEventInput[]; totalCents: number; issues: PackageEventIssue[] } {
  // a sponsored event named twice is one event: refused on its second row
  const seen = new Set<number>();
  const issues: PackageEventIssue[] = [];
  if (!Array.isArray(raw) || raw.length < MIN_PACKAGE_EVENTS || raw.length > MAX_PACKAGE_EVENTS) {
    return { events: [], totalCents: 0, issues: [{ path: ["events"], message: PACKAGE_MESSAGES.eventCount }] };
  }
  const events: PackageEventInput[] = [];
  raw.forEach((e, i) => {
    const parsed = parseEvent(e, i + 1, (message, field) => issues.push({ path: ["events", i, field], message }));
    if (parsed?.specialTournamentId !== undefined) {
      if (seen.has(parsed.specialTournamentId)) issues.push({ path: ["events", i, "specialTournamentId"], message: PACKAGE_MESSAGES.linkedTwice(i + 1) });
      seen.add(parsed.specialTournamentId);
    }
    if (parsed) events.push(parsed);
  });
  const totalCents = events.reduce((s, e) => s + toCents(e.buyIn)!, 0);
  if (issues.length === 0 && totalCents > MAX_PACKAGE_BUY_IN_CENTS) issues.push({ path: ["events"], message: PACKAGE_MESSAGES.buyInTotal });
  return { events, totalCents, issues };
}

/**
 * The campaign of a package body once every event's buy-in and date are known: createCampaignInput on the summed body
 * (the first issue, or the campaign). The server calls it again after reading linked sponsored events' terms.
 */
export function packageCampaignOf(
  terms: Record<string, unknown>,
  events: readonly PackageEventInput[],
): { campaign: CreateCampaign; issues: [] } | { campaign: null; issues: PackageEventIssue[] } {
  const totalCents = events.reduce((s, e) => s + toCents(e.buyIn)!, 0);
  if (totalCents > MAX_PACKAGE_BUY_IN_CENTS) return { campaign: null, issues: [{ path: ["events"], message: PACKAGE_MESSAGES.buyInTotal }] };
  const first = events.map((e) => e.date).sort()[0];
  const r = createCampaignInput.safeParse({ ...terms, buyIn: centsToDecimal(totalCents), tournamentDate: first });
  if (!r.success) return { campaign: null, issues: r.error.issues.map((i) => ({ path: [...i.path] as Array<string | number>, message: i.message })) };
  return { campaign: r.data, issues: [] };
}

/**
 * POST /api/campaigns/packages, and the create form's package mode. With a linked sponsored event among the rows, the
 * campaign is null here: the server reads the events' terms and calls packageCampaignOf itself.
 */
export const createPackageInput = z
  .unknown()
  .transform((v, ctx): { campaign: CreateCampaign | null; terms: Record<string, unknown>; events: PackageEventInput[] } => {
    const body = (typeof v === "object" && v !== null && !Array.isArray(v) ? v : {}) as Record<string, unknown>;
    const { events, issues } = checkPackageEvents(body.events);
    if (issues.length > 0) {
      for (const i of issues) ctx.addIssue({ code: "custom", path: i.path, message: i.message });
      return z.NEVER;
    }
    const { events: _events, ...terms } = body;
    if (events.some((e) => e.specialTournamentId !== undefined)) return { campaign: null, terms, events };
    const r = packageCampaignOf(terms, events);
    if (r.campaign === null) {
      for (const i of r.issues) ctx.addIssue({ code: "custom", path: i.path, message: i.message });
      return z.NEVER;
    }
    return { campaign: r.campaign, terms, events };
  });
export type CreatePackageInput = z.input<typeof createPackageInput>;

/** An event's result, entered by its player: what it cashed (0 when it did not), or skipped before it was played. */
export const packageResultBody = z.discriminatedUnion(
  "outcome",
  [
    z.object({
      outcome: z.literal("played"),
      cash: z.unknown().transform((v, ctx): string => {
        if (blank(v)) {
          ctx.addIssue({ code: "custom", message: PACKAGE_MESSAGES.cashRequired });
          return z.NEVER;
        }
        const c = typeof v === "string" || typeof v === "number" ? toCents(v) : null;
        if (c === null || c < 0 || (typeof v === "string" && /\.\d{3,}\s*$/.test(v))) {
          ctx.addIssue({ code: "custom", message: PACKAGE_MESSAGES.cashInvalid });
          return z.NEVER;
        }
        return centsToDecimal(c);
      }),
    }),
    z.object({ outcome: z.literal("skipped") }),
  ],
  { error: () => ({ message: "Outcome must be played or skipped" }) },
);
export type PackageResultBody = z.input<typeof packageResultBody>;

export const packageEventParams = z.object({ id: idField("Campaign id"), eventId: idField("Event id") });

export const PACKAGE_EVENT_STATUSES = ["upcoming", "played", "skipped"] as const;

export const packageEventResponse = z.object({
  id: z.number().int(),
  position: z.number().int(),
  name: z.string(),
  /** ISO */
  date: z.string(),
  buyIn: z.string(),
  status: z.enum(PACKAGE_EVENT_STATUSES),
  /** what it cashed; null until played */
  cash: z.string().nullable(),
  /** a sponsored event whose clock settles it; null when its player enters the result */
  specialTournamentId: z.number().int().nullable(),
});
export type PackageEventView = z.infer<typeof packageEventResponse>;

/** GET /api/campaigns/:id/package: null for a campaign that is not a package. */
export const packageResponse = z
  .object({
    campaignId: z.number().int(),
    events: z.array(packageEventResponse),
    /** the package's buy-in, the sum of its events' */
    buyIn: z.string(),
    /** "5 events, $5,000 in buy-ins" */
    summary: z.string(),
    /** what the played events cashed so far, in all */
    totalWinnings: z.string(),
    /** the viewer's stakes' refunds for skipped events, in all ("0.00" when none or not a backer) */
    myRefunds: z.string(),
  })
  .nullable();
export type PackageView = NonNullable<z.infer<typeof packageResponse>>;

/** What entering one event's result answers: the package as it now stands, and whether that completed it. */
export const packageResultResponse = z.object({
  package: packageResponse.unwrap(),
  completed: z.boolean(),
  /** refunds owed by this skip (one per stake), 0 for a played event */
  refunds: z.number().int(),
  refundedTotal: z.string(),
});
export type PackageResult = z.infer<typeof packageResultResponse>;
