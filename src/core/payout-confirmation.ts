/*
 * The backer's confirmation of a payout (decision 200). StakeLine never holds the winnings:
 * the player pays outside the site and marks the payout paid; the backer then says whether the money arrived.
 *
 *   (not marked)  --player marks paid-->  awaiting
 *   awaiting      --its investor confirms-->  confirmed
 *   awaiting      --14 days without an answer (the job)-->  auto_confirmed
 *   awaiting | auto_confirmed  --its investor disputes, within 30 days of the mark-->  disputed
 *   (a backer who confirmed has said the money arrived: no dispute after that, so a confirm racing a dispute has
 *   exactly one winner)
 *   disputed      --an operator rules (decision 202)-->  stays disputed with ruling "paid", or back to not marked
 *   (ruled unpaid and marked again: awaiting once more, and the backer may dispute the new mark, as a new round)
 *
 * Nobody else moves a confirmation: a player never confirms their own payout. One place owns the days, the
 * limits and the messages; the server's routes and the browser's buttons both ask it. (The request and response
 * schemas are in contracts/payout-confirmation.ts: this file stays free of zod, so the portfolio's buttons load light.)
 */

export const CONFIRMATION_STATES = ["awaiting", "confirmed", "auto_confirmed", "disputed"] as const;
export type ConfirmationState = (typeof CONFIRMATION_STATES)[number];

/** An unanswered payout counts as confirmed this many days after the player marked it paid. */
export const AUTO_CONFIRM_DAYS = 14;
/** A backer can say "I was not paid" until this many days after the payout was marked paid. */
export const DISPUTE_WINDOW_DAYS = 30;

export const DISPUTE_REASON_MIN = 10;
export const DISPUTE_REASON_MAX = 1000;
export const DISPUTE_ANSWER_MAX = 1000;
export const PAID_METHOD_MAX = 60;
export const PAID_REFERENCE_MAX = 200;

const DAY_MS = 86_400_000;

export const CONFIRMATION_MESSAGES = {
  reasonTooShort: `Please say what went wrong in at least ${DISPUTE_REASON_MIN} characters`,
  reasonTooLong: `The reason must be at most ${DISPUTE_REASON_MAX.toLocaleString("en-US")} characters`,
  answerRequired: "Please write your answer",
  answerTooLong: `The answer must be at most ${DISPUTE_ANSWER_MAX.toLocaleString("en-US")} characters`,
  methodTooLong: `The method must be at most ${PAID_METHOD_MAX} characters`,
  referenceTooLong: `The reference must be at most ${PAID_REFERENCE_MAX} characters`,
  payoutNotFound: "Payout not found",
  notYourPayout: "Only the payout's investor can do this",
  notYourDispute: "Only the payout's player can answer its dispute",
  notMarkedPaid: "This payout has not been marked as paid yet",
  notAwaiting: "This payout is no longer awaiting your confirmation",
  alreadyDisputed: "You have already disputed this payout",
  alreadyConfirmed: "You have already confirmed this payout",
  alreadyRuled: "An operator has already ruled on this payout",
  windowClosed: `Disputes can only be opened within ${DISPUTE_WINDOW_DAYS} days of the payout being marked paid`,
  noDispute: "This payout has no dispute to answer",
  alreadyAnswered: "You have already answered this dispute",
  disputeRuled: "This dispute has already been ruled",
} as const;

/** Words for each state, as the investor's and the player's screens show them. */
export const CONFIRMATION_LABELS: Record<ConfirmationState, string> = {
  awaiting: "Awaiting confirmation",
  confirmed: "Confirmed by backer",
  auto_confirmed: "Auto-confirmed",
  disputed: "Disputed",
};

/** When an unanswered payout marked paid at `paidAt` counts as confirmed. */
export const autoConfirmAt = (paidAt: Date) => new Date(paidAt.getTime() + AUTO_CONFIRM_DAYS * DAY_MS);
/** The last moment a payout marked paid at `paidAt` can be disputed. */
export const disputeWindowEndsAt = (paidAt: Date) => new Date(paidAt.getTime() + DISPUTE_WINDOW_DAYS * DAY_MS);

/** A payout as the rules need it: marked paid or not, when, its confirmation and any ruling. */
export interface ConfirmablePayout {
  status: string;
  paidAt: Date | null;
  confirmation: ConfirmationState | null;
  ruling: "paid" | "unpaid" | null;
}

/** Why the investor cannot confirm now (null: they can). */
export function confirmRefusal(p: ConfirmablePayout): string | null {
  if (p.status !== "paid" || p.paidAt === null) return CONFIRMATION_MESSAGES.notMarkedPaid;
  if (p.confirmation !== "awaiting") return CONFIRMATION_MESSAGES.notAwaiting;
  return null;
}

/** Why the investor cannot dispute now (null: they can), with the HTTP kind it answers with. */
export function disputeRefusal(p: ConfirmablePayout, now: Date): { kind: "conflict" | "forbidden"; message: string } | null {
  // a ruling "unpaid" reopened the payout: once the player marks it paid again, the backer may dispute that mark too
  if (p.ruling === "paid") return { kind: "conflict", message: CONFIRMATION_MESSAGES.alreadyRuled };
  if (p.confirmation === "disputed") return { kind: "conflict", message: CONFIRMATION_MESSAGES.alreadyDisputed };
  if (p.confirmation === "confirmed") return { kind: "conflict", message: CONFIRMATION_MESSAGES.alreadyConfirmed };
  if (p.status !== "paid" || p.paidAt === null) return { kind: "conflict", message: CONFIRMATION_MESSAGES.notMarkedPaid };
  if (now > disputeWindowEndsAt(p.paidAt)) return { kind: "forbidden", message: CONFIRMATION_MESSAGES.windowClosed };
  return null;
}

/** What the investor's stake row offers now: the Confirm and "I was not paid" buttons. */
export function investorActions(p: ConfirmablePayout, now: Date): { confirm: boolean; dispute: boolean } {
  return { confirm: confirmRefusal(p) === null, dispute: disputeRefusal(p, now) === null };
}

/**
 * Whether the backer has the money by the record: marked paid and not disputed, or a dispute ruled "paid". A disputed
 * payout waiting for the operator is the backer's word against the player's: it is not counted as received.
 */
export function countsAsReceived(p: Pick<ConfirmablePayout, "status" | "confirmation" | "ruling">): boolean {
  if (p.status !== "paid") return false;
  return p.confirmation !== "disputed" || p.ruling === "paid";
}

/** True when the job should auto-confirm it now: awaiting, marked paid at least AUTO_CONFIRM_DAYS ago. */
export function isAutoConfirmDue(p: Pick<ConfirmablePayout, "paidAt" | "confirmation">, now: Date): boolean {
  return p.confirmation === "awaiting" && p.paidAt !== null && autoConfirmAt(p.paidAt) <= now;
}
