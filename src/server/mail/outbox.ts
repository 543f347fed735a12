import { mailOutbox } from "../db/schema/index";
import type { Tx } from "../db/client";

export interface OutgoingMail {
  /** one mail per key, ever: a retried event or a second instance enqueuing the same event adds nothing */
  dedupeKey: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Queues a mail in the caller's transaction, so it exists exactly when the event it reports committed.
 * The outbox worker sends it after the commit.
 */
export async function enqueueMail(tx: Tx, mail: OutgoingMail): Promise<void> {
  await tx
    .insert(mailOutbox)
    .values({ dedupeKey: mail.dedupeKey, toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey });
}
