import { IDENTITY_STATUSES } from "../identity";
import { z } from "zod";
import { idField } from "./ids";

/**
 * The operator console's contract (decision 202): the open disputes with both sides' words
 * and the payout's trail, a ruling, and suspension. The same schemas check the console's forms and the server's bodies.
 */

export const RULING_OUTCOMES = ["paid", "unpaid"] as const;
export type RulingOutcome = (typeof RULING_OUTCOMES)[number];

export const RULING_NOTE_MAX = 1000;
export const SUSPEND_REASON_MIN = 10;
export const SUSPEND_REASON_MAX = 1000;

export const OPERATOR_MESSAGES = {
  outcome: "outcome must be paid or unpaid",
  noteRequired: "note is required",
  noteTooLong: `note must be at most ${RULING_NOTE_MAX.toLocaleString("en-US")} characters`,
  reasonTooShort: `reason must be at least ${SUSPEND_REASON_MIN} characters`,
  reasonTooLong: `reason must be at most ${SUSPEND_REASON_MAX.toLocaleString("en-US")} characters`,
  disputeNotFound: "Dispute not found",
  alreadyRuled: "This dispute has already been ruled",
  userNotFound: "User not found",
  payoutNotFound: "Payout not found",
  selfSuspend: "An operator cannot suspend their own account",
  alreadySuspended: "This account is already suspended",
  notSuspended: "This account is not suspended",
} as const;

/** The sign-in answer for a suspended account with the right password (never before the password is checked). */
export const ACCOUNT_SUSPENDED_MESSAGE = "This account is suspended. Contact support if you think this is a mistake.";

export const operatorIdParams = z.object({
  id: idField("id"),
});

export const ruleDisputeInput = z.object({
  outcome: z.enum(RULING_OUTCOMES, { message: OPERATOR_MESSAGES.outcome }),
  note: z.string({ message: OPERATOR_MESSAGES.noteRequired }).trim().min(1, OPERATOR_MESSAGES.noteRequired).max(RULING_NOTE_MAX, OPERATOR_MESSAGES.noteTooLong),
});
export type RuleDisputeInput = z.infer<typeof ruleDisputeInput>;

export const suspendUserInput = z.object({
  reason: z
    .string({ message: OPERATOR_MESSAGES.reasonTooShort })
    .trim()
    .min(SUSPEND_REASON_MIN, OPERATOR_MESSAGES.reasonTooShort)
    .max(SUSPEND_REASON_MAX, OPERATOR_MESSAGES.reasonTooLong),
});
export type SuspendUserInput = z.infer<typeof suspendUserInput>;

/** GET /api/operator/users?q=: by username, its start or the whole name. */
export const operatorUsersQuery = z.object({
  q: z.string({ message: "q is required" }).trim().min(1, "q is required").max(64, "q must be at most 64 characters"),
});

export const trailRow = z.object({
  id: z.number().int(),
  action: z.string(),
  /** who did it: their username; null for the system (a job, a webhook, the operator command) */
  actor: z.string().nullable(),
  subjectType: z.string(),
  subjectId: z.number().int(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type TrailRow = z.infer<typeof trailRow>;

export const operatorUser = z.object({
  id: z.number().int(),
  username: z.string(),
  /** the name they go by (their given name, else their username) */
  name: z.string(),
  role: z.string().nullable(),
  isOperator: z.boolean(),
  suspended: z.boolean(),
  suspendedAt: z.string().nullable(),
  suspendedReason: z.string().nullable(),
  /** identity verification (decision 204): the status, and the legal name the provider verified (operators only) */
  identityStatus: z.enum(IDENTITY_STATUSES),
  verifiedName: z.string().nullable(),
});
export type OperatorUser = z.infer<typeof operatorUser>;

export const operatorDispute = z.object({
  id: z.number().int(),
  status: z.enum(["open", "ruled"]),
  reason: z.string(),
  createdAt: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  outcome: z.enum(RULING_OUTCOMES).nullable(),
  note: z.string().nullable(),
  ruledAt: z.string().nullable(),
  payout: z.object({
    id: z.number().int(),
    amount: z.string(),
    status: z.string(),
    confirmation: z.string().nullable(),
    ruling: z.enum(RULING_OUTCOMES).nullable(),
    paidAt: z.string().nullable(),
    dueAt: z.string().nullable(),
    paidMethod: z.string().nullable(),
    paidReference: z.string().nullable(),
  }),
  campaign: z.object({ id: z.number().int(), tournament: z.string() }),
  player: operatorUser,
  investor: operatorUser,
  trail: z.array(trailRow),
});
export type OperatorDispute = z.infer<typeof operatorDispute>;

export const operatorDisputesResponse = z.array(operatorDispute);
export const operatorTrailResponse = z.array(trailRow);
export const operatorUsersResponse = z.array(operatorUser);

export const suspendUserResponse = z.object({
  user: operatorUser,
  /** the open campaigns cancelled by the suspension, each stake's refund owed through the durable refunds */
  cancelledCampaigns: z.number().int(),
  refundedInvestments: z.number().int(),
  /** the investor's own open payment holds canceled */
  releasedHolds: z.number().int(),
});
export type SuspendUserResponse = z.infer<typeof suspendUserResponse>;
