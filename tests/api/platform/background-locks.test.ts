import { describe, expect, it } from "vitest";
import { JOB_LOCKS, runIfFree } from "../../../src/server/db/advisory-lock";
import { openDatabase } from "../../../src/server/db/client";
import { usingPostgres } from "../helpers";
import { setupTwoInstancePools } from "./instance-pools";

// two instances' pools on one database: a background job runs on one of them at a time, never twice
describe.runIf(usingPostgres)("background jobs across instances (PostgreSQL)", () => {
  const databases = setupTwoInstancePools();

  it("while one instance runs the job, the other skips it; once done, the other may run it", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const first = runIfFree(databases[0], JOB_LOCKS.sessionPurge, async () => {
      started();
      await held;
      return "first";
    });
    await running;
    expect(await runIfFree(databases[1], JOB_LOCKS.sessionPurge, async () => "second")).toBeNull();
    // another job's key is free
    expect(await runIfFree(databases[1], JOB_LOCKS.interruptedPayments, async () => "other job")).toBe("other job");
    release();
    expect(await first).toBe("first");
    expect(await runIfFree(databases[1], JOB_LOCKS.sessionPurge, async () => "second")).toBe("second");
  });
});

describe("background jobs on the embedded database", () => {
  it("run as they are (one process owns the database)", async () => {
    const database = await openDatabase({ dataDir: "memory://" });
    try {
      expect(await runIfFree(database, JOB_LOCKS.sessionPurge, async () => 3)).toBe(3);
    } finally {
      await database.close();
    }
  });
});
