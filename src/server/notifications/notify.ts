import { IN_APP_ONLY_TYPES, mailTopicOf, type NotificationType } from "@core/contracts/notifications";
import { eq, sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { notifications, users } from "../db/schema/index";
import { publicUrl, unsubscribeUrl } from "../mail/links";
import { enqueueMail } from "../mail/outbox";
import { mailableAddress } from "../mail/recipient";
import { renderMail } from "../mail/templates";
import { NOTIFICATIONS_CHANNEL } from "./channel";
import { notificationMailConfig } from "./mail-config";

export interface NotificationEvent {
  userId: number;
  type: NotificationType;
  title: string;
  body: string;
  /** a same-site path ("/invest/12") to the thing it is about */
  link: string | null;
  /**
   * Names the event ("investment:41"): with the type and user it is the mail's dedupe key, so a mail exists at
   * most once per event and user. Without it the new notification's id is used.
   */
  eventKey?: string;
}

/**
 * Tells a user about an event, inside the event's own transaction: the notification row, a NOTIFY that moves
 * their bell (delivered on commit, nothing if the transaction rolls back) and, when they have a confirmed
 * address and left the topic on, a mail queued in the outbox (sent after commit by the outbox worker); never for
 * the bell-only types (IN_APP_ONLY_TYPES).
 */
export async function notify(tx: Tx, event: NotificationEvent): Promise<void> {
  const [row] = await tx
    .insert(notifications)
    .values({ userId: event.userId, type: event.type, title: event.title, body: event.body, link: event.link })
    .returning({ id: notifications.id });
  await tx.execute(sql`SELECT pg_notify(${NOTIFICATIONS_CHANNEL}, ${String(event.userId)})`);

  const config = notificationMailConfig();
  if (!config || IN_APP_ONLY_TYPES.has(event.type)) return;
  const [user] = await tx
    .select({
      username: users.username,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      emailMoneyEvents: users.emailMoneyEvents,
      emailTournamentEvents: users.emailTournamentEvents,
    })
    .from(users)
    .where(eq(users.id, event.userId));
  const topic = mailTopicOf(event.type);
  const to = user ? mailableAddress(user, topic) : null;
  if (!user || !to) return;
  const { text, html } = renderMail({
    greeting: `Hello ${user.username},`,
    lines: [event.body],
    action: event.link ? { label: "Open in StakeLine", url: publicUrl(config, event.link) } : undefined,
    unsubscribeUrl: unsubscribeUrl(config, event.userId, topic),
  });
  await enqueueMail(tx, {
    dedupeKey: `notification:${event.type}:${event.eventKey ?? `n${row!.id}`}:${event.userId}`,
    to,
    subject: event.title,
    text,
    html,
  });
}
