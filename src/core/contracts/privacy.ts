import { z } from "zod";
import { CLOSING_BLOCKER_KINDS } from "../account-closing";
import { MAX_ID } from "./ids";

/** "Download my data" and "Close my account" in Profile > Privacy (decision 229). */

/** How long a ready ZIP can be downloaded before it is deleted. */
export const DATA_EXPORT_KEEP_DAYS = 7;
/** Exports one account may ask for per hour (each is a ZIP of everything built in the background). */
export const DATA_EXPORTS_PER_HOUR = 3;

export const dataExport = z.object({
  id: z.number().int(),
  /** pending: being built; ready: download it until expiresAt; failed: it could not be built, ask again */
  status: z.enum(["pending", "ready", "failed"]),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** the ZIP's size in bytes, once ready */
  sizeBytes: z.number().int().nullable(),
  /** the download's path, once ready */
  downloadUrl: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExport>;

/** GET /api/profile/data-export: the newest export that can still be shown (none once it expired). */
export const latestDataExportResponse = z.object({ export: dataExport.nullable() });
export type LatestDataExport = z.infer<typeof latestDataExportResponse>;

export const dataExportParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

export const DATA_EXPORT_MESSAGES = {
  notFound: "This download is not available. Ask for your data again.",
  tooMany: (wait: string) => `You have asked for your data too often. Please wait ${wait} and try again.`,
} as const;

export const closingBlocker = z.object({
  kind: z.enum(CLOSING_BLOCKER_KINDS),
  count: z.number().int(),
  /** the money at stake, decimal string; null where the kind has none */
  amount: z.string().nullable(),
  /** "2 payouts you owe ($150.00)" */
  text: z.string(),
  /** the page where it is settled */
  link: z.string(),
});
export type ClosingBlocker = z.infer<typeof closingBlocker>;

/** GET /api/profile/closing: whether the account can close now, and if not what is left. */
export const closingStateResponse = z.object({
  canClose: z.boolean(),
  blockers: z.array(closingBlocker),
  /** "What is left: 2 payouts you owe ($150.00), 1 campaign still open"; "" when nothing is */
  summary: z.string(),
});
export type ClosingState = z.infer<typeof closingStateResponse>;

/**
 * The 409 of POST /api/profile/close: while something is left, the message is the summary and `blockers` the list;
 * for an account closed already (two requests racing), the message alone.
 */
export const closeBlockedResponse = z.object({ message: z.string(), code: z.string(), blockers: z.array(closingBlocker).optional() });

export const closeAccountInput = z.object({
  password: z.string({ message: "password is required" }).min(1, "password is required").max(200, "password is too long"),
});
export type CloseAccountInput = z.infer<typeof closeAccountInput>;

export const CLOSE_MESSAGES = {
  wrongPassword: "The password is incorrect.",
  alreadyClosed: "This account is already closed.",
  closed: "Your account is closed. Your personal details are erased; your money records stay for the other party.",
} as const;
