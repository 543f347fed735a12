import type { Database } from "../db/client";
import { AppError } from "../errors";
import type { Subscriber } from "./event-stream";

/** Every stream hears something this often at least (a heartbeat when nothing else was sent): the clients' watchdog waits 35 s. */
export const HEARTBEAT_MS = 15_000;

export interface StreamCaps {
  /** streams one client address may hold (LIVE_STREAMS_PER_ADDRESS) */
  perAddress: number;
  /** streams this instance holds of this kind (LIVE_STREAMS_MAX) */
  total: number;
}

const INSTANCE_FULL = "Too many live displays are open on this server. Try again in a minute.";

/**
 * What the live clock's displays and the bells share: the open streams by key (a tournament, a user), the caps on
 * them, one LISTEN channel that every instance hears each change on (the change's transaction NOTIFYs it on commit),
 * one heartbeat timer, and the close that ends every stream. A hub decides what a notice means and what a beat
 * writes; it never opens sockets (openEventStream does, in event-stream.ts).
 */
export abstract class StreamHub<K> {
  protected readonly subscribers = new Map<K, Set<Subscriber>>();
  private readonly perAddress = new Map<string, number>();
  private reserved = 0;
  private listening: Promise<() => Promise<void>> | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  protected closed = false;
  /** streams ended for balance whose connection has not closed yet: never ended twice */
  private readonly ending = new WeakSet<Subscriber>();

  constructor(
    protected readonly database: Database,
    private readonly channel: string,
    private readonly caps: StreamCaps,
    /** the 429's message for an address at its cap: each kind of stream names itself */
    private readonly addressFull: string,
  ) {}

  /** A notice on the channel: the hub works out which streams it concerns. */
  protected abstract onNotice(payload: string): void;
  /** The LISTEN connection is back after a loss: the notices sent meanwhile were lost. */
  protected abstract onResume(): void;
  /** The heartbeat timer's tick. */
  protected abstract beat(now: number): void;
  /** The last stream of `key` went. */
  protected onEmpty(_key: K): void {}

  /**
   * Takes one stream slot for `address`, or throws 429 when its cap or the instance's is reached. Taken before any
   * await, so concurrent requests cannot all pass the check; the returned function gives it back (once).
   */
  reserve(address: string): () => void {
    const mine = this.perAddress.get(address) ?? 0;
    if (mine >= this.caps.perAddress) throw new AppError("too_many_requests", this.addressFull);
    if (this.reserved >= this.caps.total) throw new AppError("too_many_requests", INSTANCE_FULL);
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

  /** Streams subscribed on this instance. */
  get size(): number {
    let n = 0;
    for (const set of this.subscribers.values()) n += set.size;
    return n;
  }

  /**
   * Ends up to `count` streams for the balance between instances (stream-balance.ts, decision 245): each is told to
   * come back at once, and the proxy sends it to the instance with the fewest. Returns how many were ended.
   */
  shed(count: number): number {
    let ended = 0;
    for (const set of this.subscribers.values()) {
      for (const s of set) {
        if (ended >= count) return ended;
        if (this.ending.has(s)) continue;
        this.ending.add(s);
        s.end();
        ended += 1;
      }
    }
    return ended;
  }

  /** Streams of one key. */
  protected count(key: K): number {
    return this.subscribers.get(key)?.size ?? 0;
  }

  /**
   * Adds `subscriber` under `key` once the channel is heard (a change after this is announced to it); returns the
   * function that removes it. A stream that arrives while the hub is closing, or whose LISTEN failed, is ended or
   * refused: the server's close must not wait for it.
   */
  protected async add(key: K, subscriber: Subscriber): Promise<() => void> {
    if (this.closed) return refuse(subscriber);
    await this.ensureListening();
    if (this.closed) return refuse(subscriber);
    let set = this.subscribers.get(key);
    if (!set) {
      set = new Set();
      this.subscribers.set(key, set);
    }
    set.add(subscriber);
    let removed = false;
    return () => {
      if (removed) return;
      removed = true;
      set.delete(subscriber);
      if (set.size === 0 && this.subscribers.get(key) === set) {
        this.subscribers.delete(key);
        this.onEmpty(key);
      }
    };
  }

  private ensureListening(): Promise<unknown> {
    if (!this.listening) {
      const listening = this.database.listen(
        this.channel,
        (payload) => this.onNotice(payload),
        () => this.onResume(),
      );
      this.listening = listening;
      // a failed LISTEN is tried again by the next stream rather than remembered for ever
      listening.catch(() => {
        if (this.listening === listening) this.listening = null;
      });
      this.heartbeat ??= setInterval(() => this.beat(Date.now()), HEARTBEAT_MS);
      this.heartbeat.unref();
    }
    return this.listening;
  }

  /** Ends every stream (they reconnect, to another instance when this one stops) and stops listening. */
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

function refuse(subscriber: Subscriber): () => void {
  subscriber.end();
  return () => undefined;
}
