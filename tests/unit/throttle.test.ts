import { describe, expect, it } from "vitest";
import { AccountThrottle, formatWait, MemoryAttemptStore } from "../../src/server/auth/throttle";
import { AppError } from "../../src/server/errors";

function clock(start = 1_000_000) {
  const c = { t: start, now: () => c.t };
  return c;
}

const status = async (p: Promise<void>) => {
  try {
    await p;
    return "ok";
  } catch (e) {
    return e instanceof AppError ? `${e.status} ${e.message}` : "other";
  }
};

describe("AccountThrottle", () => {
  it("allows 10 attempts in 15 minutes, refuses the 11th with the wait, and opens again when the window ends", async () => {
    const c = clock();
    const t = new AccountThrottle(new MemoryAttemptStore(1000, c.now), 10, 15 * 60_000, c.now);
    for (let i = 0; i < 10; i++) expect(await status(t.attempt("Alice"))).toBe("ok");
    expect(await status(t.attempt("alice"))).toBe("429 Too many attempts. Please try again in 15 minutes.");
    c.t += 14 * 60_000 + 1;
    expect(await status(t.attempt("ALICE"))).toBe("429 Too many attempts. Please try again in 1 minute.");
    c.t += 60_000;
    expect(await status(t.attempt("alice"))).toBe("ok");
  });

  it("the window starts at the first failure: attempts while throttled do not extend it", async () => {
    const c = clock();
    const t = new AccountThrottle(new MemoryAttemptStore(1000, c.now), 2, 60_000, c.now);
    await t.attempt("bob");
    await t.attempt("bob");
    for (let i = 0; i < 5; i++) {
      c.t += 10_000;
      expect(await status(t.attempt("bob"))).toMatch(/^429/);
    }
    c.t += 10_000;
    expect(await status(t.attempt("bob"))).toBe("ok");
  });

  it("a success clears the count", async () => {
    const c = clock();
    const t = new AccountThrottle(new MemoryAttemptStore(1000, c.now), 3, 60_000, c.now);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 3; i++) expect(await status(t.attempt("carol"))).toBe("ok");
      await t.succeeded("carol");
    }
  });
});

describe("MemoryAttemptStore", () => {
  it("never holds more than its maximum: expired windows go first, then the oldest", async () => {
    const c = clock();
    const store = new MemoryAttemptStore(3, c.now);
    await store.add("a", 1000);
    await store.add("b", 60_000);
    await store.add("c", 60_000);
    c.t += 2000;
    await store.add("d", 60_000);
    expect(store.size).toBe(3);
    expect(await store.resetAt("a")).toBeNull();
    await store.add("e", 60_000);
    expect(store.size).toBe(3);
    expect(await store.resetAt("b")).toBeNull();
    expect(await store.resetAt("e")).not.toBeNull();
  });
});

describe("formatWait", () => {
  it.each([
    [500, "1 second"],
    [59_999, "1 minute"],
    [30_000, "30 seconds"],
    [60_000, "1 minute"],
    [60_001, "2 minutes"],
    [15 * 60_000, "15 minutes"],
  ])("%d ms is %j", (ms, text) => expect(formatWait(ms)).toBe(text));
});
