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
 */
export class CoalescedReads<K, V> {
  private readonly inFlight = new Map<K, Promise<V>>();
  private readonly queued = new Map<K, Promise<V>>();

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
      this.inFlight.set(key, run);
      const done = () => {
        if (this.inFlight.get(key) === run) this.inFlight.delete(key);
      };
      run.then(done, done);
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
