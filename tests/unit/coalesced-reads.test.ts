import { describe, expect, it } from "vitest";
import { CoalescedReads } from "../../src/server/http/coalesced-reads";
import { reconnectWaitMs, RECONNECT_JITTER_MS } from "../../src/server/http/event-stream";

// Decision 243: the displays of a dead instance reconnect together; one clock is read once per wave, never from a
// read that started before a display subscribed.

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((r) => setImmediate(r));

describe("CoalescedReads", () => {
  it("a hundred callers at once cost two reads: the one they started and one queued behind it", async () => {
    const reads = new CoalescedReads<string, number>();
    const loads: Array<ReturnType<typeof deferred<number>>> = [];
    const load = () => {
      const d = deferred<number>();
      loads.push(d);
      return d.promise;
    };
    const first = reads.read("7", load);
    await tick();
    expect(loads).toHaveLength(1);
    // everyone arriving while the first read is at the database joins one queued read
    const rest = Array.from({ length: 99 }, () => reads.read("7", load));
    await tick();
    expect(loads).toHaveLength(1);
    loads[0]!.resolve(1);
    expect(await first).toBe(1);
    await tick();
    expect(loads).toHaveLength(2);
    loads[1]!.resolve(2);
    expect(new Set(await Promise.all(rest))).toEqual(new Set([2]));
    expect(reads.size).toBe(0);
  });

  it("never hands a caller a read that started before it asked", async () => {
    const reads = new CoalescedReads<string, number>();
    let committed = 0;
    const gates: Array<ReturnType<typeof deferred<void>>> = [];
    // a read sees what was committed when it started, and answers later
    const load = () => {
      const seen = committed;
      const gate = deferred<void>();
      gates.push(gate);
      return gate.promise.then(() => seen);
    };
    const early = reads.read("7", load);
    await tick();
    committed = 1; // a change commits while the first read is out; a display subscribes after it and reads
    const late = reads.read("7", load);
    gates[0]!.resolve();
    expect(await early).toBe(0);
    await tick();
    gates[1]!.resolve();
    expect(await late).toBe(1);
  });

  it("keys do not wait for each other, and a failed read fails only its own callers", async () => {
    const reads = new CoalescedReads<string, number>();
    const failing = reads.read("a", () => Promise.reject(new Error("cut")));
    const fine = reads.read("b", () => Promise.resolve(5));
    await expect(failing).rejects.toThrow("cut");
    expect(await fine).toBe(5);
    // the next caller of the failed key reads again
    expect(await reads.read("a", () => Promise.resolve(6))).toBe(6);
    expect(reads.size).toBe(0);
  });
});

describe("CoalescedReads with a gap between a key's reads (decision 244)", () => {
  const GAP = 60;

  it("reads an idle key at once", async () => {
    const reads = new CoalescedReads<string, number>(GAP);
    const from = Date.now();
    expect(await reads.read("7", () => Promise.resolve(1))).toBe(1);
    expect(Date.now() - from).toBeLessThan(GAP);
  });

  it("starts a busy key's next read only a gap after the one before started, for everyone who asked meanwhile", async () => {
    const reads = new CoalescedReads<string, number>(GAP);
    const started: number[] = [];
    const load = () => {
      started.push(Date.now());
      return Promise.resolve(started.length);
    };
    expect(await reads.read("7", load)).toBe(1);
    // streams arriving one by one just after the read finished: without the gap each would start a read
    const late: Array<Promise<number>> = [];
    for (let i = 0; i < 10; i++) {
      late.push(reads.read("7", load));
      await new Promise((r) => setTimeout(r, 2));
    }
    expect(new Set(await Promise.all(late))).toEqual(new Set([2]));
    expect(started).toHaveLength(2);
    // timers may fire a millisecond early
    expect(started[1]! - started[0]!).toBeGreaterThanOrEqual(GAP - 1);
    // and the key is idle again once the gap has passed
    await new Promise((r) => setTimeout(r, GAP + 5));
    expect(reads.size).toBe(0);
  });

  it("still hands no caller a read that started before it asked", async () => {
    const reads = new CoalescedReads<string, number>(GAP);
    let committed = 0;
    const load = () => Promise.resolve(committed);
    const early = reads.read("7", load);
    expect(await early).toBe(0);
    committed = 1;
    expect(await reads.read("7", load)).toBe(1);
  });
});

describe("reconnectWaitMs", () => {
  it("spreads the waits over the whole range, with a mean of 1.5 s", () => {
    expect(reconnectWaitMs(() => 0)).toBe(RECONNECT_JITTER_MS.min);
    expect(reconnectWaitMs(() => 0.999999)).toBe(RECONNECT_JITTER_MS.max);
    expect(reconnectWaitMs(() => 0.5)).toBe(1500);
  });
});
