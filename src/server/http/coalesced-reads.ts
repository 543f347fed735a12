/**
 * Reads that many callers want at once share one database round trip per key (decision 243). When an instance dies,
 * every display, phone and bell it held reconnects to the others within a couple of seconds: a clock followed by a
 * hundred displays would otherwise be read a hundred times in the same second, queued on the pool while browse and
 * payments wait behind them.
 *
 * The result a caller gets is always from a read that started after it asked: a stream subscribes first and then
 * reads, so a change committed before the read is in the result and one committed after it arrives as a notice.
 * Joining a read already on its way to the database would break that (the change between its start and the
 * subscription would be in neither), so a caller joins only the read still waiting its turn. At most one read per
 * key is in flight and one queued behind it; everyone who asks meanwhile joins the queued one.
 *
 * With `minGapMs`, a key's queued read starts no sooner than that long after the read before it started (decision
 * 244). Streams that come back spread over two seconds arrive a few milliseconds apart, each just after the last
 * read finished, so without it nearly every stream had a read of its own; with it, a busy key is read at most
 * 1000 / minGapMs times a second, and an idle one at once, as before.
 */
export class CoalescedReads<K, V> {
  /** the read in flight for each key, until it is done and its gap has passed */
  private readonly inFlight = new Map<K, Promise<unknown>>();
  private readonly queued = new Map<K, Promise<V>>();

  constructor(private readonly minGapMs = 0) {}

  read(key: K, load: () => Promise<V>): Promise<V> {
    const waiting = this.queued.get(key);
    if (waiting) return waiting;
    const before = this.inFlight.get(key);
    // with nothing in flight, the read waits for the rest of this turn of the event loop: the connections that
    // arrived together are handled together, and with an in-process database (whose reads finish within the turn)
    // that is the only chance they have to share it
    const next = (before ? before.then(noop, noop) : new Promise<void>((resolve) => setImmediate(resolve))).then(() => {
      this.queued.delete(key);
      const run = load();
      const busy = this.minGapMs > 0 ? Promise.allSettled([run, new Promise((resolve) => setTimeout(resolve, this.minGapMs))]) : run;
      this.inFlight.set(key, busy);
      const done = () => {
        if (this.inFlight.get(key) === busy) this.inFlight.delete(key);
      };
      busy.then(done, done);
      return run;
    });
    this.queued.set(key, next);
    return next;
  }

  /** keys with a read in flight or queued (tests: nothing is left behind) */
  get size(): number {
    return new Set([...this.inFlight.keys(), ...this.queued.keys()]).size;
  }
}

function noop(): void {}
