import { IN_APP_ONLY_TYPES, mailTopicOf } from "@core/contracts/notifications";
import { sql } from "drizzle-orm";
import { recordActivities } from "../activities/record";
import type { Tx } from "../db/client";
import { activities, notifications, users } from "../db/schema/index";
import { payoutLinkUrl, publicUrl, unsubscribeUrl } from "../mail/links";
import { enqueueMail, type OutgoingMail } from "../mail/outbox";
import { mailableAddress } from "../mail/recipient";
import { renderMail } from "../mail/templates";
import { NOTIFICATIONS_CHANNEL } from "./channel";
import type { EventMessages, NotificationLine, RecordedEvent } from "./event-facts";
import { EVENT_WORDING, mailWording } from "./event-wording";
import { notificationMailConfig } from "./mail-config";
import { rowsOf } from "../db/rows";

/**
 * Records what happened, in the caller's transaction (the one that did it), so the lines, the bell and the mail
 * exist exactly when the money moved or the seat changed: each event's Recent Activity lines, its notifications
 * with the NOTIFY that moves their users' bells (delivered on commit, nothing on rollback), and the mail of each
 * notification whose user has a confirmed address and left its topic on, queued in the outbox (sent after commit).
 * The wording is EVENT_WORDING's. Several events of one transaction go together, in order, in the same statements.
 */
export async function recordEvent(tx: Tx, ...events: RecordedEvent[]): Promise<void> {
  await writeMessages(tx, messagesOf(...events));
}

/** The events' lines and notifications as EVENT_WORDING words them, in order: what recordEvent writes. */
export function messagesOf(...events: RecordedEvent[]): Required<EventMessages> {
  const said = events.map(wordingOf);
  return { activities: said.flatMap((m) => m.activities ?? []), notifications: said.flatMap((m) => m.notifications ?? []) };
}

function wordingOf<E extends RecordedEvent>(event: E): EventMessages {
  return (EVENT_WORDING[event.kind] as (e: E) => EventMessages)(event);
}

/**
 * Writes the lines and notifications as given, in one statement (one round trip): the lines, the notifications,
 * and a read of their users that also NOTIFYs each user once; then an insert per mail.
 */
export async function writeMessages(tx: Tx, m: EventMessages): Promise<void> {
  const told = m.notifications ?? [];
  if (told.length === 0) {
    await recordActivities(tx, m.activities ?? []);
    return;
  }
  const lines = (m.activities ?? []).map((l) => ({ user_id: l.userId, type: l.type, description: l.text }));
  const notes = told.map((n) => ({ user_id: n.userId, type: n.type, title: n.title, body: n.body, link: n.link }));
  // each insert takes its rows in the given order (with ordinality), so identities rise in that order: ids[i] is told[i]'s
  const rows = await rowsOf<RecipientRow>(
    tx,
    sql`
    with lines as (
      insert into ${activities} (user_id, type, description)
      select x.user_id, x.type, x.description
      from rows from (jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as (user_id integer, type text, description text)) with ordinality as x(user_id, type, description, n)
      order by x.n
    ), told as (
      insert into ${notifications} (user_id, type, title, body, link)
      select x.user_id, x.type, x.title, x.body, x.link
      from rows from (jsonb_to_recordset(${JSON.stringify(notes)}::jsonb) as (user_id integer, type text, title text, body text, link text)) with ordinality as x(user_id, type, title, body, link, n)
      order by x.n
      returning id
    )
    select u.id, u.username, u.email, u.email_verified_at, u.email_money_events, u.email_tournament_events,
      pg_notify(${NOTIFICATIONS_CHANNEL}, u.id::text) as bell,
      -- on the first row only: on every row, a notification to 5,000 users returned 25 million ids (seconds)
      case when row_number() over (order by u.id) = 1 then (select array_agg(told.id order by told.id) from told) end as ids
    from ${users} u where u.id = any(${`{${[...new Set(told.map((n) => n.userId))].join(",")}}`}::integer[])
    order by u.id
  `,
  );
  const recipients = rows.map((r) => ({
    id: r.id,
    username: r.username,
    email: r.email,
    emailVerifiedAt: r.email_verified_at === null ? null : new Date(r.email_verified_at),
    emailMoneyEvents: r.email_money_events,
    emailTournamentEvents: r.email_tournament_events,
  }));
  // the notifications' ids, in the order told (the first row carries them; none when none of the users exists any more)
  const ids = (rows[0]?.ids ?? []).map(Number);
  for (const mail of mailsFor(told, recipients, (i) => ids[i]) ?? []) await enqueueMail(tx, mail);
}

/** A notified user as the mail rule needs them. */
export interface MailRecipient {
  id: number;
  username: string;
  email: string | null;
  emailVerifiedAt: Date | null;
  emailMoneyEvents: boolean;
  emailTournamentEvents: boolean;
}

/**
 * The mails of the notifications told: one for each whose user has a confirmed address and left its topic on (none
 * when mail is not configured), one per dedupe key. The key names the event, or the notification's own id where the
 * event has no key: `idOf(i)` is told[i]'s; undefined when that id is needed and not known (not written yet).
 */
export function mailsFor(
  told: readonly NotificationLine[],
  recipients: readonly MailRecipient[],
  idOf: (i: number) => number | undefined,
): OutgoingMail[] | undefined {
  const config = notificationMailConfig();
  if (!config) return [];
  const byId = new Map(recipients.map((u) => [u.id, u]));
  const mails = new Map<string, OutgoingMail>();
  for (const [i, n] of told.entries()) {
    const user = byId.get(n.userId);
    if (!user || IN_APP_ONLY_TYPES.has(n.type)) continue;
    const topic = mailTopicOf(n.type);
    const to = mailableAddress(user, topic);
    if (!to) continue;
    const id = n.eventKey ? 0 : idOf(i);
    if (id === undefined) return undefined;
    const dedupeKey = mailKey(n, id);
    // one mail per key, the first one's: as the outbox keeps it when the same event is told twice
    if (mails.has(dedupeKey)) continue;
    const words = mailWording(n, user.username);
    const { text, html } = renderMail({
      greeting: words.greeting,
      lines: words.lines,
      action: n.link ? { label: words.actionLabel, url: publicUrl(config, n.link) } : undefined,
      // a payout marked paid: the investor answers from the mail, signed links as the unsubscribe one (decision 200)
      links:
        n.confirmPayoutId === undefined
          ? undefined
          : [
              { label: "Confirm I was paid", url: payoutLinkUrl(config, n.confirmPayoutId, n.userId, "confirm") },
              { label: "I was not paid", url: payoutLinkUrl(config, n.confirmPayoutId, n.userId, "dispute") },
            ],
      unsubscribeUrl: unsubscribeUrl(config, n.userId, topic),
    });
    mails.set(dedupeKey, { dedupeKey, to, subject: words.subject, text, html });
  }
  return [...mails.values()];
}

interface RecipientRow {
  id: number;
  username: string;
  email: string | null;
  email_verified_at: Date | string | null;
  email_money_events: boolean;
  email_tournament_events: boolean;
  ids: Array<number | string> | null;
}

const mailKey = (n: NotificationLine, id: number) => `notification:${n.type}:${n.eventKey ?? `n${id}`}:${n.userId}`;
