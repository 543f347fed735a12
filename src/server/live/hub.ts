import { liveStateAt } from "@core/live/state-view";
import type { Database } from "../db/client";
import { LIVE_CHANNEL, type Notice } from "./notice";
import { readLive, type LiveRecord } from "./service";

const HEARTBEAT_MS = 15_000;

export interface Subscriber {
  /** the last version written to this display */
  version: number;
  write(chunk: string | Buffer): void;
  end(): void;
}

/** One SSE message: the state as it stands at the server's time of sending. */
export function stateEvent(record: LiveRecord, now = Date.now()): string {
  const data = JSON.stringify({ state: liveStateAt(record.stored, now, record), serverTime: now });
  return `id: ${record.version}\nevent: state\ndata: ${data}\n\n`;
}

/**
 * Fans state changes out to this instance's displays. Every change, from this instance or another one, arrives
 * through LISTEN on one channel (the action's transaction NOTIFYs it on commit), so each display receives it
 * the same way whichever server it is connected to.
 */
export class LiveHub {
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private listening: Promise<() => Promise<void>> | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly database: Database) {}

  async subscribe(id: string, subscriber: Subscriber): Promise<() => void> {
    await this.ensureListening();
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

  get size(): number {
    let n = 0;
    for (const set of this.subscribers.values()) n += set.size;
    return n;
  }

  private ensureListening(): Promise<unknown> {
    if (!this.listening) {
      this.listening = this.database.listen(LIVE_CHANNEL, (payload) => void this.onNotice(payload));
      this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);
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
    // encoded once for every display rather than once per socket
    const chunk = Buffer.from(stateEvent(record));
    for (const s of set) {
      if (record.version <= s.version) continue;
      s.version = record.version;
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
