import { and, count, isNull, sql } from "drizzle-orm";
import type { Database, Tx } from "../db/client";
import { notifications } from "../db/schema/index";
import { AppError } from "../errors";
import type { Subscriber } from "../http/event-stream";
import { StreamHub, type StreamCaps } from "../http/stream-hub";
import { NOTIFICATIONS_CHANNEL } from "./channel";

/** Tabs one user may keep a bell stream open in, on one instance. */
export const STREAMS_PER_USER = 10;

/** The same bytes to every tab at every beat. */
const HEARTBEAT = Buffer.from("event: heartbeat\ndata: {}\n\n");
/** Users whose counts one statement reads: a notice to every registrant of a big event is a few such reads. */
const READ_BATCH = 2500;

export function unreadEvent(count: number): string {
  return `event: unread\ndata: ${JSON.stringify({ unreadCount: count })}\n\n`;
}

/** The unread counts of many users in one statement (the partial index on unread rows); a user with none: 0. */
export async function unreadCounts(db: Tx, userIds: readonly number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return counts;
  // one array parameter, not one per user: both drivers take the literal
  const rows = await db
    .select({ userId: notifications.userId, n: count() })
    .from(notifications)
    .where(and(sql`${notifications.userId} = any(${`{${userIds.join(",")}}`}::integer[])`, isNull(notifications.readAt)))
    .groupBy(notifications.userId);
  for (const r of rows) counts.set(r.userId, Number(r.n));
  return counts;
}

/**
 * Sends each signed-in tab its user's unread count whenever it changes. A transaction that adds or reads
 * notifications NOTIFYs the user's id; every instance LISTENs on the one channel (the live clock's connection),
 * reads the count and writes it to that user's streams. The users noticed meanwhile are read together, in one
 * statement (a notification to 5,000 users is 5,000 notices: one read each cost the embedded database seconds),
 * and one read runs at a time, each after the notices it answers, so a tab never ends on an older count.
 */
export class UnreadHub extends StreamHub<number> {
  /** users whose count changed since the read in flight began (or since the last one, when none is) */
  private readonly due = new Set<number>();
  private reading = false;

  /** caps: LIVE_STREAMS_PER_ADDRESS and LIVE_STREAMS_MAX, the live displays' caps, counted apart for the bells */
  constructor(database: Database, caps: StreamCaps) {
    super(database, NOTIFICATIONS_CHANNEL, caps, "Too many notification streams are open from your address. Close a tab and try again.");
  }

  /** 429 when the user has STREAMS_PER_USER tabs open here; checked before the stream starts, so it is JSON. */
  checkRoom(userId: number): void {
    if (this.count(userId) >= STREAMS_PER_USER) {
      throw new AppError("too_many_requests", "Too many tabs are showing your notifications. Close one and try again.");
    }
  }

  /** Adds a tab's stream (429 over the user's cap), sends the current count and returns the unsubscribe function. */
  async subscribe(userId: number, subscriber: Subscriber): Promise<() => void> {
    this.checkRoom(userId);
    const unsubscribe = await this.add(userId, subscriber);
    // listening first, then read: a change in between arrives as a notice and is read again
    if (!this.closed) this.refresh(userId);
    return unsubscribe;
  }

  protected onNotice(payload: string): void {
    const userId = Number(payload);
    if (Number.isInteger(userId) && this.subscribers.has(userId)) this.refresh(userId);
  }

  /** Notices sent while the connection was down were lost: every open bell reads its count again. */
  protected onResume(): void {
    for (const userId of this.subscribers.keys()) this.refresh(userId);
  }

  protected beat(): void {
    for (const set of this.subscribers.values()) for (const s of set) s.write(HEARTBEAT);
  }

  private refresh(userId: number): void {
    this.due.add(userId);
    if (this.reading) return;
    this.reading = true;
    // after the rest of this burst of notices (one transaction's users arrive together) has joined the read
    setImmediate(() => void this.readDue());
  }

  private async readDue(): Promise<void> {
    try {
      while (this.due.size > 0 && !this.closed) {
        const users = [...this.due].filter((id) => this.subscribers.has(id));
        this.due.clear();
        for (let i = 0; i < users.length && !this.closed; i += READ_BATCH) {
          let counts: Map<number, number>;
          try {
            counts = await unreadCounts(this.database.db, users.slice(i, i + READ_BATCH));
          } catch {
            // those tabs keep their count until the next notice (or the next reconnect's read)
            continue;
          }
          this.sendCounts(counts);
        }
      }
    } finally {
      this.reading = false;
    }
  }

  /** Each user's count to its tabs: one encoded event per distinct count, the same bytes for every tab showing it. */
  private sendCounts(counts: Map<number, number>): void {
    const events = new Map<number, Buffer>();
    for (const [userId, n] of counts) {
      const set = this.subscribers.get(userId);
      if (!set) continue;
      let chunk = events.get(n);
      if (!chunk) events.set(n, (chunk = Buffer.from(unreadEvent(n))));
      for (const s of set) s.write(chunk);
    }
  }
}
