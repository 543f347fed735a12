import { z } from "zod";
import { playerRoiResponse } from "./player-roi";

/** GET /api/players/:username: a username as sign-up allows it, looked up case-insensitively. */
export const playerParams = z.object({
  username: z.string().trim().min(1, "username is required").max(64, "username is too long"),
});

const figures = z.object({
  events: z.number().int(),
  /** % of events that won a prize, one decimal; null with no events */
  itmPercent: z.number().nullable(),
  /** the part's ROI (src/core/player-roi.ts: every entry, rebuy and add-on counts), one decimal; null with no events */
  roi: z.number().nullable(),
  /** what backers staked (stakes not refunded), decimal string */
  staked: z.string(),
  /** what backers got back minus what they staked, decimal string (may be negative) */
  backersNet: z.string(),
});

export const playerResult = z.object({
  /** the event's date (ISO date), else the day the campaign closed */
  date: z.string(),
  event: z.string(),
  /** entrants counted by the clock; null for a self-reported event */
  fieldSize: z.number().int().nullable(),
  finish: z.number().int().nullable(),
  prize: z.string(),
  /** the buy-in, for the cumulative results chart */
  buyIn: z.string(),
  verified: z.boolean(),
  /** the sponsored tournament whose clock settled it (verified only) */
  tournamentId: z.number().int().optional(),
});

export const playerReview = z.object({
  id: z.number().int(),
  campaignId: z.number().int(),
  event: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  /** the backer's display name (first name and last initial, else username) */
  backerName: z.string(),
  answer: z.string().nullable(),
  createdAt: z.string(),
});

/** The public player page's data: no e-mail, no payment details. */
export const playerProfileResponse = z.object({
  username: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().optional(),
  /** suspended by an operator (decision 202): the page says so; the record stays as it was */
  suspended: z.boolean(),
  /** closed by its owner (decision 229): the name reads "Closed account", no picture; the settled record stays */
  closed: z.boolean(),
  /** the player verified their identity (decision 204): the page says "ID verified"; the legal name itself stays private */
  identityVerified: z.boolean(),
  verified: figures,
  selfReported: figures,
  /** the player's one ROI (src/core/player-roi.ts), as the card, the campaign page and the dialog show it */
  roi: playerRoiResponse,
  /** the ROI of each part with what it rests on: the figures' `roi` above, with its money */
  roiParts: z.object({ verified: playerRoiResponse, selfReported: playerRoiResponse }),
  /** the player's campaigns open for investment now (decision 210), soonest first */
  openCampaigns: z.array(
    z.object({
      id: z.number().int(),
      tournament: z.string(),
      tournamentDate: z.string().nullable(),
      buyIn: z.string(),
      /** what is left to sell, dollars */
      remaining: z.string(),
      playerOfferedPercentage: z.number(),
      markup: z.string(),
      verified: z.boolean(),
    }),
  ),
  results: z.array(playerResult),
  /**
   * The payback record (src/core/payback.ts, decision 200): paid on time and paid late (with the average delay in
   * days, one decimal) count only payouts their backers confirmed, auto-confirmed ones (14 days unanswered) and ones
   * an operator ruled paid, by the date the player marked them; what is marked paid and still awaits its backer, what
   * backers disputed and what an operator ruled unpaid; unpaid past the due date now, and not yet due.
   */
  payback: z.object({
    paidOnTime: z.number().int(),
    paidLate: z.number().int(),
    averageDaysLate: z.number(),
    markedPaid: z.number().int(),
    confirmed: z.number().int(),
    autoConfirmed: z.number().int(),
    awaitingConfirmation: z.number().int(),
    disputed: z.number().int(),
    ruledUnpaid: z.number().int(),
    overdue: z.number().int(),
    pending: z.number().int(),
  }),
  /** backers' reviews, 1-5; average null with none */
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  reviews: z.array(playerReview),
});
export type PlayerProfile = z.infer<typeof playerProfileResponse>;
export type PlayerResult = z.infer<typeof playerResult>;
export type PlayerReview = z.infer<typeof playerReview>;

export const REVIEW_COMMENT_MAX = 500;

export const createReviewInput = z.object({
  rating: z
    .number({ message: "rating must be a whole number from 1 to 5" })
    .int("rating must be a whole number from 1 to 5")
    .min(1, "rating must be a whole number from 1 to 5")
    .max(5, "rating must be a whole number from 1 to 5"),
  comment: z.string({ message: "comment must be text" }).trim().max(REVIEW_COMMENT_MAX, `comment must be at most ${REVIEW_COMMENT_MAX} characters`).default(""),
});
export type CreateReviewInput = z.input<typeof createReviewInput>;

export const answerReviewInput = z.object({
  answer: z
    .string({ message: "answer must be text" })
    .trim()
    .min(1, "answer is required")
    .max(REVIEW_COMMENT_MAX, `answer must be at most ${REVIEW_COMMENT_MAX} characters`),
});

export const reviewIdParams = z.object({
  id: z.coerce
    .number({ message: "id must be a number" })
    .int("id must be a whole number")
    .positive("id must be positive")
    .max(2_147_483_647, "id is too large"),
});

export const reviewResponse = playerReview;

/** GET /api/campaigns/:id/review-state: whether the signed-in viewer may leave a review of this campaign now. */
export const reviewStateResponse = z.object({ canReview: z.boolean(), reviewed: z.boolean() });
