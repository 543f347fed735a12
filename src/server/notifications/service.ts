import type { MarkReadInput, NotificationItem, NotificationsPage, NotificationType } from "@core/contracts/notifications";
import { and, count, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { notifications, type NotificationRow } from "../db/schema/index";
import { NOTIFICATIONS_CHANNEL } from "./channel";

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
