import { IN_APP_ONLY_TYPES, mailTopicOf } from "@core/contracts/notifications";
import { inArray, sql } from "drizzle-orm";
import { recordActivities } from "../activities/record";
import type { Tx } from "../db/client";
import { notifications, users } from "../db/schema/index";
import { publicUrl, unsubscribeUrl } from "../mail/links";
import { enqueueMail, type OutgoingMail } from "../mail/outbox";
import { mailableAddress } from "../mail/recipient";
import { renderMail } from "../mail/templates";
import { NOTIFICATIONS_CHANNEL } from "./channel";
import type { EventMessages, NotificationLine, RecordedEvent } from "./event-facts";
import { EVENT_WORDING, mailWording } from "./event-wording";
import { notificationMailConfig } from "./mail-config";

/**
 * Records what happened, in the caller's transaction (the one that did it), so the lines, the bell and the mail
 * exist exactly when the money moved or the seat changed: each event's Recent Activity lines, its notifications
 * with the NOTIFY that moves their users' bells (delivered on commit, nothing on rollback), and the mail of each
 * notification whose user has a confirmed address and left its topic on, queued in the outbox (sent after commit).
 * The wording is EVENT_WORDING's. Several events of one transaction go together, in order, in the same statements.
 */
export async function recordEvent(tx: Tx, ...events: RecordedEvent[]): Promise<void> {
  const said = events.map(wordingOf);
  await writeMessages(tx, {
    activities: said.flatMap((m) => m.activities ?? []),
    notifications: said.flatMap((m) => m.notifications ?? []),
  });
}

function wordingOf<E extends RecordedEvent>(event: E): EventMessages {
  return (EVENT_WORDING[event.kind] as (e: E) => EventMessages)(event);
}

/**
 * Writes the lines and notifications as given: one insert for the lines, one for the notifications, one read of
 * their users that also NOTIFYs each user once, and an insert per mail.
 */
export async function writeMessages(tx: Tx, m: EventMessages): Promise<void> {
  await recordActivities(tx, m.activities ?? []);
  const told = m.notifications ?? [];
  if (told.length === 0) return;
  // PostgreSQL returns the rows of a multi-row VALUES insert in their order: ids[i] is told[i]'s
  const ids = await tx
    .insert(notifications)
    .values(told.map((n) => ({ userId: n.userId, type: n.type, title: n.title, body: n.body, link: n.link })))
    .returning({ id: notifications.id });
  const recipients = await tx
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      emailMoneyEvents: users.emailMoneyEvents,
      emailTournamentEvents: users.emailTournamentEvents,
      bell: sql<unknown>`pg_notify(${NOTIFICATIONS_CHANNEL}, ${users.id}::text)`,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(told.map((n) => n.userId))]));

  const config = notificationMailConfig();
  if (!config) return;
  const byId = new Map(recipients.map((u) => [u.id, u]));
  const mails = new Map<string, OutgoingMail>();
  told.forEach((n, i) => {
    const user = byId.get(n.userId);
    if (!user || IN_APP_ONLY_TYPES.has(n.type)) return;
    const topic = mailTopicOf(n.type);
    const to = mailableAddress(user, topic);
    if (!to) return;
    const dedupeKey = mailKey(n, ids[i]!.id);
    // one mail per key, the first one's: as the outbox keeps it when the same event is told twice
    if (mails.has(dedupeKey)) return;
    const words = mailWording(n, user.username);
    const { text, html } = renderMail({
      greeting: words.greeting,
      lines: words.lines,
      action: n.link ? { label: words.actionLabel, url: publicUrl(config, n.link) } : undefined,
      unsubscribeUrl: unsubscribeUrl(config, n.userId, topic),
    });
    mails.set(dedupeKey, { dedupeKey, to, subject: words.subject, text, html });
  });
  for (const mail of mails.values()) await enqueueMail(tx, mail);
}

const mailKey = (n: NotificationLine, id: number) => `notification:${n.type}:${n.eventKey ?? `n${id}`}:${n.userId}`;
