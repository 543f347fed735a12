import { z } from "zod";

/** Calendar feeds (decision 228): the private feed's answer in Profile, and the feeds' parameters. */

/** 32 random bytes, base64url: what a private feed's secret looks like (anything else names no feed). */
export const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const calendarTokenParams = z.object({
  token: z.string().max(100).describe("The feed's secret, as Profile shows it in the feed's address"),
});

/** GET /api/profile/calendar and POST /api/profile/calendar/reset: the private feed's address. */
export const calendarFeedResponse = z.object({
  url: z.string().describe("The private feed's address (https://.../api/calendar/<secret>.ics): whoever has it reads the feed"),
});
export type CalendarFeedAddress = z.infer<typeof calendarFeedResponse>;

export const CALENDAR_MESSAGES = {
  /** the same answer for a secret never issued, one replaced by a reset, and a closed or suspended account's */
  feedNotFound: "Calendar feed not found",
} as const;
