import { randomUUID } from "node:crypto";
import type { Database } from "../db/client";

/**
 * Open event streams spread back over the instances (decision 245). A stream stays on the instance it opened on for
 * hours, so after a kill every stream of the dead instance lives on a survivor, and the restarted instance gets none:
 * with two instances, the next kill drops all of them at once, into one instance. Each instance says how many streams
 * it holds, every BALANCE_EVERY_MS, on one NOTIFY channel; one that holds more than its fair share ends a few of the
 * excess at a tick (they reconnect at once, and nginx's least_conn sends them to the lighter one).
 */
export const STREAM_LOAD_CHANNEL = "stream_load";

/** How often an instance says what it holds and looks at what the others said. */
export const BALANCE_EVERY_MS = 1_000;

/** An instance not heard for this long is gone (killed, or its LISTEN lost): the balance goes on without it. */
export const PEER_SILENT_MS = 3_500;

/** Streams an instance ends at most per tick: the ones that come back are a small storm, never a big one. */
export const SHED_PER_TICK = 100;

/** The wait before handing streams over again after they came back, doubled each time they do, up to the max. */
export const BACKOFF_MIN_MS = 2_000;
export const BACKOFF_MAX_MS = 30_000;

/** What a hub shows the balance: how many streams it holds, and how to end some (they reconnect). */
export interface BalancedHub {
  readonly size: number;
  shed(count: number): number;
}

/**
 * How many streams this instance ends now, given what it holds and what each live peer said it holds:
 * the excess over the fair share, once that excess is more than a slack (a few streams either way are no reason to
 * move anyone), at most `maxPerTick`. A peer's word is up to a tick old: the caller hands none over until each peer
 * has spoken SETTLE_MS after its last hand-over, so the streams on their way are not counted as still here.
 */
export function streamsToShed(mine: number, peers: readonly number[], maxPerTick = SHED_PER_TICK): number {
  if (peers.length === 0) return 0;
  const total = mine + peers.reduce((sum, n) => sum + n, 0);
  const fair = Math.ceil(total / (peers.length + 1));
  const slack = Math.max(20, Math.ceil(fair * 0.1));
  if (mine <= fair + slack) return 0;
  return Math.min(mine - fair, maxPerTick);
}

interface Heard {
  /** the streams the peer held, every kind together */
  streams: number;
  at: number;
}

/**
 * How long after handing streams over an instance waits for each peer's word before handing more: the streams come
 * back within the `retry: 250` the hubs end them with, and a word from before that would count them twice.
 */
export const SETTLE_MS = 600;

/**
 * `count` streams taken from the hubs in proportion to what each holds, so the instance they go to gets the same mix
 * of displays and bells (nginx counts connections, not kinds: balancing each kind alone moved the same bells back and
 * forth). Returns how many to take from each hub, in the hubs' order.
 */
export function shareOut(count: number, sizes: readonly number[]): number[] {
  const total = sizes.reduce((sum, n) => sum + n, 0);
  if (total === 0 || count <= 0) return sizes.map(() => 0);
  const taken = Math.min(count, total);
  const shares = sizes.map((n) => Math.floor((taken * n) / total));
  // the rounding's remainder to the hubs that hold the most
  let left = taken - shares.reduce((sum, n) => sum + n, 0);
  for (const i of sizes.map((_, i) => i).sort((a, b) => sizes[b]! - sizes[a]!)) {
    if (left <= 0) break;
    if (shares[i]! < sizes[i]!) {
      shares[i]! += 1;
      left -= 1;
    }
  }
  return shares;
}

export class StreamBalance {
  readonly id = randomUUID();
  private readonly hubs = new Map<string, BalancedHub>();
  private readonly peers = new Map<string, Heard>();
  private timer: NodeJS.Timeout | null = null;
  private listening: Promise<() => Promise<void>> | null = null;
  /** streams ended for balance since the start, by kind (the metrics show them) */
  readonly shed = new Map<string, number>();
  /** when this instance last handed streams over, what it held before and what it was left with */
  private lastShedAt = 0;
  private heldBeforeShed = 0;
  private heldAfterShed = 0;
  /** the wait before handing more over, after the ones handed over came back here (see tick) */
  private backoffMs = 0;

  constructor(
    private readonly database: Database,
    private readonly everyMs = BALANCE_EVERY_MS,
  ) {}

  /** A hub whose streams count in the balance; `kind` names them in the metrics. */
  track(kind: string, hub: BalancedHub): void {
    this.hubs.set(kind, hub);
  }

  /** Listens and says what this instance holds (0 streams, on a fresh start: the peers then hand some over). */
  async start(): Promise<void> {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.everyMs);
    this.timer.unref();
    await this.tick();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const unlisten = await this.listening?.catch(() => null);
    this.listening = null;
    await unlisten?.().catch(() => undefined);
  }

  /** A LISTEN that failed (the database away at the start) is tried again at the next tick. */
  private ensureListening(): Promise<unknown> {
    if (!this.listening) {
      const listening = this.database.listen(STREAM_LOAD_CHANNEL, (payload) => this.heard(payload));
      this.listening = listening;
      listening.catch(() => {
        if (this.listening === listening) this.listening = null;
      });
    }
    return this.listening;
  }

  /** The peers heard in the last PEER_SILENT_MS, by id. */
  livePeers(now = Date.now()): Map<string, Heard> {
    for (const [id, heard] of this.peers) if (now - heard.at > PEER_SILENT_MS) this.peers.delete(id);
    return this.peers;
  }

  private heard(payload: string): void {
    let message: { id?: unknown; streams?: unknown };
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      return;
    }
    const { id, streams } = message;
    if (typeof id !== "string" || id === this.id || typeof streams !== "number" || !Number.isFinite(streams) || streams < 0) return;
    this.peers.set(id, { streams, at: Date.now() });
  }

  /** The streams this instance holds, every kind together (what nginx's least_conn counts, with the requests). */
  get streams(): number {
    let n = 0;
    for (const hub of this.hubs.values()) n += hub.size;
    return n;
  }

  /**
   * Hands over this tick's excess, once every peer has spoken since the last, then says what is left here. When most
   * of the last ones came back here, the proxy still keeps the lighter instance out (nginx lets one connection per
   * fail_timeout through to an instance that failed, until a request to it completes): it then waits longer each
   * time, up to BACKOFF_MAX_MS, rather than move the same displays every second.
   */
  async tick(now = Date.now()): Promise<void> {
    await this.ensureListening().catch(() => undefined);
    const peers = [...this.livePeers(now).values()];
    const settled = peers.every((p) => p.at >= this.lastShedAt + SETTLE_MS) && now >= this.lastShedAt + this.backoffMs;
    const excess = settled
      ? streamsToShed(
          this.streams,
          peers.map((p) => p.streams),
        )
      : 0;
    if (excess > 0) {
      const handed = this.heldBeforeShed - this.heldAfterShed;
      if (this.lastShedAt > 0 && this.streams > this.heldAfterShed + handed / 2) {
        this.backoffMs = Math.min(Math.max(this.backoffMs * 2, BACKOFF_MIN_MS), BACKOFF_MAX_MS);
        this.lastShedAt = now;
        this.heldBeforeShed = this.heldAfterShed = this.streams;
      } else {
        this.backoffMs = 0;
        this.heldBeforeShed = this.streams;
        const hubs = [...this.hubs];
        const shares = shareOut(
          excess,
          hubs.map(([, hub]) => hub.size),
        );
        hubs.forEach(([kind, hub], i) => {
          if (shares[i]! > 0) this.shed.set(kind, (this.shed.get(kind) ?? 0) + hub.shed(shares[i]!));
        });
        this.lastShedAt = now;
        // the ended streams leave the hubs when their connections close, a moment later
        this.heldAfterShed = this.heldBeforeShed - shares.reduce((sum, n) => sum + n, 0);
      }
    }
    await this.announce();
  }

  private async announce(): Promise<void> {
    // a lost connection misses a tick: the peers go on with the last word they heard, then without this instance
    await this.database.notify(STREAM_LOAD_CHANNEL, JSON.stringify({ id: this.id, streams: this.streams })).catch(() => undefined);
  }
}
