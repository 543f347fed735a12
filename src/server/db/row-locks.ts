import { asc, eq, type SQL } from "drizzle-orm";
import { PgTransaction, type PgTable } from "drizzle-orm/pg-core";
import { lockForTransaction } from "./advisory-lock";
import type { Tx } from "./client";
import { campaigns, cardDisputes, identitySessions, liveTournaments, payoutDisputes, payouts, playerSwaps, specialTournaments, users } from "./schema/index";

/**
 * The lock order, written once: a transaction that takes several of these locks takes them in this order, so two
 * transactions never wait on each other in a circle (docs/architecture.md, "The lock order", says where each is taken
 * and why; decisions 071, 080, 092). A lock may be taken again, or another of its rank (campaign rows in id order).
 * "investor" and "rating" are taken inside SQL functions and triggers only (place_payment_hold, the rating keys).
 */
export const LOCK_ORDER = [
  "live clock",
  "event",
  "account quota",
  "review subject",
  "user",
  "investor",
  "swaps",
  "campaign",
  "payout",
  "payout dispute",
  "rating",
] as const;
export type LockName = (typeof LOCK_ORDER)[number];

/** The highest lock each open transaction holds so far (tests check the order; a transaction object is not reused). */
const held = new WeakMap<object, LockName>();
const CHECKED = process.env.VITEST !== undefined || process.env.NODE_ENV === "test";

/** A lock taken out of LOCK_ORDER: a deadlock waiting for a busy day. Thrown under the tests only. */
export class LockOrderError extends Error {}

/** Records that `tx` takes `name`; under the tests, throws when it already holds a lock that comes after it. */
export function noteLock(tx: Tx, name: LockName): void {
  // a lock outside a transaction ends with its statement: there is no order to keep
  if (!(tx instanceof PgTransaction)) return;
  const before = held.get(tx);
  const rank = LOCK_ORDER.indexOf(name);
  if (before !== undefined && LOCK_ORDER.indexOf(before) > rank) {
    if (CHECKED) throw new LockOrderError(`The ${name} lock was taken after the ${before} lock (src/server/db/row-locks.ts, LOCK_ORDER)`);
    return;
  }
  held.set(tx, name);
}

/** Notes `name`, then locks the row of `table` that `where` picks (undefined when there is none). */
async function lockRow<T extends PgTable>(tx: Tx, name: LockName, table: T, where: SQL): Promise<T["$inferSelect"]> {
  noteLock(tx, name);
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(where)
    .for("update");
  return row as T["$inferSelect"];
}

/** 1. The clock's row (every console action, "Not me", a cancel, a Day-2 campaign's create). */
export function lockLiveClock(tx: Tx, id: string) {
  return lockRow(tx, "live clock", liveTournaments, eq(liveTournaments.id, id));
}

/** 2. The event's row: registrations, edits, cancels, linked campaigns, swaps, and the clock's start, take it. */
export function lockEvent(tx: Tx, tournamentId: number) {
  return lockRow(tx, "event", specialTournaments, eq(specialTournaments.id, tournamentId));
}

/** 3. An account's or an address's quota (QUOTA_LOCKS): its count and the insert it allows are one step. */
export async function lockQuota(tx: Tx, space: number, key: number | SQL): Promise<void> {
  noteLock(tx, "account quota");
  await lockForTransaction(tx, space, key);
}

/** 4. What a review is about, before the user it concerns: an identity check's session. */
export function lockIdentitySession(tx: Tx, sessionId: string) {
  return lockRow(tx, "review subject", identitySessions, eq(identitySessions.id, sessionId));
}

/** 4. What a review is about, before the user it concerns: a card dispute. */
export function lockCardDispute(tx: Tx, disputeId: number) {
  return lockRow(tx, "review subject", cardDisputes, eq(cardDisputes.id, disputeId));
}

/** 5. A user's row (suspension, identity, a card dispute's hold, password reset, avatar). */
export function lockUser(tx: Tx, userId: number) {
  return lockRow(tx, "user", users, eq(users.id, userId));
}

/** 7. The swaps `where` picks, in id order (settlement and the swaps a cancel ends), before their campaigns. */
export async function lockSwapsWhere(tx: Tx, where: SQL | undefined) {
  noteLock(tx, "swaps");
  return tx.select().from(playerSwaps).where(where).orderBy(asc(playerSwaps.id)).for("update");
}

/** 8. One campaign's row: the lock every funding change takes. */
export function lockCampaign(tx: Tx, campaignId: number) {
  return lockRow(tx, "campaign", campaigns, eq(campaigns.id, campaignId));
}

/** 8. The campaigns `where` picks, in id order (as two transactions taking several must). */
export async function lockCampaignsWhere(tx: Tx, where: SQL | undefined) {
  noteLock(tx, "campaign");
  return tx.select().from(campaigns).where(where).orderBy(asc(campaigns.id)).for("update");
}

/** 9. A payout's row: after its campaign (Mark as Paid, a ruling), first in a backer's confirm or dispute. */
export function lockPayout(tx: Tx, payoutId: number) {
  return lockRow(tx, "payout", payouts, eq(payouts.id, payoutId));
}

/** 10. A payout's dispute, by its id or by its payout's, after the payout. */
export function lockPayoutDispute(tx: Tx, by: { id: number } | { payoutId: number }) {
  return lockRow(tx, "payout dispute", payoutDisputes, "id" in by ? eq(payoutDisputes.id, by.id) : eq(payoutDisputes.payoutId, by.payoutId));
}
