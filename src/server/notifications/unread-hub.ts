import { and, count, isNull, sql } from "drizzle-orm";
import type { Database, Tx } from "../db/client";
import { notifications } from "../db/schema/index";
import { AppError } from "../errors";
import type { Subscriber } from "../http/event-stream";
import { NOTIFICATIONS_CHANNEL } from "./channel";

const HEARTBEAT_MS = 15_000;
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
export class UnreadHub {
  private readonly subscribers = new Map<number, Set<Subscriber>>();
  /** open streams per client address, whichever users they belong to */
  private readonly perAddress = new Map<string, number>();
  /** users whose count changed since the read in flight began (or since the last one, when none is) */
  private readonly due = new Set<number>();
  private reading = false;
  private total = 0;
  private listening: Promise<() => Promise<void>> | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly database: Database,
    private readonly maxTotal: number,
    /** LIVE_STREAMS_PER_ADDRESS: the live displays' cap, counted apart for the bells */
    private readonly maxPerAddress = Infinity,
  ) {}

  get size(): number {
    return this.total;
  }

  /** 429 when the user's cap or the instance's is reached; checked before the stream starts, so it is JSON. */
  checkRoom(userId: number): void {
    if ((this.subscribers.get(userId)?.size ?? 0) >= STREAMS_PER_USER) {
      throw new AppError("too_many_requests", "Too many tabs are showing your notifications. Close one and try again.");
    }
    if (this.total >= this.maxTotal) throw new AppError("too_many_requests", "Too many live displays are open on this server. Try again in a minute.");
  }

  /**
   * Counts a stream from `address` (the client's address as TRUST_PROXY resolves it) until the returned function
   * is called; 429 as JSON, before the stream starts, once that address has maxPerAddress open. Without it one
   * client could open streams for many accounts from one address and hold the instance's whole budget.
   */
  reserveAddress(address: string): () => void {
    const open = this.perAddress.get(address) ?? 0;
    if (open >= this.maxPerAddress) {
      throw new AppError("too_many_requests", "Too many notification streams are open from your address. Close a tab and try again.");
    }
    this.perAddress.set(address, open + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    };
  }

  /** Adds a tab's stream (429 over the caps), sends the current count and returns the unsubscribe function. */
  async subscribe(userId: number, subscriber: Subscriber): Promise<() => void> {
    this.checkRoom(userId);
    const set = this.subscribers.get(userId) ?? new Set<Subscriber>();
    if (this.closed) {
      subscriber.end();
      return () => undefined;
    }
    set.add(subscriber);
    this.subscribers.set(userId, set);
    this.total += 1;
    let removed = false;
    const unsubscribe = () => {
      if (removed) return;
      removed = true;
      this.total -= 1;
      set.delete(subscriber);
      if (set.size === 0 && this.subscribers.get(userId) === set) this.subscribers.delete(userId);
    };
    try {
      await this.ensureListening();
    } catch (err) {
      unsubscribe();
      throw err;
    }
    // listening first, then read: a change in between arrives as a notice and is read again
    this.refresh(userId);
    return unsubscribe;
  }

  private ensureListening(): Promise<unknown> {
    if (!this.listening) {
      const listening = this.database.listen(
        NOTIFICATIONS_CHANNEL,
        (payload) => {
          const userId = Number(payload);
          if (Number.isInteger(userId) && this.subscribers.has(userId)) this.refresh(userId);
        },
        // notices sent while the connection was down were lost: every open bell reads its count again
        () => {
          for (const userId of this.subscribers.keys()) this.refresh(userId);
        },
      );
      this.listening = listening;
      listening.catch(() => {
        if (this.listening === listening) this.listening = null;
      });
      this.heartbeat ??= setInterval(() => this.beat(), HEARTBEAT_MS);
      this.heartbeat.unref();
    }
    return this.listening;
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

  private beat() {
    for (const set of this.subscribers.values()) for (const s of set) s.write(HEARTBEAT);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const set of this.subscribers.values()) for (const s of set) s.end();
    this.subscribers.clear();
    if (this.listening) {
      const unlisten = await this.listening.catch(() => null);
      await unlisten?.().catch(() => undefined);
    }
  }
}
