import { z } from "zod";

/**
 * The stable machine codes an error body carries beside its message. A coarse code per status is the default; a
 * specific one exists only where a client must tell cases apart (it matches these, never the message's wording).
 */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  too_many_requests: 429,
  internal_error: 500,
  unavailable: 503,
} as const;

export type ErrorKind = keyof typeof ERROR_STATUS;

/** Specific codes, each refining one kind (a 409 `already_paid` is still a conflict). */
export const SPECIFIC_ERROR_KIND = {
  /** the seat is already the caller's: a register retried from another tab met its goal */
  already_registered: "conflict",
  /** the payout was paid already: a mark-paid retried met its goal */
  already_paid: "conflict",
  tournament_full: "conflict",
  campaign_sold_out: "conflict",
  /** a player raising more than $2,000 in open campaigns without a verified identity (decision 204): the body's `link` opens the step */
  identity_required: "forbidden",
  /** an investor whose stakes are paused after a card dispute, until an operator reviews it (decision 206) */
  held_for_review: "forbidden",
} as const satisfies Record<string, ErrorKind>;

export type SpecificErrorCode = keyof typeof SPECIFIC_ERROR_KIND;
export type ErrorCode = ErrorKind | SpecificErrorCode;

/** Every error answer: `{ message, code }`, and `link` where the answer names a step the user takes elsewhere. */
export const errorResponse = z.object({ message: z.string(), code: z.string(), link: z.string().optional() });
export type ErrorResponse = z.infer<typeof errorResponse>;
