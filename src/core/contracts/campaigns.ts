import { z } from "zod";
import { idField } from "./ids";
import { CAMPAIGN_PAGE_SIZE, CAMPAIGN_SORTS } from "./campaign-paging";
import {
  BULLETS_MESSAGE,
  BULLETS_NEED_REBUYS,
  campaignMoneyViolations,
  DEFAULT_OFFERED_PERCENTAGE,
  isBulletsValid,
  isMaxPerInvestorValid,
  isTournamentDateAllowed,
  MAX_PER_INVESTOR_MESSAGE,
  TOURNAMENT_DATE_PAST_MESSAGE,
} from "../campaign-rules";
import { formatMarkup, markupHundredthsOf, MARKUP_MESSAGE, NO_MARKUP, parseMarkup } from "../markup";
import { centsToDecimal, toCents } from "../money";
import { isMinFillValid, SALE_WINDOW_MESSAGES, saleWindowViolations } from "../sale-window";
import { playerRoiResponse } from "./player-roi";

export { HAS_MORE_HEADER, type CampaignListParams, type CampaignSort } from "./campaign-paging";

export const CAMPAIGN_STATUSES = ["active", "funded", "completed", "cancelled"] as const;

/** A campaign as the API returns it (marketplace §3): money as decimal strings, dates as ISO strings. */
export const campaignResponse = z.object({
  id: z.number(),
  playerId: z.number(),
  playerName: z.string(),
  tournament: z.string(),
  tournamentDate: z.string().nullable(),
  buyIn: z.string(),
  minStake: z.string(),
  targetAmount: z.string(),
  currentAmount: z.string(),
  playerOfferedPercentage: z.number(),
  description: z.string(),
  /** 0-100 from the player's closed-campaign history; null when the player has none (see docs/decisions) */
  rating: z.number().nullable(),
  status: z.enum(CAMPAIGN_STATUSES),
  finalPosition: z.number().nullable(),
  totalWinnings: z.string().nullable(),
  payoutCompleted: z.boolean(),
  completedAt: z.string().nullable(),
  updatedAt: z.string(),
  createdAt: z.string(),
  /** the sponsored tournament this campaign stakes; null when the player typed the tournament */
  specialTournamentId: z.number().nullable(),
  /** linked to a sponsored tournament: the result will come from the tournament clock */
  verified: z.boolean(),
  /** the linked tournament's play has begun, so no new stakes are sold; false when unlinked */
  eventStarted: z.boolean(),
  /**
   * What other investors' open checkouts hold against the campaign (the viewer's own hold left out: their next
   * checkout replaces it). Only GET /api/campaigns/:id carries it; lists leave it out to stay one plain query.
   */
  reservedAmount: z.string().optional(),
  /** the price over face value, 2 decimals ("1.00" to "1.50"): a stake of amount owns amount / (buyIn x markup) */
  markup: z.string(),
  /** the per-backer cap, a whole percentage of the winnings; null = no cap */
  maxPerInvestor: z.number().nullable(),
  /** the entries (1-3) the backers fund; more than 1 only in a sponsored event with rebuys (decision 160) */
  bullets: z.number().int(),
  /**
   * what each bullet after the first costs, dollars: the linked event's rebuy or re-entry price when the campaign was
   * linked (decision 198); null: the buy-in. A stake owns amount / (fundedBuyInCents x markup) of the winnings
   */
  rebuyPrice: z.string().nullable(),
  /** 2: a Day-2 campaign, sold between days of a multi-day event and priced from the player's bag (decision 170); else 1 */
  day: z.number().int().optional(),
  /** a Day-2 campaign's verified bag, in chips; null otherwise */
  bagChips: z.number().int().nullable().optional(),
  /** GET /api/campaigns/:id only: the player's record from their closed campaigns (fair-price guidance) */
  playerRecord: z.object({ events: z.number(), roiPercent: z.string().nullable(), smallSample: z.boolean() }).optional(),
  /** the player's ROI, the one figure of the card, the campaign page, the dialog and the player page (decision 210) */
  playerRoi: playerRoiResponse.optional(),
  /** the player's username, for the link to their public page /players/:username */
  playerUsername: z.string().optional(),
  /** how many closed events the rating rests on: settled by a clock (verified) or closed by the player */
  ratingBasis: z.object({ verifiedEvents: z.number().int(), selfReportedEvents: z.number().int() }).optional(),
  /**
   * GET /api/campaigns/:id only, for a signed-in investor: what they may still buy under the cap, in dollars
   * (cap - their stakes - their open holds); null when there is no cap or the viewer is not an investor
   */
  investorRoom: z.string().nullable().optional(),
  /**
   * GET /api/campaigns/:id only: the player's payouts unpaid past their due date now (all their campaigns), shown to
   * new backers; count 0 and total "0.00" when none
   */
  overduePayouts: z.object({ count: z.number().int(), total: z.string() }).optional(),
  /** GET /api/campaigns/:id only: the signed-in viewer's own stakes in it, added up ("You own 3.0% for $300"); null: none */
  myStake: z.object({ amount: z.string(), percentage: z.string() }).nullable().optional(),
  /**
   * GET /api/campaigns/:id only, for a campaign linked to a sponsored event (decision 220): the event's bounty on each
   * player's head in dollars (null: no bounties), and the % of their winnings the player has swapped with other
   * players in it (agreed or settled swaps, 2 decimals); null for a campaign not linked to an event
   */
  eventTerms: z
    .object({
      bounty: z.string().nullable(),
      swappedPercent: z.string(),
      /** the player's number on the event's alternate list while they have no seat (decision 236); null: seated */
      alternate: z.number().int().positive().nullable(),
      /** a multi-flight event (decision 242): the share follows the player's advancing stack to Day 2's end */
      multiFlight: z.boolean(),
    })
    .nullable()
    .optional(),
  /** the sale window (decision 233): the least % of the winnings that must sell by saleEndsAt; null: no minimum */
  minFillPercent: z.number().int().nullable(),
  /** when the sale ends (ISO); null: it sells until the event starts */
  saleEndsAt: z.string().nullable(),
  /** when the sale-window job closed the sale (ISO): cancelled then if below the minimum, else it goes on with what sold */
  saleClosedAt: z.string().nullable(),
  /**
   * a package (decision 241): one campaign over several events, its buy-in their sum; absent for any other campaign.
   * summary: "5 events, $5,000 in buy-ins"; entered: the events with a result or skip; the events: GET /api/campaigns/:id/package
   */
  package: z.object({ events: z.number().int(), summary: z.string(), entered: z.number().int() }).optional(),
});
export type Campaign = z.infer<typeof campaignResponse>;

/** The spec's create-campaign messages (marketplace §5) and the money rules' messages (DESIGN.md). */
export const CREATE_CAMPAIGN_MESSAGES = {
  tournamentRequired: "Tournament name is required",
  buyInRequired: "Buy-in amount is required",
  minStakeRequired: "Minimum stake is required",
  targetRequired: "Target amount is required",
  percentageRequired: "Offered percentage is required",
  percentageMax: "Cannot offer more than 100%",
  dateRequired: "Tournament date is required",
} as const;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "") || (typeof v === "number" && Number.isNaN(v));

/** An amount of money as typed or sent ("1,500", "1500.5", 1500): normalized to a decimal string "1500.50". */
function moneyField(requiredMessage: string, label: string) {
  return (
    z
      .unknown()
      .transform((v, ctx): string => {
        if (blank(v)) {
          ctx.addIssue({ code: "custom", message: requiredMessage });
          return z.NEVER;
        }
        const cents = typeof v === "string" || typeof v === "number" ? toCents(v) : null;
        if (cents === null || (typeof v === "string" && /\.\d{3,}\s*$/.test(v))) {
          ctx.addIssue({ code: "custom", message: `${label} must be an amount in dollars and cents` });
          return z.NEVER;
        }
        return centsToDecimal(cents);
      })
      // an absent key gets the same "is required" message as a blank one
      .prefault("")
  );
}

/**
 * Markup as a number (1.1) or a decimal string ("1.10"), normalized to "1.10" (so a parsed body can be sent
 * again as it is, as the create forms do); absent or blank means "1.00". markupHundredthsOf gives the integer.
 */
const markupField = z
  .unknown()
  .transform((v, ctx): string => {
    if (blank(v)) return formatMarkup(NO_MARKUP);
    const hundredths = parseMarkup(v);
    if (hundredths === null) {
      ctx.addIssue({ code: "custom", message: MARKUP_MESSAGE });
      return z.NEVER;
    }
    return formatMarkup(hundredths);
  })
  .default(formatMarkup(NO_MARKUP));

/** The per-backer cap, a whole percentage 1..100 (number or numeric string); absent, null or blank means no cap. */
const maxPerInvestorField = z
  .unknown()
  .transform((v, ctx): number | null => {
    if (blank(v)) return null;
    const n = typeof v === "number" ? v : typeof v === "string" && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : Number.NaN;
    if (!isMaxPerInvestorValid(n)) {
      ctx.addIssue({ code: "custom", message: MAX_PER_INVESTOR_MESSAGE });
      return z.NEVER;
    }
    return n;
  })
  .default(null);

/** Bullets the backers fund, a whole number 1..3 (number or numeric string); absent or blank means 1. */
const bulletsField = z
  .unknown()
  .transform((v, ctx): number => {
    if (blank(v)) return 1;
    const n = typeof v === "number" ? v : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : Number.NaN;
    if (!isBulletsValid(n)) {
      ctx.addIssue({ code: "custom", message: BULLETS_MESSAGE });
      return z.NEVER;
    }
    return n;
  })
  .default(1);

/** The offered percentage: absent means the default 50 (the full page has no such field); blank is an error. */
const offeredPercentageField = z
  .unknown()
  .transform((v, ctx): number => {
    if (v === undefined) return DEFAULT_OFFERED_PERCENTAGE;
    const n = typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : Number.NaN;
    if (Number.isNaN(n) || n < 1) {
      ctx.addIssue({ code: "custom", message: CREATE_CAMPAIGN_MESSAGES.percentageRequired });
      return z.NEVER;
    }
    if (n > 100) {
      ctx.addIssue({ code: "custom", message: CREATE_CAMPAIGN_MESSAGES.percentageMax });
      return z.NEVER;
    }
    if (!Number.isInteger(n)) {
      ctx.addIssue({ code: "custom", message: "Offered percentage must be a whole number" });
      return z.NEVER;
    }
    return n;
  })
  .default(() => DEFAULT_OFFERED_PERCENTAGE);

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** "2026-03-15" (a calendar day, taken as UTC midnight) or a full ISO datetime; normalized to an ISO string. */
export function parseTournamentDate(v: string): Date | null {
  const text = v.trim();
  if (!DATE_ONLY.test(text) && !/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/.test(text)) return null;
  const d = new Date(DATE_ONLY.test(text) ? `${text}T00:00:00.000Z` : text);
  return Number.isNaN(d.getTime()) ? null : d;
}

const tournamentDateField = z
  .unknown()
  .transform((v, ctx): string => {
    if (blank(v)) {
      ctx.addIssue({ code: "custom", message: CREATE_CAMPAIGN_MESSAGES.dateRequired });
      return z.NEVER;
    }
    const d = typeof v === "string" ? parseTournamentDate(v) : null;
    if (!d) {
      ctx.addIssue({ code: "custom", message: "Tournament date must be a valid date" });
      return z.NEVER;
    }
    if (!isTournamentDateAllowed(d)) {
      ctx.addIssue({ code: "custom", message: TOURNAMENT_DATE_PAST_MESSAGE });
      return z.NEVER;
    }
    return d.toISOString();
  })
  .prefault("");

/** The minimum to sell, a whole percentage 1..100 (number or numeric string); absent, null or blank: no minimum. */
const minFillPercentField = z
  .unknown()
  .transform((v, ctx): number | null => {
    if (blank(v)) return null;
    const n = typeof v === "number" ? v : typeof v === "string" && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : Number.NaN;
    if (!isMinFillValid(n)) {
      ctx.addIssue({ code: "custom", message: SALE_WINDOW_MESSAGES.minFillWhole });
      return z.NEVER;
    }
    return n;
  })
  .default(null);

/**
 * When the sale ends: an ISO datetime with its zone ("2026-12-05T18:00:00Z"); absent, null or blank: no deadline. Out:
 * a Date (sent again as JSON it is the ISO string).
 */
const saleEndsAtField = z
  .unknown()
  .transform((v, ctx): Date | null => {
    if (blank(v)) return null;
    const text = typeof v === "string" ? v.trim() : "";
    const d = /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/.test(text) ? new Date(text) : null;
    if (!d || Number.isNaN(d.getTime())) {
      ctx.addIssue({ code: "custom", message: SALE_WINDOW_MESSAGES.saleEndsInvalid });
      return z.NEVER;
    }
    return d;
  })
  .default(null);

const descriptionField = z
  .string({ message: "Description must be text" })
  .trim()
  .max(2000, "Description must be at most 2000 characters")
  .nullish()
  .transform((v) => v ?? "");

/** POST /api/campaigns, and the create forms (modal and page) in the browser. playerName is never accepted. */
export const createCampaignInput = z
  .object({
    tournament: z
      .string({ message: CREATE_CAMPAIGN_MESSAGES.tournamentRequired })
      .trim()
      .min(1, CREATE_CAMPAIGN_MESSAGES.tournamentRequired)
      .max(200, "Tournament name must be at most 200 characters"),
    buyIn: moneyField(CREATE_CAMPAIGN_MESSAGES.buyInRequired, "Buy-in amount"),
    minStake: moneyField(CREATE_CAMPAIGN_MESSAGES.minStakeRequired, "Minimum stake"),
    targetAmount: moneyField(CREATE_CAMPAIGN_MESSAGES.targetRequired, "Target amount"),
    playerOfferedPercentage: offeredPercentageField,
    tournamentDate: tournamentDateField,
    description: descriptionField,
    /** out: "1.10" */
    markup: markupField,
    maxPerInvestor: maxPerInvestorField,
    /** a typed tournament has no rebuys the clock records: 1 only */
    bullets: bulletsField,
    minFillPercent: minFillPercentField,
    saleEndsAt: saleEndsAtField,
  })
  .superRefine((v, ctx) => {
    if (v.bullets !== 1) ctx.addIssue({ code: "custom", path: ["bullets"], message: BULLETS_NEED_REBUYS });
    // the sale window (decision 233): by the tournament's start (a calendar day: its UTC midnight), a minimum that fits
    for (const x of saleWindowViolations({
      minFillPercent: v.minFillPercent,
      saleEndsAt: v.saleEndsAt,
      offeredPercentage: v.playerOfferedPercentage,
      eventStartsAt: new Date(v.tournamentDate),
      targetCents: toCents(v.targetAmount)!,
      fundedBuyInCents: toCents(v.buyIn)!,
      markupHundredths: markupHundredthsOf(v.markup),
    })) {
      ctx.addIssue({ code: "custom", path: [x.field], message: x.message });
    }
    const violations = campaignMoneyViolations({
      buyInCents: toCents(v.buyIn)!,
      minStakeCents: toCents(v.minStake)!,
      targetCents: toCents(v.targetAmount)!,
      offeredPercentage: v.playerOfferedPercentage,
      markupHundredths: markupHundredthsOf(v.markup),
      maxPerInvestor: v.maxPerInvestor,
    });
    for (const x of violations) ctx.addIssue({ code: "custom", path: [x.field], message: x.message });
  });
export type CreateCampaignInput = z.input<typeof createCampaignInput>;
export type CreateCampaign = z.output<typeof createCampaignInput>;

/** What a linked campaign takes from its sponsored tournament: sending any of them is refused (decision 081). */
export const EVENT_FIELDS = ["tournament", "tournamentDate", "buyIn"] as const;

/** The refusals of a linked campaign (POST /api/campaigns with specialTournamentId). */
export const LINKED_CAMPAIGN_MESSAGES = {
  notFound: "Tournament not found",
  notRegistered: "You can only create a campaign for a sponsored tournament you are registered for as a player",
  notUpcoming: "Campaigns can only be created for upcoming tournaments: this one has started, finished or been cancelled",
  duplicate: "You already have an open campaign for this tournament",
  eventFields: (sent: readonly string[]) =>
    `${sent.join(", ")} cannot be sent with specialTournamentId: the tournament's name, date and buy-in come from the event`,
} as const;

/**
 * POST /api/campaigns for a sponsored tournament: the player's terms only. The buy-in comes from the event, so
 * the target's ceiling (offered share of the buy-in) is checked on the server once the event is read.
 */
export const linkedCampaignInput = z
  .object({
    specialTournamentId: idField("specialTournamentId"),
    minStake: moneyField(CREATE_CAMPAIGN_MESSAGES.minStakeRequired, "Minimum stake"),
    targetAmount: moneyField(CREATE_CAMPAIGN_MESSAGES.targetRequired, "Target amount"),
    playerOfferedPercentage: offeredPercentageField,
    description: descriptionField,
    /** out: "1.10" */
    markup: markupField,
    maxPerInvestor: maxPerInvestorField,
    /** checked against the event on the server: more than 1 only when it has rebuys or re-entries */
    bullets: bulletsField,
    /** the sale window (decision 233): checked against the event's start and buy-in on the server */
    minFillPercent: minFillPercentField,
    saleEndsAt: saleEndsAtField,
  })
  .superRefine((v, ctx) => {
    if (toCents(v.minStake)! <= 0) ctx.addIssue({ code: "custom", path: ["minStake"], message: "Minimum stake must be greater than $0" });
    if (toCents(v.targetAmount)! <= 0) ctx.addIssue({ code: "custom", path: ["targetAmount"], message: "Target amount must be greater than $0" });
  });
export type LinkedCampaign = z.output<typeof linkedCampaignInput>;

const sendsEvent = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v) && (v as Record<string, unknown>).specialTournamentId !== undefined;

/**
 * The body of POST /api/campaigns: a typed tournament (the spec's fields) or, when specialTournamentId is
 * present, a sponsored tournament; the output says which, so the service never guesses from optional fields.
 */
export const createCampaignBody = z
  .unknown()
  .transform((v, ctx): { kind: "typed"; campaign: CreateCampaign } | { kind: "linked"; campaign: LinkedCampaign } => {
    const forward = (issues: readonly z.core.$ZodIssue[]) => {
      for (const i of issues) ctx.addIssue({ code: "custom", path: [...i.path], message: i.message });
      return z.NEVER;
    };
    if (!sendsEvent(v)) {
      const r = createCampaignInput.safeParse(v);
      return r.success ? { kind: "typed", campaign: r.data } : forward(r.error.issues);
    }
    const sent = EVENT_FIELDS.filter((f) => f in v);
    if (sent.length > 0) {
      ctx.addIssue({ code: "custom", path: [sent[0]], message: LINKED_CAMPAIGN_MESSAGES.eventFields(sent) });
      return z.NEVER;
    }
    const r = linkedCampaignInput.safeParse(v);
    return r.success ? { kind: "linked", campaign: r.data } : forward(r.error.issues);
  });

const optionalMoneyQuery = (label: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === "") return undefined;
      const cents = toCents(v);
      if (cents === null || cents < 0) {
        ctx.addIssue({ code: "custom", message: `${label} must be an amount in dollars` });
        return z.NEVER;
      }
      return cents;
    });

const optionalDateQuery = (label: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === "") return undefined;
      if (!DATE_ONLY.test(v.trim()) || !parseTournamentDate(v)) {
        ctx.addIssue({ code: "custom", message: `${label} must be a date (YYYY-MM-DD)` });
        return z.NEVER;
      }
      return v.trim();
    });

/** GET /api/campaigns query string: search, sort, paging and the Advanced Filters. */
export const campaignListQuery = z.object({
  search: z.string().trim().max(100, "search must be at most 100 characters").optional(),
  sort: z.enum(CAMPAIGN_SORTS, { message: "sort must be one of newest, buyin, funded, rating" }).default("newest"),
  limit: z.coerce
    .number({ message: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be between 1 and 100")
    .max(100, "limit must be between 1 and 100")
    .default(CAMPAIGN_PAGE_SIZE),
  offset: z.coerce
    .number({ message: "offset must be a number" })
    .int("offset must be a whole number")
    .min(0, "offset cannot be negative")
    .max(1_000_000, "offset is too large")
    .default(0),
  minBuyIn: optionalMoneyQuery("minBuyIn"),
  maxBuyIn: optionalMoneyQuery("maxBuyIn"),
  dateFrom: optionalDateQuery("dateFrom"),
  dateTo: optionalDateQuery("dateTo"),
  open: z
    .enum(["true", "false"], { message: "open must be true or false" })
    .optional()
    .transform((v) => v === "true"),
  /** Verified events only: campaigns linked to a sponsored tournament */
  verified: z
    .enum(["true", "false"], { message: "verified must be true or false" })
    .optional()
    .transform((v) => v === "true"),
});
export type CampaignListQuery = z.output<typeof campaignListQuery>;

/** GET /api/campaigns/stats: the marketplace figures over the campaigns still open for investment. */
export const campaignStatsResponse = z.object({
  openCampaigns: z.number(),
  players: z.number(),
  totalTarget: z.string(),
  totalRaised: z.string(),
  totalRemaining: z.string(),
  averageBuyIn: z.string(),
});
export type CampaignStats = z.infer<typeof campaignStatsResponse>;

export const campaignIdParams = z.object({
  id: idField("id"),
});
