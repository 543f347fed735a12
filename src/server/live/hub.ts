import { liveStateAt } from "@core/live/state-view";
import type { Subscriber } from "../http/event-stream";
import type { Database } from "../db/client";
import { AppError } from "../errors";
import { LIVE_CHANNEL, type Notice } from "./notice";
import { readLive, type LiveRecord } from "./service";

const HEARTBEAT_MS = 15_000;

export interface StreamLimits {
  perAddress: number;
  total: number;
}

/** One SSE message: the state as it stands at the server's time of sending. */
export function stateEvent(record: LiveRecord, now = Date.now()): string {
  const data = JSON.stringify({ state: liveStateAt(record.stored, now, record), serverTime: now });
  return `id: ${record.version}\nevent: state\ndata: ${data}\n\n`;
}

/**
 * A stream with a view of its own (a player's phone, seat-view-routes.ts): for each state the hub asks it for its
 * event instead of writing the shared one; null ends the stream (its link was revoked).
 */
export interface ViewSubscriber extends Subscriber {
  render(record: LiveRecord, now: number): string | null;
}

/**
 * Fans state changes out to this instance's displays. Every change, from this instance or another one, arrives
 * through LISTEN on one channel (the action's transaction NOTIFYs it on commit), so each display receives it
 * the same way whichever server it is connected to. It also counts the open streams, so that one address (or
 * everyone together) cannot hold more sockets and buffers than the caps allow.
 */
export class LiveHub {
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private readonly perAddress = new Map<string, number>();
  private reserved = 0;
  private listening: Promise<() => Promise<void>> | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly database: Database,
    private readonly limits: StreamLimits,
  ) {}

  /**
   * Takes one stream slot for `address`, or throws 429 when its cap or the instance's is reached. Taken
   * before any await, so concurrent requests cannot all pass the check; the returned function gives it back.
   */
  reserve(address: string): () => void {
    const mine = this.perAddress.get(address) ?? 0;
    if (mine >= this.limits.perAddress) {
      throw new AppError("too_many_requests", "Too many live displays are open from your address. Close one and try again.");
    }
    if (this.reserved >= this.limits.total) {
      throw new AppError("too_many_requests", "Too many live displays are open on this server. Try again in a minute.");
    }
    this.perAddress.set(address, mine + 1);
    this.reserved += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.reserved -= 1;
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    };
  }

  async subscribe(id: string, subscriber: Subscriber): Promise<() => void> {
    // a display whose request was still being served when the server began closing: end it now, or the
    // server's close would wait for its connection for ever
    if (this.closed) return this.refuse(subscriber);
    await this.ensureListening();
    if (this.closed) return this.refuse(subscriber);
    let set = this.subscribers.get(id);
    if (!set) {
      set = new Set();
      this.subscribers.set(id, set);
    }
    set.add(subscriber);
    return () => {
      set.delete(subscriber);
      if (set.size === 0 && this.subscribers.get(id) === set) this.subscribers.delete(id);
    };
  }

  private refuse(subscriber: Subscriber): () => void {
    subscriber.end();
    return () => undefined;
  }

  /** Displays subscribed on this instance. */
  get size(): number {
    let n = 0;
    for (const set of this.subscribers.values()) n += set.size;
    return n;
  }

  private ensureListening(): Promise<unknown> {
    if (!this.listening) {
      const listening = this.database.listen(
        LIVE_CHANNEL,
        (payload) => void this.onNotice(payload),
        () => void this.resync(),
      );
      this.listening = listening;
      // a failed LISTEN is tried again by the next display rather than remembered for ever
      listening.catch(() => {
        if (this.listening === listening) this.listening = null;
      });
      this.heartbeat ??= setInterval(() => this.beat(), HEARTBEAT_MS);
      this.heartbeat.unref();
    }
    return this.listening;
  }

  private beat() {
    const chunk = Buffer.from(`event: heartbeat\ndata: ${JSON.stringify({ serverTime: Date.now() })}\n\n`);
    for (const set of this.subscribers.values()) for (const s of set) s.write(chunk);
  }

  private async onNotice(payload: string): Promise<void> {
    let notice: Notice;
    try {
      notice = JSON.parse(payload) as Notice;
    } catch {
      return;
    }
    const set = this.subscribers.get(notice.id);
    if (!set || set.size === 0 || this.closed) return;
    let record: LiveRecord;
    if (notice.state) {
      record = { stored: notice.state, version: notice.version, updatedAt: notice.updatedAt };
    } else {
      try {
        record = await readLive(this.database.db, notice.id);
      } catch {
        return;
      }
    }
    this.send(set, record);
  }

  /**
   * The LISTEN connection is back after a loss: whatever changed meanwhile was never announced, so every
   * open display gets its tournament's current state read from the table, unless it already has that version
   * (or a newer one, from a notice that overtook this read).
   */
  private async resync(): Promise<void> {
    await Promise.all(
      [...this.subscribers.keys()].map(async (id) => {
        let record: LiveRecord;
        try {
          record = await readLive(this.database.db, id);
        } catch {
          return;
        }
        const set = this.subscribers.get(id);
        if (set && !this.closed) this.send(set, record);
      }),
    );
  }

  /** Writes the state to the displays that do not have it yet (a notice and a resync may both carry it). */
  private send(set: Set<Subscriber>, record: LiveRecord) {
    const now = Date.now();
    // the phones first: each view is a few hundred bytes, where a large field's state is tens of kB per display
    for (const s of set) {
      if (!("render" in s) || record.version <= s.version) continue;
      s.version = record.version;
      // a phone's own view, from what every phone of this record shares (worked out once: seat-view.ts)
      let own: string | null = null;
      try {
        own = (s as ViewSubscriber).render(record, now);
      } catch {
        // one view that cannot be made ends that phone's stream, never everyone's fan-out (it reconnects)
      }
      if (own === null) s.end();
      else s.write(own);
    }
    // encoded once for every display rather than once per socket (and not at all when only phones watch)
    let chunk: Buffer | null = null;
    for (const s of set) {
      if (record.version <= s.version) continue;
      s.version = record.version;
      chunk ??= Buffer.from(stateEvent(record, now));
      s.write(chunk);
    }
  }

  /** Ends every display's stream (they reconnect to another instance) and stops listening. */
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
