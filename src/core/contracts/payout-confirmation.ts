import { z } from "zod";
import {
  CONFIRMATION_MESSAGES,
  CONFIRMATION_STATES,
  DISPUTE_ANSWER_MAX,
  DISPUTE_REASON_MAX,
  DISPUTE_REASON_MIN,
  PAID_METHOD_MAX,
  PAID_REFERENCE_MAX,
} from "../payout-confirmation";

/*
 * The bodies and answers of the backer's confirmation, the dispute and the player's answer (decision 200):
 * the same schemas check the browser's forms and the server's bodies. The rules are in ../payout-confirmation.ts.
 */

const optionalText = (max: number, message: string) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), z.string({ message }).trim().max(max, message).optional());

/** PATCH /api/payouts/{id}/mark-paid's optional body: how it was paid and the transfer's reference. */
export const markPaidInput = z
  .object({
    method: optionalText(PAID_METHOD_MAX, CONFIRMATION_MESSAGES.methodTooLong),
    reference: optionalText(PAID_REFERENCE_MAX, CONFIRMATION_MESSAGES.referenceTooLong),
  })
  // no body at all, as the spec's client sends it
  .nullish();
export type MarkPaidInput = z.input<typeof markPaidInput>;

/** POST /api/payouts/{id}/dispute: the backer's reason, 10-1,000 characters. */
export const disputePayoutInput = z.object({
  reason: z
    .string({ message: CONFIRMATION_MESSAGES.reasonTooShort })
    .trim()
    .min(DISPUTE_REASON_MIN, CONFIRMATION_MESSAGES.reasonTooShort)
    .max(DISPUTE_REASON_MAX, CONFIRMATION_MESSAGES.reasonTooLong),
});
export type DisputePayoutInput = z.input<typeof disputePayoutInput>;

/** POST /api/payouts/{id}/dispute/answer: the player's answer, 1-1,000 characters, once. */
export const answerDisputeInput = z.object({
  text: z
    .string({ message: CONFIRMATION_MESSAGES.answerRequired })
    .trim()
    .min(1, CONFIRMATION_MESSAGES.answerRequired)
    .max(DISPUTE_ANSWER_MAX, CONFIRMATION_MESSAGES.answerTooLong),
});
export type AnswerDisputeInput = z.input<typeof answerDisputeInput>;

/** A payout's dispute as both parties see it. */
export const payoutDisputeView = z.object({
  reason: z.string(),
  createdAt: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  status: z.enum(["open", "ruled"]),
  outcome: z.enum(["paid", "unpaid"]).nullable(),
  note: z.string().nullable(),
});
export type PayoutDisputeView = z.infer<typeof payoutDisputeView>;

/** The confirmation fields every payout view carries (Pay Investors rows, the investor's stakes). */
export const confirmationFields = {
  /** null until the player marks it paid (and again after a ruling "unpaid") */
  confirmation: z.enum(CONFIRMATION_STATES).nullable(),
  confirmedAt: z.string().nullable(),
  paidMethod: z.string().nullable(),
  paidReference: z.string().nullable(),
  ruling: z.enum(["paid", "unpaid"]).nullable(),
  dispute: payoutDisputeView.nullable(),
};

/** The answer of confirm, dispute and answer. */
export const confirmationResponse = z.object({ id: z.number(), status: z.string(), paidAt: z.string().nullable(), ...confirmationFields });
export type ConfirmationResult = z.infer<typeof confirmationResponse>;
