import { z } from "zod";
import { CARD_DISPUTE_MESSAGES } from "../card-disputes";
import { idField, MAX_ID } from "./ids";
import { RULING_NOTE_MAX } from "./operator";

/**
 * Card disputes in the operator console (decision 206): the open ones with the stake, the campaign
 * and the investor, the review, and the sandbox's test route. The console's form checks with the same schemas.
 */

export const cardDisputeIdParams = z.object({
  id: idField("id"),
});

export const reviewCardDisputeInput = z.object({
  note: z
    .string({ message: CARD_DISPUTE_MESSAGES.noteRequired })
    .trim()
    .min(1, CARD_DISPUTE_MESSAGES.noteRequired)
    .max(RULING_NOTE_MAX, `note must be at most ${RULING_NOTE_MAX.toLocaleString("en-US")} characters`),
  /** true: the investor may stake again; false: the hold stays (the dispute is still marked reviewed) */
  release: z.boolean({ message: CARD_DISPUTE_MESSAGES.releaseRequired }),
});
export type ReviewCardDisputeInput = z.infer<typeof reviewCardDisputeInput>;

/** POST /api/payments/sandbox/dispute: the stake whose charge the sandbox disputes. */
export const sandboxDisputeInput = z.object({
  investmentId: z
    .number({ message: "investmentId must be a number" })
    .int("investmentId must be a whole number")
    .positive("investmentId must be positive")
    .max(MAX_ID, "investmentId is too large"),
});

export const cardDispute = z.object({
  id: z.number().int(),
  providerDisputeId: z.string(),
  status: z.enum(["open", "reviewed"]),
  reason: z.string(),
  /** the disputed amount (the whole charge, stake and fee, as the card issuer sees it), in dollars */
  amount: z.string(),
  createdAt: z.string(),
  stake: z.object({ id: z.number().int(), amount: z.string(), platformFee: z.string(), status: z.string(), createdAt: z.string() }).nullable(),
  campaign: z.object({ id: z.number().int(), title: z.string(), player: z.object({ id: z.number().int(), username: z.string(), name: z.string() }) }),
  investor: z.object({
    id: z.number().int(),
    username: z.string(),
    name: z.string(),
    /** when their stakes were paused; null once an operator released them */
    heldSince: z.string().nullable(),
  }),
});
export type CardDispute = z.infer<typeof cardDispute>;

export const cardDisputesResponse = z.array(cardDispute);

/** The sandbox's dispute: `created` false when the charge was disputed already (one dispute per charge). */
export const sandboxDisputeResponse = z.object({
  created: z.boolean(),
  id: z.number().int(),
  providerDisputeId: z.string(),
  status: z.enum(["open", "reviewed"]),
});
