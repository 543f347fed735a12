import type { Tx } from "../db/client";
import type { NotificationLine } from "./event-facts";
import { writeMessages } from "./record-event";

export type NotificationEvent = NotificationLine;

/**
 * One notification, worded by the caller, with its NOTIFY and its mail, inside the caller's transaction. Events
 * go through recordEvent, which takes their wording from EVENT_WORDING.
 */
export async function notify(tx: Tx, event: NotificationEvent): Promise<void> {
  await writeMessages(tx, { notifications: [event] });
}
