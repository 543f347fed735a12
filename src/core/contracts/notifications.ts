import { z } from "zod";
import { MAX_ID } from "./ids";

/** What a notification is about; the bell shows them all alike, mails and their settings go by topic. */
export const NOTIFICATION_TYPES = [
  "investment_received",
  "campaign_funded",
  "campaign_closed",
  "payout_paid",
  "refund",
  "tournament_registered",
  /** to a sponsor: someone registered (or RSVP'd) for their event; in the bell only (IN_APP_ONLY_TYPES) */
  "tournament_registration",
  "tournament_cancelled",
  "clock_settled",
  "payout_withdrawn",
  /** to a player: an unpaid payout 3 days after settlement, and again on its due date (7 days; src/core/payback.ts) */
  "payout_reminder",
  /** swaps between players (decision 174): offered to a player, accepted by the other, settled by the clock */
  "swap_offered",
  "swap_accepted",
  "swap_settled",
  /** an operator's ruling on a payout dispute, to the investor and the player (decision 202) */
  "dispute_ruled",
  /** a backer's "I was not paid", to the player; the player's answer, to the backer (decision 200) */
  "payout_disputed",
  "dispute_answered",
  /** to the account's owner: the ZIP of "Download my data" is ready (decision 229); its mail is sent by the export worker */
  "data_export_ready",
  /** to a player and their backers: the sale window closed (decision 233), the campaign going on or cancelled below its minimum */
  "sale_closed",
  /** to an alternate (decision 236): a seat came free and is theirs; late registration closed before one did */
  "alternate_seated",
  "alternate_dropped",
  /** to a registered player whose seat the console released after the start: they never sat down (decision 236) */
  "seat_released",
  /** to the backers of a campaign whose player was an alternate never seated (decision 236): cancelled, every stake refunded */
  "alternate_campaign_cancelled",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The e-mail settings in Profile: one switch per topic. */
export type MailTopic = "money" | "tournaments";

/**
 * Which e-mail setting each type of notification answers to. A Record, so a new type that is not placed here fails
 * to compile instead of falling under one topic unseen.
 */
export const MAIL_TOPIC: Readonly<Record<NotificationType, MailTopic>> = {
  investment_received: "money",
  campaign_funded: "money",
  campaign_closed: "money",
  payout_paid: "money",
  refund: "money",
  tournament_registered: "tournaments",
  tournament_registration: "tournaments",
  tournament_cancelled: "tournaments",
  clock_settled: "money",
  payout_withdrawn: "money",
  payout_reminder: "money",
  swap_offered: "money",
  swap_accepted: "money",
  swap_settled: "money",
  dispute_ruled: "money",
  payout_disputed: "money",
  dispute_answered: "money",
  // bell-only here: the export worker mails it itself, to a confirmed address, whatever the topics (they asked for it)
  data_export_ready: "money",
  sale_closed: "money",
  alternate_seated: "tournaments",
  alternate_dropped: "tournaments",
  seat_released: "tournaments",
  alternate_campaign_cancelled: "money",
};

export function mailTopicOf(type: NotificationType): MailTopic {
  return MAIL_TOPIC[type];
}

/**
 * Types the bell shows but no mail repeats: a sponsor hears of each registration as it comes, and a mail per
 * registration would flood their inbox (they see the list in My Tournaments).
 */
export const IN_APP_ONLY_TYPES: ReadonlySet<NotificationType> = new Set<NotificationType>(["tournament_registration", "data_export_ready"]);

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const MAX_MARK_READ_IDS = 100;

export const notificationItem = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  body: z.string(),
  /** a same-site path to the thing it is about, or null */
  link: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

/** GET /api/notifications: newest first; `before` is the last id of the previous page. */
export const notificationsQuery = z.object({
  before: z.coerce.number().int().positive().max(MAX_ID).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(NOTIFICATIONS_PAGE_SIZE),
});

export const notificationsResponse = z.object({
  items: z.array(notificationItem),
  unreadCount: z.number().int(),
  /** pass as `before` for the next page; null on the last one */
  nextBefore: z.number().int().nullable(),
});
export type NotificationsPage = z.infer<typeof notificationsResponse>;

/** POST /api/notifications/read: some of one's own, or all of them. */
export const markReadInput = z.union([
  z.object({ ids: z.array(z.number().int().positive().max(MAX_ID)).min(1).max(MAX_MARK_READ_IDS) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type MarkReadInput = z.infer<typeof markReadInput>;

export const unreadCountResponse = z.object({ unreadCount: z.number().int() });
