import type { MarkReadInput, NotificationItem, NotificationsPage, NotificationType } from "@core/contracts/notifications";
import { and, count, desc, eq, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { JOB_LOCKS, runIfFree } from "../db/advisory-lock";
import type { Database, Db, Tx } from "../db/client";
import { notifications, type NotificationRow } from "../db/schema/index";
import { NOTIFICATIONS_CHANNEL } from "./channel";
import { startIntervalJob } from "../http/interval-job";

const toItem = (row: NotificationRow): NotificationItem => ({
  id: row.id,
  type: row.type as NotificationType,
  title: row.title,
  body: row.body,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

export async function unreadCount(db: Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** One page of the user's own notifications, newest first (keyset on the id, so new ones do not shift pages). */
export async function listNotifications(db: Db, userId: number, page: { before?: number; limit: number }): Promise<NotificationsPage> {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), page.before ? lt(notifications.id, page.before) : undefined))
    .orderBy(desc(notifications.id))
    .limit(page.limit + 1);
  const items = rows.slice(0, page.limit).map(toItem);
  const nextBefore = rows.length > page.limit ? items[items.length - 1]!.id : null;
  return { items, unreadCount: await unreadCount(db, userId), nextBefore };
}

/** Marks the user's own notifications read (ids of anyone else's match nothing) and moves their open bells. */
export async function markRead(db: Db, userId: number, input: MarkReadInput): Promise<{ unreadCount: number }> {
  return db.transaction(async (tx) => {
    const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
    const changed = await tx
      .update(notifications)
      .set({ readAt: new Date() })
      .where("all" in input ? mine : and(mine, inArray(notifications.id, input.ids)))
      .returning({ id: notifications.id });
    if (changed.length > 0) await tx.execute(sql`SELECT pg_notify(${NOTIFICATIONS_CHANNEL}, ${String(userId)})`);
    return { unreadCount: await unreadCount(tx, userId) };
  });
}

/** A read notification is kept this long after it was created; unread ones are kept until they are read. */
export const READ_NOTIFICATIONS_KEPT_DAYS = 90;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Deletes the read notifications created more than 90 days before `now`; returns how many. */
export async function purgeOldReadNotifications(db: Db, now = new Date()): Promise<number> {
  const removed = await db
    .delete(notifications)
    .where(and(isNotNull(notifications.readAt), lt(notifications.createdAt, new Date(now.getTime() - READ_NOTIFICATIONS_KEPT_DAYS * 86_400_000))))
    .returning({ id: notifications.id });
  return removed.length;
}

/** purgeOldReadNotifications on one instance at a time: null when another instance is running it (decision 130). */
export function purgeOldReadNotificationsIfFree(database: Pick<Database, "db" | "kind">): Promise<number | null> {
  return runIfFree(database, JOB_LOCKS.notificationPurge, () => purgeOldReadNotifications(database.db));
}

/**
 * Purges old read notifications every hour, like the session purge: unref'd so it never holds the process open,
 * stopped when the app closes, and run by one instance at a time (an advisory lock).
 */
export function startNotificationPurge(app: FastifyInstance, intervalMs = PURGE_INTERVAL_MS): void {
  startIntervalJob(app, intervalMs, () => purgeOldReadNotificationsIfFree(app.database), {
    countKey: "removed",
    done: "old read notifications purged",
    failed: "purging old read notifications failed; retrying at the next interval",
  });
}
