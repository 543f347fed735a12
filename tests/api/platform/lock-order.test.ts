import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { QUOTA_LOCKS } from "../../../src/server/db/advisory-lock";
import {
  LOCK_ORDER,
  LockOrderError,
  lockCampaign,
  lockCampaignsWhere,
  lockCardDispute,
  lockEvent,
  lockIdentitySession,
  lockLiveClock,
  lockPayout,
  lockPayoutDispute,
  lockQuota,
  lockSwapsWhere,
  lockUser,
} from "../../../src/server/db/row-locks";
import { users } from "../../../src/server/db/schema/index";
import { createUser, setupTestApp } from "../helpers";

/** The lock order is written once (LOCK_ORDER); docs/architecture.md's table and every flow keep to it (decisions 071, 080, 092). */
const ctx = setupTestApp();

describe("the lock order", () => {
  it("takes every lock function in LOCK_ORDER in one transaction, and commits", async () => {
    const { user } = await createUser(ctx.db);
    const taken: string[] = [];
    await ctx.db.transaction(async (tx) => {
      await lockLiveClock(tx, "no-such-clock");
      await lockEvent(tx, 0);
      await lockQuota(tx, QUOTA_LOCKS.campaigns, user.id);
      await lockIdentitySession(tx, "no-such-session");
      await lockCardDispute(tx, 0);
      const row = await lockUser(tx, user.id);
      taken.push(row.username);
      await lockSwapsWhere(tx, undefined);
      await lockCampaignsWhere(tx, undefined);
      await lockCampaign(tx, 0);
      await lockPayout(tx, 0);
      await lockPayoutDispute(tx, { payoutId: 0 });
      await lockPayoutDispute(tx, { id: 0 });
    });
    expect(taken).toEqual([user.username]);
  });

  it("refuses a lock taken after one that comes later, naming both, and the transaction rolls back", async () => {
    const { user } = await createUser(ctx.db);
    const attempt = ctx.db.transaction(async (tx) => {
      await lockCampaign(tx, 0);
      await tx.update(users).set({ firstName: "Out of order" }).where(eq(users.id, user.id));
      await lockEvent(tx, 0);
    });
    await expect(attempt).rejects.toBeInstanceOf(LockOrderError);
    await expect(attempt).rejects.toThrow("The event lock was taken after the campaign lock");
    const again = await lockUser(ctx.db, user.id);
    expect(again.firstName).not.toBe("Out of order");
  });

  it("allows a lock of the same rank again (campaign rows one after another) and another transaction to start afresh", async () => {
    await ctx.db.transaction(async (tx) => {
      await lockCampaign(tx, 2);
      await lockCampaign(tx, 1);
    });
    await ctx.db.transaction(async (tx) => {
      await lockEvent(tx, 0);
    });
  });

  it("is the order docs/architecture.md's table gives, row for row", () => {
    const doc = readFileSync("docs/architecture.md", "utf8");
    const section = doc.slice(doc.indexOf("## The lock order"));
    const rows = [...section.matchAll(/^\| (\d+) \| ([^|]+) \|/gm)].map((m) => [Number(m[1]), m[2]!.trim()]);
    expect(rows).toEqual(LOCK_ORDER.map((name, i) => [i + 1, name]));
  });
});
