import type { LiveStoredState } from "@core/live/schema/contracts";
import { liveStateAt } from "@core/live/views/state-view";
import type { Subscriber } from "../http/event-stream";
import { CoalescedReads } from "../http/coalesced-reads";
import type { UserRow } from "../db/schema/index";
import { HEARTBEAT_MS, StreamHub, type StreamCaps } from "../http/stream-hub";
import type { Database } from "../db/client";
import { LIVE_CHANNEL, type Notice } from "./notice";
import { ParsedStates } from "./parsed-states";
import { readLive, type LiveRecord } from "./service";
import { encodeState, fullStateEvent, patchEvent, type EncodedState } from "./state-encoding";

/** A clock's reads for streams start at least this far apart while they keep coming (decision 244): 20 a second. */
export const STREAM_READ_GAP_MS = 50;

/** How long a display's opening event serves the displays that open after it on the same state (decision 244). */
export const OPENING_REUSE_MS = 200;

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
export class LiveHub extends StreamHub<string> {
  /** when each tournament's displays were last all sent a new state (the heartbeat skips them meanwhile) */
  private readonly lastFanOut = new Map<string, number>();
  /** each tournament's state as last fanned out, field by field: what the next action's patch is worked out against */
  private readonly sent = new Map<string, EncodedState>();
  /** the clocks streams are opening on, one read per clock and reader while a reconnect storm queues (decision 243) */
  private readonly reads = new CoalescedReads<string, LiveRecord>(STREAM_READ_GAP_MS);
  /** each shared read's opening event, encoded once (JSON and bytes) for every display that opened on it */
  private readonly openings = new WeakMap<LiveRecord, Buffer>();
  /** each clock's last opening event, with the stored state it was made from and when (decision 244) */
  private readonly recentOpenings = new Map<string, { stored: LiveStoredState; version: number; at: number; event: Buffer }>();
  /** the clocks' states as last parsed, for the reads of clocks that have streams here (decision 244) */
  private readonly parsed = new ParsedStates();

  constructor(database: Database, caps: StreamCaps) {
    super(database, LIVE_CHANNEL, caps, "Too many live displays are open from your address. Close one and try again.");
  }

  /** Adds a display (or a phone) to tournament `id`'s fan-out; returns the function that removes it. */
  subscribe(id: string, subscriber: Subscriber): Promise<() => void> {
    return this.add(id, subscriber);
  }

  protected override onEmpty(id: string): void {
    this.lastFanOut.delete(id);
    this.sent.delete(id);
    this.parsed.forget(id);
    this.recentOpenings.delete(id);
  }

  /**
   * The clock as a stream opening (or its check) reads it, from a read that started after the caller asked: the
   * displays that open together share it. Keyed by reader, since a cancelled event is its sponsor's alone to see.
   */
  readForStream(id: string, user: UserRow | null): Promise<LiveRecord> {
    return this.reads.read(`${id}:${user?.id ?? 0}`, () => readLive(this.database.db, id, user, this.parsed));
  }

  /**
   * openingEvent for a record from readForStream: the displays that shared the read share the event too, and so do
   * the reads of the same stored state in the next OPENING_REUSE_MS (decision 244). The event carries the server's
   * time it was made at with the clock as it stood then, so a display that gets it later counts down from there as
   * it would after as much network delay; a state that changed, or one made per read (a field before the start, a
   * flight's pool), is never reused.
   */
  sharedOpeningEvent(id: string, record: LiveRecord, now = Date.now()): Buffer {
    let event = this.openings.get(record);
    if (event !== undefined) return event;
    const recent = this.recentOpenings.get(id);
    if (recent !== undefined && recent.stored === record.stored && recent.version === record.version && now - recent.at < OPENING_REUSE_MS) {
      event = recent.event;
    } else {
      event = Buffer.from(this.openingEvent(id, record, now));
      this.recentOpenings.set(id, { stored: record.stored, version: record.version, at: now, event });
    }
    this.openings.set(record, event);
    return event;
  }

  /**
   * The whole-state event a display gets when its stream opens. Kept as the tournament's last fanned-out state when
   * it is newer, so that the next action is a patch for this display and for the ones that opened with it (their
   * pages filter the moves by their own clock: a move that expired between two openings of one version shows the same).
   */
  openingEvent(id: string, record: LiveRecord, now = Date.now()): string {
    const encoded = encodeState(liveStateAt(record.stored, now, record));
    const prev = this.sent.get(id);
    if (this.subscribers.has(id) && (prev === undefined || encoded.version > prev.version)) this.sent.set(id, encoded);
    return fullStateEvent(encoded, now);
  }

  /**
   * One chunk for every stream. A tournament whose displays were all sent a state in the last half interval is
   * skipped: that event told them the connection is alive and the server's time just as well (at most 1.5 intervals
   * between two events, within the clients' 35 s watchdog), so a busy console's displays get no extra writes.
   */
  protected beat(now: number) {
    let chunk: Buffer | null = null;
    for (const [id, set] of this.subscribers) {
      if (now - (this.lastFanOut.get(id) ?? 0) < HEARTBEAT_MS / 2) continue;
      chunk ??= Buffer.from(`event: heartbeat\ndata: ${JSON.stringify({ serverTime: now })}\n\n`);
      for (const s of set) s.write(chunk);
    }
  }

  protected onNotice(payload: string): void {
    void this.fanOutNotice(payload);
  }

  protected onResume(): void {
    void this.resync();
  }

  private async fanOutNotice(payload: string): Promise<void> {
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
        record = await readLive(this.database.db, notice.id, null, this.parsed);
      } catch {
        return;
      }
    }
    this.send(notice.id, set, record);
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
          record = await readLive(this.database.db, id, null, this.parsed);
        } catch {
          return;
        }
        const set = this.subscribers.get(id);
        if (set && !this.closed) this.send(id, set, record);
      }),
    );
  }

  /** Writes the state to the displays that do not have it yet (a notice and a resync may both carry it). */
  private send(id: string, set: Set<Subscriber>, record: LiveRecord) {
    const now = Date.now();
    let wrote = false;
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
      wrote = true;
    }
    // serialized once, field by field, and encoded once for every display rather than once per socket (and not at
    // all when only phones watch): the same bytes to each display, the whole state or, to a display that asked for
    // patches and holds the version fanned out last, only the fields that changed (decision 180)
    const prev = this.sent.get(id);
    let encoded: EncodedState | null = null;
    let full: Buffer | null = null;
    let patch: Buffer | null = null;
    for (const s of set) {
      if (record.version <= s.version) continue;
      const held = s.version;
      s.version = record.version;
      encoded ??= encodeState(liveStateAt(record.stored, now, record));
      if (s.patches && prev !== undefined && held === prev.version && prev.started && encoded.started) {
        patch ??= Buffer.from(patchEvent(prev, encoded, now));
        s.write(patch);
      } else {
        full ??= Buffer.from(fullStateEvent(encoded, now));
        s.write(full);
      }
      wrote = true;
    }
    if (encoded && (prev === undefined || encoded.version > prev.version)) this.sent.set(id, encoded);
    if (wrote) this.lastFanOut.set(id, now);
  }
}
